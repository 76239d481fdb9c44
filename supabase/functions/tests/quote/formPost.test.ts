// The site's plain HTML form (JavaScript off) posting to the function as a
// browser does: urlencoded, with an Origin and no keys. Accepted posts go to
// the site's thank-you page (303); refused ones get a small HTML page, in the
// site's words (here the test site's, support/replies.ts). The languages are
// in languages.test.ts.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import {
  backendTests,
  countRows,
  handlerWithBrokenClock,
  handlerWithBrokenDatabase,
  HOUR_MS,
  makeHandler,
  RecordingMailer,
  storedRequests,
  testSettings,
} from "../support/harness.ts";
import { FUNCTION_URL, postContact, postForm, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { CONTACT_FIELD_SPECS } from "../../_shared/contactFields.ts";
import { fieldErrorText } from "../../_shared/words/fieldWords.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { fixtureReplies } from "../support/replies.ts";
import { quoteKeyFor } from "../../send-contact-email/lead/quoteKey.ts";

/** The test site's English words (support/replies.ts). */
const words = fixtureReplies.languages.en;
const { labels } = words;

const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

/** Checks what every refusal page must be, and returns its HTML. */
async function page(response: Response, status: number): Promise<string> {
  deepStrictEqual(response.status, status);
  deepStrictEqual(response.headers.get("content-type"), "text/html; charset=utf-8");
  deepStrictEqual(response.headers.get("content-security-policy"), CSP);
  deepStrictEqual(response.headers.get("cache-control"), "no-store");
  deepStrictEqual(response.headers.get("x-content-type-options"), "nosniff");
  deepStrictEqual(response.headers.get("referrer-policy"), "no-referrer");
  const html = await response.text();
  match(html, /^<!doctype html>\n<html lang="en" dir="ltr">/);
  match(html, /<title>[^<]+<\/title>/);
  deepStrictEqual(html.match(/<h1>/g)?.length, 1, "one heading");
  ok(!/<script/i.test(html), "no script");
  return html;
}

async function assertNothingKept(db: Database, mailer: RecordingMailer): Promise<void> {
  deepStrictEqual(await countRows(db, "contact_requests"), 0, "nothing stored");
  deepStrictEqual(await countRows(db, "contact_notifications"), 0);
  deepStrictEqual(mailer.sent.length, 0, "nothing sent");
}

const TWO_SITES = testSettings({ ALLOWED_ORIGINS: "https://www.forwarder.example,https://forwarder.example" });

backendTests(
  "a form post from an allowed origin is stored, e-mailed, and sent to the lead's quote page on that origin, the key in the fragment",
  async (db) => {
    const { handler, mailer } = makeHandler(db, { settings: TWO_SITES });
    const response = await postForm(handler, { ...validRequest(), name: "  Mei Chan ", website: "" }, {
      origin: "https://forwarder.example",
    });
    deepStrictEqual(response.status, 303);
    const [row] = await storedRequests(db);
    const key = await quoteKeyFor(TWO_SITES.quoteKeys, row.reference, new Date(row.created_at), 24);
    ok(key !== null);
    deepStrictEqual(
      response.headers.get("location"),
      `https://forwarder.example/quote/?ref=${row.reference}#key=${encodeURIComponent(key)}`,
    );
    deepStrictEqual(response.headers.get("cache-control"), "no-store");
    deepStrictEqual(await response.text(), "");

    deepStrictEqual(
      [row.name, row.email, row.phone, row.shipping_country, row.shipping_details, row.message],
      ["Mei Chan", "mei@shop.example", "+852 5555 0101", "Canada", "200 kg of garments", validRequest().message],
    );
    deepStrictEqual(mailer.sent.length, 1);
    deepStrictEqual([mailer.sent[0].to, mailer.sent[0].replyTo], ["team@forwarder.test", "mei@shop.example"]);
    deepStrictEqual(mailer.sent[0].idempotencyKey, `quote-request/${row.reference}/team`);
  },
).forEach((test) => Deno.test(test));

backendTests("a form post keeps the message's line breaks and Unicode as typed", async (db) => {
  const { handler } = makeHandler(db);
  const message = "Two pallets.\r\nPickup in Kowloon — 九龍.";
  deepStrictEqual((await postForm(handler, { ...validRequest(), message })).status, 303);
  deepStrictEqual((await storedRequests(db))[0].message, message);
}).forEach((test) => Deno.test(test));

backendTests("a form post without an Origin is refused with 403 and keeps nothing", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, validRequest(), { origin: null }), 403);
  match(html, /only from the contact form on our own website/);
  ok(!html.includes("#contact"), "no link to an origin nobody vouched for");
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

