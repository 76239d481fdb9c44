// The rows of bench-web's table for one page: each budget, as built against
// its no-JavaScript floor (devtools throttling, and simulated beside it), and
// its verdict. The quote page, opened with its stub's answer, is held to the
// price on screen within PRICE_ON_SCREEN_RATIO of its floor's LCP (by
// simulation, the devtools figure printed with its bound) and to its
// script at load (gzip -9), not to the untouched pages' LCP and JavaScript
// budgets (scripts/bench-web/quote.mjs).
import { FIRST_FLIGHT_BYTES, HEADERS_ALLOWANCE } from "../../plugins/publish/checks/firstFlight.mjs";
import { PRICE_ON_SCREEN_RATIO, QUOTE_SCRIPT_AT_LOAD_BYTES } from "./quote.mjs";
import { kb, ms } from "./tables.mjs";

/** A time and its ratio to the floor's: "1312 ms (1.81 x)". */
const againstFloor = (value, floorValue) => `${ms(value)} (${(value / floorValue).toFixed(2)} x)`;

/**
 * The throttlings a page's LCP is judged by, the first of them the one its extra loads confirm
 * (scripts/bench-web.mjs): devtools, and simulation when it ran. The quote's price on screen by
 * Lantern's simulation (PageSpeed's method) alone when it ran: devtools' throttling holds each request a
 * mobile round trip, and the price needs two (the page, then its answer, whose key only the browser has)
 * where the floor needs one, so by devtools its answer alone comes at about 1.6 x the floor
 * (docs/performance.md, "what the quote's devtools ratio can reach").
 * @param {boolean} quote
 * @param {boolean} simulated
 * @returns {("devtools" | "simulate")[]}
 */
export const lcpJudgedBy = (quote, simulated) => (quote && simulated ? ["simulate"] : simulated ? ["devtools", "simulate"] : ["devtools"]);

/** The page's LCP within `ratio` of its floor's by every throttling that judges it. */
const lcpMet = (results, quote, ratio) =>
  lcpJudgedBy(quote, Boolean(results.simulate)).every((method) => results[method].built.lcp <= results[method].floor.lcp * ratio);
const priceBudget = (simulated, bound) =>
  `<= ${PRICE_ON_SCREEN_RATIO} x floor${simulated ? `, simulated${bound ? " (devtools: its bound below)" : ""}` : ""}`;

/**
 * @param {string} page
 * @param {{ results: any; firstFlight: { built: number; floor: number }; budget: Record<string, number>; noindex: boolean;
 *   quote: boolean; startsAtOnce: boolean; scriptAtLoad?: number; verdict: (ok: boolean) => string }} context
 */
export function pageRows(page, { results, firstFlight, budget, noindex, quote, startsAtOnce, scriptAtLoad, verdict }) {
  const { built, floor } = results.devtools;
  const simulated = results.simulate;
  const sim = (value) => (simulated ? value(simulated) : "");
  const lcpRatio = quote ? PRICE_ON_SCREEN_RATIO : budget.lcpRatio;
  const rows = [
    [
      "Performance",
      built.scores.performance,
      floor.scores.performance,
      sim((s) => `${s.built.scores.performance} (floor ${s.floor.scores.performance})`),
      `>= ${budget.performance}`,
      verdict(built.scores.performance >= budget.performance),
    ],
    [
      "TBT",
      ms(built.tbt),
      ms(floor.tbt),
      sim((s) => `${ms(s.built.tbt)} (floor ${ms(s.floor.tbt)})`),
      `<= ${budget.tbtMs} ms, and the floor's`,
      verdict(built.tbt <= budget.tbtMs && floor.tbt <= budget.tbtMs),
    ],
    [
      quote ? "LCP: the price on screen" : "LCP",
      againstFloor(built.lcp, floor.lcp),
      ms(floor.lcp),
      sim((s) => `${ms(s.built.lcp)} (${(s.built.lcp / s.floor.lcp).toFixed(2)} x, floor ${ms(s.floor.lcp)})`),
      quote ? priceBudget(simulated, built.answerIn !== undefined) : `<= ${lcpRatio} x floor${simulated ? ", both methods" : ""}`,
      verdict(lcpMet(results, quote, lcpRatio)),
    ],
    // The least the price can wait by devtools' throttling, which delays each request by a mobile round trip: its
    // answer, asked for as the head is parsed (the floor has it inlined). Not a budget: what the ratio above can reach.
    ...(quote && built.answerIn !== undefined
      ? [
          [
            "The quote's answer in (its request's end)",
            againstFloor(built.answerIn, floor.lcp),
            "",
            "",
            "",
            `the price ${ms(built.lcp - built.answerIn)} after it`,
          ],
        ]
      : []),
    [
      `First flight (gzip -9 HTML + ${HEADERS_ALLOWANCE.toLocaleString("en")} B headers)`,
      `${firstFlight.built} B`,
      `${firstFlight.floor} B`,
      "",
      `<= ${FIRST_FLIGHT_BYTES} B`,
      verdict(firstFlight.built <= FIRST_FLIGHT_BYTES),
    ],
    ["CLS", built.cls.toFixed(3), floor.cls.toFixed(3), "", `${budget.cls}`, verdict(built.cls <= budget.cls)],
    [
      "JavaScript transferred",
      kb(built.scriptBytes),
      kb(floor.scriptBytes),
      "",
      `<= ${kb(budget.scriptTransferBytes)}`,
      // A page whose script starts at once (the quote page, the console) is not an untouched page.
      startsAtOnce ? "n/a (its script starts at once)" : verdict(built.scriptBytes <= budget.scriptTransferBytes),
    ],
    ...(quote
      ? [
          [
            "Script at load (gzip -9 of its files)",
            kb(scriptAtLoad),
            "",
            "",
            `<= ${kb(QUOTE_SCRIPT_AT_LOAD_BYTES)}`,
            verdict(scriptAtLoad <= QUOTE_SCRIPT_AT_LOAD_BYTES),
          ],
        ]
      : []),
    ...["accessibility", "best-practices", "seo"].map((id) => [
      id,
      built.scores[id],
      floor.scores[id],
      "",
      budget.otherCategories,
      id === "seo" && noindex ? "n/a (noindex on purpose)" : verdict(built.scores[id] >= budget.otherCategories),
    ]),
  ];
  return rows.map((row) => [page, ...row]);
}
