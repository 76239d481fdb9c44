// When the database goes away: no lead lost, a bounded and honest answer,
// each lead e-mailed to the team once. The handler on a store that fails as
// the test says (both databases), with an e-mail provider outage beside it.
// (postgresRestart.test.ts runs the deployed entry while PostgreSQL restarts;
// oneLead.test.ts has two instances on one PostgreSQL, and the refusals.)
import { fixtureReplies } from "../../support/replies.ts";
import { fillTemplate } from "../../../_shared/words/template.ts";
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { startFakeResend } from "../../support/fakeResend.ts";
import {
  backendTests,
  countRows,
  HOUR_MS,
  makeHandler,
  notifications,
  RecordingMailer,
  storedRequests,
  type StoreFailures,
  storeWithFailures,
  testSettings,
  unreachable,
} from "../../support/harness.ts";
import { askHealth, postContact, postForm, validRequest } from "../../support/requests.ts";
import type { Database } from "../../../send-contact-email/storage/database.ts";
import { resendMailer } from "../../../send-contact-email/outbox/mailers.ts";
import { createStores } from "../../../send-contact-email/stores.ts";
import type { Stores } from "../../../send-contact-email/stores.ts";
import { REFERENCE_PATTERN } from "../../../send-contact-email/lead/reference.ts";

/** The handler on `db`, its store failing while `away.accept` (and `away.probe`) are on. */
function handlerWithOutage(db: Database, env: Record<string, string> = {}, mailer = new RecordingMailer()) {
  const away: StoreFailures = { accept: true, probe: true };
  const context = makeHandler(db, { stores: storeWithFailures(db, away), settings: testSettings(env), mailer });
  return { ...context, away, mailer };
}

/** The team's e-mails about leads (not the notices that the database cannot store them). */
const teamEmails = (mailer: RecordingMailer) =>
  mailer.sent.filter((email) => email.to === "team@forwarder.test" && email.subject.startsWith("Quote request "));
const notices = (mailer: RecordingMailer) =>
  mailer.sent.filter((email) => email.subject.startsWith("Quote requests not stored"));

