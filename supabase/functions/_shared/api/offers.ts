// A firm offer: the team's answer to a lead, an exact amount per option that
// the shipper can book at until its last day. Declared once here with its
// readers (read.ts), for both APIs that carry it:
//   - the console's (consoleApi.ts): POST /team/leads/<reference>/offers
//     OfferBody: 201 OfferAnswer; a lead lists its offers (SentOffer) and the
//     window a new one may be sent in (OfferWindow);
//   - the quote page's (quotePageApi.ts): the latest offer as the shipper sees
//     it (QuoteOffer), the renewal asked since (OfferRenewal), POST
//     /quote/<reference>/renewal: 202 RenewalAnswer; a booking at an offer's
//     price names it, and the lead's booking says which (BookedOffer).
// The body's rules are here too (checkOfferBody), so the console's form and the
// function refuse the same fields with the same codes. Plain TypeScript: no
// imports beyond _shared/.
import { type ServiceName, SERVICES } from "../price/services.ts";
import {
  absentAs,
  amount,
  count,
  day,
  fields,
  flag,
  instant,
  list,
  nullable,
  oneOf,
  type Reader,
  text,
} from "./read.ts";

/** The most offers a lead may be sent: the sixth is refused (429 too_many_offers). */
export const MAX_OFFERS_A_LEAD = 5;
/** The most options an offer has, each service at most once. */
export const MAX_OFFER_OPTIONS = 3;
/** The longest note to the shipper, in characters. */
export const MAX_OFFER_NOTE = 500;
/** How many days ahead of today (Hong Kong) an offer's last day may be. */
export const MAX_OFFER_DAYS = 30;
/** The most renewals a lead may ask for: the third is refused (429 too_many_renewals). */
export const MAX_RENEWALS_A_LEAD = 2;
/** The largest amount an option may have, in the currency's major units. */
export const MAX_OFFER_AMOUNT = 10_000_000;

/** What an option includes of what the shipper asked. */
export type OfferCovers = { pickup: boolean; door: boolean; insurance: boolean };

/** One option of an offer as the team sends it: the service, its exact amount (major units), its days, what it covers. */
export type OfferOptionBody = { service: ServiceName; amount: number; transitDays: string; covers: OfferCovers };

/** POST /team/leads/<reference>/offers. */
export type OfferBody = {
  /** YYYY-MM-DD, Hong Kong: the offer's last day, within the lead's OfferWindow. */
  validUntil: string;
  /** One to MAX_OFFER_OPTIONS, each service at most once. */
  options: OfferOptionBody[];
  /** To the shipper, as text; at most MAX_OFFER_NOTE characters. */
  note?: string;
};

/** An option as answered: its amount in `currency` (the card's, as a price's currency is). */
export type OfferOption = OfferOptionBody & { currency: string };

/** An offer as the console lists it: its number (from 1), when it was sent and by whom, what it offers. */
export type SentOffer = {
  number: number;
  sentAt: string;
  validUntil: string;
  options: OfferOption[];
  note: string | null;
  /** The member who sent it. */
  member: string;
  /** The chargeable weight it rests on, kg; null when it was not known. */
  chargeableKg: number | null;
};

/** POST /team/leads/<reference>/offers: 201. */
export type OfferAnswer = { offer: SentOffer };

/** What the console's form may pick for a new offer: its last day from `from` to `to`, amounts in `currency`. */
export type OfferWindow = {
  /** YYYY-MM-DD, Hong Kong: today. */
  from: string;
  /** YYYY-MM-DD: MAX_OFFER_DAYS ahead, or the rate card's last day while it holds, whichever is first. */
  to: string;
  currency: string;
  /** Digits of the currency's minor unit (2 for USD): an amount has at most these. */
  minorDigits: number;
};

/** The latest offer as the quote page shows it: nothing only the team sees. */
export type QuoteOffer = {
  number: number;
  sentAt: string;
  validUntil: string;
  /** Past validUntil (Hong Kong's day). */
  expired: boolean;
  options: OfferOption[];
  note: string | null;
  chargeableKg: number | null;
};

/** A new offer asked for from the quote page since the latest offer. */
export type OfferRenewal = { requestedAt: string };

