// When the pricing module gives no price, and why: the card's last day, a card
// that is off, every reason for no price in its order, and the limits on every
// path (a total volume too).
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import { cardExpired, isCardOff, priceShipment, type Shipment } from "../../_shared/price/pricing.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import { goodsOutcome } from "../../_shared/price/specialGoods.ts";
import { NOW, shipment, USD_CARD } from "./cards.ts";

/** Lithium ion batteries inside the product, within Section II (priced with the card's handling line), and on their own. */
const SECTION_II = goodsOutcome(["UN3481-967-II"]);
const ALONE = goodsOutcome(["UN3480-965-IB"]);

/** Why a shipment gets no price, and the limit it passed; ["priced"] when it gets one. */
const reason = (card: RateCard | null, cargo: Shipment, now = NOW) => {
  const result = priceShipment(card, cargo, now);
  return result.kind === "noPrice" ? [result.reason, result.limit] : ["priced"];
};

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
  deepStrictEqual(reason({ ...USD_CARD, zones: [] }, shipment(null, { goods: ALONE }), expired), [
    "off",
    undefined,
  ]);
  deepStrictEqual(reason(USD_CARD, shipment(null, { countryCode: null }), expired), ["expired", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(null, { countryCode: null })), ["noChargeableWeight", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(0)), ["noChargeableWeight", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(95, { countryCode: null, goods: ALONE })), ["noZone", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(95, { countryCode: "DE" })), ["noZone", undefined]);
  deepStrictEqual(reason(USD_CARD, shipment(3500, { goods: ALONE, pieces: null })), ["batteriesAlone", undefined]);
  // Section II batteries on a card without the battery handling line: by the team, as before there was one.
  deepStrictEqual(reason(USD_CARD, shipment(3500, { goods: SECTION_II, pieces: null })), [
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
// The limits on every path

Deno.test("no piece count, no price: a total volume or a single heavy machine without one is not priced", () => {
  // A crate as a shipper typed it: 350 x 200 x 180 cm, 1,200 kg, typed as 12.6 m³ with no piece count (2,100 kg chargeable).
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
