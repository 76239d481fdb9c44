// The send-contact-email function, free of any server or provider: it takes
// its store, mailer, clock, settings and logger, so tests call it directly.
//
// CORS -> method -> content type -> size -> JSON -> contract -> honeypot
// -> rate limit + idempotency + store (one transaction) -> notify the team.
import { corsHeaders, isOriginAllowed } from "../_shared/cors.ts";
import { CONTACT_FIELDS, type ContactField, validateContactRequest } from "../_shared/contactRequest.ts";
import { clientAddress, hashClientAddress } from "./clientAddress.ts";
import { createNotificationDelivery, type NotificationDelivery } from "./delivery.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mailers.ts";
import type { Settings } from "./settings.ts";
import type { ContactStore, NotificationKind } from "./store.ts";

export type ContactHandlerDeps = {
  store: ContactStore;
  mailer: Mailer;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  /**
   * Runs the e-mail after the answer is sent (Supabase's EdgeRuntime.waitUntil).
   * Without it the answer waits for the e-mail, which keeps tests and the
   * local backend's outbox deterministic.
   */
  waitUntil?: (work: Promise<unknown>) => void;
};

/** What Deno.serve passes as its second argument; only the peer address is used. */
export type ConnectionInfo = { remoteAddr?: Deno.Addr };

export type ContactHandler = ((request: Request, connection?: ConnectionInfo) => Promise<Response>) & {
  delivery: NotificationDelivery;
};

/** The field a bot fills in: hidden from people, tempting to form-fillers. */
export const HONEYPOT_FIELD = "website";

/** Path suffix of the route a scheduled job calls to retry failed notifications. */
export const RETRY_ROUTE = "/retry-notifications";

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A successful answer: JSON body, plus headers beyond CORS. */
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** How the error message names each field. */
const FIELD_LABELS: Record<ContactField, string> = {
  name: "name",
  email: "e-mail address",
  phone: "phone",
  shippingCountry: "shipping country",
  shippingDetails: "shipping details",
  message: "message",
};

/** A refusal with a stable code for programs and a message for people. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

function json(status: number, body: unknown, headers: Headers): Response {
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers });
}

function requireJsonContentType(request: Request): void {
  const [mediaType, ...parameters] = (request.headers.get("content-type") ?? "").split(";");
  const charset = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("charset="));
  if (mediaType.trim().toLowerCase() !== "application/json" || (charset && charset !== "charset=utf-8")) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "The request body must be JSON (Content-Type: application/json).",
    );
  }
}

/** Reads at most `maxBytes` of the body, refusing early when it is larger. */
async function readBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new HttpError(413, "payload_too_large", `The request body must be at most ${maxBytes / 1024} KB.`);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid UTF-8 text.");
  }
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === "") throw new HttpError(400, "invalid_json", "The request body is empty; send the form as JSON.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError(400, "invalid_body", "The request body must be a JSON object with the form's fields.");
  }
  return value as Record<string, unknown>;
}

function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      "invalid_idempotency_key",
      "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
    );
  }
  return key;
}

/** Fields holding NUL: PostgreSQL text cannot store it, and no person types it. */
function fieldsWithNul(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (typeof value === "string" && value.includes("\u0000")) errors[field] = "invalidCharacter";
  }
  return errors;
}

function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** Constant-time comparison, so the retry secret cannot be guessed byte by byte from timings. */
function secretsMatch(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i];
  return difference === 0;
}

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const { store, clock, settings, logger } = deps;
  const delivery = createNotificationDelivery({
    store,
    mailer: deps.mailer,
    clock,
    addresses: settings.mail,
    options: settings.delivery,
    logger,
  });
  const notificationKinds: NotificationKind[] = settings.mail.sendVisitorConfirmation
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

  async function submitContactRequest(request: Request, connection?: ConnectionInfo): Promise<Answer> {
    requireJsonContentType(request);
    const body = parseJsonObject(await readBody(request, settings.maxBodyBytes));
    const idempotencyKey = readIdempotencyKey(request);

    const result = validateContactRequest(body);
    const nulErrors = fieldsWithNul(body);
    if (!result.ok || Object.keys(nulErrors).length > 0) {
      const fields = { ...(result.ok ? {} : result.errors), ...nulErrors };
      const labels = Object.keys(fields).map((field) => FIELD_LABELS[field as ContactField] ?? field);
      throw new HttpError(400, "invalid_fields", `Please check: ${labels.join(", ")}.`, { fields });
    }

    if (isHoneypotFilled(body)) {
      // Looks accepted, so the bot learns nothing; nothing is stored or sent.
      logger.info("honeypot filled; request dropped");
      return { status: 200, body: { id: crypto.randomUUID() } };
    }

    const peer = connection?.remoteAddr;
    const address = clientAddress(request, peer && "hostname" in peer ? peer.hostname : undefined);
    const outcome = await store.accept({
      request: result.value,
      clientHash: await hashClientAddress(address, settings.rateLimit.clientHashSalt),
      idempotencyKey,
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
    if (outcome.replayed) {
      return { status: 200, body: { id: outcome.id }, headers: { "Idempotent-Replayed": "true" } };
    }
    logger.info("contact request stored", { requestId: outcome.id });
    await notify(outcome.id);
    return { status: 200, body: { id: outcome.id } };
  }

  async function retryNotifications(request: Request): Promise<Answer> {
    const given = request.headers.get("x-retry-secret") ?? "";
    if (!settings.retrySecret || !secretsMatch(given, settings.retrySecret)) {
      throw new HttpError(401, "unauthorized", "A valid X-Retry-Secret header is required.");
    }
    return { status: 200, body: await delivery.deliverDue() };
  }

  const handler = async (request: Request, connection?: ConnectionInfo): Promise<Response> => {
    const origin = request.headers.get("origin");
    const headers = corsHeaders(origin, settings.allowedOrigins);
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers });
    try {
      if (!isOriginAllowed(origin, settings.allowedOrigins)) {
        throw new HttpError(403, "origin_not_allowed", "Requests from this website are not accepted.");
      }
      if (request.method !== "POST") {
        throw new HttpError(405, "method_not_allowed", "Only POST is accepted.", {}, { Allow: "POST, OPTIONS" });
      }
      const route = new URL(request.url).pathname.endsWith(RETRY_ROUTE) ? retryNotifications : submitContactRequest;
      const answer = await route(request, connection);
      for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
      return json(answer.status, answer.body, headers);
    } catch (error) {
      if (error instanceof HttpError) {
        for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
        return json(error.status, { error: { code: error.code, message: error.message, ...error.details } }, headers);
      }
      // Whatever went wrong (database, bug) stays in the logs under this id.
      const errorId = crypto.randomUUID();
      logger.error("unhandled error", {
        errorId,
        error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error),
      });
      return json(500, { error: { code: "internal_error", message: "internal error", requestId: errorId } }, headers);
    }
  };
  return Object.assign(handler, { delivery });
}
