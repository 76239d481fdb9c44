// The send-contact-email function, free of any server or provider: it takes
// its stores, mailer, clock, settings and logger, so tests call it directly.
// This file routes a request and turns what became of it into an answer:
//
// the route table (routes.ts, matched by router.ts) -> the route's handler:
// a quote request (submission.ts: JSON or form, Origin, contract, honeypot,
// rate limit + idempotency + store, e-mails), the choice (choice.ts), the
// tracking form (trackRoute.ts) and the team's lead links (teamLinkRoute.ts), health
// (health.ts) or the scheduled job (scheduledWork.ts).
// A setting that is missing never stops a lead from being stored; every
// request logs one line naming what is missing.
import { corsHeaders, isOriginAllowed } from "../_shared/cors.ts";
import type { FormReplies } from "../_shared/words/formReplies.ts";
import { wordsFor } from "../_shared/words/formReplyPages.ts";
import { leadLinks } from "./team/teamLinks.ts";
import type { EmailContext } from "./mail/emails.ts";
import { toHex } from "./http/clientAddress.ts";
import { createNotificationDelivery, type NotificationDelivery } from "./mail/delivery.ts";
import { type FormProblem, formProblemResponse } from "./http/pages.ts";
import { createDatabaseProblems } from "./quote/databaseProblems.ts";
import { lastWholeWeek } from "./mail/weeklySummary.ts";
import { type LoadedRateCard, NO_RATE_CARD } from "./quote/rateCardFile.ts";
import { createHealthCheck } from "./health/health.ts";
import { createChoices } from "./choice/choice.ts";
import { leadPageWordsOf } from "./team/leadPages.ts";
import { createTeamLinkRoute } from "./team/teamLinkRoute.ts";
import { createTrackRoute } from "./track/trackRoute.ts";
import { contentType, FORM_MEDIA_TYPE, HttpError, jsonResponse } from "./http/http.ts";
import type { Logger } from "./settings/logger.ts";
import type { Mailer } from "./mail/mailers.ts";
import { createRetention } from "./scheduled/retention.ts";
import { createRouter, type RouteHandler } from "./http/router.ts";
import { FUNCTION_NAME, type RouteName, ROUTES } from "./routes.ts";
import { createScheduledWork, type ScheduledWorkReport } from "./scheduled/scheduledWork.ts";
import { describeProblems, type Settings } from "./settings/settings.ts";
import type { Stores } from "./stores.ts";
import { type ConnectionInfo, createSubmissions, type FormAnswer, InvalidFieldsError } from "./quote/submission.ts";
import { createUnstoredLeads, type UnstoredLeads } from "./quote/unstoredLeads.ts";

export type { HealthReport } from "./health/health.ts";
export type { ScheduledWorkReport } from "./scheduled/scheduledWork.ts";
export type { ConnectionInfo } from "./quote/submission.ts";

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

export type ContactHandler = ((request: Request, connection?: ConnectionInfo) => Promise<Response>) & {
  delivery: NotificationDelivery;
  /** Leads the database could not take, kept in this instance's memory until it can. */
  unstored: UnstoredLeads;
  /**
   * The periodic job: deletes the requests older than the retention, then
   * retries the e-mails that are due, each whatever became of the other. The
   * retry route and the local backend's timer both run it; it never throws.
   */
  runScheduledWork(): Promise<ScheduledWorkReport>;
  /** Resolves when the work started after earlier answers (e-mails, catching up) is done: for tests and shutdown. */
  settle(): Promise<void>;
};

/** A successful answer: JSON body, plus headers beyond CORS. */
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** The page a refused form post gets, from the refusal. */
function formProblem(error: HttpError, maxBodyBytes: number): FormProblem {
  if (error instanceof InvalidFieldsError) {
    return { kind: "invalidFields", errors: error.fields, values: error.values };
  }
  switch (error.code) {
    case "rate_limited":
      return { kind: "rateLimited", retryAfterSeconds: Number(error.headers["Retry-After"]) };
    case "unavailable":
      return { kind: "unavailable", retryAfterSeconds: Number(error.headers["Retry-After"]) };
    case "payload_too_large":
      return { kind: "tooLarge", maxBytes: maxBodyBytes };
    case "origin_not_allowed":
      return { kind: "originNotAllowed" };
    default:
      return { kind: "unreadable" };
  }
}

