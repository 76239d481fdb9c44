#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (npm, v12) in Debian's Chromium on the
// production build in public/, mobile, devtools throttling, median of 3 runs,
// for each page twice: as built, and with every script removed (the
// no-JavaScript floor: the physical limit for this content). Prints a table
// against the budgets of issue 5 and writes the Lighthouse JSON reports to
// reports/lighthouse/ and the summary to reports/bench-web.json.
// Not part of `npm test`; exits 1 when a budget is missed so CI could use it.
//   node scripts/bench-web.mjs [--runs 3] [--pages /,/thank-you] [--chromium /usr/bin/chromium]
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const RUNS = Number(argument("runs", 3));
const PAGES = argument("pages", "/,/thank-you").split(",");
const chromium = JSON.parse(fs.readFileSync(path.join(root, "scripts/e2e-chromium.json"), "utf8"));
const CHROMIUM = argument("chromium", process.env.E2E_CHROMIUM ?? chromium.executablePath);
const PORTS = { built: 9310, floor: 9311 }; // away from 8000/9000/9100/54321
const outDir = path.join(root, "reports", "lighthouse");

const BUDGET = {
  score: 100,
  cls: 0,
  firstLoadJsGzip: 100 * 1024,
  lcpRatio: 1.15,
};

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("public/index.html is missing: run `GATSBY_TELEMETRY_DISABLED=1 npx gatsby build` first.");
  process.exit(2);
}

const waitForPort = (port, timeoutMs = 15_000) =>
  new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => socket.end(resolve));
      socket.once("error", () => (Date.now() > deadline ? reject(new Error(`port ${port} did not open`)) : setTimeout(attempt, 200)));
    };
    attempt();
  });

function startServer(port, stripScripts) {
  const args = [path.join(root, "scripts/serve.mjs"), "--port", String(port), ...(stripScripts ? ["--strip-scripts"] : [])];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  return child;
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number" && !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const lighthouseConfig = {
  extends: "lighthouse:default",
  settings: {
    formFactor: "mobile",
    // Throttling applied to the real load (not simulated), as issue 5 asks for LCP.
    throttlingMethod: "devtools",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  },
};

/**
 * JavaScript the page fetched while loading (prefetches for later pages aside):
 * the gzip size of each file's body (level 9, as served), so HTTP headers do not count.
 */
function firstLoadJs(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script" && request.priority !== "Lowest");
  const files = scripts.map((request) => {
    const file = path.join(root, "public", decodeURIComponent(new URL(request.url).pathname));
    const gzipBytes = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : request.transferSize ?? 0;
    return { name: path.basename(file), gzipBytes };
  });
  return {
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    files: files.map((file) => `${file.name} ${(file.gzipBytes / 1024).toFixed(1)} KB`),
  };
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)])),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    js: firstLoadJs(lhr),
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === "binary")
      .map((item) => item.id),
  };
}

async function runLighthouse(url, file) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...chromium.args],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, lighthouseConfig);
    fs.writeFileSync(file, result.report);
    return summarise(result.lhr);
  } finally {
    await chrome.kill();
  }
}

