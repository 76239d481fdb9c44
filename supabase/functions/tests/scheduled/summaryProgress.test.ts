// The weekly summary measures the promises, from known leads marked at known
// moments: how many leads were answered within 24 hours, of how many (the
// leads whose 24 hours ran out in the week); the median time to the first
// answer (of the leads first answered in the week); leads booked and lost,
// with why, this week against last; the booked ones by source and campaign.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, FakeClock, makeHandler, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { LeadMark } from "../../send-contact-email/team/marking.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { weeklySummary } from "../../send-contact-email/scheduled/weeklySummary.ts";
import { duration } from "../../_shared/emails/weeklySummaryEmail.tsx";
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import { fixtureReplies } from "../support/replies.ts";

/** The team's language and words of the tests' site. */
const TEAM = emailSiteFrom(fixtureReplies, null).team;
import { escapeHtml } from "../../_shared/html.ts";

/** Monday 16 November 2026, 00:00 in Hong Kong (UTC+8). */
const WEEK_START = new Date("2026-11-15T16:00:00Z");

const GOOGLE = { utmSource: "google", utmMedium: "cpc", utmCampaign: "spring", gclid: true, fbclid: false };
const DIRECT = { gclid: false, fbclid: false, landingPath: "/" };

/** Leads that came and were marked at known moments (UTC), through the real handler and store. */
async function knownLeads(db: Database) {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, {
    clock,
    settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "100", RATE_LIMIT_PER_EMAIL_PER_HOUR: "100" }),
  });
  const store = createStores(db);
  let n = 0;
  const lead = async (at: string, source?: Record<string, unknown>) => {
    clock.current = new Date(at);
    const response = await postContact(handler, { ...validRequest({ email: `lead${n++}@shop.example` }), source });
    deepStrictEqual(response.status, 200, at);
    return (await response.json()).reference as string;
  };
  const mark = async (reference: string, at: string, what: LeadMark) => {
    ok(await store.progress.markLead(reference, what, new Date(at)), `${reference} ${at}`);
  };
  // Last week's: arrived Tuesday, answered in 3 hours, booked Thursday; direct.
  const f = await lead("2026-11-10T00:00:00Z", DIRECT);
  await mark(f, "2026-11-10T03:00:00Z", { status: "answered" });
  await mark(f, "2026-11-12T00:00:00Z", { status: "booked", awb: "16012345675" });
  // Arrived on last week's last day (Sunday 04:00 in Hong Kong): its 24 hours ran out this week. Answered within
  // 14 hours, still last week, then lost for no reply, still last week.
  const a = await lead("2026-11-14T20:00:00Z");
  await mark(a, "2026-11-15T10:00:00Z", { status: "answered" });
  await mark(a, "2026-11-15T12:00:00Z", { status: "lost", reason: "noReply" });
  // This week: answered in 2 hours, booked Thursday; from the Google campaign.
  const b = await lead("2026-11-16T02:00:00Z", GOOGLE);
  await mark(b, "2026-11-16T04:00:00Z", { status: "answered" });
  await mark(b, "2026-11-19T00:00:00Z", { status: "booked", awb: "16076543213" });
  // Answered after 30 hours, then lost on price.
  const c = await lead("2026-11-17T00:00:00Z");
  await mark(c, "2026-11-18T06:00:00Z", { status: "answered" });
  await mark(c, "2026-11-20T00:00:00Z", { status: "lost", reason: "price" });
  // Never answered this week: booked after the week's end, so not this week's.
  const d = await lead("2026-11-18T00:00:00Z");
  await mark(d, "2026-11-23T01:00:00Z", { status: "booked", awb: "16012345675" });
  // Its 24 hours run out next week: not counted yet.
  await lead("2026-11-21T20:00:00Z");
}

backendTests("the summary's figures of the promises, from known leads, this week against last", async (db) => {
  await knownLeads(db);
  const { progress } = await createStores(db).summary.weeklyFigures(WEEK_START);
  deepStrictEqual(progress.answeredWithin24h, {
    answered: { thisWeek: 2, lastWeek: 1 },
    of: { thisWeek: 4, lastWeek: 1 },
  });
  // This week's first answers: 120 and 1,800 minutes; last week's: 180 and 840.
  deepStrictEqual(progress.medianMinutesToAnswer, { thisWeek: 960, lastWeek: 510 });
  deepStrictEqual(progress.booked, { thisWeek: 1, lastWeek: 1 });
  deepStrictEqual(progress.lost, { thisWeek: 1, lastWeek: 1 });
  deepStrictEqual(progress.lostReasons, [
    { reason: "price", thisWeek: 1, lastWeek: 0 },
    { reason: "noReply", thisWeek: 0, lastWeek: 1 },
  ]);
  deepStrictEqual(progress.bookedBySource, [
    { kind: "campaign", name: "google / cpc", campaign: "spring", thisWeek: 1, lastWeek: 0 },
    { kind: "direct", name: null, campaign: null, thisWeek: 0, lastWeek: 1 },
  ]);
}).forEach((test) => Deno.test(test));

backendTests("a week without marks has its leads counted as not answered, and no median", async (db) => {
  const clock = new FakeClock(new Date("2026-11-17T00:00:00Z"));
  const { handler } = makeHandler(db, { clock });
  deepStrictEqual((await postContact(handler, validRequest())).status, 200);
  const { progress } = await createStores(db).summary.weeklyFigures(WEEK_START);
  deepStrictEqual(progress.answeredWithin24h, {
    answered: { thisWeek: 0, lastWeek: 0 },
    of: { thisWeek: 1, lastWeek: 0 },
  });
  deepStrictEqual(progress.medianMinutesToAnswer, { thisWeek: null, lastWeek: null });
  deepStrictEqual(progress.lostReasons, []);
  deepStrictEqual(progress.bookedBySource, []);
}).forEach((test) => Deno.test(test));

backendTests("the summary e-mail says the promises' figures, and the booked leads by campaign", async (db) => {
  await knownLeads(db);
  const settings = testSettings();
  const { text, html } = await weeklySummary(
    await createStores(db).summary.weeklyFigures(WEEK_START),
    settings.mail,
    { replies: fixtureReplies, origin: null },
  );
  for (
    const line of [
      "Answered within 24 hours: 2 of 4 (last week 1 of 1)",
      `Median time to the first answer: ${duration(960, TEAM)} (last week ${duration(510, TEAM)})`,
      "Booked: 1 (last week 1)",
      "Lost: 1 (last week 1)",
      "Lost on price: 1 (last week 0)",
      "Lost: no reply from the shipper: 0 (last week 1)",
    ]
  ) ok(text.includes(line), `${line}\n${text}`);
  // Booked by source and campaign, after the requests by source and campaign.
  const requests = text.indexOf("By source and campaign");
  const booked = text.indexOf("Booked by source and campaign");
  ok(requests >= 0 && booked > requests, text);
  ok(text.slice(booked).includes("google / cpc, campaign spring: 1 (last week 0)"), text);
  ok(text.slice(booked).includes("direct (no campaign, no referring site): 0 (last week 1)"), text);
  ok(html.includes(escapeHtml("Answered within 24 hours")), html);
}).forEach((test) => Deno.test(test));

Deno.test("a time to answer reads in minutes, hours or days", () => {
  deepStrictEqual(
    [null, 0, 45, 60, 125, 960, 1440, 3000].map((minutes) => duration(minutes, TEAM)),
    ["none", "0 min", "45 min", "1 h 00 min", "2 h 05 min", "16 h 00 min", "1 d 0 h", "2 d 2 h"],
  );
});
