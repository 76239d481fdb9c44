import styled from "@emotion/styled";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArrowLeft, CircleCheckBig, Mail, MessageCircle, Send } from "lucide-react";
import { ButtonLink } from "../components/Button";
import { Container } from "../components/Container";
import { Layout } from "../components/Layout";
import { PhoneNumber } from "../components/PhoneNumber";
import { Seo } from "../components/Seo";
import { mailtoHref, whatsappHref } from "../components/contact-links";

export type ThankYouPageData = Queries.ThankYouPageQuery;

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space[16]} 0 ${theme.space[20]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Panel = styled.div`
  max-width: ${({ theme }) => theme.sizes.panel};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[5]}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[12]}`};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes["4xl"]};
  }
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  svg {
    width: ${({ theme }) => theme.sizes.iconLg};
    height: ${({ theme }) => theme.sizes.iconLg};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;

const Next = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: left;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skySoft};
  border-left: 4px solid ${({ theme }) => theme.colors.sky};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  a {
    flex: 1 1 ${({ theme }) => theme.sizes.buttonBasis};
    ${({ theme }) => theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

const Direct = styled.section`
  margin-top: ${({ theme }) => theme.space[10]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.touch};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    flex: none;
  }
`;

export function ThankYou({ data }: { data: ThankYouPageData }) {
  const site = data.siteYaml!;
  const page = data.thankYouYaml!;
  return (
    <Layout content={{ site, header: data.headerYaml!, footer: data.footerYaml! }}>
      <Band>
        <Container>
          <Panel>
            <Check>
              <CircleCheckBig aria-hidden="true" />
            </Check>
            <h1>{page.title}</h1>
            <Lead>{page.congratulation}</Lead>
            <Note>{page.emailNote}</Note>
            <Next aria-labelledby="next-steps">
              <h2 id="next-steps">{page.nextTitle}</h2>
              <p>{page.nextText}</p>
            </Next>
            <Actions>
              <ButtonLink href="/">
                <ArrowLeft aria-hidden="true" />
                {page.homeButton}
              </ButtonLink>
              <ButtonLink href="/#contact" variant="secondary">
                <Send aria-hidden="true" />
                {page.anotherButton}
              </ButtonLink>
            </Actions>
            <Direct aria-labelledby="direct-contact">
              <h2 id="direct-contact">{page.directTitle}</h2>
              <ul>
                <li>
                  <a href={mailtoHref(site.email)}>
                    <Mail aria-hidden="true" />
                    <span>
                      {page.emailLabel}: {site.email}
                    </span>
                  </a>
                </li>
                <li>
                  <a href={whatsappHref(site.phone)} target="_blank" rel="noopener noreferrer">
                    <MessageCircle aria-hidden="true" />
                    <span>
                      {page.whatsappLabel}: <PhoneNumber value={site.phone} />
                    </span>
                  </a>
                </li>
              </ul>
            </Direct>
          </Panel>
        </Container>
      </Band>
    </Layout>
  );
}

export default function ThankYouPage({ data }: PageProps<ThankYouPageData>) {
  return <ThankYou data={data} />;
}

export const Head = ({ data }: HeadProps<ThankYouPageData>) => (
  <Seo site={data.siteYaml!} title={data.thankYouYaml!.seo.title} description={data.thankYouYaml!.seo.description} path="/thank-you" noindex />
);

export const query = graphql`
  query ThankYouPage {
    siteYaml {
      ...SiteDetails
    }
    headerYaml {
      ...HeaderContent
    }
    footerYaml {
      ...FooterContent
    }
    thankYouYaml {
      seo {
        title
        description
      }
      title
      congratulation
      emailNote
      nextTitle
      nextText
      homeButton
      anotherButton
      directTitle
      emailLabel
      whatsappLabel
    }
  }
`;
