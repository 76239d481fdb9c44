// The shipper's quote as a document, block by block: its head (the company,
// the reference, the day it was asked and until when it holds, where it
// stands), the team's firm offer as a quotation when it has sent one (whose
// last day then replaces the estimate's, QuotationBlock.tsx, loaded only for
// a quote that has one, as most have none), the estimate
// (the options side by side, each with its emissions where known, and what the
// price covers and does not), then what follows it,
// loaded only when there is any (followUp.ts): choosing an option and booking
// it, what was booked, asking again once it has expired, the shipment's
// milestones beside the airline's tracking link. Printed, it is one A4 page
// without buttons or forms (src/quote/pageStyles.ts).
import { css } from "@emotion/react";
import { Suspense, lazy, useState } from "react";
import { Button } from "../../components/Button";
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
import { toolsStyles } from "../pageStyles";
import { QuoteFollowUp, hasFollowUp, loadFollowUp } from "./followUp";

const { space, fontSizes } = theme;

// The quotation's code, loaded only for a quote the team has sent an offer on: the page's script at load stays within its budget.
const QuotationBlock = lazy(() =>
  import(/* webpackChunkName: "quote-quotation" */ "./QuotationBlock").then(({ QuotationBlock }) => ({ default: QuotationBlock })),
);

export const documentStyles = css`
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

/** Above the document, on screen only: its print button (the outline drawn before the runtime makes it print too, early/EarlyQuote.tsx). */
export function QuoteTools({ print, onPrint, focusOnMount }: { print: string; onPrint?: () => void; focusOnMount?: boolean }) {
  return (
    <div css={toolsStyles} data-screen-only>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only where the same button, drawn before the runtime, held the focus */}
      <Button variant="secondary" onClick={onPrint} autoFocus={focusOnMount}>
        {print}
      </Button>
    </div>
  );
}

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
  /** Asks the team for a new offer once the latest has expired; without it, no button. */
  renew?: QuoteFollowUpProps["renew"];
};

/**
 * The quote as the page holds it to its terms: with an offer, the offer's last
 * day replaces the estimate's, so it is chosen and booked while the offer holds.
 */
const onItsTerms = (quote: ShipperQuote): ShipperQuote =>
  quote.offer ? { ...quote, validUntil: quote.offer.validUntil, expired: quote.offer.expired } : quote;

/** The option chosen, while it is one of the offer's (a choice made before the offer may not be). */
const chosenOf = (quote: ShipperQuote): ServiceName | null =>
  quote.offer && !quote.offer.options.some((option) => option.service === quote.chosen) ? null : quote.chosen;

export function QuoteDocument({
  quote: asAnswered,
  companyName,
  countryLabel,
  page,
  priceWords,
  bookingWords,
  language,
  formPath,
  choose,
  book,
  renew,
}: QuoteDocumentProps) {
  useDependsOnBrowser("QuoteDocument");
  const quote = onItsTerms(asAnswered);
  const { offer } = quote;
  const [chosen, setChosen] = useState<ServiceName | null>(() => chosenOf(quote));
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
  const followUp = { quote, page, priceWords, bookingWords, language, formPath, chosen, booked, book, renew };

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
      {offer && (
        <Suspense fallback={<p role="status">{page.loading}</p>}>
          <QuotationBlock
            reference={quote.reference}
            offer={offer}
            pickupCity={quote.asked.pickupCity}
            page={page}
            priceWords={priceWords}
            language={language}
            chosen={chosen}
            choose={choosable ? sendChoice : undefined}
          />
        </Suspense>
      )}
      {/* Below an offer, the estimate is not what is booked (nor, without one, a sentence saying there is none). */}
      {(!offer || asAnswered.price) && (
        <PriceBlock
          quote={asAnswered}
          page={page}
          priceWords={priceWords}
          language={language}
          chosen={offer ? null : chosen}
          choose={choosable && !offer ? sendChoice : undefined}
        />
      )}
      {hasFollowUp(quote, Boolean(chosen), booked) && (
        // Said, not focused: the focus stays where the shipper is (the option just chosen).
        <Suspense fallback={<p role="status">{page.loading}</p>}>
          <QuoteFollowUp {...followUp} onRequested={() => setRequested(true)} />
        </Suspense>
      )}
    </article>
  );
}
