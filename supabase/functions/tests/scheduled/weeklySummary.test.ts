// The weekly summary: the figures of the week from Monday 00:00 to Monday
// 00:00 Hong Kong time against the week before, counted by the database from
// leads of known sources, languages, destinations and prices; sent on the
// Monday morning, once, whatever runs overlap or repeat; not sent for a week
// without requests; off with WEEKLY_SUMMARY=false.
import { deepStrictEqual, ok } from "node:assert/strict";
import {
  backendTests,
  countryNamed,
  FakeClock,
  HOUR_MS,
  makeHandler,
  RecordingMailer,
  testSettings,
} from "../support/harness.ts";
import { postContact, postForm, validRequest } from "../support/requests.ts";
import { rateCardFromContent, REPOSITORY_ROOT } from "../../../local/content/rateCardFromContent.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { lastWholeWeek, weeklySummary } from "../../send-contact-email/scheduled/weeklySummary.ts";
import { goodsClassText } from "../../_shared/price/goodsWords.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { fixtureReplies } from "../support/replies.ts";

const rateCard = rateCardFromContent({ env: { RATE_CARD_FILE: `${REPOSITORY_ROOT}__tests__/fixtures/rates.yaml` } });
/** A destination the card prices, named as content/countries.yaml names it. */
const PRICED_COUNTRY = countryNamed(rateCard, "US");

/** Monday 16 November 2026, 00:00 in Hong Kong (UTC+8), and the Monday after. */
const WEEK_START = new Date("2026-11-15T16:00:00Z");
const WEEK_END = new Date("2026-11-22T16:00:00Z");
/** 08:00 on that Monday in Hong Kong: from when the summary goes out. */
const MONDAY_MORNING = new Date("2026-11-23T00:00:00Z");

const ADDRESSES = { teamAddress: "team@forwarder.test", fromAddress: "quotes@forwarder.test" };

const summaries = (sent: OutgoingEmail[]) => sent.filter((email) => email.idempotencyKey.startsWith("weekly-summary/"));

const PRICED_CARGO = {
  cargoPieces: "2",
  cargoLengthCm: "50",
  cargoWidthCm: "40",
  cargoHeightCm: "30",
  cargoWeightKg: "30",
};
const GOOGLE = {
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring",
  gclid: true,
  fbclid: false,
  landingPath: "/",
};

/** Leads of known sources at known moments, through the real handler; returns the clock to go on with. */
async function knownLeads(db: Database) {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, {
    clock,
    rateCard,
    settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "100", RATE_LIMIT_PER_EMAIL_PER_HOUR: "100" }),
  });
  let n = 0;
  const at = async (when: string, body: Record<string, unknown>, form = false) => {
    clock.current = new Date(when);
    const request = { ...validRequest({ email: `lead${n++}@shop.example` }), ...body };
    const response = form
      ? await postForm(handler, request, { clientAddress: `198.51.100.${n}` })
      : await postContact(handler, request, { clientAddress: `198.51.100.${n}` });
    ok(response.status === 200 || response.status === 303, `${when}: ${response.status}`);
  };
  // Before the week before: not counted.
  await at("2026-11-08T15:59:59Z", { shippingCountry: "Japan", language: "en" });
  // The week before: its last second (Sunday 23:59:59 in Hong Kong), priced, from the Google campaign.
  await at("2026-11-15T15:59:59Z", {
    ...PRICED_CARGO,
    cargoContents: ["powders"],
    shippingCountry: PRICED_COUNTRY,
    language: "en",
    source: GOOGLE,
  });
  // This week: its first second, a plain form post (no source), no cargo details.
  await at("2026-11-15T16:00:00Z", { shippingCountry: "Germany", language: "en" }, true);
  // Batteries on their own and loose magnets (no instant price), referred by Bing, in Arabic.
  await at("2026-11-18T04:00:00Z", {
    ...PRICED_CARGO,
    cargoContents: ["batteries", "magnets"],
    batteryType: "lithiumIon",
    batteryPacking: "alone",
    batteryLarge: false,
    magnetsLoose: true,
    shippingCountry: "Germany",
    language: "ar",
    source: { gclid: false, fbclid: false, referrerHost: "www.bing.com", landingPath: "/ar" },
  });
  // Direct, no cargo details, to Canada.
  await at("2026-11-20T10:00:00Z", { language: "en", source: { gclid: false, fbclid: false, landingPath: "/" } });
  // Its last second, priced, the Google campaign again, in Spanish.
  await at("2026-11-22T15:59:59Z", {
    ...PRICED_CARGO,
    cargoContents: ["magnets"],
    magnetsLoose: false,
    shippingCountry: PRICED_COUNTRY,
    language: "es",
    source: GOOGLE,
  });
  // The next week's first second: not counted.
  await at("2026-11-22T16:00:00Z", { shippingCountry: "France", language: "fr" });
  return clock;
}

