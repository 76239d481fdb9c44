// The outbox's payload (migration 20261202000000_outbox_payload.sql): the
// e-mails queued before it, of every kind, keep what they are made from in
// their payload and stay due as they were, and the new code sends them as
// the code before it would have; and while the code before it still runs
// (a deploy applies the migration first), the rows it writes, with the old
// columns, are sent by the new code, and the rows the new code writes carry
// the old columns the code before it reads.
import { deepStrictEqual } from "node:assert/strict";
import { lastWholeWeek } from "../../send-contact-email/scheduled/weeklySummary.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { applyMigrations } from "../../../local/database/migrations.ts";
import { backendTests, emptyDatabaseTests, FakeClock, HOUR_MS, makeHandler, migrateUntil } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { FIXTURE_AIRLINES } from "../support/replies.ts";

const MIGRATION = "20261202000000_outbox_payload";
const AWB = `${FIXTURE_AIRLINES[0].prefix}12345675`;
const OTHER_AWB = `${FIXTURE_AIRLINES[0].prefix}00000011`;
const BOOKING = {
  service: "express",
  cargoReadyDate: "2026-01-22",
  supplier: { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" },
  consignee: null,
  notes: "",
};

/** A lead written as the function writes one (the columns every code has), new or booked under AWB. */
async function insertLead(db: Database, reference: string, now: Date, booked = false): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into public.contact_requests
       (reference, name, email, shipping_country, message, client_hash, created_at, language,
        status, answered_at, status_at, awb)
     values ($1, 'Mei', 'mei@shop.example', 'Canada', 'Hi', $2, $3::timestamptz, 'en',
             $4, $5::timestamptz, $5::timestamptz, $6)
     returning id`,
    [
      reference,
      "a".repeat(64),
      now.toISOString(),
      booked ? "booked" : "new",
      booked ? now.toISOString() : null,
      booked ? AWB : null,
    ],
  );
  return id;
}

/** An e-mail queued as the code before the payload queued it: its kind's own columns, due from `due`. */
async function insertOld(
  db: Database,
  row: { request: string | null; kind: string; due: Date; status?: string } & Record<string, unknown>,
): Promise<void> {
  const { request, kind, due, status = "pending", ...columns } = row;
  const names = Object.keys(columns);
  await db.query(
    `insert into public.contact_notifications
       (request_id, kind, status, next_attempt_at, created_at${names.map((name) => `, ${name}`).join("")})
     values ($1, $2, $3, $4::timestamptz, $4::timestamptz${names.map((_, index) => `, $${index + 5}`).join("")})`,
    [request, kind, status, due.toISOString(), ...Object.values(columns)],
  );
}

const payloads = async (db: Database) =>
  Object.fromEntries(
    (await db.query<{ kind: string; request_id: string | null; payload: unknown }>(
      "select kind, request_id, payload from public.contact_notifications where status <> 'sent'",
    )).map((row) => [row.kind, row.payload]),
  );

const dueRows = (db: Database) =>
  db.query("select id, status, attempts, next_attempt_at from public.contact_notifications order by id");

emptyDatabaseTests(
  "the e-mails queued before the payload keep what they are made from, stay due, and go out as before",
  async (db) => {
    await migrateUntil(db, MIGRATION);
    const clock = new FakeClock();
    const before = new Date(clock.now().getTime() - 60_000);
    const asking = await insertLead(db, "AAAA-2222", before);
    const booked = await insertLead(db, "BBBB-2222", before, true);
    const departed = new Date(clock.now().getTime() - 30_000);
    await db.query(
      `insert into public.lead_milestones (request_id, milestone, at, flight, member)
       values ($1, 'departed', $2::timestamptz, 'CX 880', 'ops@forwarder.example')`,
      [booked, departed.toISOString()],
    );
    const week = lastWholeWeek(clock.now()).start;
    for (
      const row of [
        { request: asking, kind: "team", due: before },
        { request: asking, kind: "visitor_confirmation", due: before },
        { request: asking, kind: "choice", due: before, choice_number: 2, chosen_service: "economy" },
        {
          request: asking,
          kind: "booking_request_1",
          due: before,
          booking_number: 1,
          booking: JSON.stringify(BOOKING),
        },
        { request: asking, kind: "answer_reminder", due: before },
        { request: booked, kind: "booking", due: before, booking_awb: AWB },
        { request: booked, kind: "milestone_departed", due: before, milestone: "departed" },
        { request: booked, kind: "team", due: before, status: "sent" },
        // Failed, and due again in an hour.
        { request: booked, kind: "visitor_confirmation", due: new Date(clock.now().getTime() + HOUR_MS) },
        { request: null, kind: "weekly_summary", due: before, summary_week_start: week.toISOString() },
        { request: null, kind: "volume_notice", due: before },
      ]
    ) await insertOld(db, { ...row, status: row.status ?? (row.due > before ? "failed" : "pending") });
    const dueBefore = await dueRows(db);

    // This migration first, then any after it (the code below needs them all).
    deepStrictEqual((await applyMigrations(db))[0], MIGRATION);
    deepStrictEqual(await dueRows(db), dueBefore, "every row as due as it was");
    deepStrictEqual(await payloads(db), {
      team: {},
      visitor_confirmation: {},
      choice: { service: "economy", number: 2 },
      booking_request_1: { number: 1, booking: BOOKING },
      answer_reminder: {},
      booking: { awb: AWB },
      milestone_departed: { milestone: "departed", at: departed.toISOString(), flight: "CX 880" },
      weekly_summary: { weekStart: week.toISOString() },
      volume_notice: {},
    });

    const { handler, mailer } = makeHandler(db, { clock });
    const [{ id: notice }] = await db.query<{ id: string }>(
      "select id from public.contact_notifications where kind = 'volume_notice'",
    );
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 9, failed: 0 });
    deepStrictEqual(mailer.sent.map((email) => email.idempotencyKey).sort(), [
      `contact-volume-notice/${notice}`,
      "quote-request/AAAA-2222/answer_reminder",
      "quote-request/AAAA-2222/booking-request-1",
      "quote-request/AAAA-2222/choice-2",
      "quote-request/AAAA-2222/team",
      "quote-request/AAAA-2222/visitor_confirmation",
      `quote-request/BBBB-2222/booking/${AWB}`,
      "quote-request/BBBB-2222/milestone/departed",
      `weekly-summary/${new Date(week.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10)}`,
    ]);
    clock.advance(2 * HOUR_MS);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 1, failed: 0 }, "the failed one, when due");
    deepStrictEqual(mailer.sent.at(-1)?.idempotencyKey, "quote-request/BBBB-2222/visitor_confirmation");
  },
).forEach((test) => Deno.test(test));

backendTests("what the code before the payload writes after the migration is sent by the new code", async (db) => {
  const { handler, mailer, clock } = makeHandler(db);
  const reference = async (email: string) =>
    (await (await postContact(handler, validRequest({ email }))).json()).reference as string;
  const [asking, booked] = [await reference("ask@shop.example"), await reference("book@shop.example")];
  const idOf = async (ref: string) =>
    (await db.query<{ id: string }>("select id from public.contact_requests where reference = $1", [ref]))[0].id;
  const [askingId, bookedId] = [await idOf(asking), await idOf(booked)];
  const now = clock.now().toISOString();
  await db.query(
    `update public.contact_requests set status = 'booked', answered_at = $2::timestamptz,
            status_at = $2::timestamptz, awb = $3 where id = $1`,
    [bookedId, now, OTHER_AWB],
  );
  // The statements of the code before the payload, as they were.
  await db.query(
    `with chosen as (
       update public.contact_requests
          set chosen_service = $2, chosen_at = $3::timestamptz, choice_changes = $4
        where id = $1
     )
     insert into public.contact_notifications
       (request_id, kind, choice_number, chosen_service, next_attempt_at, created_at, client_hash)
     values ($1, 'choice', $4, $2, $3::timestamptz, $3::timestamptz, $5)`,
    [askingId, "express", now, 1, "b".repeat(64)],
  );
  await db.query(
    `insert into public.contact_notifications
       (request_id, kind, booking_number, booking, next_attempt_at, created_at, client_hash)
     values ($1, 'booking_request_' || $2::int, $2::int, $3::jsonb, $4::timestamptz, $4::timestamptz, $5)`,
    [askingId, 1, JSON.stringify(BOOKING), now, "b".repeat(64)],
  );
  const queueBooking = (awb: string) =>
    db.query(
      `insert into public.contact_notifications (request_id, kind, booking_awb, next_attempt_at, created_at)
       values ($1, 'booking', $2, $3::timestamptz, $3::timestamptz)
       on conflict (request_id, kind) where kind <> 'choice' do update
          set booking_awb = excluded.booking_awb, status = 'pending', attempts = 0, last_error = null,
              next_attempt_at = excluded.next_attempt_at, created_at = excluded.created_at, locked_until = null,
              sent_at = null, provider_message_id = null, uncertain_since = null, possible_repeat = false
        where contact_notifications.booking_awb <> excluded.booking_awb or contact_notifications.status = 'expired'
       returning id`,
      [bookedId, awb, now],
    );
  await queueBooking(AWB);
  // Booked again under another number before the first e-mail went out: the e-mail follows the number.
  await queueBooking(OTHER_AWB);
  await db.query(
    `insert into public.lead_milestones (request_id, milestone, at, flight, member)
     values ($1, 'collected', $2::timestamptz, null, 'ops@forwarder.example')`,
    [bookedId, now],
  );
  await db.query(
    `insert into public.contact_notifications (request_id, kind, milestone, next_attempt_at, created_at)
     values ($1, 'milestone_' || $2::text, $2::text, $3::timestamptz, $3::timestamptz)
     on conflict (request_id, kind) where kind <> 'choice' do nothing`,
    [bookedId, "collected", now],
  );
  const week = lastWholeWeek(new Date(clock.now().getTime() + 7 * 24 * HOUR_MS));
  const queueSummary = () =>
    db.query(
      `insert into public.contact_notifications (request_id, kind, summary_week_start, next_attempt_at, created_at)
       select null, 'weekly_summary', $1::timestamptz, $3::timestamptz, $3::timestamptz
        where exists (select 1 from public.contact_requests
                       where created_at >= $1::timestamptz and created_at < $2::timestamptz)
       on conflict (summary_week_start) where kind = 'weekly_summary' do nothing
       returning id`,
      [week.start.toISOString(), week.end.toISOString(), now],
    );
  deepStrictEqual((await queueSummary()).length, 1);
  deepStrictEqual(await createStores(db).summary.queueWeeklySummary({ ...week, now: clock.now() }), false);
  deepStrictEqual((await queueSummary()).length, 0, "once a week, whichever code queues it");

  mailer.sent.length = 0;
  deepStrictEqual(await handler.delivery.deliverDue(), { sent: 5, failed: 0 });
  deepStrictEqual(
    mailer.sent.map((email) => email.idempotencyKey).sort(),
    [
      `quote-request/${asking}/booking-request-1`,
      `quote-request/${asking}/choice-1`,
      `quote-request/${booked}/booking/${OTHER_AWB}`,
      `quote-request/${booked}/milestone/collected`,
      `weekly-summary/${new Date(week.start.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10)}`,
    ].sort(),
  );
}).forEach((test) => Deno.test(test));

backendTests("what the new code writes carries the columns the code before the payload reads", async (db) => {
  const { handler, clock } = makeHandler(db);
  const response = await postContact(handler, validRequest());
  const { reference } = await response.json();
  const stores = createStores(db);
  await stores.progress.markLead(reference, { status: "booked", awb: AWB }, clock.now());
  const week = lastWholeWeek(new Date(clock.now().getTime() + 7 * 24 * HOUR_MS));
  deepStrictEqual(await stores.summary.queueWeeklySummary({ ...week, now: clock.now() }), true);
  deepStrictEqual(
    await db.query(
      `select kind, booking_awb, summary_week_start from public.contact_notifications
        where kind in ('booking', 'weekly_summary') order by kind`,
    ),
    [
      { kind: "booking", booking_awb: AWB, summary_week_start: null },
      { kind: "weekly_summary", booking_awb: null, summary_week_start: week.start },
    ],
  );
}).forEach((test) => Deno.test(test));
