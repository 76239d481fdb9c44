// The handler's behaviour on both stores: accepting, storing, notifying,
// rate limits, idempotency, honeypot, CORS and failures.
import { FIXTURE_CARD } from "./support/fixtureCard.ts";
import { deepStrictEqual, match, notDeepStrictEqual, ok } from "node:assert/strict";
import {
  backendTests,
  countRows,
  countryNamed,
  handlerWithBrokenClock,
  handlerWithBrokenDatabase,
  HOUR_MS,
  makeHandler,
  notifications,
  storedRequests,
  testSettings,
} from "./support/harness.ts";
import { FUNCTION_URL, postContact, SITE_ORIGIN, validRequest } from "./support/requests.ts";
import { RecordingMailer, silentLogger } from "./support/harness.ts";
import { REFERENCE_PATTERN } from "../send-contact-email/lead/reference.ts";
import { fixtureReplies } from "./support/replies.ts";

backendTests("a valid request is stored, then e-mailed to the team", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const response = await postContact(handler, { ...validRequest(), name: "  Mei Chan  " });
  deepStrictEqual(response.status, 200);
  deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  const { id, reference } = await response.json();
  match(id, /^[0-9a-f-]{36}$/);
  match(reference, REFERENCE_PATTERN);

  const [row] = await storedRequests(db);
  deepStrictEqual(row.reference, reference);
  deepStrictEqual(row.id, id);
  deepStrictEqual(row.name, "Mei Chan", "trimmed by the contract");
  deepStrictEqual(row.shipping_country, "Canada");
  deepStrictEqual(row.shipping_details, "200 kg of garments");

  deepStrictEqual(mailer.sent.length, 1);
  const [email] = mailer.sent;
  deepStrictEqual(email.to, "team@forwarder.test");
  deepStrictEqual(email.replyTo, "mei@shop.example");
  deepStrictEqual(email.subject, `Quote request ${reference}: Hong Kong to Canada (Mei Chan)`);
  ok(email.text.includes("Please quote airfreight for two pallets."), "plain-text part has the message");
  deepStrictEqual(email.idempotencyKey, `quote-request/${reference}/team`);
  const [notification] = await notifications(db);
  deepStrictEqual([notification.status, notification.attempts], ["sent", 1]);
}).forEach((test) => Deno.test(test));

backendTests("a country the form's list did not have yet is stored like any other", async (db) => {
  // Editors add countries in content/countries.yaml; the deployed function never sees that list.
  const { handler, mailer } = makeHandler(db);
  const response = await postContact(handler, { ...validRequest(), shippingCountry: "  Côte d'Ivoire " });
  deepStrictEqual(response.status, 200);
  const [row] = await storedRequests(db);
  deepStrictEqual(row.shipping_country, "Côte d'Ivoire");
  deepStrictEqual(mailer.sent[0].subject, `Quote request ${row.reference}: Hong Kong to Côte d'Ivoire (Mei Chan)`);
}).forEach((test) => Deno.test(test));

backendTests("the raw client address is never stored, only its salted hash", async (db) => {
  const { handler } = makeHandler(db);
  await postContact(handler, validRequest(), { clientAddress: "198.51.100.23" });
  const [row] = await storedRequests(db);
  match(row.client_hash, /^[0-9a-f]{64}$/);
  ok(!JSON.stringify(row).includes("198.51.100.23"));
}).forEach((test) => Deno.test(test));

backendTests("the honeypot answers like a success but stores and sends nothing", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const response = await postContact(handler, { ...validRequest(), website: "http://spam.example" });
  deepStrictEqual(response.status, 200);
  match((await response.json()).id, /^[0-9a-f-]{36}$/);
  deepStrictEqual(await countRows(db, "contact_requests"), 0);
  deepStrictEqual(mailer.sent.length, 0);
}).forEach((test) => Deno.test(test));

