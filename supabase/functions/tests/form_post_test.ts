// The site's plain HTML form (JavaScript off) posting to the function as a
// browser does: urlencoded, with an Origin and no keys. Accepted posts go to
// the site's thank-you page (303); refused ones get a small HTML page.
import { assert, assertEquals, assertMatch } from "./support/assert.ts";
import {
  backendTest,
  countRows,
  FakeClock,
  FUNCTION_URL,
  HOUR_MS,
  makeHandler,
  postContact,
  postForm,
  RecordingMailer,
  silentLogger,
  SITE_ORIGIN,
  storedRequests,
  testSettings,
  validRequest,
} from "./support/harness.ts";
import { createContactHandler } from "../send-contact-email/handler.ts";
import type { ContactStore } from "../send-contact-email/store.ts";
import type { Database } from "../send-contact-email/database.ts";

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

/** Checks what every refusal page must be, and returns its HTML. */
async function page(response: Response, status: number): Promise<string> {
  assertEquals(response.status, status);
  assertEquals(response.headers.get("content-type"), "text/html; charset=utf-8");
  assertEquals(response.headers.get("content-security-policy"), CSP);
  assertEquals(response.headers.get("cache-control"), "no-store");
  assertEquals(response.headers.get("x-content-type-options"), "nosniff");
  assertEquals(response.headers.get("referrer-policy"), "no-referrer");
  const html = await response.text();
  assertMatch(html, /^<!doctype html>\n<html lang="en">/);
  assertMatch(html, /<title>[^<]+<\/title>/);
  assertEquals(html.match(/<h1>/g)?.length, 1, "one heading");
  assert(!/<script/i.test(html), "no script");
  return html;
}

async function assertNothingKept(db: Database, mailer: RecordingMailer): Promise<void> {
  assertEquals(await countRows(db, "contact_requests"), 0, "nothing stored");
  assertEquals(await countRows(db, "contact_notifications"), 0);
  assertEquals(mailer.sent.length, 0, "nothing sent");
}

const TWO_SITES = testSettings({ ALLOWED_ORIGINS: "https://www.forwarder.example,https://forwarder.example" });

backendTest(
  "a form post from an allowed origin is stored, e-mailed, and sent to that origin's /thank-you",
  async (db) => {
    const { handler, mailer } = makeHandler(db, { settings: TWO_SITES });
    const response = await postForm(handler, { ...validRequest(), name: "  Mei Chan ", website: "" }, {
      origin: "https://forwarder.example",
    });
    assertEquals(response.status, 303);
    assertEquals(response.headers.get("location"), "https://forwarder.example/thank-you");
    assertEquals(response.headers.get("cache-control"), "no-store");
    assertEquals(await response.text(), "");

    const [row] = await storedRequests(db);
    assertEquals(
      [row.name, row.email, row.phone, row.shipping_country, row.shipping_details, row.message],
      ["Mei Chan", "mei@shop.example", "+852 5555 0101", "Canada", "200 kg of garments", validRequest().message],
    );
    assertEquals(mailer.sent.length, 1);
    assertEquals([mailer.sent[0].to, mailer.sent[0].replyTo], ["team@forwarder.test", "mei@shop.example"]);
    assertEquals(mailer.sent[0].idempotencyKey, `contact-request/${row.id}/team`);
  },
);

backendTest("a form post keeps the message's line breaks and Unicode as typed", async (db) => {
  const { handler } = makeHandler(db);
  const message = "Two pallets.\r\nPickup in Kowloon — 九龍.";
  assertEquals((await postForm(handler, { ...validRequest(), message })).status, 303);
  assertEquals((await storedRequests(db))[0].message, message);
});

backendTest("a form post without an Origin is refused with 403 and keeps nothing", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, validRequest(), { origin: null }), 403);
  assertMatch(html, /only from the contact form on our own website/);
  assert(!html.includes("#contact"), "no link to an origin nobody vouched for");
  await assertNothingKept(db, mailer);
});

for (const origin of ["https://evil.example", "null", "http://localhost:8000.evil.example"]) {
  backendTest(`a form post from the origin ${origin} is refused with 403 and keeps nothing`, async (db) => {
    const { handler, mailer } = makeHandler(db);
    const response = await postForm(handler, validRequest(), { origin });
    assertEquals(response.headers.get("access-control-allow-origin"), null);
    const html = await page(response, 403);
    assert(!html.includes(origin === "null" ? "null/" : origin), "the foreign origin is not linked");
    await assertNothingKept(db, mailer);
  });
}

