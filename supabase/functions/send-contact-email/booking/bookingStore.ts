// The SQL of a booking request (bookingRoute.ts): each send stored with its
// e-mail to the team in the lead's thread (a notification of kind
// 'booking_request_<n>', numbered by the send, with a copy of that send), in
// one transaction with the lead's row locked, so parallel requests count right
// on every instance. A booking at an offer's price is taken only while that
// offer is the lead's latest, checked under the same lock (a new offer sent
// meanwhile refuses it), and stores the offer's number and the option's
// amount with the booking. The key was checked before: a reference reaches
// this store only with its own key.
import type { BookedOffer } from "../../_shared/api/offers.ts";
import type { BookingParty, BookingRequest } from "../../_shared/booking/bookingRequest.ts";
import { MAX_BOOKING_SENDS, PARTY_FIELDS } from "../../_shared/booking/bookingFields.ts";
import type { Database, SqlRunner } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";
import { BOOKING_SQL, type BookingRow } from "../lead/leadExtras.ts";
import { minorOf } from "../lead/leadOffers.ts";
import { type ClientLimit, clientLimitIn, readShipperLead, type ShipperLead } from "../lead/shipperAccess.ts";

/** A send of the booking request: the booking checked, and the offer it is sent at (null: at the estimate). */
export type BookingInput = ClientLimit & {
  reference: string;
  booking: BookingRequest;
  offer: (BookedOffer & { minorDigits: number }) | null;
  now: Date;
};

/**
 * What became of a booking request: no such lead, already booked, its sixth
 * send, the client's allowance spent, its offer no longer the latest, or
 * stored (sent: a new send, its e-mail due; false: the same booking as the
 * last send, nothing changed).
 */
export type BookingOutcome =
  | { kind: "forbidden" }
  | { kind: "booked" }
  /** The team marked the lead lost. */
  | { kind: "closed" }
  | { kind: "tooMany" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  /** A new offer was sent since the one named (or the lead has one and none was named): the latest's number. */
  | { kind: "offerSuperseded"; latest: number }
  | { kind: "requested"; requestId: string; booking: BookingRow; sent: boolean };

/** Where the booking's route reads a lead and keeps its booking request. */
export interface BookingStore {
  /** The lead of `reference` as its quote page reads it, or null (lead/shipperAccess.ts). */
  lead(reference: string): Promise<ShipperLead | null>;
  /** Stores a send of the booking request, and its e-mail to the team, in one transaction. */
  book(input: BookingInput): Promise<BookingOutcome>;
}

/** Two parties the same, field by field (jsonb keeps its keys in an order of its own). */
const sameParty = (a: BookingParty | null, b: BookingParty | null) =>
  a === null || b === null ? a === b : PARTY_FIELDS.every((field) => a[field] === b[field]);

/** Whether a send says exactly what the last one said (a double click, a retried request), at the same offer. */
const sameBooking = (row: BookingRow, { booking, offer }: BookingInput) =>
  row.service === booking.service && row.cargo_ready_date.slice(0, 10) === booking.cargoReadyDate &&
  sameParty(row.supplier, booking.supplier) && sameParty(row.consignee, booking.consignee) &&
  (row.notes ?? "") === booking.notes && (row.offer_number ?? null) === (offer?.number ?? null);

/** The lead's latest offer's number under the lock, or null: what a booking at an offer must name. */
async function latestOfferNumber(tx: SqlRunner, requestId: string): Promise<number | null> {
  const [{ latest }] = await tx.query<{ latest: number | null }>(
    "select max(number)::int as latest from public.lead_offers where request_id = $1",
    [requestId],
  );
  return latest;
}

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
  const latest = await latestOfferNumber(tx, locked.id);
  if (latest !== null && latest !== input.offer?.number) return { kind: "offerSuperseded", latest };
  const [{ booking: current }] = await tx.query<{ booking: BookingRow | null }>(
    `select ${BOOKING_SQL} as booking from public.contact_requests r where r.id = $1`,
    [locked.id],
  );
  const { booking, offer } = input;
  if (current && sameBooking(current, input)) {
    return { kind: "requested", requestId: locked.id, booking: current, sent: false };
  }
  if ((current?.sends ?? 0) >= MAX_BOOKING_SENDS) return { kind: "tooMany" };
  const limited = await clientLimitIn(tx, "booking_request", input, input.now);
  if (limited) return limited;
  const parties = [JSON.stringify(booking.supplier), booking.consignee && JSON.stringify(booking.consignee)];
  const atOffer = offer ? [offer.number, minorOf(offer.amount, offer.minorDigits), offer.currency] : [null, null, null];
  const [stored] = await tx.query<BookingRow>(
    `insert into public.lead_bookings as b
       (request_id, service, cargo_ready_date, supplier, consignee, notes, sends, first_requested_at, requested_at,
        offer_number, offer_amount_minor, offer_currency)
     values ($1, $2, $3::date, $4::jsonb, $5::jsonb, nullif($6, ''), 1, $7::timestamptz, $7::timestamptz, $8, $9, $10)
     on conflict (request_id) do update
        set service = excluded.service, cargo_ready_date = excluded.cargo_ready_date, supplier = excluded.supplier,
            consignee = excluded.consignee, notes = excluded.notes, sends = b.sends + 1,
            requested_at = excluded.requested_at, offer_number = excluded.offer_number,
            offer_amount_minor = excluded.offer_amount_minor, offer_currency = excluded.offer_currency
     returning service, to_char(cargo_ready_date, 'YYYY-MM-DD') as cargo_ready_date, supplier, consignee, notes,
               sends, requested_at, offer_number, offer_amount_minor, offer_currency`,
    [locked.id, booking.service, booking.cargoReadyDate, ...parties, booking.notes, iso(input.now), ...atOffer],
  );
  // The e-mail's copy of the send: the booking, and the offer it was sent at.
  const copy = offer
    ? { ...booking, offer: { number: offer.number, amount: offer.amount, currency: offer.currency } }
    : booking;
  await tx.query(
    `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at, client_hash)
     values ($1, 'booking_request_' || $2::int, jsonb_build_object('number', $2::int, 'booking', $3::jsonb),
             $4::timestamptz, $4::timestamptz, $5)`,
    [locked.id, stored.sends, JSON.stringify(copy), iso(input.now), input.clientHash],
  );
  return { kind: "requested", requestId: locked.id, booking: stored, sent: true };
}

export function createBookingStore(db: Database): BookingStore {
  return {
    lead: (reference) => readShipperLead(db, reference),
    book: (input) => db.transaction((tx) => bookIn(tx, input)),
  };
}
