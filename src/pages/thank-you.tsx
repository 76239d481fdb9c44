import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/Seo";
import type { PageContext, PageI18n } from "../content/languages";
import { layoutContent, requiredContent, headContent } from "../content/queryData";
import { keepReceipt, useReceipt } from "../contact/receipt";
import { submitChoice } from "../contact/submitContactRequest";
import type { ServiceName } from "../../supabase/functions/_shared/price/pricing.ts";
import { ThankYouPage, type ThankYouPageProps } from "../views/ThankYouPage";

const thankYouContent = (data: Queries.ThankYouPageQuery, i18n: PageI18n): ThankYouPageProps => ({
  ...layoutContent(data, i18n),
  page: requiredContent(data.thankYouYaml, "thankYou", i18n),
});

/**
 * The reference and price of the request this tab sent (src/contact/receipt.ts):
 * kept for the tab, so a reload or a reopened tab shows them again.
 */
export default function ThankYou({ data, pageContext, location }: PageProps<Queries.ThankYouPageQuery, PageContext>) {
  const receipt = useReceipt(location.state);
  const { reference, idempotencyKey } = receipt;
  // A choice is kept with the receipt, so a reload shows it chosen.
  const choose =
    reference && idempotencyKey
      ? async (service: ServiceName) => {
          const chosen = await submitChoice({ reference, service, key: idempotencyKey });
          keepReceipt({ ...receipt, chosen });
          return chosen;
        }
      : undefined;
  return <ThankYouPage {...thankYouContent(data, pageContext.i18n)} {...receipt} choose={choose} />;
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
