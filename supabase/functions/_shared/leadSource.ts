// Where a lead came from, so the business can tell which campaigns bring
// quote requests, without a cookie: the campaign of the visitor's landing
// address (utm_source, utm_medium, utm_campaign), whether an ad's click id came
// with it (gclid, fbclid: present or absent, never their values), the host of
// the first other site that sent them (never the whole address), and the path
// of the page they landed on. The page takes these when the visitor first
// interacts with it and keeps them for the visit in sessionStorage (nothing
// across visits), and the live form sends them with the request. Without
// JavaScript a request carries none of it.
//
// Every value is bounded and on one line. Anything beyond is trimmed, never
// refused: no lead is lost over a tracking parameter. The site and the
// function read the values with this one function.

/** The JSON body's key of the source. */
export const SOURCE_FIELD = "source";

/** The sessionStorage key the page keeps the landing values under for the visit. */
export const LANDING_STORAGE_KEY = "hkaf-landing";

export type LeadSource = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** A Google Ads click id came with the landing address (its value is never kept). */
  gclid: boolean;
  /** A Facebook or Instagram click id came with it (likewise). */
  fbclid: boolean;
  /** The host of the first other site that sent the visitor, e.g. www.google.com. */
  referrerHost: string | null;
  /** The path of the page the visitor landed on, e.g. /es. */
  landingPath: string | null;
};

/** The longest each value is kept; the database's constraints say the same. */
export const SOURCE_BOUNDS = { utm: 100, referrerHost: 253, landingPath: 200 } as const;

/**
 * A value on one line and within `max` characters, or null when there is
 * nothing: controls and invisible format characters (a right-to-left
 * override) out, runs of white space folded, cut between characters.
 */
export function boundedLine(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const line = value
    .replace(/\p{Cf}+/gu, "")
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (line === "") return null;
  return Array.from(line).slice(0, max).join("").trim();
}

/** A host name as browsers write one (lower case, letters, digits, dots, dashes, a port), or null. */
function hostOf(value: unknown): string | null {
  const host = boundedLine(value, SOURCE_BOUNDS.referrerHost)?.toLowerCase() ?? null;
  return host !== null && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : null;
}

/** A path on the site (one leading slash, no host), or null. */
function pathOf(value: unknown): string | null {
  const path = boundedLine(value, SOURCE_BOUNDS.landingPath);
  return path !== null && /^\/(?![/\\])/.test(path) ? path : null;
}

/**
 * The source a request sent (as the page keeps it, { s, m, c, g, f, r, p },
 * or as the form sends it, a LeadSource), bounded; null when there is none or
 * it is not an object. Never throws and never refuses.
 */
export function readLeadSource(raw: unknown): LeadSource | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const value = raw as Record<string, unknown>;
  const pick = (long: string, short: string) => value[long] ?? value[short];
  return {
    utmSource: boundedLine(pick("utmSource", "s"), SOURCE_BOUNDS.utm),
    utmMedium: boundedLine(pick("utmMedium", "m"), SOURCE_BOUNDS.utm),
    utmCampaign: boundedLine(pick("utmCampaign", "c"), SOURCE_BOUNDS.utm),
    gclid: pick("gclid", "g") === true,
    fbclid: pick("fbclid", "f") === true,
    referrerHost: hostOf(pick("referrerHost", "r")),
    landingPath: pathOf(pick("landingPath", "p")),
  };
}