for (const origin of ["https://evil.example", "null", "http://localhost:8000.evil.example"]) {
  backendTests(`a form post from the origin ${origin} is refused with 403 and keeps nothing`, async (db) => {
    const { handler, mailer } = makeHandler(db);
    const response = await postForm(handler, validRequest(), { origin });
    deepStrictEqual(response.headers.get("access-control-allow-origin"), null);
    const html = await page(response, 403);
    ok(!html.includes(origin === "null" ? "null/" : origin), "the foreign origin is not linked");
    await assertNothingKept(db, mailer);
  }).forEach((test) => Deno.test(test));
}

backendTests("ALLOWED_ORIGINS=* does not open the form route: its origins must be listed by name", async (db) => {
  const { handler, mailer } = makeHandler(db, { settings: testSettings({ ALLOWED_ORIGINS: "*" }) });
  await page(await postForm(handler, validRequest(), { origin: "https://anywhere.example" }), 403);
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

backendTests("invalid fields get a 400 page naming each one in plain words, values escaped", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const response = await postForm(handler, {
    name: "",
    email: "<script>alert('x')</script>@shop",
    phone: "555\n0101",
    shippingCountry: "Canada",
    shippingDetails: "d".repeat(501),
    message: "   ",
  });
  deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
  const html = await page(response, 400);
  const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));
  // Each line as the page writes it: the field's label, the form's message, every part escaped.
  const line = (field: keyof typeof labels, code: string) =>
    `${escapeHtml(labels[field])}: ${escapeHtml(fieldErrorText(words.errors, field, code, "en"))}`;
  const typed = escapeHtml(words.page.youTyped.replace("{value}", "<script>alert('x')</script>@shop"));
  deepStrictEqual(items, [
    line("name", "required"),
    `${line("email", "email")} ${typed}`,
    line("phone", "lineBreak"),
    line("shippingDetails", "tooLong"),
    line("message", "required"),
  ]);
  ok(items[3].includes(String(CONTACT_FIELD_SPECS.shippingDetails.maxLength)), "the limit is named");
  ok(!html.includes("<script>alert"), "the hostile value is escaped");
  ok(html.includes(`<a href="${SITE_ORIGIN}${words.formPath}">`), "links back to the form");
  ok(html.includes(escapeHtml(words.page.backHint)));
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

backendTests("an empty form post names the four required fields", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, {}, { rawBody: "" }), 400);
  for (const label of [labels.name, labels.email, labels.shippingCountry, labels.message]) {
    ok(html.includes(`<strong>${escapeHtml(label)}:</strong>`), `names ${label}`);
  }
  ok(!html.includes(escapeHtml(labels.phone)), "optional fields are not named");
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

backendTests("a NUL character in a form field is refused like in JSON", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, { ...validRequest(), message: "hello\u0000world" }), 400);
  ok(html.includes(`<strong>${escapeHtml(labels.message)}:</strong> ${escapeHtml(words.errors.invalidCharacter)}`));
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

backendTests("a repeated form field counts once: its first value is used", async (db) => {
  const { handler } = makeHandler(db);
  const fields = Object.entries(validRequest());
  const response = await postForm(handler, [["name", "First Name"], ...fields, ["name", "Second Name"]]);
  deepStrictEqual(response.status, 303);
  deepStrictEqual((await storedRequests(db))[0].name, "First Name");
}).forEach((test) => Deno.test(test));

