// The service we sell, priced against figures worked by hand: pickup in China,
// express or economy, delivery to the door, insurance; what the card does not
// cover, a typed city matched to its pickup area, and days added as ranges.
import { deepStrictEqual } from "node:assert/strict";
import { addDays, pickupZoneOf, type PriceOption } from "../../_shared/price/pricing.ts";
import { FULL_CARD, priced, shipment, USD_CARD } from "./cards.ts";

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
