// One request is one lead, one reference and one team e-mail, whichever
// instance answers and whatever failed. Two instances of the handler, each
// with its own connections and memory as the hosted function's instances
// have, on one throw-away PostgreSQL 15, with a stand-in for Resend on
// loopback that, like Resend, sends one e-mail per idempotency key:
//
// - a lead met by an outage at one instance, sent again by the visitor to the
//   other after the database is back (with the direct e-mail gone out, and
//   with it failed);
// - a store that commits after the deadline the visitor's answer waited for;
// - a renamed column (a migration not applied): a refusal, not an outage;
// - one lead the database refuses never holds up the others;
// - Resend answering 409, in the stored path and the direct one.
//
// Each ends with one row, one reference and one team e-mail.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { type FakeResend, startFakeResend } from "../support/fakeResend.ts";
import { CONFIGURED_ENV } from "../support/harness.ts";
import { askHealth, postContact, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";
import { applyMigrations } from "../../../local/database/migrations.ts";
import { type PostgresCluster, startPostgres } from "../../../local/database/postgresCluster.ts";
import { emptyLeadTables, SKIP_POSTGRES } from "../support/postgres.ts";
import { connectPostgres, type Database } from "../../send-contact-email/storage/database.ts";
import { type ContactHandler, createContactHandler } from "../../send-contact-email/handler.ts";
import type { LogFields, Logger } from "../../send-contact-email/settings/logger.ts";
import { resendMailer } from "../../send-contact-email/outbox/mailers.ts";
import { REFERENCE_PATTERN } from "../../send-contact-email/lead/reference.ts";
import { loadSettings } from "../../send-contact-email/settings/settings.ts";
import { createStores } from "../../send-contact-email/stores.ts";

let cluster: Promise<PostgresCluster> | undefined;

type Instance = { handler: ContactHandler; logs: { message: string; fields?: LogFields }[]; db: Database };

/** One instance of the function: its own pool of connections, its own memory, the shared database and Resend. */
function instance(url: string, resend: FakeResend): Instance {
  const logs: Instance["logs"] = [];
  const logger: Logger = {
    info: () => {},
    error: (message, fields) => logs.push({ message, fields }),
  };
  const db = connectPostgres(url, { maxConnections: 3, connectTimeoutMs: 1000 });
  const settings = loadSettings({
    ...CONFIGURED_ENV,
    RESEND_API_URL: resend.baseUrl,
    RETRY_BASE_DELAY_MS: "1",
    MAIL_TIMEOUT_MS: "2000",
  });
  // A short store deadline, so the late commit comes quickly.
  settings.outage.databaseTimeoutMs = 500;
  const handler = createContactHandler({
    stores: createStores(db),
    mailer: resendMailer({ apiKey: "re_test_key", baseUrl: resend.baseUrl, timeoutMs: 2000 }),
    clock: () => new Date(),
    settings,
    logger,
    replies: fixtureReplies,
  });
  return { handler, logs, db };
}

type Scenario = {
  cluster: PostgresCluster;
  resend: FakeResend;
  a: Instance;
  b: Instance;
  /** A connection of the test's own. */
  admin: Database;
};

/** `fn` on a fresh database with two instances and a fake Resend; both instances settled and closed after. */
function scenario(name: string, fn: (s: Scenario) => Promise<void>): Deno.TestDefinition {
  return {
    name,
    ignore: SKIP_POSTGRES,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      cluster ??= startPostgres();
      const pg = await cluster;
      const admin = connectPostgres(pg.url(), { maxConnections: 2 });
      await applyMigrations(admin);
      await emptyLeadTables(admin);
      const resend = startFakeResend();
      const a = instance(pg.url(), resend);
      const b = instance(pg.url(), resend);
      try {
        await fn({ cluster: pg, resend, a, b, admin });
      } finally {
        await Promise.all([a.handler.settle(), b.handler.settle()]);
        await Promise.all([a.db.close(), b.db.close(), admin.close()]);
        await resend.close();
      }
    },
  };
}

/** The team e-mails Resend sent about leads (not the notices), by reference. */
function teamEmailsByReference(resend: FakeResend): Map<string, number> {
  const counts = new Map<string, number>();
  for (const email of resend.delivered()) {
    const reference = email.body.subject.match(/^Quote request ([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}):/)?.[1];
    if (reference) counts.set(reference, (counts.get(reference) ?? 0) + 1);
  }
  return counts;
}

async function rows(admin: Database) {
  return await admin.query<{ reference: string; idempotency_key: string; email: string }>(
    "select reference, idempotency_key, email from public.contact_requests order by created_at",
  );
}

/**
 * Ends every scenario: one row per lead, under the reference the visitor got, e-mailed to the team once.
 * Prints the run's figures: what the visitor was answered, the rows, the e-mails and the provider's calls.
 */
