// The SQL of the team's console: the leads, oldest first (the open ones: new
// or answered), one lead with what the visitor sent, its price, its history
// and its offers, and a change of its status, allowed moves only, recorded with the
// member who made it (lead_history), in one transaction with its booking
// e-mail (at most `maxBookingEmails` a lead in all).
import { estimateChargeableWeight } from "../../_shared/chargeableWeight.ts";
import type { ContactRequest } from "../../_shared/contactFields.ts";
import type { Pricing, ServiceName } from "../../_shared/price/pricing.ts";
import type { Database, Row } from "../storage/database.ts";
import { fieldsOfRow, iso, REQUEST_COLUMNS } from "../storage/requestRows.ts";
import { MILESTONES } from "../../_shared/quotePage.ts";
import {
  type BookingRow,
  bookingViewOf,
  LEAD_EXTRAS_SQL,
  type MilestoneRow,
  milestoneViewsOf,
} from "../lead/leadExtras.ts";
import type { LeadBooking, RecordedMilestone } from "../../_shared/api/shipment.ts";
import { LEAD_MOVES } from "../../_shared/leadActions.ts";
import { type OfferRow, OFFERS_SQL } from "../lead/leadOffers.ts";
import { type LeadStatus, lockLead, type LostReason } from "../lead/leadProgress.ts";
import { type LeadMark, markIn } from "./marking.ts";

/** A lead as the console's list shows it. */
export type LeadListItem = {
  id: string;
  reference: string;
  createdAt: Date;
  country: string;
  chargeableKg: number | null;
  chosen: ServiceName | null;
  status: LeadStatus;
  /** The shipper sent a booking request from the quote page, and the lead is not booked yet. */
  bookingRequested: boolean;
};

/** One change of a lead's status, or an offer sent: when, by whom, from what to what. */
export type LeadHistoryEntry = {
  at: Date;
  member: string;
  from: LeadStatus;
  to: LeadStatus;
  awb: string | null;
  reason: LostReason | null;
  /** The offer sent (its number); null for a change of status alone. */
  offer: number | null;
};

export type LeadDetail = Omit<LeadListItem, "id"> & {
  awb: string | null;
  lostReason: LostReason | null;
  language: string | null;
  request: ContactRequest;
  pricing: Pricing | null;
  history: LeadHistoryEntry[];
  /** The booking request as the shipper last sent it, and the milestones recorded (as the quote page has them). */
  booking: LeadBooking | null;
  milestones: RecordedMilestone[];
  /** The team's offers, oldest first. */
  offers: OfferRow[];
};

/** Where a page of the list starts: after this lead (its arrival, then its id). */
export type ListCursor = { createdAt: Date; id: string };

export type StatusChangeOutcome =
  | { kind: "changed"; requestId: string; bookingQueued: boolean }
  | { kind: "notFound" }
  | { kind: "conflict"; status: LeadStatus };

export type ConsoleStore = {
  /** At most `limit` leads after `after`, oldest first; the open ones (new, answered) or all. */
  listLeads(input: { open: boolean; after: ListCursor | null; limit: number }): Promise<LeadListItem[]>;
  /** The lead with this reference, or null. */
  leadDetail(reference: string): Promise<LeadDetail | null>;
  /** Changes a lead's status when the move is allowed (statusMoveAllowed), recording `member`. */
  changeStatus(
    input: { reference: string; change: LeadMark; member: string; now: Date; maxBookingEmails: number },
  ): Promise<StatusChangeOutcome>;
};

/** Whether the console allows `change` from where the lead stands (LEAD_MOVES): a booked lead again only under another number. */
export function statusMoveAllowed(from: { status: LeadStatus; awb: string | null }, change: LeadMark): boolean {
  const again = from.status === "booked" && change.status === "booked" && change.awb === from.awb;
  return LEAD_MOVES[from.status].includes(change.status) && !again;
}

const LIST_COLUMNS = `id, reference, created_at, shipping_country, chosen_service, status, pricing, language, awb,
  lost_reason, ${REQUEST_COLUMNS.join(", ")},
  (status <> 'booked' and exists (select 1 from public.lead_bookings b where b.request_id = r.id)) as booking_requested`;

