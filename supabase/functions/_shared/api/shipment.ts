// What both the quote page's API and the console's answer of a lead's
// shipment, in the same shape: the booking request the shipper last sent from
// their quote page, and the milestones the team recorded. Declared once here,
// with their readers (read.ts): the function shapes them
// (send-contact-email/shipper/shipperTypes.ts, milestones/milestoneRoute.ts),
// the quote page and the console read them.
import type { BookingParty, PartyField } from "../booking/bookingFields.ts";
import { type ServiceName, SERVICES } from "../price/services.ts";
import { type Milestone, MILESTONES } from "../quotePage.ts";
import { type BookedOffer, readBookedOfferField } from "./offers.ts";
import { absentAs, count, day, fields, instant, list, nullable, oneOf, optional, type Reader, text } from "./read.ts";

export { type BookingParty, type Milestone, MILESTONES, type ServiceName, SERVICES };

/** A lead's booking request as answered: what was last sent, when, and how many more sends it may have. */
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
  /** The offer it was sent at (offers.ts), or null: booked at the estimate. */
  offer: BookedOffer | null;
};

/** A milestone recorded, as answered: which, when (ISO), and for departed its flight. */
export type RecordedMilestone = { milestone: Milestone; at: string; flight?: string };

export const readService: Reader<ServiceName> = oneOf(SERVICES);

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

export const readRecordedMilestone: Reader<RecordedMilestone> = fields<RecordedMilestone>({
  milestone: oneOf(MILESTONES),
  at: instant,
  flight: optional(text),
});

/** A lead's booking, or null; null too in an answer from before bookings. */
export const readBookingField: Reader<LeadBooking | null> = absentAs(nullable(readLeadBooking), null);

/** A lead's milestones in their order; none in an answer from before milestones. */
export const readMilestonesField: Reader<RecordedMilestone[]> = absentAs(list(readRecordedMilestone), []);
