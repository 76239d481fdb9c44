// Every e-mail the function sends, as it sends it: checked against what
// Gmail, Apple Mail, Outlook and Yahoo support (caniemail's data, through
// @jsx-email/doiuse-email), in English and, where it goes to a visitor, in
// Arabic; with its language and direction on the document and the wrapper,
// no style on <body>, the visitor's words escaped with their line breaks as
// <br>, and the logo a PNG at an absolute address of the site. Then the site
// a lead came from: stored with it, and every later e-mail's words read there.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { EMAIL_LOGO_PATH } from "../../_shared/emails/site.ts";
import { EMPTY_CONTACT_REQUEST } from "../../_shared/contactFields.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import type { Pricing } from "../../_shared/price/pricing.ts";
import { priceShipment } from "../../_shared/price/pricing.ts";
import type { EmailContext, OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";
import type { ClaimedEmail } from "../../send-contact-email/outbox/emailKinds.ts";
import { volumeNoticeKind } from "../../send-contact-email/outbox/volumeNotice.ts";
import { teamEmail, type TeamEmailRequest, visitorConfirmation } from "../../send-contact-email/quote/quoteEmails.ts";
import { databaseProblemNotice } from "../../send-contact-email/quote/databaseProblems.ts";
import { choiceEmail } from "../../send-contact-email/shipper/shipperEmails.ts";
import { bookingEmail } from "../../send-contact-email/team/bookedEmail.ts";
import { answerReminderEmail } from "../../send-contact-email/scheduled/reminders.ts";
import { signInCodeEmail } from "../../send-contact-email/team/signInEmail.ts";
import { weeklySummary } from "../../send-contact-email/scheduled/weeklySummary.ts";
import { milestoneMail } from "../../send-contact-email/milestones/milestoneMail.ts";
import { offerMail, renewalMail } from "../../send-contact-email/offers/offerMail.ts";
import { bookingRequestEmail } from "../../send-contact-email/booking/bookingRequestMail.ts";
import type { OfferRow } from "../../send-contact-email/lead/leadOffers.ts";
import { rateCardFromContent, REPOSITORY_ROOT } from "../../../local/content/rateCardFromContent.ts";
import { languageOf, textOf, unsupported } from "../support/emails.ts";
import { backendTests, makeHandler, storedRequests, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { FIXTURE_AIRLINES, fixtureReplies, mark } from "../support/replies.ts";

const SITE = "https://www.forwarder.example";
const CONTEXT: EmailContext = { replies: fixtureReplies, origin: SITE };
const ADDRESSES = { teamAddress: "team@forwarder.test", fromAddress: "Quotes <quotes@forwarder.test>" };
const LINKS = { console: `${SITE}/team?lead=K7QM-4TXH` };

const CARD = rateCardFromContent({ env: { RATE_CARD_FILE: `${REPOSITORY_ROOT}__tests__/fixtures/rates.yaml` } });
const countryCode = (name: string) => CARD.countries[name];
const priced = (lead: TeamEmailRequest): Pricing =>
  priceShipment(CARD.card, {
    countryCode: countryCode(lead.shippingCountry),
    chargeableKg: 640,
    grossKg: lead.cargoWeightKg,
    pieces: lead.cargoPieces,
    lengthCm: lead.cargoLengthCm,
    widthCm: lead.cargoWidthCm,
    heightCm: lead.cargoHeightCm,
    volumeM3: null,
    pickupCity: lead.pickupCity,
    door: lead.deliverTo === "door",
    insuredValue: lead.insure ? lead.goodsValue : null,
  }, new Date("2026-11-20T00:00:00Z"));

/** A lead with every part an e-mail shows: cargo, a price, a source, and a message of several lines. */
const LEAD: TeamEmailRequest = {
  ...EMPTY_CONTACT_REQUEST,
  name: "Mei <b>Chan</b>",
  email: "mei@shop.example",
  phone: "+852 5555 0101",
  shippingCountry: Object.keys(CARD.countries).find((name) =>
    CARD.card!.zones[0].countries.includes(countryCode(name))
  )!,
  shippingDetails: "Two pallets\nof spare parts",
  message: "Hello,\nplease quote <script>x</script> & thanks.\n\nMei",
  cargoPieces: 4,
  cargoLengthCm: 120,
  cargoWidthCm: 80,
  cargoHeightCm: 100,
  cargoWeightKg: 450.5,
  cargoContents: [],
  pickupCity: "Shenzhen",
  reference: "K7QM-4TXH",
  language: "ar",
  pricing: null,
  source: {
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "spring",
    gclid: true,
    fbclid: false,
    referrerHost: "www.google.com",
    landingPath: "/ar",
  },
};
LEAD.pricing = priced(LEAD);
/** The same lead collected in a city of the card, delivered to the door and insured. */
const ALL_ASKED: TeamEmailRequest = {
  ...LEAD,
  deliverTo: "door",
  deliveryPostcode: "10115",
  insure: true,
  goodsValue: 12500,
};
ALL_ASKED.pricing = priced(ALL_ASKED);
const DANGEROUS: TeamEmailRequest = {
  ...LEAD,
  cargoContents: ["batteries", "magnets"],
  pricing: { kind: "noPrice", reason: "dangerousGoods" },
};

/** A volume notice as the outbox claims it: of no lead, its own id, when its hold began. */
const volumeNotice = (possibleRepeat = false): ClaimedEmail => ({
  id: "00000000-0000-4000-8000-000000000001",
  kind: "volume_notice",
  attempts: 1,
  createdAt: new Date("2026-11-20T01:00:00Z"),
  possibleRepeat,
  uncertainBefore: null,
  payload: {},
  lead: null,
});

/** A milestone's e-mail of LEAD booked under the fixture's first airline, in `code`, delivered to `deliverTo`. */
const milestoneOf = (code: string, milestone: "departed" | "delivered", deliverTo: "airport" | "door") =>
  milestoneMail(
    { ...LEAD, language: code, deliverTo, createdAt: WEEK_START },
    {
      milestone,
      at: new Date("2026-11-25T03:40:00Z"),
      flight: milestone === "departed" ? "CX 880" : null,
      awb: `${FIXTURE_AIRLINES[0].prefix}12345675`,
    },
    ADDRESSES,
    { ...CONTEXT, quoteKeys: { secret: "test-quote-key-secret-at-least-32-characters", months: 12 } },
  );

/** A second offer of two options, one covering what was asked, with a note of two lines. */
const OFFER: OfferRow = {
  number: 2,
  sent_at: "2026-11-25T03:40:00.000Z",
  valid_until: "2026-12-02",
  currency: "USD",
  minor_digits: 2,
  chargeable_kg: 640,
  note: "Fuel included.\nCall us <now>.",
  member: "ops@forwarder.test",
  options: [
    { service: "express", amount_minor: 348_441, transit_days: "2-3", pickup: true, door: true, insurance: true },
    { service: "economy", amount_minor: 70_250, transit_days: "5-8", pickup: false, door: false, insurance: false },
  ],
};

const offerOf = (code: string) =>
  offerMail(
    { ...LEAD, language: code, createdAt: WEEK_START },
    OFFER,
    ADDRESSES,
    { ...CONTEXT, quoteKeys: { secret: "test-quote-key-secret-at-least-32-characters", months: 12 } },
  );

const WEEK_START = new Date("2026-11-15T16:00:00Z");
const WEEK = {
  start: WEEK_START,
  end: new Date("2026-11-22T16:00:00Z"),
  requests: { thisWeek: 4, lastWeek: 1 },
  withCargo: { thisWeek: 2, lastWeek: 1 },
  priced: { thisWeek: 1, lastWeek: 1 },
  dangerousGoods: { thisWeek: 1, lastWeek: 0 },
  notPriced: [{ reason: "dangerousGoods", thisWeek: 1, lastWeek: 0 }],
  goods: [{ goodsClass: "UN3481-967-II", thisWeek: 1, lastWeek: 0 }],
  destinations: [{ name: "Germany", thisWeek: 2, lastWeek: 0 }],
  languages: [{ code: "ar", thisWeek: 1, lastWeek: 0 }, { code: null, thisWeek: 1, lastWeek: 0 }],
  sources: [
    { kind: "campaign" as const, name: "google / cpc", campaign: "spring", thisWeek: 1, lastWeek: 1 },
    { kind: "notRecorded" as const, name: null, campaign: null, thisWeek: 1, lastWeek: 0 },
  ],
  chosen: [{ service: "economy" as const, thisWeek: 1, lastWeek: 0 }, {
    service: "none" as const,
    thisWeek: 0,
    lastWeek: 1,
  }],
  byLines: [{ lines: 2, thisWeek: 1, lastWeek: 0 }, { lines: 0, thisWeek: 3, lastWeek: 1 }],
  progress: {
    answeredWithin24h: { answered: { thisWeek: 3, lastWeek: 1 }, of: { thisWeek: 4, lastWeek: 1 } },
    medianMinutesToAnswer: { thisWeek: 960, lastWeek: 510 },
    booked: { thisWeek: 1, lastWeek: 0 },
    lost: { thisWeek: 1, lastWeek: 0 },
    lostReasons: [{ reason: "price" as const, thisWeek: 1, lastWeek: 0 }],
    bookedBySource: [{ kind: "campaign" as const, name: "google / cpc", campaign: "spring", thisWeek: 1, lastWeek: 0 }],
  },
  offers: {
    offeredWithin24h: { offered: { thisWeek: 2, lastWeek: 1 }, of: { thisWeek: 4, lastWeek: 1 } },
    medianMinutesToOffer: { thisWeek: 720, lastWeek: 300 },
    bookedAtOffer: { thisWeek: 1, lastWeek: 0 },
    byCampaign: [{
      campaign: "spring",
      offeredWithin24h: { offered: { thisWeek: 1, lastWeek: 0 }, of: { thisWeek: 1, lastWeek: 0 } },
      medianMinutesToOffer: { thisWeek: 240, lastWeek: null },
      bookedAtOffer: { thisWeek: 1, lastWeek: 0 },
    }],
  },
};

/** Every kind of e-mail, as the function sends it; the visitor's in English and in Arabic. */
async function everyEmail(): Promise<{ name: string; lang: string; dir: string; email: OutgoingEmail }[]> {
  const team = fixtureReplies.team;
  const kinds: [string, string, string, Promise<OutgoingEmail>][] = [
    ["the team's e-mail, priced", team.code, team.direction, teamEmail(LEAD, ADDRESSES, LINKS, CONTEXT)],
    ["the team's e-mail, all asked", team.code, team.direction, teamEmail(ALL_ASKED, ADDRESSES, LINKS, CONTEXT)],
    ["the team's e-mail, dangerous goods", team.code, team.direction, teamEmail(DANGEROUS, ADDRESSES, null, CONTEXT)],
    [
      "the team's e-mail, a possible repeat",
      team.code,
      team.direction,
      teamEmail(LEAD, ADDRESSES, LINKS, CONTEXT, true),
    ],
    [
      "the choice",
      team.code,
      team.direction,
      choiceEmail(ALL_ASKED, { service: "economy", number: 2 }, ADDRESSES, LINKS, CONTEXT),
    ],
    [
      "the booking request at an offer",
      team.code,
      team.direction,
      bookingRequestEmail(
        ALL_ASKED,
        {
          number: 1,
          booking: {
            service: "economy",
            cargoReadyDate: "2026-12-01",
            supplier: { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" },
            consignee: null,
            notes: "",
            offer: { number: 2, amount: 702.5, currency: "USD" },
          },
        },
        ADDRESSES,
        LINKS,
        CONTEXT,
      ),
    ],
    [
      "the renewal",
      team.code,
      team.direction,
      renewalMail(LEAD, { number: 1, offer: 2, validUntil: "2026-12-02" }, ADDRESSES, LINKS, CONTEXT),
    ],
    [
      "the reminder",
      team.code,
      team.direction,
      answerReminderEmail({ ...LEAD, createdAt: WEEK.start }, ADDRESSES, LINKS, 20 * 60 * 60 * 1000, CONTEXT),
    ],
    ...(["en", "ar"] as const).flatMap((code): [string, string, string, Promise<OutgoingEmail>][] => {
      const { direction } = fixtureReplies.languages[code];
      return [
        [
          `the confirmation in ${code}, priced`,
          code,
          direction,
          visitorConfirmation({ ...LEAD, language: code }, ADDRESSES, false, CONTEXT),
        ],
        [
          `the confirmation in ${code}, dangerous goods`,
          code,
          direction,
          visitorConfirmation({ ...DANGEROUS, language: code }, ADDRESSES, false, CONTEXT),
        ],
        [
          `the confirmation in ${code}, every option and all asked`,
          code,
          direction,
          visitorConfirmation({ ...ALL_ASKED, language: code }, ADDRESSES, false, CONTEXT),
        ],
        [
          `the booking e-mail in ${code}`,
          code,
          direction,
          bookingEmail({ ...LEAD, language: code }, `${FIXTURE_AIRLINES[0].prefix}12345675`, ADDRESSES, false, CONTEXT),
        ],
        [`the milestone e-mail in ${code}, departed`, code, direction, milestoneOf(code, "departed", "door")],
        [
          `the milestone e-mail in ${code}, delivered to the door`,
          code,
          direction,
          milestoneOf(code, "delivered", "door"),
        ],
        [`the milestone e-mail in ${code}, at the airport`, code, direction, milestoneOf(code, "delivered", "airport")],
        [`the offer e-mail in ${code}`, code, direction, offerOf(code)],
      ];
    }),
    [
      "the volume notice",
      team.code,
      team.direction,
      volumeNoticeKind(ADDRESSES, CONTEXT, 30).compose(volumeNotice()),
    ],
    [
      "the volume notice, a possible repeat",
      team.code,
      team.direction,
      volumeNoticeKind(ADDRESSES, CONTEXT, 30).compose(volumeNotice(true)),
    ],
    [
      "the notice that leads are not stored (away)",
      team.code,
      team.direction,
      databaseProblemNotice(
        { kind: "away", sqlstate: null, name: "Error", message: "timeout" },
        WEEK.end,
        ADDRESSES,
        CONTEXT,
      ),
    ],
    [
      "the notice that leads are not stored (refused)",
      team.code,
      team.direction,
      databaseProblemNotice(
        { kind: "refused", sqlstate: "42703", name: "DatabaseError", message: 'column "x" does not exist' },
        WEEK.end,
        ADDRESSES,
        CONTEXT,
      ),
    ],
    ["the weekly summary", team.code, team.direction, weeklySummary(WEEK, ADDRESSES, CONTEXT)],
    [
      "the sign-in code",
      team.code,
      team.direction,
      signInCodeEmail(
        { id: "5f0c6a52-8a4e-4c55-9d7e-0c2f4b1e9a11", to: "ops@forwarder.test", code: "048213", validMinutes: 10 },
        ADDRESSES,
        CONTEXT,
      ),
    ],
  ];
  return await Promise.all(kinds.map(async ([name, lang, dir, email]) => ({ name, lang, dir, email: await email })));
}

Deno.test("every e-mail reads right in Gmail, Apple Mail, Outlook and Yahoo: no error but the harmless ones", async () => {
  for (const { name, email } of await everyEmail()) {
    deepStrictEqual(unsupported(email.html), [], name);
  }
});

Deno.test("the check finds what Outlook and Yahoo cannot read", () => {
  // What the e-mails did before: the message's line breaks kept by white-space, styles on <body>.
  const before = '<!doctype html><html><body style="font-family:Arial;color:#1a202c">' +
    '<p style="white-space:pre-wrap">Hello\nthere</p></body></html>';
  deepStrictEqual(unsupported(before).some((error) => error.startsWith("`white-space`")), true);
});

Deno.test("every e-mail: its language and direction on the document and the wrapper, no style on <body>", async () => {
  for (const { name, lang, dir, email } of await everyEmail()) {
    deepStrictEqual(languageOf(email.html), { document: [lang, dir], wrapper: [lang, dir] }, name);
    match(email.html, /<body>/, `${name}: <body> has no style`);
    ok(!/white-space/.test(email.html), `${name}: no white-space`);
    const wrapper = /<table\b[^>]*\blang="[^"]*"[^>]*>/.exec(email.html)![0];
    match(wrapper, new RegExp(`text-align:${dir === "rtl" ? "right" : "left"}`), `${name}: aligned to its start`);
    match(wrapper, /font-family:/, `${name}: the styles are on the wrapper`);
    // The logo: a PNG at an absolute address of the site, with the site's company name beside it.
    ok(email.html.includes(`src="${SITE}${EMAIL_LOGO_PATH}"`), `${name}: the logo`);
    ok(email.html.includes(fixtureReplies.company.name), `${name}: the company's name`);
    ok(email.text.length > 0 && !/<\/?(p|td|tr|table|a|span|div|br|h[1-6])\b/.test(email.text), `${name}: plain text`);
  }
});

Deno.test("the visitor's words are escaped, their line breaks kept as breaks", async () => {
  const email = await teamEmail(LEAD, ADDRESSES, LINKS, CONTEXT);
  ok(!email.html.includes("<script>x</script>") && !email.html.includes("Mei <b>Chan</b>"), "no markup of theirs");
  ok(email.html.includes("Hello,<br/>please quote &lt;script&gt;x&lt;/script&gt; &amp; thanks.<br/><br/>Mei"));
  ok(email.html.includes("Two pallets<br/>of spare parts"));
  ok(textOf(email.html).includes(LEAD.message), "the HTML's text is the message");
  ok(email.text.includes(LEAD.message), "the plain text is the message");
});

Deno.test("right to left is laid out right to left: labels on the right, phones and references left to right", async () => {
  const email = await visitorConfirmation(DANGEROUS, ADDRESSES, false, CONTEXT);
  match(email.html, /<td class="label"[^>]*text-align:right/);
  ok(email.html.includes(`<span dir="ltr">${LEAD.reference}</span>`));
  ok(email.html.includes(`<span dir="ltr">${fixtureReplies.contact.phone}</span>`));
  match(email.html, /<ul style="[^"]*padding:0 20px 0 0/);
});

Deno.test("the buttons: the team replies to or messages the visitor, the visitor the company", async () => {
  const team = await teamEmail(LEAD, ADDRESSES, LINKS, CONTEXT);
  match(team.html, /<a href="mailto:mei@shop\.example\?subject=Re%3A%20[^"]*"[^>]*class="button"/);
  match(team.html, /<a href="https:\/\/wa\.me\/85255550101"[^>]*class="button"/);
  const confirmation = await visitorConfirmation(LEAD, ADDRESSES, false, CONTEXT);
  match(confirmation.html, /<a href="https:\/\/wa\.me\/85255550100"[^>]*class="button"/);
  match(confirmation.html, /<a href="mailto:quotes@forwarder\.test\?subject=[^"]*"[^>]*class="button"/);
  ok(!/href="(?!mailto:|https:\/\/wa\.me\/|https:\/\/www\.forwarder\.example\/)/.test(team.html + confirmation.html));
});

/** A site whose every word (the visitor's and the team's) is marked with `tag`. */
const siteMarked = (tag: string): FormReplies => ({
  ...fixtureReplies,
  company: { name: `${tag} Forwarder` },
  team: { ...fixtureReplies.team, words: mark(tag, fixtureReplies.team.words) },
  languages: Object.fromEntries(
    Object.entries(fixtureReplies.languages).map((
      [code, words],
    ) => [code, { ...words, ...mark(tag, { confirmation: words.confirmation }) }]),
  ),
});

const SERVED = "http://127.0.0.1:9000";
const DEVELOPMENT = "http://localhost:8000";

backendTests(
  "every e-mail is in the words the function was given, its logo on SITE_URL, whichever site the lead came from",
  async (db) => {
    // As `npm run serve` beside `npm run backend`: SITE_URL is the development site, where nothing need answer.
    const replies = siteMarked("deployed");
    const settings = testSettings({ SEND_VISITOR_CONFIRMATION: "true", SITE_URL: DEVELOPMENT });
    const { handler, mailer } = makeHandler(db, { settings, replies });
    const response = await postContact(handler, { ...validRequest(), language: "ar" }, {
      headers: { origin: SERVED },
    });
    const { reference } = await response.json();
    deepStrictEqual((await storedRequests(db))[0].site_origin, null, "the lead's site is no longer stored");
    const confirmation = mailer.sent.find((email) => email.idempotencyKey.endsWith("/visitor_confirmation"))!;
    const arabic = replies.languages.ar.confirmation;
    deepStrictEqual(confirmation.subject, arabic.subject.replace("{reference}", reference));
    deepStrictEqual(languageOf(confirmation.html), { document: ["ar", "rtl"], wrapper: ["ar", "rtl"] });
    ok(confirmation.text.includes(arabic.closing));
    const team = mailer.sent.find((email) => email.idempotencyKey.endsWith("/team"))!;
    ok(team.text.includes(replies.team.words.lead.title), "the team's words are the given ones too");
    for (const email of [team, confirmation]) {
      ok(email.html.includes(`src="${DEVELOPMENT}${EMAIL_LOGO_PATH}"`), "its logo, on SITE_URL");
      ok(email.html.includes("deployed Forwarder"), "its company");
    }
  },
).forEach((test) => Deno.test(test));
