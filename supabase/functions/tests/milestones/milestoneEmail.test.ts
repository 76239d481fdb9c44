// The shipper's e-mail of each milestone: one per milestone, to the lead's
// address, in the lead's language and direction, in the thread of their
// confirmation (which carries a Message-ID of its own: In-Reply-To and
// References name it, the subject is its own after "Re: "), with the flight
// of a departure, delivered to the door or ready at the airport as the lead
// asked, the airline's tracking link and the quote page. Sent after the
// answer; after a provider's failure, retried under the same key until it
// goes, never twice; counted against VISITOR_CONFIRMATIONS_PER_HOUR.
import { deepStrictEqual, ok } from "node:assert/strict";
import { trackingAddress } from "../../_shared/airWaybill.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";
import { type Mailer, MailerError } from "../../send-contact-email/outbox/mailers.ts";
import { confirmationMessageId } from "../../send-contact-email/outbox/threading.ts";
import { languageOf } from "../support/emails.ts";
import { backendTests, FakeClock, HOUR_MS, makeHandler, silentLogger, testSettings } from "../support/harness.ts";
import { FIXTURE_AIRLINES, fixtureReplies } from "../support/replies.ts";
import { signIn } from "../team/console.ts";
import { AWB, book, milestoneEmails, milestoneNotifications, newLead, postMilestone, refusal } from "./shipments.ts";

/** Visitor e-mails on, as deployed: the confirmation starts the shipper's thread. */
const settings = testSettings({ SEND_VISITOR_CONFIRMATION: "true" });
const FROM = settings.mail.fromAddress;
const TRACKING = trackingAddress(FIXTURE_AIRLINES[0], AWB);

/** The lead's confirmation, as sent. */
const confirmationOf = (sent: OutgoingEmail[], reference: string) =>
  sent.find((email) => email.idempotencyKey === `quote-request/${reference}/visitor_confirmation`);

for (const [code, deliverTo] of [["es", "door"], ["ar", "airport"]] as const) {
  backendTests(
    `one e-mail per milestone in the lead's language (${code}), in the thread of their confirmation`,
    async (db) => {
      const { handler, mailer, clock } = makeHandler(db, { settings });
      const token = await signIn(handler, mailer);
      const { reference, email: shipper } = await newLead(handler, { language: code, deliverTo });
      await book(handler, token, reference);
      for (
        const body of [{ milestone: "collected" }, { milestone: "departed", flight: "cx 880" }, {
          milestone: "delivered",
        }]
      ) {
        // Each e-mail's delivery done before the clock moves on (an hour would lapse its lease).
        await handler.settle();
        clock.advance(HOUR_MS);
        deepStrictEqual((await postMilestone(handler, reference, body, token)).status, 200);
      }
      await handler.settle();
      await handler.runScheduledWork();

      const words = fixtureReplies.languages[code];
      const confirmation = confirmationOf(mailer.sent, reference);
      ok(confirmation, "the confirmation went out");
      const thread = confirmationMessageId(reference, FROM);
      deepStrictEqual(confirmation.headers, { "Message-ID": thread });
      const emails = milestoneEmails(mailer, reference);
      deepStrictEqual(emails.map((email) => email.idempotencyKey), [
        `quote-request/${reference}/milestone/collected`,
        `quote-request/${reference}/milestone/departed`,
        `quote-request/${reference}/milestone/delivered`,
      ]);
      const lines = [
        words.milestone.collected,
        fillTemplate(words.milestone.departed, { flight: "CX 880" }),
        deliverTo === "door" ? words.milestone.deliveredDoor : words.milestone.deliveredAirport,
      ];
      for (const [index, email] of emails.entries()) {
        deepStrictEqual([email.to, email.replyTo], [shipper, settings.mail.teamAddress]);
        deepStrictEqual(email.subject, `Re: ${confirmation.subject}`);
        deepStrictEqual(email.headers, { "In-Reply-To": thread, References: thread });
        deepStrictEqual(languageOf(email.html), {
          document: [code, words.direction],
          wrapper: [code, words.direction],
        });
        ok(email.text.includes(lines[index]), `${lines[index]} in ${email.text}`);
        ok(email.text.includes(fillTemplate(words.milestone.text, { reference })), email.text);
        ok(email.html.includes(`<a href="${escapeHtml(TRACKING)}"`), "the airline's tracking link");
        ok(email.html.includes(`${settings.siteUrl}/${code}/quote/?ref=${reference}#key=v1.`), "the quote page");
      }
      const other = deliverTo === "door" ? words.milestone.deliveredAirport : words.milestone.deliveredDoor;
      ok(!emails[2].text.includes(other), "delivered as the lead asked, not the other way");
      ok(!emails[0].text.includes("CX 880") && !emails[2].text.includes("CX 880"), "the flight only on departed");
    },
  ).forEach((test) => Deno.test(test));
}

