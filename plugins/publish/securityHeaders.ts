// The headers of the site's responses, and the CMS's own policy. A page gets
// the site's headers at its own address (with or without a trailing slash, as
// Netlify matches it) and at its file's (`/thank-you.html`), with a
// Content-Security-Policy that allows its own inline scripts only: the policy
// that lists every page's (23 hashes, 1,265 bytes, in November 2026) pushed
// the Arabic and Spanish home pages past the 14,600 bytes a new connection
// sends before it waits a round trip (checks/firstFlight.mjs). Every other response,
// the scripts, styles, pictures and data the pages load, gets what a file
// needs and no page's policy: each of them carried 2 KB of it before. The one
// `/*` rule Netlify matches for any address also answers an unknown address
// with the not-found page, so it keeps what that page cannot say itself: HSTS,
// and a policy of `frame-ancestors` alone; the not-found page carries the rest
// of its policy in a <meta> (policyMeta).
import type { HeaderRule } from "./netlifyFiles.mjs";
import { TEAM_PATH } from "../../src/team/teamPage";

export type Directives = Record<string, readonly string[]>;

export const formatPolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");

export type SitePolicyInput = {
  /** `'sha256-…'` of every inline script of the built pages. */
  scriptHashes: readonly string[];
  /** Origin of the Supabase project the form sends to (fetch, and the plain HTML form's action). */
  backendOrigin: string;
  /**
   * Where the tracking page's plain form may end up: the airlines' tracking
   * pages (content/airlines.yaml), which the function's /track route
   * redirects to. Browsers apply form-action to a form's redirects too.
   */
  formRedirectOrigins?: readonly string[];
};

/** The site's pages: their own files, their hashed inline scripts, the form's backend. */
export function sitePolicy({ scriptHashes, backendOrigin, formRedirectOrigins = [] }: SitePolicyInput): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    // Emotion writes each page's critical styles inline.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", backendOrigin],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", backendOrigin, ...formRedirectOrigins],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * The CMS at /admin/ needs more than the site: Decap compiles its configuration's
 * schema at run time ('unsafe-eval'), talks to GitHub and Netlify's OAuth, and
 * shows GitHub avatars; locally it also talks to decap-server. A picture an editor
 * uploads is held as a blob: address until it is saved, and Decap reads it back
 * with fetch() to send it (connect-src blob:).
 */
export function cmsPolicy({ localBackendOrigin }: { localBackendOrigin?: string }): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    "connect-src": [
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://api.netlify.com",
      ...(localBackendOrigin ? [localBackendOrigin] : []),
    ],
    "font-src": ["'self'", "data:"],
    "frame-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

export const CMS_PATH = "/admin";

const HSTS = "max-age=63072000; includeSubDomains; preload";

/** A document's headers: its policy, and the site's others. */
export function siteHeaders(policy: Directives): HeaderRule["values"] {
  return {
    "Content-Security-Policy": formatPolicy(policy),
    "Strict-Transport-Security": HSTS,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": REFERRER_POLICY,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-site",
  };
}

const REFERRER_POLICY = "strict-origin-when-cross-origin";

/**
 * What every response gets (`/*`), a file as much as a page: its type is not
 * to be guessed, it is not for other sites to load, HTTPS only; and, for the
 * not-found page an unknown address answers, that no site may frame it (the
 * one directive a <meta> policy cannot give).
 */
export const EVERY_RESPONSE: HeaderRule["values"] = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-site",
  "Strict-Transport-Security": HSTS,
  "Content-Security-Policy": "frame-ancestors 'none'",
};

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * A page's policy and referrer policy as <meta> elements, for the start of its
 * head: what the not-found page says of itself at an address no rule names
 * (`frame-ancestors`, which a <meta> cannot carry, is in EVERY_RESPONSE).
 */
export function policyMeta(policy: Directives): string {
  const inPage = Object.fromEntries(Object.entries(policy).filter(([name]) => name !== "frame-ancestors"));
  return (
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(formatPolicy(inPage))}"/>` +
    `<meta name="referrer" content="${REFERRER_POLICY}"/>`
  );
}

