#!/usr/bin/env node
// `npm run bench:web`: how fast the production build in public/ is on a phone,
// against its no-JavaScript floor (the same pages with every script the browser
// would run removed, the JSON-LD data kept: the best this content can do). Not
// a test: timings vary from run to run and machine to machine, so every number
// is a median of interleaved runs (page as built, its floor, next page, ...;
// then the next round, with the floor first) that met the same load.
//   1. Lighthouse 12 in Debian's Chromium, mobile, devtools throttling (the
//      budgets), and the same with simulated throttling (PageSpeed Insights'
//      method), reported beside it. A median of 5 loads cannot tell 1.00 x
//      from 1.05 x (docs/performance.md, "Budgets"), so a page
//      whose LCP ratio after the first runs lies within 0.06 of its
//      budget, on either side, is loaded --confirm-runs more times each way
//      (performance only, interleaved the same way), and its LCP verdict is the
//      median of every run. The quote's price on screen is judged, and so
//      confirmed, by the simulated runs (scripts/bench-web/rows.mjs).
//   2. Each page's first flight: its HTML as served, compressed with gzip -9,
//      plus 1,500 bytes for the headers (plugins/publish/checks/firstFlight.mjs), held
//      to the 14,600 bytes a new connection delivers before it waits a round
//      trip, beside the timings it explains.
//   3. The first touch at load on a phone (375 px, touch, 4x CPU, slow 4G),
//      as built and as its floor, interleaved, on each home page measured (/
//      when none is): the first tap on the menu, and the first tap on the
//      quote form's name field at #contact and the typing that follows, each the time the browser reports for it (INP's
//      measure), touched the moment the load event fires, whatever the page's
//      JavaScript is doing then (scripts/bench-web/inp.mjs).
// Prints the tables, the long tasks and main-thread time by script, the
// blocking after the first paint by the moment of the load it came with
// (scripts/bench-web/moments.mjs), as built and as the floor, writes the
// reports to reports/lighthouse/ and the summary to reports/bench-web.json, and
// exits 1 when a budget is missed.
// The pages: the home and thank-you pages of the default language, of the first
// published right-to-left language (Arabic) and of the first other left-to-right
// one (Spanish), from content/languages.yaml; every one is held to the same budgets.
// Its parts are in scripts/bench-web/ (servers, over HTTPS and HTTP/2 as Netlify's, Lighthouse, INP, statistics, tables).
// The shipper's quote page (`--pages /quote`) is loaded as a shipper opens it,
// with a stub of the function's answer, against the same quote drawn without
// script; the price on screen is held to PRICE_ON_SCREEN_RATIO of that floor's
// LCP and its script at load to 100 KB, gzip -9 (scripts/bench-web/quote.mjs);
// beside it, when its answer came (by devtools, whose throttling holds each
// request a mobile round trip): the least that price can wait.
//   node scripts/bench-web.mjs [--runs 5] [--confirm-runs 10] [--pages /,/thank-you,/ar,/ar/thank-you,/es,/es/thank-you] [--chromium /usr/bin/chromium] [--no-simulate] [--no-inp] [--no-lighthouse] [--dir public]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { chromium as playwrightChromium } from "@playwright/test";
import { firstFlightBytes } from "../plugins/publish/checks/firstFlight.mjs";
import { PHONE, REPORTED_FROM_MS, firstTouch, scenariosOf, targetPoint } from "./bench-web/inp.mjs";
import { runLighthouse } from "./bench-web/lighthouse.mjs";
import { MOMENTS } from "./bench-web/moments.mjs";
import {
  PRICE_ON_SCREEN_RATIO,
  builtFunctionUrl,
  captureQuoteFloor,
  floorCopy,
  gzipBytesOf,
  isQuotePage,
  quoteAddress,
  startQuoteStub,
  startsAtOnce,
} from "./bench-web/quote.mjs";
import { lcpJudgedBy, pageRows } from "./bench-web/rows.mjs";
import { startServer, waitForPort } from "./bench-web/servers.mjs";
import { fetchText, makeCertificate } from "./bench-web/tls.mjs";
import { median } from "./bench-web/stats.mjs";
import { ms, table } from "./bench-web/tables.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const RUNS = Number(argument("runs", 5));
const CONFIRM_RUNS = Number(argument("confirm-runs", 10));
/** The default language's home and thank-you pages, and those of one right-to-left and one other left-to-right language. */
const { default: defaultCode, languages } = yaml.load(fs.readFileSync(path.join(root, "content/languages.yaml"), "utf8"));
function defaultPages() {
  const others = languages.filter((language) => language.published && language.code !== defaultCode);
  const sampled = ["rtl", "ltr"].map((direction) => others.find((language) => language.direction === direction)).filter(Boolean);
  return ["/", "/thank-you", ...sampled.flatMap(({ code }) => [`/${code}`, `/${code}/thank-you`])].join(",");
}
const PAGES = argument("pages", defaultPages()).split(",");
/** The home pages among them ("/", "/ar"), whose first touches are measured: / when there is none. */
const HOME_PAGES = ((homes) => (homes.length ? homes : ["/"]))(
  PAGES.map((page) => page.replace(/(.)\/$/, "$1")).filter((page) => page === "/" || languages.some(({ code }) => page === `/${code}`)),
);
/** The first touches' scenarios, on each of those. */
const SCENARIOS = HOME_PAGES.flatMap(scenariosOf);
const SIMULATE = !process.argv.includes("--no-simulate");
const INP = !process.argv.includes("--no-inp");
/** Only the first touches (part 3): no Lighthouse runs, no tables of theirs. */
const LIGHTHOUSE = !process.argv.includes("--no-lighthouse");
/** The pages Lighthouse loads: none with --no-lighthouse. */
const LIGHTHOUSE_PAGES = LIGHTHOUSE ? PAGES : [];
/** The build to measure (a kept copy of another build, to compare). */
const PUBLIC_DIR = path.resolve(argument("dir", path.join(root, "public")));
const chromiumSettings = JSON.parse(fs.readFileSync(path.join(root, "scripts/e2e-chromium.json"), "utf8"));
const CHROMIUM = argument("chromium", process.env.E2E_CHROMIUM ?? chromiumSettings.executablePath);
/** The servers' certificate, made for the run (HTTPS and HTTP/2, as Netlify serves), which the browser trusts. */
const certificate = makeCertificate();
process.on("exit", () => certificate.remove());
const chromium = { executablePath: CHROMIUM, args: [...chromiumSettings.args, certificate.chromiumFlag] };
const PORTS = { built: 9310, floor: 9311 }; // away from 8000/8081/9000/54321
const originOf = (variant) => `https://127.0.0.1:${PORTS[variant]}`;
const outDir = path.join(root, "reports", "lighthouse");

