#!/usr/bin/env node
// `npm test`: the checks, then every suite the project has, one after another,
// and one closing line "N passed, N failed" totalled over all of them (CI reads
// only that line). Counts come from each runner's own report, not its output.
//   checks      TypeScript, ESLint and Prettier for the site; deno lint and deno fmt for the function
//   jest        unit and snapshot tests (site, content, CMS, build, form)
//   deno        the send-contact-email function on PGlite and PostgreSQL
//   builds      real builds of copies of the repository (node:test): an editor's picture, the rate card kept private
//   playwright  the production build in Chromium (and WebKit for one test) against the local backend
// Pass names to run only some: `npm test -- jest deno`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "reports");
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" };
delete env.FORCE_COLOR; // Deno reads any FORCE_COLOR, even "0", as "colour on"

function run(command, args, extraEnv = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  return result.status ?? 1;
}

const npmRun = (script, args = [], extraEnv = {}) =>
  run("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], extraEnv);

/** A report file, read after its runner has written it afresh. */
function freshReport(name) {
  const file = path.join(reports, name);
  fs.rmSync(file, { force: true });
  return { file, read: () => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined) };
}

/** The attributes of the first <name ...> element of a JUnit XML report. */
function xmlAttributes(xml, name) {
  const element = new RegExp(`<${name}\\b([^>]*)>`).exec(xml);
  return Object.fromEntries([...(element?.[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
}

/** Each suite returns its counts; a suite that could not run counts as one failure. */
const suites = {
  checks() {
    const checks = ["typecheck", "lint", "format", "lint:deno", "fmt:deno"];
    const failed = checks.filter((script) => npmRun(script) !== 0);
    return { passed: checks.length - failed.length, failed: failed.length, note: failed.length ? `failed: ${failed.join(", ")}` : "" };
  },

  jest() {
    const report = freshReport("jest.json");
    const status = run("npx", ["jest", "--ci", "--json", `--outputFile=${report.file}`]);
    const text = report.read();
    if (!text) return { passed: 0, failed: 1, note: `jest did not report (exit ${status})` };
    const result = JSON.parse(text);
    // A suite that fails to load has no test results but still counts as a failure.
    return { passed: result.numPassedTests, failed: result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0) };
  },

  deno() {
    const report = freshReport("deno.xml");
    const status = npmRun("test:deno");
    const xml = report.read();
    if (!xml) return { passed: 0, failed: 1, note: `deno test did not report (exit ${status})` };
    const { tests = "0", failures = "0", errors = "0" } = xmlAttributes(xml, "testsuites");
    const skipped = (xml.match(/<skipped\b/g) ?? []).length;
    const failed = Number(failures) + Number(errors);
    return {
      passed: Number(tests) - failed - skipped,
      // A run that failed outside any test (a file that does not compile) fails too.
      failed: failed === 0 && status !== 0 ? 1 : failed,
      note: skipped ? `${skipped} ignored` : "",
    };
  },

  builds() {
    // node:test's TAP report ends with "# pass N" and "# fail N". The files run two at a time: each builds
    // copies of the site, whose compiling is mostly one core's work (383 s one at a time in CI, 297 here).
    const files = fs.readdirSync(path.join(root, "__tests__/build")).filter((name) => name.endsWith(".test.mjs"));
    const result = spawnSync(
      process.execPath,
      ["--test", "--test-concurrency=2", "--test-reporter=tap", ...files.map((name) => `__tests__/build/${name}`)],
      {
        cwd: root,
        env,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    const count = (name) => {
      const line = result.stdout.match(new RegExp(`^# ${name} (\\d+)$`, "m"));
      return line ? Number(line[1]) : undefined;
    };
    const passed = count("pass");
    const failed = count("fail");
    if (passed === undefined || failed === undefined)
      return { passed: 0, failed: 1, note: `node --test did not report (exit ${result.status})` };
    return { passed, failed: failed === 0 && result.status !== 0 ? 1 : failed };
  },

  playwright() {
    if (npmRun("build") !== 0) return { passed: 0, failed: 1, note: "the build failed" };
    const report = freshReport("playwright.json");
    const status = run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report.file });
    const text = report.read();
    const stats = text ? JSON.parse(text).stats : undefined;
    if (!stats) return { passed: 0, failed: 1, note: `playwright did not report (exit ${status})` };
    const { expected = 0, unexpected = 0, flaky = 0 } = stats;
    // A run that failed outside any test (a web server that could not start: a port in use) fails too.
    if (status !== 0 && unexpected === 0)
      return { passed: expected + flaky, failed: 1, note: `playwright exited ${status} outside the tests` };
    return { passed: expected + flaky, failed: unexpected, note: flaky ? `${flaky} passed on retry` : "" };
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
  const started = Date.now();
  const result = suites[name]();
  // How long each suite took, so a slow run says where its time went.
  const seconds = Math.round((Date.now() - started) / 1000);
  passed += result.passed;
  failed += result.failed;
  const note = [`${seconds} s`, result.note].filter(Boolean).join("; ");
  lines.push(`${name.padEnd(11)} ${result.passed} passed, ${result.failed} failed  (${note})`);
}
console.log(`\nSummary\n${lines.join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
