// The pricing module against figures worked by hand (each case says how), never
// against itself: every break's edge, the weight where a heavier break becomes
// cheaper, the minimum charge, each surcharge basis, rounding half up where a
// float would not, a card in HKD and one in yen, the range (two significant
// figures, outwards), every reason for no price in its order, the limits on
// every path (a total volume too), and what makes a card unusable.
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  addDays,
  cardExpired,
  isCardOff,
  pickupZoneOf,
  type Price,
  type PriceOption,
  priceShipment,
  type Shipment,
} from "../../_shared/price/pricing.ts";
import { rateCardProblems } from "../../_shared/price/rateCardChecks.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";

const NOW = new Date("2026-06-01T00:00:00Z");
const COUNTRIES = ["US", "CA", "DE", "FR", "JP", "SG"];

/** The card: USD, one zone, fuel on chargeable weight, security on gross, one fee. */
const USD_CARD: RateCard = {
  currency: "USD",
  validUntil: "2026-12-31",
  rangePercent: 10,
  zones: [
    {
      name: "North America",
      countries: ["US", "CA"],
      transitDays: "2-3",
      minimum: 75,
      perKg: { under45: 7.8, from45: 5.9, from100: 5.1, from300: 4.8, from500: 4.6, from1000: 4.4 },
    },
  ],
  surcharges: [
    { name: "Fuel", perKg: 0.53, basis: "chargeable" },
    { name: "Security", perKg: 0.13, basis: "gross" },
  ],
  fees: [{ name: "Documents and handling", amount: 38 }],
  limits: { longestSideCm: 300, heightCm: 160, averagePieceKg: 150, chargeableKg: 3000 },
};

/** The same card with freight alone: no surcharges, no fees. */
const FREIGHT_ONLY: RateCard = { ...USD_CARD, surcharges: [], fees: [] };

const shipment = (chargeableKg: number | null, extra: Partial<Shipment> = {}): Shipment => ({
  countryCode: "US",
  chargeableKg,
  grossKg: chargeableKg,
  // Enough pieces that the average piece (at most 3,000 kg / 25 = 120 kg) is within the card's 150 kg.
  pieces: 25,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  volumeM3: null,
  dangerousGoods: false,
  ...extra,
});

/** Why a shipment gets no price, and the limit it passed; ["priced"] when it gets one. */
const reason = (card: RateCard | null, cargo: Shipment, now = NOW) => {
  const result = priceShipment(card, cargo, now);
  return result.kind === "noPrice" ? [result.reason, result.limit] : ["priced"];
};

