// What makes a rate card unusable, named field by field: rates that rise with
// the weight, a country in two zones or in none of content/countries.yaml,
// zero or negative amounts, an unknown currency or date, a card of the wrong
// shape, and the checks of the card's pickup, economy, door and insurance parts.
import { deepStrictEqual } from "node:assert/strict";
import { rateCardProblems } from "../../_shared/price/rateCardChecks.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import { FULL_CARD, USD_CARD } from "./cards.ts";

const COUNTRIES = ["US", "CA", "DE", "FR", "JP", "SG"];

const withZone = (change: Partial<RateCard["zones"][number]>): RateCard => ({
  ...USD_CARD,
  zones: [{ ...USD_CARD.zones[0], ...change }],
});

Deno.test("a usable card has no problems, and neither has a card with no zones (off)", () => {
  deepStrictEqual(rateCardProblems(USD_CARD, COUNTRIES), []);
  deepStrictEqual(rateCardProblems({ ...USD_CARD, zones: [], example: true }, COUNTRIES), []);
});

Deno.test("a per-kg rate that rises from one break to the next is named", () => {
  const card = withZone({ perKg: { ...USD_CARD.zones[0].perKg, from100: 6.2 } });
  deepStrictEqual(rateCardProblems(card, COUNTRIES), [
    "zones[0].perKg.from100 (6.2) is more than from45 (5.9): a heavier break must not cost more per kg",
  ]);
});

Deno.test("a country in two zones, or not in content/countries.yaml, is named", () => {
  const card: RateCard = {
    ...USD_CARD,
    zones: [USD_CARD.zones[0], { ...USD_CARD.zones[0], name: "Europe", countries: ["DE", "CA", "XX"] }],
  };
  deepStrictEqual(rateCardProblems(card, COUNTRIES), [
    'zones[1].countries[1] "CA" is already in zones[0] (North America): a country belongs to one zone',
    'zones[1].countries[2] "XX" is not a country of content/countries.yaml (add it there first, or correct the code)',
  ]);
});

Deno.test("a rate, fee or limit of zero or less is named; a minimum or a range of 0 is allowed", () => {
  const card: RateCard = {
    ...withZone({ minimum: 0, perKg: { ...USD_CARD.zones[0].perKg, under45: 0 } }),
    rangePercent: 0,
    surcharges: [{ name: "Fuel", perKg: 0, basis: "chargeable" }],
    fees: [{ name: "Documents", amount: 0 }],
    limits: { ...USD_CARD.limits, heightCm: 0 },
  };
  deepStrictEqual(rateCardProblems(card, COUNTRIES), [
    "zones[0].perKg.under45 must be more than 0, but is 0",
    "surcharges[0].perKg must be more than 0, but is 0",
    "fees[0].amount must be more than 0, but is 0",
    "limits.heightCm must be more than 0, but is 0",
  ]);
  // Below 0 is the schema's to name (rateCardSchema.ts: min 0), before any rule across fields.
  deepStrictEqual(
    rateCardProblems({ ...card, surcharges: [{ name: "Fuel", perKg: -0.1, basis: "chargeable" }] }, COUNTRIES),
    [
      "surcharges[0].perKg must be 0 or more, but found -0.1",
    ],
  );
});

Deno.test("an unknown currency, an invalid date, a fourth decimal and a range of 100 % are named", () => {
  const card: RateCard = {
    ...withZone({ perKg: { ...USD_CARD.zones[0].perKg, from1000: 4.3995 } }),
    currency: "USX",
    validUntil: "2026-02-30",
    rangePercent: 100,
  };
  deepStrictEqual(rateCardProblems(card, COUNTRIES), [
    'currency must be a currency code (ISO 4217, like USD or HKD), but found "USX"',
    'validUntil must be a date written YYYY-MM-DD, like 2026-12-31, but found "2026-02-30"',
    "rangePercent must be less than 100, but is 100",
    "zones[0].perKg.from1000 may have at most three decimals, but is 4.3995",
  ]);
});

Deno.test("a card of the wrong shape is named field by field, not priced", () => {
  const card = {
    currency: "USD",
    validUntil: "2026-12-31",
    rangePercent: 10,
    zones: [{ name: "X" }],
  } as unknown as RateCard;
  deepStrictEqual(rateCardProblems(card, COUNTRIES), [
    "zones[0].countries is required",
    "zones[0].transitDays is required",
    "zones[0].minimum is required",
    "zones[0].perKg is required",
    "surcharges is required",
    "fees is required",
    "limits is required",
  ]);
  deepStrictEqual(rateCardProblems([USD_CARD], COUNTRIES), [
    "the file must contain fields (name: value lines), but found a list",
  ]);
  // An optional part written empty passes the schema as left out; pricing would read it, so it is named.
  deepStrictEqual(rateCardProblems({ ...withZone({ economy: null as never }), insurance: "" as never }, COUNTRIES), [
    "zones[0].economy must be a group of fields, but found nothing",
    'insurance must be a group of fields, but found ""',
  ]);
});

Deno.test("the card's new parts are checked field by field: rising economy rates, a city in two areas, days, amounts", () => {
  deepStrictEqual(rateCardProblems(FULL_CARD, COUNTRIES), []);
  const broken = {
    ...FULL_CARD,
    zones: [{
      ...FULL_CARD.zones[0],
      economy: { ...FULL_CARD.zones[0].economy!, perKg: { ...FULL_CARD.zones[0].economy!.perKg, from100: 4.7 } },
      delivery: { perKg: 0, minimum: 85, clearance: 0, addDays: "3-2" },
    }],
    pickup: [FULL_CARD.pickup![0], { ...FULL_CARD.pickup![1], cities: ["Shanghai", "shen zhen"] }],
    insurance: { percent: 100, minimum: 35 },
  } as RateCard;
  deepStrictEqual(rateCardProblems(broken, COUNTRIES), [
    "zones[0].economy.perKg.from100 (4.7) is more than from45 (4.6): a heavier break must not cost more per kg",
    "zones[0].delivery.perKg must be more than 0, but is 0",
    'zones[0].delivery.addDays must be days written as a number or a range, like 2 or 2-3, but found "3-2"',
    'pickup[1].cities[1] "shen zhen" is already in pickup[0] (Pearl River Delta): a city belongs to one pickup area',
    "insurance.percent must be less than 100, but is 100",
  ]);
  // What the schema names comes first, alone: the rules across fields wait until every field is there.
  const misshapen = {
    ...broken,
    zones: [{ ...broken.zones[0], delivery: { perKg: 1, minimum: 85, clearance: -1, addDays: "soon" } }],
  };
  deepStrictEqual(rateCardProblems(misshapen, COUNTRIES), [
    "zones[0].delivery.clearance must be 0 or more, but found -1",
    'zones[0].delivery.addDays must be days written as a number or a range, like 2 or 2-3, but found "soon"',
  ]);
});
