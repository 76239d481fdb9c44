#!/usr/bin/env node
// `npm start`: the local backend (the real send-contact-email function on
// embedded PGlite, e-mails written to .data/outbox) beside `gatsby develop`,
// so the contact form works on a fresh clone with no accounts and no Docker.
// Ctrl+C stops both; if either stops, the other is stopped too.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children = [
  spawn(process.execPath, [path.join(root, "scripts/backend.mjs")], { cwd: root, env, stdio: "inherit" }),
  // Gatsby's own binary rather than npx, so a stop signal reaches it directly.
  spawn(path.join(root, "node_modules/.bin/gatsby"), ["develop", "-H", "127.0.0.1", "-p", "8000"], { cwd: root, env, stdio: "inherit" }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
