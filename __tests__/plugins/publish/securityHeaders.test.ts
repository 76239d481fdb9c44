// The header rules, as Netlify reads them from the _headers we write: what every response gets, each page's
// own headers and policy, caching, the CMS's own policy.
import fs from "node:fs";
import path from "node:path";
import { type HeaderRule, type ParsedHeaderRule, formatHeaders, headersFor, readHeaders } from "../../../plugins/publish/netlifyFiles.mjs";
import { EVERY_RESPONSE, cachingRules, headerRules, policyMeta, sitePolicy } from "../../../plugins/publish/securityHeaders";
import { TEAM_PATH } from "../../../src/team/teamPage";
import { temporaryFolder } from "../../helpers/temporaryFolder";

/** The rules as Netlify's parser reads them once written. */
async function asNetlifyReadsThem(rules: readonly HeaderRule[]): Promise<ParsedHeaderRule[]> {
  const file = path.join(temporaryFolder("headers-"), "_headers");
  fs.writeFileSync(file, formatHeaders(rules, "test"));
  const { rules: read, errors } = await readHeaders(file);
  expect(errors).toEqual([]);
  return read;
}

const ADAPTER_HEADERS = [
  "/*",
  "  cache-control: public, max-age=0, must-revalidate",
  "  x-xss-protection: 1; mode=block",
  "/static/*",
  "  cache-control: public, max-age=31536000, immutable",
  "/app-1a.js",
  "  cache-control: public, max-age=31536000, immutable",
  "  Content-Security-Policy: an old copy",
  "/gone-2b.js",
  "  cache-control: public, max-age=31536000, immutable",
].join("\n");

let rules: HeaderRule[];
let header: (requestPath: string, name: string) => string | undefined;

beforeAll(async () => {
  const adapterFile = path.join(temporaryFolder("adapter-"), "_headers");
  fs.writeFileSync(adapterFile, ADAPTER_HEADERS);
  rules = headerRules({
    adapterRules: (await readHeaders(adapterFile)).rules,
    fileExists: (urlPath) => urlPath !== "/gone-2b.js",
    scriptHashes: ["'sha256-abc='"],
    backendOrigin: "https://project.supabase.co",
    formRedirectOrigins: ["https://cargo.fixture-air.test", "https://split-freight.test"],
    cmsLocalBackendOrigin: "http://127.0.0.1:8081",
    pagePolicies: ["/", "/thank-you", "/track"].map((path) => ({ path, scriptHashes: ["'sha256-abc='"] })),
  });
  const served = await asNetlifyReadsThem(rules);
  header = (requestPath, name) => headersFor(served, requestPath).get(name.toLowerCase())?.[1];
});

const PAGE_HEADERS = [
  "Content-Security-Policy",
  "Strict-Transport-Security",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Resource-Policy",
];

