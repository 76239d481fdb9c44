// The headers every response of the built site gets, graded with the Mozilla
// HTTP Observatory's rules as they would be served over HTTPS, and the 404s.
import type { APIRequestContext } from "@playwright/test";
import { expect, pathIn, sampleLanguages, test } from "./fixtures";
import { grade } from "./observatory";
import { HEADERS_ALLOWANCE } from "../../plugins/publish/checks/firstFlight.mjs";

/** The budget: A+ with room (the Observatory's maximum for a site with inline styles is 110). */
const MINIMUM_SCORE = 110;
const HOSTNAME = "www.hk-airfreight.test";

/**
 * The backend the build under test sends the form to (GATSBY_SUPABASE_URL as
 * built, the local backend by default, on whatever port): the origin of the
 * home page's quote form, which posts to the function.
 */
async function builtBackendOrigin(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  const action = /<form\b[^>]*\baction="([^"]*\/functions\/v1\/[^"]*)"/.exec(html)?.[1];
  expect(action, "the home page's quote form posts to the function").toBeTruthy();
  return new URL(action!.replaceAll("&amp;", "&")).origin;
}

/**
 * The build under test sends the form to the local backend over http; a
 * production build must name the project's https origin instead (the launch
 * check refuses anything else). Grade the policy as production serves it, and
 * make sure that origin is the only plain-http source in it.
 */
function asProduction(headers: Record<string, string>, backend: string): Record<string, string> {
  const policy = headers["content-security-policy"] ?? "";
  const insecure = policy.match(/http:\/\/[^\s;]+/g) ?? [];
  expect(new Set(insecure), "plain-http sources besides the form's backend").toEqual(new Set(insecure.length ? [backend] : []));
  return { ...headers, "content-security-policy": policy.replaceAll(backend, "https://project-ref.supabase.co") };
}

const PATHS = [
  { path: "/", status: 200 },
  { path: "/thank-you", status: 200 },
  { path: "/thank-you/", status: 200 },
  { path: "/index.html", status: 200 },
  { path: "/privacy", status: 200 },
  { path: "/track", status: 200 },
  { path: "/no-such-page/deeper", status: 404 },
  { path: "/404", status: 404 },
  { path: "/404.html", status: 404 },
  // Other languages' pages, and their not-found pages for an unknown address under their prefix.
  ...sampleLanguages.flatMap(({ code }) => [
    { path: pathIn(code, "/"), status: 200 },
    { path: pathIn(code, "/thank-you"), status: 200 },
    { path: pathIn(code, "/no-such-page"), status: 404 },
    { path: pathIn(code, "/404"), status: 404 },
  ]),
];

for (const { path, status } of PATHS) {
  test(`${path} answers ${status} with headers graded A+ (at least ${MINIMUM_SCORE})`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    const headers = asProduction(response.headers(), await builtBackendOrigin(request));
    const graded = await grade(HOSTNAME, { path, status, headers, body: await response.text() });
    console.log(`Observatory grade of ${path}: ${graded.grade}, ${graded.score}`);
    const failing = Object.entries(graded.results).filter(([, result]) => result.modifier < 0);
    expect(failing, "tests that cost points").toEqual([]);
    expect(graded.grade).toBe("A+");
    expect(graded.score, JSON.stringify(graded.results, null, 2)).toBeGreaterThanOrEqual(MINIMUM_SCORE);
  });
}

test("script-src allows the pages' inline scripts by hash only; X-XSS-Protection is gone", async ({ request }) => {
  const headers = (await request.get("/")).headers();
  const scriptSrc = headers["content-security-policy"].split(";").find((directive) => directive.trim().startsWith("script-src"))!;
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("unsafe");
  expect(headers["x-xss-protection"]).toBeUndefined();
  expect(headers["cross-origin-resource-policy"]).toBe("same-site");
});

// A page's first flight counts its response's headers as an allowance
// (plugins/publish/checks/firstFlight.mjs): each page's own headers, the Content-Security-Policy
// with its inline scripts' hashes most of them, must fit it, or the page waits a round trip more.
test("each page's response headers fit the allowance its first flight counts for them", async ({ request }) => {
  const pages = [
    "/",
    "/thank-you",
    "/privacy",
    "/track",
    ...sampleLanguages.flatMap(({ code }) => [pathIn(code, "/"), pathIn(code, "/thank-you")]),
  ];
  for (const path of pages) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status(), path).toBe(200);
    const bytes = response
      .headersArray()
      .reduce((sum, { name, value }) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), "HTTP/1.1 200 OK\r\n\r\n".length);
    expect(bytes, `${path}: its headers' bytes`).toBeLessThanOrEqual(HEADERS_ALLOWANCE);
  }
});

test("the 404 page has no canonical address", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});