backendTests("at most 5 requests per client per hour, then 429 with Retry-After", async (db) => {
  const { handler, clock } = makeHandler(db);
  for (let i = 0; i < 5; i++) {
    const response = await postContact(handler, validRequest({ email: `buyer${i}@shop.example` }));
    deepStrictEqual(response.status, 200);
    clock.advance(60_000);
  }
  const refused = await postContact(handler, validRequest({ email: "buyer9@shop.example" }));
  deepStrictEqual(refused.status, 429);
  deepStrictEqual(refused.headers.get("retry-after"), String(HOUR_MS / 1000 - 5 * 60));
  deepStrictEqual(refused.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  deepStrictEqual((await refused.json()).error.code, "rate_limited");

  const otherClient = await postContact(handler, validRequest({ email: "other@shop.example" }), {
    clientAddress: "198.51.100.99",
  });
  deepStrictEqual(otherClient.status, 200, "another client has its own allowance");

  clock.advance(HOUR_MS);
  deepStrictEqual((await postContact(handler, validRequest({ email: "later@shop.example" }))).status, 200);
  deepStrictEqual(await countRows(db, "contact_requests"), 7);
}).forEach((test) => Deno.test(test));

backendTests(
  "at most 3 requests per mailbox per hour, whatever the client, the letter case or the +tag",
  async (db) => {
    const { handler } = makeHandler(db);
    for (const [i, email] of ["victim+q1@shop.example", "VICTIM+r2@Shop.example", "Victim@shop.example"].entries()) {
      const response = await postContact(handler, validRequest({ email }), { clientAddress: `198.51.100.${i}` });
      deepStrictEqual(response.status, 200, email);
    }
    const refused = await postContact(handler, validRequest({ email: "victim+s3@shop.example" }), {
      clientAddress: "198.51.100.50",
    });
    deepStrictEqual(refused.status, 429);
    ok(Number(refused.headers.get("retry-after")) > 0);
    deepStrictEqual((await refused.json()).error.retryAfter, Number(refused.headers.get("retry-after")));
    deepStrictEqual(await countRows(db, "contact_requests"), 3);
    const other = await postContact(handler, validRequest({ email: "victim2@shop.example" }), {
      clientAddress: "198.51.100.51",
    });
    deepStrictEqual(other.status, 200, "another mailbox is another allowance");
  },
).forEach((test) => Deno.test(test));

backendTests(
  "an IPv6 client counts by its /64: rotating its addresses within it gives no fresh allowance",
  async (db) => {
    const { handler } = makeHandler(db);
    // Five addresses of one /64, written five ways (a mapped IPv4 address counts as that IPv4 address).
    const sameSubnet = [
      "2001:db8:7:9::1",
      "2001:DB8:7:9:ffff::2",
      "2001:db8:7:9:0:0:0:3",
      "[2001:db8:7:9::4]",
      "2001:db8:7:9::5%eth0",
    ];
    for (const [i, clientAddress] of sameSubnet.entries()) {
      const response = await postContact(handler, validRequest({ email: `v6buyer${i}@shop.example` }), {
        clientAddress,
      });
      deepStrictEqual(response.status, 200, clientAddress);
    }
    const rotated = await postContact(handler, validRequest({ email: "v6buyer9@shop.example" }), {
      clientAddress: "2001:db8:7:9:abcd:ef01:2345:6789",
    });
    deepStrictEqual(rotated.status, 429, "another address of the same /64");
    const otherSubnet = await postContact(handler, validRequest({ email: "v6other@shop.example" }), {
      clientAddress: "2001:db8:7:a::1",
    });
    deepStrictEqual(otherSubnet.status, 200, "the next /64 is another client");
  },
).forEach((test) => Deno.test(test));

backendTests("rate limits are configurable", async (db) => {
  const { handler } = makeHandler(db, {
    settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "1", RATE_LIMIT_PER_EMAIL_PER_HOUR: "100" }),
  });
  deepStrictEqual((await postContact(handler, validRequest())).status, 200);
  deepStrictEqual((await postContact(handler, validRequest({ email: "b@shop.example" }))).status, 429);
}).forEach((test) => Deno.test(test));

backendTests("a repeated Idempotency-Key returns the first answer and creates nothing", async (db) => {
  const { handler, mailer, clock } = makeHandler(db);
  const first = await postContact(handler, validRequest(), { idempotencyKey: "submit-1" });
  clock.advance(HOUR_MS);
  const again = await postContact(handler, validRequest(), { idempotencyKey: "submit-1" });
  deepStrictEqual(again.status, 200);
  deepStrictEqual(again.headers.get("idempotent-replayed"), "true");
  deepStrictEqual((await again.json()).id, (await first.json()).id);
  deepStrictEqual(await countRows(db, "contact_requests"), 1);
  deepStrictEqual(mailer.sent.length, 1);

  clock.advance(24 * HOUR_MS);
  const dayLater = await postContact(handler, validRequest({ email: "new@shop.example" }), {
    idempotencyKey: "submit-1",
  });
  deepStrictEqual(dayLater.status, 200);
  deepStrictEqual(dayLater.headers.get("idempotent-replayed"), null, "after 24 hours the key is new again");
  deepStrictEqual(await countRows(db, "contact_requests"), 2);
}).forEach((test) => Deno.test(test));

backendTests("parallel submits with the same Idempotency-Key store one row", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const responses = await Promise.all(
    Array.from(
      { length: 10 },
      (_, i) => postContact(handler, validRequest(), { idempotencyKey: "double-click", clientAddress: `192.0.2.${i}` }),
    ),
  );
  const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
  deepStrictEqual(responses.map((r) => r.status), Array(10).fill(200));
  deepStrictEqual(ids.size, 1);
  deepStrictEqual(await countRows(db, "contact_requests"), 1);
  deepStrictEqual(mailer.sent.length, 1);
}).forEach((test) => Deno.test(test));

