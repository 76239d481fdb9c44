import { useEffect } from "react";
import styled from "@emotion/styled";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../components/Button";
import { Container } from "../components/Container";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";

export type NotFoundPageData = Queries.NotFoundPageQuery;

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space[20]} 0 ${theme.space[24]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
  }
  p {
    margin: ${({ theme }) => `${theme.space[4]} auto ${theme.space[8]}`};
    max-width: ${({ theme }) => theme.sizes.prose};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Code = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.accent};
`;

export function NotFound({ data }: { data: NotFoundPageData }) {
  const page = data.notFoundYaml!;
  return (
    <Layout content={{ site: data.siteYaml!, header: data.headerYaml!, footer: data.footerYaml! }}>
      <Band>
        <Container>
          <Code aria-hidden="true">{page.code}</Code>
          <h1>{page.title}</h1>
          <p>{page.text}</p>
          <ButtonLink href="/">
            <ArrowLeft aria-hidden="true" />
            {page.homeLink}
          </ButtonLink>
        </Container>
      </Band>
    </Layout>
  );
}

export default function NotFoundPage({ data, location }: PageProps<NotFoundPageData>) {
  // Unknown paths are logged, so broken inbound links show up in monitoring.
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFound data={data} />;
}

// No canonical address: the page answers any unknown path.
export const Head = ({ data }: HeadProps<NotFoundPageData>) => (
  <Seo site={data.siteYaml!} title={data.notFoundYaml!.seo.title} description={data.notFoundYaml!.seo.description} noindex />
);

export const query = graphql`
  query NotFoundPage {
    siteYaml {
      ...SiteDetails
    }
    headerYaml {
      ...HeaderContent
    }
    footerYaml {
      ...FooterContent
    }
    notFoundYaml {
      seo {
        title
        description
      }
      code
      title
      text
      homeLink
    }
  }
`;