function priced(card: RateCard, cargo: Shipment): Price {
  const result = priceShipment(card, cargo, NOW);
  if (result.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  return result.price;
}

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
  [95, [51000, "from100", 100, false], "the issue's case: 5.90 x 95 = 560.50, +100 at 100 kg: 510.00"],
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
  deepStrictEqual([price.currency, price.minorDigits, price.zone, price.validUntil], [
    "USD",
    2,
    { name: "North America", transitDays: "2-3" },
    "2026-12-31",
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

// The totals, reached with freight alone at a flat rate (1.00/kg, no minimum): W kg is W.00.
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

Deno.test("valid to the end of validUntil in Hong Kong, 16:00 UTC that day, and no longer", () => {
  strictEqual(cardExpired(USD_CARD, new Date("2026-12-31T15:59:59.999Z")), false);
  strictEqual(cardExpired(USD_CARD, new Date("2026-12-31T16:00:00.000Z")), true);
  deepStrictEqual(priceShipment(USD_CARD, shipment(95), new Date("2026-12-31T16:00:00.000Z")), {
    kind: "noPrice",
    reason: "expired",
    validUntil: "2026-12-31",
  });
});

Deno.test("off is no card, or a card with no zones", () => {
  strictEqual(isCardOff(null), true);
  strictEqual(isCardOff({ ...USD_CARD, zones: [] }), true);
  strictEqual(isCardOff(USD_CARD), false);
  deepStrictEqual(priceShipment(null, shipment(95), NOW), { kind: "noPrice", reason: "off" });
  deepStrictEqual(priceShipment({ ...USD_CARD, zones: [] }, shipment(95), NOW), { kind: "noPrice", reason: "off" });
});

Deno.test("no price, and the first reason that applies, in order", () => {
  const expired = new Date("2027-01-01T00:00:00Z");
  // Each reason, and each one winning over the ones after it.
  deepStrictEqual(reason({ ...USD_CARD, zones: [] }, shipment(null, { dangerousGoods: true }), expired), [
    "off",
    undefined,
  ]);
  deepStrictEqual(reason(USD_CARD, shipment(null, { countryCode: null }), expired), ["expired", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(null, { countryCode: null })), ["noChargeableWeight", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(0)), ["noChargeableWeight", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(95, { countryCode: null, dangerousGoods: true })), ["noZone", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(95, { countryCode: "DE" })), ["noZone", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(3500, { dangerousGoods: true, pieces: null })), [
    "dangerousGoods",
    undefined,
  ]);
  deepStrictEqual(reason(USD_CARD, shipment(3500, { pieces: null })), ["noPieces", undefined]);
  // The limits: 300 cm longest side, 160 cm high, 150 kg a piece on average, 3,000 kg chargeable.
  deepStrictEqual(reason(USD_CARD, shipment(95, { lengthCm: 120, widthCm: 301 })), ["beyondLimits", "longestSideCm"]);
  deepStrictEqual(reason(USD_CARD, shipment(95, { lengthCm: 120, widthCm: 300 })), ["priced"]);
  deepStrictEqual(reason(USD_CARD, shipment(95, { heightCm: 161 })), ["beyondLimits", "heightCm"]);
  deepStrictEqual(reason(USD_CARD, shipment(95, { heightCm: 160 })), ["priced"]);
  deepStrictEqual(reason(USD_CARD, shipment(451, { grossKg: 450.5, pieces: 3 })), ["beyondLimits", "averagePieceKg"]);
  deepStrictEqual(reason(USD_CARD, shipment(450, { grossKg: 450, pieces: 3 })), ["priced"]);
  deepStrictEqual(reason(USD_CARD, shipment(3000.5)), ["beyondLimits", "chargeableKg"]);
  deepStrictEqual(reason(USD_CARD, shipment(3000)), ["priced"]);
});

// ---------------------------------------------------------------------------
// Unusable cards

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

// ---------------------------------------------------------------------------
// The limits on every path

Deno.test("no piece count, no price: a total volume or a single heavy machine without one is not priced", () => {
  // The crate: 350 x 200 x 180 cm, 1,200 kg, typed as 12.6 m³ with no piece count (2,100 kg chargeable).
  deepStrictEqual(
    reason(USD_CARD, shipment(null, { chargeableKg: 2100, grossKg: 1200, volumeM3: 12.6, pieces: null })),
    ["noPieces", undefined],
  );
  // A single 2.5 t machine, no piece count.
  deepStrictEqual(reason(USD_CARD, shipment(null, { chargeableKg: 2500, grossKg: 2500, volumeM3: 2, pieces: null })), [
    "noPieces",
    undefined,
  ]);
  deepStrictEqual(reason(USD_CARD, shipment(null, { chargeableKg: 95, pieces: 0 })), ["noPieces", undefined]);
});

Deno.test("with a total volume, the average piece is held to the weight, side and height limits", () => {
  // The crate with its piece count: 1 piece of 1,200 kg, over the 150 kg average piece.
  deepStrictEqual(reason(USD_CARD, shipment(null, { chargeableKg: 2100, grossKg: 1200, volumeM3: 12.6, pieces: 1 })), [
    "beyondLimits",
    "averagePieceKg",
  ]);
  // The machine as one piece: 2,500 kg, over 150 kg.
  deepStrictEqual(reason(USD_CARD, shipment(null, { chargeableKg: 2500, grossKg: 2500, volumeM3: 2, pieces: 1 })), [
    "beyondLimits",
    "averagePieceKg",
  ]);
  // The largest piece within 300 cm sides and 160 cm height: 300 x 300 x 160 = 14.4 m³.
  // 10 pieces of 1.5 m³ on average, 100 kg each: 15 m³ in all fits (2,500 kg chargeable).
  deepStrictEqual(reason(USD_CARD, shipment(null, { chargeableKg: 2500, grossKg: 1000, volumeM3: 15, pieces: 10 })), [
    "priced",
  ]);
  // 1 piece of 14.4 m³ fits exactly; 14.401 m³ no piece within the limits could hold.
  deepStrictEqual(reason(USD_CARD, shipment(null, { chargeableKg: 2400, grossKg: 100, volumeM3: 14.4, pieces: 1 })), [
    "priced",
  ]);
  deepStrictEqual(
    reason(USD_CARD, shipment(null, { chargeableKg: 2400.5, grossKg: 100, volumeM3: 14.401, pieces: 1 })),
    [
      "beyondLimits",
      "pieceVolume",
    ],
  );
  // 2 pieces of 14.4 m³ on average (28.8 m³) fit; the chargeable weight limit (3,000 kg) then refuses it.
  deepStrictEqual(reason(USD_CARD, shipment(null, { chargeableKg: 4800, grossKg: 200, volumeM3: 28.8, pieces: 2 })), [
    "beyondLimits",
    "chargeableKg",
  ]);
});

Deno.test("the height limit caps a volume's piece only where it is lower than the longest side", () => {
  const card: RateCard = { ...USD_CARD, limits: { ...USD_CARD.limits, longestSideCm: 100, heightCm: 160 } };
  const reason = (volumeM3: number) => {
    const result = priceShipment(card, shipment(200, { grossKg: 50, volumeM3, pieces: 1 }), NOW);
    return result.kind === "noPrice" ? result.limit : "priced";
  };
  // Sides of 100 cm and a height of 160 cm: a piece's height is a side too, so 100 x 100 x 100 = 1 m³.
  deepStrictEqual([reason(1), reason(1.001)], ["priced", "pieceVolume"]);
});

// ---------------------------------------------------------------------------
// The service we sell: pickup in China, express or economy, the door, insurance

/** The card: USD_CARD with economy and door delivery to North America, a pickup area and insurance. */
const FULL_CARD: RateCard = {
  ...USD_CARD,
  zones: [{
    ...USD_CARD.zones[0],
    economy: {
      transitDays: "5-7",
      minimum: 65,
      perKg: { under45: 6.1, from45: 4.6, from100: 4.0, from300: 3.7, from500: 3.5, from1000: 3.3 },
    },
    delivery: { perKg: 0.45, minimum: 85, clearance: 65, addDays: "1-2" },
  }, { ...USD_CARD.zones[0], name: "Europe", countries: ["DE", "FR"] }],
  pickup: [
    {
      name: "Pearl River Delta",
      cities: ["Shenzhen", "深圳", "Dongguan", "东莞", "Guangzhou", "广州", "Foshan", "佛山"],
      perKg: 0.35,
      minimum: 45,
      addDays: 1,
    },
    { name: "Yangtze River Delta", cities: ["Shanghai", "上海", "Ningbo"], perKg: 0.55, minimum: 60, addDays: "1-2" },
  ],
  insurance: { percent: 0.3, minimum: 35 },
};

/** An option's lines in cents, by name, its total, range and days. */
const optionFigures = (option: PriceOption) => ({
  service: option.service,
  lines: Object.fromEntries(
    [
      option.pickup,
      option.freight,
      ...option.surcharges,
      ...option.fees,
      option.delivery,
      option.clearance,
      option.insurance,
    ]
      .filter((line) => line !== null)
      .map((line) => [line!.name, line!.amountMinor]),
  ),
  totalMinor: option.totalMinor,
  range: [option.low, option.high],
  transitDays: option.transitDays,
});

Deno.test("95 kg from Shenzhen to the door, insured for 10,000: each option's lines by hand, minimums applied", () => {
  const price = priced(FULL_CARD, shipment(95, { pickupCity: "shen zhen", door: true, insuredValue: 10_000 }));
  // Express: pickup 0.35 x 95 = 33.25, below the minimum 45.00; freight +100 at 100 kg 510.00; fuel 0.53 x 95 = 50.35;
  // security 0.13 x 95 = 12.35; documents 38.00; delivery 0.45 x 95 = 42.75, below the minimum 85.00; clearance 65.00.
  // So far 805.70. Insurance 0.3 % of 110 % of (10,000 + 805.70) = 0.0033 x 10,805.70 = 35.65881 -> 35.66.
  // Total 841.36: 757.224 -> 750, 925.496 -> 930. Days 2-3 + 1 + 1-2 = 4-6.
  const lines = {
    "Pickup in China": 4500,
    Freight: 51000,
    Fuel: 5035,
    Security: 1235,
    "Documents and handling": 3800,
    "Delivery to the door": 8500,
    "Import clearance": 6500,
  };
  deepStrictEqual(optionFigures(price.options[0]), {
    service: "express",
    lines: { ...lines, Insurance: 3566 },
    totalMinor: 84136,
    range: [750, 930],
    transitDays: "4-6",
  });
  // Economy: freight +45 at 4.60 x 95 = 437.00, +100 at 100 kg 4.00 x 100 = 400.00, cheaper. So far 695.70.
  // Insurance 0.0033 x 10,695.70 = 35.29581 -> 35.30. Total 731.00: 657.9 -> 650, 804.1 -> 810. Days 5-7 + 1 + 1-2 = 7-10.
  deepStrictEqual(optionFigures(price.options[1]), {
    service: "economy",
    lines: { ...lines, Freight: 40000, Insurance: 3530 },
    totalMinor: 73100,
    range: [650, 810],
    transitDays: "7-10",
  });
  deepStrictEqual(price.covers, { pickup: true, door: true, insurance: true });
  deepStrictEqual(price.pickupZone, "Pearl River Delta");
  deepStrictEqual(
    [price.pickup?.minimumApplied, price.delivery?.minimumApplied, price.insurance?.minimumApplied],
    [true, true, undefined],
  );
  // The price's own fields are the first option's.
  deepStrictEqual([price.low, price.high, price.totalMinor], [750, 930, 84136]);
});

Deno.test("300 kg from Guangzhou to the door: pickup and delivery above their minimums", () => {
  const price = priced(FULL_CARD, shipment(300, { pickupCity: "广州市", door: true }));
  // Pickup 0.35 x 300 = 105.00; freight 4.80 x 300 = 1,440.00; fuel 159.00; security 39.00; documents 38.00;
  // delivery 0.45 x 300 = 135.00; clearance 65.00. Total 1,981.00: 1,782.9 -> 1,700, 2,179.1 -> 2,200.
  deepStrictEqual(optionFigures(price.options[0]), {
    service: "express",
    lines: {
      "Pickup in China": 10500,
      Freight: 144000,
      Fuel: 15900,
      Security: 3900,
      "Documents and handling": 3800,
      "Delivery to the door": 13500,
      "Import clearance": 6500,
    },
    totalMinor: 198100,
    range: [1700, 2200],
    transitDays: "4-6",
  });
});

Deno.test("insurance on goods of little value costs its minimum: 35.00 rather than 2.35", () => {
  const price = priced(FULL_CARD, shipment(95, { insuredValue: 100 }));
  // Airport to airport: 510.00 + 50.35 + 12.35 + 38.00 = 610.70. 0.0033 x (100 + 610.70) = 2.34531 -> 2.35, below 35.00.
  // Total 645.70: 581.13 -> 580, 710.27 -> 720.
  deepStrictEqual(price.options[0].insurance, {
    name: "Insurance",
    percent: 0.3,
    insuredMinor: 78177,
    amountMinor: 3500,
    minimumApplied: true,
  });
  deepStrictEqual([price.options[0].totalMinor, price.options[0].low, price.options[0].high], [64570, 580, 720]);
  deepStrictEqual(price.options[0].transitDays, "2-3");
  deepStrictEqual(price.covers, { pickup: false, door: false, insurance: true });
});

Deno.test("what the card does not cover is left to the team: a city not on it, a zone without delivery, no insurance", () => {
  const price = priced(
    FULL_CARD,
    shipment(95, { countryCode: "DE", pickupCity: "Xiamen", door: true, insuredValue: 5000 }),
  );
  deepStrictEqual(price.covers, { pickup: false, door: false, insurance: true });
  deepStrictEqual([price.pickup, price.delivery, price.clearance], [null, null, null]);
  deepStrictEqual(price.options.map((option) => option.service), ["express"], "Europe has no economy");
  const uninsured = priced({ ...FULL_CARD, insurance: undefined }, shipment(95, { insuredValue: 5000 }));
  deepStrictEqual([uninsured.covers.insurance, uninsured.insurance], [false, null]);
  // A card without any of it prices as before: one option, airport to airport.
  const plain = priced(USD_CARD, shipment(95, { pickupCity: "Shenzhen", door: true, insuredValue: 5000 }));
  deepStrictEqual(plain.options.length, 1);
  deepStrictEqual([plain.totalMinor, plain.options[0].transitDays], [61070, "2-3"]);
});

Deno.test("a typed city is matched ignoring case, spaces, hyphens, full-width letters and a trailing City or 市", () => {
  for (
    const typed of [
      "Shenzhen",
      "shen zhen",
      "SHENZHEN",
      "Shen-Zhen",
      "Shenzhen City",
      "深圳",
      "深圳市",
      "Ｓｈｅｎｚｈｅｎ",
    ]
  ) {
    deepStrictEqual(pickupZoneOf(FULL_CARD, typed)?.name, "Pearl River Delta", typed);
  }
  deepStrictEqual(pickupZoneOf(FULL_CARD, " ningbo city ")?.name, "Yangtze River Delta");
  for (const typed of ["Xiamen", "", "   ", "City", "Shenzhen Bay"]) {
    deepStrictEqual(pickupZoneOf(FULL_CARD, typed), undefined, typed);
  }
});

Deno.test("days add up as ranges: 2-3 with 1 and 1-2 is 4-6; a single day stays single", () => {
  deepStrictEqual(addDays("2-3", 1, "1-2"), "4-6");
  deepStrictEqual(addDays("3", 1), "4");
  deepStrictEqual(addDays("2-3"), "2-3");
  deepStrictEqual(addDays("5-7", "1-2", 0), "6-9");
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
