// The outbox sends what its capabilities register (emailKinds.ts): each
// claimed e-mail goes to its own kind's composer, with its payload and its
// lead; each kind's policy (its hourly ceiling, its age, its lead) decides
// when it goes, and a kind nobody registered is never taken. A list of kinds
// the outbox cannot send is refused when the function starts. And a lead's
// own claim stays two statements once it holds the lock (supabase/README.md).
import { deepStrictEqual, ok, throws } from "node:assert/strict";
import { createNotificationDelivery } from "../../send-contact-email/outbox/delivery.ts";
import {
  type ClaimedEmail,
  type EmailKind,
  emailKindProblems,
  leadOf,
} from "../../send-contact-email/outbox/emailKinds.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";
import { createOutboxStore } from "../../send-contact-email/outbox/outboxStore.ts";
import type { Database, SqlRunner } from "../../send-contact-email/storage/database.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { emailKinds } from "../../send-contact-email/wiring.ts";
import {
  backendTests,
  FakeClock,
  HOUR_MS,
  makeHandler,
  RecordingMailer,
  silentLogger,
  testSettings,
} from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";

/** Building the kinds reads no database: they read their stores when they compose. */
const NO_DATABASE = undefined as unknown as Database;

/** An e-mail a test's composer makes of a claimed row: its kind, its lead's reference and its payload, in the key. */
const emailOf = (email: ClaimedEmail): OutgoingEmail => ({
  to: "team@forwarder.test",
  from: "quotes@forwarder.test",
  subject: email.kind,
  text: JSON.stringify(email.payload),
  html: "",
  idempotencyKey: `${email.kind}/${email.lead?.reference ?? "none"}/${JSON.stringify(email.payload)}`,
});

/** A kind whose composer records what it was given. */
const recorded = (kind: string, seen: ClaimedEmail[], policy: Partial<EmailKind> = {}): EmailKind => ({
  kind,
  ...policy,
  compose: (email) => {
    seen.push(email);
    return Promise.resolve(emailOf(email));
  },
});

/** The outbox's delivery on `db` sending only `kinds`. */
function deliveryOf(db: Database, kinds: EmailKind[], clock: FakeClock, teamEmailsPerHour = 30) {
  const settings = testSettings();
  const mailer = new RecordingMailer();
  const delivery = createNotificationDelivery({
    store: createOutboxStore(db),
    mailer,
    clock: clock.now,
    options: { ...settings.delivery, teamEmailsPerHour, confirmationsPerHour: 30 },
    logger: silentLogger,
    kinds,
  });
  return { delivery, mailer };
}

/** A stored lead (its own e-mails sent), by its reference and id. */
async function storedLead(db: Database, email: string, clock: FakeClock, settings = testSettings()) {
  const { handler } = makeHandler(db, { clock, settings });
  const { reference, id } = await (await postContact(handler, validRequest({ email }), {
    clientAddress: `198.51.100.${email.length}`,
  })).json();
  return { reference: reference as string, id: id as string };
}

/** Queues an e-mail of `kind` about `lead` (or none) with `payload`, due now. */
const queue = (db: Database, kind: string, lead: string | null, payload: object, at: Date) =>
  db.query(
    `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at)
     values ($1, $2, $3::jsonb, $4::timestamptz, $4::timestamptz)`,
    [lead, kind, JSON.stringify(payload), at.toISOString()],
  );

const rowsOf = (db: Database, kind: string) =>
  db.query<{ status: string; last_error: string | null }>(
    "select status, last_error from public.contact_notifications where kind = $1 order by created_at",
    [kind],
  );

backendTests("each claimed e-mail goes to its own kind's composer, with its payload and lead", async (db) => {
  const clock = new FakeClock();
  const lead = await storedLead(db, "mei@shop.example", clock);
  await queue(db, "choice", lead.id, { service: "economy", number: 1 }, clock.now());
  await queue(db, "booking_request_1", lead.id, { number: 1, booking: { service: "express" } }, clock.now());
  await queue(db, "volume_notice", null, {}, clock.now());
  const choices: ClaimedEmail[] = [];
  const bookings: ClaimedEmail[] = [];
  const { delivery, mailer } = deliveryOf(db, [
    recorded("choice", choices, { ceiling: "team" }),
    recorded("booking_request", bookings, { ceiling: "team" }),
  ], clock);

  deepStrictEqual(await delivery.deliverDue(), { sent: 2, failed: 0 });
  deepStrictEqual(
    choices.map((email) => [email.kind, email.payload, leadOf(email).reference]),
    [["choice", { service: "economy", number: 1 }, lead.reference]],
  );
  deepStrictEqual(
    bookings.map((email) => [email.kind, email.payload, leadOf(email).reference]),
    [["booking_request", { number: 1, booking: { service: "express" } }, lead.reference]],
  );
  deepStrictEqual(mailer.sent.map((email) => email.subject).sort(), ["booking_request", "choice"]);
  deepStrictEqual((await rowsOf(db, "volume_notice")).map((row) => row.status), ["pending"], "no kind: never taken");
}).forEach((test) => Deno.test(test));

