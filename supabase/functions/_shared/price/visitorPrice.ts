// What a visitor is shown of an indicative price, on the thank-you page and in
// the confirmation e-mail alike: the range (never the total, which would give
// the rate card away a few requests at a time), the weight it is worked on,
// airport to airport, the transit days, the quote's last day, what is included
// and what is not, and that the team confirms it. Or, with no price, one
// sentence saying why and that the team will quote. Every word is content
// (content/thank-you.yaml, price and noPrice).
import { formatNumber } from "../words/fieldWords.ts";
import type { Covers, NoPriceReason, Price, Pricing } from "./pricing.ts";
import { type ServiceName, SERVICES } from "./services.ts";
import { fillTemplate } from "../words/template.ts";
import { GOODS_REFERRALS, readSpecialGoods, type SpecialGoods } from "./specialGoods.ts";

/**
 * One service as a visitor compares it: its range, all in for what they
 * asked, its transit days and its kg CO2e (null: no figure; see PriceOption).
 */
export type VisitorOption = {
  service: ServiceName;
  low: number;
  high: number;
  transitDays: string;
  co2eKg: number | null;
};

/**
 * The price as the function answers it and the page shows it: whole major
 * units, ranges only. Its own range and days are the first option's.
 */
export type VisitorPrice = {
  currency: string;
  low: number;
  high: number;
  chargeableKg: number;
  transitDays: string;
  /** YYYY-MM-DD, Hong Kong: the quote's last day (the card's, or the day asked + the card's quoteValidDays if earlier). */
  validUntil: string;
  /** One per service of the destination's zone, express first. */
  options: VisitorOption[];
  /** What the options include of what the visitor asked (pickup, the door, insurance); false: the team quotes it. */
  covers: Covers;
  /** The declared special goods it is priced with, as codes (specialGoods.ts); null: none declared. */
  specialGoods: SpecialGoods | null;
};

/** Nothing asked for beyond airport to airport, or a price stored before options. */
export const COVERS_NOTHING: Covers = { pickup: false, door: false, insurance: false };

/** What the visitor is answered of a request: its price, or why it has none. */
export type AnsweredPrice = { price: VisitorPrice } | { noPrice: NoPriceReason; line?: number };

/**
 * What the visitor may see of a priced request. A price stored before it
 * carried its chargeable weight takes `storedBefore`'s (the request's own).
 */
export function visitorPriceOf(price: Price, storedBefore?: number): VisitorPrice {
  // A price stored before options is its express option, airport to airport.
  // A price stored before CO2e has none (null).
  const options: VisitorOption[] = price.options?.map(({ service, low, high, transitDays, co2eKg }) => ({
    service,
    low,
    high,
    transitDays,
    co2eKg: co2eKg ?? null,
  })) ?? [{ service: "express", low: price.low, high: price.high, transitDays: price.zone.transitDays, co2eKg: null }];
  return {
    currency: price.currency,
    low: options[0].low,
    high: options[0].high,
    chargeableKg: price.chargeableKg ?? storedBefore ?? price.weightChargedKg,
    transitDays: options[0].transitDays,
    validUntil: price.validUntil,
    options,
    covers: price.covers ?? COVERS_NOTHING,
    specialGoods: price.specialGoods ?? null,
  };
}

/** Why a request got no instant price, in the order pricing.ts tells them (content/thank-you.yaml, noPrice). */
export const NO_PRICE_REASONS: readonly NoPriceReason[] = [
  "off",
  "expired",
  "noChargeableWeight",
  "noZone",
  ...GOODS_REFERRALS,
  "dangerousGoods",
  "noPieces",
  "beyondLimits",
];

/**
 * The price or the reason for none from the function's JSON answer, checked
 * (the page formats it with Intl, which throws on a bad currency), or null.
 */
