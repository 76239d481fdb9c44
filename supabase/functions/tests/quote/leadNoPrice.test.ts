// A request the function's rate card gives no price: answered and stored with
// the reason, and the team's e-mail says why (no cargo details, no zone,
// declared goods that do not fly as ordinary cargo, or that were not
// described, Section II batteries on a card without their handling line, no
// piece count, beyond the limits, the card expired, or the example card
// deployed). The card is the tests' fixture
// (__tests__/fixtures/rates.yaml), whose figures appear nowhere else.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { backendTests, CONFIGURED_ENV, FakeClock, makeHandler } from "../support/harness.ts";
import { askHealth, postContact, validRequest } from "../support/requests.ts";
import { createDeployedHandler } from "../../send-contact-email/deployment.ts";
import { startFakeResend } from "../support/fakeResend.ts";
import { fixtureReplies } from "../support/replies.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import type { LoadedRateCard } from "../../send-contact-email/quote/rateCardFile.ts";
import { IN_EQUIPMENT, pricedHandler, TEAM_WORDS, teamEmail } from "./leads.ts";

/** "Instant price: none: <reason>", with a detail when there is one, in the tests' site's words. */
const noPriceLine = (reason: keyof typeof TEAM_WORDS.noPrice, detail?: string) =>
  `${TEAM_WORDS.labels.instantPrice}: ${
    detail === undefined
      ? fillTemplate(TEAM_WORDS.price.none, { reason: TEAM_WORDS.noPrice[reason] })
      : fillTemplate(TEAM_WORDS.price.noneDetail, { reason: TEAM_WORDS.noPrice[reason], detail })
  }`;

/** What a request is answered and stored when it gets no price, and what the team's e-mail says. */
const NO_PRICE_CASES: {
  why: string;
  request: Record<string, unknown>;
  reason: string;
  team: string;
  card?: LoadedRateCard;
}[] = [
  {
    why: "no cargo details",
    request: {},
    reason: "noChargeableWeight",
    team: noPriceLine("noChargeableWeight"),
  },
  {
    why: "a country in no zone",
    request: { ...PRICED, shippingCountry: "Canada" },
    reason: "noZone",
    team: noPriceLine("noZone"),
  },
  {
    why: "lithium batteries on their own",
    request: { ...PRICED, ...IN_EQUIPMENT, batteryPacking: "alone" },
    reason: "batteriesAlone",
    team: noPriceLine("batteriesAlone"),
  },
  {
    why: "lithium batteries over 100 Wh",
    request: { ...PRICED, ...IN_EQUIPMENT, batteryLarge: true },
    reason: "largeBatteries",
    team: noPriceLine("largeBatteries"),
  },
  {
    why: "loose magnets",
    request: { ...PRICED, cargoContents: ["magnets"], magnetsLoose: true },
    reason: "looseMagnets",
    team: noPriceLine("looseMagnets"),
  },
  {
    why: "flammable liquids",
    request: { ...PRICED, cargoContents: ["liquids"], liquidsFlammable: true },
    reason: "flammableLiquids",
    team: noPriceLine("flammableLiquids"),
  },
  {
    why: "batteries declared without their questions answered",
    request: { ...PRICED, cargoContents: ["batteries"] },
    reason: "specialGoodsUnknown",
    team: noPriceLine("specialGoodsUnknown"),
  },
  {
    why: "Section II batteries on a card without the battery handling line",
    request: { ...PRICED, ...IN_EQUIPMENT },
    reason: "dangerousGoods",
    team: noPriceLine("dangerousGoods"),
    card: { ...FIXTURE_CARD, card: { ...FIXTURE_CARD.card!, specialGoods: undefined } },
  },
  {
    why: "no number of pieces (a total volume instead of the sides)",
    request: {
      ...PRICED,
      cargoPieces: "",
      cargoLengthCm: "",
      cargoWidthCm: "",
      cargoHeightCm: "",
      cargoVolumeM3: "3.84",
    },
    reason: "noPieces",
    team: noPriceLine("noPieces"),
  },
  {
    why: "a total volume no piece within the limits could hold",
    // 287 x 287 x 153 cm is 12.602 m³ at most a piece: one piece of 12.61 m³ is beyond it.
    request: {
      ...PRICED,
      cargoPieces: "1",
      cargoLengthCm: "",
      cargoWidthCm: "",
      cargoHeightCm: "",
      cargoVolumeM3: "12.61",
      cargoWeightKg: "100",
    },
    reason: "beyondLimits",
    team: noPriceLine("beyondLimits", TEAM_WORDS.limits.pieceVolume),
  },
  {
    why: "a piece too high for the lower deck",
    request: { ...PRICED, cargoHeightCm: "160" },
    reason: "beyondLimits",
    team: noPriceLine("beyondLimits", TEAM_WORDS.limits.heightCm),
  },
];

