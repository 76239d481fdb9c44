// An indicative airfreight price from the forwarder's own rate card
// (content/rates.yaml), for the service it sells: collection from the
// supplier's city in China (pickup), consolidation in Hong Kong, airfreight by
// express or economy, to the destination airport or the door (import
// clearance and delivery), insured on request. Pure: no imports but the
// card's shape (rateCardSchema.ts) and the special goods' (specialGoods.ts), no clock of its own, no I/O. The function
// prices a quote request with it, the CMS previews an edited card with it, and
// the tests check it against figures worked by hand. What makes a card
// unusable is rateCardChecks.ts.
//
// How a price is made, as a forwarder's invoice adds it up, for each service
// the destination's zone has (express always, economy when the zone has it):
//   - Pickup, where the visitor's city is one of the card's pickup cities:
//     its price per kg times W (the chargeable weight), never below its minimum.
//   - Freight: the service's rate of the weight break that W falls in, times
//     W; if a heavier break charged at its lowest weight costs less, that
//     cheapest charge applies instead (95 kg at the +45 rate of 5.90 is
//     560.50, 100 kg at the +100 rate of 5.10 is 510.00: 95 kg pays 510.00).
//     Never below the service's minimum.
//   - Surcharges: each per-kg figure times W or the gross weight, as its basis says.
//   - Fees: added as they are.
//   - To the door, where asked and the zone delivers: delivery per kg times W,
//     never below its minimum, and the clearance fee.
//   - Lithium battery handling, where the declared batteries fly under Section
//     II (specialGoods.ts classifies them): the card's perShipment plus its
//     perKg times W, rounded once, no minimum (45 + 0.20 x 95 kg is 64.00).
//     Without that line on the card, such a shipment is not priced
//     (dangerousGoods), as before there was one.
//   - Insurance, where asked: the card's per cent of 110 % of (the goods' value
//     + the option's total so far), never below its minimum.
// Each line is rounded half up to the currency's minor unit (cents, or whole
// yen), and an option's total is the sum of its lines. Visitors see a range:
// the total less `rangePercent` rounded down to two significant figures, and
// plus it rounded up to two (624.03 at 10 % is 560 to 690), never finer than a
// whole unit. A range rounded to the unit would pin the total to within about
// one unit, and a handful of requests would give the whole card away. An
// option's transit days are the service's plus the pickup's and the
// delivery's (2-3 with 1 and 1-2 is 4-6). Each option carries its CO2e by the
// GLEC Framework's default method (co2e.ts), null where the zone has no
// distance, the card no intensities or the shipment no gross weight. A price
// holds until the earlier of the card's last day and the day it was asked
// plus the card's quoteValidDays (7 when the card does not say), Hong Kong days.
//
// Declared goods that do not fly as ordinary cargo (batteries on their own,
// over Section II's limits, loose magnets, flammable liquids, or not said)
// are not priced, each with its reason (specialGoods.ts).
//
// The limits hold on every path: no price without a piece count (the average
// piece is what the limits are about), and with a total volume instead of one
// piece's sides, a volume no piece within the side and height limits could
// hold is beyond them, as its weight is. A packing list of lines is held to
// them line by line (each piece's sides, its height, its weight: the line's
// over its pieces), and a refusal names the first line past them (`line`,
// counted from 0); the chargeable weight, the lines' together.
//
// Rates have up to three decimals and weights come in half kilograms (the
// chargeable weight) or tenths (the gross weight), so everything is worked in
// integers: thousandths of a currency unit per kg, and grams. 0.35 x 14.5 is
// 5.0749999... as a float, which rounds to 5.07; here it is 350 x 14500 =
// 5,075,000 millionths, which rounds half up to 5.08 as it should. Products
// are BigInts, so no card or weight can overflow them.
import {
  BREAK_FROM_KG,
  type Days,
  type DoorDelivery,
  type Insurance,
  type PickupZone,
  QUOTE_VALID_DAYS_DEFAULT,
  type RateCard,
  type RateZone,
  type ServiceRates,
  type SurchargeBasis,
  WEIGHT_BREAKS,
  type WeightBreak,
} from "./rateCardSchema.ts";
import { co2eKgOf } from "./co2e.ts";
import type { GoodsClass, GoodsOutcome, GoodsReferral, SpecialGoods } from "./specialGoods.ts";
import { type ServiceName, SERVICES } from "./services.ts";

