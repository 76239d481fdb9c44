// Browser tests: the production build in Debian's Chromium, against the real
// send-contact-email function on the local backend, and the CMS against
// decap-server on a copy of content/.
// `npm test` builds first (scripts/test.mjs); `npm run test:e2e` expects a build in public/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const CI = Boolean(process.env.CI);
const chromium: { executablePath: string; args: string[] } = JSON.parse(
  fs.readFileSync(path.join(__dirname, "scripts/e2e-chromium.json"), "utf8"),
);

// The built site calls the backend at http://127.0.0.1:54321 (src/contact/backendConfig.ts).
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 9000);
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54321);

// One throw-away data dir per run, shared with the workers through the environment
// (they inherit it), so the tests can read the leads the backend wrote to its outbox.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "hkaf-e2e-"));
}
const dataDir = process.env.E2E_DATA_DIR;

// The CMS test edits a copy of content/, never the real files.
if (!process.env.E2E_CMS_REPO) {
  process.env.E2E_CMS_REPO = fs.mkdtempSync(path.join(os.tmpdir(), "hkaf-cms-"));
  fs.cpSync(path.join(__dirname, "content"), path.join(process.env.E2E_CMS_REPO, "content"), { recursive: true });
}
const cmsRepo = process.env.E2E_CMS_REPO;
/** decap-server's port: the one the CMS looks for on localhost (src/cms/settings.ts). */
export const CMS_BACKEND_PORT = 8081;

export default defineConfig({
  testDir: "__tests__/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // One file at a time in CI: on its two cores, two at once took as long (each test a browser, the
  // served site and the backend) and ran the longest tests past their time.
  workers: CI ? 1 : 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    browserName: "chromium",
    // `npx playwright install` cannot run here: Debian's Chromium (.ci/run installs it).
    launchOptions: { executablePath: process.env.E2E_CHROMIUM ?? chromium.executablePath, args: chromium.args },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: [
    {
      // The production build (scripts/test.mjs runs `gatsby build` first), served as
      // Netlify serves it. Not `gatsby serve`: it answers /thank-you with 404 for this
      // adapter's output (thank-you.html), see scripts/serve.mjs.
      command: `node scripts/serve.mjs --host 127.0.0.1 --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The real function on PGlite (supabase/local/backend.ts), in the throw-away data dir,
      // with rate limits raised; never a real provider or database in a test run.
      command:
        "node_modules/.bin/deno run --config supabase/functions/deno.json --allow-env --allow-net --allow-read --allow-write supabase/local/backend.ts",
      port: BACKEND_PORT,
      env: {
        PORT: String(BACKEND_PORT),
        DATA_DIR: dataDir,
        PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
        OUTBOX_DIR: path.join(dataDir, "outbox"),
        RATE_LIMIT_PER_CLIENT_PER_HOUR: "10000",
        RATE_LIMIT_PER_EMAIL_PER_HOUR: "10000",
        ALLOWED_ORIGINS: `http://127.0.0.1:${SITE_PORT},http://localhost:${SITE_PORT}`,
        // The site the e-mails' logo is on (the function's words are written from content/, never read from a site).
        SITE_URL: `http://127.0.0.1:${SITE_PORT}`,
        RESEND_API_KEY: "",
        SUPABASE_DB_URL: "",
        // Prices from the tests' card, whose figures appear nowhere else (never the editors' content/rates.yaml).
        RATE_CARD_FILE: path.join(__dirname, "__tests__/fixtures/rates.yaml"),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      // Lets PGlite close its files cleanly.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // Decap's local backend, writing to the copy of content/.
      command: "node_modules/.bin/decap-server",
      port: CMS_BACKEND_PORT,
      env: { BIND_HOST: "127.0.0.1", PORT: String(CMS_BACKEND_PORT), MODE: "fs", GIT_REPO_DIRECTORY: cmsRepo, LOG_LEVEL: "warn" },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