const BUDGET = {
  performance: 100,
  /** Total Blocking Time, of the page as built and of its floor. */
  tbtMs: 50,
  /** JavaScript transferred while a page loads without any interaction (Lighthouse's resource summary). */
  scriptTransferBytes: 90 * 1024,
  /** LCP against the floor's, by both methods. */
  lcpRatio: 1.02,
  /** How close to lcpRatio (either side) a page's first runs must come for it to be loaded CONFIRM_RUNS more times. */
  lcpConfirmBand: 0.06,
  cls: 0,
  otherCategories: 100,
  /** The first touch at load: this long at most, or this much over the floor's where the floor's is over it. */
  firstTouchMs: 100,
  firstTouchOverFloorMs: 50,
};

/** A first touch's budget, given its floor's time. */
const firstTouchBudget = (floorMs) => (floorMs > BUDGET.firstTouchMs ? floorMs + BUDGET.firstTouchOverFloorMs : BUDGET.firstTouchMs);

if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
  console.error(`${path.relative(root, PUBLIC_DIR) || "."}/index.html is missing: run \`npm run build\` first.`);
  process.exit(2);
}

/** A page's name in the reports' file names: "home" for /, its letters otherwise (/ar/thank-you: arthankyou). */
const pageSlug = (page) => (page === "/" ? "home" : page.replace(/\W+/g, ""));

