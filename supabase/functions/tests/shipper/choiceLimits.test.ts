// What keeps the shipper's choice from making us send mail: each choice's
// e-mail is a team e-mail, counted against TEAM_EMAILS_PER_HOUR with the
// leads' own (held once the hour is spent, with the one volume notice), and
// one client may change choices at most RATE_LIMIT_PER_CLIENT_PER_HOUR times
// an hour, whatever leads they hold the keys of (429 with Retry-After).
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, HOUR_MS, makeHandler, notifications, testSettings } from "../support/harness.ts";
import { postBooking, postChoice, postContact, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";

/** The quote page's choice of `service` for `reference`, with the lead's key, from `client`. */
const choose = (handler: ContactHandler, reference: string, service: string, key: string, client?: string) =>
  postChoice(handler, { reference, service }, { key, client });

/** `count` leads, each from a client and an address of its own (so only the limits under test apply). */
async function leads(handler: ContactHandler, count: number, prefix: string) {
  const made: { reference: string; key: string }[] = [];
  for (let n = 0; n < count; n++) {
    const key = `${prefix}-${n}`;
    const response = await postContact(handler, validRequest({ ...PRICED, email: `${key}@shop.example` }), {
      idempotencyKey: key,
      clientAddress: `198.51.100.${n + 1}`,
    });
    deepStrictEqual(response.status, 200);
    const { reference, quoteKey } = await response.json();
    made.push({ reference, key: quoteKey as string });
  }
  return made;
}

const isChoice = (email: OutgoingEmail) => email.idempotencyKey.includes("/choice-");
const isTeam = (email: OutgoingEmail) => email.idempotencyKey.endsWith("/team");
const isNotice = (email: OutgoingEmail) => email.idempotencyKey.startsWith("contact-volume-notice/");

const chosenService = async (db: Database, reference: string) =>
  (await db.query<{ chosen_service: string | null }>(
    "select chosen_service from public.contact_requests where reference = $1",
    [reference],
  ))[0].chosen_service;

backendTests("choice e-mails count against the team's hourly ceiling: held past it, told once", async (db) => {
  const { handler, mailer, clock } = makeHandler(db, {
    rateCard: FIXTURE_CARD,
    settings: testSettings({ TEAM_EMAILS_PER_HOUR: "3" }),
  });
  const [first, second] = await leads(handler, 2, "ceiling");
  deepStrictEqual(mailer.sent.filter(isTeam).length, 2);
  // The third e-mail of the hour: the first choice goes out.
  deepStrictEqual((await choose(handler, first.reference, "economy", first.key)).status, 200);
  await handler.settle();
  deepStrictEqual(mailer.sent.filter(isChoice).length, 1);
  // The hour is spent: the choices are stored and answered, their e-mails wait, and the team is told once.
  deepStrictEqual((await choose(handler, second.reference, "economy", second.key, "203.0.113.8")).status, 200);
  deepStrictEqual((await choose(handler, first.reference, "express", first.key)).status, 200);
  await handler.settle();
  deepStrictEqual(await chosenService(db, first.reference), "express", "stored all the same");
  deepStrictEqual(mailer.sent.filter(isChoice).length, 1, "no more than the ceiling");
  deepStrictEqual(mailer.sent.filter(isNotice).length, 1, "the volume notice, once");
  deepStrictEqual(
    (await notifications(db)).filter((n) => n.kind === "choice").map((n) => n.status).sort(),
    ["pending", "pending", "sent"],
  );
  // A lead's own e-mail and the choices share the hour: a new lead waits too.
  await leads(handler, 1, "ceiling-later");
  deepStrictEqual(mailer.sent.filter(isTeam).length, 2);
  deepStrictEqual(mailer.sent.filter(isNotice).length, 1, "one notice, however long the hold");

  clock.advance(HOUR_MS + 1);
  deepStrictEqual(await handler.delivery.deliverDue(), { sent: 3, failed: 0 }, "the next hour's three, oldest first");
  deepStrictEqual(mailer.sent.filter(isChoice).length, 3);
  deepStrictEqual(mailer.sent.filter(isTeam).length, 3);
}).forEach((test) => Deno.test(test));

backendTests("one client changes choices at most RATE_LIMIT_PER_CLIENT_PER_HOUR times an hour: 429", async (db) => {
  const { handler, mailer, clock } = makeHandler(db, {
    rateCard: FIXTURE_CARD,
    settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "3" }),
  });
  const [a, b] = await leads(handler, 2, "limited");
  for (const [lead, service] of [[a, "economy"], [a, "express"], [b, "economy"]] as const) {
    deepStrictEqual((await choose(handler, lead.reference, service, lead.key)).status, 200, service);
  }
  // The same choice again changes nothing, sends nothing, and is not refused.
  deepStrictEqual((await choose(handler, b.reference, "economy", b.key)).status, 200);
  const refused = await choose(handler, b.reference, "express", b.key);
  deepStrictEqual(refused.status, 429);
  const body = await refused.json();
  deepStrictEqual(body.error.code, "rate_limited");
  const retryAfter = Number(refused.headers.get("retry-after"));
  ok(retryAfter > 0 && retryAfter <= 3600, String(retryAfter));
  deepStrictEqual(body.error.retryAfter, retryAfter);
  deepStrictEqual(refused.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  deepStrictEqual(await chosenService(db, b.reference), "economy", "nothing changed");
  // Another client is counted apart; the hour over, this one may choose again.
  deepStrictEqual((await choose(handler, b.reference, "express", b.key, "192.0.2.44")).status, 200);
  clock.advance(HOUR_MS + 1);
  deepStrictEqual((await choose(handler, a.reference, "economy", a.key)).status, 200);
  await handler.settle();
  deepStrictEqual(mailer.sent.filter(isChoice).length, 5, "one e-mail per change allowed, none for the refused");
}).forEach((test) => Deno.test(test));

backendTests(
  "a choice's and a booking's client hash is kept for the limit's hour, then the scheduled run forgets it",
  async (db) => {
    const { handler, clock } = makeHandler(db, { rateCard: FIXTURE_CARD });
    const [lead] = await leads(handler, 1, "forget");
    deepStrictEqual((await choose(handler, lead.reference, "economy", lead.key, "203.0.113.9")).status, 200);
    const cargoReadyDate = new Date(clock.now().getTime() + 7 * 24 * HOUR_MS).toISOString().slice(0, 10);
    const supplier = { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" };
    const booked = await postBooking(handler, lead.reference, { service: "economy", cargoReadyDate, supplier }, {
      key: lead.key,
      client: "203.0.113.9",
    });
    deepStrictEqual(booked.status, 200);
    const hashes = async () =>
      (await db.query<{ family: string; kept: boolean }>(
        `select family, client_hash is not null as kept from public.contact_notifications
        where family in ('choice', 'booking_request') order by family`,
      )).map(({ family, kept }) => `${family}: ${kept ? "kept" : "forgotten"}`);
    await handler.runScheduledWork();
    deepStrictEqual(
      await hashes(),
      ["booking_request: kept", "choice: kept"],
      "within the hour, the limit counts them",
    );
    clock.advance(HOUR_MS);
    const report = await handler.runScheduledWork();
    deepStrictEqual(report.errors, undefined);
    deepStrictEqual(await hashes(), ["booking_request: forgotten", "choice: forgotten"]);
  },
).forEach((test) => Deno.test(test));