/** A mailer that fails every send while `failing` is on, and keeps each attempt's key. */
class FlakyMailer implements Mailer {
  attempts: string[] = [];
  sent: OutgoingEmail[] = [];
  failing = true;
  send(email: OutgoingEmail): Promise<{ providerMessageId: string }> {
    this.attempts.push(email.idempotencyKey);
    if (this.failing) return Promise.reject(new MailerError("Resend answered 500: try again"));
    this.sent.push(email);
    return Promise.resolve({ providerMessageId: `flaky-${this.sent.length}` });
  }
}

backendTests("after a provider failure the milestone's e-mail is retried under its key, and goes once", async (db) => {
  const clock = new FakeClock();
  const { handler, mailer } = makeHandler(db, { clock });
  const token = await signIn(handler, mailer);
  const { reference } = await newLead(handler);
  await book(handler, token, reference);
  await handler.settle();
  // The same database, an instance whose provider fails.
  const flaky = new FlakyMailer();
  const other = makeHandler(db, { clock, mailer: flaky, logger: silentLogger }).handler;
  deepStrictEqual(
    (await postMilestone(other, reference, { milestone: "departed", flight: "CX 880" }, token)).status,
    200,
  );
  await other.settle();
  const key = `quote-request/${reference}/milestone/departed`;
  deepStrictEqual([flaky.attempts, flaky.sent], [[key], []]);
  deepStrictEqual(await milestoneNotifications(db, reference), [{
    milestone: "departed",
    status: "failed",
    attempts: 1,
  }]);

  // Retried the same: refused, nothing queued again.
  const again = await postMilestone(other, reference, { milestone: "departed", flight: "CX 880" }, token);
  deepStrictEqual((await refusal(again)).code, "out_of_order");
  await other.settle();
  deepStrictEqual(flaky.attempts, [key], "the refused post sent nothing");

  flaky.failing = false;
  clock.advance(settings.delivery.retryBaseDelayMs);
  await other.runScheduledWork();
  deepStrictEqual(flaky.attempts, [key, key], "the retry, under the same key");
  deepStrictEqual(flaky.sent.length, 1);
  clock.advance(HOUR_MS);
  await other.runScheduledWork();
  await handler.runScheduledWork();
  deepStrictEqual([flaky.attempts.length, milestoneEmails(mailer, reference).length], [2, 0], "sent once");
  deepStrictEqual(await milestoneNotifications(db, reference), [{
    milestone: "departed",
    status: "sent",
    attempts: 2,
  }]);
}).forEach((test) => Deno.test(test));

backendTests(
  "milestone e-mails count against VISITOR_CONFIRMATIONS_PER_HOUR: held past it, sent the next hour",
  async (db) => {
    const clock = new FakeClock();
    const oneAnHour = testSettings({ SEND_VISITOR_CONFIRMATION: "true", VISITOR_CONFIRMATIONS_PER_HOUR: "1" });
    const { handler, mailer } = makeHandler(db, { clock, settings: oneAnHour, logger: silentLogger });
    const token = await signIn(handler, mailer);
    const { reference } = await newLead(handler);
    await book(handler, token, reference);
    deepStrictEqual((await postMilestone(handler, reference, { milestone: "collected" }, token)).status, 200);
    await handler.settle();
    ok(confirmationOf(mailer.sent, reference), "the confirmation took the hour's one");
    deepStrictEqual(milestoneEmails(mailer, reference), [], "held back");
    deepStrictEqual((await milestoneNotifications(db, reference))[0].status, "pending");
    clock.advance(HOUR_MS + 1);
    await handler.runScheduledWork();
    deepStrictEqual(milestoneEmails(mailer, reference).length, 1, "sent the next hour");
  },
).forEach((test) => Deno.test(test));