/** POST /quote/<reference>/renewal: 202, which renewal of the lead it is (from 1) and when. */
export type RenewalAnswer = { renewal: { number: number; requestedAt: string } };

/** The 409s of a renewal: the latest offer still holds, or there is none to renew. */
export const RENEWAL_CONFLICTS = ["offer_valid", "no_offer"] as const;
export type RenewalConflict = (typeof RENEWAL_CONFLICTS)[number];

/** The offer a booking was sent at: its number, the option's amount and currency. */
export type BookedOffer = { number: number; amount: number; currency: string };

const readCovers = fields<OfferCovers>({ pickup: flag, door: flag, insurance: flag });

const readOption = fields<OfferOption>({
  service: oneOf(SERVICES),
  amount,
  transitDays: text,
  covers: readCovers,
  currency: text,
});

export const readSentOffer: Reader<SentOffer> = fields<SentOffer>({
  number: count,
  sentAt: instant,
  validUntil: day,
  options: list(readOption),
  note: nullable(text),
  member: text,
  chargeableKg: nullable(amount),
});

export const readOfferAnswer: Reader<OfferAnswer> = fields<OfferAnswer>({ offer: readSentOffer });

export const readOfferWindow: Reader<OfferWindow> = fields<OfferWindow>({
  from: day,
  to: day,
  currency: text,
  minorDigits: count,
});

export const readQuoteOffer: Reader<QuoteOffer> = fields<QuoteOffer>({
  number: count,
  sentAt: instant,
  validUntil: day,
  expired: flag,
  options: list(readOption),
  note: nullable(text),
  chargeableKg: nullable(amount),
});

export const readOfferRenewal: Reader<OfferRenewal> = fields<OfferRenewal>({ requestedAt: instant });

export const readRenewalAnswer: Reader<RenewalAnswer> = fields<RenewalAnswer>({
  renewal: fields({ number: count, requestedAt: instant }),
});

export const readBookedOffer: Reader<BookedOffer> = fields<BookedOffer>({ number: count, amount, currency: text });

/** A lead's offers, oldest first; none in an answer from before offers. */
export const readOffersField: Reader<SentOffer[]> = absentAs(list(readSentOffer), []);
/** The window of a new offer; null for a lead that takes none (booked, lost) and in an answer from before offers. */
export const readOfferWindowField: Reader<OfferWindow | null> = absentAs(nullable(readOfferWindow), null);
/** The quote page's latest offer, or null; null too in an answer from before offers. */
export const readQuoteOfferField: Reader<QuoteOffer | null> = absentAs(nullable(readQuoteOffer), null);
/** The renewal asked since the latest offer, or null; null too in an answer from before offers. */
export const readRenewalField: Reader<OfferRenewal | null> = absentAs(nullable(readOfferRenewal), null);
/** The offer a booking was sent at, or null; null too in an answer from before offers. */
export const readBookedOfferField: Reader<BookedOffer | null> = absentAs(nullable(readBookedOffer), null);

/**
 * What can be wrong with a field of an offer: missing, not the type, not one
 * of the choices (a service), a second option of the same service, outside its
 * range (a day outside the window, no option or too many, an amount not above
 * 0 or too large), more decimals than the currency has, not written as days
 * ("4-6"), too long, or a character that cannot be read (NUL).
 */
export const OFFER_PROBLEMS = [
  "required",
  "type",
  "choice",
  "duplicate",
  "range",
  "decimals",
  "format",
  "tooLong",
  "invalidCharacter",
] as const;
export type OfferProblem = (typeof OFFER_PROBLEMS)[number];

/** Each wrong field by its path ("validUntil", "options.0.amount", "options.1.service", "note") and its problem. */
export type OfferProblems = Record<string, OfferProblem>;

export type OfferCheck = { ok: true; value: OfferBody } | { ok: false; fields: OfferProblems };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Transit days as the rate card writes them: a number of days, or a range ("4-6"). */
const DAYS_PATTERN = /^\d{1,3}(?:-\d{1,3})?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, date] = match.map(Number);
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

