// The e-mails of a lead's progress, as they go out: the team's e-mails about a
// lead link to it in the team's console, with nothing in the link that acts;
// the reminder goes in the lead's thread (threading.ts) with the link, once, and not for a lead marked
// before it is due; the booked shipment's e-mail reaches the visitor in their
// language (English, and Arabic right to left) with the airline, the number
// and the button to the airline's tracking page; an airline a deploy took off
// holds it until a deploy has the airline again.
import { languageOf } from "../support/emails.ts";
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, FakeClock, HOUR_MS, makeHandler, silentLogger, testSettings } from "../support/harness.ts";
import { postChoice, postContact, validRequest } from "../support/requests.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { FIXTURE_AIRLINES, FIXTURE_BOOKING, fixtureReplies } from "../support/replies.ts";
import { formatAirWaybill, trackingAddress } from "../../_shared/airWaybill.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { leadMessageId } from "../../send-contact-email/outbox/threading.ts";

const settings = testSettings();
const AFTER_MS = settings.answerReminderAfterMs;
const FROM = settings.mail.fromAddress;

let leads = 0;

/** A new lead, in `language`, and its reference. */
async function newLead(handler: ContactHandler, language = "en"): Promise<string> {
  const response = await postContact(handler, { ...validRequest({ email: `lead${leads++}@shop.example` }), language });
  deepStrictEqual(response.status, 200);
  return (await response.json()).reference;
}

const about = (mailer: { sent: OutgoingEmail[] }, reference: string) =>
  mailer.sent.filter((email) => email.idempotencyKey.startsWith(`quote-request/${reference}/`));

/** The e-mail links to the lead in the site's console, in its text and its HTML, and to nothing of the function's. */
function assertLinks(email: OutgoingEmail, reference: string) {
  const link = `${settings.siteUrl}/team?lead=${reference}`;
  ok(email.text.includes(link), `the console in the text of ${email.idempotencyKey}`);
  ok(email.html.includes(`href="${escapeHtml(link)}"`), `the console in the HTML of ${email.idempotencyKey}`);
  ok(!/sig=|token=|\/functions\/v1\//.test(email.text + email.html), "no signature, token or function address");
}

backendTests("the team's e-mail about a lead links to it in the console, and to nothing that acts", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const reference = await newLead(handler);
  await handler.settle();
  const [team] = about(mailer, reference);
  deepStrictEqual(team.idempotencyKey, `quote-request/${reference}/team`);
  assertLinks(team, reference);
}).forEach((test) => Deno.test(test));

backendTests("a choice's e-mail in the lead's thread links to the console too, with nothing that acts", async (db) => {
  const { handler, mailer } = makeHandler(db, { rateCard: FIXTURE_CARD });
  const response = await postContact(handler, validRequest(PRICED), { idempotencyKey: "choice-link" });
  const { reference, quoteKey } = await response.json();
  deepStrictEqual((await postChoice(handler, { reference, service: "economy" }, { key: quoteKey })).status, 200);
  await handler.settle();
  const choice = about(mailer, reference).find((email) => email.idempotencyKey.includes("/choice"));
  ok(choice, "the choice's e-mail went out");
  assertLinks(choice, reference);
}).forEach((test) => Deno.test(test));

backendTests("without the site's address the team's e-mail carries no link, and says why", async (db) => {
  const { handler, mailer } = makeHandler(db, { settings: testSettings({ ALLOWED_ORIGINS: "*", SITE_URL: "" }) });
  const reference = await newLead(handler);
  await handler.settle();
  const [team] = about(mailer, reference);
  ok(!team.text.includes("/team?lead="));
  ok(team.text.includes(fixtureReplies.team.words.links.missing), team.text);
}).forEach((test) => Deno.test(test));

backendTests(
  "the reminder: due after ANSWER_REMINDER_AFTER_MINUTES, in the lead's thread with its links, once; none for a lead marked before",
  async (db) => {
    const clock = new FakeClock();
    const { handler, mailer } = makeHandler(db, { clock });
    const waiting = await newLead(handler);
    const answered = await newLead(handler);
    await handler.settle();
    const team = about(mailer, waiting)[0];
    clock.advance(HOUR_MS);
    ok(await createStores(db).progress.markLead(answered, { status: "answered" }, clock.now()));

    clock.advance(AFTER_MS - HOUR_MS - 1);
    deepStrictEqual((await handler.runScheduledWork()).remindersQueued, undefined, "not due yet");
    deepStrictEqual(about(mailer, waiting).length, 1);
    clock.advance(1);
    deepStrictEqual((await handler.runScheduledWork()).remindersQueued, 1, "due: only the lead still new");

    const [, reminder] = about(mailer, waiting);
    deepStrictEqual(reminder.idempotencyKey, `quote-request/${waiting}/answer_reminder`);
    deepStrictEqual(reminder.to, team.to);
    deepStrictEqual(reminder.subject, `Re: ${team.subject}`);
    // In the thread the team e-mail started: its Message-ID, named by In-Reply-To and References.
    deepStrictEqual(team.headers?.["Message-ID"], leadMessageId(waiting, FROM));
    deepStrictEqual(reminder.headers, {
      "In-Reply-To": team.headers!["Message-ID"],
      References: team.headers!["Message-ID"],
    });
    assertLinks(reminder, waiting);
    deepStrictEqual(about(mailer, answered).length, 1, "the lead marked before it was due: its e-mail only");

    clock.advance(6 * HOUR_MS);
    deepStrictEqual((await handler.runScheduledWork()).remindersQueued, undefined, "one per lead");
    deepStrictEqual(about(mailer, waiting).length, 2);
  },
).forEach((test) => Deno.test(test));

