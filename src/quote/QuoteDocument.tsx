// The shipper's quote as a document: the company, the reference, the day it
// was asked and until when it holds, where it stands, the options side by side
// (each with its emissions where known) and what the price covers and does
// not; then what can be done with it: choose an option, book it (the booking
// form's code loads only when it is shown), ask again once it has expired;
// and, once booked, the shipment's milestones beside the airline's tracking
// link. Printed, it is one A4 page without buttons or forms (QuotePage.tsx).
import { css } from "@emotion/react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Button } from "../components/Button";
import { theme } from "../theme";
import type { ServiceName } from "../../supabase/functions/_shared/price/pricing.ts";
import { type Asked, describePrice, noPriceSentence } from "../../supabase/functions/_shared/price/visitorPrice.ts";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { PriceOptions } from "./PriceOptions";
import { SpecialGoodsNote } from "./SpecialGoodsNote";
import { keepAskAgain } from "../contact/askAgain";
import { useDependsOnBrowser } from "../components/KeepsServerHtml";
import type { LeadBooking, Milestone, QuoteStatus } from "../../supabase/functions/_shared/api/quotePageApi.ts";
import type { ShipperQuote } from "./shipperQuote";
import { formatDay, formatDayOf, formatKg, formatMoment } from "./format";
import type { QuoteBookingWords, QuotePageWords, QuotePriceWords } from "./words";
import type { BookingFormProps } from "./BookingForm";

const loadBookingForm = () => import(/* webpackChunkName: "booking-form" */ "./BookingForm");
const BookingForm = lazy(loadBookingForm);

const { colors, space, radii, fontSizes, fontWeights } = theme;

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

const letterheadStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space[2]} ${space[4]};
  padding-bottom: ${space[3]};
  border-bottom: 2px solid ${colors.ink};
  p:first-of-type {
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
    color: ${colors.ink};
  }
`;

const factsStyles = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${space[3]};
  margin: ${space[4]} 0;
  dt {
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
`;

const coverStyles = css`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[4]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  h3 {
    font-size: ${fontSizes.md};
    margin-bottom: ${space[1]};
  }
  ul {
    margin: 0;
    padding-inline-start: ${space[5]};
  }
`;

const noteStyles = css`
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

const calloutStyles = css`
  padding: ${space[5]};
  border-radius: ${radii.lg};
  border-inline-start: ${space[1]} solid ${colors.accent};
  background: ${colors.accentSoft};
`;

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

const milestoneStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space[1]} ${space[4]};
    padding: ${space[2]} 0;
    border-bottom: 1px solid ${colors.border};
  }
  time {
    color: ${colors.muted};
  }
`;

