// The local backend: the real send-contact-email handler, served the way
// Supabase serves it, at http://127.0.0.1:PORT/functions/v1/send-contact-email,
// on embedded PGlite (or SUPABASE_DB_URL) with e-mails in an outbox folder
// (or Resend when RESEND_API_KEY is set). `npm run backend` runs it with Deno
// directly; its defaults are in localSettings.ts. It answers the health route
// (.../send-contact-email/health) as the deployed function does. What it says
// is read from content/ at each start, with the checks `npm run
// function-words` makes (so an edit is seen at the next start, without it).
import { connectPostgres, type Database } from "../functions/send-contact-email/storage/database.ts";
import { preferProductionReact } from "../functions/send-contact-email/outbox/outgoing.ts";
import { createContactHandler } from "../functions/send-contact-email/handler.ts";
import { consoleLogger } from "../functions/send-contact-email/settings/logger.ts";
import { SettingsError } from "../functions/send-contact-email/settings/settings.ts";
import { createStores } from "../functions/send-contact-email/stores.ts";
import { describeRateCard } from "../functions/send-contact-email/quote/rateCardFile.ts";
import { rateCardFromContent } from "./content/rateCardFromContent.ts";
import { ContentError, functionWordsFromContent } from "./content/functionWordsFromContent.ts";
import { loadLocalSettings, type LocalSettings } from "./localSettings.ts";
import { applyMigrations } from "./database/migrations.ts";
import { localMailer } from "./outboxMailer.ts";
import { openPglite } from "./database/pgliteDatabase.ts";

const FUNCTION_PATH = "/functions/v1/send-contact-email";

/** A developer's mistake (a mistyped variable, a busy port) deserves one clear line, not a stack trace. */
function notStarted(reason: string): never {
  console.error(`Local backend not started: ${reason}`);
  Deno.exit(1);
}

function readSettings(): LocalSettings {
  try {
    return loadLocalSettings(Deno.env.toObject());
  } catch (error) {
    if (error instanceof SettingsError) notStarted(error.message);
    throw error;
  }
}

const local = readSettings();

/** What the function says, from content/; content the build would refuse stops the backend with its lines. */
function readWords() {
  try {
    return functionWordsFromContent();
  } catch (error) {
    if (error instanceof ContentError) notStarted(`fix content/ first:\n${error.problems.join("\n")}`);
    throw error;
  }
}

const words = readWords();
// As the deployed function does: React's production build for the e-mails.
preferProductionReact();
const { settings } = local;

/** The migrated database; a database that cannot be opened or migrated stops the backend with one line. */
async function openDatabase(): Promise<{ db: Database; description: string }> {
  const description = local.databaseUrl ? "PostgreSQL (SUPABASE_DB_URL)" : `PGlite ${local.pgliteDir}`;
  let db: Database | undefined;
  try {
    if (local.databaseUrl) {
      db = connectPostgres(local.databaseUrl, { maxConnections: 10 });
    } else {
      await Deno.mkdir(local.dataDir, { recursive: true });
      db = await openPglite({ dataDir: local.pgliteDir });
    }
    await applyMigrations(db);
    return { db, description };
  } catch (error) {
    // Most often an unreachable or mistyped SUPABASE_DB_URL; a failing migration names itself.
    await db?.close().catch(() => {});
    notStarted(`${description}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const { db, description: storeDescription } = await openDatabase();

const { mailer, description: mailerDescription } = localMailer(local.env, {
  timeoutMs: settings.mail.timeoutMs,
  outboxDir: local.outboxDir,
});

// The rate card straight from content/rates.yaml (or RATE_CARD_FILE), the example card included.
const rateCard = rateCardFromContent({ env: local.env });
const rateCardState = describeRateCard(rateCard, new Date());
if (rateCardState.problem) console.error(`Local backend: ${rateCardState.problem}`);

const handler = createContactHandler({
  stores: createStores(db),
  rateCard,
  mailer,
  clock: () => new Date(),
  settings,
  logger: consoleLogger,
  replies: words,
});

const notFound = (request: Request) =>
  Response.json(
    { error: { code: "not_found", message: `No function at ${new URL(request.url).pathname}` } },
    { status: 404, headers: { "Access-Control-Allow-Origin": "*" } },
  );

/** The server, or null when the port is taken. */
function serve(): Deno.HttpServer | null {
  try {
    return Deno.serve({
      hostname: "127.0.0.1",
      port: local.port,
      onListen: ({ hostname, port }) =>
        console.log(
          `Local backend ready: http://${hostname}:${port}${FUNCTION_PATH} (${storeDescription}, e-mails to ${mailerDescription}, prices: ${rateCardState.state})`,
        ),
    }, (request, info) => {
      const path = new URL(request.url).pathname;
      return path === FUNCTION_PATH || path.startsWith(`${FUNCTION_PATH}/`)
        ? handler(request, info)
        : notFound(request);
    });
  } catch (error) {
    if (error instanceof Deno.errors.AddrInUse) return null;
    throw error;
  }
}

async function portTaken(): Promise<never> {
  await db.close();
  notStarted(`port ${local.port} on 127.0.0.1 is in use; stop what uses it or set PORT`);
}

const server = serve() ?? await portTaken();

// In production a scheduled call retries failed e-mails and deletes expired
// leads (LEAD_RETENTION_MONTHS); here a timer does the same work.
// runScheduledWork logs its own failures and never throws.
let retrying: Promise<unknown> = Promise.resolve();
const retryTimer = setInterval(() => {
  retrying = handler.runScheduledWork();
}, local.retryIntervalMs);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`Local backend stopping (${signal})`);
  clearInterval(retryTimer);
  await server.shutdown();
  await retrying;
  await handler.settle();
  await db.close();
  Deno.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) Deno.addSignalListener(signal, () => stop(signal));
