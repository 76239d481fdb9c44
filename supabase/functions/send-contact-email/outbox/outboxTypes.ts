// What the outbox's store (outboxStore.ts) promises: the e-mails the function
// sends from the database (public.contact_notifications: each its kind and a
// JSON payload), claimed for sending within the hourly ceilings by their
// kinds' policies, and each attempt recorded, in one transaction each.
import type { ClaimedEmail, EmailKind } from "./emailKinds.ts";

/** A kind's policy in the outbox: what the claim reads of it. */
export type KindPolicy = Omit<EmailKind, "compose">;

export type ClaimOptions = {
  now: Date;
  leaseMs: number;
  limit: number;
  /** Only this request's e-mails (those sent right after a change of it). */
  requestId?: string;
  /** The kinds there are, in the order their e-mails are sent within a claim. */
  kinds: readonly KindPolicy[];
  /** Team e-mails sent (or being sent) in the last hour may not exceed this. */
  teamEmailsPerHour: number;
  /** Likewise the e-mails to visitors (the confirmations and the milestones'). */
  confirmationsPerHour: number;
  /** How long after an unconfirmed attempt the same e-mail may go out again under its key. */
  resendWindowMs: number;
};

export type Claim = {
  claimed: ClaimedEmail[];
  /** E-mails due now that the hourly ceilings hold back (across all requests), by ceiling. */
  held: { team: number; visitorConfirmation: number };
};

/** Where the e-mails are kept (outboxStore.ts). */
export interface OutboxStore {
  /**
   * Marks due e-mails as being sent and returns them. A row is due when new,
   * when its retry time has come, or when a previous sender's lease ran out.
   * The e-mails of a ceiling are taken only while it allows; while the team's
   * holds some back, one volume notice is queued (and returned) per hold.
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
   * Puts a claimed e-mail back, due at once and with its attempt undone:
   * nothing was tried (e-mail is not configured).
   */
  release(id: string, reason: string, uncertainSince: Date | null): Promise<void>;
}
