// The weekly summary measures the promise on the answers the shippers
// received, from known leads sent offers and booked at known moments: of the
// leads whose 24 hours ran out in the week, those first offered within them;
// the median time from a request to its first offer (of the leads first
// offered in the week); the leads booked at an offer's price; overall and by
// campaign, this week against last, counted by the database.
import { deepStrictEqual, ok } from "node:assert/strict";
import { duration } from "../../_shared/emails/weeklySummaryEmail.tsx";
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { weeklySummary } from "../../send-contact-email/scheduled/weeklySummary.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { EXPRESS } from "../offers/offers.ts";
import { backendTests, FakeClock, HOUR_MS, makeHandler, testSettings } from "../support/harness.ts";
import { fixtureReplies } from "../support/replies.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { MEMBER } from "../team/console.ts";

/** The team's language and words of the tests' site. */
const TEAM = emailSiteFrom(fixtureReplies, null).team;

/** Monday 16 November 2026, 00:00 in Hong Kong (UTC+8). */
const WEEK_START = new Date("2026-11-15T16:00:00Z");

const SPRING = { utmSource: "google", utmMedium: "cpc", utmCampaign: "spring", gclid: true, fbclid: false };
const DIRECT = { gclid: false, fbclid: false, landingPath: "/" };
const SUPPLIER = { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" };

/** Leads that came, were sent offers, booked and marked at known moments (UTC), through the real handler and stores. */
async function knownLeads(db: Database) {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, {
    clock,
    settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "100", RATE_LIMIT_PER_EMAIL_PER_HOUR: "100" }),
  });
  const stores = createStores(db);
  let n = 0;
  const lead = async (at: string, source: Record<string, unknown>) => {
    clock.current = new Date(at);
    const response = await postContact(handler, { ...validRequest({ email: `lead${n++}@shop.example` }), source });
    deepStrictEqual(response.status, 200, at);
    return (await response.json()).reference as string;
  };
  const offer = async (reference: string, at: string) => {
    const now = new Date(at);
    const offer = { validUntil: "2026-12-31", options: [EXPRESS] };
    const sent = await stores.offers.send({
      reference,
      offer,
      currency: "USD",
      minorDigits: 2,
      chargeableKg: null,
      member: MEMBER,
      now,
      maxOffers: 5,
    });
    deepStrictEqual(sent.kind, "sent", `${reference} ${at}`);
  };
  /** Booked at `at`: its booking request sent an hour before, at its offer (1) or at the estimate (none). */
  const booked = async (reference: string, at: string, atOffer: number | null) => {
    const now = new Date(at);
    const request = await stores.booking.book({
      reference,
      booking: { service: "express", cargoReadyDate: "2026-12-01", supplier: SUPPLIER, consignee: null, notes: "" },
      offer: atOffer === null ? null : { number: atOffer, amount: EXPRESS.amount, currency: "USD", minorDigits: 2 },
      now: new Date(now.getTime() - HOUR_MS),
      clientHash: "c".repeat(64),
      perClient: 100,
      windowMs: HOUR_MS,
    });
    deepStrictEqual(request.kind, "requested", `${reference} ${at}`);
    ok(await stores.progress.markLead(reference, { status: "booked", awb: "16012345675" }, now));
  };
  // Last week's: offered in 3 hours, booked at the offer on Thursday; the spring campaign.
  const l = await lead("2026-11-10T00:00:00Z", SPRING);
  await offer(l, "2026-11-10T03:00:00Z");
  await booked(l, "2026-11-12T00:00:00Z", 1);
  // Arrived on last week's last day (Sunday 04:00 in Hong Kong), offered 14 hours later, still last week: its 24
  // hours ran out this week, with its offer within them.
  const d = await lead("2026-11-14T20:00:00Z", SPRING);
  await offer(d, "2026-11-15T10:00:00Z");
  // This week: offered in 2 hours, booked at the offer on Thursday; spring.
  const a = await lead("2026-11-16T02:00:00Z", SPRING);
  await offer(a, "2026-11-16T04:00:00Z");
  await booked(a, "2026-11-19T00:00:00Z", 1);
  // Booked at the estimate, never offered: no campaign.
  const f = await lead("2026-11-16T08:00:00Z", DIRECT);
  await booked(f, "2026-11-20T00:00:00Z", null);
  // Offered after 30 hours: no campaign.
  const b = await lead("2026-11-17T00:00:00Z", DIRECT);
  await offer(b, "2026-11-18T06:00:00Z");
  // Marked answered by hand within the hour, never offered: answered, but no offer within 24 hours.
  const c = await lead("2026-11-18T00:00:00Z", DIRECT);
  ok(await stores.progress.markLead(c, { status: "answered" }, new Date("2026-11-18T01:00:00Z")));
  // Its 24 hours run out next week: not counted yet.
  await lead("2026-11-21T20:00:00Z", SPRING);
}