/** The services a zone may have (services.ts), handed on: the function's code takes them from here. */
export { type ServiceName, SERVICES };

export type NoPriceReason =
  | "off"
  | "expired"
  | "noChargeableWeight"
  | "noZone"
  | GoodsReferral
  | "dangerousGoods"
  | "noPieces"
  | "beyondLimits";

/**
 * Which limit a shipment passed: one of the card's, or `pieceVolume`, an
 * average piece (a total volume over the pieces) larger than any piece within
 * the longest side and the height could be.
 */
export type PriceLimit = keyof RateCard["limits"] | "pieceVolume";

export type Shipment = {
  countryCode: string | null;
  chargeableKg: number | null;
  grossKg: number | null;
  pieces: number | null;
  /** one piece's sides, each null when not given (a total volume was given instead, or the visitor left them out) */
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  /** All pieces' volume in m³, when given instead of one piece's sides. */
  volumeM3: number | null;
  /** What the declared special goods ask of the price (specialGoods.ts, goodsOutcome); null or absent: none declared. */
  goods?: GoodsOutcome | null;
  /** The supplier's city as the visitor typed it ("" when not given). */
  pickupCity?: string;
  /** Delivered to the door, rather than to the destination airport. */
  door?: boolean;
  /** Insurance asked for, on this value of the goods (the card's currency); null or absent: none asked. */
  insuredValue?: number | null;
  /** The packing list's lines, each held to the limits (then `pieces` is theirs added up); absent or []: none. */
  lines?: readonly ShipmentLine[];
};

/** One line of a packing list: pieces of one size, the line's gross weight. */
export type ShipmentLine = { pieces: number; lengthCm: number; widthCm: number; heightCm: number; weightKg: number };

/** One line of a price, and what explains it. */
export type PriceLine = {
  name: string;
  amountMinor: number;
  /** Pickup, freight, surcharges and delivery: the rate per kg, and the weight it was charged on. */
  perKg?: number;
  weightKg?: number;
  /**
   * Surcharges: the weight the card says to charge on. A gross-weight surcharge
   * of a shipment whose gross weight is unknown is charged on W (never less
   * than the gross weight) and says `chargeable` here.
   */
  basis?: SurchargeBasis;
  /** Pickup, delivery and insurance: the line's minimum was charged instead. */
  minimumApplied?: boolean;
  /** Lithium battery handling: its amount per shipment, beside its rate per kg. */
  perShipment?: number;
  /** Insurance: its per cent, and what it was taken of (110 % of the goods' value and the option's total so far). */
  percent?: number;
  insuredMinor?: number;
};

/** One service, all in for what the visitor asked, line by line. */
export type PriceOption = {
  service: ServiceName;
  /** The service's days plus the pickup's and the delivery's, as visitors read them (4-6). */
  transitDays: string;
  /** The break whose rate the freight is charged at (a heavier one than W's own when that is cheaper). */
  breakUsed: WeightBreak;
  ratePerKg: number;
  /** W, or the lowest weight of the heavier break charged instead. */
  weightChargedKg: number;
  /** The freight was below the service's minimum, which it is charged instead. */
  minimumApplied: boolean;
  pickup: PriceLine | null;
  freight: PriceLine;
  surcharges: PriceLine[];
  fees: PriceLine[];
  /** To the door: delivery, and the import clearance fee. */
  delivery: PriceLine | null;
  clearance: PriceLine | null;
  /** Lithium battery handling, Section II: the card's specialGoods line; absent in a price stored before it (null). */
  batteryHandling: PriceLine | null;
  insurance: PriceLine | null;
  /** The sum of the lines, in minor units. */
  totalMinor: number;
  /** What visitors see, in whole major units: the total less and plus rangePercent, each rounded outwards to two significant figures. */
  low: number;
  high: number;
  /**
   * kg CO2e of the flight by the GLEC Framework's default method, to two
   * significant figures (co2e.ts); null: no figure (the zone has no distance,
   * the card no intensities, the shipment no gross weight). Absent in a price
   * stored before it, which reads as null.
   */
  co2eKg: number | null;
};