const linkStyles = css`
  color: ${colors.accent};
  font-weight: ${fontWeights.semibold};
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
  book?: BookingFormProps["send"];
};

/** A milestone as the shipper's e-mail names it (content/booking.yaml, milestoneEmail), the flight filled in. */
function milestoneName(
  milestone: Milestone,
  flight: string | undefined,
  door: boolean,
  words: QuoteBookingWords["milestoneEmail"],
): string {
  switch (milestone) {
    case "collected":
      return words.collected;
    case "in-hong-kong":
      return words.inHongKong;
    case "departed":
      return fillTemplate(words.departed, { flight: flight ?? "" });
    case "arrived":
      return words.arrived;
    case "delivered":
      return door ? words.deliveredDoor : words.deliveredAirport;
  }
}

const STATUS_WORDS: Record<QuoteStatus, keyof QuotePageWords["statuses"]> = {
  received: "received",
  answered: "answered",
  "booking requested": "bookingRequested",
  booked: "booked",
  closed: "closed",
};

/** What was sent to book: the option, the day, the parties and the notes. */
function BookingSummary({
  booking,
  bookingWords,
  priceWords,
  language,
}: { booking: LeadBooking } & Pick<QuoteDocumentProps, "bookingWords" | "priceWords" | "language">) {
  const words = bookingWords.form;
  const party = (value: LeadBooking["supplier"]) => [value.company, value.contact, value.phone, value.address].join("\n");
  return (
    <dl css={summaryStyles}>
      <dt>{words.service}</dt>
      <dd>{priceWords.price[booking.service]}</dd>
      <dt>{words.cargoReadyDate}</dt>
      <dd>{formatDay(booking.cargoReadyDate, language)}</dd>
      <dt>{words.supplierTitle}</dt>
      <dd>
        <bdi>{party(booking.supplier)}</bdi>
      </dd>
      {booking.consignee && (
        <>
          <dt>{words.consigneeTitle}</dt>
          <dd>
            <bdi>{party(booking.consignee)}</bdi>
          </dd>
        </>
      )}
      {booking.notes && (
        <>
          <dt>{words.notes}</dt>
          <dd>
            <bdi>{booking.notes}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The shipment's milestones with their times, and the airline's tracking link. */
function Progress({ quote, page, bookingWords, language }: Pick<QuoteDocumentProps, "quote" | "page" | "bookingWords" | "language">) {
  if (quote.milestones.length === 0 && !quote.tracking) return null;
  const words = page.progress;
  return (
    <section aria-labelledby="quote-progress">
      <h2 id="quote-progress">{words.title}</h2>
      {quote.tracking && (
        <p>
          {words.awb}: <bdi dir="ltr">{quote.tracking.airWaybill}</bdi> ·{" "}
          <a href={quote.tracking.url} css={linkStyles} target="_blank" rel="noopener noreferrer">
            {fillTemplate(words.track, { airline: quote.tracking.airline })}
          </a>
        </p>
      )}
      <ol css={milestoneStyles}>
        {quote.milestones.map((entry) => (
          <li key={entry.milestone}>
            <span>
              <bdi>{milestoneName(entry.milestone, entry.flight, quote.asked.deliverTo === "door", bookingWords.milestoneEmail)}</bdi>
            </span>
            <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Booking the chosen option: the form (loaded lazily), or what was sent and how to correct it. */
function Booking({
  quote,
  chosen,
  page,
  priceWords,
  bookingWords,
  language,
  book,
  onRequested,
}: Pick<QuoteDocumentProps, "quote" | "page" | "priceWords" | "bookingWords" | "language" | "book"> & {
  chosen: ServiceName;
  /** The booking was sent: the document's status says so at once. */
  onRequested: () => void;
}) {
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
        <Suspense fallback={<p>{page.loading}</p>}>
          <BookingForm
            service={chosen}
            door={quote.asked.deliverTo === "door"}
            before={booking}
            words={words}
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
  const docWords = page.document;
  const asked: Asked = { pickupCity: quote.asked.pickupCity, door: quote.asked.deliverTo === "door", insure: quote.asked.insure };
  const shown = quote.price ? describePrice(quote.price, priceWords.price, language, asked) : null;
  // describePrice's details: the weight, what is covered or quoted by the team, and the validity (shown above instead).
  const coverLines = shown ? shown.details.slice(1, -1) : [];
  const covered = coverLines.filter(
    (line) => !Object.values(QUOTED_KEYS).some((key) => line === priceWords.price[key] || isQuotedCity(line, priceWords)),
  );
  const quotedByTeam = coverLines.filter((line) => !covered.includes(line));
  const co2eOf = (service: ServiceName) => {
    const kg = quote.emissions[service];
    return typeof kg === "number" ? fillTemplate(docWords.co2e, { kg: formatKg(kg, language) }) : null;
  };
  const anyCo2e = quote.price?.options.some((option) => typeof quote.emissions[option.service] === "number") ?? false;
  const booked = quote.status === "booked" || quote.status === "closed";
  // A booking sent from this page is requested at once, as the function will answer on the next read.
  const [requested, setRequested] = useState(quote.booking !== null);
  const status: QuoteStatus = !booked && requested ? "booking requested" : quote.status;
  const choosable = !quote.expired && !booked && status !== "booking requested" && Boolean(choose);
  const sendChoice = async (service: ServiceName) => {
    const stored = await choose!(service);
    setChosen(stored);
    return stored;
  };

  return (
    <article css={documentStyles} aria-labelledby="quote-title">
      <div css={letterheadStyles}>
        <p>{companyName}</p>
        <p>{docWords.quote}</p>
      </div>
      <h1 id="quote-title">{page.title}</h1>
      <dl css={factsStyles} data-facts>
        <div>
          <dt>{docWords.reference}</dt>
          <dd>
            <bdi dir="ltr">{quote.reference}</bdi>
          </dd>
        </div>
        <div>
          <dt>{docWords.asked}</dt>
          <dd>{formatDayOf(quote.askedAt, language)}</dd>
        </div>
        <div>
          <dt>{docWords.validUntil}</dt>
          <dd>{quote.validUntil ? formatDay(quote.validUntil, language) : docWords.noValidity}</dd>
        </div>
        <div>
          <dt>{docWords.status}</dt>
          <dd>{quote.expired && !booked ? page.expired.title : page.statuses[STATUS_WORDS[status]]}</dd>
        </div>
        {quote.asked.country && (
          <div>
            <dt>{docWords.destination}</dt>
            <dd>
              <bdi>{countryLabel(quote.asked.country)}</bdi>
            </dd>
          </div>
        )}
      </dl>

      {shown ? (
        <section aria-labelledby="quote-price">
          <h2 id="quote-price">{shown.title}</h2>
          <p>{shown.details[0]}</p>
          {choosable && !chosen && <p css={noteStyles}>{page.chooseFirst}</p>}
          <PriceOptions
            options={shown.options}
            words={priceWords.price}
            chosen={chosen ?? undefined}
            choose={choosable ? sendChoice : undefined}
            noteOf={co2eOf}
          />
          {anyCo2e && <p css={noteStyles}>{docWords.co2eNote}</p>}
          <div css={coverStyles}>
            <div>
              <h3>{docWords.covers}</h3>
              <ul>
                {covered.map((line) => (
                  <li key={line}>
                    <bdi>{line}</bdi>
                  </li>
                ))}
                <li>{shown.included}</li>
              </ul>
            </div>
            <div>
              <h3>{docWords.notCovered}</h3>
              <ul>
                {quotedByTeam.map((line) => (
                  <li key={line}>
                    <bdi>{line}</bdi>
                  </li>
                ))}
                <li>{shown.excluded}</li>
              </ul>
            </div>
          </div>
          <SpecialGoodsNote goods={quote.price?.specialGoods} words={priceWords.specialGoods} />
          <p css={noteStyles}>{shown.confirm}</p>
        </section>
      ) : (
        <p>
          {quote.noPrice
            ? noPriceSentence(priceWords.noPrice, quote.noPrice, quote.noPriceLine ?? undefined, language)
            : priceWords.price.confirm}
        </p>
      )}

      {quote.expired && !booked ? (
        <section aria-labelledby="quote-expired" css={calloutStyles}>
          <h2 id="quote-expired">{page.expired.title}</h2>
          <p>{page.expired.text}</p>
          <p>
            <a href={formPath} css={linkStyles} onClick={() => keepAskAgain(quote.askAgain)}>
              {page.expired.askAgain}
            </a>
          </p>
        </section>
      ) : (
        chosen &&
        quote.price &&
        (booked ? (
          quote.booking && (
            <section aria-labelledby="quote-booked">
              <h2 id="quote-booked">{page.statuses.booked}</h2>
              <BookingSummary booking={quote.booking} bookingWords={bookingWords} priceWords={priceWords} language={language} />
            </section>
          )
        ) : (
          <Booking
            quote={quote}
            chosen={chosen}
            page={page}
            priceWords={priceWords}
            bookingWords={bookingWords}
            language={language}
            book={book}
            onRequested={() => setRequested(true)}
          />
        ))
      )}
      <Progress quote={quote} page={page} bookingWords={bookingWords} language={language} />
    </article>
  );
}

/** The price's sentences that say the team quotes a part rather than the price including it. */
const QUOTED_KEYS = { door: "toDoorQuoted", insurance: "insuredQuoted", city: "fromYourCityQuoted" } as const;

/** "Pickup from {city}: our team will quote it", with any city. */
function isQuotedCity(line: string, words: QuotePriceWords): boolean {
  const [before, after] = words.price.fromCityQuoted.split("{city}");
  return line.startsWith(before) && line.endsWith(after ?? "") && line !== words.price.fromAirport;
}