backendTests("the offers' figures, overall and by campaign, from known leads, this week against last", async (db) => {
  await knownLeads(db);
  const { offers } = await createStores(db).summary.weeklyFigures(WEEK_START);
  const { byCampaign, ...overall } = offers;
  deepStrictEqual(overall, {
    // This week's due: d, a, f, b, c; offered within 24 hours: d and a. Last week's: l.
    offeredWithin24h: { offered: { thisWeek: 2, lastWeek: 1 }, of: { thisWeek: 5, lastWeek: 1 } },
    // First offered this week: a (120 minutes), b (1,800); last week: l (180), d (840).
    medianMinutesToOffer: { thisWeek: 960, lastWeek: 510 },
    // Booked this week at an offer: a (f at the estimate does not count); last week: l.
    bookedAtOffer: { thisWeek: 1, lastWeek: 1 },
  });
  deepStrictEqual(byCampaign, [
    {
      campaign: "spring",
      offeredWithin24h: { offered: { thisWeek: 2, lastWeek: 1 }, of: { thisWeek: 2, lastWeek: 1 } },
      medianMinutesToOffer: { thisWeek: 120, lastWeek: 510 },
      bookedAtOffer: { thisWeek: 1, lastWeek: 1 },
    },
    {
      campaign: null,
      offeredWithin24h: { offered: { thisWeek: 0, lastWeek: 0 }, of: { thisWeek: 3, lastWeek: 0 } },
      medianMinutesToOffer: { thisWeek: 1800, lastWeek: null },
      bookedAtOffer: { thisWeek: 0, lastWeek: 0 },
    },
  ]);
}).forEach((test) => Deno.test(test));

backendTests("a week without offers counts its leads as not offered, with no median", async (db) => {
  const clock = new FakeClock(new Date("2026-11-17T00:00:00Z"));
  const { handler } = makeHandler(db, { clock });
  deepStrictEqual((await postContact(handler, validRequest())).status, 200);
  const { offers } = await createStores(db).summary.weeklyFigures(WEEK_START);
  deepStrictEqual(offers.offeredWithin24h, { offered: { thisWeek: 0, lastWeek: 0 }, of: { thisWeek: 1, lastWeek: 0 } });
  deepStrictEqual(offers.medianMinutesToOffer, { thisWeek: null, lastWeek: null });
  deepStrictEqual(offers.bookedAtOffer, { thisWeek: 0, lastWeek: 0 });
}).forEach((test) => Deno.test(test));

backendTests("the summary e-mail says the offers' figures, and each campaign's under its name", async (db) => {
  await knownLeads(db);
  const { text } = await weeklySummary(
    await createStores(db).summary.weeklyFigures(WEEK_START),
    testSettings().mail,
    { replies: fixtureReplies, origin: null },
  );
  const { weekly } = TEAM.words;
  const overall = text.slice(text.indexOf(weekly.offersTitle));
  for (
    const line of [
      `${weekly.offeredWithin24h}: 2 of 5 (last week 1 of 1)`,
      `${weekly.medianToOffer}: ${duration(960, TEAM)} (last week ${duration(510, TEAM)})`,
      `${weekly.bookedAtOffer}: 1 (last week 1)`,
    ]
  ) ok(overall.includes(line), `${line}\n${text}`);
  const spring = text.slice(text.indexOf(fillTemplate(weekly.campaignOffersTitle, { campaign: "spring" })));
  ok(spring.includes(`${weekly.medianToOffer}: ${duration(120, TEAM)} (last week ${duration(510, TEAM)})`), text);
  const none = text.slice(text.indexOf(fillTemplate(weekly.campaignOffersTitle, { campaign: weekly.noCampaign })));
  ok(none.includes(`${weekly.offeredWithin24h}: 0 of 3 (last week 0 of 0)`), text);
}).forEach((test) => Deno.test(test));