/** The lead's booking e-mail, once the lead is booked under `awb` and the e-mails due are sent. */
async function bookedEmail(db: Database, language: string, awb: string) {
  const clock = new FakeClock();
  const context = makeHandler(db, { clock, settings: testSettings({ SEND_VISITOR_CONFIRMATION: "false" }) });
  const reference = await newLead(context.handler, language);
  await context.handler.settle();
  const outcome = await createStores(db).progress.markLead(reference, { status: "booked", awb }, clock.now());
  deepStrictEqual(outcome?.bookingQueued, true);
  await context.handler.runScheduledWork();
  const emails = about(context.mailer, reference).filter((email) => email.idempotencyKey.includes("/booking/"));
  deepStrictEqual(emails.length, 1);
  return { reference, email: emails[0] };
}

backendTests("the booking e-mail in English: the airline, the number, the button to its tracking page", async (db) => {
  const airline = FIXTURE_AIRLINES[0];
  const awb = `${airline.prefix}12345675`;
  const { reference, email } = await bookedEmail(db, "en", awb);
  const number = formatAirWaybill(awb);
  const values = { reference, airline: airline.name, awb: number };
  deepStrictEqual(email.to, "lead" + (leads - 1) + "@shop.example");
  deepStrictEqual(email.replyTo, settings.mail.teamAddress);
  deepStrictEqual(email.subject, fillTemplate(FIXTURE_BOOKING.subject, values));
  deepStrictEqual(email.idempotencyKey, `quote-request/${reference}/booking/${awb}`);
  ok(email.text.includes(fillTemplate(FIXTURE_BOOKING.text, values)), email.text);
  // The number set apart under its label, the airline a row.
  ok(email.text.includes(`${FIXTURE_BOOKING.awbLabel}\n\n${number}`), email.text);
  ok(email.text.includes(`${FIXTURE_BOOKING.airlineLabel}: ${airline.name}`), email.text);
  ok(email.text.includes(trackingAddress(airline, awb)));
  deepStrictEqual(languageOf(email.html), { document: ["en", "ltr"], wrapper: ["en", "ltr"] });
  ok(email.html.includes(`<a href="${escapeHtml(trackingAddress(airline, awb))}"`), email.html);
  ok(email.html.includes(escapeHtml(fillTemplate(FIXTURE_BOOKING.button, values))));
  ok(email.html.includes(`<span dir="ltr">${number}</span>`), "the number kept left to right");
  ok(!email.text.includes(fillTemplate(FIXTURE_BOOKING.typeNumber, values)), "the address takes the number");
  // How to reach the team: the company's WhatsApp and address.
  ok(
    email.html.includes(`href="mailto:${fixtureReplies.contact.email}"`) &&
      email.text.includes(fixtureReplies.contact.phone),
  );
  ok(!email.text.includes(validRequest().name as string) && !email.html.includes(validRequest().message as string));
}).forEach((test) => Deno.test(test));

backendTests(
  "the booking e-mail in Arabic: the visitor's language, right to left, the number left to right",
  async (db) => {
    // The airline whose page does not take the number: the e-mail says to type it there.
    const airline = FIXTURE_AIRLINES[2];
    const awb = `${airline.prefix}12345675`;
    const { reference, email } = await bookedEmail(db, "ar", awb);
    const arabic = fixtureReplies.languages.ar.booking;
    const values = { reference, airline: airline.name, awb: formatAirWaybill(awb) };
    deepStrictEqual(email.subject, fillTemplate(arabic.subject, values));
    deepStrictEqual(languageOf(email.html), { document: ["ar", "rtl"], wrapper: ["ar", "rtl"] });
    ok(email.text.includes(fillTemplate(arabic.text, values)), email.text);
    ok(email.text.includes(fillTemplate(arabic.typeNumber, values)), "the shipper types the number there");
    ok(email.html.includes(`<a href="${escapeHtml(trackingAddress(airline, awb))}"`));
    ok(email.html.includes(`<span dir="ltr">${formatAirWaybill(awb)}</span>`));
    ok(email.html.includes(`<span dir="ltr">${reference}</span>`));
  },
).forEach((test) => Deno.test(test));

backendTests(
  "an airline a deploy took off since the booking: its e-mail waits, then goes out once the airline is back",
  async (db) => {
    const clock = new FakeClock();
    const awb = `${FIXTURE_AIRLINES[1].prefix}12345675`;
    const replies = {
      ...fixtureReplies,
      airlines: FIXTURE_AIRLINES.filter((airline) => airline !== FIXTURE_AIRLINES[1]),
    };
    const { handler, mailer } = makeHandler(db, { clock, replies, logger: silentLogger });
    const reference = await newLead(handler, "es");
    await handler.settle();
    ok(await createStores(db).progress.markLead(reference, { status: "booked", awb }, clock.now()));
    await handler.runScheduledWork();
    deepStrictEqual(about(mailer, reference).filter((email) => email.idempotencyKey.includes("/booking/")), []);
    const [row] = await db.query<{ status: string; last_error: string }>(
      "select status, last_error from public.contact_notifications where kind = 'booking'",
    );
    deepStrictEqual(row.status, "failed");
    ok(row.last_error.includes(`prefix ${FIXTURE_AIRLINES[1].prefix}`), row.last_error);

    // Deployed with the airline again: the next run after the retry's delay sends it, in the visitor's language.
    const back = makeHandler(db, { clock });
    clock.advance(HOUR_MS);
    await back.handler.runScheduledWork();
    const [email] = about(back.mailer, reference);
    deepStrictEqual(
      email?.subject,
      fillTemplate(fixtureReplies.languages.es.booking.subject, { awb: formatAirWaybill(awb) }),
    );
  },
).forEach((test) => Deno.test(test));
