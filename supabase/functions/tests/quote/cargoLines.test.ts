// A packing list through the function: lines sent as JSON or posted by the
// plain form as indexed fields (in order, the empty ones dropped), stored in
// their column as the contract gives them back, priced on the tests' card
// (__tests__/fixtures/rates.yaml), a line's refusal named on the form's page,
// and the lines beside the single size refused by the contract and the table.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { backendTests } from "../support/harness.ts";
import { getQuote, postContact, postForm, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";
import { FIXTURE_CARD } from "../support/fixtureCard.ts";
import { lineControlName } from "../../_shared/contactFields.ts";
import { fieldErrorText } from "../../_shared/words/fieldWords.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { pricedHandler } from "./leads.ts";
import { countryNamed } from "../support/harness.ts";

const US = countryNamed(FIXTURE_CARD, "US");
const words = fixtureReplies.languages.en;

const PALLETS = { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false };
const CARTONS = { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true };
const BOXES = { pieces: 3, lengthCm: 50, widthCm: 50, heightCm: 50, weightKg: 30, stackable: true };

// By hand, on the fixture card (pieces that cannot be stacked charged at its 160 cm when lower):
// 2 x 120 x 80 x 160 = 3,072,000 + 12 x 60 x 40 x 40 = 1,152,000 + 3 x 50 x 50 x 50 = 375,000 cm³
// = 4,599,000 / 6,000 = 766.5 kg against 200 + 180 + 30 = 410 kg gross: 766.5 kg chargeable.
const CHARGEABLE_KG = 766.5;

const storedLines = async (db: Parameters<typeof pricedHandler>[0]) =>
  (await db.query<{ cargo_lines: unknown; pricing: { price?: { chargeableKg: number } } }>(
    "select cargo_lines, pricing from public.contact_requests",
  )).map((row) => ({
    lines: typeof row.cargo_lines === "string" ? JSON.parse(row.cargo_lines) : row.cargo_lines,
    chargeableKg: row.pricing.price?.chargeableKg,
  }));

backendTests("three lines sent as JSON are stored as they are and priced together", async (db) => {
  const { handler } = pricedHandler(db);
  const response = await postContact(
    handler,
    validRequest({ shippingCountry: US, cargoLines: [PALLETS, CARTONS, BOXES] }),
  );
  deepStrictEqual(response.status, 200);
  deepStrictEqual((await response.json()).price.chargeableKg, CHARGEABLE_KG);
  deepStrictEqual(await storedLines(db), [{ lines: [PALLETS, CARTONS, BOXES], chargeableKg: CHARGEABLE_KG }]);
}).forEach((test) => Deno.test(test));

/** A line as the plain form posts it at `index`: the numbers as typed, the weight's choice, the box ticked or not. */
function formLine(index: number, line: Record<string, string>, stackable: boolean): [string, string][] {
  const fields: [string, string][] = Object.entries(line).map(([field, value]) => [
    lineControlName(index, field as "pieces"),
    value,
  ]);
  return stackable ? [...fields, [lineControlName(index, "stackable"), "yes"]] : fields;
}

backendTests("the plain form's lines are read in order, the empty one dropped, per piece and as typed", async (db) => {
  const { handler } = pricedHandler(db);
  const fields: [string, string][] = [
    ...Object.entries(validRequest({ shippingCountry: US, language: "es" })),
    ...formLine(0, {
      pieces: "2",
      lengthCm: "120",
      widthCm: "80",
      heightCm: "150",
      weightKg: "100",
      weightPer: "piece",
    }, false),
    // The second line left empty, as the form's closed "another size" posts it.
    ...formLine(1, { pieces: "", lengthCm: "", widthCm: "", heightCm: "", weightKg: "", weightPer: "line" }, true),
    ...formLine(2, {
      pieces: "12",
      lengthCm: "60",
      widthCm: "40",
      heightCm: "40",
      weightKg: "180,0",
      weightPer: "line",
    }, true),
    ...formLine(
      3,
      { pieces: "3", lengthCm: "50", widthCm: "50", heightCm: "50", weightKg: "10", weightPer: "piece" },
      true,
    ),
  ];
  const response = await postForm(handler, fields);
  deepStrictEqual(response.status, 303);
  // The lines after the empty one keep the form's numbering (their place as sent, from 0).
  deepStrictEqual(await storedLines(db), [{
    lines: [PALLETS, { ...CARTONS, place: 2 }, { ...BOXES, place: 3 }],
    chargeableKg: CHARGEABLE_KG,
  }]);
}).forEach((test) => Deno.test(test));

backendTests("a line past the card's limits gets no price, naming the line", async (db) => {
  const { handler, mailer } = pricedHandler(db, { SEND_VISITOR_CONFIRMATION: "true" });
  // The fixture card's longest side is 287 cm.
  const tooLong = { ...BOXES, lengthCm: FIXTURE_CARD.card!.limits.longestSideCm + 1 };
  const response = await postContact(
    handler,
    validRequest({ shippingCountry: US, cargoLines: [PALLETS, CARTONS, tooLong] }),
  );
  const body = await response.json();
  deepStrictEqual([body.noPrice, body.line], ["beyondLimits", 2]);
  // The confirmation names the third line as the form numbers it, and so does the quote page's answer.
  const confirmation = mailer.sent.find((email) => email.idempotencyKey.endsWith("/visitor_confirmation"))!;
  const sentence = fillTemplate(words.noPrice.beyondLimitsLine, { number: "3" });
  ok(confirmation.text.includes(sentence), confirmation.text);
  // The team's e-mail says which line, and which limit.
  const team = mailer.sent.find((email) => email.idempotencyKey.endsWith("/team"))!;
  const teamWords = fixtureReplies.team.words;
  const detail = `${fillTemplate(teamWords.labels.line, { number: "3" })}: ${teamWords.limits.longestSideCm}`;
  ok(team.text.includes(detail), team.text);
  const quote = await (await getQuote(handler, body.reference, body.quoteKey)).json();
  deepStrictEqual([quote.noPrice, quote.noPriceLine], ["beyondLimits", 2]);
  // What was asked: the lines' pieces and gross weight added up (2 + 12 + 3 pieces, 200 + 180 + 30 kg).
  deepStrictEqual([quote.asked.pieces, quote.asked.grossKg], [17, 410]);
}).forEach((test) => Deno.test(test));

backendTests("a line past the limits after an empty one is named as the form numbered it", async (db) => {
  const { handler, mailer } = pricedHandler(db, { SEND_VISITOR_CONFIRMATION: "true" });
  const tooLong = { ...BOXES, lengthCm: FIXTURE_CARD.card!.limits.longestSideCm + 1 };
  // The form's Line 2 left empty: the line past the limits is its Line 3, the second given.
  const response = await postContact(
    handler,
    validRequest({ shippingCountry: US, cargoLines: [PALLETS, {}, tooLong] }),
  );
  const body = await response.json();
  deepStrictEqual([body.noPrice, body.line], ["beyondLimits", 2]);
  const confirmation = mailer.sent.find((email) => email.idempotencyKey.endsWith("/visitor_confirmation"))!;
  ok(confirmation.text.includes(fillTemplate(words.noPrice.beyondLimitsLine, { number: "3" })), confirmation.text);
  // The team's packing list numbers the lines as the form did, and names the same line.
  const team = mailer.sent.find((email) => email.idempotencyKey.endsWith("/team"))!;
  const teamWords = fixtureReplies.team.words;
  const line = (number: string) => `${fillTemplate(teamWords.labels.line, { number })}:`;
  ok(team.text.includes(line("1")) && team.text.includes(line("3")) && !team.text.includes(line("2")), team.text);
}).forEach((test) => Deno.test(test));

backendTests("a wrong number on a line is named with the line on the plain form's page", async (db) => {
  const { handler } = pricedHandler(db);
  const fields: [string, string][] = [
    ...Object.entries(validRequest({ shippingCountry: US })),
    ...formLine(
      0,
      { pieces: "2", lengthCm: "120", widthCm: "80", heightCm: "150", weightKg: "200", weightPer: "line" },
      true,
    ),
    ...formLine(
      1,
      { pieces: "12", lengthCm: "60", widthCm: "40", heightCm: "401", weightKg: "180", weightPer: "line" },
      true,
    ),
  ];
  const response = await postForm(handler, fields);
  deepStrictEqual(response.status, 400);
  const html = await response.text();
  const line = fillTemplate(words.lines.lineLegend, { number: "2" });
  const message = fieldErrorText(words.errors, "cargoHeightCm", "range", "en");
  ok(html.includes(`${line} · ${words.labels.cargoHeightCm}:</strong> ${message}`), html);
  deepStrictEqual((await storedLines(db)).length, 0);
}).forEach((test) => Deno.test(test));

backendTests("lines beside the single size are refused by the contract and by the table", async (db) => {
  const { handler } = pricedHandler(db);
  const response = await postContact(handler, validRequest({ cargoLines: [CARTONS], cargoWeightKg: "180" }));
  deepStrictEqual(response.status, 400);
  deepStrictEqual((await response.json()).error.fields, { cargoLines: "linesOrSize" });
  const refused = await db.transaction((tx) =>
    tx.query(
      `insert into public.contact_requests (reference, name, email, shipping_country, message, client_hash,
         cargo_lines, cargo_weight_kg) values ('2345-6789', 'Mei', 'mei@shop.example', 'Canada', 'Hi', $1, $2::jsonb, 180)`,
      ["a".repeat(64), JSON.stringify([CARTONS])],
    )
  ).then(() => "stored", (error) => (error as Error).message);
  match(refused, /contact_requests_cargo_lines_or_size/);
}).forEach((test) => Deno.test(test));

Deno.test("too many lines are refused with the most a request may have, not an empty bound", () => {
  const message = fieldErrorText(words.errors, "cargoLines", "range", "en");
  deepStrictEqual(message, fillTemplate(words.errors.range, { min: "1", max: "10" }));
  ok(!/\{(min|max)\}/.test(message), message);
});
