// What a quote request is as the store keeps it, and what the lead store
// (leadStore.ts) promises: accepting a request within its rate limits and
// idempotency, the health route's probe, retention's delete. Every rule that
// must hold under concurrency is decided inside one database transaction.
import type { ContactRequest } from "../../_shared/contactFields.ts";
import type { LeadFacts } from "../../_shared/emails/site.ts";
import type { LeadSource } from "../../_shared/leadSource.ts";
import type { Pricing } from "../../_shared/price/pricing.ts";

/** The e-mails a stored request triggers. */
export type RequestNotificationKind = "team" | "visitor_confirmation";

/**
 * A stored request: the visitor's fields, its reference, the language of the
 * page it came from (null if unknown), its price and source (LeadFacts).
 */
export type StoredContactRequest = LeadFacts & {
  id: string;
  createdAt: Date;
};

/**
 * What became of an e-mail tried before its request could be stored (while
 * the database could not take it): gone out, perhaps gone out (no answer, a
 * server error, a 409), or not gone out (not tried, or refused for certain).
 */
export type EmailOutcome =
  | { status: "sent"; providerMessageId: string; at: Date }
  | { status: "unknown"; since: Date }
  | { status: "not sent" };

export type AcceptInput = {
  request: ContactRequest;
  /** The page's language, resolved against the site's languages (see _shared/replies/formReplies.ts). */
  language: string | null;
  clientHash: string;
  /** The request's identity: retries of it carry the same key (the client's, or one made from its content). */
  idempotencyKey: string;
  /** The references it may be stored under, first choice first (reference.ts): the first one free is taken. */
  references: readonly string[];
  /** Its indicative price, worked out when it was accepted (_shared/price/leadPrice.ts). */
  pricing: Pricing;
  /** Where it came from (the live form sends it); null for a plain form post. */
  source: LeadSource | null;
  notifications: RequestNotificationKind[];
  now: Date;
  limits: { perClient: number; perEmail: number; windowMs: number; idempotencyTtlMs: number };
  /**
   * The e-mails already tried for it while the database could not take it:
   * stored with what became of them, so none goes out twice.
   */
  emailOutcomes?: Partial<Record<RequestNotificationKind, EmailOutcome>>;
};

export type AcceptOutcome =
  /** `pricing`: the stored request's, which a replay answers with (null for one stored before prices). */
  | {
    kind: "accepted";
    id: string;
    reference: string;
    replayed: boolean;
    /**
     * A replay sent by the client that sent the request (the same client
     * hash) with the same fields: only it is answered the lead's key. True
     * for a request stored now.
     */
    sameSender: boolean;
    pricing: Pricing | null;
    /** When the lead was asked (its row's created_at): the shipper's key is made from it. */
    createdAt: Date;
  }
  | { kind: "rateLimited"; retryAfterSeconds: number };

/** What one deleteExpired call removed. */
export type DeletedCounts = { requests: number; notifications: number };

/** Where requests are kept (leadStore.ts). */
export interface LeadStore {
  accept(input: AcceptInput): Promise<AcceptOutcome>;
  /**
   * Writes a request and its e-mails as accept() does, every column of them,
   * and rolls it back: resolves when the database can take a lead, rejects
   * with the database's error when it cannot (the health route's check).
   */
  probe(now: Date): Promise<void>;
  /**
   * Deletes at most `limit` requests created before `before`, oldest first,
   * with their notifications (the foreign key cascades).
   */
  deleteExpired(options: { before: Date; limit: number }): Promise<DeletedCounts>;
}
