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

async function call<T>(url: string, key: string, read: (body: unknown) => T | null, body?: unknown): Promise<QuoteOutcome<T>> {
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
    return { kind: "failed" };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const value = read(answer);
    return value === null ? { kind: "failed" } : { kind: "ok", value };
  }
  const refusal = readOrNull(readQuoteRefusal, answer);
  if (response.status === 403 || response.status === 401 || response.status === 404) return { kind: "forbidden" };
  if (response.status === 400) return { kind: "invalid", fields: refusal?.error.fields ?? {} };
  if (response.status === 409) return { kind: "conflict", reason: conflictOf(refusal) };
  if (response.status === 429) return { kind: "tooMany" };
  console.error("The quote's call was answered", response.status, answer);
  return { kind: "failed" };
}

/** GET /quote/<reference> with the lead's key. */
export const fetchQuote = (reference: string, key: string): Promise<QuoteOutcome<ShipperQuote>> =>
  call(quoteUrl(reference), key, readShipperQuote);

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
