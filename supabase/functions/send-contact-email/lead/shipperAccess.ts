// What the shipper's routes share (the quote page's: shipper/, the booking's:
// booking/, a renewal's: offers/): the lead a request's key opens (lead/quoteKey.ts),
// read with everything the quote page shows of it, and the per-client limit
// of its client (RATE_LIMIT_PER_CLIENT_PER_HOUR across leads, counted apart
// for each kind of the shipper's e-mails to the team). A missing key, a wrong
// one, one past its day or one of another reference is 403 `forbidden`, and so
// is a lead no longer kept: nothing says which.
import type { ContactRequest } from "../../_shared/contactFields.ts";
import type { Pricing, ServiceName } from "../../_shared/price/pricing.ts";
import { MILESTONES } from "../../_shared/quotePage.ts";
import { clientHashOf, type ConnectionInfo } from "../http/clientAddress.ts";
import { HttpError } from "../http/http.ts";
import type { Logger } from "../settings/logger.ts";
import type { Database, SqlRunner } from "../storage/database.ts";
import { fieldsOfRow, iso, REQUEST_COLUMNS } from "../storage/requestRows.ts";
import { type BookingRow, LEAD_EXTRAS_SQL, type MilestoneRow } from "./leadExtras.ts";
import { type OfferRow, OFFERS_SQL, RENEWAL_SQL, type RenewalRow } from "./leadOffers.ts";
import type { LeadStatus } from "./leadProgress.ts";
import { bearerKey, type QuoteKeys, verifyQuoteKey } from "./quoteKey.ts";
import { REFERENCE_PATTERN } from "./reference.ts";

/** A lead as its quote page reads it. */
export type ShipperLead = {
  id: string;
  reference: string;
  language: string | null;
  createdAt: Date;
  fields: ContactRequest;
  pricing: Pricing | null;
  chosen: ServiceName | null;
  status: LeadStatus;
  awb: string | null;
  booking: BookingRow | null;
  milestones: MilestoneRow[];
  /** The team's offers, oldest first: the last is the one the shipper may book. */
  offers: OfferRow[];
  /** The last renewal the shipper asked for, or null. */
  renewal: RenewalRow | null;
};

/** The per-client limit of a route (RATE_LIMIT_PER_CLIENT_PER_HOUR across leads), with the client's salted hash. */
export type ClientLimit = { clientHash: string; perClient: number; windowMs: number };

/** The e-mails to the team a client's actions on quote pages are counted by, each kind apart. */
export type ClientLimited = "choice" | "booking_request" | "renewal";

export const forbidden = () =>
  new HttpError(403, "forbidden", "This quote cannot be opened from here: use the link of your request's e-mail.");

/** Refused: the lead is booked, so the shipper's page changes nothing more. */
export const bookedRefusal = () =>
  new HttpError(409, "booked", "This shipment is booked: reply to the team's e-mail to change it.");

/** Refused: the team marked the lead lost. */
export const closedRefusal = () =>
  new HttpError(409, "closed", "This request is closed: reply to the team's e-mail to take it up again.");

/** Refused: past the last day of the lead's price (or of its latest offer), which the refusal names. */
export const priceExpired = (validUntil: string) =>
  new HttpError(409, "expired", "This quote's price is past its last day: ask for a new quote.", { validUntil });

/** The lead of `reference` with its booking, milestones, offers and last renewal, or null. */
export async function readShipperLead(db: Database, reference: string): Promise<ShipperLead | null> {
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
      offers: OfferRow[];
      renewal: RenewalRow | null;
    }
  >(
    `select r.id, r.reference, r.language, r.created_at, r.pricing, r.chosen_service, r.status, r.awb,
            ${REQUEST_COLUMNS.map((column) => `r.${column}`).join(", ")},
            ${LEAD_EXTRAS_SQL}, ${OFFERS_SQL} as offers, ${RENEWAL_SQL} as renewal
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
    offers: row.offers,
    renewal: row.renewal,
  };
}

/**
 * The refusal when the client has made its allowance of `kind`'s e-mails
 * (across all leads) within the window, else null. The client's lock is held
 * to the end of the transaction, so parallel requests cannot both take the last one.
 */
export async function clientLimitIn(
  tx: SqlRunner,
  kind: ClientLimited,
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

/** What the shipper's routes are given to open a lead and limit its client. */
export type ShipperAccessDeps = {
  /** The lead of a reference (readShipperLead, through the capability's store). */
  lead: (reference: string) => Promise<ShipperLead | null>;
  clock: () => Date;
  logger: Logger;
  /** QUOTE_KEY_SECRETS and QUOTE_KEY_SECRET: a key opens its lead under a key listed; without one, nothing opens. */
  quoteKeys: QuoteKeys;
  /** The per-client limit, as the quote request's: the header naming the client, its hash's salt, the allowance. */
  limits: { clientAddressHeader: string | null; clientHashSalt: string; perClient: number; windowMs: number };
};

/** The lead a request's key opens, and the per-client limit of its client. */
export function shipperAccess(deps: ShipperAccessDeps) {
  const { clock, logger, limits } = deps;
  /** The lead `reference` when `key` opens it now; 403 otherwise, whatever the reason. */
  const openedBy = async (key: string | null, reference: string): Promise<ShipperLead> => {
    if (key === null || !REFERENCE_PATTERN.test(reference)) throw forbidden();
    if (!await verifyQuoteKey(deps.quoteKeys, reference, key, clock())) throw forbidden();
    const lead = await deps.lead(reference);
    if (lead === null) throw forbidden();
    return lead;
  };
  return {
    /** The lead `reference` when the request's key (Authorization: Bearer) opens it now; 403 otherwise, whatever the reason. */
    authorized: (request: Request, reference: string): Promise<ShipperLead> => openedBy(bearerKey(request), reference),
    openedBy,

    clientLimit: async (request: Request, connection?: ConnectionInfo): Promise<ClientLimit> => ({
      clientHash: await clientHashOf(request, connection, {
        trustedHeader: limits.clientAddressHeader,
        salt: limits.clientHashSalt,
        logger,
      }),
      perClient: limits.perClient,
      windowMs: limits.windowMs,
    }),
  };
}

export type ShipperAccess = ReturnType<typeof shipperAccess>;
