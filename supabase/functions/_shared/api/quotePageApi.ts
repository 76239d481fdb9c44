// The quote page's API, declared once with its readers: what the shipper's
// quote page (src/quote/quoteApi.ts) asks with the lead's key and what the
// function answers (send-contact-email/shipper/shipperRoutes.ts shapes it):
//   - GET /quote/<reference>: QuoteAnswer;
//   - POST /quote/<reference>/choice ChoiceBody: ChoiceAnswer;
//   - POST /quote/<reference>/booking BookingBody: BookingSentAnswer
//     (booking.ts);
//   - POST /quote/<reference>/renewal (no body): 202 RenewalAnswer (offers.ts;
//     409 one of RENEWAL_CONFLICTS);
//   - a refusal: QuoteRefusal (403 forbidden, 400 invalid_fields with each
//     field's sentence, 409 one of QUOTE_CONFLICTS, 429 too many).
import { CARGO_FIELDS, DELIVERY_PLACES, type DeliveryPlace } from "../contactFields.ts";
import type { NoPriceReason } from "../price/pricing.ts";
import { NO_PRICE_REASONS, type VisitorPrice } from "../price/visitorPrice.ts";
import { type QuoteBooking, readQuoteBooking } from "./booking.ts";
import { type ErrorAnswer, refusalReader } from "./errorAnswer.ts";
import { type OfferRenewal, type QuoteOffer, readQuoteOfferField, readRenewalField } from "./offers.ts";
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
  nullable,
  oneOf,
  optional,
  type Reader,
  record,
  text,
} from "./read.ts";
import { readMilestonesField, readService, type RecordedMilestone, type ServiceName } from "./shipment.ts";

export * from "./booking.ts";
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
