import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { layoutContent, requiredContent, headContent } from "../content/queryData";
import { useReceipt } from "../contact/sending/receipt";
import { ThankYouPage, type ThankYouPageProps } from "../views/ThankYouPage";

const thankYouContent = (data: Queries.ThankYouPageQuery, i18n: PageI18n): ThankYouPageProps => ({
  ...layoutContent(data, i18n),
  page: requiredContent(data.thankYouYaml, "thankYou", i18n),
  quoteLink: requiredContent(data.bookingYaml, "booking", i18n).quoteLink,
  summaryWords: requiredContent(data.contactYaml, "contact", i18n).form.cargo,
});

/**
 * The reference, key and price of the request this tab sent (src/contact/sending/receipt.ts):
 * kept for the tab, so a reload or a reopened tab shows them again.
 */
export default function ThankYou({ data, pageContext, location }: PageProps<Queries.ThankYouPageQuery, PageContext>) {
  const receipt = useReceipt(location.state);
  return <ThankYouPage {...thankYouContent(data, pageContext.i18n)} {...receipt} />;
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
    bookingYaml(language: { eq: $language }) {
      ...ThankYouQuoteLink
    }
    contactYaml(language: { eq: $language }) {
      ...ThankYouShipmentSummary
    }
  }
`;