backendTests("an over-large form post gets a 413 page and keeps nothing", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const html = await page(await postForm(handler, { ...validRequest(), message: "m".repeat(40 * 1024) }), 413);
  ok(html.includes(escapeHtml(words.page.tooLargeText.replace("{size}", "32 kB"))), "names the limit");
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

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
  backendTests(`a form post with ${bad.kind} gets a ${bad.status} page and keeps nothing`, async (db) => {
    const { handler, mailer } = makeHandler(db);
    const response = await postForm(handler, {}, {
      rawBody: bad.rawBody,
      headers: bad.contentType ? { "content-type": bad.contentType } : {},
    });
    ok((await page(response, bad.status)).includes(escapeHtml(words.page.unreadableTitle)));
    await assertNothingKept(db, mailer);
  }).forEach((test) => Deno.test(test));
}

backendTests("another content type from the site's origin is still refused in JSON with 415", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const response = await postForm(handler, validRequest(), { headers: { "content-type": "text/plain" } });
  deepStrictEqual(response.status, 415);
  deepStrictEqual((await response.json()).error.code, "unsupported_media_type");
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

backendTests("a filled honeypot in a form post goes to /thank-you and keeps nothing", async (db) => {
  const { handler, mailer } = makeHandler(db);
  for (const website of [["http://spam.example"], ["", "http://spam.example"]]) {
    const response = await postForm(handler, [
      ...Object.entries(validRequest()),
      ...website.map((value): [string, string] => ["website", value]),
    ]);
    deepStrictEqual(response.status, 303);
    deepStrictEqual(response.headers.get("location"), `${SITE_ORIGIN}/thank-you`);
  }
  await assertNothingKept(db, mailer);
}).forEach((test) => Deno.test(test));

backendTests(
  "a double submit of the form is stored and e-mailed once, and both go to the same quote page",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    const first = await postForm(handler, validRequest());
    clock.advance(60_000);
    // The same request, typed with other spaces: the key is made from the normalised fields.
    const again = await postForm(handler, { ...validRequest(), name: " Mei Chan  " });
    deepStrictEqual([first.status, again.status], [303, 303]);
    match(
      first.headers.get("location") ?? "",
      new RegExp(`^${SITE_ORIGIN}/quote/\\?ref=[A-Z0-9-]+#key=v1\\.\\d{8}\\.`),
    );
    deepStrictEqual(again.headers.get("location"), first.headers.get("location"), "the same lead, the same key");
    deepStrictEqual(await countRows(db, "contact_requests"), 1);
    deepStrictEqual(mailer.sent.length, 1);
    match((await storedRequests(db))[0].idempotency_key ?? "", /^form-[0-9a-f]{64}$/);

    deepStrictEqual((await postForm(handler, validRequest({ message: "And a third pallet." }))).status, 303);
    deepStrictEqual(await countRows(db, "contact_requests"), 2, "another message is another request");
    deepStrictEqual((await postForm(handler, validRequest(), { clientAddress: "198.51.100.44" })).status, 303);
    deepStrictEqual(await countRows(db, "contact_requests"), 3, "the same words from another client are stored");

    clock.advance(24 * HOUR_MS);
    deepStrictEqual((await postForm(handler, validRequest())).status, 303);
    deepStrictEqual(await countRows(db, "contact_requests"), 4, "after the idempotency window it is a new request");
  },
).forEach((test) => Deno.test(test));

backendTests("parallel identical form posts store one row", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const responses = await Promise.all(Array.from({ length: 8 }, () => postForm(handler, validRequest())));
  deepStrictEqual(responses.map((r) => r.status), Array(8).fill(303));
  deepStrictEqual(await countRows(db, "contact_requests"), 1);
  deepStrictEqual(mailer.sent.length, 1);
}).forEach((test) => Deno.test(test));

