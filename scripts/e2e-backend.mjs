#!/usr/bin/env node
// The local backend for the browser tests (playwright.config.ts starts it):
// scripts/backend.mjs, the real send-contact-email function on PGlite, with its
// database and outbox in the run's throw-away E2E_DATA_DIR and rate limits
// raised so a test run never trips them.
// If scripts/backend.mjs is missing, it answers every call with 501 and says why,
// so the success tests fail with that reason and the rest of the suite still runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.E2E_BACKEND_PORT ?? 54321);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "hkaf-e2e-"));
const outbox = path.join(dataDir, "outbox");
const siteOrigin = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 9000}`;
fs.mkdirSync(outbox, { recursive: true });

const backend = path.join(root, "scripts/backend.mjs");

if (!fs.existsSync(backend)) {
  const reason = "scripts/backend.mjs is missing: no local backend to test against";
  console.error(`[e2e-backend] ${reason}`);
  http
    .createServer((request, response) => {
      response.writeHead(request.method === "OPTIONS" ? 204 : 501, {
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "*",
        "content-type": "application/json",
      });
      response.end(request.method === "OPTIONS" ? undefined : JSON.stringify({ error: { code: "no_backend", message: reason } }));
    })
    .listen(port, "127.0.0.1");
} else {
  const child = spawn(process.execPath, [backend], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      // Names from scripts/backend.ts and supabase/functions/send-contact-email/settings.ts.
      PORT: String(port),
      DATA_DIR: dataDir,
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
      OUTBOX_DIR: outbox,
      RATE_LIMIT_PER_CLIENT_PER_HOUR: "10000",
      RATE_LIMIT_PER_EMAIL_PER_HOUR: "10000",
      ALLOWED_ORIGINS: [siteOrigin, siteOrigin.replace("127.0.0.1", "localhost")].join(","),
      // Never reach a real provider or database from a test run.
      RESEND_API_KEY: "",
      SUPABASE_DB_URL: "",
    },
  });
  const stop = () => child.exitCode === null && child.kill("SIGTERM");
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}
