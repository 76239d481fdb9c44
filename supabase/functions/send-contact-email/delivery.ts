// Sends the e-mails of stored requests. A failure is recorded on the
// notification (status, attempts, last error) with the time of its next
// attempt; the retry route or the local backend's timer calls deliverDue().
import { composeEmail, type EmailAddresses } from "./emails.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mailers.ts";
import type { ClaimedNotification, ContactStore } from "./store.ts";

export type DeliveryOptions = {
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  leaseMs: number;
};

export type DeliveryReport = { sent: number; failed: number };

export type NotificationDelivery = {
  /** Sends the notifications of one request that has just been stored. */
  deliverForRequest(requestId: string): Promise<DeliveryReport>;
  /** Sends every notification whose (re)try is due, up to `limit`. */
  deliverDue(limit?: number): Promise<DeliveryReport>;
};

/** 1, 2, 4, 8 ... times the base delay, capped. */
export function retryDelayMs(attempts: number, options: DeliveryOptions): number {
  return Math.min(options.retryMaxDelayMs, options.retryBaseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function createNotificationDelivery(deps: {
  store: ContactStore;
  mailer: Mailer;
  clock: () => Date;
  addresses: EmailAddresses;
  options: DeliveryOptions;
  logger: Logger;
}): NotificationDelivery {
  const { store, mailer, clock, options, logger } = deps;

  async function send(notification: ClaimedNotification): Promise<boolean> {
    const email = composeEmail(notification.kind, notification.request, deps.addresses);
    try {
      const { providerMessageId } = await mailer.send(email);
      await store.markSent(notification.id, clock(), providerMessageId);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const nextAttemptAt = new Date(clock().getTime() + retryDelayMs(notification.attempts, options));
      await store.markFailed(notification.id, message, nextAttemptAt);
      logger.error("notification not sent; will retry", {
        notificationId: notification.id,
        requestId: notification.request.id,
        attempts: notification.attempts,
        nextAttemptAt: nextAttemptAt.toISOString(),
        error: message,
      });
      return false;
    }
  }

  async function deliver(claim: { limit: number; requestId?: string }): Promise<DeliveryReport> {
    const claimed = await store.claimDueNotifications({ now: clock(), leaseMs: options.leaseMs, ...claim });
    const results = await Promise.all(claimed.map(send));
    const sent = results.filter(Boolean).length;
    return { sent, failed: results.length - sent };
  }

  return {
    deliverForRequest: (requestId) => deliver({ limit: 10, requestId }),
    deliverDue: (limit = 50) => deliver({ limit }),
  };
}
