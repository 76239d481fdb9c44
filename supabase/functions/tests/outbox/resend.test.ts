// The Resend mailer against a fake Resend on loopback: success, 500, 429 and
// no answer. An outage never loses a request and never sends an e-mail twice,
// not even when the database fails after Resend accepted it.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { type FakeResend, startFakeResend } from "../support/fakeResend.ts";
import {
  backendTests,
  FakeClock,
  HOUR_MS,
  makeHandler,
  notifications,
  storedRequests,
  type StoreFailures,
  storeWithFailures,
  testSettings,
} from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { resendMailer } from "../../send-contact-email/outbox/mailers.ts";
import { emailKinds } from "../../send-contact-email/wiring.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { fixtureReplies } from "../support/replies.ts";

function handlerWithResend(db: Database, baseUrl: string) {
  const settings = testSettings({ RESEND_API_KEY: "re_test_key", MAIL_TIMEOUT_MS: "300" });
  return makeHandler(db, {
    settings,
    mailer: resendMailer({ apiKey: "re_test_key", baseUrl, timeoutMs: settings.mail.timeoutMs }),
  });
}

backendTests("Resend receives the notification with its idempotency key and both parts", async (db) => {
  const resend = startFakeResend();
  try {
    const { handler } = handlerWithResend(db, resend.baseUrl);
    const response = await postContact(handler, validRequest({ message: "Two pallets <fragile>" }));
    const { reference } = await response.json();
    deepStrictEqual(resend.delivered().length, 1);
    const [email] = resend.delivered();
    deepStrictEqual(email.authorization, "Bearer re_test_key");
    deepStrictEqual(email.idempotencyKey, `quote-request/${reference}/team`);
    deepStrictEqual(email.body.to, ["team@forwarder.test"]);
    deepStrictEqual(email.body.reply_to, "mei@shop.example");
    ok(email.body.text.includes("Two pallets <fragile>"));
    ok(email.body.html.includes("Two pallets &lt;fragile&gt;"));
    const [notification] = await notifications(db);
    deepStrictEqual(notification.status, "sent");
  } finally {
    await resend.close();
  }
}).forEach((test) => Deno.test(test));

for (const mode of ["error500", "rateLimited429", "never"] as const) {
  backendTests(`a Resend outage (${mode}) keeps the request and sends it once Resend is back`, async (db) => {
    const resend = startFakeResend();
    try {
      resend.mode = mode;
      const { handler, clock } = handlerWithResend(db, resend.baseUrl);
      const response = await postContact(handler, validRequest());
      deepStrictEqual(response.status, 200, "stored, so the visitor is told it worked");
      const text = await response.text();
      ok(!text.includes("secret provider detail") && !text.includes("Resend"), "no provider error leaks");
      deepStrictEqual((await storedRequests(db)).length, 1);
      let [notification] = await notifications(db);
      deepStrictEqual([notification.status, notification.attempts], ["failed", 1]);
      match(
        notification.last_error ?? "",
        mode === "never" ? /no answer within 300 ms/ : /Resend answered (500|429)/,
      );

      // Still down at the first retry.
      clock.advance(HOUR_MS);
      await handler.delivery.deliverDue();
      [notification] = await notifications(db);
      deepStrictEqual([notification.status, notification.attempts], ["failed", 2]);

      resend.mode = "success";
      clock.advance(HOUR_MS);
      deepStrictEqual(await handler.delivery.deliverDue(), { sent: 1, failed: 0 });
      clock.advance(HOUR_MS);
      deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 });
      deepStrictEqual(resend.delivered().length, 1, "sent exactly once");
      const keys = new Set(resend.received.map((email) => email.idempotencyKey));
      deepStrictEqual(keys.size, 1, "every attempt carries the same idempotency key");
    } finally {
      await resend.close();
    }
  }).forEach((test) => Deno.test(test));
}

