// The outbox's payload (migrations 20261202000000_outbox_payload.sql, then
// 20261204000000_outbox_payload_only.sql, which drops the columns it
// replaced): the e-mails queued before it, of every kind, keep what they are
// made from in their payload and stay due as they were, and the code sends
// them as the code before it would have; the outbox then holds each e-mail's
// kind and payload alone, and refuses a payload its kind's e-mail could not
// be made from.
import { deepStrictEqual } from "node:assert/strict";
import { lastWholeWeek } from "../../send-contact-email/scheduled/weeklySummary.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { applyMigrations } from "../../../local/database/migrations.ts";
import { backendTests, emptyDatabaseTests, FakeClock, HOUR_MS, makeHandler, migrateUntil } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { FIXTURE_AIRLINES } from "../support/replies.ts";

const MIGRATION = "20261202000000_outbox_payload";
const AWB = `${FIXTURE_AIRLINES[0].prefix}12345675`;
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

backendTests(
  "the outbox keeps kind and payload alone, and refuses a payload without what its kind's e-mail is made from",
  async (db) => {
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'contact_notifications' order by column_name`,
    );
    const names = columns.map(({ column_name }) => column_name);
    for (
      const gone of [
        "choice_number",
        "chosen_service",
        "booking_number",
        "booking",
        "booking_awb",
        "milestone",
        "summary_week_start",
      ]
    ) {
      deepStrictEqual(names.includes(gone), false, `${gone} is gone`);
    }
    const { handler } = makeHandler(db);
    const { reference } = await (await postContact(handler, validRequest())).json();
    const [{ id }] = await db.query<{ id: string }>("select id from public.contact_requests where reference = $1", [
      reference,
    ]);
    const queue = (kind: string, payload: unknown) =>
      db.query(
        `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at)
       values ($1, $2, $3::jsonb, now(), now())`,
        [id, kind, JSON.stringify(payload)],
      ).then(
        () => "queued",
        (error: Error) => (/contact_notifications_payload_of_kind/.test(error.message) ? "refused" : error.message),
      );
    deepStrictEqual(
      [
        await queue("booking", {}),
        await queue("booking", { awb: "160-1234567" }),
        await queue("choice", { service: "express" }),
        await queue("booking_request_2", { number: 1, booking: BOOKING }),
        await queue("milestone_departed", { milestone: "arrived", at: new Date().toISOString() }),
        await queue("offer_1", {}),
        await queue("weekly_summary", {}),
        await queue("choice", { service: "express", number: "1" }),
        await queue("renewal_1", { number: 1 }),
      ],
      Array(9).fill("refused"),
    );
    deepStrictEqual(
      [
        await queue("booking", { awb: AWB }),
        await queue("choice", { service: "express", number: 1 }),
        await queue("booking_request_1", { number: 1, booking: BOOKING }),
        await queue("milestone_departed", { milestone: "departed", at: new Date().toISOString(), flight: null }),
        await queue("offer_1", { number: 1 }),
      ],
      Array(5).fill("queued"),
    );
  },
).forEach((test) => Deno.test(test));
