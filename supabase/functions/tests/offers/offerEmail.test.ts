// The shipper's e-mail of each offer: one per offer, to the lead's address,
// in the lead's language and direction, in the thread of their confirmation,
// with each amount as the language writes money ("702,50 USD" in German),
// the offer's last day, what it rests on and excludes, the team's note as
// text, and the link to the quote page. An offer replaced before its e-mail
// went out is never sent.
import { deepStrictEqual, ok } from "node:assert/strict";
import { escapeHtml } from "../../_shared/html.ts";
import { formatDay, formatMoney } from "../../_shared/words/fieldWords.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { confirmationMessageId } from "../../send-contact-email/outbox/threading.ts";
import { languageOf } from "../support/emails.ts";
import { backendTests, FakeClock, notifications, testSettings } from "../support/harness.ts";
import { contentWords, fixtureReplies } from "../support/replies.ts";
import { ECONOMY, EXPRESS, offerBody, offerEmails, offerLead, postOffer } from "./offers.ts";

/** The tests' words with German beside them (content/'s), so the e-mail's numbers are German's. */
const withGerman: FormReplies = {
  ...fixtureReplies,
  languages: { ...fixtureReplies.languages, de: contentWords.languages.de },
};

backendTests(
  "the German e-mail states both amounts in German format, the last day, and links to the quote page",
  async (db) => {
    const lead = await offerLead(db, { request: { language: "de" }, replies: withGerman });
    const note = "Preise inklusive Treibstoff <b>fett</b>\nBis bald";
    const body = offerBody(lead.clock, { note });
    deepStrictEqual((await postOffer(lead, body)).status, 201);
    await lead.handler.settle();
    const [email] = offerEmails(lead);
    ok(email, "the offer's e-mail went out");
    const de = withGerman.languages.de;
    deepStrictEqual(email.idempotencyKey, `quote-request/${lead.reference}/offer-1`);
    deepStrictEqual(email.to, "mei@shop.example");
    for (const amount of [formatMoney(EXPRESS.amount, "USD", "de"), formatMoney(ECONOMY.amount, "USD", "de")]) {
      ok(email.text.includes(amount) && email.html.includes(amount), `${amount} in\n${email.text}`);
    }
    ok(email.text.includes("702,50") && email.text.includes("3.484,41"), "German's own decimal comma");
    const lastDay = fillTemplate(de.price.validUntil, { date: formatDay(body.validUntil, "de") });
    ok(email.text.includes(lastDay), lastDay);
    ok(email.text.includes(de.price.excluded), "what it excludes: duties and taxes");
    ok(email.text.includes("640"), "the chargeable weight it rests on");
    ok(email.html.includes(escapeHtml("<b>fett</b>")) && !email.html.includes("<b>fett</b>"), "the note as text");
    ok(email.html.includes(`/de/quote/?ref=${lead.reference}#key=${encodeURIComponent(lead.key)}`), "the quote page");
    deepStrictEqual(languageOf(email.html), { document: ["de", "ltr"], wrapper: ["de", "ltr"] });
  },
).forEach((test) => Deno.test(test));

backendTests(
  "each offer is one e-mail, in the thread of the shipper's confirmation; the second says what it replaces",
  async (db) => {
    const lead = await offerLead(db);
    deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201);
    await lead.handler.settle();
    deepStrictEqual((await postOffer(lead, offerBody(lead.clock, { options: [ECONOMY] }))).status, 201);
    await lead.handler.settle();
    await lead.handler.runScheduledWork();
    const emails = offerEmails(lead);
    deepStrictEqual(emails.map((email) => email.idempotencyKey), [
      `quote-request/${lead.reference}/offer-1`,
      `quote-request/${lead.reference}/offer-2`,
    ]);
    const from = testSettings().mail.fromAddress;
    const thread = confirmationMessageId(lead.reference, from);
    for (const email of emails) deepStrictEqual(email.headers, { "In-Reply-To": thread, References: thread });
    const words = fixtureReplies.languages.en;
    const replaces = fillTemplate(words.offerEmail.replaces, { reference: lead.reference, previous: "1" });
    deepStrictEqual([emails[0].text.includes(replaces), emails[1].text.includes(replaces)], [false, true]);
    ok(emails[1].subject.startsWith("Re: "), emails[1].subject);
  },
).forEach((test) => Deno.test(test));

backendTests("right to left in Arabic: the e-mail's language and direction are the lead's", async (db) => {
  const lead = await offerLead(db, { request: { language: "ar" } });
  deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201);
  await lead.handler.settle();
  const [email] = offerEmails(lead);
  deepStrictEqual(languageOf(email.html), { document: ["ar", "rtl"], wrapper: ["ar", "rtl"] });
  ok(email.text.includes(fixtureReplies.languages.ar.offerEmail.button), "in the lead's words");
}).forEach((test) => Deno.test(test));

backendTests("an offer replaced before its e-mail went out is never sent; the new one's is", async (db) => {
  const lead = await offerLead(db, { clock: new FakeClock() });
  lead.mailer.failWith = "Resend answered 500";
  deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201);
  await lead.handler.settle();
  deepStrictEqual((await postOffer(lead, offerBody(lead.clock, { options: [ECONOMY] }))).status, 201);
  await lead.handler.settle();
  lead.mailer.failWith = null;
  lead.clock.advance(60 * 60 * 1000);
  await lead.handler.runScheduledWork();
  deepStrictEqual(offerEmails(lead).map((email) => email.idempotencyKey), [`quote-request/${lead.reference}/offer-2`]);
  const first = (await notifications(db)).find((row) => row.kind === "offer_1")!;
  deepStrictEqual([first.status, first.last_error], [
    "expired",
    "not sent: a later offer replaced it before it went out",
  ]);
}).forEach((test) => Deno.test(test));
