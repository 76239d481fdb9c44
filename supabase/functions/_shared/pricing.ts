// An indicative airfreight price from the forwarder's own rate card
// (content/rates.yaml). Pure: no imports, no clock of its own, no I/O. The
// function prices a quote request with it, the CMS previews an edited card
// with it, and the tests check it against figures worked by hand.
//
// How a price is made, as a forwarder's invoice adds it up:
//   - Freight: the rate of the weight break that W (the chargeable weight)
//     falls in, times W; if a heavier break charged at its lowest weight costs
//     less, that cheapest charge applies instead (95 kg at the +45 rate of 5.90
//     is 560.50, 100 kg at the +100 rate of 5.10 is 510.00: 95 kg pays 510.00).
//     Never below the zone's minimum.
//   - Surcharges: each per-kg figure times W or the gross weight, as its basis says.
//   - Fees: added as they are.
// Each line is rounded half up to the currency's minor unit (cents, or whole
// yen), and the total is the sum of the lines. Visitors see a range: the total
// less `rangePercent` rounded down to two significant figures, and plus it
// rounded up to two (624.03 at 10 % is 560 to 690), never finer than a whole
// unit. A range rounded to the unit would pin the total to within about one
// unit, and a handful of requests would give the whole card away.
//
// The limits hold on every path: no price without a piece count (the average
// piece is what the limits are about), and with a total volume instead of one
// piece's sides, a volume no piece within the side and height limits could
// hold is beyond them, as its weight is.
//
// Rates have up to three decimals and weights come in half kilograms (the
// chargeable weight) or tenths (the gross weight), so everything is worked in
// integers: thousandths of a currency unit per kg, and grams. 0.35 x 14.5 is
// 5.0749999... as a float, which rounds to 5.07; here it is 350 x 14500 =
// 5,075,000 millionths, which rounds half up to 5.08 as it should. Products
// are BigInts, so no card or weight can overflow them.

export const WEIGHT_BREAKS = ["under45", "from45", "from100", "from300", "from500", "from1000"] as const;
export type WeightBreak = (typeof WEIGHT_BREAKS)[number];

/** The lowest chargeable weight of each break, in kg. */
export const BREAK_FROM_KG: Record<WeightBreak, number> = {
  under45: 0,
  from45: 45,
  from100: 100,
  from300: 300,
  from500: 500,
  from1000: 1000,
};

export type SurchargeBasis = "chargeable" | "gross";
export const SURCHARGE_BASES: readonly SurchargeBasis[] = ["chargeable", "gross"];

export type RateZone = {
  name: string;
  /** ISO 3166 codes, each one of content/countries.yaml's. */
  countries: string[];
  /** As visitors read it, e.g. 2-3. */
  transitDays: string;
  /** The least a shipment pays for freight. */
  minimum: number;
  perKg: Record<WeightBreak, number>;
};

export type RateCard = {
  /** The repository's example card: shown locally, never priced from by the deployed function. */
  example?: boolean;
  /** ISO 4217 code. */
  currency: string;
  /** YYYY-MM-DD: no instant price after the end of this day in Hong Kong (UTC+8). */
  validUntil: string;
  /** Visitors see the total minus and plus this many per cent. */
  rangePercent: number;
  zones: RateZone[];
  /** Per kilogram, on the chargeable or the gross weight. */
  surcharges: { name: string; perKg: number; basis: SurchargeBasis }[];
  /** Per shipment. */
  fees: { name: string; amount: number }[];
  /** Beyond any of these, no instant price. */
  limits: { longestSideCm: number; heightCm: number; averagePieceKg: number; chargeableKg: number };
};

export type NoPriceReason =
  | "off"
  | "expired"
  | "noChargeableWeight"
  | "noZone"
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
  dangerousGoods: boolean;
};

/** One line of the price, and what explains it. */
export type PriceLine = {
  name: string;
  amountMinor: number;
  /** Freight and surcharges: the rate per kg, and the weight it was charged on. */
  perKg?: number;
  weightKg?: number;
  /**
   * Surcharges: the weight the card says to charge on. A gross-weight surcharge
   * of a shipment whose gross weight is unknown is charged on W (never less
   * than the gross weight) and says `chargeable` here.
   */
  basis?: SurchargeBasis;
};

export type Price = {
  currency: string;
  /** Digits of the currency's minor unit: 2 for USD and HKD, 0 for JPY. */
  minorDigits: number;
  zone: { name: string; transitDays: string };
  /** The break whose rate the freight is charged at (a heavier one than W's own when that is cheaper). */
  breakUsed: WeightBreak;
  ratePerKg: number;
  /** W, or the lowest weight of the heavier break charged instead. */
  weightChargedKg: number;
  /** The freight was below the zone's minimum, which it is charged instead. */
  minimumApplied: boolean;
  freight: PriceLine;
  surcharges: PriceLine[];
  fees: PriceLine[];
  /** The sum of the lines, in minor units. */
  totalMinor: number;
  /** W, the chargeable weight the price was worked on (what the visitor is told it is for). */
  chargeableKg: number;
  /** What visitors see, in whole major units: the total less and plus rangePercent, each rounded outwards to two significant figures. */
  low: number;
  high: number;
  validUntil: string;
};

