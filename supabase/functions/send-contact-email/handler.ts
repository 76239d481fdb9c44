// The send-contact-email function, free of any server or provider: it takes
// its store, mailer, clock, settings and logger, so tests call it directly.
//
// CORS -> method -> content type -> size -> JSON or form -> contract -> honeypot
// -> rate limit + idempotency + store (one transaction) -> notify the team.
// Beside it: GET .../health for monitors, POST .../retry-notifications for the
// scheduled job. A setting that is missing never stops a lead from being
// stored; every request logs one line naming what is missing.
//
// Two kinds of callers: the site's script (JSON, answered in JSON), and the
// site's plain HTML form when JavaScript is off (application/x-www-form-urlencoded,
// answered with a 303 to the thank-you page or an HTML page saying what to fix).
// Both send the page's language; the request is stored with it, and the form's
// answers are in it, with the site's words (siteReplies.ts).
// The generic HTTP parts (body, content type, parsing, JSON answers) are in http.ts.
import { createHash, timingSafeEqual } from "node:crypto";
import { corsHeaders, isOriginAllowed } from "../_shared/cors.ts";
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactRequest,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  validateContactRequest,
} from "../_shared/contactRequest.ts";
import { type FormReplies, resolveLanguage } from "../_shared/formReplies.ts";
import { type PageWords, wordsFor } from "../_shared/formReplyPages.ts";
import { clientAddress, hashClientAddress, toHex } from "./clientAddress.ts";
import { createNotificationDelivery, type NotificationDelivery } from "./delivery.ts";
import { type FormProblem, formProblemResponse } from "./formPages.ts";
import {
  contentType,
  FORM_MEDIA_TYPE,
  HttpError,
  jsonResponse,
  parseForm,
  parseJsonObject,
  readBody,
  readIdempotencyKey,
  requireJsonContentType,
} from "./http.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mailers.ts";
import { createRetention } from "./retention.ts";
import { describeProblems, type Settings } from "./settings.ts";
import type { RepliesSource } from "./siteReplies.ts";
import type { ContactStore, RequestNotificationKind } from "./store.ts";

export type ContactHandlerDeps = {
  store: ContactStore;
  mailer: Mailer;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  /** The site's languages and their words, read from the site. */
  replies: RepliesSource;
  /**
   * Runs the e-mail after the answer is sent (Supabase's EdgeRuntime.waitUntil).
   * Without it the answer waits for the e-mail, which keeps tests and the
   * local backend's outbox deterministic.
   */
  waitUntil?: (work: Promise<unknown>) => void;
};

/** What Deno.serve passes as its second argument; only the peer address is used. */
export type ConnectionInfo = { remoteAddr?: Deno.Addr };

/**
 * What one scheduled run did: e-mails sent and failed, expired requests
 * deleted. A part that failed is named in `errors` and its count is null;
 * the other part ran all the same.
 */
export type ScheduledWorkReport = {
  sent: number | null;
  failed: number | null;
  deleted: number | null;
  errors?: ("retention" | "delivery")[];
};

export type ContactHandler = ((request: Request, connection?: ConnectionInfo) => Promise<Response>) & {
  delivery: NotificationDelivery;
  /**
   * The periodic job: deletes the requests older than the retention, then
   * retries the e-mails that are due, each whatever became of the other. The
   * retry route and the local backend's timer both run it; it never throws.
   */
  runScheduledWork(): Promise<ScheduledWorkReport>;
};

/** What GET .../health answers: 200 with no names, or 503 naming what is missing (never a value). */
export type HealthReport = { status: "ok" | "unavailable"; missing: string[] };

/** Path suffix of the route a scheduled job calls to retry failed notifications. */
export const RETRY_ROUTE = "/retry-notifications";

/** Path suffix of the route an uptime monitor calls. */
export const HEALTH_ROUTE = "/health";

/** A successful answer: JSON body, plus headers beyond CORS. */
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** A submission the contract accepted, or a bot's that was dropped. */
type Accepted = { id: string; replayed: boolean };

/** How the error message names each field. */
const FIELD_LABELS: Record<ContactField, string> = {
  name: "name",
  email: "e-mail address",
  phone: "phone",
  shippingCountry: "shipping country",
  shippingDetails: "shipping details",
  message: "message",
};

