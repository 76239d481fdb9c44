// The shipper's ask for a new offer: POST .../quote/<reference>/renewal with
// the lead's key, no body. Refused while the latest offer holds (409
// offer_valid) and without one (409 no_offer); once it has expired, 202 and
// one e-mail to the team in the lead's thread; the same offer asked again
// changes nothing; the third ask of a lead answers 429. The quote page says
// a renewal was asked since the latest offer.
import { deepStrictEqual, ok } from "node:assert/strict";
import { readQuoteAnswer, readRenewalAnswer } from "../../_shared/api/quotePageApi.ts";
import { leadMessageId } from "../../send-contact-email/outbox/threading.ts";
import { readAnswer } from "../api/answers.ts";
import { backendTests, HOUR_MS, testSettings } from "../support/harness.ts";
import { getQuote, postRenewal } from "../support/requests.ts";
import { signIn } from "../team/console.ts";
import { offerBody, type OfferLead, offerLead, postOffer } from "./offers.ts";

const DAY_MS = 24 * HOUR_MS;

const renew = (lead: OfferLead, client?: string) =>
  postRenewal(lead.handler, lead.reference, { key: lead.key, client });

const renewalEmails = (lead: OfferLead) =>
  lead.mailer.sent.filter((email) => email.idempotencyKey.startsWith(`quote-request/${lead.reference}/renewal-`));

/** Sends an offer holding two days, and lets it expire (the member signs in again: a session lasts hours). */
async function expiredOffer(lead: OfferLead) {
  deepStrictEqual((await postOffer(lead, offerBody(lead.clock, { days: 2 }))).status, 201);
  lead.clock.advance(3 * DAY_MS);
  lead.token = await signIn(lead.handler, lead.mailer);
}

backendTests("refused without an offer (409 no_offer) and while it holds (409 offer_valid)", async (db) => {
  const lead = await offerLead(db);
  const none = await renew(lead);
  deepStrictEqual([none.status, (await none.json()).error.code], [409, "no_offer"]);
  const body = offerBody(lead.clock, { days: 2 });
  await postOffer(lead, body);
  const valid = await renew(lead);
  deepStrictEqual([valid.status, (await valid.json()).error], [409, {
    code: "offer_valid",
    message: "The team's offer still holds: book it.",
    validUntil: body.validUntil,
  }]);
  deepStrictEqual((await postRenewal(lead.handler, lead.reference, { key: null })).status, 403);
}).forEach((test) => Deno.test(test));

backendTests(
  "once expired: 202, one e-mail to the team in the lead's thread, and the quote page says so",
  async (db) => {
    const lead = await offerLead(db);
    await expiredOffer(lead);
    const { value } = await readAnswer(await renew(lead), 202, readRenewalAnswer);
    deepStrictEqual(value, { renewal: { number: 1, requestedAt: lead.clock.now().toISOString() } });
    // The same offer asked again: the same renewal, no second e-mail.
    const again = await readAnswer(await renew(lead), 202, readRenewalAnswer);
    deepStrictEqual(again.value, value);
    await lead.handler.settle();
    const emails = renewalEmails(lead);
    deepStrictEqual(emails.map((email) => [email.to, email.idempotencyKey]), [
      [testSettings().mail.teamAddress, `quote-request/${lead.reference}/renewal-1`],
    ]);
    const thread = leadMessageId(lead.reference, testSettings().mail.fromAddress);
    deepStrictEqual(emails[0].headers, { "In-Reply-To": thread, References: thread });
    ok(emails[0].subject.startsWith("Re: "));
    const quote =
      (await readAnswer(await getQuote(lead.handler, lead.reference, lead.key), 200, readQuoteAnswer)).value;
    deepStrictEqual([quote.offer?.expired, quote.renewal], [true, { requestedAt: value.renewal.requestedAt }]);
    // A new offer: the renewal was before it, and the page no longer says it.
    deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201);
    const renewed = (await readAnswer(await getQuote(lead.handler, lead.reference, lead.key), 200, readQuoteAnswer))
      .value;
    deepStrictEqual([renewed.offer?.number, renewed.offer?.expired, renewed.renewal], [2, false, null]);
  },
).forEach((test) => Deno.test(test));

backendTests("the third renewal of a lead answers 429 too_many_renewals", async (db) => {
  const lead = await offerLead(db);
  for (const number of [1, 2]) {
    await expiredOffer(lead);
    const { value } = await readAnswer(await renew(lead), 202, readRenewalAnswer);
    deepStrictEqual(value.renewal.number, number);
  }
  await expiredOffer(lead);
  const third = await renew(lead);
  deepStrictEqual([third.status, (await third.json()).error.code], [429, "too_many_renewals"]);
  await lead.handler.settle();
  deepStrictEqual(renewalEmails(lead).length, 2);
}).forEach((test) => Deno.test(test));
