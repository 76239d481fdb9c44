// The reminder before the promise breaks: the scheduled run queues one
// reminder for each lead still new ANSWER_REMINDER_AFTER_MINUTES after it
// arrived (20 hours by default), once per lead, none for a lead marked or sent
// an offer before it is due, and a queued one is never sent once the lead has
// been marked.
import { deepStrictEqual } from "node:assert/strict";
import { backendTests, FakeClock, HOUR_MS, makeHandler, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { emailKinds } from "../../send-contact-email/wiring.ts";
import { fixtureReplies } from "../support/replies.ts";
import { EXPRESS } from "../offers/offers.ts";
import { MEMBER } from "../team/console.ts";

const settings = testSettings();
const AFTER_MS = settings.answerReminderAfterMs;

Deno.test("ANSWER_REMINDER_AFTER_MINUTES: 1,200 (20 hours) by default, at most a week", () => {
  deepStrictEqual(AFTER_MS, 20 * HOUR_MS);
  deepStrictEqual(testSettings({ ANSWER_REMINDER_AFTER_MINUTES: "90" }).answerReminderAfterMs, 90 * 60_000);
});

const reminders = (db: Database) =>
  db.query<{ reference: string; status: string; last_error: string | null }>(
    `select r.reference, n.status, n.last_error from public.contact_notifications n
       join public.contact_requests r on r.id = n.request_id
      where n.kind = 'answer_reminder' order by r.created_at`,
  );

async function newLead(handler: ContactHandler, email: string): Promise<string> {
  const response = await postContact(handler, validRequest({ email }), { clientAddress: `198.51.100.${email.length}` });
  deepStrictEqual(response.status, 200);
  return (await response.json()).reference;
}

/** The claim the scheduled run makes, as delivery.ts makes it. */
const claimAll = (db: Database, now: Date) =>
  createStores(db).outbox.claimDueNotifications({
    now,
    kinds: emailKinds({ settings, replies: fixtureReplies, stores: createStores(db) }),
    leaseMs: settings.delivery.leaseMs,
    limit: 50,
    teamEmailsPerHour: 30,
    confirmationsPerHour: 30,
    resendWindowMs: settings.delivery.resendWindowMs,
  });

backendTests("a reminder is queued when due, once per lead; not before, nor for a lead marked before", async (db) => {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, { clock });
  const store = createStores(db);
  const waiting = await newLead(handler, "waiting@shop.example");
  const answered = await newLead(handler, "answered@shop.example");
  clock.advance(HOUR_MS);
  await store.progress.markLead(answered, { status: "answered" }, clock.now());

  clock.advance(AFTER_MS - HOUR_MS - 1);
  deepStrictEqual(await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS), 0, "not due yet");
  clock.advance(1);
  deepStrictEqual(await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS), 1, "due: the lead still new");
  clock.advance(5 * 60_000);
  deepStrictEqual(await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS), 0, "one per lead");
  deepStrictEqual(await reminders(db), [{ reference: waiting, status: "pending", last_error: null }]);
  const { claimed } = await claimAll(db, clock.now());
  deepStrictEqual(claimed.filter((n) => n.kind === "answer_reminder").map((n) => n.lead?.reference), [waiting]);
}).forEach((test) => Deno.test(test));

backendTests("no reminder for a lead sent an offer within the reminder's time: the offer answers it", async (db) => {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, { clock });
  const store = createStores(db);
  const waiting = await newLead(handler, "waiting@shop.example");
  const offered = await newLead(handler, "offered@shop.example");
  clock.advance(HOUR_MS);
  const offer = { validUntil: "2026-02-01", options: [EXPRESS] };
  const sent = await store.offers.send({
    reference: offered,
    offer,
    currency: "USD",
    minorDigits: 2,
    chargeableKg: null,
    member: MEMBER,
    now: clock.now(),
    maxOffers: 5,
  });
  deepStrictEqual(sent.kind, "sent");
  clock.advance(AFTER_MS);
  deepStrictEqual(await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS), 1, "the lead not offered");
  deepStrictEqual((await reminders(db)).map((row) => row.reference), [waiting]);
}).forEach((test) => Deno.test(test));

backendTests("a queued reminder of a lead marked before it went out is never sent, and says why", async (db) => {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, { clock });
  const store = createStores(db);
  const reference = await newLead(handler, "late@shop.example");
  clock.advance(AFTER_MS);
  deepStrictEqual(await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS), 1);
  await store.progress.markLead(reference, { status: "lost", reason: "noReply" }, clock.now());
  const { claimed } = await claimAll(db, clock.now());
  deepStrictEqual(claimed.filter((n) => n.kind === "answer_reminder"), []);
  deepStrictEqual(await reminders(db), [{
    reference,
    status: "expired",
    last_error: "not sent: the lead was marked before the reminder went out",
  }]);
}).forEach((test) => Deno.test(test));

backendTests(
  "no reminder before the lead's own e-mail has gone out and waited as long, and none for a lead over a week old",
  async (db) => {
    const clock = new FakeClock();
    const { handler } = makeHandler(db, { clock, settings: testSettings({ TEAM_EMAILS_PER_HOUR: "1" }) });
    const store = createStores(db);
    const first = await newLead(handler, "first@shop.example");
    const held = await newLead(handler, "held@shop.example");
    clock.advance(AFTER_MS);
    deepStrictEqual(
      await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS),
      1,
      "the held lead has no thread yet",
    );
    deepStrictEqual((await reminders(db)).map((row) => row.reference), [first]);
    await handler.runScheduledWork();
    clock.advance(HOUR_MS);
    deepStrictEqual(
      await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS),
      0,
      "its e-mail went out late: no reminder right behind it",
    );
    clock.advance(AFTER_MS - HOUR_MS);
    deepStrictEqual(
      await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS),
      1,
      "its e-mail has waited as long",
    );
    deepStrictEqual((await reminders(db)).map((row) => row.reference), [first, held]);

    const old = await newLead(handler, "old@shop.example");
    clock.advance(8 * 24 * HOUR_MS);
    // Its e-mail went out as it arrived: only its age keeps the reminder back.
    await db.query(
      `update public.contact_notifications n set status = 'sent', sent_at = r.created_at
         from public.contact_requests r where r.id = n.request_id and n.kind = 'team'`,
    );
    deepStrictEqual(await store.reminders.queueAnswerReminders(clock.now(), AFTER_MS), 0, `${old} is past reminding`);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "the leads stored before answers were tracked have their reminder retired by the migration",
  async (db) => {
    // What the migration's last statement does to the leads there are when it runs.
    const clock = new FakeClock();
    const { handler } = makeHandler(db, { clock });
    const reference = await newLead(handler, "before@shop.example");
    await db.query(
      `insert into public.contact_notifications (request_id, kind, status, last_error, next_attempt_at, created_at)
     select id, 'answer_reminder', 'expired', 'not sent: the lead arrived before answers were tracked', now(), now()
       from public.contact_requests`,
    );
    clock.advance(AFTER_MS);
    deepStrictEqual(await createStores(db).reminders.queueAnswerReminders(clock.now(), AFTER_MS), 0);
    deepStrictEqual((await reminders(db)).map((row) => [row.reference, row.status]), [[reference, "expired"]]);
  },
).forEach((test) => Deno.test(test));
