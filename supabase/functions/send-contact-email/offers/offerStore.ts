// The SQL of the firm offers (offerRoutes.ts), each change in one transaction
// with the lead's row locked first, so two members sending at once, or a
// shipper asking twice, are taken one after the other:
//   - an offer sent by a member: numbered from 1 (at most `maxOffers` a lead),
//     its options, a line of the lead's history with the member (the first
//     moves a new lead to answered), and its e-mail to the shipper (a
//     notification of kind 'offer_<n>', payload {number});
//   - a renewal asked for by the shipper once the latest offer has expired:
//     numbered from 1 (at most `maxRenewals` a lead, one an offer), and its
//     e-mail to the team (kind 'renewal_<n>', payload {number, offer,
//     validUntil}, with the client's hash for the per-client limit).
import type { OfferBody } from "../../_shared/api/offers.ts";
import { hongKongDay } from "../../_shared/price/pricing.ts";
import type { Database, SqlRunner } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";
import { type LeadStatus, lockLead } from "../lead/leadProgress.ts";
import { minorOf, type OfferRow, OFFERS_SQL } from "../lead/leadOffers.ts";
import { type ClientLimit, clientLimitIn, readShipperLead, type ShipperLead } from "../lead/shipperAccess.ts";

export type SendOfferInput = {
  reference: string;
  /** The offer, checked against the lead's window (checkOfferBody). */
  offer: OfferBody;
  currency: string;
  minorDigits: number;
  /** The chargeable weight it rests on; null when not known. */
  chargeableKg: number | null;
  member: string;
  now: Date;
  maxOffers: number;
};

export type SendOfferOutcome =
  | { kind: "notFound" }
  /** Booked or lost: no offer goes to it. */
  | { kind: "closed"; status: LeadStatus }
  | { kind: "tooMany" }
  | { kind: "sent"; requestId: string; offer: OfferRow };

export type RenewalInput = ClientLimit & { reference: string; now: Date; maxRenewals: number };

