// What the tests share: a migrated database per backend (PGlite in memory,
// and a throw-away PostgreSQL 15), a fake clock, mailers that record, the
// handler on stores that fail as a test says, and the stored rows to read.
// (requests.ts calls the handler the way supabase-js and the site's form do.)
import { LOCAL_SITE_ORIGINS } from "../../_shared/cors.ts";
import { connectPostgres, type Database, DatabaseUnreachableError } from "../../send-contact-email/storage/database.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";
import {
  type ContactHandler,
  type ContactHandlerDeps,
  createContactHandler,
} from "../../send-contact-email/handler.ts";
import type { Logger } from "../../send-contact-email/settings/logger.ts";
import { type Mailer, MailerError } from "../../send-contact-email/outbox/mailers.ts";
import { applyMigrations, ensureSupabaseRoles, listMigrations } from "../../../local/database/migrations.ts";
import { openPglite } from "../../../local/database/pgliteDatabase.ts";
import { loadSettings, type Settings } from "../../send-contact-email/settings/settings.ts";
import { createStores, type Stores } from "../../send-contact-email/stores.ts";
import { type PostgresCluster, startPostgres } from "../../../local/database/postgresCluster.ts";
import { emptyLeadTables, type LEAD_TABLES, SKIP_POSTGRES } from "./postgres.ts";
import { fixtureReplies } from "./replies.ts";
import type { LoadedRateCard } from "../../send-contact-email/quote/rateCardFile.ts";

export type BackendName = "pglite" | "postgres";
export const BACKENDS: BackendName[] = ["pglite", "postgres"];

if (SKIP_POSTGRES) console.warn("PostgreSQL 15 binaries not found: PostgreSQL tests are ignored (they run on CI).");

let cluster: Promise<PostgresCluster> | undefined;
const databases = new Map<BackendName, Promise<Database>>();

/**
 * A migrated in-memory PGlite. Creating one takes seconds and each test file
 * runs in its own worker, so the first one is saved as a snapshot in the temp
 * folder (named after the migrations' content) and the others start from it.
 */
async function openMigratedPglite(): Promise<Database> {
  const migrations = await Promise.all((await listMigrations()).map((m) => Deno.readTextFile(m.path)));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(migrations.join("\0")));
  const fingerprint = Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
  const snapshotFile = `${Deno.env.get("TMPDIR") ?? "/tmp"}/contact-pglite-${fingerprint}.tar`;
  try {
    const db = await openPglite({ snapshot: new Blob([await Deno.readFile(snapshotFile)]) });
    await applyMigrations(db);
    return db;
  } catch {
    // No snapshot yet, or one an older PGlite cannot read: build it.
  }
  const db = await openPglite();
  await applyMigrations(db);
  const partial = `${snapshotFile}.${crypto.randomUUID()}`;
  await Deno.writeFile(partial, new Uint8Array(await (await db.snapshot()).arrayBuffer()));
  await Deno.rename(partial, snapshotFile);
  return db;
}

async function openDatabase(backend: BackendName): Promise<Database> {
  if (backend === "pglite") return await openMigratedPglite();
  cluster ??= startPostgres();
  const db = connectPostgres((await cluster).url(), { maxConnections: 20 });
  await applyMigrations(db);
  return db;
}

/** The backend's database, emptied: one per backend for the whole run, since starting one takes seconds. */
export async function freshDatabase(backend: BackendName): Promise<Database> {
  if (!databases.has(backend)) databases.set(backend, openDatabase(backend));
  const db = await databases.get(backend)!;
  await emptyLeadTables(db);
  return db;
}

/** `run` as one test per backend, named "<name> [backend]"; the PostgreSQL one ignored without PostgreSQL. */
function perBackend(name: string, run: (backend: BackendName) => Promise<void>): Deno.TestDefinition[] {
  return BACKENDS.map((backend) => ({
    name: `${name} [${backend}]`,
    ignore: backend === "postgres" && SKIP_POSTGRES,
    // The shared database connections live across tests on purpose.
    sanitizeOps: false,
    sanitizeResources: false,
    fn: () => run(backend),
  }));
}

/**
 * `fn` as one test per backend, named "<name> [backend]". The test file
 * registers them (`.forEach((test) => Deno.test(test))`): Deno files a test
 * under the file that calls Deno.test, in its output and its JUnit report.
 */
export function backendTests(
  name: string,
  fn: (db: Database, backend: BackendName) => Promise<void>,
): Deno.TestDefinition[] {
  return perBackend(name, async (backend) => fn(await freshDatabase(backend), backend));
}

/** A database of its own on the PostgreSQL server, empty, dropped after `fn`. */
async function withEmptyPostgres(fn: (db: Database) => Promise<void>): Promise<void> {
  const server = await freshDatabase("postgres");
  const database = `empty_${crypto.randomUUID().replaceAll("-", "")}`;
  await server.query(`create database ${database}`);
  const db = connectPostgres((await cluster!).url(database), { maxConnections: 4 });
  try {
    await fn(db);
  } finally {
    await db.close();
    await server.query(`drop database ${database}`);
  }
}

