// Who is asking, for rate limiting only: the client address as the platform
// reports it, turned into a salted hash so the raw address is never stored.
//
// Never the X-Forwarded-For header's first entry: the client writes that
// itself, so rotating it would give every request a fresh allowance. On
// Supabase every call reaches the function through Cloudflare, which sets
// CF-Connecting-IP to the address that connected to it and overwrites any
// value the client sent (supabase/README.md, "Rate limits", has the sources).

/** Where the address came from: the platform's header, the connection, or nowhere. */
export type ClientAddress = { address: string; source: "header" | "connection" | "missing" };

/**
 * The client's address: the value of `trustedHeader` (set by the platform in
 * front of the function), or the connection's peer address when there is no
 * such platform (`trustedHeader` null, the local backend). A request without
 * the header gets one shared key, so it cannot escape the limits either.
 */
export function clientAddress(
  request: Request,
  connectionAddress: string | undefined,
  trustedHeader: string | null,
): ClientAddress {
  if (trustedHeader === null) {
    return connectionAddress
      ? { address: connectionAddress, source: "connection" }
      : { address: "no-connection-address", source: "missing" };
  }
  const value = request.headers.get(trustedHeader)?.trim().slice(0, 100);
  return value ? { address: value, source: "header" } : { address: `missing:${trustedHeader}`, source: "missing" };
}

/** HMAC-SHA-256 of the address with the secret salt, hex-encoded (64 characters). */
export async function hashClientAddress(address: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(salt),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toHex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(address)));
}

/** Lower-case hex of a digest or signature. */
export function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The mailbox an address reaches, for the per-address limit: letter case and
 * a +tag aside (victim+q1@ and VICTIM+r2@ are victim@'s mailbox). The
 * database's public.contact_mailbox() says the same for the stored requests.
 */
export function mailboxOf(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, "@");
}