async function oneLeadEach(s: Scenario, references: string[], answered: string): Promise<void> {
  await Promise.all([s.a.handler.settle(), s.b.handler.settle()]);
  const delivered = s.resend.delivered();
  const notices = delivered.filter((email) => email.body.subject.startsWith("Quote requests not stored")).length;
  console.log(
    `${answered}; ${(await rows(s.admin)).length} row(s) (${references.join(", ")}); ` +
      `${delivered.length - notices} team e-mail(s) about leads, ${notices} notice(s); ` +
      `${s.resend.received.length} call(s) to the provider`,
  );
  for (const reference of references) match(reference, REFERENCE_PATTERN);
  deepStrictEqual((await rows(s.admin)).map((row) => row.reference).sort(), [...references].sort(), "one row each");
  deepStrictEqual(
    [...teamEmailsByReference(s.resend)].sort(),
    references.map((reference) => [reference, 1]).sort(),
    "one team e-mail each, under the reference the visitor has",
  );
}

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

Deno.test(scenario("an outage at one instance, the retry at the other after the return", async (s) => {
  await s.cluster.stopServer();
  const first = await json(await postContact(s.a.handler, validRequest(), { idempotencyKey: "roaming" }));
  deepStrictEqual(first.status, 200, "A e-mailed it to the team: the visitor gets the reference");
  await s.cluster.startServer();
  // The visitor's page lost A's answer and sends the same request again; B answers.
  const second = await json(await postContact(s.b.handler, validRequest(), { idempotencyKey: "roaming" }));
  deepStrictEqual([second.status, second.body.reference], [200, first.body.reference]);
  deepStrictEqual((await s.b.handler.runScheduledWork()).failed, 0);
  // A catches up: the lead is in the database already.
  deepStrictEqual((await s.a.handler.runScheduledWork()).storedFromMemory, 0);
  deepStrictEqual(s.a.handler.unstored.count(), 0);
  await oneLeadEach(
    s,
    [first.body.reference],
    `outage at A, retry at B: A answered ${first.status} ${first.body.reference}, B ${second.status} ${second.body.reference}`,
  );
}));

Deno.test(scenario("an outage with the e-mail failing too at one instance, the retry at the other", async (s) => {
  await s.cluster.stopServer();
  s.resend.mode = "error500";
  const first = await postContact(s.a.handler, validRequest(), { idempotencyKey: "nobody-has-it" });
  deepStrictEqual([first.status, (await first.json()).error.code], [503, "unavailable"], "it reached nobody");
  s.resend.mode = "success";
  await s.cluster.startServer();
  const second = await json(await postContact(s.b.handler, validRequest(), { idempotencyKey: "nobody-has-it" }));
  deepStrictEqual(second.status, 200);
  await s.a.handler.runScheduledWork();
  await s.b.handler.runScheduledWork();
  await oneLeadEach(s, [second.body.reference], `outage and e-mail failure at A: A answered 503, B ${second.status}`);
}));

