// A firm offer from the console: POST /team/leads/<reference>/offers with a
// member's session. Stored, numbered from 1, in the lead's history with the
// member (the first moves a new lead to answered), listed with the lead; a
// wrong field refused by its path, a booked or lost lead refused (409), the
// sixth refused (429), bodies up to 8 KB taken.
import { deepStrictEqual, ok } from "node:assert/strict";
import { MAX_OFFER_NOTE, MAX_OFFERS_A_LEAD, readLeadAnswer, readOfferAnswer } from "../../_shared/api/consoleApi.ts";
import { dayPlus, hongKongDay } from "../../_shared/price/pricing.ts";
import { AWB } from "../milestones/shipments.ts";
import { backendTests } from "../support/harness.ts";
import { readAnswer } from "../api/answers.ts";
import { teamRequest } from "../team/console.ts";
import { MEMBER } from "../team/console.ts";
import { ECONOMY, EXPRESS, getLead, offerBody, offerLead, postOffer } from "./offers.ts";

backendTests(
  "an offer is stored and answered 201, moves a new lead to answered, and is in its history with the member",
  async (db) => {
    const lead = await offerLead(db);
    const body = offerBody(lead.clock, { note: "Fuel included.\nCall us." });
    const sent = await readAnswer(await postOffer(lead, body), 201, readOfferAnswer);
    deepStrictEqual(sent.value.offer, {
      number: 1,
      sentAt: lead.clock.now().toISOString(),
      validUntil: body.validUntil,
      options: [{ ...EXPRESS, currency: "USD" }, { ...ECONOMY, currency: "USD" }],
      note: "Fuel included.\nCall us.",
      member: MEMBER,
      chargeableKg: 640,
    });
    const { lead: shown } = (await readAnswer(await getLead(lead), 200, readLeadAnswer)).value;
    deepStrictEqual(shown.status, "answered");
    deepStrictEqual(shown.offers, [sent.value.offer]);
    deepStrictEqual(shown.history, [{
      at: lead.clock.now().toISOString(),
      member: MEMBER,
      from: "new",
      to: "answered",
      awb: null,
      reason: null,
      offer: 1,
    }]);
    const today = hongKongDay(lead.clock.now());
    deepStrictEqual(shown.offerWindow, { from: today, to: dayPlus(today, 30), currency: "USD", minorDigits: 2 });
    const [row] = await db.query<{ answered_at: Date }>(
      "select answered_at from public.contact_requests where reference = $1",
      [lead.reference],
    );
    deepStrictEqual(new Date(row.answered_at).toISOString(), lead.clock.now().toISOString());
  },
).forEach((test) => Deno.test(test));

backendTests("a new offer replaces the last: numbered on, the lead's status kept, each in its history", async (db) => {
  const lead = await offerLead(db);
  await postOffer(lead, offerBody(lead.clock));
  lead.clock.advance(60_000);
  const second = await readAnswer(
    await postOffer(lead, offerBody(lead.clock, { options: [ECONOMY], days: 3 })),
    201,
    readOfferAnswer,
  );
  deepStrictEqual([second.value.offer.number, second.value.offer.options.length], [2, 1]);
  const { lead: shown } = (await readAnswer(await getLead(lead), 200, readLeadAnswer)).value;
  deepStrictEqual(shown.offers.map((offer) => offer.number), [1, 2]);
  deepStrictEqual(shown.history.map((entry) => [entry.from, entry.to, entry.offer]), [
    ["new", "answered", 1],
    ["answered", "answered", 2],
  ]);
}).forEach((test) => Deno.test(test));

