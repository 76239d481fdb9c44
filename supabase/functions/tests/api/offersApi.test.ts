// The firm offers' answers, from the real handler, read with the contracts
// (_shared/api/offers.ts through the console's and the quote page's), as the
// site reads them: the offer sent, the lead listing it with its window and
// history, the quote page's offer and renewal (whole), a booking at the
// offer (whole), and the refusals the pages tell apart.
import { deepStrictEqual } from "node:assert/strict";
import { type OfferBody, readConsoleRefusal, readLeadAnswer, readOfferAnswer } from "../../_shared/api/consoleApi.ts";
import {
  type BookingBody,
  readBookingSentAnswer,
  readQuoteAnswer,
  readQuoteRefusal,
  readRenewalAnswer,
} from "../../_shared/api/quotePageApi.ts";
import { hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { ECONOMY, EXPRESS, getLead, offerBody, offerLead, postOffer } from "../offers/offers.ts";
import { backendTests, HOUR_MS } from "../support/harness.ts";
import { getQuote, postBooking, postRenewal } from "../support/requests.ts";
import { readAnswer, readWhole } from "./answers.ts";

backendTests("an offer, the lead that lists it, and the quote page's offer read with the contracts", async (db) => {
  const lead = await offerLead(db);
  const body: OfferBody = offerBody(lead.clock, { note: "Pickup quoted apart." });
  const { offer } = await readWhole(await postOffer(lead, body), 201, readOfferAnswer);
  const { lead: shown } = (await readAnswer(await getLead(lead), 200, readLeadAnswer)).value;
  deepStrictEqual([shown.offers, shown.history.at(-1)?.offer, shown.offerWindow?.currency], [[offer], 1, "USD"]);
  const quote = await readWhole(await getQuote(lead.handler, lead.reference, lead.key), 200, readQuoteAnswer);
  deepStrictEqual(quote.offer, {
    number: 1,
    sentAt: offer.sentAt,
    validUntil: body.validUntil,
    expired: false,
    options: offer.options,
    note: "Pickup quoted apart.",
    chargeableKg: 640,
  });
  deepStrictEqual([quote.renewal, quote.status], [null, "answered"]);
  const wrong = await readAnswer(
    await postOffer(lead, { ...body, options: [{ ...EXPRESS, amount: 0 }] }),
    400,
    readConsoleRefusal,
  );
  deepStrictEqual(wrong.value.error.fields, { "options.0.amount": "range" });
}).forEach((test) => Deno.test(test));

backendTests("a booking at the offer, its refusals, and a renewal read with the quote page's contract", async (db) => {
  const lead = await offerLead(db);
  await postOffer(lead, offerBody(lead.clock, { days: 1 }));
  const booking: BookingBody = {
    service: "economy",
    cargoReadyDate: hongKongDate(new Date(lead.clock.now().getTime() + 2 * 24 * HOUR_MS)),
    supplier: { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" },
    consignee: null,
    notes: "",
  };
  const required = await readAnswer(
    await postBooking(lead.handler, lead.reference, booking, { key: lead.key }),
    409,
    readQuoteRefusal,
  );
  deepStrictEqual([required.value.error.code, required.value.error.offer], ["offer_required", 1]);
  const sent = await readWhole(
    await postBooking(lead.handler, lead.reference, { ...booking, offer: 1 }, { key: lead.key }),
    200,
    readBookingSentAnswer,
  );
  deepStrictEqual(sent.booking.offer, { number: 1, amount: ECONOMY.amount, currency: "USD" });
  lead.clock.advance(3 * 24 * HOUR_MS);
  const renewal = await readWhole(
    await postRenewal(lead.handler, lead.reference, { key: lead.key }),
    202,
    readRenewalAnswer,
  );
  deepStrictEqual(renewal, { renewal: { number: 1, requestedAt: lead.clock.now().toISOString() } });
  const quote = await readWhole(await getQuote(lead.handler, lead.reference, lead.key), 200, readQuoteAnswer);
  deepStrictEqual([quote.offer?.expired, quote.renewal, quote.booking?.offer?.number], [true, {
    requestedAt: renewal.renewal.requestedAt,
  }, 1]);
}).forEach((test) => Deno.test(test));

Deno.test("an answer of a function deployed before offers reads with the defaults", () => {
  const before = {
    reference: "K7QM-4TXH",
    askedAt: "2026-01-15T10:00:00.000Z",
    asked: { country: "Canada", chargeableKg: null, grossKg: null, pieces: null, deliverTo: "airport", insure: false },
    price: null,
    chosen: null,
    status: "received",
  };
  const read = readQuoteAnswer(before, "");
  deepStrictEqual([read.offer, read.renewal, read.booking], [null, null, null]);
  const booking = {
    service: "express",
    cargoReadyDate: "2026-01-22",
    supplier: { company: "A", contact: "B", phone: "1", address: "C" },
    requestedAt: "2026-01-15T10:00:00.000Z",
    changesLeft: 4,
  };
  deepStrictEqual(readQuoteAnswer({ ...before, booking }, "").booking?.offer, null);
  const lead = {
    reference: "K7QM-4TXH",
    createdAt: "2026-01-15T10:00:00.000Z",
    ageHours: 1,
    country: "Canada",
    chargeableKg: null,
    chosen: null,
    status: "new",
    bookingRequested: false,
    awb: null,
    lostReason: null,
    language: "en",
    request: {},
    price: null,
    history: [{
      at: "2026-01-15T11:00:00.000Z",
      member: "ops@forwarder.test",
      from: "new",
      to: "answered",
      awb: null,
      reason: null,
    }],
  };
  const { lead: readLead } = readLeadAnswer({ lead }, "");
  deepStrictEqual([readLead.offers, readLead.offerWindow, readLead.history[0].offer], [[], null, null]);
});
