#!/usr/bin/env node
// `npm start`: the local backend (the real send-contact-email function on
// embedded PGlite, e-mails written to .data/outbox) beside `gatsby develop`,
// so the contact form works on a fresh clone with no accounts and no Docker.
// `npm run cms` (--cms) adds decap-server, Decap CMS's local backend, so the
// CMS at http://127.0.0.1:8000/admin/ reads and writes content/ on disk.
// Ctrl+C stops them all; if one stops, the others are stopped too.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const bin = (name) => path.join(root, "node_modules/.bin", name);
const withCms = process.argv.includes("--cms");
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

/**
 * An npm script of package.json (`npm run backend`, `npm run develop`) run
 * as its own program from node_modules/.bin rather than through npm, so a
 * stop signal reaches it directly. The scripts are plain commands: no quotes,
 * no variables.
 */
function runScript(name, extraEnv = {}) {
  const [program, ...args] = scripts[name].trim().split(/\s+/);
  return spawn(bin(program), args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
}

// The local backend (supabase/local/backend.ts under Deno; .data/ is relative to root) and the site.
const children = [runScript("backend"), runScript("develop")];
if (withCms) {
  // The port the CMS looks for on localhost (src/cms/settings.ts); fs mode writes the files directly.
  const cmsEnv = { ...env, BIND_HOST: "127.0.0.1", PORT: "8081", MODE: "fs", GIT_REPO_DIRECTORY: root };
  children.push(spawn(bin("decap-server"), [], { cwd: root, env: cmsEnv, stdio: "inherit" }));
  console.log("The CMS will be at http://127.0.0.1:8000/admin/ once the site is built (Login needs no account).");
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
