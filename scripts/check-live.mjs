#!/usr/bin/env node
// `npm run check:live -- https://<site> [<function URL>]`: checks a live
// deployment from outside, with no account, and prints one line per problem
// (exit 1), or one line saying there is none (exit 0). It fetches /,
// /thank-you, /admin/ and an unknown path of the site, and the contact
// function's health route and CORS preflight.
//
// The function's URL is read from the home page: the quote form's `action`
// (the plain HTML form posts to the function, src/contact/ContactFormView.tsx).
// A second argument overrides it.
//
// What counts as a problem:
//   - a page without a Content-Security-Policy, or with two combined (a
//     comma-separated value, or the header twice: a CDN that adds a later
//     matching rule's policy to an earlier one instead of replacing it);
//   - a page's policy not allowing the function's origin in connect-src and
//     form-action (the form would be blocked);
//   - a page without Strict-Transport-Security of at least a year;
//   - a page not answering 200, or the unknown path not answering 404;
//   - /admin/ (the CMS) without X-Robots-Tag: noindex;
//   - the function's health route not answering 200 (it names what is missing);
//   - the function's CORS preflight not allowing the site's origin.

const PAGES = [
  { path: "/", status: 200 },
  { path: "/thank-you", status: 200 },
  { path: "/admin/", status: 200 },
  // Fixed, so a test can make it answer something else.
  { path: "/check-live/no-such-page", status: 404 },
];
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const TIMEOUT_MS = 20_000;

/** @param {string} url @param {RequestInit} [init] */
async function request(url, init = {}) {
  return fetch(url, { redirect: "follow", signal: AbortSignal.timeout(TIMEOUT_MS), ...init });
}

/** The policies in a Content-Security-Policy value: a comma separates two (CSP Level 3, "serialized-policy-list"). */
function policies(value) {
  return value
    .split(",")
    .map((policy) => policy.trim())
    .filter(Boolean);
}

/** The sources of one directive of a policy, or null when the policy lacks it. */
function directive(policy, name) {
  for (const part of policy.split(";")) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return null;
}

/** The quote form's action on the home page: the function's URL. */
function functionUrlFromPage(html, base) {
  for (const [form] of html.matchAll(/<form\b[^>]*>/gi)) {
    const action = form.match(/\baction="([^"]*)"/i)?.[1]?.replaceAll("&amp;", "&");
    if (action && /\/functions\/v1\/[^/?#]+/.test(action)) return new URL(action, base).href.replace(/\/+$/, "");
  }
  return null;
}

/**
 * Every problem of the deployment at `siteUrl`, one sentence each, and the
 * function's URL it checked.
 * @param {string} siteUrl
 * @param {string | undefined} functionUrlArgument
 */
async function checkLive(siteUrl, functionUrlArgument) {
  const site = new URL(siteUrl);
  const problems = [];
  let homeHtml = "";
  let homePolicy = null;

  for (const page of PAGES) {
    const url = new URL(page.path, site).href;
    let response;
    try {
      response = await request(url);
    } catch (error) {
      problems.push(`${page.path}: no answer (${error.cause?.code ?? error.message})`);
      continue;
    }
    const body = await response.text();
    if (response.status !== page.status) {
      problems.push(`${page.path}: answered ${response.status}, expected ${page.status}`);
    }
    const csp = response.headers.get("content-security-policy");
    if (!csp) {
      problems.push(`${page.path}: no Content-Security-Policy`);
    } else if (policies(csp).length > 1) {
      problems.push(
        `${page.path}: ${policies(csp).length} Content-Security-Policies combined into one header (each must be replaced, not added to)`,
      );
    }
    const hsts = response.headers.get("strict-transport-security") ?? "";
    const maxAge = Number(hsts.match(/max-age=(\d+)/i)?.[1] ?? -1);
    if (maxAge < ONE_YEAR_SECONDS) {
      problems.push(
        `${page.path}: ${hsts ? `Strict-Transport-Security max-age is ${maxAge}, less than a year` : "no Strict-Transport-Security"}`,
      );
    }
    if (page.path === "/admin/" && !/\bnoindex\b/i.test(response.headers.get("x-robots-tag") ?? "")) {
      problems.push("/admin/: no X-Robots-Tag: noindex (search engines may index the CMS)");
    }
    if (page.path === "/") {
      homeHtml = body;
      homePolicy = csp && policies(csp).length === 1 ? csp : null;
    }
  }

  const functionUrl = functionUrlArgument?.replace(/\/+$/, "") || functionUrlFromPage(homeHtml, site);
  if (!functionUrl) {
    problems.push("/: no quote form posting to a function; pass the function's URL as the second argument");
    return { problems, functionUrl: null };
  }
  const functionOrigin = new URL(functionUrl).origin;
  if (homePolicy) {
    for (const name of ["connect-src", "form-action"]) {
      const sources = directive(homePolicy, name) ?? directive(homePolicy, "default-src") ?? [];
      if (!sources.some((source) => source.replace(/\/+$/, "") === functionOrigin || source === "*")) {
        problems.push(`/: the Content-Security-Policy's ${name} does not allow the function's origin ${functionOrigin}`);
      }
    }
  }

  try {
    const health = await request(`${functionUrl}/health`);
    const text = await health.text();
    if (health.status !== 200) {
      let missing = "";
      try {
        missing = JSON.parse(text).missing?.join(", ") ?? "";
      } catch {
        // Not the function's JSON (a gateway's page): the status says enough.
      }
      problems.push(`function health: answered ${health.status}${missing ? `; missing: ${missing}` : ""}`);
    }
  } catch (error) {
    problems.push(`function health: no answer from ${functionUrl}/health (${error.cause?.code ?? error.message})`);
  }

  try {
    const preflight = await request(functionUrl, {
      method: "OPTIONS",
      headers: {
        Origin: site.origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, apikey, content-type, x-client-info, idempotency-key",
      },
    });
    await preflight.body?.cancel();
    const allowed = preflight.headers.get("access-control-allow-origin");
    if (!preflight.ok || (allowed !== site.origin && allowed !== "*")) {
      problems.push(
        `function CORS: the preflight from ${site.origin} answered ${preflight.status} allowing ${allowed ?? "no origin"} (ALLOWED_ORIGINS)`,
      );
    }
  } catch (error) {
    problems.push(`function CORS: no answer from ${functionUrl} (${error.cause?.code ?? error.message})`);
  }

  return { problems, functionUrl };
}

const [siteArgument, functionArgument] = process.argv.slice(2).filter((argument) => argument !== "--");
if (!siteArgument || !/^https?:\/\//.test(siteArgument)) {
  console.error("Usage: npm run check:live -- https://<site> [https://<project-ref>.supabase.co/functions/v1/send-contact-email]");
  process.exit(2);
}
const { problems, functionUrl } = await checkLive(siteArgument, functionArgument);
for (const problem of problems) console.log(problem);
const checked = `${new URL(siteArgument).origin}${functionUrl ? ` and ${functionUrl}` : ""}`;
console.log(
  problems.length === 0
    ? `No problems found on ${checked}.`
    : `${problems.length} problem${problems.length === 1 ? "" : "s"} found on ${checked}.`,
);
process.exit(problems.length === 0 ? 0 : 1);
