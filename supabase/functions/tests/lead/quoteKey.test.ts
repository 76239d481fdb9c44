// The shipper's key to their quote page (send-contact-email/lead/quoteKey.ts):
// made from the reference and the day asked, the same on a replay, refused
// for another reference, another secret, a changed day or past its day.
import { deepStrictEqual, match, ok, strictEqual } from "node:assert/strict";
import { quoteKeyExpiry, quoteKeyFor, verifyQuoteKey } from "../../send-contact-email/lead/quoteKey.ts";
import { quotePageUrl } from "../../_shared/quotePage.ts";
import {
  backendTests,
  CONFIGURED_ENV,
  FakeClock,
  makeHandler,
  storedRequests,
  testSettings,
} from "../support/harness.ts";
import { getQuote, postContact, validRequest } from "../support/requests.ts";
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

const OLD = { id: "k1", secret: "the-first-quote-key-secret-of-32-characters" };
const NEW = { id: "k2", secret: "the-second-quote-key-secret-of-32-characters" };

Deno.test("a key names the key that signed it: a rotation keeps the links already sent working until their key goes", async () => {
  const before = await quoteKeyFor({ keys: [OLD], legacy: "" }, "K7QM-4TXH", ASKED, 24);
  match(before ?? "", /^v2\.k1\.20281128\.[A-Za-z0-9_-]{43}$/);
  // Rotated: the new key signs, the old one still verifies.
  const rotated = { keys: [NEW, OLD], legacy: "" };
  const after = await quoteKeyFor(rotated, "K7QM-4TXH", ASKED, 24);
  match(after ?? "", /^v2\.k2\.20281128\./);
  strictEqual(await verifyQuoteKey(rotated, "K7QM-4TXH", before!, ASKED), true, "the old link opens");
  strictEqual(await verifyQuoteKey(rotated, "K7QM-4TXH", after!, ASKED), true);
  // The old key taken off: its links open nothing; a key id edited opens nothing either.
  strictEqual(await verifyQuoteKey({ keys: [NEW], legacy: "" }, "K7QM-4TXH", before!, ASKED), false);
  strictEqual(await verifyQuoteKey(rotated, "K7QM-4TXH", before!.replace("v2.k1.", "v2.k2."), ASKED), false);
  strictEqual(await verifyQuoteKey(rotated, "K7QM-4TXJ", after!, ASKED), false, "another lead's reference");
});

Deno.test("with QUOTE_KEY_SECRETS beside QUOTE_KEY_SECRET, the first signs and the v1 keys already e-mailed still open", async () => {
  const emailed = await quoteKeyFor(SECRET, "K7QM-4TXH", ASKED, 24);
  const both = { keys: [NEW], legacy: SECRET };
  match((await quoteKeyFor(both, "K7QM-4TXH", ASKED, 24)) ?? "", /^v2\.k2\./, "the new keys are v2");
  strictEqual(await verifyQuoteKey(both, "K7QM-4TXH", emailed!, ASKED), true, "a v1 key still opens");
  strictEqual(await verifyQuoteKey({ keys: [NEW], legacy: "" }, "K7QM-4TXH", emailed!, ASKED), false, "not without it");
});

backendTests(
  "upgraded and rotated, the function opens every link it sent while the key that signed it is listed",
  async (db) => {
    const clock = new FakeClock();
    const on = (env: Record<string, string>) => makeHandler(db, { clock, settings: testSettings(env) }).handler;
    const pairs = (...keys: { id: string; secret: string }[]) =>
      keys.map(({ id, secret }) => `${id}:${secret}`).join(",");
    const before = on({});
    const v1 = await (await postContact(before, validRequest(), { idempotencyKey: "k-v1" })).json();
    match(v1.quoteKey, /^v1\./);
    const upgraded = on({ QUOTE_KEY_SECRETS: pairs(OLD) });
    const v2 =
      await (await postContact(upgraded, validRequest({ email: "two@shop.example" }), { idempotencyKey: "k-v2" }))
        .json();
    match(v2.quoteKey, /^v2\.k1\./);
    deepStrictEqual(
      (await getQuote(upgraded, v1.reference, v1.quoteKey)).status,
      200,
      "the v1 link, after the upgrade",
    );
    const rotated = on({ QUOTE_KEY_SECRETS: pairs(NEW, OLD) });
    deepStrictEqual(
      (await getQuote(rotated, v2.reference, v2.quoteKey)).status,
      200,
      "the k1 link, after the rotation",
    );
    const done = on({ QUOTE_KEY_SECRETS: pairs(NEW), QUOTE_KEY_SECRET: "" });
    deepStrictEqual((await getQuote(done, v2.reference, v2.quoteKey)).status, 403, "k1 taken off: its links close");
    deepStrictEqual((await getQuote(done, v1.reference, v1.quoteKey)).status, 403, "QUOTE_KEY_SECRET unset: v1 closes");
    deepStrictEqual(
      testSettings({ QUOTE_KEY_SECRETS: pairs(NEW), QUOTE_KEY_SECRET: "" }).problems,
      [],
      "either will do",
    );
  },
).forEach((test) => Deno.test(test));

Deno.test("neither setting, or QUOTE_KEY_SECRETS unusable, is named as a problem (never its value)", () => {
  const names = (env: Record<string, string>) =>
    testSettings(env).problems.filter((problem) => problem.part === "quote").map((problem) => problem.name);
  deepStrictEqual(names({ QUOTE_KEY_SECRET: "" }), ["QUOTE_KEY_SECRET"]);
  deepStrictEqual(names({ QUOTE_KEY_SECRETS: "k1:short" }), ["QUOTE_KEY_SECRETS"]);
  deepStrictEqual(names({ QUOTE_KEY_SECRETS: `k1:${OLD.secret},k1:${NEW.secret}`, QUOTE_KEY_SECRET: "" }), [
    "QUOTE_KEY_SECRETS",
  ]);
  deepStrictEqual(testSettings({ QUOTE_KEY_SECRET: "" }).quoteKeys, { keys: [], legacy: "" });
});
