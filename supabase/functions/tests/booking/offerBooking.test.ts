// A booking at the team's offer: POST .../quote/<reference>/booking names the
// offer with the service, which must be one of its options. Only the latest
// offer is booked, and only while it holds (its last day replaces the
// estimate's): an older one answers 409 offer_superseded, an expired one (or
// any once the latest has expired) 409 offer_expired, none named on a lead with an offer 409 offer_required, each
// naming the latest offer in the lead's language. The booking and the team's
// e-mail of it state the offer and the amount.
import { deepStrictEqual, ok } from "node:assert/strict";
import { readBookingSentAnswer, readQuoteRefusal } from "../../_shared/api/quotePageApi.ts";
import { hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { formatMoney } from "../../_shared/words/fieldWords.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { readAnswer } from "../api/answers.ts";
import { ECONOMY, EXPRESS, offerBody, type OfferLead, offerLead, postOffer } from "../offers/offers.ts";
import { backendTests, HOUR_MS } from "../support/harness.ts";
import { fixtureReplies } from "../support/replies.ts";
import { postBooking } from "../support/requests.ts";

const DAY_MS = 24 * HOUR_MS;
const SUPPLIER = { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" };

/** A booking of `service` for the clock's day plus a week, at `offer` when given. */
const booking = (lead: OfferLead, service: string, offer?: number) => ({
  service,
  cargoReadyDate: hongKongDate(new Date(lead.clock.now().getTime() + 7 * DAY_MS)),
  supplier: SUPPLIER,
  ...(offer === undefined ? {} : { offer }),
});

const book = (lead: OfferLead, service: string, offer?: number) =>
  postBooking(lead.handler, lead.reference, booking(lead, service, offer), { key: lead.key });

/** The refusal's code, the latest offer it names, and its sentence, which must be the lead's words for it. */
async function refusedAbout(response: Response, lead: OfferLead) {
  const { value } = await readAnswer(response, 409, readQuoteRefusal);
  return { code: value.error.code, offer: value.error.offer, message: value.error.message, reference: lead.reference };
}

backendTests("a second offer replaces the first: booking offer 1 then answers 409 offer_superseded", async (db) => {
  const lead = await offerLead(db, { request: { language: "es" } });
  deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201);
  deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201);
  const refused = await refusedAbout(await book(lead, "economy", 1), lead);
  const words = fixtureReplies.languages.es.offerRefusals;
  deepStrictEqual(refused, {
    code: "offer_superseded",
    offer: 2,
    message: fillTemplate(words.superseded, { reference: lead.reference, number: "2" }),
    reference: lead.reference,
  });
  deepStrictEqual((await book(lead, "economy", 2)).status, 200);
}).forEach((test) => Deno.test(test));

backendTests(
  "an expired offer answers 409 offer_expired with its last day; none named, 409 offer_required",
  async (db) => {
    const lead = await offerLead(db);
    const body = offerBody(lead.clock, { days: 2 });
    deepStrictEqual((await postOffer(lead, body)).status, 201);
    const required = await refusedAbout(await book(lead, "express"), lead);
    deepStrictEqual([required.code, required.offer], ["offer_required", 1]);
    lead.clock.current = new Date(`${body.validUntil}T23:00:00+08:00`);
    deepStrictEqual((await book(lead, "economy", 1)).status, 200, "its last day still books");
    lead.clock.advance(2 * HOUR_MS);
    const response = await book(lead, "express", 1);
    const { value } = await readAnswer(response, 409, readQuoteRefusal);
    deepStrictEqual([value.error.code, value.error.offer, value.error.validUntil], [
      "offer_expired",
      1,
      body.validUntil,
    ]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "an older offer named once the latest has expired answers 409 offer_expired, naming the latest",
  async (db) => {
    const lead = await offerLead(db);
    deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201);
    const latest = offerBody(lead.clock, { days: 2 });
    deepStrictEqual((await postOffer(lead, latest)).status, 201);
    lead.clock.current = new Date(`${latest.validUntil}T23:00:00+08:00`);
    lead.clock.advance(2 * HOUR_MS);
    const { value } = await readAnswer(await book(lead, "economy", 1), 409, readQuoteRefusal);
    deepStrictEqual([value.error.code, value.error.offer, value.error.validUntil], [
      "offer_expired",
      2,
      latest.validUntil,
    ]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "an unpriced lead is booked at its offer, with one of the offer's services (400 naming service else)",
  async (db) => {
    const lead = await offerLead(db, { request: { shippingCountry: "Canada" } });
    deepStrictEqual((await postOffer(lead, offerBody(lead.clock, { options: [ECONOMY] }))).status, 201);
    const wrong = await book(lead, "express", 1);
    const refused = await wrong.json();
    deepStrictEqual([wrong.status, Object.keys(refused.error.fields)], [400, ["service"]]);
    const answer = await readAnswer(await book(lead, "economy", 1), 200, readBookingSentAnswer);
    deepStrictEqual(answer.value.booking.offer, { number: 1, amount: ECONOMY.amount, currency: "USD" });
    await lead.handler.settle();
    const told = lead.mailer.sent.find((email) => email.idempotencyKey.endsWith("/booking-request-1"));
    ok(told, "the team's booking request went out");
    const said = fillTemplate(fixtureReplies.team.words.bookingRequest.atOffer, {
      reference: lead.reference,
      number: "1",
      amount: formatMoney(ECONOMY.amount, "USD", fixtureReplies.team.code),
    });
    ok(told.text.includes(said), `${said}\n---\n${told.text}`);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "the offer's last day replaces the estimate's: an expired estimate books while its offer holds",
  async (db) => {
    const lead = await offerLead(db);
    // The estimate holds 23 days on the tests' card; the offer 30.
    const body = offerBody(lead.clock, { days: 30, options: [EXPRESS] });
    deepStrictEqual((await postOffer(lead, body)).status, 201);
    lead.clock.advance(25 * DAY_MS);
    const answer = await readAnswer(await book(lead, "express", 1), 200, readBookingSentAnswer);
    deepStrictEqual(answer.value.booking.offer, { number: 1, amount: EXPRESS.amount, currency: "USD" });
  },
).forEach((test) => Deno.test(test));

backendTests("without any offer a booking is at the estimate, as before, and names no offer", async (db) => {
  const lead = await offerLead(db);
  const answer = await readAnswer(await book(lead, "express"), 200, readBookingSentAnswer);
  deepStrictEqual(answer.value.booking.offer, null);
  const named = await book(lead, "express", 1);
  deepStrictEqual([named.status, Object.keys((await named.json()).error.fields)], [400, ["offer"]]);
}).forEach((test) => Deno.test(test));
