// Sends the e-mails of stored requests. A failure is recorded on the
// notification (status, attempts, last error) with the time of its next
// attempt; the retry route or the local backend's timer calls deliverDue().
//
// No e-mail is sent twice. Every attempt of one e-mail carries the same
// idempotency key, which Resend honours for 24 hours. An attempt whose outcome
// is unknown (no answer, or accepted but not recorded because the database
// failed) is remembered from its start (uncertain_since); the store sends the
// e-mail again under that key only within the resend window (23 hours) of that
// start, when Resend still recognises it. Past the window it goes out once
// more under a new key, saying that it may repeat one already received.
import {
  composeEmail,
  type EmailAddresses,
  type EmailContext,
  type EmailExtras,
  type LeadLink,
  type OutgoingEmail,
} from "./emails.ts";
import type { Logger } from "../settings/logger.ts";
import { type Mailer, MailerError, MailerNotConfiguredError } from "./mailers.ts";
import type { ClaimedNotification, NotificationStore } from "./notificationTypes.ts";
import type { SummaryStore } from "./summaryStore.ts";
import { weeklySummary } from "./weeklySummary.ts";
import { milestoneMail } from "../milestones/milestoneMail.ts";

export type DeliveryOptions = {
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  leaseMs: number;
  resendWindowMs: number;
  /** Team e-mails per hour across all clients (TEAM_EMAILS_PER_HOUR). */
  teamEmailsPerHour: number;
  /** Visitor confirmations per hour across all clients (VISITOR_CONFIRMATIONS_PER_HOUR). */
  confirmationsPerHour: number;
  /** Waits between the attempts to record an e-mail the provider accepted. */
  markSentRetryDelaysMs: readonly number[];
};

export type DeliveryReport = { sent: number; failed: number };

export type NotificationDelivery = {
  /** Sends the notifications of one request that has just been stored. */
  deliverForRequest(requestId: string): Promise<DeliveryReport>;
  /** Sends every notification whose (re)try is due, up to `limit`. */
  deliverDue(limit?: number): Promise<DeliveryReport>;
};

