// Declared goods through the function, on the tests' card (its battery
// handling line 47.31 per shipment and 0.229 per kg): the questions read from
// JSON and from the plain form, answers that contradict the boxes refused
// (400 naming the field), questions left unanswered taken as not known; the
// price with its battery line and its codes, stored with the answers and
// answered again on a replay; the team's e-mail naming the class and the
// documents, the confirmation what the price includes and what the supplier
// must provide; an expired quote giving the answers back to ask again.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, FakeClock, makeHandler } from "../support/harness.ts";
import { getQuote, postContact, postForm, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";
import { formatList } from "../../_shared/emails/site.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { EXPECTED_ANSWER, IN_EQUIPMENT, pricedHandler, TEAM_WORDS, teamEmail } from "./leads.ts";
import { MEMBER, signIn, teamRequest } from "../team/console.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

// The line on 640 kg: 47.31 + 0.229 x 640 = 47.31 + 146.56 = 193.87, one rounding. Express 3,484.41 + 193.87 =
// 3,678.28: less 10 %, 3,310.452, down to 3,300; plus 10 %, 4,046.108, up to 4,100. Economy 2,818.81 + 193.87 =
// 3,012.68: 2,711.412 -> 2,700, 3,313.948 -> 3,400.
const WITH_BATTERIES = {
  ...EXPECTED_ANSWER,
  low: 3300,
  high: 4100,
  options: [
    { ...EXPECTED_ANSWER.options[0], low: 3300, high: 4100 },
    { ...EXPECTED_ANSWER.options[1], low: 2700, high: 3400 },
  ],
  specialGoods: {
    un: "UN3481",
    packingInstruction: "967",
    section: "II",
    documents: ["un38.3", "sds"],
    conditions: ["batteriesPerPackage"],
  },
};

const answers = async (db: Parameters<typeof pricedHandler>[0]) =>
  (await db.query<Record<string, unknown>>(
    `select battery_type, battery_packing, battery_large, magnets_loose, liquids_flammable,
            pricing->'goods' as goods, price_total from public.contact_requests order by created_at`,
  )).map((row) => ({ ...row, price_total: row.price_total === null ? null : Number(row.price_total) }));

backendTests("batteries inside the equipment are priced with the battery line, stored and replayed", async (db) => {
  const { handler } = pricedHandler(db);
  const body = { ...validRequest({ ...PRICED, ...IN_EQUIPMENT }) };
  const first = await postContact(handler, body, { idempotencyKey: "goods-1" });
  deepStrictEqual(first.status, 200);
  const answer = await first.json();
  deepStrictEqual(answer.price, WITH_BATTERIES);
  deepStrictEqual(await answers(db), [{
    battery_type: "lithiumIon",
    battery_packing: "inEquipment",
    battery_large: "false",
    magnets_loose: null,
    liquids_flammable: null,
    goods: ["UN3481-967-II"],
    price_total: 3678.28,
  }]);
  // The same key again, whatever the body holds now: the first answer, its codes with it.
  const replay = await postContact(handler, validRequest(PRICED), { idempotencyKey: "goods-1" });
  deepStrictEqual(replay.headers.get("idempotent-replayed"), "true");
  deepStrictEqual((await replay.json()).price, WITH_BATTERIES);
}).forEach((test) => Deno.test(test));

backendTests("the plain form's answers are read as it posts them, beside their boxes", async (db) => {
  const { handler } = pricedHandler(db);
  const response = await postForm(handler, {
    ...validRequest(PRICED),
    cargoContents: ["batteries", "magnets", "liquids"],
    batteryType: "lithiumMetal",
    batteryPacking: "withEquipment",
    batteryLarge: "false",
    magnetsLoose: "false",
    liquidsFlammable: "unknown",
    language: "en",
  });
  deepStrictEqual(response.status, 303);
  deepStrictEqual(await answers(db), [{
    battery_type: "lithiumMetal",
    battery_packing: "withEquipment",
    battery_large: "false",
    magnets_loose: "false",
    liquids_flammable: "unknown",
    goods: ["UN3091-969-II", "liquidsUnknown", "magnetsInProducts"],
    price_total: null,
  }]);
}).forEach((test) => Deno.test(test));

backendTests(
  "answers that contradict the boxes are refused, naming the field; none answered is not known",
  async (db) => {
    const { handler } = pricedHandler(db);
    const refused: [Record<string, unknown>, Record<string, string>][] = [
      [{ batteryType: "lithiumIon" }, { batteryType: "notTicked" }],
      [{ cargoContents: ["magnets"], batteryPacking: "alone" }, { batteryType: "notTicked" }],
      [{ cargoContents: ["batteries"], batteryPacking: "alone" }, { batteryType: "batteryTypeFirst" }],
      [{ cargoContents: ["batteries"], batteryLarge: true }, { batteryType: "batteryTypeFirst" }],
      [{ magnetsLoose: false }, { magnetsLoose: "notTicked" }],
      [{ cargoContents: ["magnets"], liquidsFlammable: "unknown" }, { liquidsFlammable: "notTicked" }],
      [{ cargoContents: ["batteries"], batteryType: "nickel" }, { batteryType: "choice" }],
      [{ cargoContents: ["batteries"], batteryType: "lithiumIon", batteryLarge: "unknown" }, {
        batteryLarge: "choice",
      }],
      [{ cargoContents: ["magnets"], magnetsLoose: "maybe" }, { magnetsLoose: "choice" }],
    ];
    for (const [goods, fields] of refused) {
      const response = await postContact(handler, validRequest({ ...PRICED, ...goods }));
      deepStrictEqual(response.status, 400, JSON.stringify(goods));
      const { error } = await response.json();
      deepStrictEqual([error.code, error.fields], ["invalid_fields", fields], JSON.stringify(goods));
    }
    // Ticked, the questions left unanswered (an old cached page, a visitor who skipped them): taken, not known.
    const skipped = await postContact(handler, validRequest({ ...PRICED, cargoContents: ["batteries", "magnets"] }));
    deepStrictEqual(skipped.status, 200);
    deepStrictEqual((await skipped.json()).noPrice, "specialGoodsUnknown");
    const typeOnly = await postContact(
      handler,
      validRequest({ ...PRICED, cargoContents: ["batteries"], batteryType: "lithiumIon" }),
    );
    deepStrictEqual([typeOnly.status, (await typeOnly.json()).noPrice], [200, "specialGoodsUnknown"]);
  },
).forEach((test) => Deno.test(test));

backendTests("the team's e-mail names each class and the documents to collect, and the battery line", async (db) => {
  const { handler, mailer } = pricedHandler(db, { SEND_VISITOR_CONFIRMATION: "true" });
  await postContact(handler, validRequest({ ...PRICED, ...IN_EQUIPMENT, email: "in@shop.example" }));
  const { goods, contents, price } = TEAM_WORDS;
  const team = teamEmail(mailer.sent).text;
  ok(team.includes(`${contents.batteries}: UN3481, PI 967, Section II, ${goods.ionWithin}`), team);
  const documents = formatList(fixtureReplies.team.code, [goods.testSummary, goods.safetyDataSheet]);
  ok(team.includes(`${goods.documents}: ${documents}`), team);
  // 47.31 USD + 0.229/kg x 640 kg = 193.87 USD, on each option.
  const line = price.batteryHandling.replace("{fixed}", "47.31 USD").replace("{rate}", "0.229").replace(
    "{weight}",
    "640 kg",
  ).replace("{amount}", "193.87 USD");
  deepStrictEqual(team.split(`Lithium batteries, Section II: ${line}`).length - 1, 2, team);
  // The confirmation: what the price includes, then what the supplier must provide and respect, in its words.
  const words = fixtureReplies.languages.en.specialGoods;
  const confirmation = mailer.sent.find((email) => email.idempotencyKey.endsWith("/visitor_confirmation"))!.text;
  for (const sentence of [words.included, words.title, words.testSummary, words.safetyDataSheet]) {
    ok(confirmation.includes(sentence), `${sentence}\n---\n${confirmation}`);
  }
  ok(confirmation.includes(words.batteriesPerPackage), confirmation);
  ok(!confirmation.includes(words.spareSets), "packed in the equipment: no spare sets to count");
}).forEach((test) => Deno.test(test));

backendTests("batteries on their own: the team reads UN3480, PI 965, cargo aircraft only", async (db) => {
  const { handler, mailer } = pricedHandler(db);
  await postContact(handler, validRequest({ ...PRICED, ...IN_EQUIPMENT, batteryPacking: "alone" }));
  const { goods, contents } = TEAM_WORDS;
  const team = teamEmail(mailer.sent).text;
  const alone = goods.cargoAircraftOnly.replace("{class}", `UN3480, PI 965, Section IB, ${goods.ionWithin}`);
  ok(team.includes(`${contents.batteries}: ${alone}`), team);
}).forEach((test) => Deno.test(test));

backendTests("the console shows the answers and the classes; an expired quote gives the answers back", async (db) => {
  const clock = new FakeClock();
  const { handler, mailer } = makeHandler(db, { rateCard: FIXTURE_CARD, clock });
  const sent = validRequest({
    ...PRICED,
    ...IN_EQUIPMENT,
    cargoContents: ["batteries", "magnets"],
    magnetsLoose: false,
  });
  const { reference, quoteKey } = await (await postContact(handler, sent)).json();
  const token = await signIn(handler, mailer, MEMBER);
  const { lead } = await (await teamRequest(handler, `/team/leads/${reference}`, { token })).json();
  deepStrictEqual(
    [lead.request.batteryType, lead.request.batteryLarge, lead.request.magnetsLoose, lead.price.goods],
    ["lithiumIon", false, false, ["UN3481-967-II", "magnetsInProducts"]],
  );
  const before = await (await getQuote(handler, reference, quoteKey)).json();
  deepStrictEqual(before.price.specialGoods.conditions, ["batteriesPerPackage", "magneticField"]);
  clock.current = new Date(new Date(`${before.validUntil}T12:00:00+08:00`).getTime() + DAY_MS);
  const { askAgain } = await (await getQuote(handler, reference, quoteKey)).json();
  deepStrictEqual(
    [
      askAgain.cargoContents,
      askAgain.batteryType,
      askAgain.batteryPacking,
      askAgain.batteryLarge,
      askAgain.magnetsLoose,
    ],
    [["batteries", "magnets"], "lithiumIon", "inEquipment", false, false],
  );
}).forEach((test) => Deno.test(test));
