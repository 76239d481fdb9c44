// The head of the quote document: the company and the word "quote" as a
// letterhead, the page's title, then the facts of the quote side by side (its
// reference, the day it was asked, until when it holds, where it stands, its
// destination).
import { css } from "@emotion/react";
import { theme } from "../../theme";
import { formatDay, formatDayOf } from "../format";
import type { QuoteStatus } from "../../../supabase/functions/_shared/api/quotePageApi.ts";
import type { ShipperQuote } from "../shipperQuote";
import type { QuotePageWords } from "../words";
import { factTermStyles } from "../blockStyles";

const { colors, space, fontSizes, fontWeights } = theme;

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
`;

const STATUS_WORDS: Record<QuoteStatus, keyof QuotePageWords["statuses"]> = {
  received: "received",
  answered: "answered",
  "booking requested": "bookingRequested",
  booked: "booked",
  closed: "closed",
};

/** The country as the page's language names it (the form's label), from the English name the form sent. */
export const countryLabelIn =
  (countries: Queries.CountriesContentFragment) =>
  (name: string): string =>
    [...countries.primary, ...countries.secondary].find((country) => country.name === name)?.label ?? name;

/** Each status's words on the page. */
export const statusWordsOf = (page: QuotePageWords): Record<QuoteStatus, string> =>
  Object.fromEntries(Object.entries(STATUS_WORDS).map(([status, key]) => [status, page.statuses[key]])) as Record<QuoteStatus, string>;

/** The facts as the page writes them; no destination where none was asked. */
export type FactValues = { reference: string; asked: string; validUntil: string; status: string; destination: string | null };

export type FactsViewProps = { companyName: string; page: QuotePageWords; facts: FactValues };

/**
 * The head's elements, from the facts as written: what the page's script
 * draws (QuoteFacts), and, with the facts blank, the outline the page's head
 * script fills before the runtime has come (src/quote/early/EarlyQuote.tsx).
 */
export function FactsView({ companyName, page, facts }: FactsViewProps) {
  const docWords = page.document;
  return (
    <>
      <div css={letterheadStyles}>
        <p>{companyName}</p>
        <p>{docWords.quote}</p>
      </div>
      <h1 id="quote-title">{page.title}</h1>
      <dl css={[factsStyles, factTermStyles]} data-facts>
        <div>
          <dt>{docWords.reference}</dt>
          <dd>
            <bdi dir="ltr">{facts.reference}</bdi>
          </dd>
        </div>
        <div>
          <dt>{docWords.asked}</dt>
          <dd>{facts.asked}</dd>
        </div>
        <div>
          <dt>{docWords.validUntil}</dt>
          <dd>{facts.validUntil}</dd>
        </div>
        <div>
          <dt>{docWords.status}</dt>
          <dd>{facts.status}</dd>
        </div>
        {facts.destination !== null && (
          <div>
            <dt>{docWords.destination}</dt>
            <dd>
              <bdi>{facts.destination}</bdi>
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}

export type QuoteFactsProps = {
  quote: ShipperQuote;
  companyName: string;
  countryLabel: (name: string) => string;
  page: QuotePageWords;
  language: string;
  /** Where the quote stands as the page shows it (a booking sent from the page is requested at once). */
  status: QuoteStatus;
  booked: boolean;
};

export function QuoteFacts({ quote, companyName, countryLabel, page, language, status, booked }: QuoteFactsProps) {
  const facts: FactValues = {
    reference: quote.reference,
    asked: formatDayOf(quote.askedAt, language),
    validUntil: quote.validUntil ? formatDay(quote.validUntil, language) : page.document.noValidity,
    status: quote.expired && !booked ? page.expired.title : statusWordsOf(page)[status],
    destination: quote.asked.country ? countryLabel(quote.asked.country) : null,
  };
  return <FactsView companyName={companyName} page={page} facts={facts} />;
}