export function readAnsweredPrice(answer: unknown): AnsweredPrice | null {
  const { price, noPrice } = (answer ?? {}) as { price?: Partial<VisitorPrice> | null; noPrice?: unknown };
  if (price) {
    const numbers = [price.low, price.high, price.chargeableKg];
    if (
      typeof price.currency === "string" && /^[A-Z]{3}$/.test(price.currency) &&
      numbers.every(isAmount) &&
      typeof price.transitDays === "string" && typeof price.validUntil === "string" &&
      /^\d{4}-\d{2}-\d{2}$/.test(price.validUntil)
    ) {
      // An answer from before options is its one option, airport to airport.
      const options = price.options === undefined
        ? [{
          service: "express" as const,
          low: price.low!,
          high: price.high!,
          transitDays: price.transitDays,
          co2eKg: null,
        }]
        : readOptions(price.options);
      const covers = price.covers === undefined ? COVERS_NOTHING : readCovers(price.covers);
      // An answer from before special goods were priced declares none.
      const goods = price.specialGoods === undefined || price.specialGoods === null
        ? null
        : readSpecialGoods(price.specialGoods);
      if (goods === null && price.specialGoods !== undefined && price.specialGoods !== null) return null;
      return options && covers ? { price: { ...(price as VisitorPrice), options, covers, specialGoods: goods } } : null;
    }
    return null;
  }
  if (!NO_PRICE_REASONS.includes(noPrice as NoPriceReason)) return null;
  // A packing list's line past the card's limits, counted from 0: the page names it.
  const { line } = answer as { line?: unknown };
  return typeof line === "number" && Number.isInteger(line) && line >= 0 && line < 100
    ? { noPrice: noPrice as NoPriceReason, line }
    : { noPrice: noPrice as NoPriceReason };
}

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The options of an answer, each checked; null when any is not one. An option without CO2e has none (null). */
function readOptions(value: unknown): VisitorOption[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const options = value.map((option: Partial<VisitorOption> | null) =>
    option && (SERVICES as readonly unknown[]).includes(option.service) && isAmount(option.low) &&
      isAmount(option.high) && typeof option.transitDays === "string" &&
      (option.co2eKg === undefined || option.co2eKg === null || (isAmount(option.co2eKg) && option.co2eKg >= 0))
      ? {
        service: option.service!,
        low: option.low,
        high: option.high,
        transitDays: option.transitDays,
        co2eKg: option.co2eKg ?? null,
      }
      : null
  );
  return options.every((option) => option !== null) ? options as VisitorOption[] : null;
}

function readCovers(value: unknown): Covers | null {
  const covers = (value ?? {}) as Partial<Covers>;
  const keys = ["pickup", "door", "insurance"] as const;
  return keys.every((key) => typeof covers[key] === "boolean")
    ? { pickup: covers.pickup!, door: covers.door!, insurance: covers.insurance! }
    : null;
}

/** The sentences around a price (content/thank-you.yaml, price). */
export const PRICE_WORD_KEYS = [
  "title",
  "weight",
  "fromAirport",
  "fromCity",
  "fromCityQuoted",
  "fromYourCityQuoted",
  "toAirport",
  "toDoor",
  "toDoorQuoted",
  "insured",
  "insuredQuoted",
  "transit",
  "validUntil",
  "included",
  "excluded",
  "confirm",
  "optionsTitle",
  "express",
  "economy",
  "choose",
  "chosen",
  "chosenBadge",
  "choiceFailed",
  "byReply",
] as const;

export type PriceWords = Record<(typeof PRICE_WORD_KEYS)[number], string>;

/** Why there is no instant price, one sentence per reason; and the one naming a packing list's line past the limits. */
export type NoPriceWords = Record<NoPriceReason, string> & { beyondLimitsLine: string };

/**
 * The sentence saying why there is no instant price: the reason's, or, for a
 * line of the packing list past the card's limits (`line` from 0), the one
 * naming that line by its number as the form shows it.
 */
export function noPriceSentence(
  words: NoPriceWords,
  reason: NoPriceReason,
  line: number | undefined,
  language: string,
): string {
  return reason === "beyondLimits" && line !== undefined
    ? fillTemplate(words.beyondLimitsLine, { number: formatNumber(line + 1, language) })
    : words[reason];
}

/**
 * What the visitor asked beyond airport to airport: the city to collect from
 * (as it may be shown), the door, insurance. `unnamedCity`: a city was asked
 * that is not to be named, said as "your city" instead (an e-mail to an
 * address the visitor typed names only the rate card's cities: see
 * confirmationEmail.tsx).
 */
export type Asked = { pickupCity: string | null; door: boolean; insure: boolean; unnamedCity?: boolean };

/** A pickup city asked for: `named` is the city as the rate card names it, null for one the card does not name. */
export type PickupAsked = { named: string | null };

/**
 * What an e-mail to the visitor may say of the pickup city typed: only the
 * card's name of it (stored with the price); any other city, never repeated,
 * is "your city" in the visitor's words (fromYourCityQuoted), so the form
 * cannot mail what a stranger typed to the address they typed. Null: none asked.
 */
