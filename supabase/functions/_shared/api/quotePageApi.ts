// The quote page's API, declared once with its readers: what the shipper's
// quote page (src/quote/quoteApi.ts) asks with the lead's key and what the
// function answers (send-contact-email/shipper/shipperRoutes.ts shapes it):
//   - GET /quote/<reference>: QuoteAnswer;
//   - POST /quote/<reference>/choice ChoiceBody: ChoiceAnswer;
//   - POST /quote/<reference>/booking BookingBody: BookingSentAnswer, the body
//     checked by the booking's rules (booking/bookingRequest.ts, yup), at an
//     offer's price when it names one (offers.ts);
//   - POST /quote/<reference>/renewal (no body): 202 RenewalAnswer (offers.ts;
//     409 one of RENEWAL_CONFLICTS);
//   - a refusal: QuoteRefusal (403 forbidden, 400 invalid_fields with each
//     field's sentence, 409 one of QUOTE_CONFLICTS, 429 too many).
import type { BookingParty, BookingRequest } from "../booking/bookingFields.ts";
import { CARGO_FIELDS, DELIVERY_PLACES, type DeliveryPlace } from "../contactFields.ts";
import type { NoPriceReason } from "../price/pricing.ts";
import { NO_PRICE_REASONS, type VisitorPrice } from "../price/visitorPrice.ts";
import { type ErrorAnswer, refusalReader } from "./errorAnswer.ts";
import {
  type OfferRenewal,
  type QuoteOffer,
  readBookedOfferField,
  readQuoteOfferField,
  readRenewalField,
} from "./offers.ts";
import { readVisitorPrice } from "./quoteRequestApi.ts";
import {
  absentAs,
  amount,
  anyObject,
  count,
  day,
  fields,
  flag,
  instant,
  isRecord,
  nullable,
  oneOf,
  optional,
  type Reader,
  record,
  text,
} from "./read.ts";
import {
  type LeadBooking,
  readMilestonesField,
  readParty,
  readService,
  type RecordedMilestone,
  type ServiceName,
} from "./shipment.ts";

export * from "./shipment.ts";
export * from "./offers.ts";
export { NO_PRICE_REASONS, type NoPriceReason, type VisitorPrice };