testsOnClock(
  "a send whose worker died is taken over after its lease, and Resend does not send it twice",
  async (db) => {
    const resend = startFakeResend();
    try {
      const { handler, clock } = handlerWithResend(db, resend.baseUrl);
      const store = (await import("../../send-contact-email/stores.ts")).createStores(db);
      const { id } = await (await postContact(handler, validRequest())).json();
      deepStrictEqual(resend.delivered().length, 1);
      // Simulate a worker that sent the e-mail and died before recording it.
      await db.query("update public.contact_notifications set status = 'pending' where request_id = $1", [id]);
      const { claimed: [claimed] } = await store.outbox.claimDueNotifications({
        now: clock.now(),
        kinds: emailKinds({ settings: testSettings(), replies: fixtureReplies, stores: store }),
        leaseMs: 60_000,
        limit: 10,
        teamEmailsPerHour: 30,
        confirmationsPerHour: 30,
        resendWindowMs: 23 * HOUR_MS,
      });
      deepStrictEqual(claimed.lead?.id, id);
      deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 }, "leased: nobody else takes it");
      clock.advance(61_000);
      deepStrictEqual(await handler.delivery.deliverDue(), { sent: 1, failed: 0 }, "lease over: taken over");
      deepStrictEqual(resend.delivered().length, 1, "the provider's idempotency key stops a second e-mail");
    } finally {
      await resend.close();
    }
  },
).forEach((test) => Deno.test(test));

Deno.test(
  "Resend's 409 for a key it already holds is an unknown outcome, not a refusal: retried, never dropped",
  async () => {
    const resend = startFakeResend();
    try {
      const mailer = resendMailer({ apiKey: "re_test_key", baseUrl: resend.baseUrl, timeoutMs: 1000 });
      const email = {
        to: "team@forwarder.test",
        from: "quotes@forwarder.test",
        subject: "Quote request",
        text: "first words",
        html: "<p>first words</p>",
        idempotencyKey: "contact-request/1/team",
      };
      await mailer.send(email);
      const conflict = await mailer.send({ ...email, text: "other words" }).then(() => null, (error) => error);
      match(String(conflict), /409/);
      deepStrictEqual(conflict.refused, false);
      deepStrictEqual(resend.delivered().length, 1, "the second body was not sent");
    } finally {
      await resend.close();
    }
  },
);

/**
 * The handler with Resend (the fake) on a store whose methods fail while the
 * test says so, and no pause before recording a sent e-mail is tried again.
 */
function handlerWithFlakyStore(db: Database, resend: FakeResend, clock: FakeClock, failing: StoreFailures) {
  const settings = testSettings({ MAIL_TIMEOUT_MS: "300" });
  settings.delivery.markSentRetryDelaysMs = [0, 0];
  return makeHandler(db, {
    settings,
    clock,
    stores: storeWithFailures(db, failing),
    mailer: resendMailer({ apiKey: "re_test_key", baseUrl: resend.baseUrl, timeoutMs: settings.mail.timeoutMs }),
  });
}

const LEASE_MS = 5 * 60 * 1000;

/** `fn` as one test per database, with a fake clock and a fake Resend on that clock, closed afterwards. */
function testsOnClock(name: string, fn: (db: Database, resend: FakeResend, clock: FakeClock) => Promise<void>) {
  return backendTests(name, async (db) => {
    const clock = new FakeClock();
    const resend = startFakeResend({ now: clock.now });
    try {
      await fn(db, resend, clock);
    } finally {
      await resend.close();
    }
  });
}

/** Posts a request whose e-mail Resend accepts while marking it sent fails (until `failing` is switched off). */
async function acceptedButNotRecorded(db: Database, resend: FakeResend, clock: FakeClock) {
  const failing: StoreFailures = { markSent: true };
  const { handler } = handlerWithFlakyStore(db, resend, clock, failing);
  const { reference } = await (await postContact(handler, validRequest())).json();
  deepStrictEqual(resend.delivered().length, 1, "Resend accepted it");
  deepStrictEqual((await notifications(db))[0].status, "sending", "not recorded as sent");
  return { handler, reference, failing };
}

