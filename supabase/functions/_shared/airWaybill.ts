// The air waybill number a booked shipment flies under, and the airlines
// whose tracking pages the site sends a shipper to (content/airlines.yaml).
// An air waybill number is a 3-digit airline prefix and an 8-digit serial;
// the serial's last digit is its first seven digits modulo 7 (so 0 to 6):
// 160-12345675, as 1234567 mod 7 is 5. The tracking page (/track, with and
// without JavaScript), the function's /track route and the team's "Booked"
// form all check a number with checkAirWaybill, and make the airline's
// address with trackingAddress.
// Plain TypeScript with no imports: the site's build, its pages' script and
// the function share it.

/** An airline of content/airlines.yaml. */
export type Airline = {
  /** Its 3-digit air waybill prefix, e.g. 160. */
  prefix: string;
  /** Its name as shippers know it, e.g. Cathay Cargo. */
  name: string;
  /**
   * Its cargo tracking page: `{awb}` becomes the 11 digits, `{prefix}` and
   * `{serial}` the 3 and the 8, where the airline takes the number in its
   * address; an address without them opens the page, the shipper types the number.
   */
  trackingUrl: string;
};

/** What is wrong with a number: not 11 digits, a check digit that does not add up, a prefix of no airline we know. */
export type AirWaybillProblem = "length" | "checkDigit" | "unknownAirline";

export const AIR_WAYBILL_PROBLEMS: readonly AirWaybillProblem[] = ["length", "checkDigit", "unknownAirline"];

export type AirWaybillCheck =
  | { ok: true; awb: string; airline: Airline }
  | { ok: false; problem: AirWaybillProblem; digits: string };

/** The number as typed without its spaces and hyphens (any kind: a pasted non-breaking space or en dash too). */
export const airWaybillDigits = (typed: string): string => typed.replace(/[\s\u00a0\u2010-\u2015\u2212-]/g, "");

/** The last digit an 8-digit serial must end with: its first seven digits modulo 7. */
export const checkDigitOf = (serial: string): number => Number(serial.slice(0, 7)) % 7;

/** The airline with this prefix, if it is one of `airlines`. */
export const airlineOf = (prefix: string, airlines: readonly Airline[]): Airline | undefined =>
  airlines.find((airline) => airline.prefix === prefix);

/**
 * Checks a number as a shipper or the team types it: 11 digits once spaces
 * and hyphens are gone, the check digit, then a known airline's prefix.
 */
export function checkAirWaybill(typed: string, airlines: readonly Airline[]): AirWaybillCheck {
  const digits = airWaybillDigits(typed);
  if (!/^[0-9]{11}$/.test(digits)) return { ok: false, problem: "length", digits };
  if (checkDigitOf(digits.slice(3)) !== Number(digits[10])) return { ok: false, problem: "checkDigit", digits };
  const airline = airlineOf(digits.slice(0, 3), airlines);
  if (!airline) return { ok: false, problem: "unknownAirline", digits };
  return { ok: true, awb: digits, airline };
}

/** The example a hint shows: Cathay's prefix and the serial 1234567 with its check digit (1234567 mod 7 is 5). */
export const EXAMPLE_AIR_WAYBILL = "16012345675";

/** 160-12345675: how air waybill numbers are written, the prefix apart. */
export const formatAirWaybill = (awb: string): string => `${awb.slice(0, 3)}-${awb.slice(3)}`;

/** The placeholders a tracking address may hold. */
export const TRACKING_PLACEHOLDERS = ["awb", "prefix", "serial"] as const;

/** The airline's tracking page for this number (11 digits), its placeholders filled in. */
export function trackingAddress(airline: Airline, awb: string): string {
  const values: Record<string, string> = { awb, prefix: awb.slice(0, 3), serial: awb.slice(3) };
  return airline.trackingUrl.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * Why a tracking address cannot be used, or null: it must be an https
 * address, and hold no placeholder but {awb}, {prefix} and {serial}. The
 * build checks content/airlines.yaml with it, the function every address it
 * sends a shipper to.
 */
export function trackingUrlProblem(trackingUrl: string): string | null {
  const unknown = [...trackingUrl.matchAll(/\{(\w*)\}/g)]
    .map((match) => match[1])
    .filter((name) => !(TRACKING_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    return `has {${unknown[0]}}, which is not one of {awb}, {prefix} and {serial}`;
  }
  let url: URL;
  try {
    url = new URL(trackingAddress({ prefix: "000", name: "", trackingUrl }, "00000000000"));
  } catch {
    return "is not a web address";
  }
  if (url.protocol !== "https:") return "must start with https://";
  if (/\s/.test(trackingUrl)) return "must not contain spaces";
  return null;
}

/** The origins the tracking pages are on, each once: what a redirect to them must be allowed to reach. */
export const trackingOrigins = (airlines: readonly Airline[]): string[] => [
  ...new Set(airlines.map((airline) => new URL(trackingAddress(airline, "00000000000")).origin)),
];

/** The path, after the function's address, that the tracking page's plain form posts to. */
export const TRACK_ROUTE = "/track";

/** The plain form's field holding the number (the page's language goes in the contact form's `language`). */
export const AIR_WAYBILL_FIELD = "awb";
