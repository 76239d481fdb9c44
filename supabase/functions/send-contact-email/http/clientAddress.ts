// Who is asking, for rate limiting only: the client address as the platform
// reports it, turned into a salted hash so the raw address is never stored.
// An IPv6 address counts by its /64 prefix, as rate limiters commonly count
// it: one subscriber, one home or one server gets a whole /64 and can rotate
// through its addresses at will; an IPv4 address counts as it is.
//
// Never the X-Forwarded-For header's first entry: the client writes that
// itself, so rotating it would give every request a fresh allowance. On
// Supabase every call reaches the function through Cloudflare, which sets
// CF-Connecting-IP to the address that connected to it and overwrites any
// value the client sent (docs/function.md, "Rate limits", has the sources).

import type { Logger } from "../settings/logger.ts";

/** What Deno.serve passes as its second argument; only the peer address is used. */
export type ConnectionInfo = { remoteAddr?: Deno.Addr };

/**
 * The salted hash of the client's address as the per-client limits count it
 * (clientAddress, hashClientAddress). A request without the platform's header
 * is logged: it shares one key with every such request, so the limits still
 * hold, but the platform no longer sets it, or the request did not come through it.
 */
export async function clientHashOf(
  request: Request,
  connection: ConnectionInfo | undefined,
  options: { trustedHeader: string | null; salt: string; logger: Logger },
): Promise<string> {
  const peer = connection?.remoteAddr;
  const client = clientAddress(request, peer && "hostname" in peer ? peer.hostname : undefined, options.trustedHeader);
  if (client.source === "missing") {
    options.logger.error("client address missing; rate limited as one shared client", {
      header: options.trustedHeader ?? "(connection)",
    });
  }
  return await hashClientAddress(client.address, options.salt);
}

/** Where the address came from: the platform's header, the connection, or nowhere. */
export type ClientAddress = { address: string; source: "header" | "connection" | "missing" };

/**
 * The client's address as the limits count it: the value of `trustedHeader`
 * (set by the platform in front of the function), or the connection's peer
 * address when there is no such platform (`trustedHeader` null, the local
 * backend), an IPv6 address as its /64 (limitedAs). A request without the
 * header gets one shared key, so it cannot escape the limits either.
 */
export function clientAddress(
  request: Request,
  connectionAddress: string | undefined,
  trustedHeader: string | null,
): ClientAddress {
  if (trustedHeader === null) {
    return connectionAddress
      ? { address: limitedAs(connectionAddress), source: "connection" }
      : { address: "no-connection-address", source: "missing" };
  }
  const value = request.headers.get(trustedHeader)?.trim().slice(0, 100);
  return value
    ? { address: limitedAs(value), source: "header" }
    : { address: `missing:${trustedHeader}`, source: "missing" };
}

/**
 * What the limits count an address as: an IPv6 address by its /64 prefix
 * ("2001:db8:1:2::/64"), an IPv4-mapped IPv6 address as its IPv4 address, an
 * IPv4 address (or anything that is no IPv6 address) as it is. Brackets, a
 * port after them and a zone (%eth0) are left out.
 */
export function limitedAs(address: string): string {
  let value = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  value = value.replace(/%.*$/, "");
  const hextets = ipv6Hextets(value);
  if (hextets === null) return address.trim();
  const mapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (mapped) return [hextets[6] >> 8, hextets[6] & 255, hextets[7] >> 8, hextets[7] & 255].join(".");
  return `${hextets.slice(0, 4).map((hextet) => hextet.toString(16)).join(":")}::/64`;
}

const HEXTET = /^[0-9a-f]{1,4}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of an IPv6 address in any of its written forms, or null when it is none. */
function ipv6Hextets(value: string): number[] | null {
  if (!value.includes(":")) return null;
  let text = value;
  // An IPv4 address written as the last 32 bits (::ffff:192.0.2.1): as two groups of hex.
  const lastColon = text.lastIndexOf(":");
  const ipv4 = IPV4.exec(text.slice(lastColon + 1));
  if (ipv4) {
    const octets = ipv4.slice(1).map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    const group = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, lastColon + 1)}${group(octets[0], octets[1])}:${group(octets[2], octets[3])}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parts = (half: string) => (half === "" ? [] : half.split(":"));
  const head = parts(halves[0]);
  const rest = halves.length === 2 ? parts(halves[1]) : [];
  if (![...head, ...rest].every((part) => HEXTET.test(part))) return null;
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const zeros = Array<number>(8 - given).fill(0);
  return [...head, ...zeros.map(String), ...rest].map((part) => parseInt(part, 16));
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
