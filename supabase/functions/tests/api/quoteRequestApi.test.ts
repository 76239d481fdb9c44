// The quote request's answer (POST / as the site's script sends it) read with
// its contract (_shared/api/quoteRequestApi.ts), as the quote form reads it:
// priced, with the ranges worked by hand on the tests' card; unpriced, with the
// reason and the packing list's line past the limits; not priced at all; a
// bot's; and a refusal.
import { deepStrictEqual, ok } from "node:assert/strict";
import { answeredPriceOf, readQuoteRequestAnswer, readQuoteRequestRefusal } from "../../_shared/api/quoteRequestApi.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { backendTests, countryNamed, makeHandler, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { EXPECTED_ANSWER, pricedHandler } from "../quote/leads.ts";
import { readAnswer, readWhole } from "./answers.ts";

const BOXES = { pieces: 3, lengthCm: 50, widthCm: 50, heightCm: 50, weightKg: 30, stackable: true };

backendTests("a priced request's answer reads whole: its id, reference, key and the ranges", async (db) => {
  const { handler } = pricedHandler(db);
  const answer = await readWhole(await postContact(handler, validRequest(PRICED)), 200, readQuoteRequestAnswer);
  ok(answer.id && /^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(answer.reference), JSON.stringify(answer));
  ok(answer.quoteKey?.startsWith("v1."), answer.quoteKey);
  deepStrictEqual(answer.price, EXPECTED_ANSWER);
  deepStrictEqual(answeredPriceOf(answer), { price: EXPECTED_ANSWER });
}).forEach((test) => Deno.test(test));

backendTests("an unpriced request's answer reads whole: the reason, and the line past the limits", async (db) => {
  const { handler } = pricedHandler(db);
  const noZone = await readWhole(
    await postContact(handler, validRequest({ ...PRICED, shippingCountry: "Canada" }), { idempotencyKey: "no-zone" }),
    200,
    readQuoteRequestAnswer,
  );
  deepStrictEqual(answeredPriceOf(noZone), { noPrice: "noZone" });
  const tooLong = { ...BOXES, lengthCm: FIXTURE_CARD.card!.limits.longestSideCm + 1 };
  const lines = validRequest({
    shippingCountry: countryNamed(FIXTURE_CARD, "US"),
    cargoLines: [BOXES, BOXES, tooLong],
  });
  const beyond = await readWhole(await postContact(handler, lines), 200, readQuoteRequestAnswer);
  deepStrictEqual(answeredPriceOf(beyond), { noPrice: "beyondLimits", line: 2 });
}).forEach((test) => Deno.test(test));

backendTests("without a card the answer says so; a bot's answer has no reference and no key", async (db) => {
  const { handler } = makeHandler(db);
  const off = await readWhole(await postContact(handler, validRequest(PRICED)), 200, readQuoteRequestAnswer);
  deepStrictEqual(answeredPriceOf(off), { noPrice: "off" });
  const bot = await readWhole(
    await postContact(handler, { ...validRequest(), website: "http://spam.example" }),
    200,
    readQuoteRequestAnswer,
  );
  deepStrictEqual([bot.reference, bot.quoteKey, answeredPriceOf(bot)], ["", undefined, null]);
}).forEach((test) => Deno.test(test));

backendTests("a refusal reads with the contract: its code, and how long to wait past a limit", async (db) => {
  const { handler } = makeHandler(db, { settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "1" }) });
  const invalid = await readAnswer(await postContact(handler, { name: "" }), 400, readQuoteRequestRefusal);
  deepStrictEqual(invalid.value.error.code, "invalid_fields");
  await readAnswer(await postContact(handler, validRequest()), 200, readQuoteRequestAnswer);
  const limited = await readAnswer(
    await postContact(handler, validRequest({ email: "again@shop.example" })),
    429,
    readQuoteRequestRefusal,
  );
  deepStrictEqual(limited.value.error.code, "rate_limited");
  ok(limited.value.error.retryAfter! > 0, JSON.stringify(limited.value));
}).forEach((test) => Deno.test(test));
