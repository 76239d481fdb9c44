// Data retention: requests older than LEAD_RETENTION_MONTHS calendar months
// are deleted with their notifications by the scheduled job (the retry route
// and the local backend's timer); newer ones are kept untouched.
import { deepStrictEqual, ok } from "node:assert/strict";
import {
  backendTests,
  FakeClock,
  HOUR_MS,
  makeHandler,
  notifications,
  RecordingMailer,
  silentLogger,
  storedRequests,
  storeWithFailures,
  testSettings,
} from "../support/harness.ts";
import { FUNCTION_URL, postContact, validContactRequest, validRequest } from "../support/requests.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { LogFields, Logger } from "../../send-contact-email/settings/logger.ts";
import { createRetention, monthsBefore } from "../../send-contact-email/scheduled/retention.ts";
import { loadSettings, SettingsError } from "../../send-contact-email/settings/settings.ts";
import { referencesFor } from "../../send-contact-email/lead/reference.ts";
import { createStores } from "../../send-contact-email/stores.ts";

const NOW = new Date("2026-03-31T10:00:00Z");
/** 24 calendar months before NOW. */
const CUTOFF = new Date("2024-03-31T10:00:00Z");
const DAY_MS = 24 * HOUR_MS;

/** Stores a request as if it had arrived at `when`, with a team and a visitor e-mail. */
async function storeRequestAt(db: Database, when: Date, email = "mei@shop.example"): Promise<string> {
  const key = crypto.randomUUID();
  const outcome = await createStores(db).leads.accept({
    request: validContactRequest({ email }),
    language: "en",
    clientHash: "c".repeat(64),
    idempotencyKey: key,
    references: await referencesFor("test-secret", key),
    pricing: { kind: "noPrice", reason: "off" },
    source: null,
    notifications: ["team", "visitor_confirmation"],
    now: when,
    limits: { perClient: 1000, perEmail: 1000, windowMs: HOUR_MS, idempotencyTtlMs: DAY_MS },
  });
  ok(outcome.kind === "accepted");
  return outcome.id;
}

const ids = async (db: Database) => (await storedRequests(db)).map((row) => row.id).sort();
const notifiedIds = async (db: Database) => [...new Set((await notifications(db)).map((n) => n.request_id))].sort();

function retryRoute(secret: string): Request {
  return new Request(`${FUNCTION_URL}/retry-notifications`, { method: "POST", headers: { "x-retry-secret": secret } });
}

/** A logger that keeps its info lines. */
function recordingLogger(): Logger & { infos: { message: string; fields?: LogFields }[] } {
  const infos: { message: string; fields?: LogFields }[] = [];
  return { infos, info: (message, fields) => infos.push({ message, fields }), error: silentLogger.error };
}

Deno.test("monthsBefore counts calendar months back, ending on the last day of a shorter month", () => {
  const cases: [string, number, string][] = [
    ["2026-01-15T10:00:00.000Z", 24, "2024-01-15T10:00:00.000Z"],
    ["2026-03-31T10:00:00.000Z", 24, "2024-03-31T10:00:00.000Z"],
    ["2026-03-31T10:00:00.000Z", 1, "2026-02-28T10:00:00.000Z"],
    ["2028-03-31T23:59:59.999Z", 1, "2028-02-29T23:59:59.999Z"],
    ["2028-02-29T00:00:00.000Z", 12, "2027-02-28T00:00:00.000Z"],
    ["2026-01-31T08:30:00.000Z", 13, "2024-12-31T08:30:00.000Z"],
    ["2026-05-31T00:00:00.000Z", 6, "2025-11-30T00:00:00.000Z"],
    ["2026-03-01T00:00:00.000Z", 1200, "1926-03-01T00:00:00.000Z"],
  ];
  for (const [now, months, expected] of cases) {
    deepStrictEqual(monthsBefore(new Date(now), months).toISOString(), expected, `${now} - ${months} months`);
  }
});

Deno.test("LEAD_RETENTION_MONTHS: 24 by default, a custom value is used, anything else is refused", () => {
  deepStrictEqual(loadSettings({}).leadRetentionMonths, 24);
  deepStrictEqual(loadSettings({ LEAD_RETENTION_MONTHS: " 6 " }).leadRetentionMonths, 6);
  deepStrictEqual(loadSettings({ LEAD_RETENTION_MONTHS: "1200" }).leadRetentionMonths, 1200);
  for (const bad of ["0", "-3", "two", "1.5", "12 months", "1201"]) {
    try {
      loadSettings({ LEAD_RETENTION_MONTHS: bad });
      throw new Error(`expected ${bad} to be refused`);
    } catch (error) {
      ok(error instanceof SettingsError, `a SettingsError for ${bad}`);
      ok(error.message.startsWith("LEAD_RETENTION_MONTHS must be"), error.message);
    }
  }
});

