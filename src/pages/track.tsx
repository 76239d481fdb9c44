import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { headContent, layoutContent, required, requiredContent } from "../content/queryData";
import { TrackPage, type TrackPageProps } from "../views/TrackPage";

const trackContent = (data: Queries.TrackPageQuery, i18n: PageI18n): TrackPageProps => ({
  ...layoutContent(data, i18n),
  page: requiredContent(data.trackYaml, "track", i18n),
  airlines: required(data.airlinesYaml, "content/airlines.yaml").airlines,
});

export default function Track({ data, pageContext }: PageProps<Queries.TrackPageQuery, PageContext>) {
  return <TrackPage {...trackContent(data, pageContext.i18n)} />;
}

export const Head = ({ data, pageContext: { i18n } }: HeadProps<Queries.TrackPageQuery, PageContext>) => {
  const { page } = trackContent(data, i18n);
  return <Seo {...headContent(data, i18n)} title={page.seo.title} description={page.seo.description} />;
};

export const query = graphql`
  query TrackPage($language: String!) {
    ...LayoutContent
    trackYaml(language: { eq: $language }) {
      ...TrackContent
    }
    airlinesYaml {
      ...AirlinesContent
    }
  }
`;