const CACHE_CONTROL = "cache-control";
/** What Netlify sends anyway; a rule that only says this is left out. */
const NETLIFY_DEFAULT_CACHE = "public, max-age=0, must-revalidate";

/**
 * The asset rules of gatsby-adapter-netlify's `_headers` reduced to what they
 * are for: long caching of files whose names change with their content.
 * Every other header it wrote (its defaults, the per-file copies of the site's
 * headers) is dropped: the `/*` rule says them once.
 */
export function cachingRules(adapterRules: readonly HeaderRule[], fileExists: (path: string) => boolean): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const rule of adapterRules) {
    const cache = Object.entries(rule.values).find(([name]) => name.toLowerCase() === CACHE_CONTROL)?.[1];
    if (!cache || cache === NETLIFY_DEFAULT_CACHE) continue;
    if (!rule.for.includes("*") && !fileExists(rule.for)) continue;
    rules.push({ for: rule.for, values: { "Cache-Control": cache } });
  }
  return rules;
}

/** How the adapter caches the files whose names change with their content. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

export type HeaderRulesInput = SitePolicyInput & {
  adapterRules: readonly HeaderRule[];
  fileExists: (path: string) => boolean;
  /** Files of the published folder named by their content that the adapter did not write (the pages' stylesheets). */
  immutableFiles?: readonly string[];
  /** decap-server's origin in local builds, so `npm run cms` and the tests can reach it. */
  cmsLocalBackendOrigin?: string;
  /** Each page's address and the hashes of its own inline scripts: its address gets a policy with only those. */
  pagePolicies?: readonly PagePolicy[];
};

export type PagePolicy = { path: string; scriptHashes: readonly string[] };

/**
 * What e-mails load from the site (static/email/: the logo), from a mail
 * client's page on another site: every other file stays same-site.
 */
export const EMAIL_ASSETS_PATH = "/email";

/**
 * The team's console's own headers, beside its own policy: its addresses
 * (/team?lead=…) name leads, which no other site is told of, and no search
 * engine lists it.
 */
export const TEAM_HEADERS = { "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" } as const;

/** Any page by its file's address (`/index.html`, `/404.html`): the policy with every page's scripts. */
const PAGE_FILES = "/*.html";

/**
 * The whole `_headers`: `/*` first (what every response gets), then any page
 * by its file's address, then each page's own headers and policy at its
 * address, then the team's console's headers, then caching, then what e-mails
 * load, then the CMS's.
 */
export function headerRules(input: HeaderRulesInput): HeaderRule[] {
  return [
    { for: "/*", values: EVERY_RESPONSE },
    { for: PAGE_FILES, values: siteHeaders(sitePolicy(input)) },
    ...(input.pagePolicies ?? []).map(({ path, scriptHashes }) => ({
      for: path,
      values: siteHeaders(pageSitePolicy(input, path, scriptHashes)),
    })),
    { for: TEAM_PATH, values: { ...TEAM_HEADERS } },
    ...cachingRules(input.adapterRules, input.fileExists),
    ...(input.immutableFiles ?? []).map((file) => ({ for: `/${file}`, values: { "Cache-Control": IMMUTABLE_CACHE } })),
    { for: `${EMAIL_ASSETS_PATH}/*`, values: { "Cross-Origin-Resource-Policy": "cross-origin" } },
    {
      for: `${CMS_PATH}/*`,
      values: { ...siteHeaders(cmsPolicy({ localBackendOrigin: input.cmsLocalBackendOrigin })), "X-Robots-Tag": "noindex, nofollow" },
    },
  ];
}

/** A page's policy: its own inline scripts only; the console's forms send with fetch, so no airline's page is where one may end up. */
export const pageSitePolicy = (input: Omit<SitePolicyInput, "scriptHashes">, path: string, scriptHashes: readonly string[]): Directives =>
  sitePolicy({ ...input, scriptHashes, ...(path === TEAM_PATH ? { formRedirectOrigins: [] } : {}) });
