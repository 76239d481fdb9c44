// The shipper's quote page reads its lead with the lead's key: GET
// .../quote/<reference> with `Authorization: Bearer <key>`, or, from the
// page's head, a POST of the key as plain text (no preflight). A wrong key,
// another lead's key, a key past its day: 403, saying nothing of which. The
// answer is what the shipper asked and may see: never a total, a line of the
// card or anything only the team sees.
import { deepStrictEqual, ok } from "node:assert/strict";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { backendTests, FakeClock, makeHandler } from "../support/harness.ts";
import { getQuote, postContact, readQuoteByBody, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { ASK_AGAIN_FIELDS } from "../../_shared/api/quotePageApi.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

async function lead(db: Database, key: string, clock = new FakeClock()) {
  const context = makeHandler(db, { rateCard: FIXTURE_CARD, clock });
  const response = await postContact(context.handler, validRequest({ ...PRICED, email: `${key}@shop.example` }), {
    idempotencyKey: key,
  });
  deepStrictEqual(response.status, 200);
  const { reference, quoteKey } = await response.json();
  ok(typeof quoteKey === "string" && quoteKey.startsWith("v1."), String(quoteKey));
  return { ...context, reference: reference as string, key: quoteKey as string };
}

const forbidden = async (response: Response, what: string) => {
  deepStrictEqual(response.status, 403, what);
  deepStrictEqual((await response.json()).error.code, "forbidden", what);
};

backendTests("the lead's own key opens its quote: what was asked, the ranges, the status", async (db) => {
  const { handler, reference, key } = await lead(db, "page-1");
  const response = await getQuote(handler, reference, key);
  deepStrictEqual(response.status, 200);
  deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  const quote = await response.json();
  deepStrictEqual(Object.keys(quote).sort(), [
    "askAgain",
    "asked",
    "askedAt",
    "booking",
    "chosen",
    "expired",
    "language",
    "milestones",
    "noPrice",
    "noPriceLine",
    "offer",
    "price",
    "reference",
    "renewal",
    "status",
    "tracking",
    "validUntil",
  ]);
  deepStrictEqual([quote.reference, quote.language, quote.status, quote.chosen], [reference, "en", "received", null]);
  deepStrictEqual([quote.booking, quote.milestones, quote.tracking, quote.expired], [null, [], null, false]);
  deepStrictEqual(quote.asked, {
    country: PRICED.shippingCountry,
    chargeableKg: 640,
    grossKg: 450.5,
    pieces: 4,
    pickupCity: null,
    deliverTo: "airport",
    insure: false,
  });
  deepStrictEqual(quote.askAgain, null, "before it expires, no name, address or message of the shipper's");
  // The ranges only: no total, no line of the card, no rate, nothing of the team's.
  deepStrictEqual(Object.keys(quote.price).sort(), [
    "chargeableKg",
    "covers",
    "currency",
    "high",
    "low",
    "options",
    "specialGoods",
    "transitDays",
    "validUntil",
  ]);
  for (const option of quote.price.options) {
    deepStrictEqual(Object.keys(option).sort(), ["co2eKg", "high", "low", "service", "transitDays"]);
  }
  deepStrictEqual(quote.validUntil, quote.price.validUntil);
  const text = JSON.stringify(quote);
  for (const secret of ["total", "lines", "rate", "pickupZone", "zone", "weightChargedKg", "clientHash", 'id"']) {
    ok(!text.includes(`"${secret}`), `${secret} in ${text}`);
  }
}).forEach((test) => Deno.test(test));

backendTests("a wrong key, another lead's reference with its own key, no key: 403 alike", async (db) => {
  const { handler, reference, key } = await lead(db, "page-2");
  const other = await lead(db, "page-3");
  await forbidden(
    await getQuote(handler, reference, "v1.20991231.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
    "wrong",
  );
  await forbidden(await getQuote(handler, reference, `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`), "edited");
  await forbidden(await getQuote(handler, reference, null), "none");
  await forbidden(await getQuote(handler, reference, "page-2"), "the Idempotency-Key");
  // A valid key of its own lead opens no other: the other lead's reference with this key, and the other way round.
  await forbidden(await getQuote(handler, other.reference, key), "this key, the other reference");
  await forbidden(await getQuote(handler, reference, other.key), "the other key, this reference");
  deepStrictEqual((await getQuote(handler, other.reference, other.key)).status, 200);
}).forEach((test) => Deno.test(test));

backendTests(
  "the key as a plain-text body opens the same quote as in the header, with no preflight's headers",
  async (db) => {
    const { handler, reference, key } = await lead(db, "page-body");
    const other = await lead(db, "page-body-2");
    const byHeader = await getQuote(handler, reference, key);
    const byBody = await readQuoteByBody(handler, reference, `${key}\n`);
    deepStrictEqual(byBody.status, 200);
    deepStrictEqual(byBody.headers.get("access-control-allow-origin"), SITE_ORIGIN);
    deepStrictEqual(byBody.headers.get("cache-control"), "no-store");
    deepStrictEqual(await byBody.json(), await byHeader.json());
    // Refused as the header's keys are, saying nothing of which.
    await forbidden(await readQuoteByBody(handler, reference, other.key), "the other lead's key");
    await forbidden(await readQuoteByBody(handler, reference, ""), "no key");
    await forbidden(await readQuoteByBody(handler, reference, `${key} ${key}`), "two words");
    await forbidden(await readQuoteByBody(handler, reference, "x".repeat(201)), "longer than a key");
    // Plain text only, and never more than a key.
    const json = await readQuoteByBody(handler, reference, JSON.stringify({ key }), "application/json");
    deepStrictEqual([json.status, (await json.json()).error.code], [415, "unsupported_media_type"]);
    deepStrictEqual((await readQuoteByBody(handler, reference, "x".repeat(10_000))).status, 413);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "an expired quote says so, and gives back the cargo and destination to ask again, no one's details",
  async (db) => {
    const clock = new FakeClock();
    const { handler, reference, key } = await lead(db, "page-5", clock);
    const before = await (await getQuote(handler, reference, key)).json();
    clock.current = new Date(`${before.validUntil}T12:00:00+08:00`);
    deepStrictEqual((await (await getQuote(handler, reference, key)).json()).expired, false, "its last day");
    clock.advance(DAY_MS);
    const quote = await (await getQuote(handler, reference, key)).json();
    deepStrictEqual(quote.expired, true);
    deepStrictEqual([quote.askAgain.shippingCountry, quote.askAgain.cargoPieces], [PRICED.shippingCountry, 4]);
    // A forwarded link shows whoever opens it no contact field: the visitor asking again types their own.
    deepStrictEqual(Object.keys(quote.askAgain).sort(), [...ASK_AGAIN_FIELDS].sort());
    for (const field of ["name", "email", "phone", "message"]) ok(!(field in quote.askAgain), field);
    const body = JSON.stringify(quote);
    for (const value of ["page-5@shop.example", validRequest().name, validRequest().phone, validRequest().message]) {
      ok(!body.includes(value), `the answer holds ${value}`);
    }
  },
).forEach((test) => Deno.test(test));

backendTests("a key past its day (LEAD_RETENTION_MONTHS after the lead) opens nothing: 403", async (db) => {
  const clock = new FakeClock();
  const { handler, reference, key } = await lead(db, "page-4", clock);
  const expiry = key.split(".")[1];
  const lastDay = new Date(`${expiry.slice(0, 4)}-${expiry.slice(4, 6)}-${expiry.slice(6)}T12:00:00+08:00`);
  clock.current = lastDay;
  deepStrictEqual((await getQuote(handler, reference, key)).status, 200, "its last day still opens it");
  clock.advance(DAY_MS);
  await forbidden(await getQuote(handler, reference, key), "the day after");
}).forEach((test) => Deno.test(test));

backendTests("status and tracking follow the lead; the quote is expired past validUntil", async (db) => {
  const clock = new FakeClock();
  const { handler, reference, key } = await lead(db, "page-5", clock);
  const read = async () => await (await getQuote(handler, reference, key)).json();
  await db.query(
    `update public.contact_requests set status = 'answered', answered_at = now(), status_at = now()
      where reference = $1`,
    [reference],
  );
  deepStrictEqual((await read()).status, "answered");
  await db.query(
    `update public.contact_requests set status = 'booked', status_at = now(), awb = '16012345675' where reference = $1`,
    [reference],
  );
  const booked = await read();
  deepStrictEqual([booked.status, booked.tracking], ["booked", {
    airWaybill: "16012345675",
    airline: "Fixture Air Cargo",
    url: "https://cargo.fixture-air.test/track?awb=16012345675",
  }]);
  await db.query(
    `update public.contact_requests set status = 'lost', awb = null, lost_reason = 'price' where reference = $1`,
    [reference],
  );
  const closed = await read();
  deepStrictEqual([closed.status, closed.tracking, closed.expired], ["closed", null, false]);
  // The fixture card's last day is far off: the lead's price is made to end five days after it was asked.
  await db.query(
    `update public.contact_requests set pricing = jsonb_set(pricing, '{price,validUntil}', '"2026-01-20"')
      where reference = $1`,
    [reference],
  );
  clock.current = new Date("2026-01-20T23:59:00+08:00");
  deepStrictEqual((await read()).expired, false, "its last day, Hong Kong time");
  clock.advance(2 * 60_000);
  deepStrictEqual((await read()).expired, true);
}).forEach((test) => Deno.test(test));