fs.mkdirSync(outDir, { recursive: true });
const QUOTE_PAGES = PAGES.filter(isQuotePage);
// The floor is served from a copy of the build in which each quote page is its drawn quote without script.
const FLOOR_DIR = QUOTE_PAGES.length ? floorCopy(PUBLIC_DIR) : PUBLIC_DIR;
const servers = [startServer(PORTS.built, false, PUBLIC_DIR, certificate.dir), startServer(PORTS.floor, true, FLOOR_DIR, certificate.dir)];
const quoteStub = QUOTE_PAGES.length ? await startQuoteStub(builtFunctionUrl(PUBLIC_DIR)) : undefined;
const stopServers = () => {
  servers.forEach((server) => server.exitCode === null && server.kill("SIGTERM"));
  quoteStub?.close();
  if (FLOOR_DIR !== PUBLIC_DIR) fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
};
process.on("exit", stopServers);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const methods = SIMULATE ? ["devtools", "simulate"] : ["devtools"];
const results = {};
/** The throttling whose extra loads confirm a page's LCP verdict: the first that judges it (rows.mjs). */
const lcpMethodOf = (page) => lcpJudgedBy(isQuotePage(page), SIMULATE)[0];
/** The first touches at load, by scenario and variant: one { tap, typing, landed } per run. */
const touches = Object.fromEntries(SCENARIOS.map(({ key }) => [key, { built: [], floor: [] }]));
/** Each page's first-flight bytes, as built and as its floor. */
const firstFlight = {};
/** The pages whose HTML asks search engines not to index them. */
const noindexPages = new Set();
/** The pages whose script starts at once (the quote page, the console). */
const atOnce = new Set();
/** A page's address as loaded: the quote page with a reference and a key. */
const addressOf = (page) => (isQuotePage(page) ? quoteAddress(page) : page);
const loadBefore = os.loadavg()[0];
/** The browser's version, printed with the numbers: a new one moves them more than most changes do. */
const browserVersion = (() => {
  try {
    return execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "version unknown";
  }
})();
try {
  await Promise.all([waitForPort(PORTS.built), waitForPort(PORTS.floor)]);
  if (QUOTE_PAGES.length) {
    const browser = await playwrightChromium.launch(chromium);
    try {
      for (const page of QUOTE_PAGES) await captureQuoteFloor(browser, originOf("built"), page, FLOOR_DIR);
    } finally {
      await browser.close();
    }
  }
  for (const page of PAGES) {
    const html = (variant) => fetchText(`${originOf(variant)}${page}`, certificate.ca);
    const built = await html("built");
    firstFlight[page] = { built: firstFlightBytes(built), floor: firstFlightBytes(await html("floor")) };
    // A page kept out of search results on purpose (the thank-you and quote pages) is not held to SEO's score.
    if (/<meta name="robots" content="[^"]*noindex/.test(built)) noindexPages.add(page);
    if (startsAtOnce(built)) atOnce.add(page);
  }
  const runs = Object.fromEntries(
    LIGHTHOUSE_PAGES.map((page) => [page, Object.fromEntries(methods.map((method) => [method, { built: [], floor: [] }]))]),
  );
  // The page as built goes first in odd rounds, its floor in even ones, so neither always meets the other's wake.
  const variantsOf = (run) => (run % 2 ? ["built", "floor"] : ["floor", "built"]);
  for (let run = 1; run <= RUNS; run++) {
    for (const method of methods) {
      for (const page of LIGHTHOUSE_PAGES) {
        for (const variant of variantsOf(run)) {
          const slug = `${pageSlug(page)}-${variant}-${method}-${run}`;
          process.stdout.write(
            `Lighthouse ${method} ${page} (${variant === "built" ? "as built" : "no JavaScript"}) run ${run}/${RUNS}... `,
          );
          const summary = await runLighthouse({
            url: `${originOf(variant)}${addressOf(page)}`,
            file: path.join(outDir, `${slug}.json`),
            throttlingMethod: method,
            chromium,
          });
          console.log(`score ${summary.scores.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms`);
          runs[page][method][variant].push(summary);
        }
      }
    }
  }
  // LCP: more loads for the pages whose first runs cannot tell whether the budget holds, by the throttling that
  // judges them (lcpMethodOf).
  const lcpsOf = ({ built, floor }) => ({ built: built.map((run) => run.lcp), floor: floor.map((run) => run.lcp) });
  const lcps = Object.fromEntries(
    LIGHTHOUSE_PAGES.map((page) => [page, Object.fromEntries(methods.map((method) => [method, lcpsOf(runs[page][method])]))]),
  );
  const lcpRatioOf = (page) => {
    const { built, floor } = lcps[page][lcpMethodOf(page)];
    return median(built) / median(floor);
  };
  const lcpBudgetOf = (page) => (isQuotePage(page) ? PRICE_ON_SCREEN_RATIO : BUDGET.lcpRatio);
  const toConfirm = LIGHTHOUSE_PAGES.filter((page) => Math.abs(lcpRatioOf(page) - lcpBudgetOf(page)) <= BUDGET.lcpConfirmBand);
  for (let run = RUNS + 1; run <= RUNS + CONFIRM_RUNS && toConfirm.length; run++) {
    for (const page of toConfirm) {
      const method = lcpMethodOf(page);
      for (const variant of variantsOf(run)) {
        const slug = `${pageSlug(page)}-${variant}-lcp-${run}`;
        process.stdout.write(
          `LCP ${method} ${page} (${variant === "built" ? "as built" : "no JavaScript"}) run ${run}/${RUNS + CONFIRM_RUNS}... `,
        );
        const summary = await runLighthouse({
          url: `${originOf(variant)}${addressOf(page)}`,
          file: path.join(outDir, `${slug}.json`),
          throttlingMethod: method,
          onlyCategories: ["performance"],
          chromium,
        });
        console.log(`LCP ${Math.round(summary.lcp)} ms`);
        lcps[page][method][variant].push(summary.lcp);
      }
    }
  }
  if (INP) {
    const browser = await playwrightChromium.launch(chromium);
    try {
      const points = {};
      for (const scenario of SCENARIOS)
        for (const variant of ["built", "floor"])
          points[`${scenario.key} ${variant}`] = await targetPoint(browser, originOf(variant), scenario);
      for (let run = 1; run <= RUNS; run++) {
        for (const scenario of SCENARIOS) {
          for (const variant of variantsOf(run)) {
            const result = await firstTouch(browser, originOf(variant), scenario, points[`${scenario.key} ${variant}`]);
            touches[scenario.key][variant].push(result);
            console.log(
              `First touch at load, ${scenario.path} ${scenario.kind} (${variant === "built" ? "as built" : "no JavaScript"}) run ${run}/${RUNS}: tap ${ms(result.tap)}${result.typing === undefined ? "" : `, typing ${ms(result.typing)}`}${result.landed ? "" : " (the touch did not land)"}`,
            );
          }
        }
      }
    } finally {
      await browser.close();
    }
  }
  for (const page of LIGHTHOUSE_PAGES) {
    results[page] = {};
    for (const method of methods) {
      results[page][method] = {};
      for (const variant of ["built", "floor"]) {
        const list = runs[page][method][variant];
        results[page][method][variant] = {
          scores: Object.fromEntries(Object.keys(list[0].scores).map((id) => [id, median(list.map((run) => run.scores[id]))])),
          fcp: median(list.map((run) => run.fcp)),
          lcp: median(lcps[page][method][variant]),
          lcpRuns: lcps[page][method][variant],
          tbt: median(list.map((run) => run.tbt)),
          cls: median(list.map((run) => run.cls)),
          scriptBytes: median(list.map((run) => run.scriptBytes)),
          longTasks: list.flatMap((run) => run.longTasks),
          moments: Object.fromEntries(MOMENTS.map((moment) => [moment, median(list.map((run) => run.moments[moment]))])),
          bootup: list[Math.floor(list.length / 2)].bootup,
          scriptAtLoad: median(list.map((run) => gzipBytesOf(PUBLIC_DIR, run.scriptPaths))),
          lcpElements: [...new Set(list.map((run) => run.lcpElement))],
          answerIn: list.every((run) => run.answerIn !== undefined) ? median(list.map((run) => run.answerIn)) : undefined,
          failing: [...new Set(list.flatMap((run) => run.failing))],
        };
      }
    }
  }
} finally {
  stopServers();
}