backendTests(
  "while the database is away a lead goes to the team at once, and the visitor gets its reference",
  async (db) => {
    const { handler, mailer } = handlerWithOutage(db);
    const response = await postContact(handler, validRequest({ cargoPieces: "3" }), { idempotencyKey: "away-1" });
    deepStrictEqual(response.status, 200, "the team has it: that is the truth the visitor hears");
    const { reference, id } = await response.json();
    match(reference, REFERENCE_PATTERN);
    deepStrictEqual(id, undefined, "no row id: nothing is said to be stored that is not");
    deepStrictEqual(await countRows(db, "contact_requests"), 0);
    const [email] = teamEmails(mailer);
    deepStrictEqual(email.subject, `Quote request ${reference}: Hong Kong to Canada (Mei Chan)`, "the ordinary e-mail");
    deepStrictEqual(email.idempotencyKey, `quote-request/${reference}/team`);
    ok(email.text.includes("Pieces: 3"), "with everything the stored e-mail has");
    deepStrictEqual(email.replyTo, "mei@shop.example");
    await handler.settle();
    deepStrictEqual(notices(mailer).map((notice) => notice.subject), [
      "Quote requests not stored: the database does not answer",
    ]);
    const health = await askHealth(handler);
    deepStrictEqual([health.status, await health.json()], [503, {
      status: "unavailable",
      missing: ["database"],
      database: "does not answer",
      kept: 1,
    }]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a retry of the same request while the database is away: the same reference, no second e-mail",
  async (db) => {
    const { handler, mailer } = handlerWithOutage(db);
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      answers.push(await postContact(handler, validRequest(), { idempotencyKey: "same" }));
      deepStrictEqual((await postForm(handler, validRequest({ email: "form@shop.example" }))).status, 303);
    }
    deepStrictEqual(answers.map((answer) => answer.status), [200, 200, 200]);
    deepStrictEqual(new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).reference))).size, 1);
    deepStrictEqual(teamEmails(mailer).map((email) => email.replyTo), ["mei@shop.example", "form@shop.example"]);
    await handler.settle();
    deepStrictEqual(notices(mailer).length, 1, "the team hears of the cause once an hour, not once per lead");
    deepStrictEqual(handler.unstored.count(), 2);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "when the database is back, a kept lead is stored under its reference, its e-mails recorded as sent",
  async (db) => {
    const { handler, mailer, away, clock } = handlerWithOutage(db, { SEND_VISITOR_CONFIRMATION: "true" });
    const first = await postContact(handler, validRequest(), { idempotencyKey: "kept" });
    const { reference } = await first.json();
    await handler.settle();
    deepStrictEqual(
      mailer.sent.filter((email) => email.to === "mei@shop.example").map((email) => email.idempotencyKey),
      [`quote-request/${reference}/visitor_confirmation`],
      "the confirmation goes out as for any lead",
    );
    away.accept = away.probe = false;
    clock.advance(60_000);
    // The visitor's page never got the answer and sends it again: the same request, now stored.
    const retried = await postContact(handler, validRequest(), { idempotencyKey: "kept" });
    deepStrictEqual(retried.status, 200);
    deepStrictEqual((await retried.json()).reference, reference, "the reference the team already has");
    await handler.settle();
    // The scheduled job finds nothing left to store, and nothing more to send.
    deepStrictEqual(await handler.runScheduledWork(), { sent: 0, failed: 0, deleted: 0 });
    const [row] = await storedRequests(db);
    deepStrictEqual([row.reference, row.idempotency_key], [reference, "kept"]);
    const byKind = Object.fromEntries((await notifications(db)).map((n) => [n.kind, n.status]));
    deepStrictEqual(byKind, { team: "sent", visitor_confirmation: "sent" });
    deepStrictEqual(teamEmails(mailer).length, 1, "the team got it once");
    deepStrictEqual(mailer.sent.filter((email) => email.to === "mei@shop.example").length, 1, "and the visitor");
    deepStrictEqual(handler.unstored.count(), 0);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a lead the visitor never sends again is stored by the scheduled job when the database is back",
  async (db) => {
    const { handler, mailer, away } = handlerWithOutage(db);
    const { reference } = await (await postContact(handler, validRequest(), { idempotencyKey: "left" })).json();
    deepStrictEqual((await handler.runScheduledWork()).storedFromMemory, 0, "still away: kept");
    away.accept = away.probe = false;
    deepStrictEqual((await handler.runScheduledWork()).storedFromMemory, 1);
    deepStrictEqual((await storedRequests(db)).map((row) => row.reference), [reference]);
    deepStrictEqual((await notifications(db)).map((n) => n.status), ["sent"]);
    deepStrictEqual(teamEmails(mailer).length, 1);
  },
).forEach((test) => Deno.test(test));

backendTests("catching up never holds a visitor's answer: the kept leads are written after it", async (db) => {
  const real = createStores(db);
  let away = true;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const stores: Stores = {
    ...real,
    leads: {
      ...real.leads,
      accept: async (input) => {
        if (away) throw unreachable("the database went away");
        // The kept lead's write waits until the test lets it go.
        if (input.idempotencyKey === "kept") await gate;
        return await real.leads.accept(input);
      },
    },
  };
  const { handler } = makeHandler(db, { stores });
  deepStrictEqual((await postContact(handler, validRequest(), { idempotencyKey: "kept" })).status, 200);
  away = false;
  const next = await postContact(handler, validRequest({ email: "next@shop.example" }), { idempotencyKey: "next" });
  deepStrictEqual(next.status, 200, "answered while the kept lead's write still waits");
  deepStrictEqual((await storedRequests(db)).map((row) => row.email), ["next@shop.example"]);
  release();
  await handler.settle();
  deepStrictEqual((await storedRequests(db)).map((row) => row.email).sort(), ["mei@shop.example", "next@shop.example"]);
}).forEach((test) => Deno.test(test));

