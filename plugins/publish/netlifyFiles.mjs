// Netlify's `_headers` and `_redirects` files. They are read with Netlify's
// own parsers (@netlify/headers-parser, @netlify/redirect-parser: the code
// Netlify's build runs on these files), so the build's checks, the tests and
// the local server see the rules Netlify will see, and a line Netlify cannot
// read is an error here too. Netlify publishes no writer and no matcher for
// redirects, so writing the files and finding the rule that answers a path
// are ours, built on the parsers' output (a test reads what we write back
// through them).
// https://docs.netlify.com/routing/headers/ and https://docs.netlify.com/routing/redirects/
// Plain JavaScript so that both the build (finalizeBuild.ts) and the local
// server (scripts/serve.mjs) use this one copy.
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

/** @typedef {import("@netlify/headers-parser").MinimalHeader} HeaderRule A path pattern (`for`: `/*`, `/admin/*`, `/app-1a2b.js`) and the headers it adds (`values`, by name). */
/** @typedef {import("@netlify/headers-parser").Header} ParsedHeaderRule A rule as Netlify read it, with the pattern as Netlify matches it (`forRegExp`). */
/** @typedef {readonly [name: string, value: string]} Header */
/** @typedef {{ from: string; to: string; status: number; force: boolean }} RedirectRule A `_redirects` line; `force` (`!`) applies it over an existing file. */
/** @typedef {{ rules: T[]; errors: string[] }} Parsed @template T What Netlify's parser read, and each line it could not, as one line of text. */

/** Netlify's errors name the line over several lines of text; one line each reads better in a list. */
const oneLine = (/** @type {Error} */ error) => error.message.replace(/\s*\n\s*/g, " ").trim();

/**
 * The rules of a `_headers` file, in file order, as Netlify reads them (none
 * when the file is missing).
 * @param {string} file
 * @returns {Promise<Parsed<ParsedHeaderRule>>}
 */
export async function readHeaders(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  return { rules: /** @type {ParsedHeaderRule[]} */ (headers), errors: errors.map(oneLine) };
}

/**
 * @param {readonly HeaderRule[]} rules
 * @param {string} comment lines written at the top, as `#` comments
 * @returns {string}
 */
export function formatHeaders(rules, comment) {
  const lines = comment.split("\n").map((line) => `# ${line}`);
  for (const rule of rules) lines.push(rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`));
  return `${lines.join("\n")}\n`;
}

/**
 * The headers a request gets, by lower-case name: every rule whose pattern
 * Netlify matches to the path (`forRegExp`: case-insensitive, `*` for any
 * rest of the path, `/admin/*` covering `/admin`), in order, a later rule
 * replacing an earlier one's header of the same name.
 * @param {readonly ParsedHeaderRule[]} rules
 * @param {string} requestPath
 * @returns {Map<string, Header>}
 */
export function headersFor(rules, requestPath) {
  /** @type {Map<string, Header>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.forRegExp.test(requestPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers.set(name.toLowerCase(), [name, value]);
  }
  return headers;
}

/**
 * The rules of a `_redirects` file, in file order, as Netlify reads them (none
 * when the file is missing); a rule without a status is a 301. Query and
 * condition parts (`Country=`, `Role=`) are not kept: the site writes none,
 * and the local server could not tell them.
 * @param {string} file
 * @returns {Promise<Parsed<RedirectRule>>}
 */
export async function readRedirects(file) {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  const rules = /** @type {{ from: string; to: string; status?: number; force: boolean }[]} */ (redirects).map(
    ({ from, to, status, force }) => ({ from, to, status: status ?? 301, force }),
  );
  return { rules, errors: errors.map(oneLine) };
}

/**
 * @param {readonly RedirectRule[]} rules
 * @returns {string}
 */
export const formatRedirects = (rules) =>
  rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}${rule.force ? "!" : ""}`).join("\n");

/**
 * The first rule for a request path, if any: an exact path (trailing slash
 * optional), or a splat (`/es/*`: `/es` and everything under it).
 * @param {readonly RedirectRule[]} rules
 * @param {string} requestPath
 */
export function redirectFor(rules, requestPath) {
  const clean = requestPath.replace(/\/+$/, "") || "/";
  return rules.find((rule) => {
    const from = rule.from.replace(/\/+$/, "");
    if (!from.endsWith("/*")) return from === clean;
    const prefix = from.slice(0, -2);
    return clean === prefix || clean.startsWith(`${prefix}/`);
  });
}
