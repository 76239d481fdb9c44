#!/usr/bin/env node
// `npm test`: every suite the project has, one after another, and one closing
// line "N passed, N failed" totalled over all of them (CI reads only that line).
//   1. jest      unit and snapshot tests (site, content, form)
//   2. deno      the send-contact-email function on PGlite and PostgreSQL
//   3. playwright the production build in Chromium against the local backend
// Pass suite names to run only some: `npm test -- jest deno`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "reports");
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" };
delete env.FORCE_COLOR; // Deno reads any FORCE_COLOR, even "0", as "colour on"

/** Output without terminal colour codes, so summary lines can be matched. */
const plain = (text) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");

function run(command, args, extraEnv = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  return { status: result.status ?? 1, output: plain(`${result.stdout ?? ""}\n${result.stderr ?? ""}`) };
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined);

/** Each suite returns its counts; a suite that could not run counts as one failure. */
const suites = {
  jest() {
    const file = path.join(reports, "jest.json");
    fs.rmSync(file, { force: true });
    const { status } = run("npx", ["jest", "--ci", "--json", `--outputFile=${file}`]);
    const report = readJson(file);
    if (!report) return { passed: 0, failed: 1, note: `jest did not report (exit ${status})` };
    // A suite that fails to load has no test results but still counts as a failure.
    const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
  },

  deno() {
    const { status, output } = run("npm", ["run", "--silent", "test:deno"]);
    // Deno's closing line: "ok | 12 passed | 0 failed (3s)" or "FAILED | 11 passed | 1 failed ...".
    const match = [...output.matchAll(/^(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/gm)].pop();
    if (!match) return { passed: 0, failed: 1, note: `deno test did not report (exit ${status})` };
    const failed = Number(match[2]);
    return { passed: Number(match[1]), failed: failed === 0 && status !== 0 ? 1 : failed };
  },

  playwright() {
    const build = run("npm", ["run", "--silent", "build"]);
    if (build.status !== 0) return { passed: 0, failed: 1, note: "the build failed" };
    const file = path.join(reports, "playwright.json");
    fs.rmSync(file, { force: true });
    const { status } = run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    const report = readJson(file);
    if (!report?.stats) return { passed: 0, failed: 1, note: `playwright did not report (exit ${status})` };
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected };
  },
};

const wanted = process.argv.slice(2).filter((name) => !name.startsWith("-"));
const selected = wanted.length ? wanted : Object.keys(suites);
let passed = 0;
let failed = 0;
const lines = [];
for (const name of selected) {
  if (!suites[name]) {
    console.error(`Unknown suite "${name}"; known: ${Object.keys(suites).join(", ")}`);
    process.exit(2);
  }
  const result = suites[name]();
  passed += result.passed;
  failed += result.failed;
  lines.push(`${name.padEnd(11)} ${result.passed} passed, ${result.failed} failed${result.note ? `  (${result.note})` : ""}`);
}
console.log(`\nSummary\n${lines.join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
