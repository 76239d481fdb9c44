// Booking the chosen option: the booking form (its code loaded as it is
// shown, BookingForm.tsx), at the price of the team's offer when it
// has sent one (else the team confirms the price), or what was sent and how
// to correct it; once the team has booked it, what was booked.
import { css } from "@emotion/react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Button } from "../../components/Button";
import { theme } from "../../theme";
import type { ServiceName } from "../../../supabase/functions/_shared/price/pricing.ts";
import { fillTemplate } from "../../../supabase/functions/_shared/words/template.ts";
import type { BookingFormProps } from "./BookingForm";
import { formatDay, formatMoney } from "../format";
import type { BookingParty, QuoteBooking } from "../../../supabase/functions/_shared/api/quotePageApi.ts";
import type { ShipperQuote } from "../shipperQuote";
import type { QuoteBookingWords, QuotePageWords, QuotePriceWords } from "../words";
import { loadBookingForm } from "../QuoteFrame";
import { calloutStyles, noteStyles } from "../blockStyles";

const BookingForm = lazy(loadBookingForm);

const { space, fontWeights } = theme;

const summaryStyles = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]} ${space[4]};
  margin: ${space[3]} 0;
  dt {
    font-weight: ${fontWeights.semibold};
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

type SummaryProps = { booking: QuoteBooking; bookingWords: QuoteBookingWords; priceWords: QuotePriceWords; language: string };

/** What was sent to book: the option, the day, and while the lead is open the parties and the notes. */
export function BookingSummary({ booking, bookingWords, priceWords, language }: SummaryProps) {
  const words = bookingWords.form;
  const party = (value: BookingParty) => [value.company, value.contact, value.phone, value.address].join("\n");
  const { parties } = booking;
  return (
    <dl css={summaryStyles}>
      <dt>{words.service}</dt>
      <dd>{priceWords.price[booking.service]}</dd>
      <dt>{words.cargoReadyDate}</dt>
      <dd>{formatDay(booking.cargoReadyDate, language)}</dd>
      {parties && (
        <>
          <dt>{words.supplierTitle}</dt>
          <dd>
            <bdi>{party(parties.supplier)}</bdi>
          </dd>
        </>
      )}
      {parties?.consignee && (
        <>
          <dt>{words.consigneeTitle}</dt>
          <dd>
            <bdi>{party(parties.consignee)}</bdi>
          </dd>
        </>
      )}
      {parties?.notes && (
        <>
          <dt>{words.notes}</dt>
          <dd>
            <bdi>{parties.notes}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * The price a booking is sent at (`booking`: was sent at): the quotation's
 * option's amount, or, at the estimate, that the team confirms the price.
 */
function priceLine(quote: ShipperQuote, booking: QuoteBooking | null, chosen: ServiceName, page: QuotePageWords, language: string): string {
  const words = page.quotation;
  if (booking) {
    const { offer } = booking;
    return offer
      ? atOfferLine(words, quote.reference, offer.number, formatMoney(offer.amount, offer.currency, language))
      : words.atEstimate;
  }
  const option = quote.offer?.options.find((candidate) => candidate.service === chosen);
  if (!quote.offer || !option) return words.atEstimate;
  return atOfferLine(words, quote.reference, quote.offer.number, formatMoney(option.amount, option.currency, language));
}

const atOfferLine = (words: QuotePageWords["quotation"], reference: string, number: number, amount: string) =>
  fillTemplate(words.atOffer, { quotation: `${reference}-${number}`, amount });

type PriceBookedProps = { quote: ShipperQuote; booking: QuoteBooking; page: QuotePageWords; language: string };

/** Under what was booked: the quotation it was booked at, with the option's amount; nothing at the estimate. */
export const PriceBooked = ({ quote, booking, page, language }: PriceBookedProps) =>
  booking.offer && <p css={noteStyles}>{priceLine(quote, booking, booking.service, page, language)}</p>;

export type BookingBlockProps = {
  quote: ShipperQuote;
  chosen: ServiceName;
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  bookingWords: QuoteBookingWords;
  language: string;
  /** Sends a booking; without it (a CMS preview), no booking form. */
  book?: BookingFormProps["send"];
  /** The booking was sent: the document's status says so at once. */
  onRequested: () => void;
};

export function BookingBlock({ quote, chosen, page, priceWords, bookingWords, language, book, onRequested }: BookingBlockProps) {
  const [booking, setBooking] = useState(quote.booking);
  const [editing, setEditing] = useState(!quote.booking);
  // Sent, the form that had the focus is gone: the focus goes to the sentence saying it was sent, which a
  // screen reader then reads (a status inserted already filled is not always announced).
  const [justSent, setJustSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justSent) sentRef.current?.focus();
  }, [justSent]);
  const words = page.booking;
  const form = bookingWords.form;
  return (
    // While it is a form, the section is the screen's only: printed, the quote has no forms.
    <section aria-labelledby="quote-booking" css={calloutStyles} data-screen-only={editing ? "" : undefined}>
      <h2 id="quote-booking">{form.title}</h2>
      {editing && <p>{form.intro}</p>}
      <p css={noteStyles}>{priceLine(quote, editing ? null : booking, chosen, page, language)}</p>
      {booking && !editing && (
        <>
          <p role="status" tabIndex={-1} ref={sentRef}>
            {form.sent}
          </p>
          <BookingSummary booking={booking} bookingWords={bookingWords} priceWords={priceWords} language={language} />
          {booking.changesLeft > 0 ? (
            <>
              <p css={noteStyles}>{fillTemplate(form.changesLeft, { count: String(booking.changesLeft) })}</p>
              {book && (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  {words.correct}
                </Button>
              )}
            </>
          ) : (
            <p css={noteStyles}>{words.noChangesLeft}</p>
          )}
        </>
      )}
      {editing && book && (
        <Suspense fallback={<p role="status">{page.loading}</p>}>
          <BookingForm
            service={chosen}
            door={quote.asked.deliverTo === "door"}
            before={booking}
            words={words}
            offerWords={page.quotation}
            offer={quote.offer?.number}
            bookingWords={bookingWords}
            serviceName={priceWords.price[chosen]}
            language={language}
            send={book}
            onBooked={(sent) => {
              setBooking(sent);
              setEditing(false);
              setJustSent(true);
              onRequested();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
