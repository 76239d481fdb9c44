// Whether a page reaches the browser in the first round trip of a new
// connection. A server sends about 14,600 bytes (TCP's initial window of ten
// packets of 1,460 bytes) and then waits a round trip for the browser's
// acknowledgement before it sends more: on a slow phone network that wait is
// 150-600 ms, and PageSpeed's simulated load counts it the same way. A page
// whose response (its headers and its HTML, compressed) fits the window can
// be painted from that first flight. The HTML is counted compressed with
// gzip -9, the conservative encoding (a CDN's brotli is smaller), and the
// headers with a fixed allowance for the site's `_headers` (the
// Content-Security-Policy and its hashes are most of it: each page's address
// gets a policy with its own scripts' hashes only, securityHeaders.ts);
// __tests__/e2e/headers.spec.ts checks that each page's headers, as
// `npm run serve` sends them, fit the allowance.
// Plain JavaScript so that the build's last step (finalizeBuild.ts) and the
// benchmark (scripts/bench-web.mjs) count the same way.
import zlib from "node:zlib";

/** The bytes a server sends before it waits a round trip: 10 packets of 1,460 bytes. */
export const FIRST_FLIGHT_BYTES = 14_600;

/** What the response's headers are counted as. */
export const HEADERS_ALLOWANCE = 1_500;

/**
 * A page's first-flight size: its HTML compressed with gzip -9, plus the headers' allowance.
 * @param {string | Uint8Array} html
 * @returns {number}
 */
export const firstFlightBytes = (html) =>
  zlib.gzipSync(typeof html === "string" ? Buffer.from(html) : html, { level: 9 }).length + HEADERS_ALLOWANCE;

/** @param {number} bytes */
const formatBytes = (bytes) => bytes.toLocaleString("en-GB");

/**
 * One warning line for each page that no longer fits its first round trip,
 * naming the page, its bytes and the budget; none for the pages that fit.
 * @param {readonly { where: string; html: string }[]} pages `where`: how the line names the page (its file and address)
 * @returns {string[]}
 */
export function firstFlightWarnings(pages) {
  return pages.flatMap(({ where, html }) => {
    const bytes = firstFlightBytes(html);
    if (bytes <= FIRST_FLIGHT_BYTES) return [];
    return [
      `${where}: ${formatBytes(bytes)} bytes (gzip -9 HTML + ${formatBytes(HEADERS_ALLOWANCE)} for the headers), over the ${formatBytes(FIRST_FLIGHT_BYTES)} a new connection delivers in its first round trip: on a slow phone network the page waits a round trip more before it paints (shorten its copy, or see docs/performance.md, "Every page fits its first round trip")`,
    ];
  });
}
