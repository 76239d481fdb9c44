// A packing list of lines priced as by hand: two pallets and
// twelve cartons, stackable or not, on the pricing tests' USD card (cards.ts)
// with a height for pieces that cannot be stacked; and each line held to the
// card's limits, a refusal naming the line.
import { deepStrictEqual } from "node:assert/strict";
import { priceRequest } from "../../_shared/price/leadPrice.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import { type ContactRequest, validateContactRequest } from "../../_shared/contactRequest.ts";
import { estimateChargeableWeight } from "../../_shared/chargeableWeight.ts";
import { NOW, USD_CARD } from "./cards.ts";
import { validRequest } from "../support/requests.ts";

/** USD_CARD charging a piece that cannot be stacked at 160 cm. */
const CARD: RateCard = { ...USD_CARD, nonStackableHeightCm: 160 };
const ON_CARD = { card: CARD, countries: { "United States": "US" } };

const PALLETS = { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false };
const CARTONS = { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true };

function request(lines: unknown[], language = "en"): ContactRequest {
  const result = validateContactRequest(
    validRequest({ shippingCountry: "United States", cargoLines: lines }),
    language,
  );
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.value;
}

function pricedLines(lines: unknown[], card: RateCard = CARD) {
  const pricing = priceRequest(request(lines), { ...ON_CARD, card }, NOW);
  if (pricing.kind !== "priced") throw new Error(`no price: ${JSON.stringify(pricing)}`);
  const { price } = pricing;
  return {
    chargeableKg: price.chargeableKg,
    lines: [price.freight, ...price.surcharges, ...price.fees].map((line) => [line.name, line.amountMinor]),
    totalMinor: price.totalMinor,
    range: [price.low, price.high],
  };
}

// By hand, the card's divisor 6,000 cm³ per kg:
//   Pallets, not stackable, charged at the card's 160 cm (higher than their 150):
//     2 x 120 x 80 x 160 = 3,072,000 cm³ / 6,000 = 512 kg
//   Cartons, stackable, as they are: 12 x 60 x 40 x 40 = 1,152,000 cm³ / 6,000 = 192 kg
//   Volume weight 512 + 192 = 704 kg; gross 2 x 100 + 12 x 15 = 200 + 180 = 380 kg.
//   Chargeable: the greater, 704 kg (a whole kilogram: no rounding up).
// The price of 704 kg (+500 break, 4.60 a kg; the +1000 break at 1,000 kg would be 4,400.00, dearer):
//   Freight   704 x 4.60 = 3,238.40
//   Fuel      704 x 0.53 =   373.12 (on the chargeable weight)
//   Security  380 x 0.13 =    49.40 (on the gross weight)
//   Documents and handling   38.00
//   Total                  3,698.92; less 10 % 3,329.03 -> 3,300, plus 10 % 4,068.81 -> 4,100
// Stackable pallets, as they are: 2 x 120 x 80 x 150 = 2,880,000 / 6,000 = 480 kg; 480 + 192 = 672 kg:
//   Freight 672 x 4.60 = 3,091.20; fuel 672 x 0.53 = 356.16; security 49.40; documents 38.00
//   Total 3,534.76; less 10 % 3,181.28 -> 3,100, plus 10 % 3,888.24 -> 3,900
Deno.test("two pallets that cannot be stacked and twelve cartons: 704 kg chargeable, priced as by hand", () => {
  deepStrictEqual(pricedLines([PALLETS, CARTONS]), {
    chargeableKg: 704,
    lines: [["Freight", 323840], ["Fuel", 37312], ["Security", 4940], ["Documents and handling", 3800]],
    totalMinor: 369892,
    range: [3300, 4100],
  });
});

Deno.test("the same pallets stackable: 672 kg chargeable, priced as by hand", () => {
  deepStrictEqual(pricedLines([{ ...PALLETS, stackable: true }, CARTONS]), {
    chargeableKg: 672,
    lines: [["Freight", 309120], ["Fuel", 35616], ["Security", 4940], ["Documents and handling", 3800]],
    totalMinor: 353476,
    range: [3100, 3900],
  });
});

Deno.test("without the card's height, a line that cannot be stacked is priced as it is, and says so", () => {
  const { nonStackableHeightCm: _height, ...withoutHeight } = CARD;
  deepStrictEqual(pricedLines([PALLETS, CARTONS], withoutHeight).chargeableKg, 672);
  const pricing = priceRequest(request([PALLETS, CARTONS]), { ...ON_CARD, card: withoutHeight }, NOW);
  deepStrictEqual(pricing.kind === "priced" && pricing.price.nonStackableHeightCm, null);
  // A piece taller than the card's height is taken at its own.
  deepStrictEqual(
    pricedLines([{ ...PALLETS, heightCm: 155 }, CARTONS], { ...CARD, nonStackableHeightCm: 150 }).chargeableKg,
    688,
  );
});

Deno.test("the site's estimate does not know the card: it takes every line as it is", () => {
  deepStrictEqual(estimateChargeableWeight(request([PALLETS, CARTONS]))?.chargeableKg, 672);
});

Deno.test("the weight per piece, the numbers as a German types them, stackable as a form ticks it", () => {
  const typed = [
    {
      pieces: "2",
      lengthCm: "120",
      widthCm: "80",
      heightCm: "150",
      weightKg: "100",
      weightPer: "piece",
      stackable: "no",
    },
    {
      pieces: "12",
      lengthCm: "60",
      widthCm: "40",
      heightCm: "40",
      weightKg: "15,0",
      weightPer: "piece",
      stackable: "yes",
    },
  ];
  const result = validateContactRequest(validRequest({ shippingCountry: "United States", cargoLines: typed }), "de");
  deepStrictEqual(result.ok && result.value.cargoLines, [PALLETS, CARTONS]);
});

Deno.test("each piece is held to the card's limits line by line, and the refusal names the line", () => {
  const cases: [unknown, string][] = [
    [{ ...CARTONS, lengthCm: 310 }, "longestSideCm"],
    [{ ...CARTONS, heightCm: 170 }, "heightCm"],
    // 151 kg a piece, over the card's 150: the line's weight over its pieces.
    [{ ...CARTONS, pieces: 2, weightKg: 302 }, "averagePieceKg"],
  ];
  for (const [line, limit] of cases) {
    const pricing = priceRequest(request([PALLETS, CARTONS, line]), ON_CARD, NOW);
    deepStrictEqual(pricing, { kind: "noPrice", reason: "beyondLimits", limit, line: 2 });
  }
  // 150 kg a piece is within it; the pallets' 150 cm is within the 160 cm height (the card's height is for space only).
  deepStrictEqual(
    priceRequest(request([PALLETS, { ...CARTONS, pieces: 2, weightKg: 300 }]), ON_CARD, NOW).kind,
    "priced",
  );
});

Deno.test("the single size keeps working as one line", () => {
  const single = validateContactRequest(
    validRequest({
      shippingCountry: "United States",
      cargoPieces: "12",
      cargoLengthCm: "60",
      cargoWidthCm: "40",
      cargoHeightCm: "40",
      cargoWeightKg: "180",
    }),
  );
  if (!single.ok) throw new Error("refused");
  const pricing = priceRequest(single.value, ON_CARD, NOW);
  const lines = priceRequest(request([CARTONS]), ON_CARD, NOW);
  deepStrictEqual(
    pricing.kind === "priced" && pricing.price.totalMinor,
    lines.kind === "priced" && lines.price.totalMinor,
  );
});
