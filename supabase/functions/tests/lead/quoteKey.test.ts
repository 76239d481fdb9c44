// The shipper's key to their quote page (send-contact-email/lead/quoteKey.ts):
// made from the reference and the day asked, the same on a replay, refused
// for another reference, another secret, a changed day or past its day.
import { deepStrictEqual, match, ok, strictEqual } from "node:assert/strict";
import { quoteKeyExpiry, quoteKeyFor, verifyQuoteKey } from "../../send-contact-email/lead/quoteKey.ts";
import { quotePageUrl } from "../../_shared/quotePage.ts";
import { backendTests, CONFIGURED_ENV, makeHandler, storedRequests, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";

/** A packing list's line, stored as jsonb (whose keys come back in an order of their own). */
const LINE = { pieces: "2", lengthCm: "120", widthCm: "80", heightCm: "100", weightKg: "225.25", stackable: false };

const SECRET = "a-quote-key-secret-of-at-least-32-characters";
const ASKED = new Date("2026-11-28T10:00:00Z");

Deno.test("the key's day is the day asked in Hong Kong plus the retention's months", () => {
  strictEqual(quoteKeyExpiry(ASKED, 24), "20281128");
  // 20:00 UTC on the 30th is the 31st in Hong Kong; 31 August plus six months is the last day of February.
  strictEqual(quoteKeyExpiry(new Date("2026-08-30T20:00:00Z"), 6), "20270228");
});

Deno.test("a key opens its own lead only, under its own secret, until its day has passed", async () => {
  const key = await quoteKeyFor(SECRET, "K7QM-4TXH", ASKED, 24);
  ok(key !== null);
  match(key, /^v1\.20281128\.[A-Za-z0-9_-]{43}$/);
  strictEqual(
    await quoteKeyFor(SECRET, "K7QM-4TXH", new Date("2026-11-28T15:59:00Z"), 24),
    key,
    "the same day: the same key",
  );
  strictEqual(await verifyQuoteKey(SECRET, "K7QM-4TXH", key, ASKED), true);
  strictEqual(await verifyQuoteKey(SECRET, "K7QM-4TXJ", key, ASKED), false, "another lead's reference");
  strictEqual(await verifyQuoteKey(`${SECRET}!`, "K7QM-4TXH", key, ASKED), false, "another secret");
  strictEqual(
    await verifyQuoteKey(SECRET, "K7QM-4TXH", key.replace("20281128", "20291128"), ASKED),
    false,
    "a day changed",
  );
  strictEqual(await verifyQuoteKey(SECRET, "K7QM-4TXH", key, new Date("2028-11-28T15:59:59Z")), true, "its last day");
  strictEqual(await verifyQuoteKey(SECRET, "K7QM-4TXH", key, new Date("2028-11-28T16:00:00Z")), false, "expired");
  strictEqual(await verifyQuoteKey(SECRET, "K7QM-4TXH", "v1.20281128.", ASKED), false);
  strictEqual(await quoteKeyFor("too-short", "K7QM-4TXH", ASKED, 24), null, "no key without a usable secret");
  strictEqual(await verifyQuoteKey("too-short", "K7QM-4TXH", key, ASKED), false);
});

Deno.test("the quote page's address: the language's path, the reference, the key in the fragment", () => {
  strictEqual(
    quotePageUrl("https://www.forwarder.example/", "/de", "K7QM-4TXH", "v1.1.a"),
    "https://www.forwarder.example/de/quote/?ref=K7QM-4TXH#key=v1.1.a",
  );
  strictEqual(
    quotePageUrl("https://www.forwarder.example", "", "K7QM-4TXH", "v1.1.a"),
    "https://www.forwarder.example/quote/?ref=K7QM-4TXH#key=v1.1.a",
  );
});

backendTests("POST / answers the lead's key beside its reference, and a replay the same key", async (db) => {
  const { handler, clock } = makeHandler(db);
  const first = await (await postContact(handler, validRequest(), { idempotencyKey: "key-1" })).json();
  clock.advance(60 * 60 * 1000);
  const again = await postContact(handler, validRequest(), { idempotencyKey: "key-1" });
  strictEqual(again.headers.get("idempotent-replayed"), "true");
  const [row] = await storedRequests(db);
  const key = await quoteKeyFor(CONFIGURED_ENV.QUOTE_KEY_SECRET, row.reference, new Date(row.created_at), 24);
  deepStrictEqual([first.reference, first.quoteKey], [row.reference, key]);
  strictEqual((await again.json()).quoteKey, key);
}).forEach((test) => Deno.test(test));

backendTests(
  "a replay from another client, or with other fields, gets the same reference and no key; the sender's own, the key",
  async (db) => {
    const { handler } = makeHandler(db, { rateCard: FIXTURE_CARD });
    const sent = validRequest({ shippingCountry: PRICED.shippingCountry, cargoLines: [LINE] });
    const first = await (await postContact(handler, sent, { idempotencyKey: "key-2", clientAddress: "203.0.113.7" }))
      .json();
    ok(first.quoteKey, "the sender gets its key");
    const replays = [
      { body: sent, clientAddress: "198.51.100.99", keyed: false, why: "another client, the same fields" },
      {
        body: { ...sent, message: "Another message" },
        clientAddress: "203.0.113.7",
        keyed: false,
        why: "other fields",
      },
      { body: sent, clientAddress: "203.0.113.7", keyed: true, why: "the sender again, as sent" },
    ];
    for (const { body, clientAddress, keyed, why } of replays) {
      const response = await postContact(handler, body, { idempotencyKey: "key-2", clientAddress });
      deepStrictEqual([response.status, response.headers.get("idempotent-replayed")], [200, "true"], why);
      const answer = await response.json();
      deepStrictEqual(answer.reference, first.reference, why);
      deepStrictEqual(answer.price, first.price, why);
      deepStrictEqual(answer.quoteKey, keyed ? first.quoteKey : undefined, why);
    }
    strictEqual((await storedRequests(db)).length, 1);
  },
).forEach((test) => Deno.test(test));

backendTests("without QUOTE_KEY_SECRET the lead is stored and answered, with no key", async (db) => {
  const { handler } = makeHandler(db, { settings: testSettings({ QUOTE_KEY_SECRET: "" }) });
  const body = await (await postContact(handler, validRequest())).json();
  ok(typeof body.reference === "string" && body.reference !== "");
  strictEqual("quoteKey" in body, false);
}).forEach((test) => Deno.test(test));
