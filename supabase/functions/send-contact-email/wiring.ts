// The function's parts wired together, each capability given its own store
// and what it needs of the handler's dependencies (its stores, mailer, clock,
// settings, logger, words, rate card): the delivery of e-mails, the leads kept
// while the database is away, the scheduled work, health, the quote request,
// the shipper's quote page, the tracking form and the team's console. handler.ts
// routes requests to them.

import type { FormReplies } from "../_shared/words/formReplies.ts";
import { consoleLink } from "../_shared/leadActions.ts";
import type { EmailAddresses, EmailContext } from "./outbox/outgoing.ts";
import { toHex } from "./http/clientAddress.ts";
import { createNotificationDelivery, type NotificationDelivery } from "./outbox/delivery.ts";
import type { EmailKind } from "./outbox/emailKinds.ts";
import { volumeNoticeKind } from "./outbox/volumeNotice.ts";
import { quoteEmailKinds } from "./quote/quoteEmails.ts";
import { shipperEmailKinds } from "./shipper/shipperEmails.ts";
import { bookedEmailKind } from "./team/bookedEmail.ts";
import { milestoneEmailKind } from "./milestones/milestoneMail.ts";
import { reminderEmailKind } from "./scheduled/reminders.ts";
import { queueDueSummary, weeklySummaryKind } from "./scheduled/weeklySummary.ts";
import type { LeadLink } from "../_shared/leadActions.ts";
import { createDatabaseProblems } from "./quote/databaseProblems.ts";
import { type LoadedRateCard, NO_RATE_CARD } from "./quote/rateCardFile.ts";
import { createHealthCheck } from "./health/health.ts";
import { createShipperRoutes } from "./shipper/shipperRoutes.ts";
import { createConsoleRoutes } from "./team/consoleRoutes.ts";
import { createTrackRoute } from "./track/trackRoute.ts";
import type { Logger } from "./settings/logger.ts";
import type { Mailer } from "./outbox/mailers.ts";
import { createRetention } from "./scheduled/retention.ts";
import { createScheduledWork } from "./scheduled/scheduledWork.ts";
import { type Settings } from "./settings/settings.ts";
import type { Stores } from "./stores.ts";
import { createSubmissions } from "./quote/submission.ts";
import { createUnstoredLeads } from "./quote/unstoredLeads.ts";

export type ContactHandlerDeps = {
  /** Each capability's store (stores.ts). */
  stores: Stores;
  mailer: Mailer;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  /** What the function says: the site's languages and their words (written from content/ at deploy). */
  replies: FormReplies;
  /** The rate card requests get an indicative price from; none: instant prices are off. */
  rateCard?: LoadedRateCard;
  /**
   * Runs the e-mail after the answer is sent (Supabase's EdgeRuntime.waitUntil).
   * Without it the answer waits for the e-mail, which keeps tests and the
   * local backend's outbox deterministic.
   */
  waitUntil?: (work: Promise<unknown>) => void;
};

/** A salt of this instance's own, when RATE_LIMIT_SALT is missing: never stored, so hashes stay irreversible. */
function instanceSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)).buffer);
}

