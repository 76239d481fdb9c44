import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { layoutContent, requiredContent, headContent } from "../content/queryData";
import { NotFoundPage, type NotFoundPageProps } from "../views/NotFoundPage";

const notFoundContent = (data: Queries.NotFoundPageQuery, i18n: PageI18n): NotFoundPageProps => ({
  ...layoutContent(data, i18n),
  page: requiredContent(data.notFoundYaml, "notFound", i18n),
});

/** Logs the unknown address, so broken inbound links show up in monitoring. */
const LOG_UNKNOWN_PATH = 'console.error("404 Error: User attempted to access non-existent route:",location.pathname)';

export default function NotFound({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  return <NotFoundPage {...notFoundContent(data, pageContext.i18n)} />;
}

// No canonical address: the page answers any unknown path. Its one script
// logs that path as the page is served; the build leaves out the page's
// runtime (plugins/publish/finalizeBuild.ts), as nothing else on it needs one.
export const Head = ({ data, pageContext: { i18n } }: HeadProps<Queries.NotFoundPageQuery, PageContext>) => {
  const { page } = notFoundContent(data, i18n);
  return (
    <Seo {...headContent(data, i18n)} title={page.seo.title} description={page.seo.description} noindex>
      <script dangerouslySetInnerHTML={{ __html: LOG_UNKNOWN_PATH }} />
    </Seo>
  );
};

export const query = graphql`
  query NotFoundPage($language: String!) {
    ...LayoutContent
    notFoundYaml(language: { eq: $language }) {
      ...NotFoundContent
    }
  }
`;
