import { useEffect } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { layoutContent, required } from "../content/queryData";
import { NotFoundPage, type NotFoundPageProps } from "../templates/NotFoundPage";

const notFoundContent = (data: Queries.NotFoundPageQuery): NotFoundPageProps => ({
  ...layoutContent(data),
  page: required(data.notFoundYaml, "content/not-found.yaml"),
});

export default function NotFound({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  // Unknown paths are logged, so broken inbound links show up in monitoring.
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <NotFoundPage {...notFoundContent(data)} />;
}

// No canonical address: the page answers any unknown path.
export const Head = ({ data }: HeadProps<Queries.NotFoundPageQuery>) => {
  const { site, page } = notFoundContent(data);
  return <Seo site={site} title={page.seo.title} description={page.seo.description} noindex />;
};

export const query = graphql`
  query NotFoundPage {
    ...LayoutContent
    notFoundYaml {
      ...NotFoundContent
    }
  }
`;
