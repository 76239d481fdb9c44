// The migration on both databases: Supabase's roles cannot touch the
// tables, and the constraints refuse what the contract refuses.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { backendTests } from "../support/harness.ts";
import { applyMigrations } from "../../../local/database/migrations.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { createStores } from "../../send-contact-email/stores.ts";

const TABLES = [
  "contact_mail_holds",
  "contact_notifications",
  "contact_requests",
  "lead_bookings",
  "lead_history",
  "lead_milestones",
  "lead_offer_options",
  "lead_offers",
  "lead_renewals",
  "team_sign_in_codes",
];

async function rejects(
  db: Database,
  sql: string,
  params: unknown[] = [],
): Promise<string> {
  try {
    await db.transaction((tx) => tx.query(sql, params));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected the database to refuse: ${sql}`);
}

let references = 0;

/** A new well-formed reference for each row: 2222-2223, 2222-2224, ... (the alphabet has no 0 or 1). */
const nextReference = () => {
  const digits = (references++).toString(8).padStart(8, "0").replace(/[0-7]/g, (d) => "23456789"[Number(d)]);
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
};

const insert = (overrides: Record<string, string> = {}) => {
  const row: Record<string, string> = {
    reference: nextReference(),
    name: "Mei",
    email: "mei@shop.example",
    shipping_country: "Canada",
    message: "Hi",
    client_hash: "a".repeat(64),
    ...overrides,
  };
  const columns = Object.keys(row);
  return {
    sql: `insert into public.contact_requests (${columns.join(", ")}) values (${
      columns.map((_, i) => `$${i + 1}`).join(", ")
    })`,
    params: Object.values(row),
  };
};

backendTests("row level security is on, with no policies", async (db) => {
  const rows = await db.query<
    { relname: string; relrowsecurity: boolean; policies: number }
  >(
    `select c.relname, c.relrowsecurity,
            (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
       from pg_class c where c.relname = any($1) order by c.relname`,
    [TABLES],
  );
  deepStrictEqual(rows.map((r) => [r.relname, r.relrowsecurity, r.policies]), [
    ["contact_mail_holds", true, 0],
    ["contact_notifications", true, 0],
    ["contact_requests", true, 0],
    ["lead_bookings", true, 0],
    ["lead_history", true, 0],
    ["lead_milestones", true, 0],
    ["lead_offer_options", true, 0],
    ["lead_offers", true, 0],
    ["lead_renewals", true, 0],
    ["team_sign_in_codes", true, 0],
  ]);
}).forEach((test) => Deno.test(test));

backendTests(
  "anon and authenticated have no privileges; service_role may write",
  async (db) => {
    for (const table of TABLES) {
      for (const role of ["anon", "authenticated"]) {
        for (
          const privilege of [
            "select",
            "insert",
            "update",
            "delete",
            "truncate",
            "references",
            "trigger",
          ]
        ) {
          const [row] = await db.query<{ allowed: boolean }>(
            "select has_table_privilege($1, $2, $3) as allowed",
            [role, `public.${table}`, privilege],
          );
          deepStrictEqual(row.allowed, false, `${role} ${privilege} on ${table}`);
        }
      }
      const [service] = await db.query<{ allowed: boolean }>(
        "select has_table_privilege('service_role', $1, 'insert') as allowed",
        [`public.${table}`],
      );
      ok(service.allowed, `service_role inserts into ${table}`);
    }
    const message = await db.transaction(async (tx) => {
      await tx.query("set local role anon");
      await tx.query("select 1 from public.contact_requests limit 1");
      return "allowed";
    }).catch((error) => (error as Error).message);
    ok(
      /permission denied/.test(message),
      `anon reading the leads: ${message}`,
    );
  },
).forEach((test) => Deno.test(test));

backendTests("the constraints mirror the contract", async (db) => {
  const valid = insert();
  await db.query(valid.sql, valid.params);
  const refused: Record<string, string>[] = [
    { name: "n".repeat(101) },
    { name: "" },
    { name: "Mei\r\nBcc: x@y.example" },
    { email: "a@b.example,c@d.example" },
    { email: "not-an-address" },
    { phone: "1".repeat(41) },
    { phone: "555\n0101" },
    { shipping_country: "c".repeat(101) },
    { shipping_country: "Canada\nBcc: x@y.example" },
    { shipping_details: "d".repeat(501) },
    { message: "m".repeat(5001) },
    { message: "" },
    { client_hash: "198.51.100.7" },
    { cargo_pieces: "0" },
    { cargo_pieces: "10000" },
    { cargo_pieces: "2.5" },
    { cargo_length_cm: "0.5" },
    { cargo_width_cm: "401" },
    { cargo_height_cm: "-1" },
    { cargo_weight_kg: "0.05" },
    { cargo_weight_kg: "100000.1" },
    { cargo_contents: "{batteries,gold}" },
    { pickup_city: "p".repeat(101) },
    { pickup_city: "Shenzhen\nBcc: x@y.example" },
    { reference: "K7QM-4TX0" },
    { reference: "k7qm-4txh" },
    { reference: "K7QM4TXH" },
  ];
  for (const bad of refused) {
    const { sql, params } = insert(bad);
    await rejects(db, sql, params);
  }
  const duplicate = insert({ idempotency_key: "same" });
  await db.query(duplicate.sql, duplicate.params);
  const sameKey = insert({ idempotency_key: "same" });
  ok(/duplicate key|unique/.test(await rejects(db, sameKey.sql, sameKey.params)), "idempotency keys are unique");
  const sameReference = insert({ reference: "K7QM-4TXH" });
  await db.query(sameReference.sql, sameReference.params);
  ok(/duplicate key|unique/.test(await rejects(db, sameReference.sql, sameReference.params)), "references are unique");
  const cargo = insert({
    cargo_pieces: "9999",
    cargo_length_cm: "400",
    cargo_width_cm: "1",
    cargo_height_cm: "45.5",
    cargo_weight_kg: "0.1",
    cargo_contents: "{batteries,liquids,powders,magnets}",
    pickup_city: "Shenzhen",
  });
  await db.query(cargo.sql, cargo.params);
}).forEach((test) => Deno.test(test));

backendTests("applying the migrations again changes nothing", async (db) => {
  deepStrictEqual(await applyMigrations(db), []);
}).forEach((test) => Deno.test(test));

backendTests("the server is the version we target", async (db, backend) => {
  const [row] = await db.query<{ version: number }>(
    "select current_setting('server_version_num')::int as version",
  );
  // Supabase runs PostgreSQL 15; PGlite embeds a newer major version.
  if (backend === "postgres") {
    ok(row.version >= 150000 && row.version < 160000, `got ${row.version}`);
  } else ok(row.version >= 150000, `got ${row.version}`);
}).forEach((test) => Deno.test(test));

backendTests("the health probe runs what a lead's accept runs: without the mailbox column it fails", async (db) => {
  const store = createStores(db);
  await store.leads.probe(new Date());
  // As when the mailbox migration is not applied; put back after, as the database is shared by the tests.
  await db.query("alter table public.contact_requests rename column mailbox to mailbox_missing");
  let refused: unknown = null;
  try {
    await store.leads.probe(new Date()).catch((error) => (refused = error));
  } finally {
    await db.query("alter table public.contact_requests rename column mailbox_missing to mailbox");
  }
  ok(refused !== null, "the probe passed on a schema every lead's rate count would fail on");
  match(String(refused), /mailbox/);
}).forEach((test) => Deno.test(test));

/** The statement writing a lead's booking row, `overrides` on a valid one. */
function bookingInsert(id: string, overrides: Record<string, unknown> = {}): [string, unknown[]] {
  const row: Record<string, unknown> = {
    request_id: id,
    service: "express",
    cargo_ready_date: "2026-12-01",
    supplier: JSON.stringify({ company: "Factory", contact: "Li", phone: "+86 1", address: "Shenzhen" }),
    sends: 1,
    first_requested_at: "2026-11-30T00:00:00Z",
    requested_at: "2026-11-30T00:00:00Z",
    ...overrides,
  };
  const columns = Object.keys(row);
  return [
    `insert into public.lead_bookings (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`)})`,
    Object.values(row),
  ];
}

/** The statement queueing an e-mail of `kind` about the lead `id`, with `payload`. */
function notificationInsert(id: string, kind: string, payload: Record<string, unknown>): [string, unknown[]] {
  return [
    `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at)
     values ($1, $2, $3::jsonb, now(), now())`,
    [id, kind, JSON.stringify(payload)],
  ];
}

backendTests("bookings, milestones and their e-mails: the constraints refuse what the contract refuses", async (db) => {
  const lead = insert();
  await db.query(lead.sql, lead.params);
  const [{ id }] = await db.query<{ id: string }>("select id from public.contact_requests where reference = $1", [
    lead.params[0],
  ]);
  const booking = (overrides: Record<string, unknown> = {}) => bookingInsert(id, overrides);
  for (
    const bad of [{ service: "overnight" }, { sends: 0 }, { sends: 6 }, { supplier: "[]" }, { supplier: null }, {
      requested_at: "2026-11-29T00:00:00Z",
    }]
  ) await rejects(db, ...booking(bad));
  await db.query(...booking());
  ok(/duplicate key|unique/.test(await rejects(db, ...booking())), "one booking a lead");

  const milestone = (name: string, flight: string | null): [string, unknown[]] => [
    "insert into public.lead_milestones (request_id, milestone, at, flight, member) values ($1, $2, now(), $3, $4)",
    [id, name, flight, "ops@forwarder.example"],
  ];
  await rejects(db, ...milestone("landed", null));
  await rejects(db, ...milestone("departed", null));
  await rejects(db, ...milestone("collected", "CX 123"));
  await db.query(...milestone("collected", null));
  await db.query(...milestone("departed", "CX 123"));
  ok(/duplicate key|unique/.test(await rejects(db, ...milestone("collected", null))), "each milestone once");

  const notification = (kind: string, payload: Record<string, unknown>) => notificationInsert(id, kind, payload);
  await rejects(db, ...notification("booking_request_1", {}));
  await rejects(db, ...notification("booking_request_1", { number: 1 }));
  await rejects(db, ...notification("booking_request_1", { number: 1, booking: "{}" }));
  await rejects(db, ...notification("booking_request_2", { number: 1, booking: {} }));
  await rejects(db, ...notification("booking_request_6", { number: 6, booking: {} }));
  await rejects(db, ...notification("milestone_collected", {}));
  await rejects(db, ...notification("milestone_collected", { milestone: "departed" }));
  await rejects(db, ...notification("booking", { awb: "160-1234567" }));
  await rejects(db, ...notification("choice", { service: "overnight", number: 1 }));
  await rejects(db, ...notification("choice", { service: "express", number: 6 }));
  await rejects(db, ...notification("choice", { service: "express", number: "1" }));
  await db.query(...notification("booking_request_1", { number: 1, booking: {} }));
  await db.query(...notification("booking_request_2", { number: 2, booking: {} }));
  ok(
    /duplicate key|unique/.test(
      await rejects(db, ...notification("booking_request_2", { number: 2, booking: {} })),
    ),
  );
  const at = new Date().toISOString();
  await rejects(db, ...notification("milestone_collected", { milestone: "collected" }));
  await db.query(...notification("milestone_collected", { milestone: "collected", at }));
  await db.query(...notification("milestone_departed", { milestone: "departed", at, flight: "CX 880" }));
  ok(
    /duplicate key|unique/.test(
      await rejects(db, ...notification("milestone_departed", { milestone: "departed", at, flight: "CX 880" })),
    ),
  );
  const families = await db.query<{ family: string }>(
    "select family from public.contact_notifications where request_id = $1 order by family",
    [id],
  );
  deepStrictEqual(
    families.map(({ family }) => family),
    ["booking_request", "booking_request", "milestone", "milestone"],
    "the kinds' family, without their number or milestone",
  );
  // The code before the migration marks leads with this statement: it must still find its index.
  await db.query(
    `insert into public.contact_notifications (request_id, kind, next_attempt_at, created_at)
     values ($1, 'answer_reminder', now(), now())
     on conflict (request_id, kind) where kind <> 'choice' do nothing`,
    [id],
  );
  await db.query(...notification("team", {}));
  ok(/duplicate key|unique/.test(await rejects(db, ...notification("team", {}))), "the other kinds: one of each");

  await db.query("delete from public.contact_requests where id = $1", [id]);
  const [left] = await db.query<{ n: number }>(
    `select (select count(*) from public.lead_bookings where request_id = $1)::int
          + (select count(*) from public.lead_milestones where request_id = $1)::int as n`,
    [id],
  );
  deepStrictEqual(left.n, 0, "they go with their lead");
}).forEach((test) => Deno.test(test));

backendTests("offers, their options and renewals: the constraints refuse what the contract refuses", async (db) => {
  const lead = insert();
  await db.query(lead.sql, lead.params);
  const [{ id }] = await db.query<{ id: string }>("select id from public.contact_requests where reference = $1", [
    lead.params[0],
  ]);
  const offer = (number: number, overrides: Record<string, unknown> = {}): [string, unknown[]] => {
    const row: Record<string, unknown> = {
      request_id: id,
      number,
      sent_at: "2026-12-03T00:00:00Z",
      valid_until: "2026-12-10",
      currency: "USD",
      minor_digits: 2,
      member: "ops@forwarder.example",
      ...overrides,
    };
    const columns = Object.keys(row);
    return [
      `insert into public.lead_offers (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`)})`,
      Object.values(row),
    ];
  };
  for (const bad of [{ number: 0 }, { number: 6 }, { currency: "usd" }, { note: "" }, { minor_digits: 5 }]) {
    await rejects(db, ...offer(1, bad));
  }
  await db.query(...offer(1));
  const option = (values: unknown[]): [string, unknown[]] => [
    `insert into public.lead_offer_options
       (request_id, number, position, service, amount_minor, transit_days, pickup, door, insurance)
     values ($1, $2, $3, $4, $5, $6, false, false, false)`,
    [id, ...values],
  ];
  for (
    const bad of [
      [1, 0, "express", 0, "2-3"],
      [1, 0, "express", -1, "2-3"],
      [1, 0, "overnight", 100, "2-3"],
      [
        1,
        0,
        "express",
        100,
        "soon",
      ],
      [2, 0, "express", 100, "2-3"],
      [1, 3, "express", 100, "2-3"],
    ]
  ) await rejects(db, ...option(bad));
  await db.query(...option([1, 0, "express", 70250, "2-3"]));
  ok(/duplicate key|unique/.test(await rejects(db, ...option([1, 1, "express", 100, "5"]))), "each service once");
  const renewal = (number: number, offerNumber: number): [string, unknown[]] => [
    "insert into public.lead_renewals (request_id, number, offer_number, requested_at) values ($1, $2, $3, now())",
    [id, number, offerNumber],
  ];
  await rejects(db, ...renewal(3, 1));
  await rejects(db, ...renewal(1, 2));
  await db.query(...renewal(1, 1));
  ok(/duplicate key|unique/.test(await rejects(db, ...renewal(2, 1))), "one renewal an offer");
  // The e-mails' kinds and the family they are counted by.
  await rejects(db, ...notificationInsert(id, "offer_1", {}));
  await rejects(db, ...notificationInsert(id, "offer_1", { number: 2 }));
  await db.query(...notificationInsert(id, "offer_1", { number: 1 }));
  await db.query(...notificationInsert(id, "renewal_1", { number: 1, offer: 1, validUntil: "2026-12-10" }));
  await rejects(db, ...notificationInsert(id, "renewal_2", { number: 2 }));
  await rejects(db, ...notificationInsert(id, "offer_6", { number: 6 }));
  const families = await db.query<{ kind: string; family: string }>(
    "select kind, family from public.contact_notifications where request_id = $1 order by kind",
    [id],
  );
  deepStrictEqual(families, [{ kind: "offer_1", family: "offer" }, { kind: "renewal_1", family: "renewal" }]);
  // A booking at an offer names it whole, or not at all.
  await rejects(db, ...bookingInsert(id, { offer_number: 1 }));
  await db.query(...bookingInsert(id, { offer_number: 1, offer_amount_minor: 70250, offer_currency: "USD" }));
  // Retention deletes the lead: its offers, their options and its renewals go with it.
  await db.query("delete from public.contact_requests where id = $1", [id]);
  for (const table of ["lead_offers", "lead_offer_options", "lead_renewals", "lead_bookings"]) {
    const [{ count }] = await db.query<{ count: number }>(
      `select count(*)::int as count from public.${table} where request_id = $1`,
      [id],
    );
    deepStrictEqual(count, 0, table);
  }
}).forEach((test) => Deno.test(test));
