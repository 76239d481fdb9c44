// The send-contact-email function, free of any server or provider: it takes
// its stores, mailer, clock, settings and logger, so tests call it directly.
// This file routes a request and turns what became of it into an answer:
//
// the route table (routes.ts, matched by http/router.ts) -> the route's
// handler, from the parts wiring.ts puts together: a quote request
// (quote/submission.ts: JSON or form, Origin, contract, honeypot, rate limit +
// idempotency + store, e-mails), the shipper's quote page (shipper/), the tracking form, the team's
// console, health or the scheduled job.
// A setting that is missing never stops a lead from being stored; every
// request logs one line naming what is missing.
import { corsHeaders, isOriginAllowed } from "../_shared/cors.ts";
import { wordsFor } from "../_shared/words/formReplyPages.ts";
import { type NotificationDelivery } from "./outbox/delivery.ts";
import { type FormProblem, formProblemResponse } from "./http/pages.ts";
import { contentType, FORM_MEDIA_TYPE, HttpError, jsonResponse } from "./http/http.ts";
import type { Logger } from "./settings/logger.ts";
import { createRouter, type RouteHandler } from "./http/router.ts";
import { FUNCTION_NAME, type RouteName, ROUTES } from "./routes.ts";
import { type ScheduledWorkReport } from "./scheduled/scheduledWork.ts";
import { describeProblems, type Settings } from "./settings/settings.ts";
import { type ConnectionInfo, type FormAnswer, InvalidFieldsError } from "./quote/submission.ts";
import { type UnstoredLeads } from "./quote/unstoredLeads.ts";

import { type ContactHandlerDeps, createBackground, wireParts } from "./wiring.ts";

export type { ContactHandlerDeps };
export type { HealthReport } from "./health/health.ts";
export type { ScheduledWorkReport } from "./scheduled/scheduledWork.ts";
export type { ConnectionInfo } from "./quote/submission.ts";

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
  const { delivery, unstored, scheduledWork, health, submissions, shipper, track, teamConsole } = parts;

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
    const { id, reference, replayed, price, quoteKey } = await submissions.submitJson(request, connection);
    // The range and what the page shows beside it, never the total; or null, and why there is none.
    const priced = price === null ? { price: null } : "price" in price ? price : { price: null, ...price };
    return {
      status: 200,
      body: {
        ...(id === undefined ? {} : { id }),
        reference,
        // The shipper's key to the quote page, beside its reference (none for a bot's, or without QUOTE_KEY_SECRET).
        ...(reference !== "" && quoteKey !== null ? { quoteKey } : {}),
        ...priced,
      },
      headers: replayed ? { "Idempotent-Replayed": "true" } : undefined,
    };
  }

  /** Each route's handler, by the name routes.ts gives it. */
  const handlers: Record<RouteName, RouteHandler<RouteExtra>> = {
    preflight: (_request, _params, { headers }) => Promise.resolve(new Response(null, { status: 204, headers })),
    quoteRequest: (request, _params, extra) => quoteRequest(request, extra),
    // The shipper's quote page (shipper/shipperRoutes.ts): JSON, with the lead's key.
    quote: (request, { reference }, { headers }) =>
      jsonRoute(request, headers, () => shipper.quote(request, reference)),
    choice: (request, { reference }, { headers, connection }) =>
      jsonRoute(request, headers, () => shipper.choice(request, reference, connection)),
    booking: (request, { reference }, { headers, connection }) =>
      jsonRoute(request, headers, () => shipper.booking(request, reference, connection)),
    scheduledWork: (request, _params, { headers }) =>
      jsonRoute(request, headers, () => scheduledWork.answerRetryRoute(request)),
    // No Origin check: a monitor's request has none, and the answer names no value.
    health: async (request, _params, { headers }) => {
      const report = await health(request);
      const response = jsonResponse(report.status === "ok" ? 200 : 503, report, headers);
      return request.method === "HEAD" ? new Response(null, response) : response;
    },
    // The page answering the tracking form's POST (trackRoute.ts).
    track: (request) => track(request),
    // The team's console (team/consoleRoutes.ts): JSON, with the team's session.
    teamSignIn: (request, _params, { headers }) => jsonRoute(request, headers, () => teamConsole.signIn(request)),
    teamSession: (request, _params, { headers }) => jsonRoute(request, headers, () => teamConsole.session(request)),
    teamLeads: (request, _params, { headers }) => jsonRoute(request, headers, () => teamConsole.leads(request)),
    teamLead: (request, { reference }, { headers }) =>
      jsonRoute(request, headers, () => teamConsole.lead(request, reference)),
    teamLeadStatus: (request, { reference }, { headers }) =>
      jsonRoute(request, headers, () => teamConsole.leadStatus(request, reference)),
    teamLeadMilestones: (request, { reference }, { headers }) =>
      jsonRoute(request, headers, () => teamConsole.milestones(request, reference)),
  };
  const router = createRouter(FUNCTION_NAME, ROUTES, handlers);

  const handler = (request: Request, connection?: ConnectionInfo): Promise<Response> => {
    if (configurationProblems) logger.error("send-contact-email is not fully configured", configurationProblems);
    const headers = corsHeaders(request.headers.get("origin"), settings.allowedOrigins);
    return router.answer(request, { connection, headers }, headers);
  };
  return Object.assign(handler, { delivery, unstored, runScheduledWork: scheduledWork.run, settle });
}
