// A shipper's booking request as both APIs carry it, declared once here with
// its readers (read.ts): the function shapes it (booking/bookingRoute.ts,
// lead/leadExtras.ts), the quote page and the console read it.
//   - POST /quote/<reference>/booking BookingBody: BookingSentAnswer. The body
//     is checked by the booking's rules (booking/bookingRequest.ts, yup) and
//     names the offer it books at once the lead has one (offers.ts).
//   - The quote page's answer shows the booking as QuoteBooking, its parties
//     only while the lead is open; the console's shows the whole booking
//     (LeadBooking).
import type { BookingParty, BookingRequest, PartyField } from "../booking/bookingFields.ts";
import type { ServiceName } from "../price/services.ts";
import {
  absentAs,
  amount,
  count,
  day,
  fields,
  instant,
  isRecord,
  nullable,
  oneOf,
  optional,
  type Reader,
  text,
} from "./read.ts";
import { readService } from "./shipment.ts";

export type { BookingParty };

/** The offer a booking was sent at: its number, the option's amount and currency. */
export type BookedOffer = { number: number; amount: number; currency: string };

/** A lead's booking request as the console has it: what was last sent, when, and how many more sends it may have. */
export type LeadBooking = {
  service: ServiceName;
  /** YYYY-MM-DD, Hong Kong. */
  cargoReadyDate: string;
  supplier: BookingParty;
  /** For door delivery; absent when none was given. */
  consignee?: BookingParty;
  /** Absent when none were given. */
  notes?: string;
  /** ISO instant of the last send. */
  requestedAt: string;
  changesLeft: number;
  /** The offer it was sent at, or null: booked at the estimate. */
  offer: BookedOffer | null;
};

/** Whom the booking names and what it says: the supplier, the consignee and the notes (absent when none). */
export type QuoteBookingParties = { supplier: BookingParty; consignee?: BookingParty; notes?: string };

/**
 * A lead's booking as its quote page shows it: the service, the day and the
 * sends, with its parties while the lead is open; once it is closed (lost, or
 * booked and delivered) `parties` is null, so a link forwarded later shows no
 * one's details.
 */
export type QuoteBooking = Omit<LeadBooking, "supplier" | "consignee" | "notes"> & {
  parties: QuoteBookingParties | null;
};

/**
 * POST /quote/<reference>/booking: the booking as the page sends it, with the
 * number of the offer it books at: the lead's latest, while it holds, and
 * required once the lead has one.
 */
export type BookingBody = BookingRequest & { offer?: number };
export type BookingSentAnswer = { status: "booking requested"; booking: QuoteBooking };

export const readBookedOffer: Reader<BookedOffer> = fields<BookedOffer>({ number: count, amount, currency: text });

/** The offer a booking was sent at, or null; null too in an answer from before offers. */
export const readBookedOfferField: Reader<BookedOffer | null> = absentAs(nullable(readBookedOffer), null);

export const readParty: Reader<BookingParty> = fields<Record<PartyField, string>>({
  company: text,
  contact: text,
  phone: text,
  address: text,
});

export const readLeadBooking: Reader<LeadBooking> = fields<LeadBooking>({
  service: readService,
  cargoReadyDate: day,
  supplier: readParty,
  consignee: optional(readParty),
  notes: optional(text),
  requestedAt: instant,
  changesLeft: count,
  offer: readBookedOfferField,
});

/** A lead's booking, or null; null too in an answer from before bookings. */
export const readBookingField: Reader<LeadBooking | null> = absentAs(nullable(readLeadBooking), null);

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

export const readBookingSentAnswer: Reader<BookingSentAnswer> = fields<BookingSentAnswer>({
  status: oneOf(["booking requested"]),
  booking: readQuoteBooking,
});
