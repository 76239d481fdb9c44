// The function's parts wired together, each capability given its own store
// and what it needs of the handler's dependencies (its stores, mailer, clock,
// settings, logger, words, rate card): the outbox's delivery with every
// capability's kinds of e-mail, the leads kept while the database is away,
// the scheduled work, and each capability's routes, which routes.ts joins
// into the table handler.ts serves.
import type { FormReplies } from "../_shared/replies/formReplies.ts";
import { consoleLink } from "../_shared/leadActions.ts";
import { bookingRequestKind } from "./booking/bookingRequestMail.ts";
import { toHex } from "./http/clientAddress.ts";
import { createHealthCheck } from "./health/health.ts";
import { milestoneEmailKind } from "./milestones/milestoneMail.ts";
import { offerEmailKinds } from "./offers/offerMail.ts";
import { createNotificationDelivery, type NotificationDelivery } from "./outbox/delivery.ts";
import type { EmailKind } from "./outbox/emailKinds.ts";
import type { Mailer } from "./outbox/mailers.ts";
import type { LeadMail } from "./outbox/outgoing.ts";
import { volumeNoticeKind } from "./outbox/volumeNotice.ts";
import { createDatabaseProblems } from "./quote/databaseProblems.ts";
import { quoteEmailKinds } from "./quote/quoteEmails.ts";
import { type LoadedRateCard, NO_RATE_CARD } from "./quote/rateCardFile.ts";
import { createSubmissions } from "./quote/submission.ts";
import { createUnstoredLeads, type UnstoredLeads } from "./quote/unstoredLeads.ts";
import { type RouteParts, routeTable } from "./routes.ts";
import { reminderEmailKind } from "./scheduled/reminders.ts";
import { createRetention } from "./scheduled/retention.ts";
import { createScheduledWork, type ScheduledWork } from "./scheduled/scheduledWork.ts";
import { queueDueSummary, weeklySummaryKind } from "./scheduled/weeklySummary.ts";
import type { Logger } from "./settings/logger.ts";
import type { Settings } from "./settings/settings.ts";
import { choiceEmailKind } from "./shipper/shipperEmails.ts";
import type { Stores } from "./stores.ts";
import { bookedEmailKind } from "./team/bookedEmail.ts";

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

