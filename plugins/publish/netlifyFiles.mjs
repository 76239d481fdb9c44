// Netlify's `_headers` and `_redirects` files: read, written and matched the
// way Netlify does. Plain JavaScript so that both the build (finalizeBuild.ts)
// and the local server (scripts/serve.mjs) use this one copy.
// https://docs.netlify.com/routing/headers/ and https://docs.netlify.com/routing/redirects/

/** @typedef {readonly [name: string, value: string]} Header */
/** @typedef {{ path: string; headers: Header[] }} HeaderRule A path pattern (`/*`, `/admin/*`, `/app-1a2b.js`) and the headers it adds. */
/** @typedef {{ from: string; to: string; status: number; force: boolean }} RedirectRule A `_redirects` line; `force` (`!`) applies it over an existing file. */

/**
 * Rules in file order; a header line belongs to the path line above it.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (colon > 0 && rule) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * @param {readonly HeaderRule[]} rules
 * @param {string} comment lines written at the top, as `#` comments
 * @returns {string}
 */
export function formatHeaders(rules, comment) {
  const lines = comment.split("\n").map((line) => `# ${line}`);
  for (const rule of rules) lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  return `${lines.join("\n")}\n`;
}

/**
 * Whether a path pattern applies to a request path, as Netlify matches them:
 * case-insensitive, `*` for any rest of the path (`/admin/*` also covers
 * `/admin`), a trailing slash optional.
 * @param {string} pattern
 * @param {string} requestPath
 */
export function pathMatches(pattern, requestPath) {
  const source = pattern
    .replace(/\/+$/, "")
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*")
    .replace(/\/\.\*/g, "/?.*");
  return new RegExp(`^${source}/?$`, "i").test(requestPath);
}

/**
 * The headers a request gets, by lower-case name: every matching rule in
 * order, a later rule replacing an earlier one's header of the same name.
 * @param {readonly HeaderRule[]} rules
 * @param {string} requestPath
 * @returns {Map<string, Header>}
 */
export function headersFor(rules, requestPath) {
  /** @type {Map<string, Header>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!pathMatches(rule.path, requestPath)) continue;
    for (const header of rule.headers) headers.set(header[0].toLowerCase(), header);
  }
  return headers;
}

/**
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirects(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "301"] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10), force: status.endsWith("!") };
    });
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