/** Work that goes on after an answer: handed to waitUntil when there is one, and awaited by settle(). */
export function createBackground(logger: Logger, waitUntil?: (work: Promise<unknown>) => void) {
  const running = new Set<Promise<unknown>>();
  return {
    background(work: Promise<unknown>): void {
      const settled = work
        .catch((error) => logger.error("background work failed", { error: String(error) }))
        .finally(() => running.delete(settled));
      running.add(settled);
      waitUntil?.(settled);
    },
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** The function's parts, each given what it needs of the handler's dependencies. */
export function wireParts(
  deps: ContactHandlerDeps,
  background: (work: Promise<unknown>) => void,
  missingSettings: readonly string[],
) {
  const { stores, clock, settings, logger, mailer } = deps;
  const { addresses, context: emailContext, leadLink: links } = mailOf(deps);
  const { teamEmailsPerHour, confirmationsPerHour } = settings.mail;
  const delivery = createNotificationDelivery({
    store: stores.outbox,
    mailer,
    clock,
    options: { ...settings.delivery, teamEmailsPerHour, confirmationsPerHour },
    logger,
    kinds: emailKinds(deps),
  });
  const unstored = createUnstoredLeads({
    store: stores.leads,
    mailer,
    clock,
    logger,
    addresses,
    options: {
      ...settings.outage,
      perClient: settings.rateLimit.perClient,
      perEmail: settings.rateLimit.perEmail,
      windowMs: settings.rateLimit.windowMs,
      teamEmailsPerHour,
      confirmationsPerHour,
    },
    background,
    delivery: () => delivery,
    emailContext,
    leadLink: links,
    problems: createDatabaseProblems({ mailer, clock, logger, addresses, background, emailContext }),
  });
  const scheduledWork = createScheduledWork({
    retention: createRetention({
      store: stores.leads,
      clock,
      logger,
      options: { months: settings.leadRetentionMonths },
    }),
    delivery,
    logger,
    retrySecret: settings.retrySecret,
    unstored,
    queueWeeklySummary: settings.weeklySummary ? () => queueDueSummary(stores.summary, clock()) : undefined,
    queueAnswerReminders: () => stores.reminders.queueAnswerReminders(clock(), settings.answerReminderAfterMs),
    deleteExpiredCodes: () => stores.signIns.deleteExpiredCodes(new Date(clock().getTime() - 24 * 60 * 60 * 1000)),
  });
  const health = createHealthCheck({
    store: stores.leads,
    clock,
    logger,
    missingSettings,
    clientAddressHeader: settings.rateLimit.clientAddressHeader,
    timeoutMs: settings.outage.databaseTimeoutMs,
    kept: () => unstored.count(),
  });
  // One salt for both routes' limits: a client is the same client on each.
  const clientHashSalt = settings.rateLimit.clientHashSalt || instanceSalt();
  const submissions = createSubmissions({
    store: stores.leads,
    clock,
    settings,
    logger,
    clientHashSalt,
    // Shared by every instance, or "" (never one of this instance's own): the same request, the same reference.
    referenceSecret: settings.rateLimit.clientHashSalt,
    rateCard: deps.rateCard ?? NO_RATE_CARD,
    background,
    replies: deps.replies,
    notify: notifyOf(deps, delivery),
    unstored,
  });
  const { clientAddressHeader, perClient, windowMs } = settings.rateLimit;
  const limits = { clientAddressHeader, clientHashSalt, perClient, windowMs };
  const shipper = createShipperRoutes({
    store: stores.shipper,
    clock,
    logger,
    replies: deps.replies,
    quoteKeySecret: settings.quoteKeySecret,
    limits,
    notify: notifyOf(deps, delivery),
  });

  const track = createTrackRoute({ settings, logger, replies: deps.replies });
  const teamConsole = createConsoleRoutes({
    signIns: stores.signIns,
    leads: stores.console,
    clock,
    settings,
    logger,
    replies: deps.replies,
    mailer,
    addresses,
    emailContext,
    background,
    onBookingQueued: (requestId) => background(delivery.deliverForRequest(requestId)),
    milestones: stores.milestones,
    onMilestoneQueued: (requestId) => background(delivery.deliverForRequest(requestId)),
  });
  return { delivery, unstored, scheduledWork, health, submissions, shipper, track, teamConsole };
}

/** What every e-mail takes of the settings: the addresses, the site's words and logo, the lead's link. */
export function mailOf(deps: Pick<ContactHandlerDeps, "settings" | "replies">): {
  addresses: EmailAddresses;
  context: EmailContext;
  leadLink: (reference: string) => Promise<LeadLink>;
} {
  const { settings } = deps;
  return {
    addresses: settings.mail,
    // Every e-mail in the function's words, its logo on SITE_URL.
    context: {
      replies: deps.replies,
      origin: settings.siteUrl,
      quoteKeys: { secret: settings.quoteKeySecret, months: settings.leadRetentionMonths },
    },
    // Every e-mail about a lead links to it in the console on the site, with nothing that acts in the link.
    leadLink: (reference) => Promise.resolve(consoleLink(settings.siteUrl, reference)),
  };
}

/**
 * Every kind of e-mail the outbox sends, each from the capability it belongs
 * to, in the order a claim sends them: the leads' own first.
 */
export function emailKinds(deps: Pick<ContactHandlerDeps, "settings" | "replies" | "stores">): EmailKind[] {
  const mail = mailOf(deps);
  const { addresses, context } = mail;
  return [
    ...quoteEmailKinds(mail),
    ...shipperEmailKinds(mail),
    bookedEmailKind(addresses, context),
    milestoneEmailKind(addresses, context),
    reminderEmailKind({ ...mail, answerReminderAfterMs: deps.settings.answerReminderAfterMs }),
    volumeNoticeKind(addresses, context, deps.settings.mail.teamEmailsPerHour),
    weeklySummaryKind(deps.stores.summary, addresses, context),
  ];
}

/** Sends a stored request's e-mails that are due; a failure is recorded and retried later, never thrown. */
function notifyOf(deps: ContactHandlerDeps, delivery: NotificationDelivery) {
  return (requestId: string) => {
    const work = delivery.deliverForRequest(requestId).catch((error) =>
      deps.logger.error("notification delivery crashed", { requestId, error: String(error) })
    );
    if (!deps.waitUntil) return work;
    deps.waitUntil(work);
    return Promise.resolve();
  };
}
