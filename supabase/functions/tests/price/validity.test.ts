// How long a quote holds: the day it was asked (in Hong Kong) plus the card's
// quoteValidDays, 7 when the card does not say, and never past the card's own
// last day; and what the card's check says of a wrong number of days.
import { deepStrictEqual } from "node:assert/strict";
import { priceShipment } from "../../_shared/price/pricing.ts";
import { rateCardProblems } from "../../_shared/price/rateCardChecks.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import { shipment, USD_CARD } from "./cards.ts";

/** The last day of a quote asked at `at` on `card`. */
function validUntil(card: RateCard, at: string): string {
  const result = priceShipment(card, shipment(100), new Date(at));
  if (result.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  return result.price.validUntil;
}

Deno.test("a card without quoteValidDays: 7 days from the day asked", () => {
  // USD_CARD holds until 2026-12-31; 1 June + 7 days is 8 June.
  deepStrictEqual(validUntil(USD_CARD, "2026-06-01T02:00:00Z"), "2026-06-08");
});

Deno.test("the day asked is Hong Kong's: 16:30 UTC on 1 June is 00:30 on 2 June there", () => {
  deepStrictEqual(validUntil(USD_CARD, "2026-06-01T15:59:59Z"), "2026-06-08");
  deepStrictEqual(validUntil(USD_CARD, "2026-06-01T16:30:00Z"), "2026-06-09");
});

Deno.test("the card's quoteValidDays, across a month's end", () => {
  deepStrictEqual(validUntil({ ...USD_CARD, quoteValidDays: 30 }, "2026-06-20T02:00:00Z"), "2026-07-20");
  deepStrictEqual(validUntil({ ...USD_CARD, quoteValidDays: 1 }, "2026-02-28T02:00:00Z"), "2026-03-01");
});

Deno.test("never past the card's own last day", () => {
  // 28 December + 7 is 4 January 2027, after the card's 31 December.
  deepStrictEqual(validUntil(USD_CARD, "2026-12-28T02:00:00Z"), "2026-12-31");
  deepStrictEqual(validUntil({ ...USD_CARD, quoteValidDays: 90 }, "2026-12-31T02:00:00Z"), "2026-12-31");
});

Deno.test("quoteValidDays is a whole number of days from 1 to 90; a distance a whole number of km", () => {
  const countries = ["US", "CA"];
  deepStrictEqual(rateCardProblems({ ...USD_CARD, quoteValidDays: 90 }, countries), []);
  deepStrictEqual(rateCardProblems({ ...USD_CARD, quoteValidDays: 0 }, countries), [
    "quoteValidDays must be between 1 and 90, but found 0",
  ]);
  deepStrictEqual(rateCardProblems({ ...USD_CARD, quoteValidDays: 91 }, countries), [
    "quoteValidDays must be between 1 and 90, but found 91",
  ]);
  deepStrictEqual(rateCardProblems({ ...USD_CARD, quoteValidDays: 7.5 }, countries), [
    "quoteValidDays must be a whole number, but found the number 7.5",
  ]);
  const zone = { ...USD_CARD.zones[0], distanceKm: 9153.4 };
  deepStrictEqual(rateCardProblems({ ...USD_CARD, zones: [zone] }, countries), [
    "zones[0].distanceKm must be a whole number, but found the number 9153.4",
  ]);
});

Deno.test("the emission intensities: both or the group left out, each more than 0", () => {
  const countries = ["US", "CA"];
  deepStrictEqual(rateCardProblems({ ...USD_CARD, emissions: { shortHaul: 1100, longHaul: 600 } }, countries), []);
  deepStrictEqual(rateCardProblems({ ...USD_CARD, emissions: { shortHaul: 0, longHaul: 600 } }, countries), [
    "emissions.shortHaul must be more than 0, but is 0",
  ]);
  deepStrictEqual(rateCardProblems({ ...USD_CARD, emissions: null } as unknown as RateCard, countries), [
    "emissions must be a group of fields, but found nothing",
  ]);
  deepStrictEqual(
    rateCardProblems({ ...USD_CARD, emissions: { shortHaul: 1100 } } as unknown as RateCard, countries),
    ["emissions.longHaul is required"],
  );
});
