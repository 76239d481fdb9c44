// Sends a quote request to the send-contact-email Edge Function.
// This is the only module that touches @supabase/supabase-js, and it loads it
// with a dynamic import(): webpack puts the library in its own chunk, fetched
// when the visitor first interacts with the form, never on page load.
import type { SupabaseClient } from "@supabase/supabase-js";
import {
  type CargoLine,
  CONTACT_FIELDS,
  CONTACT_TIMEOUT_MS,
  type ContactRequest,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
} from "../../../supabase/functions/_shared/contactFields.ts";
import { LANDING_STORAGE_KEY, type LeadSource, readLeadSource, SOURCE_FIELD } from "../../../supabase/functions/_shared/leadSource.ts";
import {
  type QuoteRequestAnswer,
  readQuoteRequestAnswer,
  readQuoteRequestRefusal,
} from "../../../supabase/functions/_shared/api/quoteRequestApi.ts";
import { parse, readOrNull } from "../../../supabase/functions/_shared/api/read.ts";
import { CONTACT_FUNCTION_NAME, supabaseAnonKey, supabaseUrl } from "../backendConfig";

/** A request that has not been answered in this time counts as failed. */
export { CONTACT_TIMEOUT_MS };

export type ContactSendFailure = "http" | "network" | "timeout" | "unexpected";

/** Why a request failed; logged, never shown (the visitor sees one notice). */
export class ContactSendError extends Error {
  constructor(
    readonly kind: ContactSendFailure,
    message: string,
    readonly details: { status?: number; code?: string; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message);
    this.name = "ContactSendError";
  }
}

let clientPromise: Promise<SupabaseClient> | undefined;

/** Loads supabase-js and makes the client once; call it early to warm up. */
export function loadContactClient(): Promise<SupabaseClient> {
  clientPromise ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      // Visitors never sign in: no session to store, refresh or read from the URL.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  );
  // A failed chunk download (offline) must not poison every later attempt.
  clientPromise.catch(() => {
    clientPromise = undefined;
  });
  return clientPromise;
}

/**
 * The contract's fields as the contract read them (text trimmed, numbers as
 * JSON numbers, the ticked contents as a list; a number not given is left
 * out) and the page's language, where the visitor came from when the page
 * kept it, plus the honeypot only when a bot has filled it in.
 */
export function buildContactBody(
  request: ContactRequest,
  language: string,
  honeypot = "",
  source: LeadSource | null = null,
): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(
    // No lines is not sent, as no number is not: a body the function of before the lines takes as it did.
    CONTACT_FIELDS.filter((field) => request[field] !== null && !(field === "cargoLines" && request.cargoLines.length === 0)).map(
      (field) => [field, field === "cargoLines" ? linesAsPlaced(request.cargoLines) : request[field]],
    ),
  );
  body[LANGUAGE_FIELD] = language;
  if (source) body[SOURCE_FIELD] = source;
  if (honeypot !== "") body[HONEYPOT_FIELD] = honeypot;
  return body;
}

/**
 * The lines at their places on the form, an empty one ({}) where the shipper
 * left one empty: the function drops it and numbers the next as the form did.
 */
function linesAsPlaced(lines: readonly CargoLine[]): Record<string, unknown>[] {
  const placed: Record<string, unknown>[] = [];
  lines.forEach(({ place, ...line }, index) => {
    while (placed.length < (place ?? index)) placed.push({});
    placed.push(line);
  });
  return placed;
}

/**
 * Where this visit came from, as the page's starter kept it when the visitor
 * landed (plugins/publish/deferScripts.ts), bounded; null when it kept
 * nothing or storage is refused (a private window may refuse it).
 */
export function landingSource(): LeadSource | null {
  try {
    const kept = window.sessionStorage.getItem(LANDING_STORAGE_KEY);
    return kept === null ? null : readLeadSource(JSON.parse(kept));
  } catch {
    return null;
  }
}

type SubmitOptions = {
  /** Same key for retries of the same request, so the server stores it once. */
  idempotencyKey: string;
  /** The page's language, for the team's reply and the visitor's confirmation. */
  language: string;
  /** Where the visitor came from (landingSource). */
  source?: LeadSource | null;
  honeypot?: string;
  timeoutMs?: number;
};

type HttpErrorDetails = { status?: number; code?: string; message?: string; retryAfterSeconds?: number };

/** Reads the function's refusal (`{ error: { code, message, retryAfter } }`, the contract's), if there is one. */
async function describeHttpError(context: unknown): Promise<HttpErrorDetails> {
  const response = context as Partial<Response> | undefined;
  if (typeof response?.status !== "number" || typeof response.clone !== "function") return {};
  let refusal;
  try {
    refusal = readOrNull(readQuoteRequestRefusal, await response.clone().json())?.error;
  } catch {
    // Not JSON (a proxy's page): the status alone.
  }
  if (!refusal) return { status: response.status };
  const { code, message, retryAfter } = refusal;
  return { status: response.status, code, message, retryAfterSeconds: retryAfter !== undefined && retryAfter > 0 ? retryAfter : undefined };
}

/**
 * Posts `body` to the function (or one of its routes, `path`); resolves with
 * its answer, or rejects with a ContactSendError for any HTTP error, network
 * error or timeout.
 */
async function invokeFunction<T>(
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<T | Record<string, never>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ContactSendError("timeout", `No answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });

  const send = async () => {
    let client: SupabaseClient;
    try {
      client = await loadContactClient();
    } catch (cause) {
      throw new ContactSendError("network", "Could not load the Supabase client", { cause });
    }
    const { data, error } = await client.functions.invoke<T>(path, { body, headers, signal: controller.signal });
    if (error) {
      const name = (error as { name?: string }).name;
      if (name === "FunctionsHttpError") {
        const { status, code, message, retryAfterSeconds } = await describeHttpError((error as { context?: unknown }).context);
        throw new ContactSendError("http", message ?? `The function answered ${status ?? "an error"}`, {
          status,
          code,
          retryAfterSeconds,
          cause: error,
        });
      }
      const kind = name === "FunctionsFetchError" || name === "FunctionsRelayError" ? "network" : "unexpected";
      throw new ContactSendError(kind, (error as Error).message ?? String(error), { cause: error });
    }
    return data ?? {};
  };

  try {
    return await Promise.race([send(), timeout]);
  } catch (error) {
    if (error instanceof ContactSendError) throw error;
    throw new ContactSendError("unexpected", error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the request; resolves with the function's answer as the quote
 * request's contract reads it (null: an answer it cannot read, the request
 * taken all the same), or rejects with a ContactSendError for any HTTP error,
 * network error or timeout.
 */
export async function submitContactRequest(
  request: ContactRequest,
  { idempotencyKey, language, source = null, honeypot = "", timeoutMs = CONTACT_TIMEOUT_MS }: SubmitOptions,
): Promise<QuoteRequestAnswer | null> {
  const answer = await invokeFunction<unknown>(
    CONTACT_FUNCTION_NAME,
    buildContactBody(request, language, honeypot, source),
    { "Idempotency-Key": idempotencyKey },
    timeoutMs,
  );
  const read = parse(readQuoteRequestAnswer, answer);
  if (read.ok) return read.value;
  console.error("The function's answer is not the quote request's", read.problem, answer);
  return null;
}