backendTests(
  "over the rate limit a form post gets a 429 page with Retry-After, saying when to try again",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    for (let i = 0; i < 3; i++) {
      deepStrictEqual((await postForm(handler, validRequest({ message: `Request ${i}` }))).status, 303);
      clock.advance(60_000);
    }
    const response = await postForm(handler, validRequest({ message: "Request 4" }));
    const retryAfter = HOUR_MS / 1000 - 3 * 60;
    deepStrictEqual(response.headers.get("retry-after"), String(retryAfter));
    const html = await page(response, 429);
    const when = new Intl.RelativeTimeFormat("en", { numeric: "auto" }).format(retryAfter / 60, "minute");
    ok(html.includes(escapeHtml(words.page.rateLimitedText.replace("{time}", when))), `says ${when}`);
    ok(html.includes(`<a href="${SITE_ORIGIN}${words.formPath}">`));
    deepStrictEqual(await countRows(db, "contact_requests"), 3);
    deepStrictEqual(mailer.sent.length, 3);
  },
).forEach((test) => Deno.test(test));

backendTests("JSON posts and their answers are unchanged beside form posts", async (db) => {
  const { handler } = makeHandler(db);
  const response = await postContact(handler, validRequest());
  deepStrictEqual(response.status, 200);
  match(response.headers.get("content-type") ?? "", /^application\/json/);
  match((await response.json()).id, /^[0-9a-f-]{36}$/);
  const noOrigin = await handler(
    new Request(FUNCTION_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validRequest({ email: "server@shop.example" })),
    }),
  );
  deepStrictEqual(noOrigin.status, 200, "JSON without an Origin (a server, curl) is still accepted");
}).forEach((test) => Deno.test(test));

backendTests("a failure inside gets a 500 page with a reference and no detail", async (db) => {
  const html = await page(await postForm(handlerWithBrokenClock(db), validRequest()), 500);
  ok(html.includes(escapeHtml(words.page.errorTitle)));
  match(html, new RegExp(escapeHtml(words.page.errorReference).replace("{reference}", "[0-9a-f-]{36}")));
  ok(html.includes(`<a href="${SITE_ORIGIN}${words.formPath}">`));
  ok(!html.includes("hunter2") && !html.includes("time.internal"), "no detail leaks");
}).forEach((test) => Deno.test(test));

Deno.test("a lead that reaches neither the database nor the team: a 503 page saying so, with Retry-After, no detail", async () => {
  const response = await postForm(handlerWithBrokenDatabase(), validRequest());
  const html = await page(response, 503);
  match(response.headers.get("retry-after") ?? "", /^\d+$/);
  ok(html.includes(escapeHtml(words.page.unavailableTitle)));
  ok(html.includes(`<a href="${SITE_ORIGIN}${words.formPath}">`));
  ok(!html.includes("hunter2") && !html.includes("db.internal"), "no detail leaks");
});

backendTests(
  "the same plain form sent again days apart is a lead each time, each under a reference of its own",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    // More times than a request has candidate references (three): each new request past its key's 24 hours
    // takes the next candidate, then a random reference, never another lead's.
    const times = 5;
    for (let time = 0; time < times; time++) {
      const response = await postForm(handler, { ...validRequest(), language: "en" });
      deepStrictEqual(response.status, 303, `post ${time + 1}`);
      clock.advance(25 * HOUR_MS);
    }
    const references = (await storedRequests(db)).map((row) => row.reference);
    deepStrictEqual(new Set(references).size, times, references.join(", "));
    deepStrictEqual(handler.unstored.count(), 0, "none kept in memory: the database took each");
    ok(
      !mailer.sent.some((email) => email.subject.startsWith("Quote requests not stored")),
      "nobody is told the database is away",
    );
    const teamSubjects = mailer.sent.filter((email) => email.to === "team@forwarder.test").map((email) =>
      email.subject
    );
    deepStrictEqual(
      references.map((reference) => teamSubjects.filter((subject) => subject.includes(reference)).length),
      references.map(() => 1),
      "one team e-mail each, under its own reference",
    );
  },
).forEach((test) => Deno.test(test));
