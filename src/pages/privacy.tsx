import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Container } from "../components/Container";
import { Layout } from "../components/Layout";
import { SentenceWithEmail } from "../components/SentenceWithEmail";
import { Seo } from "../components/Seo";
import { theme } from "../theme";
import { Static } from "../components/Static";

export type PrivacyPageData = Queries.PrivacyPageQuery;

const { colors, space, sizes, fontSizes } = theme;

const bandStyles = css`
  padding: ${space[16]} 0 ${space[20]};
  background: ${colors.surface};
`;

const proseStyles = css`
  max-width: ${sizes.prose};
  margin: 0 auto;
  h1 {
    font-size: ${fontSizes["3xl"]};
  }
  h2 {
    margin-top: ${space[10]};
    font-size: ${fontSizes.xl};
  }
  p {
    margin-top: ${space[4]};
  }
  a {
    color: ${colors.accent};
    overflow-wrap: anywhere;
  }
`;

const leadStyles = css`
  font-size: ${fontSizes.lg};
`;

const updatedStyles = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

export function Privacy({ data }: { data: PrivacyPageData }) {
  const site = data.siteYaml!;
  const page = data.privacyYaml!;
  return (
    <Layout content={{ site, header: data.headerYaml!, footer: data.footerYaml! }}>
      <Static as="section" css={bandStyles} aria-labelledby="privacy-heading">
        <Container>
          <div css={proseStyles}>
            <h1 id="privacy-heading">{page.title}</h1>
            <p css={leadStyles}>{page.intro}</p>
            <p css={updatedStyles}>{page.updated}</p>
            {page.sections.map((section) => (
              <section key={section.heading} aria-label={section.heading}>
                <h2>{section.heading}</h2>
                <p>
                  <SentenceWithEmail template={section.text} email={site.email} />
                </p>
              </section>
            ))}
          </div>
        </Container>
      </Static>
    </Layout>
  );
}

export default function PrivacyPage({ data }: PageProps<PrivacyPageData>) {
  return <Privacy data={data} />;
}

export const Head = ({ data }: HeadProps<PrivacyPageData>) => (
  <Seo site={data.siteYaml!} title={data.privacyYaml!.seo.title} description={data.privacyYaml!.seo.description} path="/privacy" />
);

export const query = graphql`
  query PrivacyPage {
    siteYaml {
      ...SiteDetails
    }
    headerYaml {
      ...HeaderContent
    }
    footerYaml {
      ...FooterContent
    }
    privacyYaml {
      seo {
        title
        description
      }
      title
      intro
      updated
      sections {
        heading
        text
      }
    }
  }
`;