Deno.test(scenario("a store that commits after the deadline the answer waited for", async (s) => {
  // Another session holds a lock that blocks inserts for a while, as a long migration or a stuck vacuum would.
  const locker = connectPostgres((await cluster!).url(), { maxConnections: 1 });
  let release = () => {};
  const holding = locker.transaction(async (tx) => {
    await tx.query("lock table public.contact_requests in share mode");
    await new Promise<void>((resolve) => (release = resolve));
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = performance.now();
  const answer = await json(await postContact(s.a.handler, validRequest(), { idempotencyKey: "late" }));
  const answeredMs = performance.now() - started;
  deepStrictEqual(answer.status, 200, "past the deadline the team was e-mailed directly");
  deepStrictEqual((await rows(s.admin)).length, 0, "not committed yet");
  release();
  await holding;
  await locker.close();
  // The transaction A gave up on commits now, under the same reference.
  let stored: { reference: string }[] = [];
  for (let attempt = 0; attempt < 50 && stored.length === 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = await rows(s.admin);
  }
  deepStrictEqual(stored.map((row) => row.reference), [answer.body.reference], "committed late, the same reference");
  // Its team e-mail is still due in the row: the scheduled run sends it under the same key, and Resend
  // recognises the e-mail A sent directly. A's own catching up finds the lead stored.
  await s.b.handler.runScheduledWork();
  await s.a.handler.runScheduledWork();
  const retry = await json(await postContact(s.b.handler, validRequest(), { idempotencyKey: "late" }));
  deepStrictEqual(retry.body.reference, answer.body.reference);
  await oneLeadEach(
    s,
    [answer.body.reference],
    `late commit: A answered ${answer.status} ${answer.body.reference} in ${Math.round(answeredMs)} ms ` +
      `(store deadline 500 ms), the row committed after the lock was released`,
  );
}));

Deno.test(scenario("a renamed column is a refusal: named by health, told once, stored once fixed", async (s) => {
  await s.admin.exec("alter table public.contact_requests rename column pickup_city to pickup_town");
  const first = await json(await postContact(s.a.handler, validRequest(), { idempotencyKey: "renamed-1" }));
  const second = await json(
    await postContact(s.b.handler, validRequest({ email: "other@shop.example" }), { idempotencyKey: "renamed-2" }),
  );
  deepStrictEqual([first.status, second.status], [200, 200], "the team has both: the visitors are told so");
  const health = await askHealth(s.a.handler);
  deepStrictEqual([health.status, await health.json()], [503, {
    status: "unavailable",
    missing: ["database"],
    database: "refuses leads (42703)",
    kept: 1,
  }]);
  const refusal = s.a.logs.find((line) => line.message.startsWith("the database refused"));
  deepStrictEqual(refusal?.fields?.sqlstate, "42703", "logged with the database's own code");
  match(String(refusal?.fields?.error), /pickup_city/, "and its own message");
  await Promise.all([s.a.handler.settle(), s.b.handler.settle()]);
  const notices = s.resend.delivered().filter((email) => email.body.subject.startsWith("Quote requests not stored"));
  deepStrictEqual(
    notices.map((email) => email.body.subject),
    ["Quote requests not stored: the database refuses them (42703)"],
    "once per cause and hour, whichever instances saw it",
  );
  // Still refused: the scheduled runs keep the leads.
  deepStrictEqual((await s.a.handler.runScheduledWork()).storedFromMemory, 0);
  await s.admin.exec("alter table public.contact_requests rename column pickup_town to pickup_city");
  deepStrictEqual((await s.a.handler.runScheduledWork()).storedFromMemory, 1);
  deepStrictEqual((await s.b.handler.runScheduledWork()).storedFromMemory, 1);
  const healthy = await askHealth(s.b.handler);
  deepStrictEqual(healthy.status, 200);
  await oneLeadEach(
    s,
    [first.body.reference, second.body.reference],
    `renamed column: A and B answered ${first.status} and ${second.status}, health 503 "refuses leads (42703)"`,
  );
}));

Deno.test(scenario("one lead the database refuses never holds up the others", async (s) => {
  await s.cluster.stopServer();
  const refused = await json(
    await postContact(s.a.handler, validRequest({ name: "Refused Lead" }), { idempotencyKey: "refused" }),
  );
  const fine = await json(
    await postContact(s.a.handler, validRequest({ email: "fine@shop.example" }), { idempotencyKey: "fine" }),
  );
  await s.cluster.startServer();
  // A constraint added while it was away refuses the first lead kept, and only it.
  await s.admin.exec(
    "alter table public.contact_requests add constraint refuses_one check (name <> 'Refused Lead') not valid",
  );
  deepStrictEqual((await s.a.handler.runScheduledWork()).storedFromMemory, 1, "the other one is stored");
  deepStrictEqual((await rows(s.admin)).map((row) => row.email), ["fine@shop.example"]);
  deepStrictEqual(s.a.handler.unstored.count(), 1);
  ok(s.a.logs.some((line) => line.fields?.sqlstate === "23514"), "the refusal is logged with its code");
  await s.admin.exec("alter table public.contact_requests drop constraint refuses_one");
  deepStrictEqual((await s.a.handler.runScheduledWork()).storedFromMemory, 1, "stored once the cause is fixed");
  await oneLeadEach(
    s,
    [refused.body.reference, fine.body.reference],
    `one refused among others: both answered ${refused.status}, the other stored at once, the refused one once fixed`,
  );
}));

Deno.test(scenario("Resend's 409 is never recorded as sent: retried, and the team gets the lead once", async (s) => {
  s.resend.mode = "conflict409";
  const stored = await json(await postContact(s.a.handler, validRequest(), { idempotencyKey: "conflict" }));
  deepStrictEqual(stored.status, 200);
  const [notification] = await s.admin.query<{ status: string; last_error: string }>(
    "select status, last_error from public.contact_notifications",
  );
  deepStrictEqual(notification.status, "failed", "an unknown outcome, not sent");
  match(notification.last_error, /409/);
  deepStrictEqual(s.resend.delivered().length, 0);

  // The direct path: a 409 there is no proof the team has it either.
  await s.cluster.stopServer();
  const direct = await postContact(s.b.handler, validRequest({ email: "direct@shop.example" }), {
    idempotencyKey: "conflict-direct",
  });
  deepStrictEqual(direct.status, 503, "not known to have reached the team: the visitor is asked to send again");
  s.resend.mode = "success";
  await s.cluster.startServer();
  const again = await json(
    await postContact(s.a.handler, validRequest({ email: "direct@shop.example" }), {
      idempotencyKey: "conflict-direct",
    }),
  );
  deepStrictEqual(again.status, 200);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await s.a.handler.runScheduledWork();
  await s.b.handler.runScheduledWork();
  await oneLeadEach(
    s,
    [stored.body.reference, again.body.reference],
    `Resend 409: stored ${stored.status} (e-mail left due), direct ${direct.status}, its retry ${again.status}`,
  );
}));
