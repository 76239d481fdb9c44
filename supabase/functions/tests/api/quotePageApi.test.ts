// The quote page's API (GET /quote/<reference>, its choice and its booking)
// answered by the real handler and read with its contract
// (_shared/api/quotePageApi.ts), as the quote page reads it: whole (nothing
// the contract does not declare, nothing it had to default), with the values
// expected: priced and unpriced, chosen, with a booking, booked with its
// milestones and tracking, and the refusals the page tells apart.
import { deepStrictEqual } from "node:assert/strict";
import {
  type BookingBody,
  conflictOf,
  readBookingSentAnswer,
  readChoiceAnswer,
  readQuoteAnswer,
  readQuoteRefusal,
} from "../../_shared/api/quotePageApi.ts";
import { readMilestonesAnswer } from "../../_shared/api/consoleApi.ts";
import { readQuoteRequestAnswer } from "../../_shared/api/quoteRequestApi.ts";
import { hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { backendTests, countryNamed, type FakeClock, HOUR_MS } from "../support/harness.ts";
import { FIXTURE_AIRLINES } from "../support/replies.ts";
import { getQuote, postBooking, postChoice, postContact, validRequest } from "../support/requests.ts";
import { EXPECTED_ANSWER, pricedHandler } from "../quote/leads.ts";
import { AWB, book, postMilestone } from "../milestones/shipments.ts";
import { signIn } from "../team/console.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import { readAnswer, readWhole } from "./answers.ts";

/** A lead sent from the quote form: its reference and key, as the form reads them. */
async function sendLead(handler: ContactHandler, body: Record<string, unknown>) {
  const { value } = await readAnswer(await postContact(handler, body), 200, readQuoteRequestAnswer);
  return { reference: value.reference, key: value.quoteKey! };
}

const SUPPLIER = { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" };

/** A booking of express for the clock's day plus a week, as the page's form sends it. */
const bookingFor = (clock: FakeClock): BookingBody => ({
  service: "express",
  cargoReadyDate: hongKongDate(new Date(clock.now().getTime() + 7 * 24 * HOUR_MS)),
  supplier: SUPPLIER,
  consignee: null,
  notes: "",
});

backendTests("a priced lead's quote reads whole: what was asked, the ranges, received; then its choice", async (db) => {
  const { handler, clock } = pricedHandler(db);
  const { reference, key } = await sendLead(handler, validRequest(PRICED));
  const quote = await readWhole(await getQuote(handler, reference, key), 200, readQuoteAnswer);
  deepStrictEqual(quote, {
    reference,
    language: "en",
    askedAt: clock.now().toISOString(),
    validUntil: EXPECTED_ANSWER.validUntil,
    expired: false,
    asked: {
      country: PRICED.shippingCountry,
      chargeableKg: 640,
      grossKg: 450.5,
      pieces: 4,
      pickupCity: null,
      deliverTo: "airport",
      insure: false,
    },
    price: EXPECTED_ANSWER,
    noPrice: null,
    noPriceLine: null,
    chosen: null,
    status: "received",
    booking: null,
    milestones: [],
    tracking: null,
    askAgain: null,
    offer: null,
    renewal: null,
  });
  const choice = await readWhole(
    await postChoice(handler, { reference, service: "economy" }, { key }),
    200,
    readChoiceAnswer,
  );
  deepStrictEqual(choice, { reference, chosen: "economy" });
  deepStrictEqual((await readWhole(await getQuote(handler, reference, key), 200, readQuoteAnswer)).chosen, "economy");
}).forEach((test) => Deno.test(test));

backendTests("an unpriced lead's quote reads whole: no price, why, and the line past the limits", async (db) => {
  const { handler } = pricedHandler(db);
  const boxes = { pieces: 3, lengthCm: 50, widthCm: 50, heightCm: 50, weightKg: 30, stackable: true };
  const tooLong = { ...boxes, lengthCm: FIXTURE_CARD.card!.limits.longestSideCm + 1 };
  const { reference, key } = await sendLead(
    handler,
    validRequest({ shippingCountry: countryNamed(FIXTURE_CARD, "US"), cargoLines: [boxes, boxes, tooLong] }),
  );
  const quote = await readWhole(await getQuote(handler, reference, key), 200, readQuoteAnswer);
  deepStrictEqual(
    [quote.price, quote.validUntil, quote.noPrice, quote.noPriceLine, quote.asked.pieces, quote.asked.grossKg],
    [null, null, "beyondLimits", 2, 9, 90],
  );
}).forEach((test) => Deno.test(test));

backendTests(
  "a booking reads whole as sent and as the quote then has it; a wrong one is refused by field",
  async (db) => {
    const { handler, clock } = pricedHandler(db);
    const { reference, key } = await sendLead(handler, validRequest(PRICED));
    const sent = bookingFor(clock);
    const refused = await readAnswer(
      await postBooking(handler, reference, { ...sent, supplier: { ...SUPPLIER, phone: "" } }, { key }),
      400,
      readQuoteRefusal,
    );
    deepStrictEqual(
      [refused.value.error.code, Object.keys(refused.value.error.fields ?? {})],
      ["invalid_fields", ["supplier.phone"]],
    );
    const answer = await readWhole(await postBooking(handler, reference, sent, { key }), 200, readBookingSentAnswer);
    // The consignee and the notes not given are left out, not null; the parties shown while the lead is open.
    const booking = {
      service: "express" as const,
      cargoReadyDate: sent.cargoReadyDate,
      requestedAt: clock.now().toISOString(),
      changesLeft: 4,
      offer: null,
      parties: { supplier: SUPPLIER },
    };
    deepStrictEqual(answer, { status: "booking requested", booking });
    const quote = await readWhole(await getQuote(handler, reference, key), 200, readQuoteAnswer);
    deepStrictEqual([quote.status, quote.booking], ["booking requested", booking]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a booked lead's quote reads whole with its milestones and tracking; a booking is then a conflict",
  async (db) => {
    const { handler, mailer, clock } = pricedHandler(db);
    const { reference, key } = await sendLead(handler, validRequest(PRICED));
    const token = await signIn(handler, mailer);
    await book(handler, token, reference);
    const collectedAt = clock.now().toISOString();
    await readAnswer(
      await postMilestone(handler, reference, { milestone: "collected" }, token),
      200,
      readMilestonesAnswer,
    );
    clock.advance(HOUR_MS);
    const departed = { milestone: "departed", flight: "cx 880" };
    await readAnswer(await postMilestone(handler, reference, departed, token), 200, readMilestonesAnswer);
    const quote = await readWhole(await getQuote(handler, reference, key), 200, readQuoteAnswer);
    deepStrictEqual([quote.status, quote.milestones, quote.tracking], [
      "booked",
      [{ milestone: "collected", at: collectedAt }, {
        milestone: "departed",
        at: clock.now().toISOString(),
        flight: "CX 880",
      }],
      {
        airWaybill: AWB,
        airline: FIXTURE_AIRLINES[0].name,
        url: FIXTURE_AIRLINES[0].trackingUrl.replace("{awb}", AWB),
      },
    ]);
    const booked = await readAnswer(
      await postBooking(handler, reference, bookingFor(clock), { key }),
      409,
      readQuoteRefusal,
    );
    deepStrictEqual([booked.value.error.code, conflictOf(booked.value)], ["booked", "booked"]);
  },
).forEach((test) => Deno.test(test));

backendTests("the refusals the page tells apart read with the contract: a wrong key, an expired quote", async (db) => {
  const { handler, clock } = pricedHandler(db);
  const { reference, key } = await sendLead(handler, validRequest(PRICED));
  const forbidden = await readAnswer(await getQuote(handler, reference, "v1.20991231.AAAA"), 403, readQuoteRefusal);
  deepStrictEqual(forbidden.value.error.code, "forbidden");
  clock.current = new Date(`${EXPECTED_ANSWER.validUntil}T23:59:00+08:00`);
  clock.advance(2 * 60_000);
  deepStrictEqual((await readWhole(await getQuote(handler, reference, key), 200, readQuoteAnswer)).expired, true);
  const expired = await readAnswer(
    await postChoice(handler, { reference, service: "express" }, { key }),
    409,
    readQuoteRefusal,
  );
  deepStrictEqual([conflictOf(expired.value), expired.value.error.validUntil], ["expired", EXPECTED_ANSWER.validUntil]);
}).forEach((test) => Deno.test(test));