it("give a page, at its address or its file's, the site's headers and a policy for its scripts", () => {
  for (const requestPath of ["/", "/thank-you", "/thank-you/", "/index.html", "/es/thank-you.html", "/404.html"]) {
    for (const name of PAGE_HEADERS) expect(header(requestPath, name)).toBeDefined();
    expect(header(requestPath, "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(header(requestPath, "Cross-Origin-Resource-Policy")).toBe("same-site");
    expect(header(requestPath, "Content-Security-Policy")).toContain("script-src 'self' 'sha256-abc='");
  }
});

it("give every other response what a file needs, and no page's policy", () => {
  expect(rules[0]).toEqual({ for: "/*", values: EVERY_RESPONSE });
  for (const requestPath of ["/app-1a.js", "/static/x.png", "/page-data/quote/page-data.json", "/styles-1a.css", "/no-such-page"]) {
    const names = PAGE_HEADERS.filter((name) => header(requestPath, name) !== undefined);
    expect(names.sort()).toEqual([
      "Content-Security-Policy",
      "Cross-Origin-Resource-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
    ]);
    expect(header(requestPath, "X-Content-Type-Options")).toBe("nosniff");
    // The not-found page an unknown address answers: framed by no site, the rest of its policy in its <meta>.
    expect(header(requestPath, "Content-Security-Policy")).toBe("frame-ancestors 'none'");
  }
});

it("write a page's policy and referrer policy as <meta> for the not-found page, all but what only a header can say", () => {
  const policy = sitePolicy({ scriptHashes: ["'sha256-abc='"], backendOrigin: "https://project.supabase.co" });
  const meta = policyMeta(policy);
  expect(meta).toMatch(
    /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; [^"]*"\/>/,
  );
  expect(meta).not.toContain("frame-ancestors");
  expect(meta).toContain('<meta name="referrer" content="strict-origin-when-cross-origin"/>');
});

it("send the team's console with no referrer and unlisted, keeping its own policy and the site's other headers", async () => {
  const withPage = await asNetlifyReadsThem(
    headerRules({
      adapterRules: [],
      fileExists: () => true,
      scriptHashes: ["'sha256-abc='", "'sha256-team='"],
      pagePolicies: [{ path: TEAM_PATH, scriptHashes: ["'sha256-team='"] }],
      backendOrigin: "https://project.supabase.co",
      formRedirectOrigins: ["https://cargo.fixture-air.test"],
    }),
  );
  for (const requestPath of [TEAM_PATH, `${TEAM_PATH}/`]) {
    const headers = headersFor(withPage, requestPath);
    expect(headers.get("referrer-policy")?.[1]).toBe("no-referrer");
    expect(headers.get("x-robots-tag")?.[1]).toBe("noindex, nofollow");
    expect(headers.get("content-security-policy")?.[1]).toContain("script-src 'self' 'sha256-team='; ");
    expect(headers.get("content-security-policy")?.[1]).toContain("connect-src 'self' https://project.supabase.co");
    expect(headers.get("content-security-policy")?.[1]).toContain("form-action 'self' https://project.supabase.co; ");
    expect(headers.get("strict-transport-security")?.[1]).toBe("max-age=63072000; includeSubDomains; preload");
  }
  expect(header("/", "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(header("/track", "X-Robots-Tag")).toBeUndefined();
});

it("let a mail client's page load the e-mails' logo, and nothing else", () => {
  expect(header("/email/logo.png", "Cross-Origin-Resource-Policy")).toBe("cross-origin");
  expect(header("/email/logo.png", "Referrer-Policy")).toBeUndefined();
  expect(header("/email/logo.png", "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
  expect(header("/icons/icon-192.png", "Cross-Origin-Resource-Policy")).toBe("same-site");
});

it("allow the inline scripts by hash, and the Supabase project for fetch and the plain form", () => {
  const policy = header("/", "Content-Security-Policy")!;
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(policy).toContain("connect-src 'self' https://project.supabase.co");
  expect(policy).toContain("form-action 'self' https://project.supabase.co");
  expect(policy).toContain("frame-ancestors 'none'");
});

it("let the tracking form's answer send the visitor on to the airlines' tracking pages, and nowhere else", () => {
  // Browsers hold a form's redirects to form-action: the function's 303 to the airline's page must be allowed.
  const formAction = header("/track", "Content-Security-Policy")!
    .split("; ")
    .find((directive) => directive.startsWith("form-action"));
  expect(formAction).toBe("form-action 'self' https://project.supabase.co https://cargo.fixture-air.test https://split-freight.test");
});

it("drop the obsolete headers and what the adapter repeated per file", () => {
  expect(header("/", "X-XSS-Protection")).toBeUndefined();
  expect(header("/", "Permissions-Policy")).not.toContain("interest-cohort");
  expect(rules.filter((rule) => rule.for === "/app-1a.js")).toEqual([
    { for: "/app-1a.js", values: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ]);
});

it("cache files with hashed names for a year, and forget files that are gone", () => {
  expect(header("/static/x.png", "Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(header("/", "Cache-Control")).toBeUndefined();
  expect(rules.some((rule) => rule.for === "/gone-2b.js")).toBe(false);
});

it("give the CMS its own policy and keep it out of search engines", () => {
  const policy = header("/admin/", "Content-Security-Policy")!;
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain("https://api.github.com");
  expect(policy).toContain("http://127.0.0.1:8081");
  // An uploaded picture is read back from its blob: address to be saved.
  expect(policy).toMatch(/connect-src [^;]*blob:/);
  expect(header("/admin/cms.js", "X-Robots-Tag")).toBe("noindex, nofollow");
  for (const name of PAGE_HEADERS) expect(header("/admin/", name)).toBeDefined();
  expect(header("/", "X-Robots-Tag")).toBeUndefined();
});

it("keep decap-server out of builds that are not local", async () => {
  const production = await asNetlifyReadsThem(
    headerRules({ adapterRules: [], fileExists: () => true, scriptHashes: [], backendOrigin: "https://p.supabase.co" }),
  );
  expect(headersFor(production, "/admin/").get("content-security-policy")?.[1]).not.toContain("8081");
});

it("cachingRules leave out Netlify's default", () => {
  expect(cachingRules([{ for: "/*", values: { "cache-control": "public, max-age=0, must-revalidate" } }], () => true)).toEqual([]);
});