// The tables.
let missed = 0;
const verdict = (ok) => {
  if (!ok) missed++;
  return ok ? "met" : "MISSED";
};

const rows = LIGHTHOUSE_PAGES.flatMap((page) =>
  pageRows(page, {
    results: results[page],
    firstFlight: firstFlight[page],
    budget: BUDGET,
    noindex: noindexPages.has(page),
    quote: isQuotePage(page),
    startsAtOnce: atOnce.has(page),
    scriptAtLoad: results[page].devtools.built.scriptAtLoad,
    verdict,
  }),
);

const lighthouseVersion = JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version;
console.log(
  `\n${LIGHTHOUSE ? `Lighthouse ${lighthouseVersion}, mobile, ` : ""}median of ${RUNS} interleaved runs, ${CHROMIUM} (${browserVersion})`,
);
console.log(`${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end\n`);
if (LIGHTHOUSE) {
  table(["page", "metric", "as built (devtools)", "no-JS floor", "simulated (PageSpeed's method)", "budget", "verdict"], rows);
  console.log("\nLCP loads behind each median (by the throttling that judges it), and their spread:");
}
if (LIGHTHOUSE)
  table(
    ["page", "throttling", "loads each", "as built", "no-JS floor"],
    LIGHTHOUSE_PAGES.map((page) => {
      const method = lcpMethodOf(page);
      const { built, floor } = results[page][method];
      const spread = (values) => `${ms(Math.min(...values))} to ${ms(Math.max(...values))}`;
      return [page, method, built.lcpRuns.length, spread(built.lcpRuns), spread(floor.lcpRuns)];
    }),
  );