export type Pricing =
  | { kind: "priced"; price: Price }
  | {
    kind: "noPrice";
    reason: NoPriceReason;
    /** With beyondLimits: the first limit passed. */
    limit?: PriceLimit;
    /** With expired: the card's last day, for the team's e-mail. */
    validUntil?: string;
  };

/** The name of the freight line. */
export const FREIGHT_LINE = "Freight";

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

/** Digits of the currency's minor unit, as Intl knows it (USD 2, JPY 0, KWD 3). */
export function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
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

/** The first limit the shipment passes, or null. Its pieces are known (noPieces comes first). */
function limitPassed(limits: RateCard["limits"], shipment: Shipment, chargeableKg: number): PriceLimit | null {
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

/**
 * The price of a shipment on a usable card (rateCardProblems(card) is []), or
 * why there is none: the first reason that applies, in this order: off,
 * expired, noChargeableWeight, noZone, dangerousGoods, noPieces, beyondLimits.
 */
export function priceShipment(card: RateCard | null, shipment: Shipment, now: Date): Pricing {
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
  if (shipment.dangerousGoods) return { kind: "noPrice", reason: "dangerousGoods" };
  if (shipment.pieces === null || !(shipment.pieces >= 1)) return { kind: "noPrice", reason: "noPieces" };
  const limit = limitPassed(card.limits, shipment, chargeableKg);
  if (limit) return { kind: "noPrice", reason: "beyondLimits", limit };

  const digits = minorDigitsOf(card.currency);
  const grams = thousandths(chargeableKg);

  // W's own break at W, or a heavier break at its lowest weight, whichever costs least (W's own on a tie).
  const own = WEIGHT_BREAKS.indexOf(breakOf(chargeableKg));
  let best = { weightBreak: WEIGHT_BREAKS[own], grams, cost: thousandths(zone.perKg[WEIGHT_BREAKS[own]]) * grams };
  for (const weightBreak of WEIGHT_BREAKS.slice(own + 1)) {
    const atGrams = thousandths(BREAK_FROM_KG[weightBreak]);
    const cost = thousandths(zone.perKg[weightBreak]) * atGrams;
    if (cost < best.cost) best = { weightBreak, grams: atGrams, cost };
  }
  const ratePerKg = zone.perKg[best.weightBreak];
  const weightChargedKg = toNumber(best.grams) / 1000;
  // The cost is in millionths of a unit; the minimum in thousandths.
  const minimumApplied = thousandths(zone.minimum) * 1000n > best.cost;
  const freightMinor = minimumApplied
    ? amountLine(thousandths(zone.minimum), digits)
    : perKgLine(thousandths(ratePerKg), best.grams, digits);
  const freight: PriceLine = minimumApplied
    ? { name: FREIGHT_LINE, amountMinor: toNumber(freightMinor) }
    : { name: FREIGHT_LINE, amountMinor: toNumber(freightMinor), perKg: ratePerKg, weightKg: weightChargedKg };

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

  const totalMinor = [freight, ...surcharges, ...fees].reduce((sum, line) => sum + BigInt(line.amountMinor), 0n);
  // total x (100 -/+ p) / 100, in major units: p in thousandths of a per cent.
  const percent = thousandths(card.rangePercent);
  const perUnit = 100_000n * pow10(digits);
  return {
    kind: "priced",
    price: {
      currency: card.currency,
      minorDigits: digits,
      zone: { name: zone.name, transitDays: zone.transitDays },
      breakUsed: best.weightBreak,
      ratePerKg,
      weightChargedKg,
      minimumApplied,
      freight,
      surcharges,
      fees,
      totalMinor: toNumber(totalMinor),
      chargeableKg,
      low: toNumber(toSignificantFigures(totalMinor * (100_000n - percent), perUnit, "down")),
      high: toNumber(toSignificantFigures(totalMinor * (100_000n + percent), perUnit, "up")),
      validUntil: card.validUntil,
    },
  };
}

// ---------------------------------------------------------------------------
// What makes a card unusable

const describe = (value: unknown): string => {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  return JSON.stringify(value);
};

/** Has at most three decimals: 7.913 yes, 7.9135 no. */
const hasAtMostThreeDecimals = (value: number) => Number(value.toFixed(3)) === value;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === "string" ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 4217 code the runtime's Intl knows (and so can format). */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === "string" && /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf("currency").includes(value);
}

/**
 * The card's problems, one line each naming the field (zones[1].perKg.from100
 * ...), [] when usable. `countryCodes` are content/countries.yaml's. Checks
 * the shape too, so a card from anywhere (a JSON file, an editor's draft) can
 * be checked before it prices anything.
 */
