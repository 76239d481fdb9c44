#!/usr/bin/env node
// `npm run backend`: runs supabase/local/backend.ts with the Deno from node_modules,
// so a fresh clone needs nothing beyond `npm install`. Signals are passed on,
// and this process exits with Deno's exit code.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const deno = path.join(root, "node_modules/.bin/deno");

const child = spawn(
  deno,
  [
    "run",
    "--config", path.join(root, "supabase/functions/deno.json"),
    "--allow-env",
    "--allow-net",
    "--allow-read",
    "--allow-write",
    path.join(root, "supabase/local/backend.ts"),
  ],
  {
    cwd: root,
    stdio: "inherit",
    // On one machine every request comes from 127.0.0.1 with the developer's own
    // address, so the production limits (5 per client, 3 per e-mail, per hour)
    // would soon refuse a developer trying the form. Set them to test the 429.
    env: {
      ...process.env,
      RATE_LIMIT_PER_CLIENT_PER_HOUR: process.env.RATE_LIMIT_PER_CLIENT_PER_HOUR ?? "100",
      RATE_LIMIT_PER_EMAIL_PER_HOUR: process.env.RATE_LIMIT_PER_EMAIL_PER_HOUR ?? "100",
    },
  },
);

child.on("error", (error) => {
  console.error(`Could not start Deno (${deno}): ${error.message}. Run \`npm install\` first.`);
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