if (INP) {
  console.log(
    `\nThe first touch at load (${PHONE.width} px, touch, ${PHONE.cpuSlowdown}x CPU, slow 4G; touched at the load event), median of ${RUNS} interleaved runs; under ${REPORTED_FROM_MS} ms the browser reports nothing and ${REPORTED_FROM_MS} is shown:`,
  );
  const of = (scenario, variant, value) => median(touches[scenario][variant].map(value));
  const missedLanding = (scenario) => {
    const missed = ["built", "floor"].flatMap((variant) => touches[scenario][variant].filter((run) => !run.landed).map(() => variant));
    return missed.length ? ` (${missed.length} touch(es) did not land: ${missed.join(", ")})` : "";
  };
  const row = (home, kind, label, value, budgeted) => {
    const scenario = `${home} ${kind}`;
    const built = of(scenario, "built", value);
    const floor = of(scenario, "floor", value);
    const budget = firstTouchBudget(floor);
    return [
      `${SCENARIOS.find(({ key }) => key === scenario).path} ${label}${missedLanding(scenario)}`,
      ms(built),
      ms(floor),
      budgeted ? `<= ${ms(budget)}` : "",
      budgeted ? verdict(built <= budget) : "",
    ];
  };
  table(
    ["interaction", "as built", "no-JS floor", "budget", "verdict"],
    HOME_PAGES.flatMap((home) => [
      row(home, "menu", "first tap on the menu", (run) => run.tap, true),
      row(home, "typing", "first tap on the name field", (run) => run.tap, false),
      row(home, "typing", "typing the name (its longest key)", (run) => run.typing, false),
      row(home, "typing", "first tap and typing (the longer)", (run) => Math.max(run.tap, run.typing), true),
    ]),
  );
}

for (const page of LIGHTHOUSE_PAGES) {
  const { built } = results[page].devtools;
  const tasks = new Map();
  for (const task of built.longTasks) tasks.set(task.script, [...(tasks.get(task.script) ?? []), task.ms]);
  const longTasks = [...tasks].map(
    ([script, durations]) => `${script} ${durations.length / RUNS} per load, median ${ms(median(durations))}`,
  );
  console.log(`\n${page}: long tasks by script (devtools runs): ${longTasks.length ? longTasks.join("; ") : "none"}`);
  const floor = results[page].devtools.floor;
  console.log(
    `${page}: blocking after the first paint by moment (devtools, medians, floor in brackets): ${MOMENTS.map((moment) => `${moment} ${ms(built.moments[moment])} (${ms(floor.moments[moment])})`).join(", ")}`,
  );
  console.log(
    `${page}: main-thread time by script (median run): ${built.bootup.map((item) => `${item.script} ${ms(item.ms)}`).join(", ") || "none"}`,
  );
  if (built.failing.length) console.log(`${page}: audits not passed in some run: ${built.failing.join(", ")}`);
  console.log(`${page}: the largest paint (devtools): ${built.lcpElements.join("; ")}; floor ${floor.lcpElements.join("; ")}`);
}
fs.writeFileSync(
  path.join(root, "reports", "bench-web.json"),
  JSON.stringify({ budget: BUDGET, runs: RUNS, browser: browserVersion, results, firstFlight, touches }, null, 2),
);
console.log(
  `\nReports: reports/lighthouse/*.json, summary reports/bench-web.json. ${missed ? `${missed} budget(s) missed.` : "All budgets met."}`,
);
process.exit(missed ? 1 : 0);
