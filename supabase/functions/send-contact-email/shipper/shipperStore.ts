// The SQL of the shipper's routes (shipperRoutes.ts): a lead as its quote page
// reads it, with its booking and milestones; the shipper's choice among its
// options and each send of its booking request, each stored with its e-mail
// to the team in the lead's thread (a notification of kind 'choice' numbered
// by the change, or 'booking_request' numbered by the send, with a copy of
// that send), in one transaction with the lead's row locked, so parallel
// requests count right on every instance. The key was checked before: a
// reference reaches this store only with its own key.
import type { BookingParty, BookingRequest } from "../../_shared/booking/bookingRequest.ts";
import { MAX_BOOKING_SENDS, PARTY_FIELDS } from "../../_shared/booking/bookingFields.ts";
import type { Pricing, ServiceName } from "../../_shared/price/pricing.ts";
import { MILESTONES } from "../../_shared/quotePage.ts";
import type { Database, SqlRunner } from "../storage/database.ts";
import { fieldsOfRow, iso, REQUEST_COLUMNS } from "../storage/requestRows.ts";
import { BOOKING_SQL, type BookingRow, LEAD_EXTRAS_SQL, type MilestoneRow } from "../lead/leadExtras.ts";
import type {
  BookingInput,
  BookingOutcome,
  ChoiceInput,
  ChoiceOutcome,
  ClientLimit,
  ShipperLead,
  ShipperStore,
} from "./shipperTypes.ts";

/** The services a lead's price offers, express first; none for a lead without a price. */
export function servicesOffered(pricing: Pricing | null): ServiceName[] {
  if (pricing?.kind !== "priced") return [];
  // A price stored before options had express alone.
  return pricing.price.options?.map((option) => option.service) ?? ["express"];
}

/**
 * The refusal when the client has made its allowance of `kind`'s e-mails
 * (across all leads) within the window, else null. The client's lock is held
 * to the end of the transaction, so parallel requests cannot both take the last one.
 */