backendTest("ALLOWED_ORIGINS=* does not open the form route: its origins must be listed by name", async (db) => {
  const { handler, mailer } = makeHandler(db, { settings: testSettings({ ALLOWED_ORIGINS: "*" }) });
  await page(await postForm(handler, validRequest(), { origin: "https://anywhere.example" }), 403);
  await assertNothingKept(db, mailer);
});

backendTest("invalid fields get a 400 page naming each one in plain words, values escaped", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const response = await postForm(handler, {
    name: "",
    email: "<script>alert('x')</script>@shop",
    phone: "555\n0101",
    shippingCountry: "Canada",
    shippingDetails: "d".repeat(501),
    message: "   ",
  });
  assertEquals(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  const html = await page(response, 400);
  const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));
  assertEquals(items, [
    "Your name: enter your full name.",
    "Your e-mail address: enter one valid address like name@company.com. " +
    "You typed “&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;@shop”.",
    "Your phone number: keep it on one line.",
    "What you are shipping: use at most 500 characters.",
    "Your message: tell us about your shipment.",
  ]);
  assert(!html.includes("<script>alert"), "the hostile value is escaped");
  assert(html.includes(`<a href="${SITE_ORIGIN}/#contact">`), "links back to the form");
  assertMatch(html, /Back<\/strong> button returns to the form with what you typed/);
  await assertNothingKept(db, mailer);
});

backendTest("an empty form post names the four required fields", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, {}, { rawBody: "" }), 400);
  for (const label of ["Your name", "Your e-mail address", "Shipping country", "Your message"]) {
    assert(html.includes(`<strong>${label}:</strong>`), `names ${label}`);
  }
  assert(!html.includes("Your phone number"), "optional fields are not named");
  await assertNothingKept(db, mailer);
});

backendTest("a NUL character in a form field is refused like in JSON", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, { ...validRequest(), message: "hello\u0000world" }), 400);
  assertMatch(html, /<strong>Your message:<\/strong> remove the invisible control character/);
  await assertNothingKept(db, mailer);
});

backendTest("a repeated form field counts once: its first value is used", async (db) => {
  const { handler } = makeHandler(db);
  const fields = Object.entries(validRequest());
  const response = await postForm(handler, [["name", "First Name"], ...fields, ["name", "Second Name"]]);
  assertEquals(response.status, 303);
  assertEquals((await storedRequests(db))[0].name, "First Name");
});

backendTest("an over-large form post gets a 413 page and keeps nothing", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, { ...validRequest(), message: "m".repeat(40 * 1024) }), 413);
  assertMatch(html, /larger than the form accepts \(32 KB\)/);
  await assertNothingKept(db, mailer);
});

const UNREADABLE: { kind: string; status: number; rawBody: BodyInit; contentType?: string }[] = [
  { kind: "raw bytes that are not UTF-8", status: 400, rawBody: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff]) },
  { kind: "percent-encoded bytes that are not UTF-8", status: 400, rawBody: "name=Mei%FF&email=mei%40shop.example" },
  {
    kind: "another charset",
    status: 415,
    rawBody: "name=Mei",
    contentType: "application/x-www-form-urlencoded; charset=iso-8859-1",
  },
];

for (const bad of UNREADABLE) {
  backendTest(`a form post with ${bad.kind} gets a ${bad.status} page and keeps nothing`, async (db) => {
    const { handler, mailer } = makeHandler(db);
    const response = await postForm(handler, {}, {
      rawBody: bad.rawBody,
      headers: bad.contentType ? { "content-type": bad.contentType } : {},
    });
    assertMatch(await page(response, bad.status), /could not be read/);
    await assertNothingKept(db, mailer);
  });
}

backendTest("another content type from the site's origin is still refused in JSON with 415", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const response = await postForm(handler, validRequest(), { headers: { "content-type": "text/plain" } });
  assertEquals(response.status, 415);
  assertEquals((await response.json()).error.code, "unsupported_media_type");
  await assertNothingKept(db, mailer);
});

backendTest("a filled honeypot in a form post goes to /thank-you and keeps nothing", async (db) => {
  const { handler, mailer } = makeHandler(db);
  for (const website of [["http://spam.example"], ["", "http://spam.example"]]) {
    const response = await postForm(handler, [
      ...Object.entries(validRequest()),
      ...website.map((value): [string, string] => ["website", value]),
    ]);
    assertEquals(response.status, 303);
    assertEquals(response.headers.get("location"), `${SITE_ORIGIN}/thank-you`);
  }
  await assertNothingKept(db, mailer);
});