/**
 * `fn` as one test per backend on an empty database of its own, for a test
 * that migrates it itself (a migration's own test): PGlite in memory, or a
 * database of its own on the PostgreSQL server, dropped after the test.
 */
export function emptyDatabaseTests(
  name: string,
  fn: (db: Database, backend: BackendName) => Promise<void>,
): Deno.TestDefinition[] {
  return perBackend(name, async (backend) => {
    if (backend === "postgres") return await withEmptyPostgres((db) => fn(db, backend));
    const db = await openPglite();
    await fn(db, backend).finally(() => db.close());
  });
}

/** Applies the migrations before `version` (its file's name without .sql), as applyMigrations does all of them. */
export async function migrateUntil(db: Database, version: string): Promise<void> {
  await ensureSupabaseRoles(db);
  await db.exec(`create table public.local_schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  for (const migration of (await listMigrations()).filter((migration) => migration.version < version)) {
    const script = await Deno.readTextFile(migration.path);
    await db.transaction(async (tx) => {
      await tx.exec(script);
      await tx.query("insert into public.local_schema_migrations (version) values ($1)", [migration.version]);
    });
  }
}

export class FakeClock {
  constructor(public current = new Date("2026-01-15T10:00:00Z")) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const HOUR_MS = 60 * 60 * 1000;

/** A mailer that keeps what it sends; `failWith` makes it throw instead. */
export class RecordingMailer implements Mailer {
  sent: OutgoingEmail[] = [];
  failWith: string | null = null;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string }> {
    if (this.failWith !== null) return Promise.reject(new MailerError(this.failWith));
    this.sent.push(email);
    return Promise.resolve({ providerMessageId: `recorded-${this.sent.length}` });
  }
}

/** A recording mailer whose every send fails with `message` (no answer: the outcome is unknown). */
export function failingMailer(message: string): RecordingMailer {
  const mailer = new RecordingMailer();
  mailer.failWith = message;
  return mailer;
}

export const silentLogger: Logger & { errors: string[] } = {
  errors: [],
  info: () => {},
  error(message, fields) {
    this.errors.push(`${message} ${JSON.stringify(fields ?? {})}`);
  },
};

/**
 * Every production setting in place (no problems), the test's own values over
 * them. The visitor's confirmation (on by default) is off here: most tests
 * follow the team's e-mail through outages and retries, and the confirmation
 * has tests of its own that switch it on.
 */
export const CONFIGURED_ENV: Record<string, string> = {
  SEND_VISITOR_CONFIRMATION: "false",
  RESEND_API_KEY: "re_test_key",
  CONTACT_TO_EMAIL: "team@forwarder.test",
  CONTACT_FROM_EMAIL: "Quote requests <quotes@forwarder.test>",
  NOTIFICATION_RETRY_SECRET: "test-retry-secret",
  RATE_LIMIT_SALT: "test-salt",
  ALLOWED_ORIGINS: LOCAL_SITE_ORIGINS.join(","),
  SUPABASE_URL: "http://127.0.0.1:54321",
  TEAM_MEMBERS: "ops@forwarder.test, Sales@Forwarder.test",
  TEAM_SESSION_KEYS: "k2:test-session-key-two-at-least-32-characters,k1:test-session-key-one-at-least-32-characters",
  QUOTE_KEY_SECRET: "test-quote-key-secret-at-least-32-characters",
};

export function testSettings(env: Record<string, string> = {}): Settings {
  return loadSettings({ ...CONFIGURED_ENV, ...env });
}

export type TestContext = {
  handler: ContactHandler;
  /** The recording mailer, unless the test passed its own. */
  mailer: RecordingMailer;
  clock: FakeClock;
};

export type HandlerOptions = Partial<Omit<ContactHandlerDeps, "clock">> & { clock?: FakeClock };

/** The real handler on `db`, with a fake clock and a recording mailer unless given others. */
export function makeHandler(db: Database, options: HandlerOptions = {}): TestContext {
  const mailer = new RecordingMailer();
  const clock = options.clock ?? new FakeClock();
  const handler = createContactHandler({
    stores: createStores(db),
    mailer,
    settings: testSettings(),
    logger: silentLogger,
    replies: fixtureReplies,
    ...options,
    clock: clock.now,
  });
  return { handler, mailer, clock };
}

/** What the driver throws when the database cannot be reached (a refused or closed connection). */
export const unreachable = (message: string): DatabaseUnreachableError =>
  new DatabaseUnreachableError(Object.assign(new Error(message), { code: "ECONNREFUSED" }));

/** Each method of each store, by its name (accept, markSent, ...). */
type StoreMethod = { [Part in keyof Stores]: keyof Stores[Part] }[keyof Stores];

/** Which store methods fail (throw) while their switch is on; a test flips them as it goes. */
export type StoreFailures = Partial<Record<StoreMethod, boolean>>;

/** The real stores on `db`, each method named in `failing` throwing while its switch is on. */
export function storeWithFailures(db: Database, failing: StoreFailures): Stores {
  const failable = (store: object) =>
    Object.fromEntries(
      Object.entries(store).map(([name, method]) => [
        name,
        (...args: unknown[]) =>
          failing[name as StoreMethod]
            ? Promise.reject(unreachable(`${name} failed: the database went away`))
            : (method as (...args: unknown[]) => Promise<unknown>)(...args),
      ]),
    );
  return Object.fromEntries(
    Object.entries(createStores(db)).map(([part, store]) => [part, failable(store)]),
  ) as unknown as Stores;
}

/** The real handler whose clock fails (a bug inside: nothing the handler expects), revealing a secret. */
export function handlerWithBrokenClock(db: Database): ContactHandler {
  return createContactHandler({
    stores: createStores(db),
    mailer: new RecordingMailer(),
    clock: () => {
      throw new Error("time.internal refused the clock; token=hunter2");
    },
    settings: testSettings(),
    logger: silentLogger,
    replies: fixtureReplies,
  });
}

/**
 * The real handler on a store whose database fails, revealing a secret in its
 * error; its e-mail provider fails too (a lead then reaches nobody) unless the
 * test gives a mailer that works.
 */
export function handlerWithBrokenDatabase(mailer: Mailer = failingMailer("Resend answered 500")): ContactHandler {
  const refused = () => Promise.reject(unreachable("connection refused"));
  const brokenStores: Stores = {
    leads: {
      accept: () => Promise.reject(unreachable("connection to db.internal:5432 refused; password=hunter2")),
      probe: refused,
      deleteExpired: () => Promise.resolve({ requests: 0, notifications: 0 }),
    },
    outbox: {
      claimDueNotifications: () => Promise.resolve({ claimed: [], held: { team: 0, visitorConfirmation: 0 } }),
      markSent: () => Promise.resolve(),
      markFailed: () => Promise.resolve(),
      release: () => Promise.resolve(),
    },
    summary: { queueWeeklySummary: refused, weeklyFigures: refused },
    shipper: { lead: refused, choose: refused, forgetClients: refused },
    booking: { lead: refused, book: refused },
    progress: { findLead: refused, markLead: refused },
    reminders: { queueAnswerReminders: refused },
    signIns: { takeCall: refused, issueCode: refused, checkCode: refused, deleteExpiredCodes: refused },
    signOuts: { signOut: refused, notBefore: refused },
    console: { listLeads: refused, leadDetail: refused, changeStatus: refused },
    milestones: { record: refused },
    offers: { lead: refused, send: refused, offer: refused, renew: refused },
  };
  return createContactHandler({
    stores: brokenStores,
    mailer,
    clock: new FakeClock().now,
    settings: testSettings(),
    logger: silentLogger,
    replies: fixtureReplies,
  });
}

/** How many rows `table` (one the tests empty) holds. */
export async function countRows(db: Database, table: (typeof LEAD_TABLES)[number]): Promise<number> {
  const [row] = await db.query<{ count: number }>(`select count(*)::int as count from public.${table}`);
  return row.count;
}

/** A row of public.contact_requests as the driver returns it (numeric columns as text). */
export type StoredRow = {
  id: string;
  reference: string;
  created_at: Date;
  site_origin: string | null;
  name: string;
  email: string;
  phone: string;
  shipping_country: string;
  shipping_details: string;
  message: string;
  cargo_pieces: number | null;
  cargo_length_cm: string | null;
  cargo_width_cm: string | null;
  cargo_height_cm: string | null;
  cargo_volume_m3: string | null;
  cargo_weight_kg: string | null;
  cargo_contents: string[];
  pickup_city: string;
  client_hash: string;
  idempotency_key: string | null;
  language: string | null;
};

export async function storedRequests(db: Database): Promise<StoredRow[]> {
  return await db.query<StoredRow>("select * from public.contact_requests order by created_at, id");
}

export type NotificationRow = {
  id: string;
  request_id: string;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

export async function notifications(db: Database): Promise<NotificationRow[]> {
  return await db.query<NotificationRow>("select * from public.contact_notifications order by created_at, kind");
}

/**
 * The name the form sends for the country with ISO `code`, as content/countries.yaml
 * gives it (read with the card): a test's priced request survives an editor's renaming.
 */
export function countryNamed(rateCard: LoadedRateCard, code: string): string {
  const found = Object.entries(rateCard.countries).find(([, countryCode]) => countryCode === code);
  if (!found) throw new Error(`content/countries.yaml has no country ${code}`);
  return found[0];
}
