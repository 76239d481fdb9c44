// The shipper's quote page in bench-web: opened as a shipper opens it, with a
// reference and a key (`/quote/?ref=…#key=…`), against a fixed, realistic
// priced answer of `GET <function>/quote/<reference>` that the bench serves
// itself on loopback, at the function's address the build was made with; and
// its floor, the same quote with no script: the page as it stands once the
// quote is drawn, its styles written out, every script removed. The real page
// cannot show a quote without its script (the key is in the address's
// fragment, which no server sees), so its LCP, the price on screen, is held to
// a multiple of the floor's (PRICE_ON_SCREEN_RATIO), not to 1.02.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { withoutScripts } from "../../plugins/publish/htmlScripts.mjs";

/** The price on screen, against the floor's LCP. */
export const PRICE_ON_SCREEN_RATIO = 1.3;
/** The quote page's script at load, gzip -9 of its files (plugins/publish/checks/scriptAtLoad.ts holds the build to it). */
export const QUOTE_SCRIPT_AT_LOAD_BYTES = 100 * 1024;

const REFERENCE = "K7QM-4TXH";
const KEY = "v1.bench";

/** Whether a page of the bench is the quote page (in any language). */
export const isQuotePage = (page) => /(^|\/)quote\/?$/.test(page);

/** The address a shipper opens: the page with the reference and the key. */
export const quoteAddress = (page) => `${page.replace(/\/$/, "")}/?ref=${REFERENCE}#key=${KEY}`;

/** The pages whose script starts at once, by their root's id (src/quote/quotePath.ts, src/team/teamPage.ts): not "untouched" pages. */
export const startsAtOnce = (html) => /\bid="(quote-page|team-console)"/.test(html);

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A priced quote as the function answers it: two options, door delivery, a pickup city, emissions, nothing chosen yet. */
export const quoteAnswer = () => ({
  reference: REFERENCE,
  language: "en",
  askedAt: `${day(-1)}T02:15:00Z`,
  validUntil: day(13),
  expired: false,
  asked: { country: "Germany", chargeableKg: 412.5, grossKg: 380, pieces: 3, pickupCity: "Shenzhen", deliverTo: "door", insure: false },
  price: {
    currency: "USD",
    low: 2180,
    high: 2640,
    chargeableKg: 412.5,
    transitDays: "3-4",
    validUntil: day(13),
    options: [
      { service: "express", low: 2180, high: 2640, transitDays: "3-4", co2eKg: 2460 },
      { service: "economy", low: 1720, high: 2090, transitDays: "6-8", co2eKg: 2460 },
    ],
    covers: { pickup: true, door: true, insurance: false },
  },
  noPrice: null,
  noPriceLine: null,
  chosen: null,
  status: "answered",
  booking: null,
  milestones: [],
  tracking: null,
  askAgain: { name: "Mei Chan", email: "mei@example.com", shippingCountry: "Germany", cargoPieces: 3 },
});

/** The function's address as built: where the home page's plain quote form posts. */
export function builtFunctionUrl(publicDir) {
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const action = /<form\b[^>]*\baction="([^"]*\/functions\/v1\/[^"?]*)/.exec(html)?.[1];
  if (!action) throw new Error("the home page's quote form names no function: is this a build of the site?");
  return new URL(action.replaceAll("&amp;", "&"));
}

/** Serves the answer at `<function>/quote/<reference>` on loopback, as the function does (CORS, no caching; GET or POST). */
export async function startQuoteStub(functionUrl) {
  const route = `${functionUrl.pathname}/quote/${REFERENCE}`;
  const server = http.createServer((request, response) => {
    const cors = {
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-headers": "authorization, content-type",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      vary: "Origin",
    };
    if (request.method === "OPTIONS") return response.writeHead(204, cors).end();
    // GET with the key in its Authorization header (the page's script), POST with it as its body (the page's head).
    if (!["GET", "POST"].includes(request.method) || new URL(request.url, functionUrl).pathname !== route)
      return response.writeHead(404, cors).end();
    response
      .writeHead(200, { ...cors, "content-type": "application/json", "cache-control": "no-store" })
      .end(JSON.stringify(quoteAnswer()));
  });
  await new Promise((resolve, reject) => {
    server.once("error", (error) =>
      reject(
        new Error(
          `the quote's stub cannot listen at ${functionUrl.origin} (${error.code}): stop what uses that port, or build with another GATSBY_SUPABASE_URL`,
        ),
      ),
    );
    server.listen(Number(functionUrl.port || 80), functionUrl.hostname, resolve);
  });
  return server;
}

/**
 * A copy of the build for the floor: every entry of it linked, and each quote
 * page's file its own, written by captureQuoteFloor.
 */
export function floorCopy(publicDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-floor-"));
  for (const entry of fs.readdirSync(publicDir)) fs.symlinkSync(path.join(publicDir, entry), path.join(dir, entry));
  return dir;
}

/** The page's file in the build: `/quote` is quote.html, `/de/quote` de/quote.html. */
const pageFile = (page) => `${page.replace(/^\/|\/$/g, "")}.html`;

/**
 * The floor of a quote page: the page as built, opened with the stub's
 * answer, once the page's script has drawn the price, with every style the page's script inserted
 * written into its <style> elements, and no script.
 */
export async function captureQuoteFloor(browser, builtOrigin, page, floorDir) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(`${builtOrigin}${quoteAddress(page)}`, { waitUntil: "load" });
    // The price as the page's script draws it: not the outline drawn before the runtime (src/quote/early/), which
    // shows the same price with its buttons disabled, and goes once the page's script has drawn the quote.
    await tab.waitForFunction(
      () => document.getElementById("quote-price")?.checkVisibility() && !document.querySelector("[data-quote-early]"),
      null,
      {
        timeout: 30_000,
      },
    );
    const html = await tab.evaluate(() => {
      for (const style of document.querySelectorAll("style")) {
        const rules = [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join("\n");
        if (rules) style.textContent = rules;
      }
      return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
    });
    const file = path.join(floorDir, pageFile(page));
    const parts = pageFile(page).split("/");
    // A language's folder is linked from the build: the quote page's file is written in a folder of its own.
    if (parts.length > 1) {
      const folder = path.join(floorDir, parts[0]);
      const linked = fs.realpathSync(folder);
      fs.unlinkSync(folder);
      fs.mkdirSync(folder);
      for (const entry of fs.readdirSync(linked)) fs.symlinkSync(path.join(linked, entry), path.join(folder, entry));
    }
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, withoutScripts(html));
  } finally {
    await context.close();
  }
}

/** The scripts a load fetched (their paths), as files of the build, each compressed with gzip -9: the build's own count. */
export const gzipBytesOf = (publicDir, paths) =>
  paths.reduce((sum, file) => {
    const onDisk = path.join(publicDir, file);
    return fs.existsSync(onDisk) ? sum + zlib.gzipSync(fs.readFileSync(onDisk), { level: 9 }).length : sum;
  }, 0);
