// The team's firm offer as a quotation, first in the quote document: its
// number (Quotation <reference>-<number>), the day it was sent and its last
// day, each option's exact amount in the page's language's format with its
// transit time and what it covers ("Choose" on each while it can be booked),
// the chargeable weight it rests on, what it excludes, and the team's note.
// Printed, the quotation is the document: the instant estimate below it on the
// screen is left out of the page.
import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { theme } from "../../theme";
import type { QuoteOffer } from "../../../supabase/functions/_shared/api/quotePageApi.ts";
import type { ServiceName } from "../../../supabase/functions/_shared/price/pricing.ts";
import { fillTemplate } from "../../../supabase/functions/_shared/words/template.ts";
import { formatNumber } from "../../../supabase/functions/_shared/words/fieldWords.ts";
import { formatDay, formatDayOf, formatMoney } from "../format";
import { PriceOptions } from "../PriceOptions";
import type { QuotePageWords, QuotePriceWords } from "../words";
import { factTermStyles, noteStyles } from "../blockStyles";

export const query = graphql`
  fragment QuotationWords on QuotePageYaml {
    quotation {
      title
      intro
      sentAt
      validUntil
      optionsTitle
      pickupIncluded
      noteTitle
      expiredTitle
      expiredText
      renew
      renewed
      renewTooMany
      renewFailed
      atOffer
      atEstimate
      superseded
      expired
      required
    }
  }
`;

const { colors, space, radii, fontSizes } = theme;

const quotationStyles = css`
  padding: ${space[5]};
  border: 2px solid ${colors.ink};
  border-radius: ${radii.lg};
  h2 {
    font-size: ${fontSizes.xl};
  }
  h3 {
    font-size: ${fontSizes.md};
    margin-top: ${space[4]};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]} ${space[6]};
    margin: ${space[3]} 0;
  }
  @media print {
    padding: ${space[3]} 0;
    border-width: 2px 0 0;
    border-radius: 0;
    /* What the page said as it was used (a choice sent), not part of the quotation. */
    section > p[role="status"] {
      display: none;
    }
    /* Printed, the quotation is the document: the estimate it replaced is the screen's only. */
    & ~ section[aria-labelledby="quote-price"] {
      display: none;
    }
  }
`;

const noteTextStyles = css`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The title of an offer: Quotation K7QM-4TXH-1. */
const quotationTitle = (words: QuotePageWords["quotation"], reference: string, number: number): string =>
  fillTemplate(words.title, { reference, number: String(number) });

export type QuotationBlockProps = {
  reference: string;
  offer: QuoteOffer;
  /** The pickup city the shipper named, which an option covering the pickup names. */
  pickupCity: string | null;
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  language: string;
  chosen: ServiceName | null;
  /** Sends a choice; without it (expired, booked, a CMS preview), the options show without buttons. */
  choose?: (service: ServiceName) => Promise<ServiceName>;
};

export function QuotationBlock({ reference, offer, pickupCity, page, priceWords, language, chosen, choose }: QuotationBlockProps) {
  const words = page.quotation;
  const price = priceWords.price;
  const options = offer.options.map((option) => ({
    service: option.service,
    name: price[option.service],
    range: formatMoney(option.amount, option.currency, language),
    transit: fillTemplate(price.transit, { days: option.transitDays }),
  }));
  const coversOf = (service: ServiceName): string[] => {
    const { covers } = offer.options.find((option) => option.service === service)!;
    const from = !covers.pickup
      ? price.fromAirport
      : pickupCity
        ? fillTemplate(price.fromCity, { city: pickupCity })
        : words.pickupIncluded;
    return [from, covers.door ? price.toDoor : price.toAirport, ...(covers.insurance ? [price.insured] : [])];
  };
  return (
    <section aria-labelledby="quotation-title" css={quotationStyles} data-quotation>
      <h2 id="quotation-title">{quotationTitle(words, reference, offer.number)}</h2>
      <p>{offer.expired ? words.expiredTitle : words.intro}</p>
      <dl css={factTermStyles}>
        <div>
          <dt>{words.sentAt}</dt>
          <dd>{formatDayOf(offer.sentAt, language)}</dd>
        </div>
        <div>
          <dt>{words.validUntil}</dt>
          <dd>{formatDay(offer.validUntil, language)}</dd>
        </div>
      </dl>
      {offer.chargeableKg !== null && (
        <p>{fillTemplate(price.weight, { weight: formatNumber(offer.chargeableKg, language, { maximumFractionDigits: 1 }) })}</p>
      )}
      {choose && !chosen && (
        // An instruction to the screen: the printed quotation is a document.
        <p css={noteStyles} data-screen-only>
          {page.chooseFirst}
        </p>
      )}
      <PriceOptions
        id="quotation-options"
        options={options}
        words={{ ...price, optionsTitle: words.optionsTitle }}
        chosen={chosen ?? undefined}
        choose={choose}
        noteOf={coversOf}
      />
      <p css={noteStyles}>{price.excluded}</p>
      {offer.note && (
        <>
          <h3>{words.noteTitle}</h3>
          <p css={noteTextStyles}>
            <bdi>{offer.note}</bdi>
          </p>
        </>
      )}
    </section>
  );
}
