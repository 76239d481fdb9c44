import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { headContent, layoutContent, requiredContent } from "../content/queryData";
import { QuotePage, type QuotePageProps } from "../views/QuotePage";
import { contactFunctionUrl } from "../contact/backendConfig";
import { quoteHeadScript } from "../quote/early/quoteHead";

const quoteContent = (data: Queries.QuotePageQuery, i18n: PageI18n): QuotePageProps => ({
  ...layoutContent(data, i18n),
  page: requiredContent(data.quotePageYaml, "quotePage", i18n),
  priceWords: requiredContent(data.thankYouYaml, "thankYou", i18n),
  bookingWords: requiredContent(data.bookingYaml, "booking", i18n),
  countries: requiredContent(data.countriesYaml, "countries", i18n),
});

/** The shipper's own quote (?ref=…#key=…): the page reads it from the function once its script runs. */
export default function Quote({ data, pageContext }: PageProps<Queries.QuotePageQuery, PageContext>) {
  return <QuotePage {...quoteContent(data, pageContext.i18n)} />;
}

// Never listed: a quote is the shipper's. The key is in the fragment, which no Referer carries.
export const Head = ({ data, pageContext: { i18n } }: HeadProps<Queries.QuotePageQuery, PageContext>) => {
  const { page } = quoteContent(data, i18n);
  return (
    <Seo {...headContent(data, i18n)} title={page.seo.title} description={page.seo.description} noindex>
      {/* Before the first paint: "link incomplete" at once for an address without its reference or key, else the quote asked for. */}
      <script dangerouslySetInnerHTML={{ __html: quoteHeadScript(contactFunctionUrl) }} />
    </Seo>
  );
};

export const query = graphql`
  query QuotePage($language: String!) {
    ...LayoutContent
    quotePageYaml(language: { eq: $language }) {
      ...QuotePageContent
    }
    thankYouYaml(language: { eq: $language }) {
      ...QuotePriceWords
    }
    bookingYaml(language: { eq: $language }) {
      ...QuoteBookingWords
    }
    countriesYaml {
      ...CountriesContent
    }
  }
`;
