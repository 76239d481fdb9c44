// The shipper's quote as a document, block by block: its head (the company,
// the reference, the day it was asked and until when it holds, where it
// stands), the estimate (the options side by side, each with its emissions
// where known, and what the price covers and does not), then what follows it,
// loaded only when there is any (followUp.ts): choosing an option and booking
// it, what was booked, asking again once it has expired, the shipment's
// milestones beside the airline's tracking link. Printed, it is one A4 page
// without buttons or forms (src/quote/pageStyles.ts).
import { css } from "@emotion/react";
import { Suspense, useState } from "react";
import { useDependsOnBrowser } from "../../components/KeepsServerHtml";
import { theme } from "../../theme";
import type { ServiceName } from "../../../supabase/functions/_shared/price/pricing.ts";
import type { QuoteStatus } from "../../../supabase/functions/_shared/api/quotePageApi.ts";
import type { ShipperQuote } from "../shipperQuote";
import type { QuoteBookingWords, QuotePageWords, QuotePriceWords } from "../words";
import type { QuoteFollowUpProps } from "./QuoteFollowUp";
import { PriceBlock } from "./PriceBlock";
import { QuoteFacts } from "./QuoteFacts";
import { loadBookingForm } from "../QuoteFrame";
import { QuoteFollowUp, hasFollowUp, loadFollowUp } from "./followUp";

const { space, fontSizes } = theme;

const documentStyles = css`
  text-align: start;
  h2 {
    font-size: ${fontSizes.lg};
    margin-bottom: ${space[2]};
  }
  section + section {
    margin-top: ${space[6]};
  }
  /* The options' heading, under the sentence of the weight it is priced on. */
  section[aria-labelledby="price-options"] > h3 {
    margin-top: ${space[4]};
  }
`;

export type QuoteDocumentProps = {
  quote: ShipperQuote;
  companyName: string;
  /** The destination as the page's language names it, from the English name the form sent. */
  countryLabel: (name: string) => string;
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  bookingWords: QuoteBookingWords;
  language: string;
  /** The quote form's address (the home page's #contact), to ask again. */
  formPath: string;
  /** Sends a choice; without it (a CMS preview), the options show without buttons. */
  choose?: (service: ServiceName) => Promise<ServiceName>;
  /** Sends a booking; without it, no booking form. */
  book?: QuoteFollowUpProps["book"];
};

export function QuoteDocument({
  quote,
  companyName,
  countryLabel,
  page,
  priceWords,
  bookingWords,
  language,
  formPath,
  choose,
  book,
}: QuoteDocumentProps) {
  useDependsOnBrowser("QuoteDocument");
  const [chosen, setChosen] = useState<ServiceName | null>(quote.chosen);
  const booked = quote.status === "booked" || quote.status === "closed";
  // A booking sent from this page is requested at once, as the function will answer on the next read.
  const [requested, setRequested] = useState(quote.booking !== null);
  const status: QuoteStatus = !booked && requested ? "booking requested" : quote.status;
  const choosable = !quote.expired && !booked && status !== "booking requested" && Boolean(choose);
  const sendChoice = async (service: ServiceName) => {
    // The booking that follows a choice starts loading as the choice is sent, its form with it.
    void loadFollowUp();
    if (book) void loadBookingForm();
    const stored = await choose!(service);
    setChosen(stored);
    return stored;
  };
  const followUp = { quote, page, priceWords, bookingWords, language, formPath, chosen, booked, book };

  return (
    <article css={documentStyles} aria-labelledby="quote-title">
      <QuoteFacts
        quote={quote}
        companyName={companyName}
        countryLabel={countryLabel}
        page={page}
        language={language}
        status={status}
        booked={booked}
      />
      <PriceBlock
        quote={quote}
        page={page}
        priceWords={priceWords}
        language={language}
        chosen={chosen}
        choose={choosable ? sendChoice : undefined}
      />
      {hasFollowUp(quote, Boolean(chosen), booked) && (
        // Said, not focused: the focus stays where the shipper is (the option just chosen).
        <Suspense fallback={<p role="status">{page.loading}</p>}>
          <QuoteFollowUp {...followUp} onRequested={() => setRequested(true)} />
        </Suspense>
      )}
    </article>
  );
}