/** The contract refused fields; keeps what was sent, for the form's page (never put in JSON). */
class InvalidFieldsError extends HttpError {
  constructor(readonly fields: Record<string, string>, readonly values: Record<string, unknown>) {
    const labels = Object.keys(fields).map((field) => FIELD_LABELS[field as ContactField] ?? field);
    super(400, "invalid_fields", `Please check: ${labels.join(", ")}.`, { fields });
  }
}

/** True for the site's plain HTML form (no JavaScript): its answers are a redirect or a page. */
export function isFormPost(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return contentType(request).mediaType === FORM_MEDIA_TYPE && !path.endsWith(RETRY_ROUTE) &&
    !path.endsWith(HEALTH_ROUTE);
}

/**
 * The contact fields of a plain form post. A repeated field counts once: the
 * first value is used. Any filled copy of the honeypot counts, so a bot cannot
 * hide it behind an empty first one.
 */
function formSubmission(params: URLSearchParams): { fields: Record<string, unknown>; honeypot: boolean } {
  const fields: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) fields[field] = params.get(field);
  return { fields, honeypot: params.getAll(HONEYPOT_FIELD).some((value) => value !== "") };
}

/** What a plain form post is answered with: the words of its page's language, as soon as they are known. */
type FormAnswer = { siteOrigin: string; words: PageWords };

/**
 * A plain form cannot send an Idempotency-Key, so a double submit (a second
 * click, a reload that re-posts) is recognised by its content instead: the
 * same client sending the same fields within the idempotency window.
 */
async function formIdempotencyKey(clientHash: string, request: ContactRequest): Promise<string> {
  const content = JSON.stringify([clientHash, ...CONTACT_FIELDS.map((field) => request[field])]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content));
  return `form-${toHex(digest)}`;
}

function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** The page a refused form post gets, from the refusal. */
function formProblem(error: HttpError, maxBodyBytes: number): FormProblem {
  if (error instanceof InvalidFieldsError) {
    return { kind: "invalidFields", errors: error.fields, values: error.values };
  }
  switch (error.code) {
    case "rate_limited":
      return { kind: "rateLimited", retryAfterSeconds: Number(error.headers["Retry-After"]) };
    case "payload_too_large":
      return { kind: "tooLarge", maxBytes: maxBodyBytes };
    case "origin_not_allowed":
      return { kind: "originNotAllowed" };
    default:
      return { kind: "unreadable" };
  }
}

/**
 * The retry secret is compared as SHA-256 digests with timingSafeEqual: the
 * constant-time comparison keeps it from being guessed byte by byte from
 * timings, and digests have one length, so its length does not show either.
 */
const sha256 = (value: string) => createHash("sha256").update(value).digest();

