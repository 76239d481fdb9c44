// The indicative price a request gets from the function's rate card: answered
// to the visitor as a range (never the total), stored with the lead, broken
// down in the team's e-mail, repeated in the confirmation, and answered again
// on a replay. The card is the tests' fixture (__tests__/fixtures/rates.yaml),
// whose figures appear nowhere else; the prices below are worked by hand.
// (leadNoPrice.test.ts: a request with no price, and why.)
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, makeHandler, storeWithFailures } from "../support/harness.ts";
import { postContact, postForm, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { EXPECTED_ANSWER, pricedHandler, TEAM_WORDS, teamEmail } from "./leads.ts";

/** A range as the visitor's page writes it, by currency code (USD 3,100–3,900, its spaces Intl's). */
const usd = (low: number, high: number) =>
  new Intl.NumberFormat("en", {
    style: "currency",
    currency: "USD",
    currencyDisplay: "code",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).formatRange(low, high);

/** Each of `lines` in `text`, one after the other. */
function inOrder(text: string, lines: string[]): void {
  let from = 0;
  for (const line of lines) {
    const at = text.indexOf(line, from);
    ok(at >= 0, `${JSON.stringify(line)} after character ${from}\n---\n${text}`);
    from = at + line.length - 1;
  }
}

backendTests("a request the card prices gets the range, never the total, and the price is stored", async (db) => {
  const { handler } = pricedHandler(db);
  const response = await postContact(handler, validRequest(PRICED));
  deepStrictEqual(response.status, 200);
  const body = await response.json();
  deepStrictEqual(body.price, EXPECTED_ANSWER);
  ok(!("noPrice" in body));
  ok(!JSON.stringify(body).includes("3484"), "the total is not answered");
  const [row] = await db.query<Record<string, unknown>>(
    "select price_currency, price_low, price_high, price_total, price_valid_until, no_price_reason, pricing " +
      "from public.contact_requests",
  );
  deepStrictEqual(
    [row.price_currency, row.price_low, row.price_high, Number(row.price_total), row.price_valid_until],
    ["USD", 3100, 3900, 3484.41, EXPECTED_ANSWER.validUntil],
  );
  deepStrictEqual(row.no_price_reason, null);
  deepStrictEqual((row.pricing as { price: { breakUsed: string } }).price.breakUsed, "from500");
}).forEach((test) => Deno.test(test));

/** PRICED, collected in Shenzhen (typed as 深圳市), to the door, insured for 12,500.50 written as a German writes it. */
const ALL_IN = {
  ...PRICED,
  pickupCity: "深圳市",
  deliverTo: "door",
  deliveryPostcode: "10115",
  insure: "yes",
  goodsValue: "12.500,50",
};

backendTests(
  "from the supplier's city to the door, insured: every option all in, stored with its lines",
  async (db) => {
    const { handler } = pricedHandler(db);
    const body = await (await postContact(handler, { ...validRequest(ALL_IN), language: "de" })).json();
    // Express: pickup 0.377 x 640 = 241.28; freight 2,980.48; fuel 394.88; security 67.12; documents 41.93;
    // delivery 0.473 x 640 = 302.72; clearance 61.39: 4,089.80. Insurance 0.317 % of 110 % of (12,500.50 + 4,089.80)
    // = 57.850... -> 57.85. Total 4,147.65: 3,732.885 -> 3,700, 4,562.415 -> 4,600. Days 2-3 + 1 + 1-2 = 4-6.
    // Economy: freight 2,314.88, so far 3,424.20; insurance 0.317 % of 110 % of 15,924.70 = 55.529... -> 55.53.
    // Total 3,479.73: 3,131.757 -> 3,100, 3,827.703 -> 3,900. Days 5-8 + 1 + 1-2 = 7-11.
    deepStrictEqual(body.price, {
      ...EXPECTED_ANSWER,
      low: 3700,
      high: 4600,
      transitDays: "4-6",
      options: [
        { service: "express", low: 3700, high: 4600, transitDays: "4-6", co2eKg: 4000 },
        { service: "economy", low: 3100, high: 3900, transitDays: "7-11", co2eKg: 4000 },
      ],
      covers: { pickup: true, door: true, insurance: true },
    });
    const [row] = await db.query<Record<string, unknown>>(
      "select deliver_to, delivery_postcode, insure, goods_value, pricing from public.contact_requests",
    );
    deepStrictEqual([row.deliver_to, row.delivery_postcode, row.insure, Number(row.goods_value)], [
      "door",
      "10115",
      true,
      12500.5,
    ]);
    const stored =
      (row.pricing as { price: { options: { service: string; totalMinor: number }[]; pickupZone: string } })
        .price;
    deepStrictEqual(stored.options.map((option) => [option.service, option.totalMinor]), [
      ["express", 414765],
      ["economy", 347973],
    ]);
    deepStrictEqual(stored.pickupZone, "Fixture Pearl River");
  },
).forEach((test) => Deno.test(test));

backendTests("insurance asked for without the goods' value is refused, naming the value's field", async (db) => {
  const { handler } = pricedHandler(db);
  const response = await postContact(handler, validRequest({ ...PRICED, insure: true }));
  deepStrictEqual(response.status, 400);
  deepStrictEqual((await response.json()).error.fields, { goodsValue: "valueToInsure" });
}).forEach((test) => Deno.test(test));

backendTests("the team's e-mail breaks the price down line by line, to confirm or correct", async (db) => {
  const { handler, mailer } = pricedHandler(db);
  await postContact(handler, validRequest(PRICED));
  const { text } = teamEmail(mailer.sent);
  // In the fixture's team words (support/teamWords.ts): the lines in the order an invoice adds them up.
  inOrder(text, [
    "\nFixture Americas; from Hong Kong airport, to the destination airport; quote valid until 2026-02-07\n",
    "\nExpress option\n",
    "\nFreight: +500 kg rate, 4.657/kg x 640 kg = 2,980.48 USD\n",
    "\nFixture fuel: 0.617/kg x 640 kg chargeable = 394.88 USD\n",
    "\nFixture security: 0.149/kg x 450.5 kg gross = 67.12 USD\n",
    "\nFixture documents: 41.93 USD\n",
    "\nExpress total: 3,484.41 USD\n",
    `\nThe visitor saw: ${usd(3100, 3900)}: confirm or correct it in your reply\n`,
    "\n2-3 days, all in for what was asked\n",
    "\nEconomy option\n",
    "\nFreight: +500 kg rate, 3.617/kg x 640 kg = 2,314.88 USD\n",
    "\nEconomy total: 2,818.81 USD\n",
    `\nThe visitor saw: ${usd(2500, 3200)}: confirm or correct it in your reply\n`,
    "\n5-8 days, all in for what was asked\n",
  ]);
  ok(!text.includes("Pickup") && !text.includes("Insurance"), "no line the visitor did not ask for");
}).forEach((test) => Deno.test(test));

backendTests("the team's e-mail gives each option's pickup, door and insurance lines", async (db) => {
  const { handler, mailer } = pricedHandler(db);
  await postContact(handler, { ...validRequest(ALL_IN), language: "de" });
  const { text } = teamEmail(mailer.sent);
  // The lines worked by hand in the all-in test above.
  inOrder(text, [
    "\nDelivery: to the door, postcode 10115\n",
    "\nInsurance: asked, on goods worth 12,500.5 (the card's currency)\n",
    "\nFixture Americas; pickup from 深圳市 (Fixture Pearl River), to the door, insured; quote valid until 2026-02-07\n",
    "\nExpress option\n",
    "\nPickup in China: 0.377/kg x 640 kg chargeable = 241.28 USD\n",
    "\nImport clearance: 61.39 USD\n",
    "\nDelivery to the door: 0.473/kg x 640 kg chargeable = 302.72 USD\n",
    "\nInsurance: 0.317 % of 18,249.33 USD (110 % of the goods' value and the lines above) = 57.85 USD\n",
    "\nExpress total: 4,147.65 USD\n",
    "\n4-6 days, all in for what was asked\n",
    "\nEconomy option\n",
    "\nInsurance: 0.317 % of 17,517.17 USD (110 % of the goods' value and the lines above) = 55.53 USD\n",
    "\nEconomy total: 3,479.73 USD\n",
    "\n7-11 days, all in for what was asked\n",
  ]);
}).forEach((test) => Deno.test(test));

backendTests("a heavier break that is cheaper is said so in the team's e-mail", async (db) => {
  const { handler, mailer } = pricedHandler(db);
  // 95 kg gross, small: W = 95 kg, in +45 at 6.127 = 582.07; +100 at 100 kg is 5.371 x 100 = 537.10, cheaper.
  await postContact(
    handler,
    validRequest({ ...PRICED, cargoPieces: "1", cargoLengthCm: "50", cargoWeightKg: "95" }),
  );
  ok(
    teamEmail(mailer.sent).text.includes(
      `Freight: ${
        fillTemplate(TEAM_WORDS.price.freight, {
          break: TEAM_WORDS.breaks.from100,
          rate: "5.371",
          weight: `100 kg ${TEAM_WORDS.price.heavierBreak}`,
          amount: "537.10 USD",
        })
      }`,
    ),
    teamEmail(mailer.sent).text,
  );
}).forEach((test) => Deno.test(test));

backendTests("the confirmation repeats the price in the visitor's language, the range by currency code", async (db) => {
  const { handler, mailer } = pricedHandler(db, { SEND_VISITOR_CONFIRMATION: "true" });
  await postContact(handler, { ...validRequest(PRICED), language: "es" });
  const confirmation = mailer.sent.find((email) => email.to === "mei@shop.example")!;
  // The fixture's Spanish (the English words marked [es]); the numbers are Spanish.
  const { price: words } = fixtureReplies.languages.es;
  ok(confirmation.text.includes(words.title), confirmation.text);
  ok(confirmation.text.includes(new Intl.NumberFormat("es", {
    style: "currency",
    currency: "USD",
    currencyDisplay: "code",
    maximumFractionDigits: 0,
  }).formatRange(3100, 3900)));
  ok(confirmation.text.includes(fillTemplate(words.weight, { weight: "640" })));
  ok(confirmation.text.includes(fillTemplate(words.transit, { days: "2-3" })));
  ok(confirmation.text.includes("7 de febrero de 2026"), "the quote's last day, as Spanish writes dates");
  ok(!confirmation.text.includes("3484") && !confirmation.text.includes("3.484"), "never the total");
}).forEach((test) => Deno.test(test));

backendTests(
  "a replay answers the stored price; a lead e-mailed while the database is away is priced alike",
  async (db) => {
    const { handler, mailer } = makeHandler(db, { rateCard: FIXTURE_CARD, stores: storeWithFailures(db, {}) });
    const first = await (await postContact(handler, validRequest(PRICED), { idempotencyKey: "priced-1" })).json();
    const again = await (await postContact(handler, validRequest(PRICED), { idempotencyKey: "priced-1" })).json();
    deepStrictEqual(again.price, first.price);
    const away = makeHandler(db, { rateCard: FIXTURE_CARD, stores: storeWithFailures(db, { accept: true }) });
    const direct = await (await postContact(away.handler, validRequest({ ...PRICED, email: "d@shop.example" }), {
      idempotencyKey: "priced-2",
    })).json();
    deepStrictEqual(direct.price, EXPECTED_ANSWER);
    const stored = teamEmail(mailer.sent).text;
    const mailedDirectly = teamEmail(away.mailer.sent).text;
    const priceLines = (text: string) =>
      text.split("\n").filter((line) => /^(Freight|Fixture|Total|The visitor)/.test(line));
    deepStrictEqual(priceLines(mailedDirectly), priceLines(stored), "the same breakdown either way");
  },
).forEach((test) => Deno.test(test));

/** The stored request's cargo, doubled; and no cargo at all: a replay's body that would price otherwise, or not at all. */
const OTHER_CARGO = { ...PRICED, cargoPieces: "8", cargoWeightKg: "901" };
const NO_CARGO = {};

backendTests(
  "a replay answers the stored reference and price, whatever the replayed body holds, and whatever the card now says",
  async (db) => {
    const { handler } = pricedHandler(db);
    const first = await (await postContact(handler, validRequest(PRICED), { idempotencyKey: "replayed" })).json();
    deepStrictEqual(first.price, EXPECTED_ANSWER);
    // Another card by then: the fixture's rates all higher. A price computed again would differ.
    const dearer = {
      ...FIXTURE_CARD,
      card: { ...FIXTURE_CARD.card!, fees: [{ name: "Fixture documents", amount: 941.93 }] },
    };
    const later = makeHandler(db, { rateCard: dearer });
    for (const body of [PRICED, OTHER_CARGO, NO_CARGO]) {
      const response = await postContact(later.handler, validRequest(body), { idempotencyKey: "replayed" });
      deepStrictEqual(response.status, 200, JSON.stringify(body));
      deepStrictEqual(response.headers.get("idempotent-replayed"), "true");
      const answer = await response.json();
      deepStrictEqual([answer.reference, answer.price], [first.reference, EXPECTED_ANSWER], JSON.stringify(body));
    }
    // A request with no price answers its reason again, even for a body that would now be priced.
    const unpriced = await (await postContact(handler, validRequest(NO_CARGO), { idempotencyKey: "unpriced" })).json();
    deepStrictEqual([unpriced.price, unpriced.noPrice], [null, "noChargeableWeight"]);
    const replayed = await (await postContact(later.handler, validRequest(PRICED), { idempotencyKey: "unpriced" }))
      .json();
    deepStrictEqual([replayed.reference, replayed.price, replayed.noPrice], [
      unpriced.reference,
      null,
      "noChargeableWeight",
    ]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "while the database is away, a retry answers the kept lead's price, whatever the retried body holds",
  async (db) => {
    const away = makeHandler(db, { rateCard: FIXTURE_CARD, stores: storeWithFailures(db, { accept: true }) });
    const first = await (await postContact(away.handler, validRequest(PRICED), { idempotencyKey: "kept" })).json();
    deepStrictEqual(first.price, EXPECTED_ANSWER);
    for (const body of [OTHER_CARGO, NO_CARGO]) {
      const answer = await (await postContact(away.handler, validRequest(body), { idempotencyKey: "kept" })).json();
      deepStrictEqual([answer.reference, answer.price], [first.reference, EXPECTED_ANSWER], JSON.stringify(body));
    }
  },
).forEach((test) => Deno.test(test));

backendTests("a plain form post is priced too: the visitor reads it in the confirmation", async (db) => {
  const { handler, mailer } = pricedHandler(db, { SEND_VISITOR_CONFIRMATION: "true" });
  const response = await postForm(handler, { ...validRequest(PRICED), language: "en" });
  deepStrictEqual(response.status, 303);
  const confirmation = mailer.sent.find((email) => email.to === "mei@shop.example")!;
  // "USD 3,100–3,900", with the no-break space Intl puts after the code.
  ok(confirmation.text.includes("USD\u00a03,100–3,900"), confirmation.text);
}).forEach((test) => Deno.test(test));
