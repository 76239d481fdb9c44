// The shipper's key to their own lead: what the quote page sends as
// `Authorization: Bearer <key>` to read the quote, choose, book and follow the
// shipment (shipperRoutes.ts). `v1.<YYYYMMDD>.<signature>`: the last day it
// works (the day the lead was asked, in Hong Kong, plus LEAD_RETENTION_MONTHS:
// the lead is deleted then anyway), and the base64url HMAC-SHA-256 under
// QUOTE_KEY_SECRET of "quote-key|v1|<reference>|<expiry>". Made from the
// reference and the lead's day alone, so every instance, a replayed request
// and every e-mail give the same key; nothing of it is stored. Checked in
// constant time; a key past its day, of another reference, or signed under
// another secret opens nothing. Without the secret no key is made or accepted.
import { hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { quoteLanguagePath, quotePageUrl } from "../../_shared/quotePage.ts";

/** The shortest QUOTE_KEY_SECRET accepted. */
export const MIN_QUOTE_KEY_SECRET_LENGTH = 32;

const KEY_PATTERN = /^v1\.(\d{8})\.([A-Za-z0-9_-]{43})$/;

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function sign(secret: string, reference: string, expiry: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return base64url(await crypto.subtle.sign("HMAC", key, encoder.encode(`quote-key|v1|${reference}|${expiry}`)));
}

/** The key's last day, YYYYMMDD: the day asked in Hong Kong plus `months` (the 31st of a shorter month: its last day). */
export function quoteKeyExpiry(askedAt: Date, months: number): string {
  const [year, month, day] = hongKongDate(askedAt).split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10).replaceAll("-", "");
}

/** A lead's key: null without a usable secret. */
export async function quoteKeyFor(
  secret: string,
  reference: string,
  askedAt: Date,
  months: number,
): Promise<string | null> {
  if (secret.length < MIN_QUOTE_KEY_SECRET_LENGTH || reference === "") return null;
  const expiry = quoteKeyExpiry(askedAt, months);
  return `v1.${expiry}.${await sign(secret, reference, expiry)}`;
}

/** Compares two strings in time that depends only on their lengths. */
function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index++) difference |= left[index] ^ (right[index % right.length] ?? 0);
  return difference === 0;
}

/** Whether `key` opens the lead `reference` at `now`: well formed, signed for it under `secret`, not past its day. */
export async function verifyQuoteKey(secret: string, reference: string, key: string, now: Date): Promise<boolean> {
  if (secret.length < MIN_QUOTE_KEY_SECRET_LENGTH) return false;
  const match = KEY_PATTERN.exec(key);
  if (!match) return false;
  const [, expiry, signature] = match;
  const valid = sameText(signature, await sign(secret, reference, expiry));
  const today = hongKongDate(now).replaceAll("-", "");
  return valid && today <= expiry;
}

/** The key of `Authorization: Bearer <key>`, or null. */
export function bearerKey(request: Request): string | null {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.get("authorization") ?? "");
  return match ? match[1] : null;
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
    quoteKeys?: { secret: string; months: number };
  },
): Promise<string | null> {
  if (!context.origin || !context.quoteKeys || !lead.createdAt) return null;
  const { secret, months } = context.quoteKeys;
  const key = await quoteKeyFor(secret, lead.reference, lead.createdAt, months);
  if (key === null) return null;
  return quotePageUrl(context.origin, quoteLanguagePath(code, context.replies.defaultLanguage), lead.reference, key);
}
