// The lead's price: the indicative price of a quote request, from the rate
// card the function is deployed with (send-contact-email/quote/rateCardFile.ts,
// content/rates.yaml), worked out once, when
// the request is accepted: stored with the lead, answered to the visitor (the
// range, never the total), broken down in the team's e-mail and repeated in
// the confirmation. The card names countries by code; a request names its
// country in English, which the card's file maps to its code.
import { estimateChargeableWeight, lineTotals } from "../chargeableWeight.ts";
import { type ContactRequest, lineNumber } from "../contactFields.ts";
import { priceShipment, type Pricing } from "./pricing.ts";
import type { RateCard } from "./rateCardSchema.ts";
import { classifyGoods, goodsOutcome } from "./specialGoods.ts";
import { type AnsweredPrice, visitorPriceOf } from "./visitorPrice.ts";

/** The card a request is priced on (null: off), and the form's country names mapped to its codes. */
export type CardToPriceOn = { card: RateCard | null; countries: Record<string, string> };

/**
 * The request's price. A packing list's lines are priced as the card says
 * (a line that cannot be stacked at its nonStackableHeightCm) and each held
 * to its limits; the single size and the total volume as they always were.
 * The declared special goods are classified first (specialGoods.ts): their
 * classes go with the pricing, priced or not, for the team.
 */
export function priceRequest(request: ContactRequest, rateCard: CardToPriceOn, now: Date): Pricing {
  const lines = request.cargoLines;
  const estimate = estimateChargeableWeight(request, { nonStackableHeightCm: rateCard.card?.nonStackableHeightCm });
  const totals = lines.length > 0 ? lineTotals(lines) : null;
  const goods = classifyGoods(request);
  const pricing = priceShipment(
    rateCard.card,
    {
      countryCode: Object.hasOwn(rateCard.countries, request.shippingCountry)
        ? rateCard.countries[request.shippingCountry]
        : null,
      chargeableKg: estimate?.chargeableKg ?? null,
      grossKg: totals?.weightKg ?? request.cargoWeightKg,
      pieces: totals?.pieces ?? request.cargoPieces,
      lengthCm: request.cargoLengthCm,
      widthCm: request.cargoWidthCm,
      heightCm: request.cargoHeightCm,
      volumeM3: request.cargoVolumeM3,
      goods: goodsOutcome(goods),
      pickupCity: request.pickupCity,
      door: request.deliverTo === "door",
      insuredValue: request.insure ? request.goodsValue : null,
      lines,
    },
    now,
  );
  const classified: Pricing = goods.length > 0 ? { ...pricing, goods } : pricing;
  // A line past the limits is named as the form numbered it (from 0), empty lines before it counted.
  if (classified.kind === "noPrice" && classified.line !== undefined) {
    return { ...classified, line: lineNumber(lines[classified.line], classified.line) - 1 };
  }
  return classified;
}

export type { AnsweredPrice };

/**
 * What the visitor is answered of a request's pricing: the stored one for a
 * replay, whatever the replayed body holds (the price carries its own weight).
 */
export function answeredPrice(pricing: Pricing | null, request: ContactRequest): AnsweredPrice | null {
  if (pricing === null) return null;
  if (pricing.kind === "noPrice") {
    return pricing.line === undefined ? { noPrice: pricing.reason } : { noPrice: pricing.reason, line: pricing.line };
  }
  return { price: visitorPriceOf(pricing.price, estimateChargeableWeight(request)?.chargeableKg) };
}