testsOnClock(
  "an e-mail Resend accepted but that could not be marked sent is confirmed by the retry, not sent twice",
  async (db, resend, clock) => {
    const { handler, reference, failing } = await acceptedButNotRecorded(db, resend, clock);

    failing.markSent = false;
    clock.advance(LEASE_MS + 1);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 1, failed: 0 });
    deepStrictEqual(resend.received.map((email) => email.idempotencyKey), [
      `quote-request/${reference}/team`,
      `quote-request/${reference}/team`,
    ]);
    deepStrictEqual(resend.delivered().length, 1, "the retry was recognised by its key: one e-mail");
    deepStrictEqual((await notifications(db))[0].status, "sent");
    clock.advance(48 * HOUR_MS);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 });
    deepStrictEqual(resend.received.length, 2);
  },
).forEach((test) => Deno.test(test));

testsOnClock(
  "past Resend's 24 hours an unconfirmed e-mail is never sent again as it was, only once marked as a possible repeat",
  async (db, resend, clock) => {
    const { handler, reference } = await acceptedButNotRecorded(db, resend, clock);

    // Nothing ran for a day (no retry job), and the database is still failing when it does.
    clock.advance(25 * HOUR_MS);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 1 });
    const delivered = resend.delivered();
    deepStrictEqual(delivered.map((email) => email.idempotencyKey), [
      `quote-request/${reference}/team`,
      `quote-request/${reference}/team/possible-repeat`,
    ]);
    match(delivered[1].body.subject, /^Possibly a repeat: /);
    ok(delivered[1].body.text.includes(fixtureReplies.team.words.common.repeatText), "it says why first");
    ok(!delivered[0].body.subject.startsWith("Possibly"), "the first one was the plain e-mail");

    // The marked one is not confirmed either: within its own window it is retried under its key...
    clock.advance(LEASE_MS + 1);
    await handler.delivery.deliverDue();
    deepStrictEqual(resend.delivered().length, 2, "Resend recognised the marked key");
    // ...and past that window never sent again.
    clock.advance(25 * HOUR_MS);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 });
    deepStrictEqual(resend.delivered().length, 2);
    deepStrictEqual((await notifications(db))[0].status, "unconfirmed");
  },
).forEach((test) => Deno.test(test));

testsOnClock(
  "a day of refusals (4xx) leaves the e-mail plain, a day of 500s or timeouts makes it a marked possible repeat",
  async (db, resend, clock) => {
    const { handler } = handlerWithFlakyStore(db, resend, clock, {});
    const outage = async (mode: "rateLimited429" | "error500") => {
      resend.mode = mode;
      const { reference } = await (await postContact(handler, validRequest({ email: `${mode}@shop.example` })))
        .json();
      // Retries for 30 hours, Resend still failing.
      for (let hour = 0; hour < 30; hour++) {
        clock.advance(HOUR_MS);
        await handler.delivery.deliverDue();
      }
      resend.mode = "success";
      clock.advance(6 * HOUR_MS);
      deepStrictEqual(await handler.delivery.deliverDue(), { sent: 1, failed: 0 });
      return resend.delivered().find((email) => email.idempotencyKey?.includes(reference))!;
    };
    const afterRefusals = await outage("rateLimited429");
    ok(afterRefusals.idempotencyKey?.endsWith("/team"), "never accepted, so sent as it was");
    ok(!afterRefusals.body.subject.startsWith("Possibly"));
    const afterErrors = await outage("error500");
    ok(afterErrors.idempotencyKey?.endsWith("/team/possible-repeat"), "a 500 may follow acceptance");
    match(afterErrors.body.subject, /^Possibly a repeat: /);
    deepStrictEqual(resend.delivered().length, 2);
  },
).forEach((test) => Deno.test(test));
