// The Resend mailer against a fake Resend on loopback: success, 500, 429 and
// no answer. An outage never loses a request and never sends an e-mail twice.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { startFakeResend } from "./support/fakeResend.ts";
import {
  backendTests,
  HOUR_MS,
  makeHandler,
  notifications,
  postContact,
  storedRequests,
  testSettings,
  validRequest,
} from "./support/harness.ts";
import { resendMailer } from "../send-contact-email/mailers.ts";
import type { Database } from "../send-contact-email/database.ts";

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
    const { id } = await response.json();
    deepStrictEqual(resend.delivered().length, 1);
    const [email] = resend.delivered();
    deepStrictEqual(email.authorization, "Bearer re_test_key");
    deepStrictEqual(email.idempotencyKey, `contact-request/${id}/team`);
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

backendTests(
  "a send whose worker died is taken over after its lease, and Resend does not send it twice",
  async (db) => {
    const resend = startFakeResend();
    try {
      const { handler, clock } = handlerWithResend(db, resend.baseUrl);
      const store = (await import("../send-contact-email/store.ts")).createContactStore(db);
      const { id } = await (await postContact(handler, validRequest())).json();
      deepStrictEqual(resend.delivered().length, 1);
      // Simulate a worker that sent the e-mail and died before recording it.
      await db.query("update public.contact_notifications set status = 'pending' where request_id = $1", [id]);
      const [claimed] = await store.claimDueNotifications({ now: clock.now(), leaseMs: 60_000, limit: 10 });
      deepStrictEqual(claimed.request.id, id);
      deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 }, "leased: nobody else takes it");
      clock.advance(61_000);
      deepStrictEqual(await handler.delivery.deliverDue(), { sent: 1, failed: 0 }, "lease over: taken over");
      deepStrictEqual(resend.delivered().length, 1, "the provider's idempotency key stops a second e-mail");
    } finally {
      await resend.close();
    }
  },
).forEach((test) => Deno.test(test));
