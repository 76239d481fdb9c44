// The pricing module's price against figures worked by hand (each case says
// how), never against itself: every break's edge, the weight where a heavier
// break becomes cheaper, the minimum charge, each surcharge basis, rounding
// half up where a float would not, a card in HKD and one in yen, and the range
// (two significant figures, outwards).
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import { priced, shipment, USD_CARD } from "./cards.ts";

/** The same card with freight alone: no surcharges, no fees. */
const FREIGHT_ONLY: RateCard = { ...USD_CARD, surcharges: [], fees: [] };

/** The freight line in cents, the break, the weight it was charged on. */
const freightOf = (chargeableKg: number) => {
  const price = priced(FREIGHT_ONLY, shipment(chargeableKg));
  return {
    cents: price.freight.amountMinor,
    breakUsed: price.breakUsed,
    weightChargedKg: price.weightChargedKg,
    minimumApplied: price.minimumApplied,
  };
};

// W, then [freight in cents, break charged, weight charged on, minimum applied], worked by hand.
const FREIGHT_CASES: [number, [number, string, number, boolean], string][] = [
  [34, [26520, "under45", 34, false], "7.80 x 34 = 265.20, less than +45 at 45 kg (5.90 x 45 = 265.50)"],
  [34.5, [26550, "from45", 45, false], "7.80 x 34.5 = 269.10, more than +45 at 45 kg: 265.50"],
  [44.5, [26550, "from45", 45, false], "under 45's edge: 7.80 x 44.5 = 347.10, so +45 at 45 kg: 265.50"],
  [45, [26550, "from45", 45, false], "+45's edge: 5.90 x 45 = 265.50"],
  [86, [50740, "from45", 86, false], "5.90 x 86 = 507.40, less than +100 at 100 kg (5.10 x 100 = 510.00)"],
  [86.5, [51000, "from100", 100, false], "5.90 x 86.5 = 510.35, more than 510.00"],
  [95, [51000, "from100", 100, false], "the worked example: 5.90 x 95 = 560.50, +100 at 100 kg: 510.00"],
  [99.5, [51000, "from100", 100, false], "+45's last step: 5.90 x 99.5 = 587.05, so 510.00"],
  [100, [51000, "from100", 100, false], "+100's edge: 5.10 x 100 = 510.00 (+300 at 300 kg is 1,440.00)"],
  [300, [144000, "from300", 300, false], "+300's edge: 4.80 x 300 = 1,440.00"],
  [1000, [440000, "from1000", 1000, false], "+1000's edge: 4.40 x 1000 = 4,400.00"],
  [5, [7500, "under45", 5, true], "7.80 x 5 = 39.00, below the minimum: 75.00"],
  [9.5, [7500, "under45", 9.5, true], "7.80 x 9.5 = 74.10, below the minimum: 75.00"],
  [10, [7800, "under45", 10, false], "7.80 x 10 = 78.00, above the minimum"],
];

for (const [kg, [cents, breakUsed, weightChargedKg, minimumApplied], why] of FREIGHT_CASES) {
  Deno.test(`freight of ${kg} kg: ${why}`, () => {
    deepStrictEqual(freightOf(kg), { cents, breakUsed, weightChargedKg, minimumApplied });
  });
}

