import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import { layoutContent, required } from "../content/queryData";
import { ThankYouPage, type ThankYouPageProps } from "../templates/ThankYouPage";

const thankYouContent = (data: Queries.ThankYouPageQuery): ThankYouPageProps => ({
  ...layoutContent(data),
  page: required(data.thankYouYaml, "content/thank-you.yaml"),
});

export default function ThankYou({ data }: PageProps<Queries.ThankYouPageQuery>) {
  return <ThankYouPage {...thankYouContent(data)} />;
}

export const Head = ({ data }: HeadProps<Queries.ThankYouPageQuery>) => {
  const { site, page } = thankYouContent(data);
  return <Seo site={site} title={page.seo.title} description={page.seo.description} path="/thank-you" noindex />;
};

export const query = graphql`
  query ThankYouPage {
    ...LayoutContent
    thankYouYaml {
      ...ThankYouContent
    }
  }
`;