export type RenewalOutcome =
  | { kind: "forbidden" }
  | { kind: "booked" }
  | { kind: "closed" }
  | { kind: "noOffer" }
  /** The latest offer still holds: its last day. */
  | { kind: "offerValid"; validUntil: string }
  | { kind: "tooMany" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  /** Asked (sent: a new renewal, its e-mail due; false: this offer's renewal was asked already). */
  | { kind: "renewed"; requestId: string; number: number; requestedAt: Date; sent: boolean };

export interface OfferStore {
  /** The lead of `reference` as its quote page reads it, with its offers, or null (lead/shipperAccess.ts). */
  lead(reference: string): Promise<ShipperLead | null>;
  /** Stores an offer, its history and its e-mail, unless the lead is closed or has its `maxOffers`. */
  send(input: SendOfferInput): Promise<SendOfferOutcome>;
  /** The lead's offer `number` (its e-mail is made from it), or null. */
  offer(requestId: string, number: number): Promise<OfferRow | null>;
  /** Stores the shipper's ask for a new offer and its e-mail, while the lead may have one. */
  renew(input: RenewalInput): Promise<RenewalOutcome>;
}

/** The lead's offers, oldest first, as OFFERS_SQL reads them. */
async function offersOf(tx: SqlRunner, requestId: string): Promise<OfferRow[]> {
  const [row] = await tx.query<{ offers: OfferRow[] }>(
    `select ${OFFERS_SQL} as offers from public.contact_requests r where r.id = $1`,
    [requestId],
  );
  return row?.offers ?? [];
}

async function sendIn(tx: SqlRunner, input: SendOfferInput): Promise<SendOfferOutcome> {
  const lead = await lockLead(tx, input.reference);
  if (!lead) return { kind: "notFound" };
  const { status } = lead.progress;
  if (status === "booked" || status === "lost") return { kind: "closed", status };
  const [{ sent }] = await tx.query<{ sent: number }>(
    "select count(*)::int as sent from public.lead_offers where request_id = $1",
    [lead.id],
  );
  if (sent >= input.maxOffers) return { kind: "tooMany" };
  const number = sent + 1;
  const { offer, now } = input;
  await tx.query(
    `insert into public.lead_offers
       (request_id, number, sent_at, valid_until, currency, minor_digits, chargeable_kg, note, member)
     values ($1, $2, $3::timestamptz, $4::date, $5, $6, $7, $8, $9)`,
    [
      lead.id,
      number,
      iso(now),
      offer.validUntil,
      input.currency,
      input.minorDigits,
      input.chargeableKg,
      offer.note ?? null,
      input.member,
    ],
  );
  for (const [position, option] of offer.options.entries()) {
    await tx.query(
      `insert into public.lead_offer_options
         (request_id, number, position, service, amount_minor, transit_days, pickup, door, insurance)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        lead.id,
        number,
        position,
        option.service,
        minorOf(option.amount, input.minorDigits),
        option.transitDays,
        option.covers.pickup,
        option.covers.door,
        option.covers.insurance,
      ],
    );
  }
  // The first offer answers a new lead, as marking it answered does (its answer's time kept from then on).
  const to: LeadStatus = status === "new" ? "answered" : status;
  if (status === "new") {
    await tx.query(
      `update public.contact_requests
          set status = 'answered', answered_at = coalesce(answered_at, $2::timestamptz), status_at = $2::timestamptz
        where id = $1`,
      [lead.id, iso(now)],
    );
  }
  await tx.query(
    `insert into public.lead_history (request_id, at, member, from_status, to_status, offer_number)
     values ($1, $2::timestamptz, $3, $4, $5, $6)`,
    [lead.id, iso(now), input.member, status, to, number],
  );
  await tx.query(
    `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at)
     values ($1, 'offer_' || $2::int, jsonb_build_object('number', $2::int), $3::timestamptz, $3::timestamptz)`,
    [lead.id, number, iso(now)],
  );
  const stored = (await offersOf(tx, lead.id)).find((row) => row.number === number)!;
  return { kind: "sent", requestId: lead.id, offer: stored };
}

async function renewIn(tx: SqlRunner, input: RenewalInput): Promise<RenewalOutcome> {
  const lead = await lockLead(tx, input.reference);
  if (!lead) return { kind: "forbidden" };
  if (lead.progress.status === "booked") return { kind: "booked" };
  if (lead.progress.status === "lost") return { kind: "closed" };
  const [latest] = await tx.query<{ number: number; valid_until: string }>(
    `select number, to_char(valid_until, 'YYYY-MM-DD') as valid_until from public.lead_offers
      where request_id = $1 order by number desc limit 1`,
    [lead.id],
  );
  if (!latest) return { kind: "noOffer" };
  if (hongKongDay(input.now) <= latest.valid_until) return { kind: "offerValid", validUntil: latest.valid_until };
  const renewals = await tx.query<{ number: number; offer_number: number; requested_at: Date }>(
    "select number, offer_number, requested_at from public.lead_renewals where request_id = $1 order by number",
    [lead.id],
  );
  const asked = renewals.find((renewal) => renewal.offer_number === latest.number);
  if (asked) {
    const requestedAt = new Date(asked.requested_at);
    return { kind: "renewed", requestId: lead.id, number: asked.number, requestedAt, sent: false };
  }
  if (renewals.length >= input.maxRenewals) return { kind: "tooMany" };
  const limited = await clientLimitIn(tx, "renewal", input, input.now);
  if (limited) return limited;
  const number = renewals.length + 1;
  await tx.query(
    `insert into public.lead_renewals (request_id, number, offer_number, requested_at)
     values ($1, $2, $3, $4::timestamptz)`,
    [lead.id, number, latest.number, iso(input.now)],
  );
  await tx.query(
    `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at, client_hash)
     values ($1, 'renewal_' || $2::int,
             jsonb_build_object('number', $2::int, 'offer', $3::int, 'validUntil', $4::text),
             $5::timestamptz, $5::timestamptz, $6)`,
    [lead.id, number, latest.number, latest.valid_until, iso(input.now), input.clientHash],
  );
  return { kind: "renewed", requestId: lead.id, number, requestedAt: input.now, sent: true };
}

export function createOfferStore(db: Database): OfferStore {
  return {
    lead: (reference) => readShipperLead(db, reference),
    send: (input) => db.transaction((tx) => sendIn(tx, input)),
    offer: async (requestId, number) => (await offersOf(db, requestId)).find((row) => row.number === number) ?? null,
    renew: (input) => db.transaction((tx) => renewIn(tx, input)),
  };
}
