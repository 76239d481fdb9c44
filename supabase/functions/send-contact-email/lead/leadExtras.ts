// A lead's booking request and its shipment's milestones as the shipper's
// quote page and the team's console both read them: the SQL that reads them
// with the lead, the rows it gives, and the shapes both answer with
// (_shared/api/shipment.ts: LeadBooking, RecordedMilestone). A booking sent
// at an offer's price carries the offer's number and the option's amount.
import type { BookingParty } from "../../_shared/booking/bookingRequest.ts";
import { MAX_BOOKING_SENDS } from "../../_shared/booking/bookingFields.ts";
import type { LeadBooking, RecordedMilestone } from "../../_shared/api/shipment.ts";
import type { QuoteBooking } from "../../_shared/api/quotePageApi.ts";
import { minorDigitsOf, type ServiceName } from "../../_shared/price/pricing.ts";
import type { Milestone } from "../../_shared/quotePage.ts";
import { majorOf } from "./leadOffers.ts";
import type { LeadStatus } from "./leadProgress.ts";

/** SQL: a lead's booking as a jsonb row, and its milestones in their order ($2: MILESTONES). */
export const BOOKING_SQL = `(select jsonb_build_object(
    'service', b.service, 'cargo_ready_date', b.cargo_ready_date, 'supplier', b.supplier,
    'consignee', b.consignee, 'notes', b.notes, 'sends', b.sends, 'requested_at', b.requested_at,
    'offer_number', b.offer_number, 'offer_amount_minor', b.offer_amount_minor, 'offer_currency', b.offer_currency)
   from public.lead_bookings b where b.request_id = r.id)`;
export const LEAD_EXTRAS_SQL = `${BOOKING_SQL} as booking,
  coalesce((select jsonb_agg(jsonb_build_object('milestone', m.milestone, 'at', m.at, 'flight', m.flight)
                             order by array_position($2::text[], m.milestone))
              from public.lead_milestones m where m.request_id = r.id), '[]'::jsonb) as milestones`;

/** A lead_bookings row as the store reads it (jsonb: dates are strings). */
export type BookingRow = {
  service: ServiceName;
  cargo_ready_date: string;
  supplier: BookingParty;
  consignee: BookingParty | null;
  notes: string | null;
  sends: number;
  requested_at: string;
  /** The offer it was sent at, the option's amount in its currency's minor units; null (or absent): at the estimate. */
  offer_number?: number | null;
  offer_amount_minor?: number | null;
  offer_currency?: string | null;
};

/** The offer a booking was sent at, in the currency's major units; null: at the estimate. */
function bookedOfferOf(row: BookingRow): LeadBooking["offer"] {
  const { offer_number: number, offer_amount_minor: minor, offer_currency: currency } = row;
  if (number === null || number === undefined || minor === null || minor === undefined || !currency) return null;
  return { number, amount: majorOf(Number(minor), minorDigitsOf(currency)), currency };
}

export type MilestoneRow = { milestone: Milestone; at: string; flight: string | null };

/** The booking as answered (_shared/api/shipment.ts): the consignee and the notes only when given. */
export function bookingViewOf(row: BookingRow): LeadBooking;
export function bookingViewOf(row: BookingRow | null): LeadBooking | null;
export function bookingViewOf(row: BookingRow | null): LeadBooking | null {
  if (row === null) return null;
  return {
    service: row.service,
    cargoReadyDate: row.cargo_ready_date.slice(0, 10),
    supplier: row.supplier,
    ...(row.consignee ? { consignee: row.consignee } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
    requestedAt: new Date(row.requested_at).toISOString(),
    changesLeft: Math.max(0, MAX_BOOKING_SENDS - row.sends),
    offer: bookedOfferOf(row),
  };
}

/** The milestones as answered; `flight` only on departed. */
export const milestoneViewsOf = (rows: readonly MilestoneRow[]): RecordedMilestone[] =>
  rows.map((row) => ({
    milestone: row.milestone,
    at: new Date(row.at).toISOString(),
    ...(row.flight === null ? {} : { flight: row.flight }),
  }));

/** Whether the lead is open: neither lost nor booked and delivered. Its booking's parties are shown only until then. */
export const isOpen = (lead: { status: LeadStatus; milestones: readonly MilestoneRow[] }): boolean =>
  lead.status !== "lost" &&
  !(lead.status === "booked" && lead.milestones.some(({ milestone }) => milestone === "delivered"));

/** The booking as the quote page shows it: its parties while the lead is open, else null. */
export function quoteBookingOf(row: BookingRow, open: boolean): QuoteBooking {
  const { supplier, consignee, notes, ...rest } = bookingViewOf(row);
  const parties = { supplier, ...(consignee ? { consignee } : {}), ...(notes ? { notes } : {}) };
  return { ...rest, parties: open ? parties : null };
}