Deno.test("95.5 kg chargeable, 90.3 kg gross: each line rounded half up, the total their sum, the range rounded outwards", () => {
  const price = priced(USD_CARD, shipment(95.5, { grossKg: 90.3 }));
  // Freight: 5.90 x 95.5 = 563.45, +100 at 100 kg = 510.00.
  // Fuel on chargeable: 0.53 x 95.5 = 50.615 -> 50.62.
  // Security on gross: 0.13 x 90.3 = 11.739 -> 11.74. Documents 38.00.
  // Total 510.00 + 50.62 + 11.74 + 38.00 = 610.36; less 10 % 549.324 -> 540, plus 10 % 671.396 -> 680
  // (two significant figures, outwards).
  deepStrictEqual(
    {
      freight: price.freight,
      surcharges: price.surcharges,
      fees: price.fees,
      totalMinor: price.totalMinor,
      low: price.low,
      high: price.high,
      ratePerKg: price.ratePerKg,
    },
    {
      freight: { name: "Freight", amountMinor: 51000, perKg: 5.1, weightKg: 100 },
      surcharges: [
        { name: "Fuel", amountMinor: 5062, perKg: 0.53, weightKg: 95.5, basis: "chargeable" },
        { name: "Security", amountMinor: 1174, perKg: 0.13, weightKg: 90.3, basis: "gross" },
      ],
      fees: [{ name: "Documents and handling", amountMinor: 3800 }],
      totalMinor: 61036,
      low: 540,
      high: 680,
      ratePerKg: 5.1,
    },
  );
  // Valid for 7 days (the card sets no quoteValidDays) from NOW's day in Hong Kong, 2026-06-01.
  deepStrictEqual([price.currency, price.minorDigits, price.zone, price.validUntil], [
    "USD",
    2,
    { name: "North America", transitDays: "2-3" },
    "2026-06-08",
  ]);
});

Deno.test("a light, bulky shipment: fuel on its 200 kg chargeable weight, security on its 120.4 kg gross", () => {
  const price = priced(USD_CARD, shipment(200, { grossKg: 120.4 }));
  // Freight 5.10 x 200 = 1,020.00 (+300 at 300 kg is 1,440.00). Fuel 0.53 x 200 = 106.00.
  // Security 0.13 x 120.4 = 15.652 -> 15.65. Documents 38.00. Total 1,179.65: 1,061.685 -> 1,000 and 1,297.615 -> 1,300.
  deepStrictEqual(price.surcharges.map((line) => line.amountMinor), [10600, 1565]);
  deepStrictEqual([price.freight.amountMinor, price.totalMinor, price.low, price.high], [102000, 117965, 1000, 1300]);
});

Deno.test("a gross-weight surcharge of a shipment whose gross weight is unknown is charged on W, and says so", () => {
  const price = priced(USD_CARD, shipment(200, { grossKg: null }));
  // 0.13 x 200 = 26.00.
  deepStrictEqual(price.surcharges[1], {
    name: "Security",
    amountMinor: 2600,
    perKg: 0.13,
    weightKg: 200,
    basis: "chargeable",
  });
});

Deno.test("half up where a float would round down: 0.35 x 14.5 = 5.075 -> 5.08, a fee of 1.005 -> 1.01", () => {
  // As floats, 0.35 * 14.5 = 5.0749999... and 1.005 * 100 = 100.4999...: Math.round would give 5.07 and 1.00.
  const card: RateCard = {
    ...FREIGHT_ONLY,
    surcharges: [{ name: "Security", perKg: 0.35, basis: "gross" }],
    fees: [{ name: "Handling", amount: 1.005 }],
  };
  const price = priced(card, shipment(20, { grossKg: 14.5 }));
  deepStrictEqual(price.surcharges.map((line) => line.amountMinor), [508]);
  deepStrictEqual(price.fees, [{ name: "Handling", amountMinor: 101 }]);
  // Freight 7.80 x 20 = 156.00; total 156.00 + 5.08 + 1.01 = 162.09.
  strictEqual(price.totalMinor, 16209);
});

Deno.test("a card in HKD: 12.5 kg to Japan", () => {
  const card: RateCard = {
    currency: "HKD",
    validUntil: "2027-03-31",
    rangePercent: 15,
    zones: [{
      name: "Japan and Singapore",
      countries: ["JP", "SG"],
      transitDays: "1-2",
      minimum: 450,
      perKg: { under45: 38.5, from45: 29, from100: 25.5, from300: 24, from500: 23, from1000: 22 },
    }],
    surcharges: [{ name: "Fuel", perKg: 4.1, basis: "chargeable" }],
    fees: [{ name: "Documents", amount: 300 }],
    limits: { longestSideCm: 300, heightCm: 160, averagePieceKg: 150, chargeableKg: 3000 },
  };
  const price = priced(card, shipment(12.5, { countryCode: "JP" }));
  // Freight 38.50 x 12.5 = 481.25 (above the 450.00 minimum; +45 at 45 kg is 1,305.00). Fuel 4.10 x 12.5 = 51.25.
  // Documents 300.00. Total 832.50: less 15 % 707.625 -> 700, plus 15 % 957.375 -> 960.
  deepStrictEqual(
    [
      price.currency,
      price.minorDigits,
      price.freight.amountMinor,
      price.surcharges[0].amountMinor,
      price.totalMinor,
      price.low,
      price.high,
    ],
    ["HKD", 2, 48125, 5125, 83250, 700, 960],
  );
});