backendTests("100 valid requests in parallel give exactly 100 rows and 100 e-mails", async (db) => {
  const { handler, mailer } = makeHandler(db, {
    settings: testSettings({ TEAM_EMAILS_PER_HOUR: "1000", NOTIFICATION_RETRY_SECRET: "cron-secret" }),
  });
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      postContact(handler, validRequest({ email: `buyer${i}@shop.example` }), {
        clientAddress: `10.0.${Math.floor(i / 4)}.${i}`,
        idempotencyKey: `parallel-${i}`,
      })),
  );
  deepStrictEqual(responses.filter((r) => r.status === 200).length, 100);
  const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
  deepStrictEqual(ids.size, 100);
  deepStrictEqual(await countRows(db, "contact_requests"), 100);
  // Each request sends its own e-mail when it gets a database connection in time; on a busy machine some wait
  // longer than the pool allows (the test database has 4 connections), and their e-mails are kept for the
  // scheduled run, as in production. That run sends what is left, and nothing twice.
  const retry = () =>
    handler(
      new Request(`${FUNCTION_URL}/retry-notifications`, {
        method: "POST",
        headers: { "x-retry-secret": "cron-secret" },
      }),
    );
  for (let round = 0; round < 5 && mailer.sent.length < 100; round++) deepStrictEqual((await retry()).status, 200);
  deepStrictEqual(mailer.sent.length, 100);
  deepStrictEqual(new Set(mailer.sent.map((email) => email.idempotencyKey)).size, 100);
}).forEach((test) => Deno.test(test));

backendTests("parallel requests from one client cannot exceed its limit", async (db) => {
  const { handler } = makeHandler(db);
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => postContact(handler, validRequest({ email: `p${i}@shop.example` }))),
  );
  deepStrictEqual(responses.filter((r) => r.status === 200).length, 5);
  deepStrictEqual(responses.filter((r) => r.status === 429).length, 15);
  deepStrictEqual(await countRows(db, "contact_requests"), 5);
}).forEach((test) => Deno.test(test));

backendTests(
  "a failed e-mail still answers 200, stays recorded and is retried with back-off until sent",
  async (db) => {
    const mailer = new RecordingMailer();
    mailer.failWith = "provider down";
    const { handler, clock } = makeHandler(db, { mailer });
    const response = await postContact(handler, validRequest());
    deepStrictEqual(response.status, 200, "the visitor's request is safe once stored");
    let [notification] = await notifications(db);
    deepStrictEqual([notification.status, notification.attempts, notification.last_error], [
      "failed",
      1,
      "provider down",
    ]);

    // Not due yet: the first retry waits one base delay (1 minute).
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 });
    clock.advance(60_000);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 1 });
    clock.advance(60_000);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 }, "second retry waits 2 minutes");

    mailer.failWith = null;
    clock.advance(60_000);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 1, failed: 0 });
    [notification] = await notifications(db);
    deepStrictEqual([notification.status, notification.attempts, notification.last_error], ["sent", 3, null]);

    clock.advance(24 * HOUR_MS);
    deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 }, "never sent twice");
    deepStrictEqual(mailer.sent.length, 1);
  },
).forEach((test) => Deno.test(test));

backendTests("the visitor's confirmation carries nothing the visitor wrote", async (db) => {
  // Priced by a card, so the confirmation has its price panel, and a pickup city the card does not name.
  const { handler, mailer } = makeHandler(db, {
    rateCard: FIXTURE_CARD,
    settings: testSettings({ SEND_VISITOR_CONFIRMATION: "true" }),
  });
  const hostile = validRequest({
    name: "Buy cheap pills http://spam.example",
    message: "VISIT http://spam.example",
    shippingDetails: "pills from spam.example",
    shippingCountry: countryNamed(FIXTURE_CARD, "US"),
    pickupCity: "spam.example pills",
    cargoPieces: "2",
    cargoLengthCm: "50",
    cargoWidthCm: "40",
    cargoHeightCm: "30",
    cargoWeightKg: "20",
  });
  const response = await postContact(handler, hostile);
  deepStrictEqual(response.status, 200);
  ok((await response.json()).price, "priced: the confirmation shows the price");
  deepStrictEqual(mailer.sent.length, 2);
  const confirmation = mailer.sent.find((email) => email.to === hostile.email)!;
  for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
    ok(!part.includes("spam.example") && !part.includes("pills"), "no visitor-written text");
  }
  // The city the card does not name is "your city", in the visitor's words.
  ok(confirmation.text.includes(fixtureReplies.languages.en.price.fromYourCityQuoted), confirmation.text);
  deepStrictEqual(confirmation.replyTo, "team@forwarder.test");
}).forEach((test) => Deno.test(test));

