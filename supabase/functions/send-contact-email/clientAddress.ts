// Who is asking, for rate limiting only: the client address as Supabase's
// gateway reports it, turned into a salted hash so the raw address is never stored.

/** The first X-Forwarded-For entry (the gateway's view of the client), else the connection's address. */
export function clientAddress(request: Request, connectionAddress: string | undefined): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || connectionAddress || "unknown";
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
