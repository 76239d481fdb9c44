// The headers every response of the site gets, and the CMS's own policy.
// One `/*` rule carries them all, so a 404, /index.html or /thank-you/ is as
// protected as /; more specific rules follow it and only add or replace.
// Each page's own address then gets a policy that allows its own inline
// scripts only: the `/*` policy lists every page's (23 hashes, 1,265 bytes, in
// November 2026), which in every page's response pushed the Arabic and Spanish
// home pages past the 14,600 bytes a new connection sends before it waits a
// round trip (firstFlight.mjs).
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

export function siteHeaders(policy: Directives): HeaderRule["values"] {
  return {
    "Content-Security-Policy": formatPolicy(policy),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-site",
  };
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
  /** Files of the published folder named by their content that the adapter did not write (the site stylesheet). */
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

/**
 * The whole `_headers`: `/*` first (its policy allows every page's inline
 * scripts, for any other address that answers with a page: /index.html, a
 * not-found page), then each page's own policy at its address (with or without
 * a trailing slash, as Netlify matches it), then the team's console's headers, then caching,
 * then what e-mails load, then the CMS's replacements.
 */
export function headerRules(input: HeaderRulesInput): HeaderRule[] {
  return [
    { for: "/*", values: siteHeaders(sitePolicy(input)) },
    ...(input.pagePolicies ?? []).map(({ path, scriptHashes }) => ({
      for: path,
      // The console's forms send with fetch: no airline's page is where one may end up.
      values: {
        "Content-Security-Policy": formatPolicy(
          sitePolicy({ ...input, scriptHashes, ...(path === TEAM_PATH ? { formRedirectOrigins: [] } : {}) }),
        ),
      },
    })),
    { for: TEAM_PATH, values: { ...TEAM_HEADERS } },
    ...cachingRules(input.adapterRules, input.fileExists),
    ...(input.immutableFiles ?? []).map((file) => ({ for: `/${file}`, values: { "Cache-Control": IMMUTABLE_CACHE } })),
    { for: `${EMAIL_ASSETS_PATH}/*`, values: { "Cross-Origin-Resource-Policy": "cross-origin" } },
    {
      for: `${CMS_PATH}/*`,
      values: {
        "Content-Security-Policy": formatPolicy(cmsPolicy({ localBackendOrigin: input.cmsLocalBackendOrigin })),
        "X-Robots-Tag": "noindex, nofollow",
      },
    },
  ];
}
