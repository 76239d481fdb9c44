// The estimate: the price of what was asked, its options side by side (each
// with its emissions where known, and "Choose" where the page can send a
// choice), what the price covers and what the team quotes apart; or, where
// the rate card could not price it, why.
import { css } from "@emotion/react";
import { theme } from "../../theme";
import type { ServiceName } from "../../../supabase/functions/_shared/price/pricing.ts";
import { type Asked, coverLinesOf, describePrice, noPriceSentence } from "../../../supabase/functions/_shared/price/visitorPrice.ts";
import { fillTemplate } from "../../../supabase/functions/_shared/words/template.ts";
import { formatKg } from "../format";
import { PriceOptions } from "../PriceOptions";
import type { ShipperQuote } from "../shipperQuote";
import type { QuotePageWords, QuotePriceWords } from "../words";
import { SpecialGoodsNote } from "./SpecialGoodsNote";
import { noteStyles } from "../blockStyles";

const { space, fontSizes } = theme;

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

export type PriceBlockProps = {
  quote: ShipperQuote;
  page: QuotePageWords;
  priceWords: QuotePriceWords;
  language: string;
  /** The option chosen, if any. */
  chosen: ServiceName | null;
  /** Sends a choice; without it, the options show without buttons. */
  choose?: (service: ServiceName) => Promise<ServiceName>;
};

export function PriceBlock({ quote, page, priceWords, language, chosen, choose }: PriceBlockProps) {
  const docWords = page.document;
  if (!quote.price) {
    return (
      <p>
        {quote.noPrice
          ? noPriceSentence(priceWords.noPrice, quote.noPrice, quote.noPriceLine ?? undefined, language)
          : priceWords.price.confirm}
      </p>
    );
  }
  const asked: Asked = { pickupCity: quote.asked.pickupCity, door: quote.asked.deliverTo === "door", insure: quote.asked.insure };
  const shown = describePrice(quote.price, priceWords.price, language, asked);
  // What was asked beyond the airports, as describePrice says it: in the price, or quoted by the team.
  const coverLines = coverLinesOf(quote.price.covers, asked, priceWords.price);
  const covered = coverLines.filter((line) => line.covered).map(({ line }) => line);
  const quotedByTeam = coverLines.filter((line) => !line.covered).map(({ line }) => line);
  const co2eOf = (service: ServiceName) => {
    const kg = quote.emissions[service];
    return typeof kg === "number" ? fillTemplate(docWords.co2e, { kg: formatKg(kg, language) }) : null;
  };
  const anyCo2e = quote.price.options.some((option) => typeof quote.emissions[option.service] === "number");
  const coverList = (lines: string[], last: string) => (
    <ul>
      {lines.map((line) => (
        <li key={line}>
          <bdi>{line}</bdi>
        </li>
      ))}
      <li>{last}</li>
    </ul>
  );
  return (
    <section aria-labelledby="quote-price">
      <h2 id="quote-price">{shown.title}</h2>
      <p>{shown.details[0]}</p>
      {choose && !chosen && <p css={noteStyles}>{page.chooseFirst}</p>}
      <PriceOptions options={shown.options} words={priceWords.price} chosen={chosen ?? undefined} choose={choose} noteOf={co2eOf} />
      {anyCo2e && <p css={noteStyles}>{docWords.co2eNote}</p>}
      <div css={coverStyles}>
        <div>
          <h3>{docWords.covers}</h3>
          {coverList(covered, shown.included)}
        </div>
        <div>
          <h3>{docWords.notCovered}</h3>
          {coverList(quotedByTeam, shown.excluded)}
        </div>
      </div>
      <SpecialGoodsNote goods={quote.price?.specialGoods} words={priceWords.specialGoods} />
      <p css={noteStyles}>{shown.confirm}</p>
    </section>
  );
}
