// The team marks a lead from its e-mail: each e-mail about a lead carries
// three links, Answered, Booked and Lost, to
// <function>/lead/<reference>/<action>?sig=<signature>. The signature is an
// HMAC-SHA-256 of the reference and the action, keyed with TEAM_LINK_SECRET,
// so a link cannot be made for another lead or another action, nor guessed.
// A link acts for 30 days after its lead arrived (the e-mails are made only
// from the lead, never from when they were sent, so every attempt of one
// e-mail is the same e-mail: delivery.ts); its age is the stored lead's.
// Opening a link never changes anything: it opens a page whose form does
// (leadPages.ts), since link scanners open every link in an e-mail.

import { LEAD_ACTIONS, type LeadAction } from "../../_shared/leadActions.ts";
export { LEAD_ACTIONS, type LeadAction };

/** The path of a lead's page for an action, after the function's address. */
export const leadPath = (reference: string, action: LeadAction): string => `/lead/${reference}/${action}`;

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** What is signed: the purpose, the reference and the action, apart so that no two pairs sign the same bytes. */
const message = (reference: string, action: string) => encoder.encode(`lead-link\u0000${reference}\u0000${action}`);

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "=");
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The signature of a lead's link for an action: 43 characters (the whole HMAC-SHA-256, base64url). */
export async function leadLinkSignature(secret: string, reference: string, action: LeadAction): Promise<string> {
  const key = await hmacKey(secret);
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, message(reference, action))));
}

/**
 * Whether `signature` is the link's, compared by WebCrypto's verify (in
 * constant time, so no timing tells how much of a forgery was right).
 * Without a secret nothing verifies.
 */
export async function verifyLeadLink(
  secret: string,
  reference: string,
  action: string,
  signature: string,
): Promise<boolean> {
  if (!secret || !(LEAD_ACTIONS as readonly string[]).includes(action)) return false;
  const bytes = fromBase64url(signature);
  if (bytes === null) return false;
  return await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, message(reference, action));
}

/** A lead's three links, by action; null when they cannot be made (no secret, or no address of the function). */
export async function leadLinks(
  settings: { secret: string; functionUrl: string | null },
  reference: string,
): Promise<Record<LeadAction, string> | null> {
  const { secret, functionUrl } = settings;
  if (!secret || functionUrl === null) return null;
  const entries = await Promise.all(
    LEAD_ACTIONS.map(async (action) => [
      action,
      `${functionUrl}${leadPath(reference, action)}?sig=${await leadLinkSignature(secret, reference, action)}`,
    ]),
  );
  return Object.fromEntries(entries) as Record<LeadAction, string>;
}
