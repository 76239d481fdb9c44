// The shipper's key to their own lead: what the quote page sends as
// `Authorization: Bearer <key>` to read the quote, choose, book and follow the
// shipment (shipperRoutes.ts). `v2.<key id>.<YYYYMMDD>.<signature>`: the id of
// the QUOTE_KEY_SECRETS key that signed it, the last day it works (the day the
// lead was asked, in Hong Kong, plus LEAD_RETENTION_MONTHS: the lead is deleted
// then anyway), and the base64url HMAC-SHA-256 under that key's secret of
// "quote-key|v2|<id>|<reference>|<expiry>". The first key listed signs, every
// key listed verifies, so a rotation keeps the links already sent working
// until their key is taken off. The keys e-mailed before key ids,
// `v1.<YYYYMMDD>.<signature>` under QUOTE_KEY_SECRET of
// "quote-key|v1|<reference>|<expiry>", still open their leads while
// QUOTE_KEY_SECRET is set; it signs v1 keys itself only when QUOTE_KEY_SECRETS
// is not set. Made from the reference and the lead's day alone, so every
// instance, a replayed request and every e-mail give the same key; nothing of
// it is stored. Checked in constant time; a key past its day, of another
// reference, or signed under a key not listed opens nothing. Without a secret
// no key is made or accepted.
import { hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { quoteLanguagePath, quotePageUrl } from "../../_shared/quotePage.ts";
// What the keys are signed with is a setting: settings/teamSettings.ts declares and reads it.
import type { QuoteKeyPair, QuoteKeys } from "../settings/teamSettings.ts";

export type { QuoteKeyPair, QuoteKeys };

/** The shortest QUOTE_KEY_SECRET (or secret of QUOTE_KEY_SECRETS) accepted. */
export const MIN_QUOTE_KEY_SECRET_LENGTH = 32;

const V1_PATTERN = /^v1\.(\d{8})\.([A-Za-z0-9_-]{43})$/;
const V2_PATTERN = /^v2\.([A-Za-z0-9_-]{1,32})\.(\d{8})\.([A-Za-z0-9_-]{43})$/;

const keysOf = (keys: QuoteKeys | string): QuoteKeys => (typeof keys === "string" ? { keys: [], legacy: keys } : keys);
const usable = (secret: string) => secret.length >= MIN_QUOTE_KEY_SECRET_LENGTH;

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The signature of `reference` to `expiry` under `secret`: v1's without a key id, v2's with the signing key's. */
async function sign(secret: string, reference: string, expiry: string, id?: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const signed = id === undefined ? `quote-key|v1|${reference}|${expiry}` : `quote-key|v2|${id}|${reference}|${expiry}`;
  return base64url(await crypto.subtle.sign("HMAC", key, encoder.encode(signed)));
}

/** The key's last day, YYYYMMDD: the day asked in Hong Kong plus `months` (the 31st of a shorter month: its last day). */
export function quoteKeyExpiry(askedAt: Date, months: number): string {
  const [year, month, day] = hongKongDate(askedAt).split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10).replaceAll("-", "");
}

/** A lead's key: v2 under the first of QUOTE_KEY_SECRETS, else v1 under QUOTE_KEY_SECRET; null without a usable secret. */
export async function quoteKeyFor(
  secrets: QuoteKeys | string,
  reference: string,
  askedAt: Date,
  months: number,
): Promise<string | null> {
  const { keys, legacy } = keysOf(secrets);
  if (reference === "") return null;
  const expiry = quoteKeyExpiry(askedAt, months);
  const [signing] = keys;
  if (signing && usable(signing.secret)) {
    return `v2.${signing.id}.${expiry}.${await sign(signing.secret, reference, expiry, signing.id)}`;
  }
  if (!usable(legacy)) return null;
  return `v1.${expiry}.${await sign(legacy, reference, expiry)}`;
}

/** Compares two strings in time that depends only on their lengths. */
function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index++) difference |= left[index] ^ (right[index % right.length] ?? 0);
  return difference === 0;
}

/**
 * Whether `key` opens the lead `reference` at `now`: well formed, signed for it
 * under a key listed (v2: the key its id names; v1: QUOTE_KEY_SECRET), not past its day.
 */
export async function verifyQuoteKey(
  secrets: QuoteKeys | string,
  reference: string,
  key: string,
  now: Date,
): Promise<boolean> {
  const { keys, legacy } = keysOf(secrets);
  let expected: { expiry: string; signature: string; signed: () => Promise<string> } | null = null;
  const v2 = V2_PATTERN.exec(key);
  const v1 = V1_PATTERN.exec(key);
  if (v2) {
    const [, id, expiry, signature] = v2;
    const named = keys.find((listed) => listed.id === id);
    if (named && usable(named.secret)) {
      expected = {
        expiry,
        signature,
        signed: () => sign(named.secret, reference, expiry, id),
      };
    }
  } else if (v1 && usable(legacy)) {
    const [, expiry, signature] = v1;
    expected = { expiry, signature, signed: () => sign(legacy, reference, expiry) };
  }
  if (expected === null) return false;
  const valid = sameText(expected.signature, await expected.signed());
  const today = hongKongDate(now).replaceAll("-", "");
  return valid && today <= expected.expiry;
}

/** A key as sent (in a header or as a body): one word of at most 200 characters, or null. */
export const quoteKeyOf = (text: string): string | null => /^\S{1,200}$/.test(text) ? text : null;

/** The key of `Authorization: Bearer <key>`, or null. */
export function bearerKey(request: Request): string | null {
  const match = /^Bearer\s+(.*)$/i.exec(request.headers.get("authorization") ?? "");
  return match ? quoteKeyOf(match[1]) : null;
}

/**
 * The lead's quote page, with its key, in the lead's
 * language; null without the site's address, the secret, or the day the lead
 * was asked (a lead e-mailed before it was stored).
 */
export async function quotePageOf(
  lead: { reference: string; createdAt?: Date },
  code: string,
  // What an e-mail's context (outbox/outgoing.ts, EmailContext) holds of it: the site, its default language, the secret.
  context: {
    origin: string | null;
    replies: { defaultLanguage: string };
    quoteKeys?: { secret: QuoteKeys | string; months: number };
  },
): Promise<string | null> {
  if (!context.origin || !context.quoteKeys || !lead.createdAt) return null;
  const { secret, months } = context.quoteKeys;
  const key = await quoteKeyFor(secret, lead.reference, lead.createdAt, months);
  if (key === null) return null;
  return quotePageUrl(context.origin, quoteLanguagePath(code, context.replies.defaultLanguage), lead.reference, key);
}
