import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { layoutContent, requiredContent, headContent } from "../content/queryData";
import { readAnsweredPrice } from "../../supabase/functions/_shared/visitorPrice.ts";
import { ThankYouPage, type ThankYouPageProps } from "../views/ThankYouPage";

const thankYouContent = (data: Queries.ThankYouPageQuery, i18n: PageI18n): ThankYouPageProps => ({
  ...layoutContent(data, i18n),
  page: requiredContent(data.thankYouYaml, "thankYou", i18n),
});

/**
 * What the live form hands the page when it navigates here: the reference of
 * the request it sent, and its price. History state outlives a deploy, so both
 * are checked as the form checks the function's answer (readAnsweredPrice).
 */
const receiptOf = (state: unknown): Pick<ThankYouPageProps, "reference" | "price"> => {
  const { reference, price } = (state ?? {}) as { reference?: unknown; price?: unknown };
  return {
    reference: typeof reference === "string" && reference !== "" ? reference : undefined,
    price: readAnsweredPrice(price) ?? undefined,
  };
};

export default function ThankYou({ data, pageContext, location }: PageProps<Queries.ThankYouPageQuery, PageContext>) {
  return <ThankYouPage {...thankYouContent(data, pageContext.i18n)} {...receiptOf(location.state)} />;
}

export const Head = ({ data, pageContext: { i18n } }: HeadProps<Queries.ThankYouPageQuery, PageContext>) => {
  const { page } = thankYouContent(data, i18n);
  return <Seo {...headContent(data, i18n)} title={page.seo.title} description={page.seo.description} noindex />;
};

export const query = graphql`
  query ThankYouPage($language: String!) {
    ...LayoutContent
    thankYouYaml(language: { eq: $language }) {
      ...ThankYouContent
    }
  }
`;