/** A salt of this instance's own, when RATE_LIMIT_SALT is missing: never stored, so hashes stay irreversible. */
function instanceSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)).buffer);
}

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const { store, clock, settings, logger } = deps;
  const retrySecretDigest = settings.retrySecret ? sha256(settings.retrySecret) : null;
  const clientHashSalt = settings.rateLimit.clientHashSalt || instanceSalt();
  const { clientAddressHeader } = settings.rateLimit;
  const configurationProblems = settings.problems.length > 0 ? describeProblems(settings.problems) : null;
  const delivery = createNotificationDelivery({
    store,
    mailer: deps.mailer,
    clock,
    addresses: settings.mail,
    options: { ...settings.delivery, teamEmailsPerHour: settings.mail.teamEmailsPerHour },
    logger,
    // Read when the e-mail is sent, from the configured site (no request names one then).
    confirmationWords: async (language) => {
      const words = wordsFor(await repliesOf(settings.siteUrl), language);
      return { code: words.code, direction: words.direction, confirmation: words.confirmation };
    },
  });
  const retention = createRetention({ store, clock, logger, options: { months: settings.leadRetentionMonths } });

  /** The site a request names by its Origin, when the origin is listed by name; else the configured site. */
  const siteOf = (origin: string | null) =>
    origin !== null && settings.allowedOrigins.includes(origin) ? origin : settings.siteUrl;

  /** The site's languages and words, or null when there is no site to ask or it cannot be read. */
  const repliesOf = (site: string | null): Promise<FormReplies | null> =>
    site === null ? Promise.resolve(null) : deps.replies.forOrigin(site);
  const notificationKinds: RequestNotificationKind[] = settings.mail.sendVisitorConfirmation
    ? ["team", "visitor_confirmation"]
    : ["team"];

  /** Sends the e-mails of a stored request; a failure is recorded and retried later, never thrown. */
  function notify(requestId: string): Promise<unknown> {
    const work = delivery.deliverForRequest(requestId).catch((error) =>
      logger.error("notification delivery crashed", { requestId, error: String(error) })
    );
    if (deps.waitUntil) {
      deps.waitUntil(work);
      return Promise.resolve();
    }
    return work;
  }

  /**
   * What JSON and form posts share, once their body is parsed: the contract,
   * the honeypot, the rate limits and idempotency, storing, and the e-mails.
   * `idempotencyKey` gets the client's hash and the validated request, for
   * callers that derive the key from them.
   */
  async function acceptSubmission(
    submission: {
      fields: Record<string, unknown>;
      honeypot: boolean;
      language: string | null;
      idempotencyKey: (clientHash: string, request: ContactRequest) => Promise<string | null>;
    },
    request: Request,
    connection?: ConnectionInfo,
  ): Promise<Accepted> {
    const { fields } = submission;
    const result = validateContactRequest(fields);
    if (!result.ok) throw new InvalidFieldsError(result.errors, fields);

    if (submission.honeypot) {
      // Looks accepted, so the bot learns nothing; nothing is stored or sent.
      logger.info("honeypot filled; request dropped");
      return { id: crypto.randomUUID(), replayed: false };
    }

    const peer = connection?.remoteAddr;
    const client = clientAddress(request, peer && "hostname" in peer ? peer.hostname : undefined, clientAddressHeader);
    if (client.source === "missing") {
      // Shared by every such request, so the limits still hold; the platform
      // no longer sets the header, or the request did not come through it.
      logger.error("client address missing; rate limited as one shared client", {
        header: clientAddressHeader ?? "(connection)",
      });
    }
    const clientHash = await hashClientAddress(client.address, clientHashSalt);
    const outcome = await store.accept({
      request: result.value,
      language: submission.language,
      clientHash,
      idempotencyKey: await submission.idempotencyKey(clientHash, result.value),
      notifications: notificationKinds,
      now: clock(),
      limits: { ...settings.rateLimit, idempotencyTtlMs: settings.idempotencyTtlMs },
    });
    if (outcome.kind === "rateLimited") {
      const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
      throw new HttpError(
        429,
        "rate_limited",
        `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        {},
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    }
    if (outcome.replayed) return { id: outcome.id, replayed: true };
    logger.info("contact request stored", { requestId: outcome.id });
    await notify(outcome.id);
    return { id: outcome.id, replayed: false };
  }

  async function submitJson(request: Request, connection?: ConnectionInfo): Promise<Answer> {
    requireJsonContentType(request);
    const body = parseJsonObject(await readBody(request, settings.maxBodyBytes));
    const idempotencyKey = readIdempotencyKey(request);
    const language = resolveLanguage(body[LANGUAGE_FIELD], await repliesOf(siteOf(request.headers.get("origin"))));
    const { id, replayed } = await acceptSubmission(
      {
        fields: body,
        honeypot: isHoneypotFilled(body),
        language,
        idempotencyKey: () => Promise.resolve(idempotencyKey),
      },
      request,
      connection,
    );
    return { status: 200, body: { id }, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined };
  }

  /**
   * The plain HTML form: accepted (or a replay, or a bot) goes to the
   * thank-you page of its language on the site that posted it. Until the
   * language is read from the form, `answer` holds the site's default
   * language's words, for a refusal before that.
   */
  async function submitForm(request: Request, answer: FormAnswer, connection?: ConnectionInfo): Promise<string> {
    const replies = await repliesOf(answer.siteOrigin);
    answer.words = wordsFor(replies, null);
    const { charset } = contentType(request);
    if (charset && charset !== "charset=utf-8") {
      throw new HttpError(415, "unsupported_media_type", "The form must be sent in UTF-8.");
    }
    const params = parseForm(await readBody(request, settings.maxBodyBytes));
    const language = resolveLanguage(params.get(LANGUAGE_FIELD), replies);
    answer.words = wordsFor(replies, language);
    await acceptSubmission(
      { ...formSubmission(params), language, idempotencyKey: formIdempotencyKey },
      request,
      connection,
    );
    return `${answer.siteOrigin}${answer.words.thankYouPath}`;
  }

  async function runScheduledWork(): Promise<ScheduledWorkReport> {
    const report: ScheduledWorkReport = { sent: null, failed: null, deleted: null };
    const errors: ("retention" | "delivery")[] = [];
    // Expired leads first, so no e-mail is retried for a request past its
    // retention; a failure of either part never stops the other.
    try {
      report.deleted = (await retention.deleteExpired()).requests;
    } catch (error) {
      errors.push("retention");
      logger.error("deleting expired leads failed; e-mails are still retried", { error: String(error) });
    }
    try {
      Object.assign(report, await delivery.deliverDue());
    } catch (error) {
      errors.push("delivery");
      logger.error("retrying e-mails failed", { error: String(error) });
    }
    return errors.length > 0 ? { ...report, errors } : report;
  }

  async function retryNotifications(request: Request): Promise<Answer> {
    const given = request.headers.get("x-retry-secret") ?? "";
    if (retrySecretDigest === null || !timingSafeEqual(sha256(given), retrySecretDigest)) {
      throw new HttpError(401, "unauthorized", "A valid X-Retry-Secret header is required.");
    }
    const report = await runScheduledWork();
    // A failed part answers 500, so the scheduler's log shows it.
    return { status: report.errors ? 500 : 200, body: report };
  }

  /**
   * Ready for production: e-mail, the retry secret and the salt configured
   * (settings.problems), the database answering, and, behind a platform, its
   * client-address header on this request.
   */
  async function health(request: Request): Promise<HealthReport> {
    const missing = configurationProblems ? [...configurationProblems.missing] : [];
    try {
      await store.ping();
    } catch (error) {
      missing.push("database");
      logger.error("health: the database does not answer", { error: String(error) });
    }
    if (clientAddressHeader !== null && !request.headers.get(clientAddressHeader)?.trim()) {
      missing.push(`${clientAddressHeader} header`);
    }
    return { status: missing.length === 0 ? "ok" : "unavailable", missing };
  }

  const handler = async (request: Request, connection?: ConnectionInfo): Promise<Response> => {
    if (configurationProblems) logger.error("send-contact-email is not fully configured", configurationProblems);
    const origin = request.headers.get("origin");
    const headers = corsHeaders(origin, settings.allowedOrigins);
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers });
    if (new URL(request.url).pathname.endsWith(HEALTH_ROUTE) && ["GET", "HEAD"].includes(request.method)) {
      // Before the Origin check: a monitor's request has none, and the answer names no value.
      const report = await health(request);
      const response = jsonResponse(report.status === "ok" ? 200 : 503, report, headers);
      return request.method === "HEAD" ? new Response(null, response) : response;
    }
    const form = isFormPost(request);
    // A form post is a "simple" cross-site request that no preflight guards,
    // and its answer sends the visitor to `origin`: the Origin must be present
    // and listed by name ("*" does not count).
    const siteOrigin = form && origin !== null && settings.allowedOrigins.includes(origin) ? origin : null;
    const page: FormAnswer = { siteOrigin: siteOrigin ?? "", words: wordsFor(null, null) };
    try {
      if (form ? siteOrigin === null : !isOriginAllowed(origin, settings.allowedOrigins)) {
        throw new HttpError(403, "origin_not_allowed", "Requests from this website are not accepted.");
      }
      if (new URL(request.url).pathname.endsWith(HEALTH_ROUTE)) {
        throw new HttpError(405, "method_not_allowed", "Only GET is accepted.", {}, { Allow: "GET, HEAD" });
      }
      if (request.method !== "POST") {
        throw new HttpError(405, "method_not_allowed", "Only POST is accepted.", {}, { Allow: "POST, OPTIONS" });
      }
      if (form) {
        headers.set("Location", await submitForm(request, page, connection));
        headers.set("Cache-Control", "no-store");
        headers.set("Referrer-Policy", "no-referrer");
        return new Response(null, { status: 303, headers });
      }
      const route = new URL(request.url).pathname.endsWith(RETRY_ROUTE) ? retryNotifications : submitJson;
      const answer = await route(request, connection);
      for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
      return jsonResponse(answer.status, answer.body, headers);
    } catch (error) {
      if (error instanceof HttpError) {
        for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
        if (form) {
          const problem = formProblem(error, settings.maxBodyBytes);
          return formProblemResponse(error.status, problem, page.words, siteOrigin, headers);
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
        return formProblemResponse(500, { kind: "internalError", reference: errorId }, page.words, siteOrigin, headers);
      }
      return jsonResponse(
        500,
        { error: { code: "internal_error", message: "internal error", requestId: errorId } },
        headers,
      );
    }
  };
  return Object.assign(handler, { delivery, runScheduledWork });
}
