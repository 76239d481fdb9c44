import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { layoutContent, requiredContent, headContent } from "../content/queryData";
import { PrivacyPage, type PrivacyPageProps } from "../views/PrivacyPage";

const privacyContent = (data: Queries.PrivacyPageQuery, i18n: PageI18n): PrivacyPageProps => ({
  ...layoutContent(data, i18n),
  page: requiredContent(data.privacyYaml, "privacy", i18n),
});

export default function Privacy({ data, pageContext }: PageProps<Queries.PrivacyPageQuery, PageContext>) {
  return <PrivacyPage {...privacyContent(data, pageContext.i18n)} />;
}

export const Head = ({ data, pageContext: { i18n } }: HeadProps<Queries.PrivacyPageQuery, PageContext>) => {
  const { page } = privacyContent(data, i18n);
  return <Seo {...headContent(data, i18n)} title={page.seo.title} description={page.seo.description} />;
};

export const query = graphql`
  query PrivacyPage($language: String!) {
    ...LayoutContent
    privacyYaml(language: { eq: $language }) {
      ...PrivacyContent
    }
  }
`;