Deno.test("the week runs from Monday 00:00 to Monday 00:00 in Hong Kong, and goes out that Monday at 08:00", () => {
  for (const now of ["2026-11-23T00:00:00Z", "2026-11-29T15:59:59Z", "2026-11-22T16:00:00Z"]) {
    deepStrictEqual(lastWholeWeek(new Date(now)), { start: WEEK_START, end: WEEK_END, sendFrom: MONDAY_MORNING }, now);
  }
  deepStrictEqual(lastWholeWeek(new Date("2026-11-22T15:59:59Z")).end, WEEK_START, "Sunday night: the week before");
});

backendTests("the week's figures, against the week before, counted by the database", async (db) => {
  await knownLeads(db);
  // This week's priced request (the Spanish one) chose economy on its thank-you page; last week's chose nothing.
  await db.query("update public.contact_requests set chosen_service = 'economy' where language = 'es'");
  const figures = await createStores(db).summary.weeklyFigures(WEEK_START);
  deepStrictEqual(figures.requests, { thisWeek: 4, lastWeek: 1 });
  deepStrictEqual(figures.withCargo, { thisWeek: 2, lastWeek: 1 });
  deepStrictEqual(figures.priced, { thisWeek: 1, lastWeek: 1 });
  deepStrictEqual(figures.dangerousGoods, { thisWeek: 2, lastWeek: 1 });
  deepStrictEqual(figures.notPriced, [
    { reason: "noChargeableWeight", thisWeek: 2, lastWeek: 0 },
    { reason: "batteriesAlone", thisWeek: 1, lastWeek: 0 },
  ]);
  // By class: the Arabic request under two, the priced ones under theirs (magnets inside products, powders).
  deepStrictEqual(figures.goods, [
    { goodsClass: "UN3480-965-IB", thisWeek: 1, lastWeek: 0 },
    { goodsClass: "looseMagnets", thisWeek: 1, lastWeek: 0 },
    { goodsClass: "magnetsInProducts", thisWeek: 1, lastWeek: 0 },
    { goodsClass: "powders", thisWeek: 0, lastWeek: 1 },
  ]);
  deepStrictEqual(figures.destinations, [
    { name: "Germany", thisWeek: 2, lastWeek: 0 },
    { name: PRICED_COUNTRY, thisWeek: 1, lastWeek: 1 },
    { name: "Canada", thisWeek: 1, lastWeek: 0 },
  ]);
  deepStrictEqual(figures.languages, [
    { code: "en", thisWeek: 2, lastWeek: 1 },
    { code: "ar", thisWeek: 1, lastWeek: 0 },
    { code: "es", thisWeek: 1, lastWeek: 0 },
  ]);
  deepStrictEqual(figures.sources, [
    { kind: "campaign", name: "google / cpc", campaign: "spring", thisWeek: 1, lastWeek: 1 },
    { kind: "direct", name: null, campaign: null, thisWeek: 1, lastWeek: 0 },
    { kind: "notRecorded", name: null, campaign: null, thisWeek: 1, lastWeek: 0 },
    { kind: "referrer", name: "www.bing.com", campaign: null, thisWeek: 1, lastWeek: 0 },
  ]);
  deepStrictEqual(figures.chosen, [
    { service: "economy", thisWeek: 1, lastWeek: 0 },
    { service: "none", thisWeek: 0, lastWeek: 1 },
  ]);
}).forEach((test) => Deno.test(test));

const LINE = { pieces: 2, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 50, stackable: true };
const linesOf = (count: number) => ({ cargoLines: [...Array(count)].map(() => LINE) });

backendTests("the week's requests by number of cargo lines, against the week before", async (db) => {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, {
    clock,
    rateCard,
    settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "100", RATE_LIMIT_PER_EMAIL_PER_HOUR: "100" }),
  });
  let n = 0;
  const at = async (when: string, body: Record<string, unknown>) => {
    clock.current = new Date(when);
    const request = {
      ...validRequest({ email: `lines${n++}@shop.example`, shippingCountry: PRICED_COUNTRY }),
      ...body,
    };
    const response = await postContact(handler, request, { clientAddress: `198.51.100.${n}` });
    deepStrictEqual(response.status, 200, when);
  };
  // The week before: one of two lines, one of one size (the older form: no lines).
  await at("2026-11-10T04:00:00Z", linesOf(2));
  await at("2026-11-11T04:00:00Z", PRICED_CARGO);
  // This week: two of one line, one of three, one of ten (the most), one of one size, one without cargo.
  await at("2026-11-16T04:00:00Z", linesOf(1));
  await at("2026-11-17T04:00:00Z", linesOf(3));
  await at("2026-11-18T04:00:00Z", linesOf(1));
  await at("2026-11-19T04:00:00Z", linesOf(10));
  await at("2026-11-20T04:00:00Z", PRICED_CARGO);
  await at("2026-11-21T04:00:00Z", {});
  // The next week: not counted.
  await at("2026-11-23T04:00:00Z", linesOf(3));
  const figures = await createStores(db).summary.weeklyFigures(WEEK_START);
  deepStrictEqual(figures.byLines, [
    { lines: 1, thisWeek: 2, lastWeek: 0 },
    { lines: 2, thisWeek: 0, lastWeek: 1 },
    { lines: 3, thisWeek: 1, lastWeek: 0 },
    { lines: 10, thisWeek: 1, lastWeek: 0 },
    { lines: 0, thisWeek: 2, lastWeek: 1 },
  ]);
  const { weekly } = fixtureReplies.team.words;
  const text = (await weeklySummary(figures, ADDRESSES, { replies: fixtureReplies, origin: null })).text;
  const figure = (count: number, last: number) => fillTemplate(weekly.figure, { count, last });
  for (
    const line of [
      `${weekly.oneLine}: ${figure(2, 0)}`,
      `${fillTemplate(weekly.lines, { lines: 2 })}: ${figure(0, 1)}`,
      `${fillTemplate(weekly.lines, { lines: 3 })}: ${figure(1, 0)}`,
      `${fillTemplate(weekly.lines, { lines: 10 })}: ${figure(1, 0)}`,
      `${weekly.noLines}: ${figure(2, 1)}`,
    ]
  ) ok(text.includes(line), `${line}\n---\n${text}`);
  ok(text.toLowerCase().includes(weekly.linesTitle.toLowerCase()), text);
}).forEach((test) => Deno.test(test));

