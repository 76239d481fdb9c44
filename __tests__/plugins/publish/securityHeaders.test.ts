// The header rules, as Netlify reads them from the _headers we write: one /* rule, caching, the CMS's own policy.
import fs from "node:fs";
import path from "node:path";
import { type HeaderRule, type ParsedHeaderRule, formatHeaders, headersFor, readHeaders } from "../../../plugins/publish/netlifyFiles.mjs";
import { cachingRules, headerRules } from "../../../plugins/publish/securityHeaders";
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
  });
  const served = await asNetlifyReadsThem(rules);
  header = (requestPath, name) => headersFor(served, requestPath).get(name.toLowerCase())?.[1];
});

it("start with one /* rule that every response gets", () => {
  expect(rules[0].for).toBe("/*");
  for (const requestPath of ["/", "/thank-you/", "/index.html", "/no-such-page", "/app-1a.js"]) {
    expect(header(requestPath, "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(header(requestPath, "Cross-Origin-Resource-Policy")).toBe("same-site");
    expect(header(requestPath, "Content-Security-Policy")).toContain("script-src 'self' 'sha256-abc='");
  }
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