/** A salt of this instance's own, when RATE_LIMIT_SALT is missing: never stored, so hashes stay irreversible. */
function instanceSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)).buffer);
}

/** Work that goes on after an answer: handed to waitUntil when there is one, and awaited by settle(). */
function createBackground(logger: Logger, waitUntil?: (work: Promise<unknown>) => void) {
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

/**
 * `origin` when ALLOWED_ORIGINS lists it by name ("*" does not count) and it
 * is an origin as browsers send one (a scheme and a host); else null. Such an
 * origin is a site of ours: a plain form posted from it is sent back there.
 */
export function listedOrigin(origin: string | null, allowedOrigins: readonly string[]): string | null {
  return origin !== null && allowedOrigins.includes(origin) && /^https?:\/\/[^\s/?#]+$/.test(origin) &&
      origin.length <= 255
    ? origin
    : null;
}

/** The function's parts, each given what it needs of the handler's dependencies. */
function wireParts(
  deps: ContactHandlerDeps,
  background: (work: Promise<unknown>) => void,
  missingSettings: readonly string[],
) {
  const { stores, clock, settings, logger, mailer } = deps;
  const addresses = settings.mail;
  const { teamEmailsPerHour, confirmationsPerHour } = settings.mail;
  // Every e-mail in the function's words, its logo on SITE_URL.
  const emailContext: EmailContext = { replies: deps.replies, origin: settings.siteUrl };
  const links = (reference: string) => leadLinks(settings.teamLinks, reference);
  const delivery = createNotificationDelivery({
    store: stores.notifications,
    summary: stores.summary,
    mailer,
    clock,
    addresses,
    options: { ...settings.delivery, teamEmailsPerHour, confirmationsPerHour },
    logger,
    emailContext,
    leadLinks: links,
    answerReminderAfterMs: settings.answerReminderAfterMs,
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
    leadLinks: links,
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
    queueWeeklySummary: settings.weeklySummary
      ? () => {
        const now = clock();
        const week = lastWholeWeek(now);
        return now < week.sendFrom ? Promise.resolve(false) : stores.summary.queueWeeklySummary({ ...week, now });
      }
      : undefined,
    queueAnswerReminders: () => stores.progress.queueAnswerReminders(clock(), settings.answerReminderAfterMs),
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
  const choices = createChoices({ store: stores.choices, clock, logger, limits, notify: notifyOf(deps, delivery) });
  const teamLink = createTeamLinkRoute({
    store: stores.progress,
    clock,
    settings,
    logger,
    replies: deps.replies,
    leadWords: leadPageWordsOf(deps.replies.team),
    onBookingQueued: (requestId) => background(delivery.deliverForRequest(requestId)),
  });
  const track = createTrackRoute({ settings, logger, replies: deps.replies });
  return { delivery, unstored, scheduledWork, health, submissions, choices, track, teamLink };
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

/** Refused: the Origin is not one of the site's. */
const originNotAllowed = () => new HttpError(403, "origin_not_allowed", "Requests from this website are not accepted.");

/**
 * The answer to a request that was refused (an HttpError) or failed inside:
 * JSON, or for a plain form's post (`form`) a page in the visitor's language.
 */
function errorResponse(
  error: unknown,
  context: { form: { page: FormAnswer; siteOrigin: string | null } | null; headers: Headers },
  settings: Settings,
  logger: Logger,
): Response {
  const { form, headers } = context;
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
    if (form) {
      return formProblemResponse(
        error.status,
        formProblem(error, settings.maxBodyBytes),
        form.page.words,
        form.siteOrigin,
        headers,
      );
    }
    return jsonResponse(
      error.status,
      { error: { code: error.code, message: error.message, ...error.details } },
      headers,
    );
  }
  // Whatever went wrong (database, bug) stays in the logs under this id.
  const errorId = crypto.randomUUID();
  logger.error("unhandled error", {
    errorId,
    error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error),
  });
  if (form) {
    return formProblemResponse(
      500,
      { kind: "internalError", reference: errorId },
      form.page.words,
      form.siteOrigin,
      headers,
    );
  }
  return jsonResponse(
    500,
    { error: { code: "internal_error", message: "internal error", requestId: errorId } },
    headers,
  );
}

/** What every route's handler gets beside the request and the path's parts. */
type RouteExtra = {
  connection?: ConnectionInfo;
  /** The answer's CORS headers, for this request's Origin. */
  headers: Headers;
};

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const { settings, logger } = deps;
  const configurationProblems = settings.problems.length > 0 ? describeProblems(settings.problems) : null;

  const { background, settle } = createBackground(logger, deps.waitUntil);
  const parts = wireParts(deps, background, configurationProblems?.missing ?? []);
  const { delivery, unstored, scheduledWork, health, submissions, choices, track, teamLink } = parts;

  /** A JSON route called by the site's script or a scheduler: the Origin checked, every refusal in JSON. */
  async function jsonRoute(request: Request, headers: Headers, answer: () => Promise<Answer>): Promise<Response> {
    try {
      if (!isOriginAllowed(request.headers.get("origin"), settings.allowedOrigins)) throw originNotAllowed();
      const { status, body, headers: extra } = await answer();
      for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
      return jsonResponse(status, body, headers);
    } catch (error) {
      return errorResponse(error, { form: null, headers }, settings, logger);
    }
  }

  /** A quote request: JSON from the site's script, or the plain form's post (a redirect, or a page naming what to fix). */
  async function quoteRequest(request: Request, { headers, connection }: RouteExtra): Promise<Response> {
    const form = contentType(request).mediaType === FORM_MEDIA_TYPE;
    if (!form) return await jsonRoute(request, headers, () => answerJsonQuote(request, connection));
    // A form post is a "simple" cross-site request that no preflight guards,
    // and its answer sends the visitor to `origin`: the Origin must be present
    // and listed by name ("*" does not count).
    const siteOrigin = listedOrigin(request.headers.get("origin"), settings.allowedOrigins);
    const page: FormAnswer = { siteOrigin: siteOrigin ?? "", words: wordsFor(deps.replies, null) };
    try {
      if (siteOrigin === null) throw originNotAllowed();
      headers.set("Location", await submissions.submitForm(request, page, connection));
      headers.set("Cache-Control", "no-store");
      headers.set("Referrer-Policy", "no-referrer");
      return new Response(null, { status: 303, headers });
    } catch (error) {
      return errorResponse(error, { form: { page, siteOrigin }, headers }, settings, logger);
    }
  }

  /** A JSON quote request: its reference and what the visitor is shown of its price. */
  async function answerJsonQuote(request: Request, connection?: ConnectionInfo): Promise<Answer> {
    const { id, reference, replayed, price } = await submissions.submitJson(request, connection);
    // The range and what the page shows beside it, never the total; or null, and why there is none.
    const priced = price === null
      ? { price: null }
      : "price" in price
      ? price
      : { price: null, noPrice: price.noPrice };
    return {
      status: 200,
      body: { ...(id === undefined ? {} : { id }), reference, ...priced },
      headers: replayed ? { "Idempotent-Replayed": "true" } : undefined,
    };
  }

  /** Each route's handler, by the name routes.ts gives it. */
  const handlers: Record<RouteName, RouteHandler<RouteExtra>> = {
    preflight: (_request, _params, { headers }) => Promise.resolve(new Response(null, { status: 204, headers })),
    quoteRequest: (request, _params, extra) => quoteRequest(request, extra),
    choice: (request, _params, { headers, connection }) =>
      jsonRoute(request, headers, () => choices.answer(request, connection)),
    scheduledWork: (request, _params, { headers }) =>
      jsonRoute(request, headers, () => scheduledWork.answerRetryRoute(request)),
    // No Origin check: a monitor's request has none, and the answer names no value.
    health: async (request, _params, { headers }) => {
      const report = await health(request);
      const response = jsonResponse(report.status === "ok" ? 200 : 503, report, headers);
      return request.method === "HEAD" ? new Response(null, response) : response;
    },
    // Pages answering a plain form's POST (trackRoute.ts), and the team's links (teamLinkRoute.ts).
    track: (request) => track(request),
    teamLink: (request, { reference, action }) => teamLink(request, reference, action),
  };
  const router = createRouter(FUNCTION_NAME, ROUTES, handlers);

  const handler = (request: Request, connection?: ConnectionInfo): Promise<Response> => {
    if (configurationProblems) logger.error("send-contact-email is not fully configured", configurationProblems);
    const headers = corsHeaders(request.headers.get("origin"), settings.allowedOrigins);
    return router.answer(request, { connection, headers }, headers);
  };
  return Object.assign(handler, { delivery, unstored, runScheduledWork: scheduledWork.run, settle });
}