backendTests("SEND_VISITOR_CONFIRMATION=false sends the team's e-mail only", async (db) => {
  const { handler, mailer } = makeHandler(db, { settings: testSettings({ SEND_VISITOR_CONFIRMATION: "false" }) });
  await postContact(handler, validRequest());
  deepStrictEqual(mailer.sent.map((email) => email.to), ["team@forwarder.test"]);
}).forEach((test) => Deno.test(test));

backendTests("with waitUntil the answer does not wait for the e-mail", async (db) => {
  const pending: Promise<unknown>[] = [];
  const { handler, mailer } = makeHandler(db, { waitUntil: (work) => pending.push(work) });
  deepStrictEqual((await postContact(handler, validRequest())).status, 200);
  deepStrictEqual(pending.length, 1);
  await Promise.all(pending);
  deepStrictEqual(mailer.sent.length, 1);
}).forEach((test) => Deno.test(test));

backendTests("the retry route needs the secret, then sends what is due", async (db) => {
  const mailer = new RecordingMailer();
  mailer.failWith = "down";
  const { handler, clock } = makeHandler(db, {
    mailer,
    settings: testSettings({ NOTIFICATION_RETRY_SECRET: "cron-secret" }),
  });
  await postContact(handler, validRequest());
  mailer.failWith = null;
  clock.advance(HOUR_MS);
  const retry = (secret: string) =>
    handler(
      new Request(`${FUNCTION_URL}/retry-notifications`, { method: "POST", headers: { "x-retry-secret": secret } }),
    );
  deepStrictEqual((await retry("wrong")).status, 401);
  const response = await retry("cron-secret");
  deepStrictEqual(response.status, 200);
  deepStrictEqual(await response.json(), { sent: 1, failed: 0, deleted: 0 });
}).forEach((test) => Deno.test(test));

Deno.test("CORS: the preflight allows the site's origins and the Idempotency-Key header", async () => {
  const { handler } = makeHandler(null as never);
  const response = await handler(
    new Request(FUNCTION_URL, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:9000", "access-control-request-method": "POST" },
    }),
  );
  deepStrictEqual(response.status, 204);
  deepStrictEqual(response.headers.get("access-control-allow-origin"), "http://127.0.0.1:9000");
  match(response.headers.get("access-control-allow-headers")!, /idempotency-key/);
  match(response.headers.get("access-control-allow-headers")!, /apikey/);
  match(response.headers.get("access-control-allow-methods")!, /POST/);
});

Deno.test("CORS: ALLOWED_ORIGINS replaces the defaults, and other origins are refused", async () => {
  const { handler } = makeHandler(null as never, {
    settings: testSettings({ ALLOWED_ORIGINS: "https://www.forwarder.example" }),
  });
  const allowed = await handler(
    new Request(FUNCTION_URL, { method: "OPTIONS", headers: { origin: "https://www.forwarder.example" } }),
  );
  deepStrictEqual(allowed.headers.get("access-control-allow-origin"), "https://www.forwarder.example");
  const refused = await postContact(handler, validRequest(), { headers: { origin: SITE_ORIGIN } });
  deepStrictEqual(refused.status, 403);
  deepStrictEqual(refused.headers.get("access-control-allow-origin"), null);
  deepStrictEqual((await refused.json()).error.code, "origin_not_allowed");
});

backendTests("a failure inside says only 'internal error' and a request id, with CORS headers", async (db) => {
  const handler = handlerWithBrokenClock(db);
  const response = await postContact(handler, validRequest());
  deepStrictEqual(response.status, 500);
  deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  const text = await response.text();
  const { error } = JSON.parse(text);
  deepStrictEqual([error.code, error.message], ["internal_error", "internal error"]);
  match(error.requestId, /^[0-9a-f-]{36}$/);
  ok(!text.includes("hunter2") && !text.includes("time.internal") && !text.includes("at "), "no detail leaks");
  notDeepStrictEqual(silentLogger.errors.length, 0, "the detail is logged instead");
}).forEach((test) => Deno.test(test));

Deno.test("a lead that reaches neither the database nor the team: 503 'unavailable' with Retry-After and CORS, no detail", async () => {
  const response = await postContact(handlerWithBrokenDatabase(), validRequest());
  deepStrictEqual(response.status, 503);
  deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  match(response.headers.get("retry-after") ?? "", /^\d+$/);
  const text = await response.text();
  deepStrictEqual(JSON.parse(text).error.code, "unavailable");
  ok(!text.includes("hunter2") && !text.includes("db.internal"), "no detail leaks");
});