export function rateCardProblems(card: RateCard, countryCodes: readonly string[]): string[] {
  const problems: string[] = [];
  if (typeof card !== "object" || card === null || Array.isArray(card)) {
    return [`the rate card must be a group of fields, but found ${describe(card)}`];
  }
  const data = card as unknown as Record<string, unknown>;

  /** A number that must be more than 0 (or at least 0), with at most three decimals. */
  const amount = (value: unknown, path: string, { zeroAllowed = false } = {}): boolean => {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      problems.push(`${path} must be a number, but found ${describe(value)}`);
      return false;
    }
    if (zeroAllowed ? value < 0 : value <= 0) {
      problems.push(`${path} must be ${zeroAllowed ? "0 or more" : "more than 0"}, but is ${value}`);
      return false;
    }
    if (!hasAtMostThreeDecimals(value)) {
      problems.push(`${path} may have at most three decimals, but is ${value}`);
      return false;
    }
    return true;
  };
  const words = (value: unknown, path: string) => {
    if (typeof value !== "string" || value.trim() === "") problems.push(`${path} is required`);
  };
  const list = (value: unknown, path: string): unknown[] => {
    if (Array.isArray(value)) return value;
    problems.push(`${path} must be a list, but found ${describe(value)}`);
    return [];
  };
  const group = (value: unknown, path: string): Record<string, unknown> | null => {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    problems.push(`${path} must be a group of fields, but found ${describe(value)}`);
    return null;
  };

  if (data.example !== undefined && typeof data.example !== "boolean") {
    problems.push(`example must be true or false, but found ${describe(data.example)}`);
  }
  if (!isCurrencyCode(data.currency)) {
    problems.push(`currency must be a currency code (ISO 4217, like USD or HKD), but found ${describe(data.currency)}`);
  }
  if (!isCalendarDate(data.validUntil)) {
    problems.push(
      `validUntil must be a date written YYYY-MM-DD, like 2026-12-31, but found ${describe(data.validUntil)}`,
    );
  }
  if (amount(data.rangePercent, "rangePercent", { zeroAllowed: true }) && (data.rangePercent as number) >= 100) {
    problems.push(`rangePercent must be less than 100, but is ${data.rangePercent}`);
  }

  const known = new Set(countryCodes);
  const zoneOf = new Map<string, string>();
  list(data.zones, "zones").forEach((item, index) => {
    const path = `zones[${index}]`;
    const zone = group(item, path);
    if (!zone) return;
    words(zone.name, `${path}.name`);
    words(zone.transitDays, `${path}.transitDays`);
    amount(zone.minimum, `${path}.minimum`, { zeroAllowed: true });
    const countries = list(zone.countries, `${path}.countries`);
    if (Array.isArray(zone.countries) && countries.length === 0) {
      problems.push(`${path}.countries must name at least one country`);
    }
    countries.forEach((code, position) => {
      const where = `${path}.countries[${position}]`;
      if (typeof code !== "string" || !known.has(code)) {
        problems.push(
          `${where} ${
            describe(code)
          } is not a country of content/countries.yaml (add it there first, or correct the code)`,
        );
        return;
      }
      const other = zoneOf.get(code);
      if (other !== undefined) {
        problems.push(`${where} "${code}" is already in ${other}: a country belongs to one zone`);
      } else zoneOf.set(code, `${path}${typeof zone.name === "string" ? ` (${zone.name})` : ""}`);
    });
    const perKg = group(zone.perKg, `${path}.perKg`);
    if (!perKg) return;
    let previous: { name: WeightBreak; rate: number } | null = null;
    for (const name of WEIGHT_BREAKS) {
      const rate = perKg[name];
      if (!amount(rate, `${path}.perKg.${name}`)) {
        previous = null;
        continue;
      }
      if (previous && (rate as number) > previous.rate) {
        problems.push(
          `${path}.perKg.${name} (${rate}) is more than ${previous.name} (${previous.rate}): a heavier break must not cost more per kg`,
        );
      }
      previous = { name, rate: rate as number };
    }
    for (const name of Object.keys(perKg)) {
      if (!(WEIGHT_BREAKS as readonly string[]).includes(name)) {
        problems.push(`${path}.perKg.${name} is not a weight break (they are ${WEIGHT_BREAKS.join(", ")})`);
      }
    }
  });

  list(data.surcharges, "surcharges").forEach((item, index) => {
    const path = `surcharges[${index}]`;
    const surcharge = group(item, path);
    if (!surcharge) return;
    words(surcharge.name, `${path}.name`);
    amount(surcharge.perKg, `${path}.perKg`);
    if (!SURCHARGE_BASES.includes(surcharge.basis as SurchargeBasis)) {
      problems.push(`${path}.basis must be chargeable or gross, but found ${describe(surcharge.basis)}`);
    }
  });
  list(data.fees, "fees").forEach((item, index) => {
    const path = `fees[${index}]`;
    const fee = group(item, path);
    if (!fee) return;
    words(fee.name, `${path}.name`);
    amount(fee.amount, `${path}.amount`);
  });
  const limits = group(data.limits, "limits");
  if (limits) {
    for (const name of ["longestSideCm", "heightCm", "averagePieceKg", "chargeableKg"] as const) {
      amount(limits[name], `limits.${name}`);
    }
  }
  return problems;
}
