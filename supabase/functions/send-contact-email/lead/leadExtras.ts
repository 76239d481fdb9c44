// A lead's booking request and its shipment's milestones as the shipper's
// quote page and the team's console both read them: the SQL that reads them
// with the lead, the rows it gives, and the shapes both answer with
// (_shared/api/shipment.ts: LeadBooking, RecordedMilestone).
import type { BookingParty } from "../../_shared/booking/bookingRequest.ts";
import { MAX_BOOKING_SENDS } from "../../_shared/booking/bookingFields.ts";
import type { LeadBooking, RecordedMilestone } from "../../_shared/api/shipment.ts";
import type { ServiceName } from "../../_shared/price/pricing.ts";
import type { Milestone } from "../../_shared/quotePage.ts";

/** SQL: a lead's booking as a jsonb row, and its milestones in their order ($2: MILESTONES). */
export const BOOKING_SQL = `(select jsonb_build_object(
    'service', b.service, 'cargo_ready_date', b.cargo_ready_date, 'supplier', b.supplier,
    'consignee', b.consignee, 'notes', b.notes, 'sends', b.sends, 'requested_at', b.requested_at)
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
};

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
    offer: null,
  };
}

/** The milestones as answered; `flight` only on departed. */
export const milestoneViewsOf = (rows: readonly MilestoneRow[]): RecordedMilestone[] =>
  rows.map((row) => ({
    milestone: row.milestone,
    at: new Date(row.at).toISOString(),
    ...(row.flight === null ? {} : { flight: row.flight }),
  }));