/** What every e-mail takes of the settings: the addresses, the site's words and logo, the lead's link. */
export function mailOf(deps: Pick<ContactHandlerDeps, "settings" | "replies">): LeadMail {
  const { settings } = deps;
  return {
    addresses: settings.mail,
    // Every e-mail in the function's words, its logo on SITE_URL.
    context: {
      replies: deps.replies,
      origin: settings.siteUrl,
      quoteKeys: { secret: settings.quoteKeys, months: settings.leadRetentionMonths },
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
    choiceEmailKind(mail),
    bookingRequestKind(mail),
    ...offerEmailKinds(deps.stores.offers, mail),
    bookedEmailKind(addresses, context),
    milestoneEmailKind(addresses, context),
    reminderEmailKind({ ...mail, answerReminderAfterMs: deps.settings.answerReminderAfterMs }),
    volumeNoticeKind(addresses, context, deps.settings.mail.teamEmailsPerHour),
    weeklySummaryKind(deps.stores.summary, addresses, context),
  ];
}

/** The outbox's delivery: every kind of e-mail, within the hourly ceilings. */
function wireDelivery(deps: ContactHandlerDeps): NotificationDelivery {
  const { settings } = deps;
  const { teamEmailsPerHour, confirmationsPerHour } = settings.mail;
  return createNotificationDelivery({
    store: deps.stores.outbox,
    mailer: deps.mailer,
    clock: deps.clock,
    options: { ...settings.delivery, teamEmailsPerHour, confirmationsPerHour },
    logger: deps.logger,
    kinds: emailKinds(deps),
  });
}

/** The leads kept while the database cannot take them: e-mailed directly, written once it can. */
function wireUnstored(
  deps: ContactHandlerDeps,
  background: (work: Promise<unknown>) => void,
  delivery: NotificationDelivery,
): UnstoredLeads {
  const { mailer, clock, logger, settings } = deps;
  const { addresses, context: emailContext, leadLink } = mailOf(deps);
  return createUnstoredLeads({
    store: deps.stores.leads,
    mailer,
    clock,
    logger,
    addresses,
    options: {
      ...settings.outage,
      perClient: settings.rateLimit.perClient,
      perEmail: settings.rateLimit.perEmail,
      windowMs: settings.rateLimit.windowMs,
      teamEmailsPerHour: settings.mail.teamEmailsPerHour,
      confirmationsPerHour: settings.mail.confirmationsPerHour,
    },
    background,
    delivery: () => delivery,
    emailContext,
    leadLink,
    problems: createDatabaseProblems({ mailer, clock, logger, addresses, background, emailContext }),
  });
}

/** The periodic job: retention, the sign-in codes, the weekly summary, the reminders, then the e-mails due. */
function wireScheduledWork(
  deps: ContactHandlerDeps,
  delivery: NotificationDelivery,
  unstored: UnstoredLeads,
): ScheduledWork {
  const { stores, clock, settings, logger } = deps;
  return createScheduledWork({
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
    forgetClients: () => stores.shipper.forgetClients(new Date(clock().getTime() - settings.rateLimit.windowMs)),
  });
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

/** What the parts below the routes give them. */
type Wired = {
  background: (work: Promise<unknown>) => void;
  delivery: NotificationDelivery;
  unstored: UnstoredLeads;
  scheduledWork: ScheduledWork;
  missingSettings: readonly string[];
};

/** What each capability's routes are made with. */
function routeParts(deps: ContactHandlerDeps, wired: Wired): RouteParts {
  const { stores, clock, settings, logger, replies, mailer } = deps;
  const { allowedOrigins } = settings;
  const { addresses, context: emailContext } = mailOf(deps);
  const notify = notifyOf(deps, wired.delivery);
  const sendNow = (requestId: string) => wired.background(wired.delivery.deliverForRequest(requestId));
  // One salt for both routes' limits: a client is the same client on each.
  const clientHashSalt = settings.rateLimit.clientHashSalt || instanceSalt();
  const { clientAddressHeader, perClient, windowMs } = settings.rateLimit;
  const submissions = createSubmissions({
    store: stores.leads,
    clock,
    settings,
    logger,
    clientHashSalt,
    // Shared by every instance, or "" (never one of this instance's own): the same request, the same reference.
    referenceSecret: settings.rateLimit.clientHashSalt,
    rateCard: deps.rateCard ?? NO_RATE_CARD,
    background: wired.background,
    replies,
    notify,
    unstored: wired.unstored,
  });
  const health = createHealthCheck({
    store: stores.leads,
    clock,
    logger,
    missingSettings: wired.missingSettings,
    clientAddressHeader,
    timeoutMs: settings.outage.databaseTimeoutMs,
    kept: () => wired.unstored.count(),
  });
  // What the shipper's routes share: the lead's key, and the per-client limit.
  const shipperAccess = {
    clock,
    logger,
    allowedOrigins,
    quoteKeys: settings.quoteKeys,
    limits: { clientAddressHeader, clientHashSalt, perClient, windowMs },
  };
  const card = deps.rateCard?.card ?? null;
  return {
    quote: { submissions, settings, logger, replies },
    shipper: { ...shipperAccess, store: stores.shipper, replies, notify },
    booking: { ...shipperAccess, store: stores.booking, replies, notify },
    offers: {
      ...shipperAccess,
      store: stores.offers,
      card,
      team: settings.team,
      signOuts: stores.signOuts,
      onQueued: sendNow,
    },
    track: { settings, logger, replies },
    signIn: {
      signIns: stores.signIns,
      clock,
      settings,
      logger,
      mailer,
      addresses,
      emailContext,
      background: wired.background,
      limits: { clientAddressHeader, clientHashSalt, perClient: settings.rateLimit.teamSignInPerClient, windowMs },
      signOuts: stores.signOuts,
    },
    console: {
      leads: stores.console,
      clock,
      settings,
      logger,
      replies,
      card,
      onBookingQueued: sendNow,
      signOuts: stores.signOuts,
    },
    milestones: {
      store: stores.milestones,
      clock,
      logger,
      onQueued: sendNow,
      team: settings.team,
      signOuts: stores.signOuts,
      allowedOrigins,
    },
    health,
    scheduled: [wired.scheduledWork, { allowedOrigins, logger }],
  };
}

/** The function's parts, each given what it needs of the handler's dependencies, and its route table. */
export function wireParts(
  deps: ContactHandlerDeps,
  background: (work: Promise<unknown>) => void,
  missingSettings: readonly string[],
) {
  const delivery = wireDelivery(deps);
  const unstored = wireUnstored(deps, background, delivery);
  const scheduledWork = wireScheduledWork(deps, delivery, unstored);
  const routes = routeTable(routeParts(deps, { background, delivery, unstored, scheduledWork, missingSettings }));
  return { delivery, unstored, scheduledWork, routes };
}