backendTests("deleteExpired deletes older requests with their notifications and counts both", async (db) => {
  const old = [await storeRequestAt(db, new Date("2020-06-01T00:00:00Z")), await storeRequestAt(db, CUTOFF)];
  const kept = [await storeRequestAt(db, NOW)];
  const store = createStores(db);
  deepStrictEqual(await store.leads.deleteExpired({ before: new Date("2025-01-01T00:00:00Z"), limit: 100 }), {
    requests: 2,
    notifications: 4,
  });
  deepStrictEqual(await ids(db), kept);
  deepStrictEqual(await notifiedIds(db), kept);
  deepStrictEqual((await notifications(db)).length, 2, "the kept request keeps both its e-mails");
  ok(!old.some((id) => kept.includes(id)));
  deepStrictEqual(await store.leads.deleteExpired({ before: new Date("2025-01-01T00:00:00Z"), limit: 100 }), {
    requests: 0,
    notifications: 0,
  });
}).forEach((test) => Deno.test(test));

backendTests(
  "the retry route deletes requests older than 24 months, to the millisecond, and reports it",
  async (db) => {
    const mailer = new RecordingMailer();
    const logger = recordingLogger();
    const { handler } = makeHandler(db, {
      mailer,
      logger,
      clock: new FakeClock(NOW),
      settings: testSettings({ NOTIFICATION_RETRY_SECRET: "cron-secret" }),
    });
    const expired = [
      await storeRequestAt(db, new Date("2019-12-31T00:00:00Z"), "oldest@shop.example"),
      await storeRequestAt(db, new Date(CUTOFF.getTime() - 1), "just-expired@shop.example"),
    ];
    const kept = [
      await storeRequestAt(db, CUTOFF, "at-cutoff@shop.example"),
      await storeRequestAt(db, new Date(CUTOFF.getTime() + DAY_MS), "newer@shop.example"),
      await storeRequestAt(db, new Date(NOW.getTime() - HOUR_MS), "recent@shop.example"),
    ].sort();

    const response = await handler(retryRoute("cron-secret"));
    deepStrictEqual(response.status, 200);
    // The kept requests' e-mails were due (never sent), so they go out, but for the visitor confirmations
    // more than a day late, which are never sent; the expired requests are gone first.
    deepStrictEqual(await response.json(), { sent: 4, failed: 0, deleted: 2 });
    deepStrictEqual(await ids(db), kept);
    deepStrictEqual(await notifiedIds(db), kept);
    deepStrictEqual(
      (await notifications(db)).map((n) => `${n.kind} ${n.status}`),
      [
        "team sent",
        "visitor_confirmation expired",
        "team sent",
        "visitor_confirmation expired",
        "team sent",
        "visitor_confirmation sent",
      ],
    );
    for (const id of expired) ok(!mailer.sent.some((email) => email.idempotencyKey.includes(id)), "not e-mailed");

    const logged = logger.infos.filter((line) => line.message === "expired contact requests deleted");
    deepStrictEqual(logged.map((line) => line.fields), [{
      requests: 2,
      notifications: 4,
      createdBefore: CUTOFF.toISOString(),
      retentionMonths: 24,
    }]);

    deepStrictEqual(await (await handler(retryRoute("cron-secret"))).json(), { sent: 0, failed: 0, deleted: 0 });
    deepStrictEqual(
      logger.infos.filter((line) => line.message === "expired contact requests deleted").length,
      1,
      "no line when nothing is deleted",
    );
  },
).forEach((test) => Deno.test(test));

backendTests("LEAD_RETENTION_MONTHS=6 keeps six calendar months", async (db) => {
  const { handler } = makeHandler(db, {
    clock: new FakeClock(NOW),
    settings: testSettings({ LEAD_RETENTION_MONTHS: "6" }),
  });
  // Six months before 31 March is 30 September (there is no 31st).
  await storeRequestAt(db, new Date("2025-09-30T09:59:59.999Z"), "expired@shop.example");
  const kept = [
    await storeRequestAt(db, new Date("2025-09-30T10:00:00Z"), "boundary@shop.example"),
    await storeRequestAt(db, new Date("2025-12-01T00:00:00Z"), "kept@shop.example"),
  ].sort();
  deepStrictEqual((await handler.runScheduledWork()).deleted, 1);
  deepStrictEqual(await ids(db), kept);
  deepStrictEqual(await notifiedIds(db), kept);
}).forEach((test) => Deno.test(test));

backendTests("the default keeps a request of 23 months and deletes one of 25", async (db) => {
  const { handler } = makeHandler(db, { clock: new FakeClock(NOW) });
  await storeRequestAt(db, new Date("2024-02-29T10:00:00Z"), "old@shop.example");
  const kept = [await storeRequestAt(db, new Date("2024-04-30T10:00:00Z"), "young@shop.example")];
  deepStrictEqual((await handler.runScheduledWork()).deleted, 1);
  deepStrictEqual(await ids(db), kept);
}).forEach((test) => Deno.test(test));

