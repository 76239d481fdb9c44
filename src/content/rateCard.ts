// What the site's pages may know of the rate card (content/rates.yaml, whose
// schema, checks and type are in supabase/functions/_shared/price/): its
// pickup cities, for the quote form to suggest, its currency, and the height
// it charges a piece that cannot be stacked at (a term the shipper is billed
// by, like the 6,000 divisor: the form's estimate takes it, as the price
// does). Never a rate: forwarders do not publish their tariffs.
import type { RateCard } from "../../supabase/functions/_shared/price/rateCardSchema.ts";

/**
 * What the quote form may know of the card: its pickup cities, as suggestions,
 * its currency (none: no card, or one without pickup), and the height, cm, a
 * piece that cannot be stacked is charged at (null: the card has none, such
 * pieces are taken as they are). Never a rate.
 */
export type QuoteSuggestions = { cities: readonly string[]; currency: string | null; nonStackableHeightCm: number | null };

/** The card's pickup cities (each once, in the card's order), its currency and its height; none without a card. */
export function quoteSuggestionsOf(card: RateCard | null): QuoteSuggestions {
  if (card === null) return { cities: [], currency: null, nonStackableHeightCm: null };
  return {
    cities: [...new Set((card.pickup ?? []).flatMap((area) => area.cities))],
    currency: card.currency,
    nonStackableHeightCm: card.nonStackableHeightCm ?? null,
  };
}