backendTests("sent once on the Monday morning, whatever runs overlap or repeat, on any instance", async (db) => {
  const clock = await knownLeads(db);
  const mailers = [new RecordingMailer(), new RecordingMailer()];
  const instances = mailers.map((mailer) => makeHandler(db, { clock, mailer, rateCard }).handler);
  clock.current = new Date(MONDAY_MORNING.getTime() - 1);
  await instances[0].runScheduledWork();
  deepStrictEqual(summaries(mailers[0].sent), [], "not before 08:00 on the Monday");
  clock.current = MONDAY_MORNING;
  const reports = await Promise.all([...instances, ...instances].map((instance) => instance.runScheduledWork()));
  deepStrictEqual(reports.filter((report) => report.summaryQueued).length, 1, "one run queues it");
  // Later runs, the next day, past Resend's 24 hours: the row for the week stops a second one.
  clock.advance(30 * HOUR_MS);
  for (const instance of instances) await instance.runScheduledWork();
  const sent = mailers.flatMap((mailer) => summaries(mailer.sent));
  deepStrictEqual(sent.length, 1, "one summary for the week");
  const [summary] = sent;
  deepStrictEqual(summary.to, "team@forwarder.test");
  const { weekly, noPrice, source, goods } = fixtureReplies.team.words;
  const figure = (count: number, last: number) => fillTemplate(weekly.figure, { count, last });
  deepStrictEqual(summary.subject, fillTemplate(weekly.subject, { requests: figure(4, 1), week: "16 November 2026" }));
  ok(
    summary.text.includes(
      fillTemplate(weekly.intro, { first: "Monday, 16 November 2026", last: "Sunday, 22 November 2026" }),
    ),
    summary.text,
  );
  for (
    const line of [
      `${weekly.requests}: ${figure(4, 1)}`,
      `${weekly.withCargo}: ${figure(2, 1)}`,
      `${weekly.priced}: ${figure(1, 1)}`,
      `${weekly.dangerousGoods}: ${figure(2, 1)}`,
      weekly.goodsTitle,
      `${goodsClassText("UN3480-965-IB", goods)}: ${figure(1, 0)}`,
      `${goods.magnetsInProducts}: ${figure(1, 0)}`,
      `${goods.powders}: ${figure(0, 1)}`,
      `${noPrice.noChargeableWeight}: ${figure(2, 0)}`,
      `${noPrice.batteriesAlone}: ${figure(1, 0)}`,
      `Germany: ${figure(2, 0)}`,
      `Arabic (ar): ${figure(1, 0)}`,
      `${fillTemplate(weekly.campaign, { source: "google / cpc", campaign: "spring" })}: ${figure(1, 1)}`,
      `${source.notRecorded}: ${figure(1, 0)}`,
    ]
  ) ok(summary.text.includes(line), `${line}\n---\n${summary.text}`);
  ok(!summary.text.includes("lead0@") && !/Mei Chan/.test(summary.text), "figures only, no visitor's words");
  console.log(`Subject: ${summary.subject}\n\n${summary.text}`);
}).forEach((test) => Deno.test(test));

backendTests("no summary for a week without requests, and none at all with WEEKLY_SUMMARY=false", async (db) => {
  const clock = new FakeClock(MONDAY_MORNING);
  const quiet = makeHandler(db, { clock });
  deepStrictEqual((await quiet.handler.runScheduledWork()).summaryQueued, undefined);
  deepStrictEqual(summaries(quiet.mailer.sent), []);
  await knownLeads(db);
  clock.current = MONDAY_MORNING;
  const off = makeHandler(db, { clock, settings: testSettings({ WEEKLY_SUMMARY: "false" }) });
  await off.handler.runScheduledWork();
  clock.advance(HOUR_MS);
  await off.handler.runScheduledWork();
  deepStrictEqual(summaries(off.mailer.sent), []);
  const [row] = await db.query<{ count: number }>(
    "select count(*)::int as count from public.contact_notifications where kind = 'weekly_summary'",
  );
  deepStrictEqual(row.count, 0);
}).forEach((test) => Deno.test(test));
