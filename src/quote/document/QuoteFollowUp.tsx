// What follows the estimate (loaded with its own chunk, followUp.ts): for an
// expired quote, asking again with the form filled in from what was asked, or,
// once the team's offer has expired, asking the team for a new one; for a
// chosen option, booking it (at the offer's price when there is one), or what
// the team booked; then the shipment's progress.
import type { ServiceName } from "../../../supabase/functions/_shared/price/pricing.ts";
import { keepAskAgain } from "../../contact/askAgain";
import type { ShipperQuote } from "../shipperQuote";
import type { QuoteBookingWords, QuotePageWords, QuotePriceWords } from "../words";
import { BookingBlock, type BookingBlockProps, BookingSummary, PriceBooked } from "../booking/BookingBlock";
import { Milestones } from "./Milestones";
import { OfferRenewal, type RenewProps } from "./OfferRenewal";
import { calloutStyles, linkStyles } from "../blockStyles";

export type QuoteFollowUpProps = {
  quote: ShipperQuote;
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  bookingWords: QuoteBookingWords;
  language: string;
  /** The quote form's address (the home page's #contact), to ask again. */
  formPath: string;
  chosen: ServiceName | null;
  booked: boolean;
  book?: BookingBlockProps["book"];
  renew?: RenewProps["renew"];
  onRequested: () => void;
};

/** Asking again for an expired quote: the form, filled in with what was asked (src/contact/askAgain.ts). */
function AskAgain({ quote, page, formPath }: Pick<QuoteFollowUpProps, "quote" | "page" | "formPath">) {
  return (
    <section aria-labelledby="quote-expired" css={calloutStyles}>
      <h2 id="quote-expired">{page.expired.title}</h2>
      <p>{page.expired.text}</p>
      <p>
        <a href={formPath} css={linkStyles} onClick={() => keepAskAgain(quote.askAgain)}>
          {page.expired.askAgain}
        </a>
      </p>
    </section>
  );
}

function Booking({ quote, page, priceWords, bookingWords, language, chosen, booked, book, onRequested }: QuoteFollowUpProps) {
  if (!chosen || (!quote.price && !quote.offer)) return null;
  if (!booked) {
    const props = { quote, chosen, page, priceWords, bookingWords, language, book, onRequested };
    return <BookingBlock {...props} />;
  }
  return (
    quote.booking && (
      <section aria-labelledby="quote-booked">
        <h2 id="quote-booked">{page.statuses.booked}</h2>
        <BookingSummary booking={quote.booking} bookingWords={bookingWords} priceWords={priceWords} language={language} />
        <PriceBooked quote={quote} booking={quote.booking} page={page} language={language} />
      </section>
    )
  );
}

export default function QuoteFollowUp(props: QuoteFollowUpProps) {
  const { quote, page, bookingWords, language, formPath, booked, renew } = props;
  const askAgain = quote.offer ? (
    <OfferRenewal quote={quote} page={page} renew={renew} />
  ) : (
    <AskAgain quote={quote} page={page} formPath={formPath} />
  );
  return (
    <>
      {quote.expired && !booked ? askAgain : <Booking {...props} />}
      <Milestones quote={quote} page={page} bookingWords={bookingWords} language={language} />
    </>
  );
}