async function clientLimit(
  tx: SqlRunner,
  kind: "choice" | "booking_request",
  limit: ClientLimit,
  now: Date,
): Promise<{ kind: "rateLimited"; retryAfterSeconds: number } | null> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`${kind}-client:${limit.clientHash}`]);
  const [recent] = await tx.query<{ count: number; oldest: Date | null }>(
    `select count(*)::int as count, min(created_at) as oldest from public.contact_notifications
      where ${kind === "choice" ? "kind" : "family"} = $3 and client_hash = $1 and created_at > $2::timestamptz`,
    [limit.clientHash, iso(new Date(now.getTime() - limit.windowMs)), kind],
  );
  if (recent.count < limit.perClient) return null;
  // A slot frees up when the oldest in the window leaves it.
  const retryAfterMs = new Date(recent.oldest!).getTime() + limit.windowMs - now.getTime();
  return { kind: "rateLimited", retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

async function chooseIn(tx: SqlRunner, input: ChoiceInput): Promise<ChoiceOutcome> {
  const [lead] = await tx.query<
    {
      id: string;
      reference: string;
      pricing: Pricing | null;
      chosen_service: ServiceName | null;
      choice_changes: number;
      status: string;
    }
  >(
    `select id, reference, pricing, chosen_service, choice_changes, status from public.contact_requests
      where reference = $1 for update`,
    [input.reference],
  );
  if (!lead) return { kind: "forbidden" };
  // Booked or lost, the choice is the team's; asked to book, the booking names the service (a correction changes it).
  if (lead.status === "booked" || lead.status === "lost") return { kind: "closed" };
  const [{ asked }] = await tx.query<{ asked: boolean }>(
    "select exists (select 1 from public.lead_bookings where request_id = $1) as asked",
    [lead.id],
  );
  if (asked) return { kind: "closed" };
  if (!servicesOffered(lead.pricing).includes(input.service)) return { kind: "notOffered" };
  const chosen = { kind: "chosen" as const, requestId: lead.id, reference: lead.reference, service: input.service };
  if (lead.chosen_service === input.service) return { ...chosen, changed: false };
  if (lead.choice_changes >= input.maxChanges) return { kind: "tooMany" };
  const limited = await clientLimit(tx, "choice", input, input.now);
  if (limited) return limited;
  const number = lead.choice_changes + 1;
  await tx.query(
    `with chosen as (
       update public.contact_requests
          set chosen_service = $2, chosen_at = $3::timestamptz, choice_changes = $4
        where id = $1
     )
     insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at, client_hash)
     values ($1, 'choice', jsonb_build_object('service', $2::text, 'number', $4::int), $3::timestamptz,
             $3::timestamptz, $5)`,
    [lead.id, input.service, iso(input.now), number, input.clientHash],
  );
  return { ...chosen, changed: true };
}

/** Two parties the same, field by field (jsonb keeps its keys in an order of its own). */
const sameParty = (a: BookingParty | null, b: BookingParty | null) =>
  a === null || b === null ? a === b : PARTY_FIELDS.every((field) => a[field] === b[field]);

/** Whether a send says exactly what the last one said (a double click, a retried request). */
const sameBooking = (row: BookingRow, booking: BookingRequest) =>
  row.service === booking.service && row.cargo_ready_date.slice(0, 10) === booking.cargoReadyDate &&
  sameParty(row.supplier, booking.supplier) && sameParty(row.consignee, booking.consignee) &&
  (row.notes ?? "") === booking.notes;

async function bookIn(tx: SqlRunner, input: BookingInput): Promise<BookingOutcome> {
  // The lead's row is locked first, and its booking read in a statement of its own: a statement sees the
  // database as it was when it began, so a booking read with the lock would miss the one a send just
  // committed while this one waited (two sends at once would then be two e-mails, or a sixth send).
  const [locked] = await tx.query<{ id: string; status: string }>(
    "select id, status from public.contact_requests where reference = $1 for update",
    [input.reference],
  );
  if (!locked) return { kind: "forbidden" };
  if (locked.status === "booked") return { kind: "booked" };
  if (locked.status === "lost") return { kind: "closed" };
  const [{ booking: current }] = await tx.query<{ booking: BookingRow | null }>(
    `select ${BOOKING_SQL} as booking from public.contact_requests r where r.id = $1`,
    [locked.id],
  );
  const lead = { ...locked, booking: current };
  const { booking } = input;
  if (lead.booking && sameBooking(lead.booking, booking)) {
    return { kind: "requested", requestId: lead.id, booking: lead.booking, sent: false };
  }
  if ((lead.booking?.sends ?? 0) >= MAX_BOOKING_SENDS) return { kind: "tooMany" };
  const limited = await clientLimit(tx, "booking_request", input, input.now);
  if (limited) return limited;
  const parties = [JSON.stringify(booking.supplier), booking.consignee && JSON.stringify(booking.consignee)];
  const [stored] = await tx.query<BookingRow>(
    `insert into public.lead_bookings as b
       (request_id, service, cargo_ready_date, supplier, consignee, notes, sends, first_requested_at, requested_at)
     values ($1, $2, $3::date, $4::jsonb, $5::jsonb, nullif($6, ''), 1, $7::timestamptz, $7::timestamptz)
     on conflict (request_id) do update
        set service = excluded.service, cargo_ready_date = excluded.cargo_ready_date, supplier = excluded.supplier,
            consignee = excluded.consignee, notes = excluded.notes, sends = b.sends + 1,
            requested_at = excluded.requested_at
     returning service, to_char(cargo_ready_date, 'YYYY-MM-DD') as cargo_ready_date, supplier, consignee, notes,
               sends, requested_at`,
    [lead.id, booking.service, booking.cargoReadyDate, ...parties, booking.notes, iso(input.now)],
  );
  await tx.query(
    `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at, client_hash)
     values ($1, 'booking_request_' || $2::int, jsonb_build_object('number', $2::int, 'booking', $3::jsonb),
             $4::timestamptz, $4::timestamptz, $5)`,
    [lead.id, stored.sends, JSON.stringify(booking), iso(input.now), input.clientHash],
  );
  return { kind: "requested", requestId: lead.id, booking: stored, sent: true };
}

async function readLead(db: Database, reference: string): Promise<ShipperLead | null> {
  const [row] = await db.query<
    Record<string, unknown> & {
      id: string;
      reference: string;
      language: string | null;
      created_at: Date;
      pricing: Pricing | null;
      chosen_service: ServiceName | null;
      status: ShipperLead["status"];
      awb: string | null;
      booking: BookingRow | null;
      milestones: MilestoneRow[];
    }
  >(
    `select r.id, r.reference, r.language, r.created_at, r.pricing, r.chosen_service, r.status, r.awb,
            ${REQUEST_COLUMNS.map((column) => `r.${column}`).join(", ")},
            ${LEAD_EXTRAS_SQL}
       from public.contact_requests r where r.reference = $1`,
    [reference, MILESTONES],
  );
  if (!row) return null;
  return {
    id: row.id,
    reference: row.reference,
    language: row.language,
    createdAt: new Date(row.created_at),
    fields: fieldsOfRow(row),
    pricing: row.pricing,
    chosen: row.chosen_service,
    status: row.status,
    awb: row.awb,
    booking: row.booking,
    milestones: row.milestones,
  };
}

export function createShipperStore(db: Database): ShipperStore {
  return {
    lead: (reference) => readLead(db, reference),
    choose: (input) => db.transaction((tx) => chooseIn(tx, input)),
    book: (input) => db.transaction((tx) => bookIn(tx, input)),
    forgetClients: async (before) => {
      const rows = await db.query(
        `update public.contact_notifications set client_hash = null
          where client_hash is not null and created_at <= $1::timestamptz
            and (kind = 'choice' or family = 'booking_request')
          returning id`,
        [iso(before)],
      );
      return rows.length;
    },
  };
}