/** What the options include of what the visitor asked for: false where the team quotes it by hand. */
export type Covers = { pickup: boolean; door: boolean; insurance: boolean };

/**
 * A priced shipment: every option, express first, and, as the price's own
 * fields, the first option's (what a price was before there were options).
 */
export type Price = Omit<PriceOption, "service" | "transitDays" | "co2eKg"> & {
  currency: string;
  /** Digits of the currency's minor unit: 2 for USD and HKD, 0 for JPY. */
  minorDigits: number;
  /** The zone, and its express service's own transit days (without pickup or delivery). */
  zone: { name: string; transitDays: string };
  /** W, the chargeable weight the price was worked on (what the visitor is told it is for). */
  chargeableKg: number;
  /** YYYY-MM-DD, Hong Kong: the earlier of the card's last day and the day asked + its quoteValidDays (quoteValidUntil). */
  validUntil: string;
  options: PriceOption[];
  covers: Covers;
  /** The pickup area the visitor's city is in, for the team; null when none of the card's. */
  pickupZone: string | null;
  /**
   * The visitor's city as the card names it (深圳市 typed, 深圳 on the card), what an e-mail
   * to the visitor may name; null when none of the card's; absent in a price stored before it.
   */
  pickupCity?: string | null;
  /**
   * The height, cm, the card charges a piece that cannot be stacked at (its
   * nonStackableHeightCm), for the team's e-mail; null: the card has none, so
   * such lines were priced as they are. Absent in a price stored before it.
   */
  nonStackableHeightCm?: number | null;
  /**
   * The declared special goods it is priced with, as codes: a Section II
   * battery's UN number, packing instruction and section, the documents and
   * the conditions; null: none declared. Absent in a price stored before it.
   */
  specialGoods?: SpecialGoods | null;
};

export type Pricing =
  & (
    | { kind: "priced"; price: Price }
    | {
      kind: "noPrice";
      reason: NoPriceReason;
      /** With beyondLimits: the first limit passed. */
      limit?: PriceLimit;
      /** With beyondLimits on a packing list: the line past it, counted from 0. */
      line?: number;
      /** With expired: the card's last day, for the team's e-mail. */
      validUntil?: string;
    }
  )
  & {
    /**
     * The classes of the declared special goods, one a content (specialGoods.ts),
     * as the request was priced: the team's e-mail, the console and the weekly
     * summary name them. Absent: none declared, or priced before there were classes.
     */
    goods?: GoodsClass[];
  };

/** The names of the lines that are not the card's own (its surcharges and fees are named on the card). */
export const FREIGHT_LINE = "Freight";
export const PICKUP_LINE = "Pickup in China";
export const DELIVERY_LINE = "Delivery to the door";
export const CLEARANCE_LINE = "Import clearance";
export const BATTERY_HANDLING_LINE = "Lithium batteries, Section II";
export const INSURANCE_LINE = "Insurance";

const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The card is off: no card, or a card with no zones. */
export function isCardOff(card: RateCard | null): boolean {
  return card === null || card.zones.length === 0;
}

/** The instant the card stops pricing: the end of validUntil in Hong Kong (UTC+8). */
export function cardEndsAt(card: Pick<RateCard, "validUntil">): Date {
  const [year, month, day] = card.validUntil.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1) - HONG_KONG_OFFSET_MS);
}

/** After the end of validUntil in Hong Kong (UTC+8). */
export function cardExpired(card: RateCard, now: Date): boolean {
  return now.getTime() >= cardEndsAt(card).getTime();
}