fs.mkdirSync(outDir, { recursive: true });
const servers = [startServer(PORTS.built, false), startServer(PORTS.floor, true)];
const stopServers = () => servers.forEach((server) => server.exitCode === null && server.kill("SIGTERM"));
process.on("exit", stopServers);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const results = {};
const loadBefore = os.loadavg()[0];
try {
  await Promise.all([waitForPort(PORTS.built), waitForPort(PORTS.floor)]);
  // Runs interleave (page as built, its floor, next page, ...; then the next round),
  // so both sides of each ratio meet the same load on a shared machine.
  const runs = Object.fromEntries(PAGES.map((page) => [page, { built: [], floor: [] }]));
  for (let run = 1; run <= RUNS; run++) {
    for (const page of PAGES) {
      for (const variant of ["built", "floor"]) {
        const slug = `${page === "/" ? "home" : page.replace(/\W+/g, "")}-${variant}-${run}`;
        process.stdout.write(`Lighthouse ${page} (${variant === "built" ? "as built" : "no JavaScript"}) run ${run}/${RUNS}... `);
        const summary = await runLighthouse(`http://127.0.0.1:${PORTS[variant]}${page}`, path.join(outDir, `${slug}.json`));
        console.log(`LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms`);
        runs[page][variant].push(summary);
      }
    }
  }
  for (const page of PAGES) {
    results[page] = {};
    for (const variant of ["built", "floor"]) {
      const list = runs[page][variant];
      const categories = Object.keys(list[0].scores);
      results[page][variant] = {
        runs: list,
        scores: Object.fromEntries(categories.map((id) => [id, median(list.map((run) => run.scores[id]))])),
        fcp: median(list.map((run) => run.fcp)),
        lcp: median(list.map((run) => run.lcp)),
        tbt: median(list.map((run) => run.tbt)),
        cls: median(list.map((run) => run.cls)),
        jsGzip: median(list.map((run) => run.js.gzipBytes)),
        jsFiles: list[0].js.files,
        failing: [...new Set(list.flatMap((run) => run.failing))],
      };
    }
  }
} finally {
  stopServers();
}

// The table.
const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
let missed = 0;
const check = (ok) => {
  if (!ok) missed++;
  return ok ? "ok" : "MISSED";
};
for (const page of PAGES) {
  const { built, floor } = results[page];
  const pageRows = [
    ...Object.keys(built.scores).map((id) => [
      `${id} score`,
      String(built.scores[id]),
      String(floor.scores[id]),
      "",
      `${BUDGET.score}`,
      // /thank-you is noindex on purpose: the SEO category counts that against it.
      page !== "/" && id === "seo" ? "n/a (noindex by design)" : check(built.scores[id] >= BUDGET.score),
    ]),
    ["FCP", ms(built.fcp), ms(floor.fcp), (built.fcp / floor.fcp).toFixed(2), "", ""],
    ["LCP", ms(built.lcp), ms(floor.lcp), (built.lcp / floor.lcp).toFixed(2), `<= ${BUDGET.lcpRatio} x floor`, check(built.lcp <= floor.lcp * BUDGET.lcpRatio)],
    ["TBT", ms(built.tbt), ms(floor.tbt), "", "", ""],
    ["CLS", built.cls.toFixed(3), floor.cls.toFixed(3), "", `${BUDGET.cls}`, check(built.cls <= BUDGET.cls)],
    ["first-load JS (gzip)", kb(built.jsGzip), kb(floor.jsGzip), "", `<= ${kb(BUDGET.firstLoadJsGzip)}`, check(built.jsGzip <= BUDGET.firstLoadJsGzip)],
  ];
  rows.push(...pageRows.map((row) => [page, ...row]));
}
const header = ["page", "metric", "as built", "no-JS floor", "ratio", "budget", "verdict"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
const lighthouseVersion = JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version;
console.log(`\nLighthouse ${lighthouseVersion}, mobile, devtools throttling, median of ${RUNS} runs, ${CHROMIUM}`);
// TBT and LCP depend on what else the machine is doing: say how busy it was.
console.log(`${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end\n`);
console.log(line(header));
console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
for (const row of rows) console.log(line(row));
for (const page of PAGES) {
  const failing = results[page].built.failing;
  if (failing.length) console.log(`\n${page}: audits not passed in some run: ${failing.join(", ")}`);
}
for (const page of PAGES) console.log(`\nFirst-load scripts of ${page} (gzip): ${results[page].built.jsFiles.join(", ")}`);
fs.writeFileSync(path.join(root, "reports", "bench-web.json"), JSON.stringify({ budget: BUDGET, runs: RUNS, results }, null, 2));
console.log(`\nReports: reports/lighthouse/*.json, summary reports/bench-web.json. ${missed ? `${missed} budget(s) missed.` : "All budgets met."}`);
process.exit(missed ? 1 : 0);
