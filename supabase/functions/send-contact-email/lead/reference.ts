// The reference both sides quote: the visitor in a reply, a WhatsApp message
// or a call, the team when it looks the request up. Eight characters in two
// groups of four (K7QM-4TXH), from an alphabet without 0, O, 1 and I, so it
// can be read aloud and typed on a phone without doubt.
//
// It is the request's identity, made from the request's idempotency key with
// a keyed hash (HMAC-SHA-256 with the deployment's secret, RATE_LIMIT_SALT):
// every instance that answers a retry of the same request, whether the
// database was up, away or committed late, names it by the same reference,
// and the e-mails about it carry provider keys made from that reference. The
// key keeps it unguessable and unchosen: nobody can pick an idempotency key
// that lands on someone else's reference. Without the secret (a deployment
// that lacks it, which the health route names) the hash is keyed with a
// constant, which every instance still shares.
//
// The table's unique constraint keeps references unique; a request whose
// first reference is taken (two keys meeting in 40 bits, or a key used again
// after its 24 hours) is stored under the next one of its own sequence, and
// one whose every candidate is taken by other leads (the same plain form sent
// again and again, days apart, within retention) under a random reference of
// its own: never another lead's.

/** 32 characters: 2-9 and A-Z without I and O. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** What a reference looks like; the table's check constraint says the same. */
export const REFERENCE_PATTERN = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** How many references a request may be stored under, in order: a clash past the first is a one-in-a-trillion event. */
export const REFERENCE_CANDIDATES = 3;

/** Eight characters of five bits each from the first 40 bits of `bytes`. */
function referenceOf(bytes: Uint8Array): string {
  let bits = 0n;
  for (const byte of bytes.slice(0, 5)) bits = (bits << 8n) | BigInt(byte);
  const characters: string[] = [];
  for (let index = 7; index >= 0; index--) {
    characters.push(REFERENCE_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)]);
  }
  return `${characters.slice(0, 4).join("")}-${characters.slice(4).join("")}`;
}

/** A reference drawn at random, for a request whose every candidate is taken by other leads. */
export function randomReference(): string {
  return referenceOf(crypto.getRandomValues(new Uint8Array(5)));
}

/**
 * The references a request may be stored under, first choice first, from its
 * idempotency key and the deployment's secret.
 */
export async function referencesFor(secret: string, idempotencyKey: string): Promise<string[]> {
  const key = await crypto.subtle.importKey(
    "raw",
    // WebCrypto refuses an empty HMAC key: without the secret, a constant every instance shares.
    new TextEncoder().encode(secret || "send-contact-email references"),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return await Promise.all(
    Array.from({ length: REFERENCE_CANDIDATES }, async (_, draw) => {
      const message = new TextEncoder().encode(`reference\u0000${draw}\u0000${idempotencyKey}`);
      return referenceOf(new Uint8Array(await crypto.subtle.sign("HMAC", key, message)));
    }),
  );
}
