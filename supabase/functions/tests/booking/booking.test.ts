// A booking request from the quote page: POST .../quote/<reference>/booking
// with the lead's key. Checked against the contract in the lead's language
// (the words are content/booking.yaml's, as the tests' replies have them);
// refused once booked (409 booked), past the price's last day (409 expired),
// after five sends (429). Each send is stored and told to the team once, in
// the lead's thread, within the team's hourly ceiling.
import { deepStrictEqual, ok } from "node:assert/strict";
import { bookingErrorText, hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { backendTests, FakeClock, HOUR_MS, makeHandler, notifications, testSettings } from "../support/harness.ts";
import { fixtureReplies } from "../support/replies.ts";
import { getQuote, postBooking, postChoice, postContact, validRequest } from "../support/requests.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { book } from "../milestones/shipments.ts";
import { signIn, teamRequest } from "../team/console.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";

const mark = (handler: ContactHandler, token: string, reference: string, body: Record<string, unknown>) =>
  teamRequest(handler, `/team/leads/${reference}/status`, { token, body });

/** Records `milestone` of a booked lead from the console (a departure with its flight). */
async function recordOne(handler: ContactHandler, token: string, reference: string, milestone: string) {
  const body = milestone === "departed" ? { milestone, flight: "CX 880" } : { milestone };
  const response = await teamRequest(handler, `/team/leads/${reference}/milestones`, { token, body });
  deepStrictEqual(response.status, 200, await response.clone().text());
}

const SUPPLIER = {
  company: "Shenzhen Widgets",
  contact: "Li Wei",
  phone: "+86 755 0000 0000",
  address: "1 Road\nShenzhen",
};
const CONSIGNEE = { company: "Shop Inc", contact: "Mei Chan", phone: "+1 555 0101", address: "2 Street\nToronto" };

/** A booking for the clock's day plus a week. */
const booking = (clock: FakeClock, overrides: Record<string, unknown> = {}) => ({
  service: "express",
  cargoReadyDate: hongKongDate(new Date(clock.now().getTime() + 7 * 24 * HOUR_MS)),
  supplier: SUPPLIER,
  ...overrides,
});

async function lead(db: Database, key: string, extra: Record<string, unknown> = {}, settings = testSettings()) {
  const clock = new FakeClock();
  const context = makeHandler(db, { rateCard: FIXTURE_CARD, clock, settings });
  const response = await postContact(
    context.handler,
    { ...validRequest({ ...PRICED, email: `${key}@shop.example` }), ...extra },
    { idempotencyKey: key, clientAddress: `198.51.100.${1 + (key.length % 200)}` },
  );
  deepStrictEqual(response.status, 200);
  const { reference, quoteKey } = await response.json();
  return { ...context, clock, reference: reference as string, key: quoteKey as string };
}

const isBookingRequest = (email: { idempotencyKey: string }) => email.idempotencyKey.includes("/booking-request-");

backendTests("a booking is stored, answered and told to the team once per send, in the lead's thread", async (db) => {
  const { handler, mailer, clock, reference, key } = await lead(db, "book-1");
  const sent = booking(clock, { notes: "Fragile\u202E: handle with care" });
  const response = await postBooking(handler, reference, sent, { key });
  deepStrictEqual(response.status, 200);
  const body = await response.json();
  deepStrictEqual(body.status, "booking requested");
  deepStrictEqual(body.booking, {
    service: "express",
    cargoReadyDate: sent.cargoReadyDate,
    requestedAt: clock.now().toISOString(),
    changesLeft: 4,
    offer: null,
    parties: { supplier: SUPPLIER, notes: "Fragile\u202E: handle with care" },
  });
  // The same booking again (a double click) is no new send.
  deepStrictEqual((await postBooking(handler, reference, sent, { key })).status, 200);
  await handler.settle();
  const told = mailer.sent.filter(isBookingRequest);
  deepStrictEqual(told.map((email) => email.idempotencyKey), [`quote-request/${reference}/booking-request-1`]);
  const team = mailer.sent.find((email) => email.idempotencyKey === `quote-request/${reference}/team`)!;
  deepStrictEqual(told[0].headers, {
    "In-Reply-To": team.headers!["Message-ID"],
    References: team.headers!["Message-ID"],
  });
  deepStrictEqual(told[0].subject, `Re: ${team.subject}`);
  for (const said of ["Shenzhen Widgets", "Li Wei", "+86 755 0000 0000", "Shenzhen", "No consignee", "Send 1 of 5."]) {
    ok(told[0].text.includes(said), `${said}\n---\n${told[0].text}`);
  }
  ok(!/[\u202A-\u202E\u2066-\u2069]/.test(told[0].text + told[0].html), "no bidirectional control reaches the team");
  ok(told[0].text.includes("Fragile: handle with care"), told[0].text);
  ok(told[0].html.includes(`/team?lead=${reference}`), "the console link");
  // A correction is the second send; the quote page says so.
  deepStrictEqual((await postBooking(handler, reference, { ...sent, service: "economy" }, { key })).status, 200);
  await handler.settle();
  deepStrictEqual(mailer.sent.filter(isBookingRequest).length, 2);
  const quote = await (await getQuote(handler, reference, key)).json();
  deepStrictEqual([quote.status, quote.booking.service, quote.booking.changesLeft], [
    "booking requested",
    "economy",
    3,
  ]);
  deepStrictEqual(
    (await notifications(db)).filter((n) => n.kind.startsWith("booking_request_")).map((n) => n.status),
    ["sent", "sent"],
  );
}).forEach((test) => Deno.test(test));

backendTests("a cargo-ready date in the past: 400 naming cargoReadyDate in the lead's language", async (db) => {
  const { handler, clock, reference, key } = await lead(db, "book-2", { language: "es" });
  const today = hongKongDate(clock.now());
  const yesterday = hongKongDate(new Date(clock.now().getTime() - 24 * HOUR_MS));
  const response = await postBooking(handler, reference, booking(clock, { cargoReadyDate: yesterday }), { key });
  deepStrictEqual(response.status, 400);
  const { error } = await response.json();
  deepStrictEqual(error.code, "invalid_fields");
  deepStrictEqual(Object.keys(error.fields), ["cargoReadyDate"]);
  const words = fixtureReplies.languages.es.bookingErrors;
  deepStrictEqual(error.fields.cargoReadyDate, bookingErrorText(words, "cargoReadyDate", "dateRange", "es", today));
  ok(error.fields.cargoReadyDate.startsWith("[es] "), error.fields.cargoReadyDate);
  deepStrictEqual((await db.query("select 1 from public.lead_bookings")).length, 0);
}).forEach((test) => Deno.test(test));

backendTests(
  "a line separator in a party's single-line field: 400 naming the field in the lead's language",
  async (db) => {
    const { handler, clock, reference, key } = await lead(db, "book-2b", { language: "es" });
    const today = hongKongDate(clock.now());
    const words = fixtureReplies.languages.es.bookingErrors;
    const cases = [
      ["company", "Shenzhen\u2028Widgets", "lineBreak"],
      ["contact", "Li\u0085Wei", "lineBreak"],
      ["phone", "+86\u000B755", "lineBreak"],
      ["company", "Shenzhen\u000CWidgets", "lineBreak"],
      ["contact", "Li\u001BWei", "invalidCharacter"],
    ] as const;
    for (const [field, value, problem] of cases) {
      const response = await postBooking(
        handler,
        reference,
        booking(clock, { supplier: { ...SUPPLIER, [field]: value } }),
        {
          key,
        },
      );
      deepStrictEqual(response.status, 400, JSON.stringify(value));
      const { error } = await response.json();
      deepStrictEqual(error.code, "invalid_fields");
      deepStrictEqual(error.fields, {
        [`supplier.${field}`]: bookingErrorText(words, `supplier.${field}`, problem, "es", today),
      });
    }
    deepStrictEqual((await db.query("select 1 from public.lead_bookings")).length, 0);
  },
).forEach((test) => Deno.test(test));

backendTests("door delivery without a consignee, or a service not priced: 400; with one: stored", async (db) => {
  const { handler, mailer, clock, reference, key } = await lead(db, "book-3", {
    deliverTo: "door",
    deliveryPostcode: "10001",
  });
  const missing = await postBooking(handler, reference, booking(clock), { key });
  deepStrictEqual(missing.status, 400);
  const fields = (await missing.json()).error.fields;
  deepStrictEqual(Object.keys(fields).sort(), PARTY.map((field) => `consignee.${field}`).sort());
  const unknown = await postBooking(
    handler,
    reference,
    booking(clock, { service: "overnight", consignee: CONSIGNEE }),
    {
      key,
    },
  );
  deepStrictEqual([unknown.status, Object.keys((await unknown.json()).error.fields)], [400, ["service"]]);
  const stored = await postBooking(handler, reference, booking(clock, { consignee: CONSIGNEE }), { key });
  deepStrictEqual(stored.status, 200);
  deepStrictEqual((await stored.json()).booking.parties.consignee, CONSIGNEE);
  await handler.settle();
  const told = mailer.sent.filter(isBookingRequest);
  deepStrictEqual(told.length, 1, "nothing told of the refused");
  ok(told[0].text.includes("Shop Inc") && told[0].text.includes("Toronto"), told[0].text);
}).forEach((test) => Deno.test(test));
const PARTY = ["company", "contact", "phone", "address"];

backendTests("once booked: 409 booked; past the price's last day: 409 expired; nothing stored", async (db) => {
  const { handler, clock, reference, key } = await lead(db, "book-4");
  await db.query(
    `update public.contact_requests set pricing = jsonb_set(pricing, '{price,validUntil}', '"2026-01-20"')
      where reference = $1`,
    [reference],
  );
  clock.current = new Date("2026-01-20T23:00:00+08:00");
  deepStrictEqual((await postBooking(handler, reference, booking(clock), { key })).status, 200, "its last day");
  clock.advance(2 * HOUR_MS);
  const expired = await postBooking(handler, reference, booking(clock, { service: "economy" }), { key });
  deepStrictEqual([expired.status, (await expired.json()).error.code], [409, "expired"]);
  await db.query(
    `update public.contact_requests set status = 'booked', answered_at = now(), status_at = now(), awb = '16012345675'
      where reference = $1`,
    [reference],
  );
  const booked = await postBooking(handler, reference, booking(clock, { service: "economy" }), { key });
  deepStrictEqual([booked.status, (await booked.json()).error.code], [409, "booked"]);
  const [row] = await db.query<{ service: string; sends: number }>("select service, sends from public.lead_bookings");
  deepStrictEqual([row.service, row.sends], ["express", 1]);
}).forEach((test) => Deno.test(test));

backendTests("a wrong key or another lead's key books nothing: 403", async (db) => {
  const { handler, clock, reference, key } = await lead(db, "book-5");
  const other = await lead(db, "book-6");
  for (const wrong of [other.key, "book-5", null]) {
    const response = await postBooking(handler, reference, booking(clock), { key: wrong });
    deepStrictEqual([response.status, (await response.json()).error.code], [403, "forbidden"], String(wrong));
  }
  ok(key !== other.key);
  deepStrictEqual((await db.query("select 1 from public.lead_bookings")).length, 0);
}).forEach((test) => Deno.test(test));

backendTests("the sixth send is 429; each send's e-mail counts against the team's hourly ceiling", async (db) => {
  const { handler, mailer, clock, reference, key } = await lead(
    db,
    "book-7",
    {},
    testSettings({ TEAM_EMAILS_PER_HOUR: "3", RATE_LIMIT_PER_CLIENT_PER_HOUR: "10" }),
  );
  for (let send = 1; send <= 5; send++) {
    const response = await postBooking(handler, reference, booking(clock, { notes: `send ${send}` }), { key });
    deepStrictEqual(response.status, 200, `send ${send}`);
  }
  const sixth = await postBooking(handler, reference, booking(clock, { notes: "send 6" }), { key });
  deepStrictEqual([sixth.status, (await sixth.json()).error.code], [429, "too_many_sends"]);
  await handler.settle();
  // The lead's own e-mail and two sends fill the hour of three; the other three wait, the team told once.
  deepStrictEqual(mailer.sent.filter(isBookingRequest).length, 2);
  deepStrictEqual(mailer.sent.filter((email) => email.idempotencyKey.startsWith("contact-volume-notice/")).length, 1);
  const rows = (await notifications(db)).filter((n) => n.kind.startsWith("booking_request_"));
  deepStrictEqual(rows.map((n) => n.status).sort(), ["pending", "pending", "pending", "sent", "sent"]);
  clock.advance(HOUR_MS + 1);
  await handler.delivery.deliverDue();
  const told = mailer.sent.filter(isBookingRequest);
  deepStrictEqual(
    told.map((email) => email.idempotencyKey.split("/").pop()).sort(),
    [1, 2, 3, 4, 5].map((n) => `booking-request-${n}`),
  );
  // Each e-mail tells its own send, whatever the later ones changed.
  ok(told.find((email) => email.idempotencyKey.endsWith("-3"))!.text.includes("send 3"));
  deepStrictEqual((await (await getQuote(handler, reference, key)).json()).booking.changesLeft, 0);
}).forEach((test) => Deno.test(test));

backendTests(
  "the same booking sent twice at once is one send and one e-mail; then no choice, and a lost lead books nothing",
  async (db) => {
    const { handler, mailer, clock, reference, key } = await lead(db, "book-8");
    const sent = booking(clock);
    const answers = await Promise.all([
      postBooking(handler, reference, sent, { key }),
      postBooking(handler, reference, sent, { key }),
    ]);
    deepStrictEqual(answers.map((answer) => answer.status), [200, 200]);
    await handler.settle();
    deepStrictEqual(mailer.sent.filter(isBookingRequest).length, 1, "one e-mail");
    const [row] = await db.query<{ sends: number }>("select sends from public.lead_bookings");
    deepStrictEqual(row.sends, 1, "one send");
    // Asked to book: the booking names the service, the option is no longer chosen on the page.
    const choice = await postChoice(handler, { reference, service: "economy" }, { key });
    deepStrictEqual([choice.status, (await choice.json()).error.code], [409, "closed"]);
    await db.query(
      `update public.contact_requests set status = 'lost', answered_at = now(), status_at = now(), lost_reason = 'price'
      where reference = $1`,
      [reference],
    );
    const lost = await postBooking(handler, reference, booking(clock, { notes: "again" }), { key });
    deepStrictEqual([lost.status, (await lost.json()).error.code], [409, "closed"]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a send that waited for another's lock reads the booking it committed: the same booking is no second send",
  async (db, backend) => {
    const { handler, mailer, clock, reference, key } = await lead(db, "book-9");
    const sent = booking(clock);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // Another instance's send of the same booking, holding the lead's row until released.
    const first = db.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: string }>(
        "select id from public.contact_requests where reference = $1 for update",
        [reference],
      );
      await tx.query(
        `insert into public.lead_bookings
         (request_id, service, cargo_ready_date, supplier, consignee, notes, sends, first_requested_at, requested_at)
       values ($1, $2, $3::date, $4::jsonb, null, null, 1, now(), now())`,
        [id, sent.service, sent.cargoReadyDate, JSON.stringify(SUPPLIER)],
      );
      locked();
      await held;
    });
    await lockTaken;
    const second = postBooking(handler, reference, sent, { key });
    // PostgreSQL: the second waits on the lock meanwhile; PGlite runs one transaction at a time anyway.
    if (backend === "postgres") await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    deepStrictEqual((await second).status, 200);
    await handler.settle();
    const [row] = await db.query<{ sends: number }>("select sends from public.lead_bookings");
    deepStrictEqual(row.sends, 1, "the same booking: no second send");
    deepStrictEqual(mailer.sent.filter(isBookingRequest).length, 0, "and no e-mail (the other instance sends its own)");
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a booking's parties show on the quote page while the lead is open: gone once delivered, or lost; the console keeps them",
  async (db) => {
    for (const ending of ["delivered", "lost"] as const) {
      const { handler, mailer, clock, reference, key } = await lead(db, `book-parties-${ending}`);
      const sent = booking(clock, { notes: "Call before collecting" });
      deepStrictEqual((await postBooking(handler, reference, sent, { key })).status, 200);
      const shown = async () => (await (await getQuote(handler, reference, key)).json()).booking;
      const whole = {
        service: "express",
        cargoReadyDate: sent.cargoReadyDate,
        requestedAt: clock.now().toISOString(),
        offer: null,
      };
      const parties = { supplier: SUPPLIER, notes: "Call before collecting" };
      deepStrictEqual(await shown(), { ...whole, changesLeft: 4, parties }, "open: the parties as sent");
      const token = await signIn(handler, mailer);
      if (ending === "lost") {
        deepStrictEqual((await mark(handler, token, reference, { status: "lost", reason: "price" })).status, 200);
      } else {
        await book(handler, token, reference);
        for (const milestone of ["collected", "arrived"]) await recordOne(handler, token, reference, milestone);
        deepStrictEqual((await shown()).parties, parties, "booked, not yet delivered: still open");
        await recordOne(handler, token, reference, "delivered");
      }
      deepStrictEqual(
        await shown(),
        { ...whole, changesLeft: 4, parties: null },
        `${ending}: the service and day only`,
      );
      const body = JSON.stringify(await (await getQuote(handler, reference, key)).json());
      for (const value of [SUPPLIER.company, SUPPLIER.contact, SUPPLIER.phone, "Call before collecting"]) {
        ok(!body.includes(value), `${ending}: the quote page's answer holds ${value}`);
      }
      const console = (await (await teamRequest(handler, `/team/leads/${reference}`, { token })).json()).lead;
      deepStrictEqual([console.booking.supplier, console.booking.notes], [SUPPLIER, "Call before collecting"]);
    }
  },
).forEach((test) => Deno.test(test));