backendTests("a wrong field is refused 400 by its path, and nothing is stored", async (db) => {
  const lead = await offerLead(db);
  const refused = async (body: unknown) => {
    const response = await postOffer(lead, body);
    const answer = await response.json();
    deepStrictEqual([response.status, answer.error.code], [400, "invalid_fields"], JSON.stringify(answer));
    return answer.error.fields;
  };
  const today = hongKongDay(lead.clock.now());
  for (const [amount, problem] of [[0, "range"], [-5, "range"], [702.505, "decimals"], ["702.50", "type"]] as const) {
    deepStrictEqual(await refused(offerBody(lead.clock, { options: [{ ...EXPRESS, amount }] as never })), {
      "options.0.amount": problem,
    }, `amount ${amount}`);
  }
  deepStrictEqual(
    await refused({
      validUntil: dayPlus(today, 31),
      options: [EXPRESS, { ...EXPRESS, transitDays: "soon" }],
      note: "n".repeat(MAX_OFFER_NOTE + 1),
    }),
    {
      validUntil: "range",
      "options.1.service": "duplicate",
      "options.1.transitDays": "format",
      note: "tooLong",
    },
  );
  deepStrictEqual(await refused({ validUntil: dayPlus(today, -1), options: [] }), {
    validUntil: "range",
    options: "range",
  });
  deepStrictEqual(await refused({ validUntil: today, options: [{ ...EXPRESS, service: "overnight" }] }), {
    "options.0.service": "choice",
  });
  const [{ count }] = await db.query<{ count: number }>("select count(*)::int as count from public.lead_offers");
  deepStrictEqual(count, 0);
}).forEach((test) => Deno.test(test));

backendTests("a booked or a lost lead takes no offer: 409 with its status", async (db) => {
  const lead = await offerLead(db);
  const mark = (body: unknown) =>
    teamRequest(lead.handler, `/team/leads/${lead.reference}/status`, { token: lead.token, body });
  deepStrictEqual((await mark({ status: "booked", awb: AWB })).status, 200);
  const booked = await postOffer(lead, offerBody(lead.clock));
  deepStrictEqual([booked.status, (await booked.json()).error], [409, {
    code: "conflict",
    message: "This lead is booked: no offer can be sent to it.",
    status: "booked",
  }]);
  const other = await offerLead(db, { request: { email: "other@shop.example" } });
  await teamRequest(other.handler, `/team/leads/${other.reference}/status`, {
    token: other.token,
    body: { status: "lost", reason: "price" },
  });
  const lost = await postOffer(other, offerBody(other.clock));
  deepStrictEqual([lost.status, (await lost.json()).error.status], [409, "lost"]);
  const { lead: shown } = (await readAnswer(await getLead(lead), 200, readLeadAnswer)).value;
  deepStrictEqual([shown.offers, shown.offerWindow], [[], null], "a booked lead offers no window");
}).forEach((test) => Deno.test(test));

backendTests("the sixth offer of a lead is refused: 429 too_many_offers, and no sixth e-mail", async (db) => {
  const lead = await offerLead(db);
  for (let sent = 1; sent <= MAX_OFFERS_A_LEAD; sent++) {
    deepStrictEqual((await postOffer(lead, offerBody(lead.clock))).status, 201, `offer ${sent}`);
  }
  const sixth = await postOffer(lead, offerBody(lead.clock));
  deepStrictEqual([sixth.status, (await sixth.json()).error.code], [429, "too_many_offers"]);
  await lead.handler.settle();
  const kinds = await db.query<{ kind: string }>(
    "select kind from public.contact_notifications where family = 'offer' order by kind",
  );
  deepStrictEqual(kinds.map((row) => row.kind), ["offer_1", "offer_2", "offer_3", "offer_4", "offer_5"]);
}).forEach((test) => Deno.test(test));

backendTests(
  "an unpriced lead takes an offer in the card's currency; 8 KB bodies pass, a session is needed",
  async (db) => {
    const lead = await offerLead(db, { request: { shippingCountry: "Canada" } });
    // A note of 500 Arabic letters with two options: over the console's 1 KB, within the route's 8 KB.
    const note = "ع".repeat(MAX_OFFER_NOTE);
    const body = offerBody(lead.clock, { note, options: [EXPRESS, ECONOMY] });
    ok(new TextEncoder().encode(JSON.stringify(body)).length > 1024);
    deepStrictEqual((await teamRequest(lead.handler, `/team/leads/${lead.reference}/offers`, { body })).status, 401);
    const sent = await readAnswer(await postOffer(lead, body), 201, readOfferAnswer);
    deepStrictEqual([sent.value.offer.note, sent.value.offer.options[0].currency], [note, "USD"]);
    // No card priced it: the weight it rests on is the one the cargo details come to.
    deepStrictEqual(sent.value.offer.chargeableKg, 640);
    const tooLarge = await postOffer(lead, { ...body, padding: "x".repeat(8 * 1024) });
    deepStrictEqual(tooLarge.status, 413);
  },
).forEach((test) => Deno.test(test));