function chargeableOf(row: Row, request: ContactRequest): number | null {
  const pricing = row.pricing as Pricing | null;
  if (pricing?.kind === "priced") return pricing.price.chargeableKg;
  return estimateChargeableWeight(request)?.chargeableKg ?? null;
}

function listItemOf(row: Row): LeadListItem & { request: ContactRequest } {
  const request = fieldsOfRow(row);
  return {
    id: String(row.id),
    reference: String(row.reference),
    createdAt: new Date(row.created_at as string),
    country: String(row.shipping_country),
    chargeableKg: chargeableOf(row, request),
    chosen: (row.chosen_service as ServiceName | null) ?? null,
    status: row.status as LeadStatus,
    bookingRequested: row.booking_requested === true,
    request,
  };
}

export function createConsoleStore(db: Database): ConsoleStore {
  return {
    listLeads: async ({ open, after, limit }) => {
      const rows = await db.query(
        `select ${LIST_COLUMNS} from public.contact_requests r
          where ($1::boolean is false or status in ('new', 'answered'))
            and ($2::timestamptz is null or (created_at, id) > ($2::timestamptz, $3::uuid))
          order by created_at, id
          limit $4`,
        [open, after ? iso(after.createdAt) : null, after?.id ?? null, limit],
      );
      return rows.map((row) => {
        const { request: _request, ...item } = listItemOf(row);
        return item;
      });
    },

    leadDetail: async (reference) => {
      const [row] = await db.query(
        `select ${LIST_COLUMNS}, ${LEAD_EXTRAS_SQL}, ${OFFERS_SQL} as offers
           from public.contact_requests r where reference = $1`,
        [reference, MILESTONES],
      );
      if (!row) return null;
      const { id: _id, ...item } = listItemOf(row);
      const history = await db.query<
        {
          at: string;
          member: string;
          from_status: LeadStatus;
          to_status: LeadStatus;
          awb: string | null;
          lost_reason: LostReason | null;
          offer_number: number | null;
        }
      >(
        `select at, member, from_status, to_status, awb, lost_reason, offer_number from public.lead_history
          where request_id = $1 order by at, id`,
        [row.id],
      );
      return {
        ...item,
        awb: (row.awb as string | null) ?? null,
        lostReason: (row.lost_reason as LostReason | null) ?? null,
        language: (row.language as string | null) ?? null,
        pricing: (row.pricing as Pricing | null) ?? null,
        history: history.map((entry) => ({
          at: new Date(entry.at),
          member: entry.member,
          from: entry.from_status,
          to: entry.to_status,
          awb: entry.awb,
          reason: entry.lost_reason,
          offer: entry.offer_number,
        })),
        booking: bookingViewOf((row.booking as BookingRow | null) ?? null),
        milestones: milestoneViewsOf((row.milestones as MilestoneRow[] | null) ?? []),
        offers: (row.offers as OfferRow[] | null) ?? [],
      };
    },

    changeStatus: ({ reference, change, member, now, maxBookingEmails }) =>
      db.transaction(async (tx): Promise<StatusChangeOutcome> => {
        const lead = await lockLead(tx, reference);
        if (!lead) return { kind: "notFound" };
        const from = lead.progress;
        if (!statusMoveAllowed(from, change)) return { kind: "conflict", status: from.status };
        // Each booking under a new number is one booking e-mail; past the ceiling the number is still recorded.
        const [{ bookings }] = await tx.query<{ bookings: number }>(
          "select count(*)::int as bookings from public.lead_history where request_id = $1 and to_status = 'booked'",
          [lead.id],
        );
        const outcome = await markIn(tx, reference, change, now, bookings < maxBookingEmails);
        await tx.query(
          `insert into public.lead_history (request_id, at, member, from_status, to_status, awb, lost_reason)
           values ($1, $2::timestamptz, $3, $4, $5, $6, $7)`,
          [
            lead.id,
            iso(now),
            member,
            from.status,
            change.status,
            change.status === "booked" ? change.awb : null,
            change.status === "lost" ? change.reason : null,
          ],
        );
        return { kind: "changed", requestId: lead.id, bookingQueued: outcome?.bookingQueued ?? false };
      }),
  };
}
