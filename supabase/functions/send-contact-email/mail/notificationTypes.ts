// What the e-mails' store (notificationStore.ts) promises: the e-mails the
// function sends from the database, claimed for sending within the hourly
// ceilings, and each attempt recorded, in one transaction each.
import type { BookingRequest } from "../../_shared/booking/bookingRequest.ts";
import type { ServiceName } from "../../_shared/price/pricing.ts";
import type { Milestone } from "../../_shared/quotePage.ts";
import type { RequestNotificationKind, StoredContactRequest } from "../storage/leadTypes.ts";

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
  | "booking"
  /** The team's e-mail of a send of the booking request from the quote page (shipperStore.ts). */
  | "booking_request"
  /** The shipper's e-mail of a milestone of their booked shipment (milestones/milestoneStore.ts). */
  | "milestone";

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
  /** A booking request's e-mail: which send of the lead's booking request it tells (1 to 5), as that send had it. */
  bookingRequest: { number: number; booking: BookingRequest } | null;
  /** A booking e-mail's air waybill (the number it was queued for); null for other kinds. */
  bookingAwb: string | null;
  /**
   * A milestone e-mail's milestone as recorded (which, when, the flight of a
   * departure) and the air waybill the lead is booked under when it is sent;
   * null for other kinds.
   */
  milestone: ShipmentMilestone | null;
};

/** A milestone of a booked shipment, as its e-mail tells it. */
export type ShipmentMilestone = { milestone: Milestone; at: Date; flight: string | null; awb: string | null };

export type ClaimOptions = {
  now: Date;
  leaseMs: number;
  limit: number;
  /** Only this request's notifications (the e-mails sent right after storing it). */
  requestId?: string;
  /** Team e-mails sent (or being sent) in the last hour may not exceed this. */
  teamEmailsPerHour: number;
  /**
   * Visitor confirmations and milestone e-mails together, likewise; a
   * confirmation held back for a day is never sent, a milestone's always is.
   */
  confirmationsPerHour: number;
  /** How long after an unconfirmed attempt the same e-mail may go out again under its key. */
  resendWindowMs: number;
};

export type Claim = {
  claimed: ClaimedNotification[];
  /** E-mails due now that the hourly ceilings hold back (across all requests), by kind. */
  held: { team: number; visitorConfirmation: number };
};

/** Where the e-mails are kept (notificationStore.ts). */
export interface NotificationStore {
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
}
