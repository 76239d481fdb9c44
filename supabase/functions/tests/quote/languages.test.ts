// The visitor's language: sent by the site's form (a field of the JSON body
// and of the plain form post), checked against the site's languages, stored
// with the lead, named in the team's e-mail, and the language the plain
// form's answers and the visitor's confirmation are written in. The site's
// words are the test site's (support/replies.ts).
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { escapeHtml } from "../../_shared/html.ts";
import { resolveLanguage } from "../../_shared/replies/formReplies.ts";
import { languageName } from "../../_shared/emails/team/teamEmail.tsx";
import { backendTests, HOUR_MS, makeHandler, storedRequests, testSettings } from "../support/harness.ts";
import { postContact, postForm, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import { fixtureReplies } from "../support/replies.ts";
import { languageOf } from "../support/emails.ts";

const spanish = fixtureReplies.languages.es;

backendTests(
  "a request is stored in its page's language; an unknown or missing one in the site's default",
  async (db) => {
    const { handler, clock } = makeHandler(db);
    for (const [index, language] of ["es", "ar", "xx", undefined, 42].entries()) {
      const body = { ...validRequest({ email: `mei${index}@shop.example` }), language };
      deepStrictEqual((await postContact(handler, body, { clientAddress: `203.0.113.${index}` })).status, 200);
      clock.advance(1000);
    }
    deepStrictEqual((await storedRequests(db)).map((row) => row.language), ["es", "ar", "en", "en", "en"]);
  },
).forEach((test) => Deno.test(test));

backendTests("the team's e-mail names the visitor's language, so the reply can be written in it", async (db) => {
  const { handler, mailer } = makeHandler(db);
  await postContact(handler, { ...validRequest(), language: "es" });
  const [email] = mailer.sent;
  ok(email.text.includes("Language: Spanish (es)"), email.text);
  ok(email.html.includes("Spanish (es)"));
}).forEach((test) => Deno.test(test));

backendTests("a plain form post from a language's page goes to that language's quote page", async (db) => {
  const { handler } = makeHandler(db);
  const response = await postForm(handler, { ...validRequest(), language: "es" });
  deepStrictEqual(response.status, 303);
  match(response.headers.get("location") ?? "", new RegExp(`^${SITE_ORIGIN}/es/quote/\\?ref=[A-Z0-9-]+#key=v1\\.`));
  deepStrictEqual((await storedRequests(db))[0].language, "es");
  const other = await postForm(handler, { ...validRequest({ message: "Another" }), language: "zz" }, {
    clientAddress: "198.51.100.9",
  });
  match(
    other.headers.get("location") ?? "",
    new RegExp(`^${SITE_ORIGIN}/quote/\\?ref=`),
    "the default language: no prefix",
  );
}).forEach((test) => Deno.test(test));

backendTests(
  "a form post that needs fixing gets its page in its language's words, right to left for Arabic",
  async (db) => {
    const { handler } = makeHandler(db);
    const response = await postForm(handler, { ...validRequest({ email: "mei@shop" }), language: "es" });
    deepStrictEqual(response.status, 400);
    deepStrictEqual(response.headers.get("content-language"), "es");
    const html = await response.text();
    match(html, /^<!doctype html>\n<html lang="es" dir="ltr">/);
    ok(html.includes(escapeHtml(spanish.page.checkTitle)));
    ok(
      html.includes(
        `<strong>${escapeHtml(spanish.labels.email)}:</strong> ${escapeHtml(spanish.errors.email)}`,
      ),
    );
    ok(html.includes(`<a href="${SITE_ORIGIN}${spanish.formPath}">${escapeHtml(spanish.page.formLink)}</a>`));

    const arabic = await (await postForm(handler, { ...validRequest({ email: "mei@shop" }), language: "ar" })).text();
    match(arabic, /^<!doctype html>\n<html lang="ar" dir="rtl">/);
    ok(arabic.includes(escapeHtml(fixtureReplies.languages.ar.page.checkTitle)));
  },
).forEach((test) => Deno.test(test));

backendTests("a rate-limited form post says when to try again in its language", async (db) => {
  const { handler, clock } = makeHandler(db);
  for (let i = 0; i < 3; i++) {
    await postForm(handler, { ...validRequest({ message: `Request ${i}` }), language: "es" });
    clock.advance(60_000);
  }
  const response = await postForm(handler, { ...validRequest({ message: "Request 4" }), language: "es" });
  deepStrictEqual(response.status, 429);
  const minutes = HOUR_MS / 60_000 - 3;
  const when = new Intl.RelativeTimeFormat("es", { numeric: "auto" }).format(minutes, "minute");
  ok((await response.text()).includes(escapeHtml(spanish.page.rateLimitedText.replace("{time}", when))), when);
}).forEach((test) => Deno.test(test));

backendTests("a form refused before it is read is answered in the site's default language", async (db) => {
  const { handler } = makeHandler(db);
  const response = await postForm(handler, {}, {
    rawBody: "name=Mei&language=es",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
  });
  deepStrictEqual(response.status, 415);
  const html = await response.text();
  match(html, /<html lang="en" dir="ltr">/);
  ok(html.includes(escapeHtml(fixtureReplies.languages.en.page.unreadableTitle)));
}).forEach((test) => Deno.test(test));

backendTests("the visitor's confirmation is written in their language, with the site's words only", async (db) => {
  const settings = testSettings({ SEND_VISITOR_CONFIRMATION: "true", SITE_URL: "https://www.forwarder.example" });
  const { handler, mailer } = makeHandler(db, { settings });
  const response = await postContact(handler, { ...validRequest({ name: "Mei <b>Chan</b>" }), language: "es" });
  const { reference } = await response.json();
  const confirmation = mailer.sent.find((email) => email.to === "mei@shop.example")!;
  deepStrictEqual(confirmation.subject, spanish.confirmation.subject.replace("{reference}", reference));
  ok(confirmation.text.includes(spanish.confirmation.text), "the site's words");
  ok(confirmation.text.includes(reference));
  ok(confirmation.text.endsWith(spanish.confirmation.closing));
  deepStrictEqual(languageOf(confirmation.html), { document: ["es", "ltr"], wrapper: ["es", "ltr"] });
  ok(!confirmation.text.includes("Mei") && !confirmation.html.includes("Mei"), "nothing the visitor wrote");
}).forEach((test) => Deno.test(test));

Deno.test("resolveLanguage: one of the site's languages, else its default", () => {
  deepStrictEqual(resolveLanguage("es", fixtureReplies), "es");
  deepStrictEqual(resolveLanguage(" ar ", fixtureReplies), "ar");
  deepStrictEqual(resolveLanguage("fr", fixtureReplies), "en");
  deepStrictEqual(resolveLanguage("__proto__", fixtureReplies), "en");
  deepStrictEqual(resolveLanguage(undefined, fixtureReplies), "en");
  deepStrictEqual(resolveLanguage(["es"], fixtureReplies), "en");
});

Deno.test("the team's e-mail names a language in the team's language, with its code", () => {
  const team = { code: "en", dir: "ltr" as const, words: fixtureReplies.team.words };
  deepStrictEqual(languageName("es", team), "Spanish (es)");
  deepStrictEqual(languageName("ar", team), "Arabic (ar)");
  deepStrictEqual(languageName(null, team), team.words.common.unknownLanguage);
  deepStrictEqual(languageName("es", { ...team, code: "de" }), "Spanisch (es)");
});
