// The shipper's calls to the function about their own quote
// (<function>/quote/<reference>…), with plain fetch: they carry the lead's key
// as `Authorization: Bearer <key>`, which supabase-js would replace with the
// project's key (as the team's calls do, src/team/api.ts). What is sent and
// answered is the quote page's contract (supabase/functions/_shared/api/quotePageApi.ts),
// whose readers read every answer. Every answer comes back as one of a few
// outcomes the page says something about; nothing throws.
import { contactFunctionUrl } from "../contact/backendConfig";
import {
  type BookingBody,
  type ChoiceBody,
  type QuoteBooking,
  type QuoteConflict,
  type RenewalAnswer,
  type ServiceName,
  conflictOf,
  readBookingSentAnswer,
  readChoiceAnswer,
  readQuoteRefusal,
  readRenewalAnswer,
} from "../../supabase/functions/_shared/api/quotePageApi.ts";
import { readOrNull } from "../../supabase/functions/_shared/api/read.ts";
import { type ShipperQuote, readShipperQuote } from "./shipperQuote";
import { EARLY_QUOTE_GLOBAL, type EarlyAnswer, type EarlyQuote } from "./early/quoteHead";

/** What a call came to. */
export type QuoteOutcome<T> =
  | { kind: "ok"; value: T }
  /** 403: the key is wrong, another lead's, or expired (the function never says which). */
  | { kind: "forbidden" }
  /** 400: what is wrong with which field, in the lead's language. */
  | { kind: "invalid"; fields: Record<string, string> }
  /** 409: booked already, the quote (or the offer) has expired, the lead is closed, or the offer booked is not the latest. */
  | { kind: "conflict"; reason: QuoteConflict }
  /** 429: sent too many times. */
  | { kind: "tooMany" }
  /** No answer, or one the page does not know. */
  | { kind: "failed" };

export const quoteUrl = (reference: string, rest = ""): string => `${contactFunctionUrl}/quote/${encodeURIComponent(reference)}${rest}`;

/**
 * What the head script asked for, if it asked for this quote with this key
 * (early/quoteHead.ts), as `window` holds it.
 */
function earlyQuote(url: string, key: string): EarlyQuote | undefined {
  const early = (window as unknown as Record<string, EarlyQuote | undefined>)[EARLY_QUOTE_GLOBAL];
  return early && early.url === url && early.key === key ? early : undefined;
}

/** Taken once, so that trying again asks the function again (and the head script draws nothing more). */
function forgetEarlyQuote(): void {
  delete (window as unknown as Record<string, EarlyQuote | undefined>)[EARLY_QUOTE_GLOBAL];
}

/** The answer the head script asked for, if it asked for this quote with this key: taken once. */
function takeEarlyAnswer(url: string, key: string): Promise<EarlyAnswer> | undefined {
  const early = earlyQuote(url, key);
  if (early) forgetEarlyQuote();
  return early?.answer;
}

/** Asks the function, and reads its answer as the head script does (early/quoteHead.ts): status 0 when none came. */
async function ask(url: string, key: string, body?: unknown): Promise<EarlyAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // The key is in the header, never the address; nothing to send or keep beyond it.
      credentials: "omit",
      cache: "no-store",
    });
  } catch (error) {
    console.error("The quote could not be reached", error);
    return { status: 0, body: null };
  }
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** What an answer comes to. */
function outcomeOf<T>({ status, body: answer }: EarlyAnswer, read: (body: unknown) => T | null): QuoteOutcome<T> {
  if (status === 0) return { kind: "failed" };
  if (status >= 200 && status < 300) {
    const value = read(answer);
    return value === null ? { kind: "failed" } : { kind: "ok", value };
  }
  const refusal = readOrNull(readQuoteRefusal, answer);
  if (status === 403 || status === 401 || status === 404) return { kind: "forbidden" };
  if (status === 400) return { kind: "invalid", fields: refusal?.error.fields ?? {} };
  if (status === 409) return { kind: "conflict", reason: conflictOf(refusal) };
  if (status === 429) return { kind: "tooMany" };
  console.error("The quote's call was answered", status, answer);
  return { kind: "failed" };
}

async function call<T>(
  url: string,
  key: string,
  read: (body: unknown) => T | null,
  body?: unknown,
  early?: Promise<EarlyAnswer>,
): Promise<QuoteOutcome<T>> {
  return outcomeOf(await (early ?? ask(url, key, body)), read);
}

/**
 * The quote the head script has already read, if its answer has come: what
 * the page draws at once, in place of the quote's head drawn from it before
 * the runtime (early/EarlyQuote.tsx). Taken by the page's first effect (takeSettledQuote), not here: a
 * render reads, it does not change what it reads.
 */
export function settledQuote(reference: string, key: string): QuoteOutcome<ShipperQuote> | undefined {
  const settled = earlyQuote(quoteUrl(reference), key)?.settled;
  return settled && outcomeOf(settled, readShipperQuote);
}

/**
 * Takes the head script's answer once the page has drawn it (settledQuote):
 * trying again asks the function. Whether the shipper pressed the print
 * button of the head drawn before the runtime meanwhile.
 */
export function takeSettledQuote(reference: string, key: string): { print: boolean } {
  const print = Boolean(earlyQuote(quoteUrl(reference), key)?.print);
  takeEarlyAnswer(quoteUrl(reference), key);
  return { print };
}

/** GET /quote/<reference> with the lead's key: the head script's answer the first time, if it asked for it. */
export function fetchQuote(reference: string, key: string): Promise<QuoteOutcome<ShipperQuote>> {
  const url = quoteUrl(reference);
  return call(url, key, readShipperQuote, undefined, takeEarlyAnswer(url, key));
}

/** POST /quote/<reference>/choice: resolves with the service stored. */
export const sendChoice = (reference: string, key: string, service: ServiceName): Promise<QuoteOutcome<ServiceName>> =>
  call(quoteUrl(reference, "/choice"), key, (body) => readOrNull(readChoiceAnswer, body)?.chosen ?? null, {
    service,
  } satisfies ChoiceBody);

/** POST /quote/<reference>/booking: the booking as the function now keeps it. */
export const sendBooking = (reference: string, key: string, booking: BookingBody): Promise<QuoteOutcome<QuoteBooking>> =>
  call(quoteUrl(reference, "/booking"), key, (body) => readOrNull(readBookingSentAnswer, body)?.booking ?? null, booking);

/**
 * POST /quote/<reference>/renewal: the team is asked for a new offer once the
 * latest has expired (202). The route reads no body: an empty one is sent.
 */
export const sendRenewal = (reference: string, key: string): Promise<QuoteOutcome<RenewalAnswer>> =>
  call(quoteUrl(reference, "/renewal"), key, (body) => readOrNull(readRenewalAnswer, body), {});

/** The reference (`?ref=`) and key (`#key=`) of the page's address; empty when either is missing. */
export function quoteAddress(search: string, hash: string): { reference: string; key: string } {
  const reference = new URLSearchParams(search).get("ref")?.trim() ?? "";
  const key = new URLSearchParams(hash.replace(/^#/, "")).get("key")?.trim() ?? "";
  return { reference, key };
}
