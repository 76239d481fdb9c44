// The periodic job: deletes the requests older than the retention, queues
// the weekly summary and the reminders of leads still new when they are due,
// then sends the e-mails that are due, each whatever became of the others. The
// retry route (POST .../retry-notifications, called by a scheduler with the
// shared secret) and the local backend's timer both run it.
import { createHash, timingSafeEqual } from "node:crypto";
import type { NotificationDelivery } from "../outbox/delivery.ts";
import { HttpError } from "../http/http.ts";
import { type FunctionRoute, jsonRoute } from "../http/jsonRoute.ts";
import type { Logger } from "../settings/logger.ts";
import type { Retention } from "./retention.ts";

/** The leads this instance keeps while the database cannot take them (quote/unstoredLeads.ts): written first. */
export type KeptLeads = { count(): number; drain(): Promise<{ stored: number }> };

/**
 * What one scheduled run did: e-mails sent and failed, expired requests
 * deleted. A part that failed is named in `errors` and its count is null;
 * the other part ran all the same.
 */
export type ScheduledWorkReport = {
  sent: number | null;
  failed: number | null;
  deleted: number | null;
  /** Leads kept while the database was away, written now; present when there were any. */
  storedFromMemory?: number;
  /** True when this run queued the weekly summary (once a week, Monday morning in Hong Kong). */
  summaryQueued?: true;
  /** How many reminders of leads still new this run queued; present when it queued any. */
  remindersQueued?: number;
  errors?: ("retention" | "summary" | "reminders" | "delivery")[];
};

export type ScheduledWork = {
  /** Runs the job; never throws. */
  run(): Promise<ScheduledWorkReport>;
  /** The retry route: 401 without the secret, else the report (500 when a part failed, so the scheduler's log shows it). */
  answerRetryRoute(request: Request): Promise<{ status: number; body: ScheduledWorkReport }>;
};

/**
 * The retry secret is compared as SHA-256 digests with timingSafeEqual: the
 * constant-time comparison keeps it from being guessed byte by byte from
 * timings, and digests have one length, so its length does not show either.
 */
const sha256 = (value: string) => createHash("sha256").update(value).digest();

export function createScheduledWork(deps: {
  retention: Retention;
  delivery: NotificationDelivery;
  logger: Logger;
  /** NOTIFICATION_RETRY_SECRET; "" closes the route. */
  retrySecret: string;
  /** Leads kept while the database was away: written first. */
  unstored: KeptLeads;
  /** Queues the weekly summary when one is due (WEEKLY_SUMMARY); true when it did. Absent: never. */
  queueWeeklySummary?: () => Promise<boolean>;
  /** Queues the team's reminder of each lead still new past ANSWER_REMINDER_AFTER_MINUTES; how many it queued. */
  queueAnswerReminders: () => Promise<number>;
  /** Deletes the team's sign-in codes a day past their expiry (a part of retention). */
  deleteExpiredCodes?: () => Promise<number>;
  /** Forgets the clients' hashes kept with the choices and booking sends once the limit's hour has passed (retention too). */
  forgetClients?: () => Promise<number>;
}): ScheduledWork {
  const { retention, delivery, logger } = deps;
  const retrySecretDigest = deps.retrySecret ? sha256(deps.retrySecret) : null;

  async function run(): Promise<ScheduledWorkReport> {
    const report: ScheduledWorkReport = { sent: null, failed: null, deleted: null };
    const errors: NonNullable<ScheduledWorkReport["errors"]> = [];
    if (deps.unstored.count() > 0) report.storedFromMemory = (await deps.unstored.drain()).stored;
    // Expired leads first, so no e-mail is retried for a request past its
    // retention; a failure of either part never stops the other.
    try {
      report.deleted = (await retention.deleteExpired()).requests;
    } catch (error) {
      errors.push("retention");
      logger.error("deleting expired leads failed; e-mails are still retried", { error: String(error) });
    }
    for (
      const [forget, what] of [[deps.deleteExpiredCodes, "expired sign-in codes"], [
        deps.forgetClients,
        "clients",
      ]] as const
    ) {
      try {
        await forget?.();
      } catch (error) {
        if (!errors.includes("retention")) errors.push("retention");
        logger.error(`forgetting ${what} failed; e-mails are still retried`, { error: String(error) });
      }
    }
    try {
      if (await deps.queueWeeklySummary?.()) report.summaryQueued = true;
    } catch (error) {
      errors.push("summary");
      logger.error("queueing the weekly summary failed; e-mails are still retried", { error: String(error) });
    }
    try {
      const queued = await deps.queueAnswerReminders();
      if (queued > 0) report.remindersQueued = queued;
    } catch (error) {
      errors.push("reminders");
      logger.error("queueing the answer reminders failed; e-mails are still retried", { error: String(error) });
    }
    try {
      Object.assign(report, await delivery.deliverDue());
    } catch (error) {
      errors.push("delivery");
      logger.error("retrying e-mails failed", { error: String(error) });
    }
    return errors.length > 0 ? { ...report, errors } : report;
  }

  return {
    run,
    async answerRetryRoute(request) {
      const given = request.headers.get("x-retry-secret") ?? "";
      if (retrySecretDigest === null || !timingSafeEqual(sha256(given), retrySecretDigest)) {
        throw new HttpError(401, "unauthorized", "A valid X-Retry-Secret header is required.");
      }
      const report = await run();
      return { status: report.errors ? 500 : 200, body: report };
    },
  };
}

/** The scheduler's route: POST /retry-notifications with the retry secret, in JSON (a scheduler sends no Origin). */
export function scheduledRoutes(
  work: ScheduledWork,
  deps: { allowedOrigins: readonly string[]; logger: Logger },
): FunctionRoute[] {
  const retry = jsonRoute(deps, (request) => work.answerRetryRoute(request));
  return [{ method: "POST", path: "/retry-notifications", handler: retry, fromSite: false }];
}