/** An amount's problem: a number above 0, at most MAX_OFFER_AMOUNT, with at most `digits` decimals. */
function amountProblem(value: unknown, digits: number): OfferProblem | null {
  if (value === undefined || value === null) return "required";
  if (typeof value !== "number" || !Number.isFinite(value)) return "type";
  if (value <= 0 || value > MAX_OFFER_AMOUNT) return "range";
  return Number(value.toFixed(digits)) === value ? null : "decimals";
}

function daysProblem(value: unknown): OfferProblem | null {
  if (value === undefined || value === null || value === "") return "required";
  if (typeof value !== "string") return "type";
  return DAYS_PATTERN.test(value.trim()) ? null : "format";
}

const isCovers = (value: unknown): value is OfferCovers =>
  isRecord(value) && ["pickup", "door", "insurance"].every((key) => typeof value[key] === "boolean");

/** One option checked, its problems under `options.<index>.`; the option read when it has none. */
function checkOption(
  value: unknown,
  index: number,
  window: OfferWindow,
  taken: Set<string>,
  problems: OfferProblems,
): OfferOptionBody | null {
  const at = `options.${index}`;
  if (!isRecord(value)) {
    problems[at] = "type";
    return null;
  }
  const before = Object.keys(problems).length;
  const { service, amount, transitDays, covers } = value;
  if (service === undefined || service === null) problems[`${at}.service`] = "required";
  else if (!(SERVICES as readonly unknown[]).includes(service)) problems[`${at}.service`] = "choice";
  else if (taken.has(service as string)) problems[`${at}.service`] = "duplicate";
  else taken.add(service as string);
  const amountWrong = amountProblem(amount, window.minorDigits);
  if (amountWrong) problems[`${at}.amount`] = amountWrong;
  const daysWrong = daysProblem(transitDays);
  if (daysWrong) problems[`${at}.transitDays`] = daysWrong;
  if (!isCovers(covers)) problems[`${at}.covers`] = covers === undefined ? "required" : "type";
  if (Object.keys(problems).length > before) return null;
  const { pickup, door, insurance } = covers as OfferCovers;
  return {
    service: service as ServiceName,
    amount: amount as number,
    transitDays: (transitDays as string).trim(),
    covers: { pickup, door, insurance },
  };
}

function validUntilProblem(value: unknown, window: OfferWindow): OfferProblem | null {
  if (value === undefined || value === null || value === "") return "required";
  if (typeof value !== "string") return "type";
  if (!isCalendarDay(value)) return "format";
  return value < window.from || value > window.to ? "range" : null;
}

function noteProblem(value: unknown): OfferProblem | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return "type";
  if (value.includes("\u0000")) return "invalidCharacter";
  return Array.from(value.trim()).length > MAX_OFFER_NOTE ? "tooLong" : null;
}

/**
 * An offer's body checked against the lead's window: the offer read (the
 * days and the note trimmed, an empty note left out), or every wrong field by
 * its path. Unknown fields are ignored; never throws.
 */
export function checkOfferBody(input: unknown, window: OfferWindow): OfferCheck {
  if (!isRecord(input)) return { ok: false, fields: { validUntil: "required", options: "required" } };
  const problems: OfferProblems = {};
  const validUntil = validUntilProblem(input.validUntil, window);
  if (validUntil) problems.validUntil = validUntil;
  const given = input.options;
  const options: OfferOptionBody[] = [];
  if (given === undefined || given === null) problems.options = "required";
  else if (!Array.isArray(given)) problems.options = "type";
  else if (given.length === 0 || given.length > MAX_OFFER_OPTIONS) problems.options = "range";
  else {
    const taken = new Set<string>();
    given.forEach((option, index) => {
      const read = checkOption(option, index, window, taken, problems);
      if (read) options.push(read);
    });
  }
  const note = noteProblem(input.note);
  if (note) problems.note = note;
  if (Object.keys(problems).length > 0) return { ok: false, fields: problems };
  const noteText = typeof input.note === "string" ? input.note.trim() : "";
  return {
    ok: true,
    value: { validUntil: input.validUntil as string, options, ...(noteText === "" ? {} : { note: noteText }) },
  };
}
