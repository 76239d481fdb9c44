// Air waybill numbers, and the tracking page's plain form (no JavaScript):
// the function's /track route answers 303 to the airline's tracking page for
// a right number, or a page in the visitor's language naming what is wrong
// (length, check digit, an airline we do not know).
import { deepStrictEqual, match, ok } from "node:assert/strict";
import {
  type Airline,
  airWaybillDigits,
  checkAirWaybill,
  checkDigitOf,
  trackingAddress,
  trackingOrigins,
  trackingUrlProblem,
} from "../../_shared/airWaybill.ts";
import { escapeHtml, fillHtml, fillHtmlWith, leftToRight } from "../../_shared/html.ts";
import { FakeClock, makeHandler } from "../support/harness.ts";
import { FUNCTION_URL, SITE_ORIGIN } from "../support/requests.ts";
import { FIXTURE_AIRLINES, fixtureReplies } from "../support/replies.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";

const [byAwb, bySerial, pageOnly] = FIXTURE_AIRLINES;

Deno.test("the check digit is the serial's first seven digits modulo 7", () => {
  deepStrictEqual(checkDigitOf("12345675"), 5, "the worked example: 160-12345675");
  deepStrictEqual(checkDigitOf("76543213"), 3);
  deepStrictEqual(checkDigitOf("00000070"), 0);
});

Deno.test("a number is 11 digits once spaces and hyphens are gone, with its check digit and a known prefix", () => {
  const ok160 = checkAirWaybill("160-12345675", FIXTURE_AIRLINES);
  deepStrictEqual(ok160, { ok: true, awb: "16012345675", airline: byAwb });
  for (const typed of ["16012345675", " 160 1234 5675 ", "160–1234-5675", "160\u00a012345675"]) {
    deepStrictEqual(checkAirWaybill(typed, FIXTURE_AIRLINES), ok160, typed);
  }
  deepStrictEqual(airWaybillDigits("160 - 1234 5675"), "16012345675");
  const problemOf = (typed: string) => {
    const check = checkAirWaybill(typed, FIXTURE_AIRLINES);
    return check.ok ? "ok" : check.problem;
  };
  deepStrictEqual(problemOf(""), "length");
  deepStrictEqual(problemOf("160-1234567"), "length");
  deepStrictEqual(problemOf("160-123456750"), "length");
  deepStrictEqual(problemOf("160-1234567S"), "length");
  deepStrictEqual(problemOf("160-12345674"), "checkDigit");
  deepStrictEqual(problemOf("160-12345677"), "checkDigit", "a last digit of 7 can never be right");
  deepStrictEqual(problemOf("999-12345675"), "unknownAirline");
  deepStrictEqual(problemOf("020-12345675"), "ok");
});

Deno.test("the tracking address takes the number where the airline's address has {awb}, {prefix} and {serial}", () => {
  deepStrictEqual(trackingAddress(byAwb, "16012345675"), "https://cargo.fixture-air.test/track?awb=16012345675");
  deepStrictEqual(trackingAddress(bySerial, "02012345675"), "https://split-freight.test/awb/020/12345675");
  deepStrictEqual(trackingAddress(pageOnly, "61812345675"), "https://plain-page.test/tracking");
  deepStrictEqual(trackingOrigins([...FIXTURE_AIRLINES, byAwb]), [
    "https://cargo.fixture-air.test",
    "https://split-freight.test",
    "https://plain-page.test",
  ]);
  deepStrictEqual(trackingUrlProblem("https://a.test/{awb}"), null);
  deepStrictEqual(trackingUrlProblem("http://a.test/{awb}"), "must start with https://");
  deepStrictEqual(
    trackingUrlProblem("https://a.test/{number}"),
    "has {number}, which is not one of {awb}, {prefix} and {serial}",
  );
  deepStrictEqual(trackingUrlProblem("javascript:alert(1)//{awb}"), "must start with https://");
  deepStrictEqual(trackingUrlProblem("cathay cargo"), "is not a web address");
});

/** The tracking page's plain form as a browser posts it from `origin`. */
function postTrack(handler: ContactHandler, fields: Record<string, string>, origin: string | null = SITE_ORIGIN) {
  return handler(
    new Request(`${FUNCTION_URL}/track`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(origin === null ? {} : { origin }),
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** The route reads nothing from the database: the handler is given none. */
const NO_DATABASE = undefined as unknown as Database;

const handlerOn = (replies = fixtureReplies) => makeHandler(NO_DATABASE, { clock: new FakeClock(), replies }).handler;

Deno.test("a right number goes to its airline's tracking page (303), whatever way the number is typed", async () => {
  const handler = handlerOn();
  const cases: [string, string][] = [
    ["160-12345675", "https://cargo.fixture-air.test/track?awb=16012345675"],
    ["020 1234 5675", "https://split-freight.test/awb/020/12345675"],
    ["61812345675", "https://plain-page.test/tracking"],
  ];
  for (const [awb, location] of cases) {
    const response = await postTrack(handler, { awb, language: "es" });
    deepStrictEqual(response.status, 303, awb);
    deepStrictEqual(response.headers.get("location"), location);
    deepStrictEqual(response.headers.get("cache-control"), "no-store");
    deepStrictEqual(response.headers.get("referrer-policy"), "no-referrer");
  }
});

Deno.test("a wrong number gets a page in the visitor's language naming the mistake, with the way back", async () => {
  const handler = handlerOn();
  const cases = [
    { awb: "160-1234567", problem: "length" },
    { awb: "160-12345674", problem: "checkDigit" },
    { awb: "999-12345675", problem: "unknownAirline" },
  ] as const;
  for (const language of ["en", "es", "ar"]) {
    const words = fixtureReplies.languages[language];
    for (const { awb, problem } of cases) {
      const response = await postTrack(handler, { awb, language });
      deepStrictEqual(response.status, 400, `${language} ${awb}`);
      deepStrictEqual(response.headers.get("content-type"), "text/html; charset=utf-8");
      deepStrictEqual(response.headers.get("content-language"), language);
      const html = await response.text();
      match(html, new RegExp(`^<!doctype html>\\n<html lang="${language}" dir="${words.direction}">`));
      ok(html.includes(`<h1>${escapeHtml(words.track.checkTitle)}</h1>`));
      ok(html.includes(fillHtml(words.track.problems[problem], { prefix: "999" })), `${language}: ${problem}`);
      for (const other of ["length", "checkDigit", "unknownAirline"] as const) {
        if (other !== problem) ok(!html.includes(fillHtml(words.track.problems[other], { prefix: "999" })), other);
      }
      ok(
        html.includes(fillHtmlWith(words.track.youTyped, { value: leftToRight(awb) })),
        "what was typed, kept in its order",
      );
      ok(html.includes(`href="${SITE_ORIGIN}${words.trackPath}"`), "back to the tracking page in its language");
      ok(!/<script/i.test(html));
    }
  }
  // From a site that is not allowed: no link back to it.
  const stranger = await postTrack(handler, { awb: "1", language: "en" }, "https://evil.example");
  deepStrictEqual(stranger.status, 400);
  ok(!(await stranger.text()).includes("evil.example"));
});

Deno.test("only POST: a GET of /track answers 405", async () => {
  const handler = handlerOn();
  const response = await handler(new Request(`${FUNCTION_URL}/track`));
  deepStrictEqual(response.status, 405);
  deepStrictEqual(response.headers.get("allow"), "POST");
});

Deno.test("an airline of the tests is what a build would accept", () => {
  for (const airline of FIXTURE_AIRLINES as Airline[]) deepStrictEqual(trackingUrlProblem(airline.trackingUrl), null);
});