/** 1, 2, 4, 8 ... times the base delay, capped. */
export function retryDelayMs(attempts: number, options: Pick<DeliveryOptions, "retryBaseDelayMs" | "retryMaxDelayMs">) {
  return Math.min(options.retryMaxDelayMs, options.retryBaseDelayMs * 2 ** Math.max(0, attempts - 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What delivery works with: the e-mails' store, the mailer, the clock, the e-mails' addresses and words. */
type DeliveryDeps = {
  store: NotificationStore;
  /** The weekly summary's figures, counted when its e-mail is composed. */
  summary: Pick<SummaryStore, "weeklyFigures">;
  mailer: Mailer;
  clock: () => Date;
  addresses: EmailAddresses;
  options: DeliveryOptions;
  logger: Logger;
  /** What every e-mail takes of the site: its words (written from content/ at deploy) and the logo's origin (SITE_URL). */
  emailContext: EmailContext;
  /** The lead's link in the team's console (leadActions.ts). */
  leadLink: (reference: string) => Promise<LeadLink>;
  /** ANSWER_REMINDER_AFTER_MINUTES, in milliseconds, which the reminder names. */
  answerReminderAfterMs: number;
};

/**
 * Records that the provider accepted the e-mail, trying again a little
 * while the database fails. If it still fails, the row keeps its
 * uncertain_since, so a later attempt stays within Resend's window.
 */
async function recordSent(
  deps: DeliveryDeps,
  notification: ClaimedNotification,
  providerMessageId: string,
): Promise<boolean> {
  const { store, clock, logger } = deps;
  const { markSentRetryDelaysMs } = deps.options;
  for (let attempt = 0;; attempt++) {
    try {
      await store.markSent(notification.id, clock(), providerMessageId);
      return true;
    } catch (error) {
      if (attempt >= markSentRetryDelaysMs.length) {
        logger.error("e-mail accepted by the provider but not recorded as sent; a retry will confirm it", {
          notificationId: notification.id,
          requestId: notification.request?.id,
          providerMessageId,
          error: String(error),
        });
        return false;
      }
      await sleep(markSentRetryDelaysMs[attempt]);
    }
  }
}

/** What a notification's e-mail needs beyond it and its site's words: the hourly ceiling, the lead's link in the console, the reminder's delay. */
async function extrasOf(deps: DeliveryDeps, notification: ClaimedNotification): Promise<EmailExtras> {
  const { kind, request } = notification;
  const extras: EmailExtras = {
    teamEmailsPerHour: deps.options.teamEmailsPerHour,
    answerReminderAfterMs: deps.answerReminderAfterMs,
  };
  if (request && (kind === "team" || kind === "choice" || kind === "booking_request" || kind === "answer_reminder")) {
    extras.links = await deps.leadLink(request.reference);
  }
  return extras;
}

/**
 * The notification's e-mail, composed with its site's words; null when it
 * could not be composed: nothing was sent, and it is tried again later,
 * loudly, like a failed send.
 */
async function composeOrPostpone(deps: DeliveryDeps, notification: ClaimedNotification): Promise<OutgoingEmail | null> {
  const { store, clock, options, logger } = deps;
  try {
    const context = deps.emailContext;
    if (notification.kind === "milestone") return await milestoneMail(notification, deps.addresses, context);
    return notification.kind === "weekly_summary"
      ? await weeklySummary(
        await deps.summary.weeklyFigures(notification.summaryWeekStart!),
        deps.addresses,
        context,
        notification.possibleRepeat,
      )
      : await composeEmail(notification, deps.addresses, await extrasOf(deps, notification), context);
  } catch (error) {
    const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(notification.attempts, options));
    await store.markFailed(
      notification.id,
      `not composed: ${String(error)}`,
      nextAttemptAt,
      notification.uncertainBefore,
    );
    logger.error("an e-mail could not be composed; will retry", {
      notificationId: notification.id,
      requestId: notification.request?.id,
      kind: notification.kind,
      nextAttemptAt: nextAttemptAt.toISOString(),
      error: String(error),
    });
    return null;
  }
}

export function createNotificationDelivery(deps: DeliveryDeps): NotificationDelivery {
  const { store, mailer, clock, options, logger } = deps;

  async function send(notification: ClaimedNotification): Promise<boolean> {
    const email = await composeOrPostpone(deps, notification);
    if (email === null) return false;
    let providerMessageId: string;
    try {
      ({ providerMessageId } = await mailer.send(email));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof MailerNotConfiguredError) {
        // Nothing was tried: due again at the next run, so the e-mail goes out
        // as soon as the settings are fixed (the cause is logged per request).
        await store.release(notification.id, message, notification.uncertainBefore);
        return false;
      }
      const refused = error instanceof MailerError && error.refused;
      const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(notification.attempts, options));
      await store.markFailed(
        notification.id,
        message,
        nextAttemptAt,
        refused ? notification.uncertainBefore : undefined,
      );
      logger.error("notification not sent; will retry", {
        notificationId: notification.id,
        requestId: notification.request?.id,
        kind: notification.kind,
        attempts: notification.attempts,
        nextAttemptAt: nextAttemptAt.toISOString(),
        error: message,
      });
      return false;
    }
    return await recordSent(deps, notification, providerMessageId);
  }

  async function deliver(claim: { limit: number; requestId?: string }): Promise<DeliveryReport> {
    const { claimed, held } = await store.claimDueNotifications({
      now: clock(),
      leaseMs: options.leaseMs,
      teamEmailsPerHour: options.teamEmailsPerHour,
      confirmationsPerHour: options.confirmationsPerHour,
      resendWindowMs: options.resendWindowMs,
      ...claim,
    });
    if (held.team > 0) {
      logger.error("team e-mails held back by the hourly ceiling", {
        held: held.team,
        teamEmailsPerHour: options.teamEmailsPerHour,
      });
    }
    if (held.visitorConfirmation > 0) {
      logger.error("visitor e-mails held back by the hourly ceiling; no confirmation older than a day is sent", {
        held: held.visitorConfirmation,
        confirmationsPerHour: options.confirmationsPerHour,
      });
    }
    const results = await Promise.all(
      claimed.map((notification) =>
        send(notification).catch((error) => {
          // The database failed while recording the outcome: the lease runs
          // out and the next run takes the e-mail up again.
          logger.error("notification outcome not recorded", { notificationId: notification.id, error: String(error) });
          return false;
        })
      ),
    );
    const sent = results.filter(Boolean).length;
    return { sent, failed: results.length - sent };
  }

  return {
    deliverForRequest: (requestId) => deliver({ limit: 10, requestId }),
    deliverDue: (limit = 50) => deliver({ limit }),
  };
}