backendTest("a double submit of the form is stored and e-mailed once, and both go to /thank-you", async (db) => {
  const { handler, mailer, clock } = makeHandler(db);
  const first = await postForm(handler, validRequest());
  clock.advance(60_000);
  // The same request, typed with other spaces: the key is made from the normalised fields.
  const again = await postForm(handler, { ...validRequest(), name: " Mei Chan  " });
  assertEquals([first.status, again.status], [303, 303]);
  assertEquals(again.headers.get("location"), `${SITE_ORIGIN}/thank-you`);
  assertEquals(await countRows(db, "contact_requests"), 1);
  assertEquals(mailer.sent.length, 1);
  assertMatch((await storedRequests(db))[0].idempotency_key ?? "", /^form-[0-9a-f]{64}$/);

  assertEquals((await postForm(handler, validRequest({ message: "And a third pallet." }))).status, 303);
  assertEquals(await countRows(db, "contact_requests"), 2, "another message is another request");
  assertEquals((await postForm(handler, validRequest(), { clientAddress: "198.51.100.44" })).status, 303);
  assertEquals(await countRows(db, "contact_requests"), 3, "the same words from another client are stored");

  clock.advance(24 * HOUR_MS);
  assertEquals((await postForm(handler, validRequest())).status, 303);
  assertEquals(await countRows(db, "contact_requests"), 4, "after the idempotency window it is a new request");
});

backendTest("parallel identical form posts store one row", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const responses = await Promise.all(Array.from({ length: 8 }, () => postForm(handler, validRequest())));
  assertEquals(responses.map((r) => r.status), Array(8).fill(303));
  assertEquals(await countRows(db, "contact_requests"), 1);
  assertEquals(mailer.sent.length, 1);
});

backendTest(
  "over the rate limit a form post gets a 429 page with Retry-After, saying when to try again",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    for (let i = 0; i < 3; i++) {
      assertEquals((await postForm(handler, validRequest({ message: `Request ${i}` }))).status, 303);
      clock.advance(60_000);
    }
    const response = await postForm(handler, validRequest({ message: "Request 4" }));
    const retryAfter = HOUR_MS / 1000 - 3 * 60;
    assertEquals(response.headers.get("retry-after"), String(retryAfter));
    const html = await page(response, 429);
    assertMatch(html, new RegExp(`try again in ${retryAfter / 60} minutes`));
    assert(html.includes(`<a href="${SITE_ORIGIN}/#contact">`));
    assertEquals(await countRows(db, "contact_requests"), 3);
    assertEquals(mailer.sent.length, 3);
  },
);

backendTest("JSON posts and their answers are unchanged beside form posts", async (db) => {
  const { handler } = makeHandler(db);
  const response = await postContact(handler, validRequest());
  assertEquals(response.status, 200);
  assertMatch(response.headers.get("content-type") ?? "", /^application\/json/);
  assertMatch((await response.json()).id, /^[0-9a-f-]{36}$/);
  const noOrigin = await handler(
    new Request(FUNCTION_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validRequest({ email: "server@shop.example" })),
    }),
  );
  assertEquals(noOrigin.status, 200, "JSON without an Origin (a server, curl) is still accepted");
});

Deno.test("a failure inside gets a 500 page with a reference and no detail", async () => {
  const brokenStore: ContactStore = {
    accept: () => Promise.reject(new Error("connection to db.internal:5432 refused; password=hunter2")),
    claimDueNotifications: () => Promise.resolve([]),
    markSent: () => Promise.resolve(),
    markFailed: () => Promise.resolve(),
    deleteExpired: () => Promise.resolve({ requests: 0, notifications: 0 }),
  };
  const handler = createContactHandler({
    store: brokenStore,
    mailer: new RecordingMailer(),
    clock: new FakeClock().now,
    settings: testSettings(),
    logger: silentLogger,
  });
  const html = await page(await postForm(handler, validRequest()), 500);
  assertMatch(html, /Something went wrong on our side/);
  assertMatch(html, /reference [0-9a-f-]{36}/);
  assert(html.includes(`<a href="${SITE_ORIGIN}/#contact">`));
  assert(!html.includes("hunter2") && !html.includes("db.internal"), "no detail leaks");
});
