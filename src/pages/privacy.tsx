import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { layoutContent, required } from "../content/queryData";
import { PrivacyPage, type PrivacyPageProps } from "../templates/PrivacyPage";

const privacyContent = (data: Queries.PrivacyPageQuery): PrivacyPageProps => ({
  ...layoutContent(data),
  page: required(data.privacyYaml, "content/privacy.yaml"),
});

export default function Privacy({ data }: PageProps<Queries.PrivacyPageQuery>) {
  return <PrivacyPage {...privacyContent(data)} />;
}

export const Head = ({ data }: HeadProps<Queries.PrivacyPageQuery>) => {
  const { site, page } = privacyContent(data);
  return <Seo site={site} title={page.seo.title} description={page.seo.description} path="/privacy" />;
};

export const query = graphql`
  query PrivacyPage {
    ...LayoutContent
    privacyYaml {
      ...PrivacyContent
    }
  }
`;