backendTests(
  "a fault of the function's own (no SQLSTATE, not the connection) is a refusal, named; the leads behind it go in",
  async (db) => {
    const real = createStores(db);
    let away = false;
    const stores: Stores = {
      ...real,
      leads: {
        ...real.leads,
        accept: (input) => {
          // A bug for this one lead, whatever the database does: no SQLSTATE, not a connection error.
          if (input.request.name === "Buggy Lead") return Promise.reject(new TypeError("cannot read 'x' of undefined"));
          return away ? Promise.reject(unreachable("the database went away")) : real.leads.accept(input);
        },
      },
    };
    const mailer = new RecordingMailer();
    const logged: string[] = [];
    const logger = {
      info: () => {},
      error: (message: string, fields?: object) => logged.push(`${message} ${JSON.stringify(fields)}`),
    };
    const { handler } = makeHandler(db, { stores, mailer, logger });
    const buggy = await postContact(handler, validRequest({ name: "Buggy Lead" }), { idempotencyKey: "buggy" });
    deepStrictEqual(buggy.status, 200, "the team has it by e-mail: the visitor hears so");
    await handler.settle();
    deepStrictEqual(notices(mailer).map((notice) => notice.subject), [
      fillTemplate(fixtureReplies.team.words.databaseNotice.subjectFault, { name: "TypeError" }),
    ], "never that the database does not answer, nor that it refuses them");
    ok(
      logged.some((line) => line.startsWith("the database refused") && line.includes('"name":"TypeError"')),
      logged.join("\n"),
    );
    away = true;
    const behind = await postContact(handler, validRequest({ email: "behind@shop.example" }), {
      idempotencyKey: "behind",
    });
    deepStrictEqual(behind.status, 200);
    away = false;
    deepStrictEqual((await handler.runScheduledWork()).storedFromMemory, 1, "the lead kept behind the refused one");
    deepStrictEqual((await storedRequests(db)).map((row) => row.email), ["behind@shop.example"]);
    deepStrictEqual(handler.unstored.count(), 1, "the refused one waits for its cause to be fixed");
    const health = await askHealth(handler);
    deepStrictEqual((await health.json()).kept, 1);
  },
).forEach((test) => Deno.test(test));

backendTests("without the database, an IPv6 client counts by its /64 too", async (db) => {
  const { handler } = handlerWithOutage(db, {
    RATE_LIMIT_PER_CLIENT_PER_HOUR: "2",
    RATE_LIMIT_PER_EMAIL_PER_HOUR: "100",
  });
  const post = (clientAddress: string, i: number) =>
    postContact(handler, validRequest({ email: `v6-${i}@shop.example` }), { clientAddress, idempotencyKey: `v6-${i}` });
  deepStrictEqual((await post("2001:db8:5:6::1", 1)).status, 200);
  deepStrictEqual((await post("2001:db8:5:6::2", 2)).status, 200);
  deepStrictEqual((await post("2001:db8:5:6:1:2:3:4", 3)).status, 429, "the same /64, counted in memory");
  deepStrictEqual((await post("2001:db8:5:7::1", 4)).status, 200, "another /64");
}).forEach((test) => Deno.test(test));

backendTests("the limits hold without the database: per client, per mailbox, and the hourly ceiling", async (db) => {
  const { handler, mailer } = handlerWithOutage(db, {
    RATE_LIMIT_PER_CLIENT_PER_HOUR: "2",
    RATE_LIMIT_PER_EMAIL_PER_HOUR: "2",
    TEAM_EMAILS_PER_HOUR: "3",
  });
  const send = (email: string, clientAddress: string) =>
    postContact(handler, validRequest({ email }), { clientAddress, idempotencyKey: `${email}/${clientAddress}` });
  deepStrictEqual((await send("a@shop.example", "198.51.100.1")).status, 200);
  deepStrictEqual((await send("b@shop.example", "198.51.100.1")).status, 200);
  const perClient = await send("c@shop.example", "198.51.100.1");
  deepStrictEqual([perClient.status, (await perClient.json()).error.code], [429, "rate_limited"]);
  deepStrictEqual((await send("A+quotes@Shop.example", "198.51.100.2")).status, 200);
  deepStrictEqual((await send("a+other@shop.example", "198.51.100.3")).status, 429, "per mailbox, +tags aside");
  // The fourth lead taken is kept, but the hourly ceiling (3) holds its e-mail back: nobody has it yet.
  deepStrictEqual((await send("d@shop.example", "198.51.100.4")).status, 503);
  deepStrictEqual(teamEmails(mailer).length, 3);
  deepStrictEqual(handler.unstored.count(), 4);
}).forEach((test) => Deno.test(test));