backendTests("a kind's registered policy decides when it goes: its ceiling, its age, its lead", async (db) => {
  const clock = new FakeClock();
  const first = await storedLead(db, "first@shop.example", clock);
  const second = await storedLead(db, "second@shop.example", clock);
  await db.query("delete from public.contact_notifications");
  await queue(db, "choice", first.id, { service: "economy", number: 1 }, clock.now());
  await queue(db, "choice", second.id, { service: "economy", number: 1 }, new Date(clock.now().getTime() + 1));
  await queue(db, "visitor_confirmation", first.id, {}, new Date(clock.now().getTime() - 2 * HOUR_MS));
  await queue(db, "visitor_confirmation", second.id, {}, clock.now());
  await queue(db, "answer_reminder", first.id, {}, clock.now());
  await db.query("update public.contact_requests set status = 'answered', answered_at = now(), status_at = now()");
  clock.advance(1000);
  const seen: ClaimedEmail[] = [];
  const { delivery } = deliveryOf(
    db,
    [
      recorded("choice", seen, { ceiling: "team" }),
      recorded("visitor_confirmation", seen, {
        expires: { afterMs: HOUR_MS, because: "not sent: older than the test's hour" },
      }),
      recorded("answer_reminder", seen, {
        stillWanted: { sql: "r.status = 'lost'", because: "not sent: the test's lead is not lost" },
      }),
    ],
    clock,
    1,
  );

  deepStrictEqual(await delivery.deliverDue(), { sent: 2, failed: 0 });
  deepStrictEqual(
    seen.map((email) => [email.kind, leadOf(email).reference]).sort(),
    [["choice", first.reference], ["visitor_confirmation", second.reference]],
    "one choice in the hour of a ceiling of one; the fresh confirmation",
  );
  deepStrictEqual((await rowsOf(db, "choice")).map((row) => row.status), ["sent", "pending"]);
  deepStrictEqual(await rowsOf(db, "visitor_confirmation"), [
    { status: "expired", last_error: "not sent: older than the test's hour" },
    { status: "sent", last_error: null },
  ]);
  deepStrictEqual(await rowsOf(db, "answer_reminder"), [
    { status: "expired", last_error: "not sent: the test's lead is not lost" },
  ]);
}).forEach((test) => Deno.test(test));

Deno.test("a list of kinds the outbox cannot send is refused when the function starts", () => {
  const kind = (name: string, policy: Partial<EmailKind> = {}) => recorded(name, [], policy);
  deepStrictEqual(
    emailKindProblems(
      emailKinds({ settings: testSettings(), replies: fixtureReplies, stores: createStores(NO_DATABASE) }),
    ),
    [],
  );
  deepStrictEqual(
    emailKindProblems([kind("choice"), kind("choice"), kind("Milestone"), kind("late", { spare: true })]),
    [
      '"choice" is registered twice',
      '"Milestone": a kind is lower case letters and underscores',
      '"late" is sent with what its ceiling leaves, but names no ceiling',
    ],
  );
  throws(() => deliveryOf(NO_DATABASE, [kind("choice"), kind("choice")], new FakeClock()), /registered twice/);
});

backendTests("a lead's own claim is two statements once it holds the lock", async (db) => {
  const clock = new FakeClock();
  const settings = testSettings({ SEND_VISITOR_CONFIRMATION: "true" });
  const lead = await storedLead(db, "mei@shop.example", clock, settings);
  await db.query("update public.contact_notifications set status = 'pending', attempts = 0");
  const statements: string[] = [];
  const counting = (runner: SqlRunner): SqlRunner => ({
    query: (text, params) => {
      statements.push(text);
      return runner.query(text, params);
    },
    exec: (script) => runner.exec(script),
  });
  const store = createOutboxStore({ ...db, transaction: (work) => db.transaction((tx) => work(counting(tx))) });
  const { claimed } = await store.claimDueNotifications({
    now: clock.now(),
    leaseMs: settings.delivery.leaseMs,
    limit: 10,
    requestId: lead.id,
    kinds: emailKinds({ settings, replies: fixtureReplies, stores: createStores(NO_DATABASE) }),
    teamEmailsPerHour: 30,
    confirmationsPerHour: 30,
    resendWindowMs: settings.delivery.resendWindowMs,
  });
  deepStrictEqual(claimed.map((email) => email.kind), ["team", "visitor_confirmation"]);
  ok(/pg_advisory_xact_lock/.test(statements[0]), statements[0]);
  deepStrictEqual(statements.length - 1, 2, statements.join("\n----\n"));
}).forEach((test) => Deno.test(test));
