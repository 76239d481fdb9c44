// The rate card as the function has it: rate-card.json beside this file,
// written from content/rates.yaml and content/countries.yaml by
// `npm run rate-card` (supabase/local/content/writeRateCard.ts) before each deploy,
// and imported by index.ts, so the bundler ships it or fails the deploy. It is
// never committed (it is the forwarder's tariff); the workflow
// .github/workflows/deploy-function.yml writes it on the runner.
//
// A card that is not usable is off, with a problem to log and for the health
// route; so is a deployment without any card (MISSING_RATE_CARD). Prices off
// is a card's deliberate state (card null: no content/rates.yaml; or no
// zones), never a missing file. The deployed function never prices from the
// repository's example card (deployedRateCard); the local backend does, to
// show the feature.
import { cardExpired, isCardOff } from "../../_shared/price/pricing.ts";
import { rateCardProblems } from "../../_shared/price/rateCardChecks.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";

/** rate-card.json: the card (null: off) and the form's country names mapped to the card's codes. */
export type RateCardFile = { card: RateCard | null; countries: Record<string, string> };

export type LoadedRateCard = {
  /** null: no instant price anywhere (no card, no zones, unreadable, unusable, or the example when deployed). */
  card: RateCard | null;
  /** A request's country, by its English name (what the form sends), to the card's code: { "United States": "US" }. */
  countries: Record<string, string>;
  /** Why there is no card when there should be one, for the logs and the health route; null when all is well. */
  problem: string | null;
};

/** Where the generator writes the card, and where the function reads it: beside this module. */
export const RATE_CARD_FILE = new URL("../rate-card.json", import.meta.url);

/** What the health route and the logs call the card when it is the example or cannot be used. */
export const RATE_CARD_NAME = "rate card";

const off = (problem: string | null): LoadedRateCard => ({ card: null, countries: {}, problem });

/**
 * The card of a rate-card.json's contents, checked as the build checks it;
 * off with a problem when it is not usable.
 */
export function rateCardFromFile(file: unknown, where = "rate-card.json"): LoadedRateCard {
  if (typeof file !== "object" || file === null || !("card" in file) || !("countries" in file)) {
    return off(`${where} is not a rate card file ({ card, countries }): instant prices are off`);
  }
  const { card, countries } = file as RateCardFile;
  if (typeof countries !== "object" || countries === null || Array.isArray(countries)) {
    return off(`${where}: countries must map each country's name to its code: instant prices are off`);
  }
  if (card === null) return { card: null, countries, problem: null };
  const problems = rateCardProblems(card, Object.values(countries));
  if (problems.length > 0) return off(`${where}: ${problems.join("; ")}: instant prices are off`);
  return { card, countries, problem: null };
}

/** No card at all: instant prices are off (a handler wired without one, as in tests). */
export const NO_RATE_CARD: LoadedRateCard = { card: null, countries: {}, problem: null };

/** A deployment without its card: off, and named by the health route and the logs until it is deployed with one. */
export const MISSING_RATE_CARD: LoadedRateCard = off(
  "the rate card was not deployed with the function (run npm run rate-card, then deploy again): instant prices are off",
);

/**
 * What the deployed function prices from: never the repository's example
 * card. An example card is off, with a problem naming it, as the function
 * names its other placeholders (a setting on an example domain, say).
 */
export function deployedRateCard(loaded: LoadedRateCard): LoadedRateCard {
  if (!loaded.card?.example) return loaded;
  return {
    card: null,
    countries: loaded.countries,
    problem:
      "the rate card is the repository's example (content/rates.yaml has example: true): instant prices are off until the real rates are in it",
  };
}

/** One line for the logs at start: what the card is, and until when it prices. */
export function describeRateCard(loaded: LoadedRateCard, now: Date): { state: string; problem?: string } {
  if (loaded.problem) return { state: "off", problem: loaded.problem };
  if (loaded.card === null || isCardOff(loaded.card)) return { state: "off" };
  if (cardExpired(loaded.card, now)) {
    return { state: `expired at the end of ${loaded.card.validUntil} (Hong Kong time)` };
  }
  const { example, zones, currency, validUntil } = loaded.card;
  return {
    state: `${example ? "the example card, " : ""}${zones.length} zones in ${currency}, valid until ${validUntil}`,
  };
}