backendTests(
  "with the e-mail provider away too: a 503, the lead kept, and e-mailed once when both are back",
  async (db) => {
    const { handler, mailer, away } = handlerWithOutage(db);
    mailer.failWith = "Resend answered 500";
    const response = await postContact(handler, validRequest(), { idempotencyKey: "both" });
    deepStrictEqual([response.status, response.headers.get("retry-after")], [503, "30"]);
    deepStrictEqual((await response.json()).error.code, "unavailable");
    deepStrictEqual(mailer.sent.length, 0);
    mailer.failWith = null;
    away.accept = away.probe = false;
    deepStrictEqual((await handler.runScheduledWork()).storedFromMemory, 1);
    deepStrictEqual(teamEmails(mailer).length, 1);
    deepStrictEqual((await notifications(db)).map((n) => n.status), ["sent"]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a lead kept through a day-long outage: stored and sent to the team when all is back, its confirmation never",
  async (db) => {
    const { handler, mailer, away, clock } = handlerWithOutage(db, { SEND_VISITOR_CONFIRMATION: "true" });
    mailer.failWith = "Resend answered 500";
    deepStrictEqual((await postContact(handler, validRequest(), { idempotencyKey: "long" })).status, 503);
    clock.advance(25 * HOUR_MS);
    mailer.failWith = null;
    away.accept = away.probe = false;
    deepStrictEqual((await handler.runScheduledWork()).storedFromMemory, 1);
    const [{ reference }] = await storedRequests(db);
    // Its direct attempt failed with a 500 (perhaps sent) more than Resend's window ago: marked as a possible repeat.
    deepStrictEqual(
      mailer.sent.map((email) => email.idempotencyKey).filter((key) => key.startsWith("quote-request/")),
      [`quote-request/${reference}/team/possible-repeat`],
      "the team still gets the lead; a confirmation a day late helps nobody, and is not sent",
    );
    deepStrictEqual(
      (await notifications(db)).map((n) => [n.kind, n.status]).sort(),
      [["team", "sent"], ["visitor_confirmation", "expired"]],
    );
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a database that does not answer is treated as away: an answer in bounded time, never a hang",
  async (db) => {
    const stores = storeWithFailures(db, {});
    const stuck = { ...stores, leads: { ...stores.leads, accept: () => new Promise<never>(() => {}) } };
    const settings = testSettings();
    settings.outage.databaseTimeoutMs = 200;
    const { handler, mailer } = makeHandler(db, { stores: stuck, settings });
    const started = performance.now();
    deepStrictEqual((await postContact(handler, validRequest())).status, 200);
    console.log(`answered in ${Math.round(performance.now() - started)} ms with a 200 ms database timeout`);
    deepStrictEqual(teamEmails(mailer).length, 1);
  },
).forEach((test) => Deno.test(test));

backendTests("another instance gives the same request the same reference, and the provider one e-mail", async (db) => {
  const resend = startFakeResend();
  try {
    const mailer = resendMailer({ apiKey: "re_test_key", baseUrl: resend.baseUrl, timeoutMs: 2000 });
    const away: StoreFailures = { accept: true, probe: true };
    const instance = () =>
      makeHandler(db, { stores: storeWithFailures(db, away), mailer: mailer as unknown as RecordingMailer }).handler;
    const [first, second] = [instance(), instance()];
    const answers = [
      await postContact(first, validRequest(), { idempotencyKey: "roaming" }),
      await postContact(second, validRequest(), { idempotencyKey: "roaming" }),
    ];
    deepStrictEqual(answers.map((answer) => answer.status), [200, 200]);
    const [one, two] = await Promise.all(answers.map(async (answer) => (await answer.json()).reference));
    deepStrictEqual(one, two, "one request, one reference, whichever instance answers");
    const leads = () => resend.delivered().filter((email) => email.body.subject.startsWith("Quote request "));
    deepStrictEqual(leads().length, 1, "Resend replayed the second: the same key, the same e-mail");
    away.accept = away.probe = false;
    // Both instances store what they kept: one row, and its team e-mail is not sent again.
    await first.runScheduledWork();
    await second.runScheduledWork();
    deepStrictEqual((await storedRequests(db)).map((row) => row.reference), [one]);
    deepStrictEqual(leads().length, 1);
  } finally {
    await resend.close();
  }
}).forEach((test) => Deno.test(test));
