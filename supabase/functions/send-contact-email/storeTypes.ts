// What the contact store promises: the rows it hands back, what its methods
// take and answer, and the ContactStore interface itself. Every rule that must
// hold under concurrency (rate limits, idempotency, claiming a notification
// for sending, the hourly ceilings on e-mails) is decided inside one database
// transaction, by the stores that implement it (leadStore.ts,
// notificationStore.ts, summaryStore.ts, choiceStore.ts, progressStore.ts;
// contactStore.ts puts them together). Types only: every store imports them,
// and this module imports no store but the type of progressStore.ts's part.
import type { ContactRequest } from "../_shared/contactFields.ts";
import type { LeadFacts } from "../_shared/emails/site.ts";
import type { WeeklyFigures } from "../_shared/emails/weeklySummaryEmail.tsx";
import type { LeadSource } from "../_shared/leadSource.ts";
import type { Pricing, ServiceName } from "../_shared/price/pricing.ts";
import type { ProgressStore } from "./progressStore.ts";

/** The e-mails a stored request triggers. */
export type RequestNotificationKind = "team" | "visitor_confirmation";

/**
 * Every e-mail the function sends from the database: a request's, the notice
 * that unusual volume is being held, the weekly summary, a lead's reminder,
 * or a booked shipment's.
 */
export type NotificationKind =
  | RequestNotificationKind
  | "volume_notice"
  | "weekly_summary"
  | "choice"
  /** The team's reminder of a lead still new (progressStore.ts). */
  | "answer_reminder"
  /** The visitor's e-mail of a booked shipment: the airline, the air waybill, its tracking page. */
  | "booking";

/**
 * A stored request: the visitor's fields, its reference, the language of the
 * page it came from (null if unknown), its price and source (LeadFacts), and
 * the site it was sent from.
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
  /** The page's language, resolved against the site's languages (see _shared/formReplies.ts). */
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
  | { kind: "accepted"; id: string; reference: string; replayed: boolean; pricing: Pricing | null }
  | { kind: "rateLimited"; retryAfterSeconds: number };

/** A notification taken for sending, with the request it is about (none for a volume notice). */
export type ClaimedNotification = {
  id: string;
  kind: NotificationKind;
  attempts: number;
  createdAt: Date;
  /** Send it marked as possibly repeating an earlier e-mail, under a key of its own. */
  possibleRepeat: boolean;
  /**
   * The start of the earliest earlier attempt whose outcome is unknown, or
   * null: what uncertain_since goes back to when this attempt is refused for
   * certain (the claim sets it to this attempt's start when it was null).
   */
  uncertainBefore: Date | null;
  request: StoredContactRequest | null;
  /** A weekly summary's week (its Monday 00:00 in Hong Kong, as an instant); null for other kinds. */
  summaryWeekStart: Date | null;
  /** A choice's e-mail: the service chosen and which change of the lead's choice it tells (1 to 5); null for other kinds. */
  choice: { service: ServiceName; number: number } | null;
  /** A booking e-mail's air waybill (the number it was queued for); null for other kinds. */
  bookingAwb: string | null;
};

/** The shipper's choice, from the thank-you page: the lead's reference, the key of the request that made it. */
export type ChoiceInput = {
  reference: string;
  idempotencyKey: string;
  service: ServiceName;
  now: Date;
  /** How many times a lead's choice may change. */
  maxChanges: number;
};

/**
 * What became of a choice: refused (not that key's lead), not one of the
 * lead's options, one change too many, or chosen (changed: a new choice,
 * stored, its e-mail due; false: the same as before, nothing changed).
 */
export type ChoiceOutcome =
  | { kind: "forbidden" }
  | { kind: "notOffered" }
  | { kind: "tooMany" }
  | { kind: "chosen"; requestId: string; reference: string; service: ServiceName; changed: boolean };

export type ClaimOptions = {
  now: Date;
  leaseMs: number;
  limit: number;
  /** Only this request's notifications (the e-mails sent right after storing it). */
  requestId?: string;
  /** Team e-mails sent (or being sent) in the last hour may not exceed this. */
  teamEmailsPerHour: number;
  /** Visitor confirmations likewise; one held back for a day is never sent. */
  confirmationsPerHour: number;
  /** How long after an unconfirmed attempt the same e-mail may go out again under its key. */
  resendWindowMs: number;
};

export type Claim = {
  claimed: ClaimedNotification[];
  /** E-mails due now that the hourly ceilings hold back (across all requests), by kind. */
  held: { team: number; visitorConfirmation: number };
};

/** What one deleteExpired call removed. */
export type DeletedCounts = { requests: number; notifications: number };

export interface ContactStore extends ProgressStore {
  accept(input: AcceptInput): Promise<AcceptOutcome>;
  /**
   * Writes a request and its e-mails as accept() does, every column of them,
   * and rolls it back: resolves when the database can take a lead, rejects
   * with the database's error when it cannot (the health route's check).
   */
  probe(now: Date): Promise<void>;
  /**
   * Marks due notifications as being sent and returns them. A row is due when
   * new, when its retry time has come, or when a previous sender's lease ran
   * out. Team e-mails and visitor confirmations are taken only while their
   * hourly ceilings allow; while the team's holds some back, one volume
   * notice is queued (and returned) per hold.
   */
  claimDueNotifications(options: ClaimOptions): Promise<Claim>;
  markSent(id: string, now: Date, providerMessageId: string): Promise<void>;
  /**
   * Records a failed attempt. `uncertainSince` is what uncertain_since
   * becomes: the claimed row's `uncertainBefore` when the provider refused it
   * for certain, or undefined to keep this attempt's start (no answer).
   */
  markFailed(id: string, error: string, nextAttemptAt: Date, uncertainSince?: Date | null): Promise<void>;
  /**
   * Puts a claimed notification back, due at once and with its attempt
   * undone: nothing was tried (e-mail is not configured).
   */
  release(id: string, reason: string, uncertainSince: Date | null): Promise<void>;
  /**
   * Deletes at most `limit` requests created before `before`, oldest first,
   * with their notifications (the foreign key cascades).
   */
  deleteExpired(options: { before: Date; limit: number }): Promise<DeletedCounts>;
  /**
   * Queues the weekly summary of the week from `start` to `end`, unless it is
   * queued already or the week had no requests; true when it queued it.
   */
  queueWeeklySummary(week: { start: Date; end: Date; now: Date }): Promise<boolean>;
  /** The week from `start`'s figures, against the week before, counted by the database. */
  weeklyFigures(start: Date): Promise<WeeklyFigures>;
  /** Stores the shipper's choice among the lead's options, and its e-mail to the team (choiceStore.ts). */
  choose(input: ChoiceInput): Promise<ChoiceOutcome>;
}