backendTests("the retry route without the right secret deletes nothing", async (db) => {
  const { handler, mailer } = makeHandler(db, {
    clock: new FakeClock(NOW),
    settings: testSettings({ NOTIFICATION_RETRY_SECRET: "cron-secret" }),
  });
  await storeRequestAt(db, new Date("2020-01-01T00:00:00Z"));
  const before = { requests: await ids(db), notifications: (await notifications(db)).length };
  for (const secret of ["", "wrong", "cron-secret-2"]) {
    const response = await handler(retryRoute(secret));
    deepStrictEqual(response.status, 401);
    deepStrictEqual((await response.json()).error.code, "unauthorized");
  }
  const { handler: noSecret } = makeHandler(db, {
    clock: new FakeClock(NOW),
    settings: testSettings({ NOTIFICATION_RETRY_SECRET: "" }),
  });
  deepStrictEqual((await noSecret(retryRoute(""))).status, 401, "no NOTIFICATION_RETRY_SECRET: the route is closed");
  deepStrictEqual({ requests: await ids(db), notifications: (await notifications(db)).length }, before);
  deepStrictEqual(mailer.sent.length, 0);
}).forEach((test) => Deno.test(test));

backendTests("expired requests are deleted in batches, and what a run leaves waits for the next", async (db) => {
  for (let i = 0; i < 5; i++) await storeRequestAt(db, new Date(Date.UTC(2020, 0, 1 + i)), `old${i}@shop.example`);
  const kept = [await storeRequestAt(db, NOW)];
  const retention = (maxBatches: number) =>
    createRetention({
      store: createStores(db).leads,
      clock: () => NOW,
      logger: silentLogger,
      options: { months: 24, batchSize: 2, maxBatches },
    });
  deepStrictEqual(await retention(2).deleteExpired(), { requests: 4, notifications: 8 });
  deepStrictEqual((await storedRequests(db)).length, 2);
  deepStrictEqual(await retention(2).deleteExpired(), { requests: 1, notifications: 2 });
  deepStrictEqual(await ids(db), kept);
}).forEach((test) => Deno.test(test));

backendTests("overlapping runs delete each expired request once", async (db) => {
  for (let i = 0; i < 30; i++) await storeRequestAt(db, new Date(Date.UTC(2020, 0, 1, i)), `old${i}@shop.example`);
  const store = createStores(db);
  const results = await Promise.all(
    Array.from({ length: 4 }, () => store.leads.deleteExpired({ before: CUTOFF, limit: 10 })),
  );
  const again = await store.leads.deleteExpired({ before: CUTOFF, limit: 100 });
  const total = [...results, again].reduce((sum, r) => sum + r.requests, 0);
  deepStrictEqual(total, 30);
  deepStrictEqual((await storedRequests(db)).length, 0);
  deepStrictEqual((await notifications(db)).length, 0);
}).forEach((test) => Deno.test(test));

backendTests("retention failing does not stop the retries, and the route says which part failed", async (db) => {
  const mailer = new RecordingMailer();
  mailer.failWith = "provider down";
  const clock = new FakeClock(NOW);
  const logger = recordingLogger();
  const errors: string[] = [];
  logger.error = (message) => errors.push(message);
  const { handler } = makeHandler(db, {
    mailer,
    logger,
    clock,
    stores: storeWithFailures(db, { deleteExpired: true }),
    settings: testSettings({ NOTIFICATION_RETRY_SECRET: "cron-secret" }),
  });
  await storeRequestAt(db, new Date("2020-01-01T00:00:00Z"), "expired@shop.example");
  await postContact(handler, validRequest());
  mailer.failWith = null;
  clock.advance(HOUR_MS);

  const response = await handler(retryRoute("cron-secret"));
  deepStrictEqual(response.status, 500, "the scheduler's log shows the failure");
  deepStrictEqual(await response.json(), { sent: 2, failed: 0, deleted: null, errors: ["retention"] });
  deepStrictEqual(
    (await notifications(db)).map((n) => n.status),
    ["sent", "expired", "sent"],
    "retried all the same (but for a confirmation a day late)",
  );
  ok(errors.includes("deleting expired leads failed; e-mails are still retried"));
  deepStrictEqual((await storedRequests(db)).length, 2, "nothing deleted");
}).forEach((test) => Deno.test(test));

backendTests("retries failing do not stop retention", async (db) => {
  const { handler } = makeHandler(db, {
    clock: new FakeClock(NOW),
    stores: storeWithFailures(db, { claimDueNotifications: true }),
    settings: testSettings({ NOTIFICATION_RETRY_SECRET: "cron-secret" }),
  });
  await storeRequestAt(db, new Date("2020-01-01T00:00:00Z"), "expired@shop.example");
  const kept = [await storeRequestAt(db, NOW)];
  const response = await handler(retryRoute("cron-secret"));
  deepStrictEqual(response.status, 500);
  deepStrictEqual(await response.json(), { sent: null, failed: null, deleted: 1, errors: ["delivery"] });
  deepStrictEqual(await ids(db), kept);
}).forEach((test) => Deno.test(test));
