// The rate cards and the shipment the pricing tests share: the worked examples' card in
// USD, the same card with everything the service sells (pickup in China,
// economy, the door, insurance), a shipment to the United States, and its price.
import { type Price, priceShipment, type Shipment } from "../../_shared/price/pricing.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";

export const NOW = new Date("2026-06-01T00:00:00Z");

/** The worked examples' card: USD, one zone, fuel on chargeable weight, security on gross, one fee. */
export const USD_CARD: RateCard = {
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

export const shipment = (chargeableKg: number | null, extra: Partial<Shipment> = {}): Shipment => ({
  countryCode: "US",
  chargeableKg,
  grossKg: chargeableKg,
  // Enough pieces that the average piece (at most 3,000 kg / 25 = 120 kg) is within the card's 150 kg.
  pieces: 25,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  volumeM3: null,
  ...extra,
});

export function priced(card: RateCard, cargo: Shipment): Price {
  const result = priceShipment(card, cargo, NOW);
  if (result.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  return result.price;
}

/** The full card: USD_CARD with economy and door delivery to North America, a pickup area and insurance. */
export const FULL_CARD: RateCard = {
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
