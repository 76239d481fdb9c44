import { useEffect } from "react";
import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../components/Button";
import { Container } from "../components/Container";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { theme } from "../theme";
import { Static } from "../components/Static";

export type NotFoundPageData = Queries.NotFoundPageQuery;

const { colors, space, sizes, fontSizes, fontWeights } = theme;

const bandStyles = css`
  padding: ${space[20]} 0 ${space[24]};
  background: ${colors.surfaceAlt};
  text-align: center;
  h1 {
    font-size: ${fontSizes["3xl"]};
  }
  p {
    margin: ${space[4]} auto ${space[8]};
    max-width: ${sizes.prose};
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
`;

const codeStyles = css`
  display: block;
  margin-bottom: ${space[2]};
  font-size: ${fontSizes.display};
  font-weight: ${fontWeights.heavy};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${colors.accent};
`;

export function NotFound({ data }: { data: NotFoundPageData }) {
  const page = data.notFoundYaml!;
  return (
    <Layout content={{ site: data.siteYaml!, header: data.headerYaml!, footer: data.footerYaml! }}>
      <Static as="section" css={bandStyles}>
        <Container>
          <span css={codeStyles} aria-hidden="true">{page.code}</span>
          <h1>{page.title}</h1>
          <p>{page.text}</p>
          <ButtonLink href="/">
            <ArrowLeft aria-hidden="true" />
            {page.homeLink}
          </ButtonLink>
        </Container>
      </Static>
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