/** Where a lead stands, as its quote page says it. */
export const QUOTE_STATUSES = ["received", "answered", "booking requested", "booked", "closed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What the shipper asked, as the quote repeats it. */
export type QuoteAsked = {
  country: string;
  chargeableKg: number | null;
  /** A packing list's lines added up; else as given. */
  grossKg: number | null;
  pieces: number | null;
  /** The pickup city as the rate card names it; null when none was asked or the card does not name it. */
  pickupCity: string | null;
  deliverTo: DeliveryPlace;
  insure: boolean;
};

/** A booked lead's air waybill and the airline's tracking page. */
export type QuoteTracking = { airWaybill: string; airline: string; url: string };

/**
 * What `askAgain` carries of what was asked: the destination and the cargo,
 * never the shipper's name, address, phone or message (a forwarded link shows
 * no one's details; the visitor types their own).
 */
export const ASK_AGAIN_FIELDS = ["shippingCountry", "shippingDetails", ...CARGO_FIELDS] as const;

/** Whom the booking names and what it says: the supplier, the consignee and the notes (absent when none). */
export type QuoteBookingParties = { supplier: BookingParty; consignee?: BookingParty; notes?: string };

/**
 * A lead's booking as its quote page shows it: the service, the day and the
 * sends, with its parties while the lead is open; once it is closed (lost, or
 * booked and delivered) `parties` is null, so a link forwarded later shows no
 * one's details. The console reads the whole booking (LeadBooking).
 */
export type QuoteBooking = Omit<LeadBooking, "supplier" | "consignee" | "notes"> & {
  parties: QuoteBookingParties | null;
};

/** GET /quote/<reference>: what the shipper asked and may see of their lead, and nothing only the team sees. */
export type QuoteAnswer = {
  reference: string;
  /** The lead's language (the site's code). */
  language: string;
  askedAt: string;
  /** YYYY-MM-DD, Hong Kong: the price's last day; null without a price. */
  validUntil: string | null;
  expired: boolean;
  asked: QuoteAsked;
  /** The ranges (the thank-you page's price), each option with its CO2e or null; never a total. */
  price: VisitorPrice | null;
  noPrice: NoPriceReason | null;
  /** The packing list's line past the card's limits (from 0), when that is why there is no price. */
  noPriceLine: number | null;
  chosen: ServiceName | null;
  status: QuoteStatus;
  booking: QuoteBooking | null;
  milestones: RecordedMilestone[];
  tracking: QuoteTracking | null;
  /**
   * Once expired: the quote form's fields of ASK_AGAIN_FIELDS as they were
   * sent, by name (the lines as a list), to ask again; else null.
   */
  askAgain: Record<string, unknown> | null;
  /** The team's latest offer, which replaces the estimate's validity; null: none sent. */
  offer: QuoteOffer | null;
  /** A new offer asked for since the latest offer; null: none. */
  renewal: OfferRenewal | null;
};

/** POST /quote/<reference>/choice. */
export type ChoiceBody = { service: ServiceName };
export type ChoiceAnswer = { reference: string; chosen: ServiceName };

/**
 * POST /quote/<reference>/booking: the booking as the page sends it (its rules:
 * booking/bookingRequest.ts), with the number of the offer it books at: the
 * lead's latest, while it holds, and required once the lead has one.
 */
export type BookingBody = BookingRequest & { offer?: number };
export type BookingSentAnswer = { status: "booking requested"; booking: QuoteBooking };

/**
 * The 409s of the choice and the booking: booked already, past the price's
 * last day, or the lead closed; and of a booking at an offer's price: the offer
 * named is not the latest, the latest is past its last day, or the lead has an
 * offer and the booking names none. Each offer refusal says the latest offer's
 * number (`offer`), its message in the lead's language.
 */
export const QUOTE_CONFLICTS = [
  "booked",
  "expired",
  "closed",
  "offer_superseded",
  "offer_expired",
  "offer_required",
] as const;
export type QuoteConflict = (typeof QUOTE_CONFLICTS)[number];

/**
 * A refusal, with what the page reads of it: a 400's sentence per field (in
 * the lead's language), a 409's last day, or the latest offer's number.
 */
export type QuoteRefusal = ErrorAnswer<{ fields?: Record<string, string>; validUntil?: string; offer?: number }>;

const readAsked = fields<QuoteAsked>({
  country: text,
  chargeableKg: nullable(amount),
  grossKg: nullable(amount),
  pieces: nullable(amount),
  pickupCity: absentAs(nullable(text), null),
  deliverTo: oneOf(DELIVERY_PLACES),
  insure: flag,
});

const readTracking = fields<QuoteTracking>({ airWaybill: text, airline: text, url: text });

const readParties = fields<QuoteBookingParties>({
  supplier: readParty,
  consignee: optional(readParty),
  notes: optional(text),
});

const readBookingOnly = fields<QuoteBooking>({
  service: readService,
  cargoReadyDate: day,
  requestedAt: instant,
  changesLeft: count,
  offer: readBookedOfferField,
  parties: nullable(readParties),
});

/** A booking; one from a function deployed before `parties`, its parties beside the rest, read as them. */
export const readQuoteBooking: Reader<QuoteBooking> = (value, at) => {
  if (!isRecord(value) || "parties" in value) return readBookingOnly(value, at);
  const { supplier, consignee, notes, ...rest } = value;
  return readBookingOnly({ ...rest, parties: { supplier, consignee, notes } }, at);
};

// A field absent is one a function deployed before it did not send: its default.
export const readQuoteAnswer: Reader<QuoteAnswer> = fields<QuoteAnswer>({
  reference: text,
  language: absentAs(text, "en"),
  askedAt: instant,
  validUntil: absentAs(nullable(day), null),
  expired: absentAs(flag, false),
  asked: readAsked,
  price: nullable(readVisitorPrice),
  noPrice: absentAs(nullable(oneOf(NO_PRICE_REASONS)), null),
  noPriceLine: absentAs(nullable(count), null),
  chosen: nullable(readService),
  status: oneOf(QUOTE_STATUSES),
  booking: absentAs(nullable(readQuoteBooking), null),
  milestones: readMilestonesField,
  tracking: absentAs(nullable(readTracking), null),
  askAgain: absentAs(nullable(anyObject), null),
  offer: readQuoteOfferField,
  renewal: readRenewalField,
});

export const readChoiceAnswer: Reader<ChoiceAnswer> = fields<ChoiceAnswer>({ reference: text, chosen: readService });

export const readBookingSentAnswer: Reader<BookingSentAnswer> = fields<BookingSentAnswer>({
  status: oneOf(["booking requested"]),
  booking: readQuoteBooking,
});

export const readQuoteRefusal: Reader<QuoteRefusal> = refusalReader(
  fields<{ fields?: Record<string, string>; validUntil?: string; offer?: number }>({
    fields: optional(record(text)),
    validUntil: optional(day),
    offer: optional(count),
  }),
);

/** A 409's conflict as the page tells it; one it does not know reads as booked (nothing more to do here). */
export const conflictOf = (refusal: QuoteRefusal | null): QuoteConflict =>
  (QUOTE_CONFLICTS as readonly string[]).includes(refusal?.error.code ?? "")
    ? refusal!.error.code as QuoteConflict
    : "booked";