/** The day in Hong Kong (UTC+8) of an instant, YYYY-MM-DD. */
export function hongKongDay(now: Date): string {
  return new Date(now.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day plus a number of days. */
export function dayPlus(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The last day a quote asked at `now` holds, YYYY-MM-DD in Hong Kong: the day
 * asked plus the card's quoteValidDays (7 when it has none), or the card's own
 * last day when that comes first.
 */
export function quoteValidUntil(card: Pick<RateCard, "validUntil" | "quoteValidDays">, now: Date): string {
  const days = typeof card.quoteValidDays === "number" ? card.quoteValidDays : QUOTE_VALID_DAYS_DEFAULT;
  const byDays = dayPlus(hongKongDay(now), days);
  return byDays < card.validUntil ? byDays : card.validUntil;
}

/** Digits of the currency's minor unit, as Intl knows it (USD 2, JPY 0, KWD 3). */
export function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

// ---------------------------------------------------------------------------
// Days and cities

/** A number of days or a range of them as [fewest, most], or null when it is neither (1 -> [1, 1], "2-3" -> [2, 3]). */
export function daysOf(days: Days): [number, number] | null {
  if (typeof days === "number") return Number.isInteger(days) && days >= 0 ? [days, days] : null;
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(days);
  if (!match) return null;
  const [fewest, most] = [Number(match[1]), Number(match[2] ?? match[1])];
  return most >= fewest ? [fewest, most] : null;
}

/** Days added up, written as visitors read them: 2-3 with 1 and 1-2 is 4-6; 3 with 1 is 4. */
export function addDays(...all: Days[]): string {
  let [fewest, most] = [0, 0];
  for (const days of all) {
    const [a, b] = daysOf(days) ?? [0, 0];
    fewest += a;
    most += b;
  }
  return fewest === most ? String(fewest) : `${fewest}-${most}`;
}

/**
 * A city as the card and a visitor may both write it: letter case, spaces,
 * hyphens and dots aside, and without a trailing "City" or 市 (full-width
 * letters read as their ASCII ones), so "shen zhen", "Shenzhen City" and 深圳市
 * are the card's Shenzhen and 深圳.
 */
export function cityKey(city: string): string {
  return city.normalize("NFKC").toLocaleLowerCase("en").replace(/[\s\-‐‑‒–—_.·・]/gu, "").replace(/(city|市)$/u, "");
}

/** The card's pickup area of a city the visitor typed, or undefined when it is none of the card's. */
export function pickupZoneOf(card: Pick<RateCard, "pickup">, city: string | undefined): PickupZone | undefined {
  return cardPickupOf(card, city)?.zone;
}

/** The card's pickup area of a city the visitor typed and the city as the card names it, or undefined. */
export function cardPickupOf(
  card: Pick<RateCard, "pickup">,
  city: string | undefined,
): { zone: PickupZone; city: string } | undefined {
  const key = city ? cityKey(city) : "";
  if (key === "") return undefined;
  for (const zone of card.pickup ?? []) {
    const named = zone.cities.find((candidate) => cityKey(candidate) === key);
    if (named !== undefined) return { zone, city: named };
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Integers

/** A figure of up to three decimals (a rate, an amount, a weight) in thousandths: 0.53 -> 530. */
const thousandths = (value: number): bigint => BigInt(Math.round(value * 1000));

const pow10 = (digits: number): bigint => 10n ** BigInt(digits);

/** numerator / denominator, rounded half up (both not negative). */
const halfUp = (numerator: bigint, denominator: bigint): bigint => (2n * numerator + denominator) / (2n * denominator);
const floorDiv = (numerator: bigint, denominator: bigint): bigint => numerator / denominator;
const ceilDiv = (numerator: bigint, denominator: bigint): bigint => (numerator + denominator - 1n) / denominator;

/** Thousandths of a unit per kg times grams, in minor units, rounded half up. */
const perKgLine = (rateMilli: bigint, grams: bigint, digits: number): bigint =>
  halfUp(rateMilli * grams * pow10(digits), 1_000_000n);

/** An amount in thousandths of a unit, in minor units, rounded half up. */
const amountLine = (milli: bigint, digits: number): bigint => halfUp(milli * pow10(digits), 1000n);

const toNumber = (value: bigint): number => Number(value);

// ---------------------------------------------------------------------------
// Pricing

/** The break a chargeable weight falls in. */
export function breakOf(chargeableKg: number): WeightBreak {
  const grams = thousandths(chargeableKg);
  let found: WeightBreak = WEIGHT_BREAKS[0];
  for (const weightBreak of WEIGHT_BREAKS) {
    if (grams >= thousandths(BREAK_FROM_KG[weightBreak])) found = weightBreak;
  }
  return found;
}

/** The first limit a piece of a line passes, or null. */
function lineLimitPassed(limits: RateCard["limits"], line: ShipmentLine): PriceLimit | null {
  if (Math.max(line.lengthCm, line.widthCm, line.heightCm) > limits.longestSideCm) return "longestSideCm";
  if (line.heightCm > limits.heightCm) return "heightCm";
  // weight / pieces > the piece's limit, without dividing.
  const pieces = BigInt(Math.round(line.pieces));
  if (thousandths(line.weightKg) > thousandths(limits.averagePieceKg) * pieces) return "averagePieceKg";
  return null;
}

/**
 * The first limit the shipment passes and, on a packing list, the line (from
 * 0) whose pieces pass it; or null. Its pieces are known (noPieces comes first).
 */
function limitPassed(
  limits: RateCard["limits"],
  shipment: Shipment,
  chargeableKg: number,
): { limit: PriceLimit; line?: number } | null {
  const lines = shipment.lines ?? [];
  for (const [index, line] of lines.entries()) {
    const limit = lineLimitPassed(limits, line);
    if (limit) return { limit, line: index };
  }
  const limit = lines.length > 0
    ? (thousandths(chargeableKg) > thousandths(limits.chargeableKg) ? "chargeableKg" : null)
    : shipmentLimitPassed(limits, shipment, chargeableKg);
  return limit ? { limit } : null;
}

/** The first limit a shipment of one size or a total volume passes, or null. */
function shipmentLimitPassed(limits: RateCard["limits"], shipment: Shipment, chargeableKg: number): PriceLimit | null {
  const sides = [shipment.lengthCm, shipment.widthCm, shipment.heightCm].filter((side): side is number =>
    side !== null
  );
  if (sides.length > 0 && Math.max(...sides) > limits.longestSideCm) return "longestSideCm";
  if (shipment.heightCm !== null && shipment.heightCm > limits.heightCm) return "heightCm";
  const pieces = BigInt(Math.round(shipment.pieces ?? 1));
  if (shipment.grossKg !== null) {
    // gross / pieces > average, without dividing.
    if (thousandths(shipment.grossKg) > thousandths(limits.averagePieceKg) * pieces) return "averagePieceKg";
  }
  if (shipment.volumeM3 !== null) {
    // The largest piece within the limits: two sides at the longest, its height at the lower of the two limits.
    // volume / pieces > that, in cm³ and without dividing: m³ in thousandths x 1,000 is cm³.
    const side = thousandths(limits.longestSideCm);
    const height = thousandths(Math.min(limits.heightCm, limits.longestSideCm));
    if (thousandths(shipment.volumeM3) * 1000n * 1_000_000_000n > side * side * height * pieces) return "pieceVolume";
  }
  if (thousandths(chargeableKg) > thousandths(limits.chargeableKg)) return "chargeableKg";
  return null;
}

/** Significant figures of the range visitors see. */
export const RANGE_SIGNIFICANT_FIGURES = 2;

/**
 * numerator / denominator rounded to two significant figures, down or up,
 * never finer than a whole unit: 561.627 down is 560, 686.433 up is 690,
 * 85.86 down is 85, 104.94 up is 110.
 */
function toSignificantFigures(numerator: bigint, denominator: bigint, direction: "down" | "up"): bigint {
  const whole = numerator / denominator;
  const digits = whole === 0n ? 1 : whole.toString().length;
  const step = pow10(Math.max(0, digits - RANGE_SIGNIFICANT_FIGURES)) * denominator;
  return (direction === "down" ? floorDiv(numerator, step) : ceilDiv(numerator, step)) * (step / denominator);
}

/** What every option of a shipment is priced with, and its CO2e (the same flight for every option). */
type Pricer = {
  card: RateCard;
  shipment: Shipment;
  chargeableKg: number;
  digits: number;
  co2eKg: number | null;
  /** The card's lithium battery handling, when the declared batteries need it. */
  batteryHandling?: LithiumSectionII;
};

/** The card's lithium battery handling, Section II: per shipment and per kg of W. */
type LithiumSectionII = NonNullable<NonNullable<RateCard["specialGoods"]>["lithiumSectionII"]>;

/** A per-kg line on W, never below `minimum`. */
function perKgWithMinimum(name: string, perKg: number, minimum: number, { chargeableKg, digits }: Pricer): PriceLine {
  const amount = perKgLine(thousandths(perKg), thousandths(chargeableKg), digits);
  const least = amountLine(thousandths(minimum), digits);
  return amount >= least
    ? { name, amountMinor: toNumber(amount), perKg, weightKg: chargeableKg }
    : { name, amountMinor: toNumber(least), perKg, weightKg: chargeableKg, minimumApplied: true };
}

/** The freight of a service: W's own break at W, or a heavier break at its lowest weight, whichever costs least. */
function freightOf(rates: ServiceRates, { chargeableKg, digits }: Pricer) {
  const grams = thousandths(chargeableKg);
  const own = WEIGHT_BREAKS.indexOf(breakOf(chargeableKg));
  let best = { weightBreak: WEIGHT_BREAKS[own], grams, cost: thousandths(rates.perKg[WEIGHT_BREAKS[own]]) * grams };
  for (const weightBreak of WEIGHT_BREAKS.slice(own + 1)) {
    const atGrams = thousandths(BREAK_FROM_KG[weightBreak]);
    const cost = thousandths(rates.perKg[weightBreak]) * atGrams;
    // W's own on a tie.
    if (cost < best.cost) best = { weightBreak, grams: atGrams, cost };
  }
  const ratePerKg = rates.perKg[best.weightBreak];
  const weightChargedKg = toNumber(best.grams) / 1000;
  // The cost is in millionths of a unit; the minimum in thousandths.
  const minimumApplied = thousandths(rates.minimum) * 1000n > best.cost;
  const freight: PriceLine = minimumApplied
    ? { name: FREIGHT_LINE, amountMinor: toNumber(amountLine(thousandths(rates.minimum), digits)) }
    : {
      name: FREIGHT_LINE,
      amountMinor: toNumber(perKgLine(thousandths(ratePerKg), best.grams, digits)),
      perKg: ratePerKg,
      weightKg: weightChargedKg,
    };
  return { breakUsed: best.weightBreak, ratePerKg, weightChargedKg, minimumApplied, freight };
}

/** The card's surcharges and fees, the same for every option. */
function surchargesAndFees({ card, shipment, chargeableKg, digits }: Pricer) {
  const surcharges = card.surcharges.map((surcharge): PriceLine => {
    const onGross = surcharge.basis === "gross" && shipment.grossKg !== null;
    const weightKg = onGross ? shipment.grossKg! : chargeableKg;
    return {
      name: surcharge.name,
      amountMinor: toNumber(perKgLine(thousandths(surcharge.perKg), thousandths(weightKg), digits)),
      perKg: surcharge.perKg,
      weightKg,
      basis: onGross ? "gross" : "chargeable",
    };
  });
  const fees = card.fees.map((fee): PriceLine => ({
    name: fee.name,
    amountMinor: toNumber(amountLine(thousandths(fee.amount), digits)),
  }));
  return { surcharges, fees };
}

/** Lithium battery handling: perShipment + perKg x W, rounded once (half up), no minimum. */
function batteryHandlingLine(rates: LithiumSectionII, { chargeableKg, digits }: Pricer): PriceLine {
  // Millionths of a unit: the amount in thousandths x 1,000, and thousandths per kg x grams.
  const millionths = thousandths(rates.perShipment) * 1000n + thousandths(rates.perKg) * thousandths(chargeableKg);
  return {
    name: BATTERY_HANDLING_LINE,
    amountMinor: toNumber(halfUp(millionths * pow10(digits), 1_000_000n)),
    perShipment: rates.perShipment,
    perKg: rates.perKg,
    weightKg: chargeableKg,
  };
}

/** The premium: per cent of 110 % of (the goods' value + the total so far), half up, never below the minimum. */
function insuranceLine(insurance: Insurance, valueOfGoods: number, totalSoFar: bigint, digits: number): PriceLine {
  const base = amountLine(thousandths(valueOfGoods), digits) + totalSoFar;
  // base x 110 % x percent / 100, the per cent in thousandths: base x 11 x milli / 1,000,000.
  const premium = halfUp(base * 11n * thousandths(insurance.percent), 1_000_000n);
  const least = amountLine(thousandths(insurance.minimum), digits);
  const line = { name: INSURANCE_LINE, percent: insurance.percent, insuredMinor: toNumber(halfUp(base * 11n, 10n)) };
  return premium >= least
    ? { ...line, amountMinor: toNumber(premium) }
    : { ...line, amountMinor: toNumber(least), minimumApplied: true };
}

/** total x (100 -/+ p) / 100 in major units, each rounded outwards to two significant figures. */
function rangeOf(totalMinor: bigint, rangePercent: number, digits: number): { low: number; high: number } {
  const percent = thousandths(rangePercent);
  const perUnit = 100_000n * pow10(digits);
  return {
    low: toNumber(toSignificantFigures(totalMinor * (100_000n - percent), perUnit, "down")),
    high: toNumber(toSignificantFigures(totalMinor * (100_000n + percent), perUnit, "up")),
  };
}

/**
 * One service, all in: pickup, freight, surcharges, fees, the door, lithium
 * battery handling, then insurance on the total so far.
 */
function priceOption(
  service: ServiceName,
  rates: ServiceRates,
  extras: { pickup?: PickupZone; delivery?: DoorDelivery; insurance?: Insurance; valueOfGoods: number | null },
  pricer: Pricer,
): PriceOption {
  const { digits } = pricer;
  const pickup = extras.pickup
    ? perKgWithMinimum(PICKUP_LINE, extras.pickup.perKg, extras.pickup.minimum, pricer)
    : null;
  const freight = freightOf(rates, pricer);
  const { surcharges, fees } = surchargesAndFees(pricer);
  const delivery = extras.delivery
    ? perKgWithMinimum(DELIVERY_LINE, extras.delivery.perKg, extras.delivery.minimum, pricer)
    : null;
  const clearance: PriceLine | null = extras.delivery
    ? { name: CLEARANCE_LINE, amountMinor: toNumber(amountLine(thousandths(extras.delivery.clearance), digits)) }
    : null;
  const batteryHandling = pricer.batteryHandling ? batteryHandlingLine(pricer.batteryHandling, pricer) : null;
  const lines = [pickup, freight.freight, ...surcharges, ...fees, delivery, clearance, batteryHandling].filter((line) =>
    line !== null
  );
  const soFar = lines.reduce((sum, line) => sum + BigInt(line.amountMinor), 0n);
  const insurance = extras.insurance && extras.valueOfGoods !== null
    ? insuranceLine(extras.insurance, extras.valueOfGoods, soFar, digits)
    : null;
  const totalMinor = soFar + BigInt(insurance?.amountMinor ?? 0);
  return {
    service,
    transitDays: addDays(rates.transitDays, extras.pickup?.addDays ?? 0, extras.delivery?.addDays ?? 0),
    ...freight,
    pickup,
    surcharges,
    fees,
    delivery,
    clearance,
    batteryHandling,
    insurance,
    totalMinor: toNumber(totalMinor),
    ...rangeOf(totalMinor, pricer.card.rangePercent, digits),
    co2eKg: pricer.co2eKg,
  };
}

/** Why a shipment gets no price, the first reason that applies; or, when it can be priced, its zone. */
function whyNoPrice(card: RateCard | null, shipment: Shipment, now: Date): Pricing | { zone: RateZone } {
  if (card === null || isCardOff(card)) return { kind: "noPrice", reason: "off" };
  if (cardExpired(card, now)) return { kind: "noPrice", reason: "expired", validUntil: card.validUntil };
  const chargeableKg = shipment.chargeableKg;
  if (chargeableKg === null || !Number.isFinite(chargeableKg) || chargeableKg <= 0) {
    return { kind: "noPrice", reason: "noChargeableWeight" };
  }
  const zone = shipment.countryCode === null
    ? undefined
    : card.zones.find((candidate) => candidate.countries.includes(shipment.countryCode!));
  if (!zone) return { kind: "noPrice", reason: "noZone" };
  const goods = shipment.goods;
  if (goods?.refer) return { kind: "noPrice", reason: goods.refer };
  // Section II batteries are priced with the card's handling line only: without it, by the team.
  if (goods?.lithiumLine && !card.specialGoods?.lithiumSectionII) return { kind: "noPrice", reason: "dangerousGoods" };
  if (shipment.pieces === null || !(shipment.pieces >= 1)) return { kind: "noPrice", reason: "noPieces" };
  const passed = limitPassed(card.limits, shipment, chargeableKg);
  if (passed) return { kind: "noPrice", reason: "beyondLimits", ...passed };
  return { zone };
}

/**
 * The price of a shipment on a usable card (rateCardProblems(card) is []): an
 * option for each service of its zone, each all in for what the visitor
 * asked; or why there is none: the first reason that applies, in this order:
 * off, expired, noChargeableWeight, noZone, the declared goods' referral
 * (batteriesAlone, largeBatteries, looseMagnets, flammableLiquids,
 * specialGoodsUnknown), dangerousGoods (Section II batteries on a card
 * without their handling line), noPieces, beyondLimits.
 */
export function priceShipment(card: RateCard | null, shipment: Shipment, now: Date): Pricing {
  const checked = whyNoPrice(card, shipment, now);
  if ("kind" in checked) return checked;
  const { zone } = checked;
  const usable = card!;
  // Priced goods only: those referred to the team never come this far.
  const goods = shipment.goods && !shipment.goods.refer ? shipment.goods : null;
  const pricer: Pricer = {
    card: usable,
    shipment,
    chargeableKg: shipment.chargeableKg!,
    digits: minorDigitsOf(usable.currency),
    co2eKg: co2eKgOf(usable.emissions, zone.distanceKm, shipment.grossKg),
    batteryHandling: goods?.lithiumLine ? usable.specialGoods?.lithiumSectionII : undefined,
  };
  const onCard = cardPickupOf(usable, shipment.pickupCity);
  const pickup = onCard?.zone;
  const delivery = shipment.door ? zone.delivery : undefined;
  const valueOfGoods = shipment.insuredValue ?? null;
  const insurance = valueOfGoods !== null ? usable.insurance : undefined;
  const extras = { pickup, delivery, insurance, valueOfGoods };
  const services: [ServiceName, ServiceRates][] = [
    ["express", zone],
    ...(zone.economy ? [["economy", zone.economy] as [ServiceName, ServiceRates]] : []),
  ];
  const options = services.map(([service, rates]) => priceOption(service, rates, extras, pricer));
  const { service: _service, transitDays: _days, co2eKg: _co2e, ...first } = options[0];
  return {
    kind: "priced",
    price: {
      currency: usable.currency,
      minorDigits: pricer.digits,
      zone: { name: zone.name, transitDays: zone.transitDays },
      chargeableKg: pricer.chargeableKg,
      validUntil: quoteValidUntil(usable, now),
      ...first,
      options,
      covers: { pickup: pickup !== undefined, door: delivery !== undefined, insurance: insurance !== undefined },
      pickupZone: pickup?.name ?? null,
      pickupCity: onCard?.city ?? null,
      nonStackableHeightCm: usable.nonStackableHeightCm ?? null,
      specialGoods: goods?.specialGoods ?? null,
    },
  };
}
