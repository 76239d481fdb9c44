// What the site's pages may know of the rate card (content/rates.yaml, whose
// schema, checks and type are in supabase/functions/_shared/price/): its
// pickup cities, for the quote form to suggest, and its currency. Never a
// figure: forwarders do not publish their tariffs (the builds suite checks
// every published file for the card's figures).
import type { RateCard } from "../../supabase/functions/_shared/price/rateCardSchema.ts";

/**
 * What the quote form may know of the card: its pickup cities, as suggestions,
 * and its currency (none: no card, or one without pickup). Never a figure, not
 * even the height a piece that cannot be stacked is charged at: the form's
 * estimate takes such pieces as they are, and the price says the weight it
 * was charged on.
 */
export type QuoteSuggestions = { cities: readonly string[]; currency: string | null };

/** The card's pickup cities (each once, in the card's order) and its currency; none without a card. */
export function quoteSuggestionsOf(card: RateCard | null): QuoteSuggestions {
  if (card === null) return { cities: [], currency: null };
  return { cities: [...new Set((card.pickup ?? []).flatMap((area) => area.cities))], currency: card.currency };
}
