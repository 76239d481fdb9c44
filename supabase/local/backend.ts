// The local backend (Deno): the real send-contact-email handler, served the
// way Supabase serves it, at http://127.0.0.1:PORT/functions/v1/send-contact-email,
// on embedded PGlite (or SUPABASE_DB_URL) with e-mails in an outbox folder
// (or Resend when RESEND_API_KEY is set). Started by scripts/backend.mjs.
import { connectPostgres, type Database } from "../functions/send-contact-email/database.ts";
import { createContactHandler } from "../functions/send-contact-email/handler.ts";
import { consoleLogger } from "../functions/send-contact-email/logger.ts";
import { mailerFromEnv } from "../functions/send-contact-email/mailers.ts";
import { applyMigrations } from "./migrations.ts";
import { openPglite } from "./pgliteDatabase.ts";
import { loadSettings, positiveInteger, SettingsError } from "../functions/send-contact-email/settings.ts";
import { createContactStore } from "../functions/send-contact-email/store.ts";

const FUNCTION_PATH = "/functions/v1/send-contact-email";

const env = Deno.env.toObject();

function readConfiguration() {
  try {
    return {
      settings: loadSettings(env),
      port: positiveInteger(env, "PORT", 54321),
      retryIntervalMs: positiveInteger(env, "RETRY_INTERVAL_MS", 30_000),
    };
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    // A mistyped variable deserves one clear line, not a stack trace.
    console.error(`Local backend not started: ${error.message}`);
    Deno.exit(1);
  }
}

const { settings, port, retryIntervalMs } = readConfiguration();
const dataDir = env.DATA_DIR || ".data";
const pgliteDir = env.PGLITE_DATA_DIR || `${dataDir}/pglite`;
let db: Database;
let storeDescription: string;
if (env.SUPABASE_DB_URL) {
  db = connectPostgres(env.SUPABASE_DB_URL, { maxConnections: 10 });
  storeDescription = "PostgreSQL (SUPABASE_DB_URL)";
} else {
  await Deno.mkdir(dataDir, { recursive: true });
  db = await openPglite({ dataDir: pgliteDir });
  storeDescription = `PGlite ${pgliteDir}`;
}
await applyMigrations(db);

const { mailer, description: mailerDescription } = mailerFromEnv(env, {
  timeoutMs: settings.mail.timeoutMs,
  fallbackOutboxDir: `${dataDir}/outbox`,
});

const handler = createContactHandler({
  store: createContactStore(db),
  mailer,
  clock: () => new Date(),
  settings,
  logger: consoleLogger,
});

// In production a scheduled call retries failed e-mails and deletes expired
// leads (LEAD_RETENTION_MONTHS); here a timer does the same work.
let retrying: Promise<unknown> = Promise.resolve();
const retryTimer = setInterval(() => {
  retrying = handler.runScheduledWork().catch((error) =>
    consoleLogger.error("scheduled work failed", { error: String(error) })
  );
}, retryIntervalMs);

const notFound = (request: Request) =>
  Response.json(
    { error: { code: "not_found", message: `No function at ${new URL(request.url).pathname}` } },
    { status: 404, headers: { "Access-Control-Allow-Origin": "*" } },
  );

const server = Deno.serve({
  hostname: "127.0.0.1",
  port,
  onListen: ({ hostname, port }) =>
    console.log(
      `Local backend ready: http://${hostname}:${port}${FUNCTION_PATH} (${storeDescription}, e-mails to ${mailerDescription})`,
    ),
}, (request, info) => {
  const path = new URL(request.url).pathname;
  return path === FUNCTION_PATH || path.startsWith(`${FUNCTION_PATH}/`) ? handler(request, info) : notFound(request);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`Local backend stopping (${signal})`);
  clearInterval(retryTimer);
  await server.shutdown();
  await retrying;
  await db.close();
  Deno.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) Deno.addSignalListener(signal, () => stop(signal));
