// Where a lead came from: stored with it and shown in the team's e-mail,
// bounded and on one line, trimmed and never refused; a click id's value is
// never kept; a plain form post records the source the page's starter filled
// in where JavaScript runs, and none without it.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, makeHandler } from "../support/harness.ts";
import { postContact, postForm, validRequest } from "../support/requests.ts";
import { boundedLine, readLeadSource, SOURCE_BOUNDS } from "../../_shared/leadSource.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";

const teamText = (sent: { to: string; text: string }[]) =>
  sent.find((email) => email.to === "team@forwarder.test")!.text;

async function storedSource(db: Database) {
  const [row] = await db.query<Record<string, unknown>>(
    `select source_utm_source, source_utm_medium, source_utm_campaign, source_gclid, source_fbclid,
            source_referrer_host, source_landing_path from public.contact_requests`,
  );
  return row;
}

backendTests("a campaign's source is stored with the lead and named in the team's e-mail", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const response = await postContact(handler, {
    ...validRequest(),
    source: {
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring-sale",
      gclid: true,
      fbclid: false,
      referrerHost: "www.google.com",
      landingPath: "/es",
    },
  });
  deepStrictEqual(response.status, 200);
  deepStrictEqual(await storedSource(db), {
    source_utm_source: "google",
    source_utm_medium: "cpc",
    source_utm_campaign: "spring-sale",
    source_gclid: true,
    source_fbclid: false,
    source_referrer_host: "www.google.com",
    source_landing_path: "/es",
  });
  const text = teamText(mailer.sent);
  for (
    const line of [
      "Source: google / cpc (a Google Ads click)",
      "Campaign: spring-sale",
      "Referring site: www.google.com",
      "Landing page: /es",
    ]
  ) ok(text.includes(line), `${line}\n---\n${text}`);
}).forEach((test) => Deno.test(test));

backendTests("a tracking value out of bounds is trimmed to one bounded line, never refused", async (db) => {
  const { handler } = makeHandler(db);
  const long = `campaign\r\nBcc: x@y.example\u202e${"x".repeat(300)}`;
  const response = await postContact(handler, {
    ...validRequest(),
    source: {
      utmSource: long,
      utmMedium: 42,
      utmCampaign: "  spring\tsale  ",
      gclid: "EAIaIQobChMI-the-click-id",
      fbclid: true,
      referrerHost: "https://evil.example/path?q=1",
      landingPath: "//evil.example",
    },
  });
  deepStrictEqual(response.status, 200, "no lead is lost over a tracking parameter");
  const row = await storedSource(db);
  const utmSource = row.source_utm_source as string;
  deepStrictEqual(Array.from(utmSource).length, SOURCE_BOUNDS.utm);
  ok(!/[\r\n\u202e]/.test(utmSource) && utmSource.startsWith("campaign Bcc: x@y.example"), utmSource);
  deepStrictEqual(
    [row.source_utm_medium, row.source_utm_campaign, row.source_gclid, row.source_fbclid],
    [null, "spring sale", false, true],
    "a click id is present or absent, never its value",
  );
  deepStrictEqual([row.source_referrer_host, row.source_landing_path], [null, null], "a host only, a path only");
  ok(!JSON.stringify(row).includes("EAIaIQ"), "the click id's value is kept nowhere");
}).forEach((test) => Deno.test(test));

backendTests("without JavaScript a request carries its language and no source", async (db) => {
  const { handler, mailer } = makeHandler(db);
  await postForm(handler, {
    ...validRequest(),
    language: "es",
    source: "google",
    utm_source: "google",
  });
  deepStrictEqual(Object.values(await storedSource(db)), Array(7).fill(null));
  ok(teamText(mailer.sent).includes("Source: not recorded (sent without JavaScript)"));
}).forEach((test) => Deno.test(test));

backendTests("a plain form sent with JavaScript on carries the source the page filled in", async (db) => {
  const { handler, mailer } = makeHandler(db);
  // As the starter keeps the landing values and fills the hidden field (plugins/publish/deferScripts.ts).
  const landing = {
    s: "newsletter",
    m: "email",
    c: "winter-rates",
    g: true,
    f: false,
    r: "mail.example.com",
    p: "/de",
  };
  const response = await postForm(handler, { ...validRequest(), language: "de", source: JSON.stringify(landing) });
  deepStrictEqual(response.status, 303);
  deepStrictEqual(await storedSource(db), {
    source_utm_source: "newsletter",
    source_utm_medium: "email",
    source_utm_campaign: "winter-rates",
    source_gclid: true,
    source_fbclid: false,
    source_referrer_host: "mail.example.com",
    source_landing_path: "/de",
  });
  const text = teamText(mailer.sent);
  for (
    const line of ["Source: newsletter / email (a Google Ads click)", "Campaign: winter-rates", "Landing page: /de"]
  ) {
    ok(text.includes(line), `${line}\n---\n${text}`);
  }
}).forEach((test) => Deno.test(test));

backendTests("a visit with no campaign and no referring site is direct", async (db) => {
  const { handler, mailer } = makeHandler(db);
  await postContact(handler, { ...validRequest(), source: { gclid: false, fbclid: false, landingPath: "/" } });
  ok(teamText(mailer.sent).includes("Source: direct (no campaign, no referring site)"));
}).forEach((test) => Deno.test(test));

Deno.test("the page's stored landing values read as the form sends them", () => {
  deepStrictEqual(
    readLeadSource({ s: "newsletter", m: "email", c: "nov", g: false, f: true, r: "mail.example.com", p: "/fr" }),
    {
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "nov",
      gclid: false,
      fbclid: true,
      referrerHost: "mail.example.com",
      landingPath: "/fr",
    },
  );
  deepStrictEqual(readLeadSource("google"), null);
  deepStrictEqual(readLeadSource([1, 2]), null);
  deepStrictEqual(boundedLine("  a\u200bb  ", 10), "ab", "invisible characters out");
  deepStrictEqual(boundedLine("😀".repeat(5), 3), "😀😀😀", "cut between characters, never inside one");
});