Deno.test("a card in yen, which has no minor unit: each line rounded half up to a whole yen", () => {
  const card: RateCard = {
    ...USD_CARD,
    currency: "JPY",
    zones: [{
      ...USD_CARD.zones[0],
      minimum: 5000,
      perKg: { under45: 1200, from45: 1100, from100: 1000, from300: 900, from500: 800, from1000: 700 },
    }],
    surcharges: [{ name: "Fuel", perKg: 55.5, basis: "chargeable" }],
    fees: [{ name: "Documents", amount: 3000 }],
  };
  const price = priced(card, shipment(10.5));
  // Freight 1,200 x 10.5 = 12,600. Fuel 55.5 x 10.5 = 582.75 -> 583. Documents 3,000.
  // Total 16,183: less 10 % 14,564.7 -> 14,000, plus 10 % 17,801.3 -> 18,000.
  deepStrictEqual([price.minorDigits, price.surcharges[0].amountMinor, price.totalMinor, price.low, price.high], [
    0,
    583,
    16183,
    14000,
    18000,
  ]);
});

Deno.test("a range of 0 % is the total rounded down and up to two significant figures", () => {
  const price = priced({ ...FREIGHT_ONLY, rangePercent: 0 }, shipment(34));
  // 265.20: 260 to 270.
  deepStrictEqual([price.low, price.high], [260, 270]);
});

// The worked examples' totals, reached with freight alone at a flat rate (1.00/kg, no minimum): W kg is W.00.
const FLAT: RateCard = {
  ...FREIGHT_ONLY,
  zones: [{
    ...USD_CARD.zones[0],
    minimum: 0,
    perKg: { under45: 1, from45: 1, from100: 1, from300: 1, from500: 1, from1000: 1 },
  }],
  fees: [],
  limits: { ...USD_CARD.limits, averagePieceKg: 1000, chargeableKg: 10000 },
};
// Total, then [low, high] worked by hand: total x 0.9 down and total x 1.1 up, each to two significant figures.
const RANGE_CASES: [number, number, [number, number], string][] = [
  [624, 3, [560, 690], "624.03: 561.627 -> 560, 686.433 -> 690"],
  [2544, 40, [2200, 2800], "2,544.40: 2,289.96 -> 2,200, 2,798.84 -> 2,800"],
  [95, 40, [85, 110], "95.40: 85.86 -> 85, 104.94 -> 110"],
  [10, 0, [9, 11], "10.00: 9.00 -> 9 (never finer than a whole unit), 11.00 -> 11"],
  [100, 0, [90, 110], "100.00: 90.00 and 110.00 are two significant figures already"],
  [5097, 98, [4500, 5700], "5,097.98: 4,588.182 -> 4,500, 5,607.778 -> 5,700"],
];
for (const [units, cents, [low, high], why] of RANGE_CASES) {
  Deno.test(`the range of ${why}`, () => {
    // A fee of the cents on top of W kg at 1.00.
    const card = cents === 0 ? FLAT : { ...FLAT, fees: [{ name: "Cents", amount: cents / 100 }] };
    const price = priced(card, shipment(units));
    deepStrictEqual([price.totalMinor, price.low, price.high], [units * 100 + cents, low, high]);
  });
}

Deno.test("a price carries the chargeable weight it was worked on, whichever break it was charged at", () => {
  // 95 kg is charged at +100 on 100 kg; the visitor's weight stays 95.
  const price = priced(USD_CARD, shipment(95));
  deepStrictEqual([price.chargeableKg, price.weightChargedKg], [95, 100]);
});
