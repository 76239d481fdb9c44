// Sends the outbox's e-mails, each composed by its kind's composer (the one
// place they are dispatched: emailKinds.ts). A failure is recorded on the
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
import type { Logger } from "../settings/logger.ts";
import { type ClaimedEmail, type EmailKind, emailKindsByName } from "./emailKinds.ts";
import { type Mailer, MailerError, MailerNotConfiguredError } from "./mailers.ts";
import type { OutgoingEmail } from "./outgoing.ts";
import type { OutboxStore } from "./outboxTypes.ts";

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

/** What delivery works with: the outbox's store, the mailer, the clock, and every kind of e-mail it sends. */
type DeliveryDeps = {
  store: OutboxStore;
  mailer: Mailer;
  clock: () => Date;
  options: DeliveryOptions;
  logger: Logger;
  /**
   * Every kind of e-mail there is, each registered by its capability (its
   * composer and its policy), in the order a claim sends them; the volume
   * notice among them (volumeNotice.ts).
   */
  kinds: readonly EmailKind[];
};

/**
 * Records that the provider accepted the e-mail, trying again a little
 * while the database fails. If it still fails, the row keeps its
 * uncertain_since, so a later attempt stays within Resend's window.
 */
async function recordSent(
  deps: DeliveryDeps,
  notification: ClaimedEmail,
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
          requestId: notification.lead?.id,
          providerMessageId,
          error: String(error),
        });
        return false;
      }
      await sleep(markSentRetryDelaysMs[attempt]);
    }
  }
}

/**
 * The e-mail of a claimed row, composed by its kind's composer: the one place
 * an e-mail of the outbox is dispatched. Null when it could not be composed
 * (its kind is not registered, or its composer threw): nothing was sent, and
 * it is tried again later, loudly, like a failed send.
 */
async function composeOrPostpone(
  deps: DeliveryDeps,
  kinds: ReadonlyMap<string, EmailKind>,
  notification: ClaimedEmail,
): Promise<OutgoingEmail | null> {
  const { store, clock, options, logger } = deps;
  try {
    const kind = kinds.get(notification.kind);
    if (!kind) throw new Error(`no composer is registered for the kind ${notification.kind}`);
    return await kind.compose(notification);
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
      requestId: notification.lead?.id,
      kind: notification.kind,
      nextAttemptAt: nextAttemptAt.toISOString(),
      error: String(error),
    });
    return null;
  }
}

export function createNotificationDelivery(deps: DeliveryDeps): NotificationDelivery {
  const { store, mailer, clock, options, logger } = deps;
  const kinds = emailKindsByName(deps.kinds);

  async function send(notification: ClaimedEmail): Promise<boolean> {
    const email = await composeOrPostpone(deps, kinds, notification);
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
        requestId: notification.lead?.id,
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
      kinds: deps.kinds,
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