for (const { why, request, reason, team, card } of NO_PRICE_CASES) {
  backendTests(`no price for ${why}: answered and stored as ${reason}, the team told why`, async (db) => {
    const { handler, mailer } = card ? makeHandler(db, { rateCard: card }) : pricedHandler(db);
    const body = await (await postContact(handler, validRequest(request))).json();
    deepStrictEqual([body.price, body.noPrice], [null, reason]);
    const [row] = await db.query<{ no_price_reason: string; price_low: number | null }>(
      "select no_price_reason, price_low from public.contact_requests",
    );
    deepStrictEqual([row.no_price_reason, row.price_low], [reason, null]);
    ok(teamEmail(mailer.sent).text.includes(team), teamEmail(mailer.sent).text);
  }).forEach((test) => Deno.test(test));
}

backendTests("past validUntil there is no price anywhere, and the team's e-mail says when it expired", async (db) => {
  // The end of 2099-12-31 in Hong Kong is 16:00 UTC that day.
  const { handler, mailer } = makeHandler(db, {
    rateCard: FIXTURE_CARD,
    clock: new FakeClock(new Date("2099-12-31T16:00:00Z")),
  });
  const body = await (await postContact(handler, validRequest(PRICED))).json();
  deepStrictEqual([body.price, body.noPrice], [null, "expired"]);
  const expired = noPriceLine("expired", fillTemplate(TEAM_WORDS.price.expiredDetail, { date: "2099-12-31" }));
  ok(teamEmail(mailer.sent).text.includes(expired), teamEmail(mailer.sent).text);
}).forEach((test) => Deno.test(test));

backendTests("deployed, the example card never prices a request, and health and the logs name it", async (db) => {
  const example = { ...FIXTURE_CARD, card: { ...FIXTURE_CARD.card!, example: true } };
  const lines: string[] = [];
  const logger = {
    info: (message: string, fields?: Record<string, unknown>) => lines.push(`${message} ${JSON.stringify(fields)}`),
    error: (message: string, fields?: Record<string, unknown>) => lines.push(`${message} ${JSON.stringify(fields)}`),
  };
  const resend = startFakeResend();
  try {
    const env = {
      ...CONFIGURED_ENV,
      RESEND_API_URL: resend.baseUrl,
      SUPABASE_DB_URL: "postgres://test",
      ALLOWED_ORIGINS: "http://localhost:8000",
    };
    const handler = createDeployedHandler(env, {
      rateCard: example,
      logger,
      openDatabase: () => db,
      words: fixtureReplies,
    });
    // The request the same card prices when it is not the example (EXPECTED_ANSWER, above).
    const response = await postContact(handler, validRequest(PRICED));
    deepStrictEqual(response.status, 200);
    const answer = await response.json();
    deepStrictEqual([answer.price, answer.noPrice], [null, "off"]);
    const [row] = await db.query<{ no_price_reason: string }>("select no_price_reason from public.contact_requests");
    deepStrictEqual(row.no_price_reason, "off");
    const health = await (await askHealth(handler, { "cf-connecting-ip": "203.0.113.9" })).json();
    ok(health.missing.includes("rate card"), JSON.stringify(health));
    ok(lines.some((line) => line.startsWith("instant prices") && line.includes('"off"')), lines.join("\n"));
    ok(lines.some((line) => /example/.test(line) && line.includes("not fully configured")), lines.join("\n"));
    match(JSON.stringify(health), /^\{"status":"unavailable"/);
  } finally {
    await resend.close();
  }
}).forEach((test) => Deno.test(test));