export function pickupAsked(typedCity: string, pricing: Pricing | null): PickupAsked | null {
  if (typedCity.trim() === "") return null;
  return { named: pricing?.kind === "priced" ? pricing.price.pickupCity ?? null : null };
}

/** What the covers alone say was asked, when the request's own answers are not at hand. */
export const askedByCovers = (covers: Covers): Asked => ({
  pickupCity: null,
  door: covers.door,
  insure: covers.insurance,
});

/** An Asked read back from storage, checked; null when it is not one. */
export function readAsked(value: unknown): Asked | null {
  const { pickupCity, door, insure } = (value ?? {}) as Partial<Asked>;
  return (pickupCity === null || typeof pickupCity === "string") && typeof door === "boolean" &&
      typeof insure === "boolean"
    ? { pickupCity, door, insure }
    : null;
}

/**
 * "USD 560–690" as the language writes a range, by Intl's formatRange; where
 * the browser has none (Safari before 15.4, Chrome before 106, Firefox before
 * 116), the two amounts, each formatted, on either side of a dash.
 */
export function formatRange(format: Intl.NumberFormat, low: number, high: number): string {
  const withRange = format as Intl.NumberFormat & { formatRange?: (start: number, end: number) => string };
  if (typeof withRange.formatRange === "function") return withRange.formatRange(low, high);
  return `${format.format(low)} – ${format.format(high)}`;
}

/** One option as the visitor reads it: its name, its range and its transit time. */
export type ShownOption = { service: ServiceName; name: string; range: string; transit: string };

export type ShownPrice = {
  title: string;
  /** The first option's range. */
  range: string;
  /** The weight, where from and where to (and insurance), until when. */
  details: string[];
  options: ShownOption[];
  included: string;
  excluded: string;
  confirm: string;
};

/** A line of what was asked beyond the airports, and whether the price covers it (false: the team quotes it). */
export type CoverLine = { line: string; covered: boolean };

/** Where the price starts and ends, and its insurance: each line, included in the price or quoted by the team. */
export function coverLinesOf(covers: Covers, asked: Asked, words: PriceWords): CoverLine[] {
  const city = asked.pickupCity?.trim() ?? "";
  const from: CoverLine[] = city === ""
    ? covers.pickup ? [] : [
      asked.unnamedCity
        ? { line: words.fromYourCityQuoted, covered: false }
        : { line: words.fromAirport, covered: true },
    ]
    : [{ line: fillTemplate(covers.pickup ? words.fromCity : words.fromCityQuoted, { city }), covered: covers.pickup }];
  const to = asked.door
    ? { line: covers.door ? words.toDoor : words.toDoorQuoted, covered: covers.door }
    : { line: words.toAirport, covered: true };
  const insured = asked.insure
    ? [{ line: covers.insurance ? words.insured : words.insuredQuoted, covered: covers.insurance }]
    : [];
  return [...from, to, ...insured];
}

/**
 * The price's sentences in `language`: each option's range (by currency code,
 * so USD and HKD never look alike) and days, and what the price covers of what
 * the visitor asked (`asked`; without it, what the covers say).
 */
export function describePrice(price: VisitorPrice, words: PriceWords, language: string, asked?: Asked): ShownPrice {
  const money = (locale: string) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: price.currency,
      currencyDisplay: "code",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  let format: Intl.NumberFormat;
  try {
    format = money(language);
  } catch {
    format = money("en");
  }
  let date: string;
  try {
    date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Asia/Hong_Kong" })
      .format(new Date(`${price.validUntil}T12:00:00+08:00`));
  } catch {
    date = price.validUntil;
  }
  const options = price.options.map((option) => ({
    service: option.service,
    name: words[option.service],
    range: formatRange(format, option.low, option.high),
    transit: fillTemplate(words.transit, { days: option.transitDays }),
  }));
  return {
    title: words.title,
    range: options[0].range,
    details: [
      fillTemplate(words.weight, { weight: formatNumber(price.chargeableKg, language, { maximumFractionDigits: 1 }) }),
      ...coverLinesOf(price.covers, asked ?? askedByCovers(price.covers), words).map(({ line }) => line),
      fillTemplate(words.validUntil, { date }),
    ],
    options,
    included: words.included,
    excluded: words.excluded,
    confirm: words.confirm,
  };
}
