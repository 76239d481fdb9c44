// The rate card, content/rates.yaml: read and checked as the build reads it,
// refused in one line naming the file and the field, and private: what the
// CMS is built with and the function's words (words.json) never hold it. The card is the fixture's (__tests__/fixtures/rates.yaml), in a content
// folder made from the fixture content, so these tests never depend on the
// editors' figures.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { buildFormReplies } from "../../src/content/formReplies";
import { ContentError, loadCmsSnapshot, loadRateCard, loadSiteContent } from "../../src/content/load";
import { RATES_PATH, countryCodesByName } from "../../supabase/functions/_shared/price/rateCardSchema.ts";
import { quoteSuggestionsOf } from "../../src/content/rateCard";
import { fixtureSite } from "../fixtures/content";
import { writeContentFolder } from "../helpers/contentFolder";

const FIXTURE_CARD = fs.readFileSync(path.join(__dirname, "../fixtures/rates.yaml"), "utf8");
type Card = Record<string, unknown> & { zones: Record<string, unknown>[]; pickup?: Record<string, unknown>[] };
const fixtureCard = () => yaml.load(FIXTURE_CARD, { schema: yaml.CORE_SCHEMA }) as Card;

/** A content folder of the fixture site with `card` as content/rates.yaml (written as YAML, or as given text). */
function folderWithCard(card: unknown): string {
  const root = writeContentFolder(fixtureSite);
  fs.writeFileSync(path.join(root, RATES_PATH), typeof card === "string" ? card : yaml.dump(card));
  return root;
}

/** The build's lines for a card, or [] when it loads. */
function refusals(card: unknown): string[] {
  try {
    loadRateCard(folderWithCard(card));
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems;
  }
}

describe("content/rates.yaml", () => {
  it("is read with its date as written, and its figures as numbers", () => {
    const card = loadRateCard(folderWithCard(FIXTURE_CARD))!;
    expect(card.validUntil).toBe("2099-12-31");
    expect(card.zones[0]).toEqual({
      name: "Fixture Americas",
      countries: ["US"],
      transitDays: "2-3",
      distanceKm: 13579,
      minimum: 87.65,
      perKg: { under45: 7.913, from45: 6.127, from100: 5.371, from300: 4.889, from500: 4.657, from1000: 4.423 },
      economy: {
        transitDays: "5-8",
        minimum: 71.29,
        perKg: { under45: 6.217, from45: 4.793, from100: 4.181, from300: 3.869, from500: 3.617, from1000: 3.409 },
      },
      // Days as YAML writes them: a range is text, a single day a number (the card's checks take both).
      delivery: { perKg: 0.473, minimum: 83.17, clearance: 61.39, addDays: "1-2" },
    });
    expect(card.fees).toEqual([{ name: "Fixture documents", amount: 41.93 }]);
    expect(card.pickup).toEqual([
      { name: "Fixture Pearl River", cities: ["Shenzhen", "深圳", "Dongguan"], perKg: 0.377, minimum: 43.21, addDays: 1 },
    ]);
    expect(card.insurance).toEqual({ percent: 0.317, minimum: 33.71 });
    expect([card.quoteValidDays, card.emissions]).toEqual([23, { shortHaul: 987.6, longHaul: 654.3 }]);
  });

  it("gives the quote form its pickup cities, currency and height for pieces that cannot be stacked, never a rate", () => {
    expect(quoteSuggestionsOf(loadRateCard(folderWithCard(FIXTURE_CARD)))).toEqual({
      cities: ["Shenzhen", "深圳", "Dongguan"],
      currency: "USD",
      nonStackableHeightCm: 160,
    });
    expect(quoteSuggestionsOf(null)).toEqual({ cities: [], currency: null, nonStackableHeightCm: null });
  });

  it("asks for every field of an economy that is there (the CMS leaves them to this check)", () => {
    const card = fixtureCard();
    const { minimum: _minimum, ...economy } = card.zones[0].economy as Record<string, unknown>;
    expect(refusals({ ...card, zones: [{ ...card.zones[0], economy }, card.zones[1]] })).toEqual([
      expect.stringMatching(/^content\/rates\.yaml: zones\[0\]\.economy\.minimum /),
    ]);
  });

  it("names a city in two pickup areas, and days it cannot add, in one line each", () => {
    const card = fixtureCard();
    const pickup = [card.pickup![0], { ...card.pickup![0], name: "Second area", cities: ["shen zhen"], addDays: "soon" }];
    expect(() => loadRateCard(folderWithCard({ ...card, pickup }))).toThrow(
      expect.objectContaining({
        problems: [
          'content/rates.yaml: pickup[1].addDays must be days written as a number or a range, like 2 or 2-3, but found "soon"',
        ],
      }),
    );
    const fixedDays = [pickup[0], { ...pickup[1], addDays: 2 }];
    expect(() => loadRateCard(folderWithCard({ ...card, pickup: fixedDays }))).toThrow(
      expect.objectContaining({
        problems: [
          'content/rates.yaml: pickup[1].cities[0] "shen zhen" is already in pickup[0] (Fixture Pearl River): a city belongs to one pickup area',
        ],
      }),
    );
  });

  it("is no card when the file is not there: instant prices off", () => {
    expect(loadRateCard(writeContentFolder(fixtureSite))).toBeNull();
  });

  it("with no zones loads, as a card that is off", () => {
    expect(loadRateCard(folderWithCard({ ...fixtureCard(), zones: [] }))?.zones).toEqual([]);
  });

  it.each([
    [
      "a rate that rises from one break to the next",
      (card: Card) => ((card.zones[1].perKg as Record<string, number>).from100 = 6.5),
      "content/rates.yaml: zones[1].perKg.from100 (6.5) is more than from45 (6.353): a heavier break must not cost more per kg",
    ],
    [
      "a country in two zones",
      (card: Card) => (card.zones[1].countries = ["DE", "US"]),
      'content/rates.yaml: zones[1].countries[1] "US" is already in zones[0] (Fixture Americas): a country belongs to one zone',
    ],
    [
      "a code not in content/countries.yaml",
      (card: Card) => (card.zones[0].countries = ["US", "CA"]),
      'content/rates.yaml: zones[0].countries[1] "CA" is not a country of content/countries.yaml (add it there first, or correct the code)',
    ],
    [
      "a fee of zero",
      (card: Card) => (card.fees = [{ name: "Fixture documents", amount: 0 }]),
      "content/rates.yaml: fees[0].amount must be more than 0, but is 0",
    ],
    [
      "a negative limit",
      (card: Card) => ((card.limits as Record<string, number>).heightCm = -1),
      "content/rates.yaml: limits.heightCm must be 0 or more, but found -1",
    ],
    [
      "an unknown currency",
      (card: Card) => (card.currency = "XYZ"),
      'content/rates.yaml: currency must be a currency code (ISO 4217, like USD or HKD), but found "XYZ"',
    ],
    [
      "an invalid date",
      (card: Card) => (card.validUntil = "2026-02-30"),
      'content/rates.yaml: validUntil must be a date written YYYY-MM-DD, like 2026-12-31, but found "2026-02-30"',
    ],
    [
      "a date in another form",
      (card: Card) => (card.validUntil = "31/12/2026"),
      'content/rates.yaml: validUntil must be a date written YYYY-MM-DD, like 2026-12-31, but found "31/12/2026"',
    ],
    [
      "a rate written as text",
      (card: Card) => ((card.zones[0].perKg as Record<string, unknown>).under45 = "7.9 USD"),
      'content/rates.yaml: zones[0].perKg.under45 must be a number, but found "7.9 USD"',
    ],
    ["a missing minimum", (card: Card) => delete card.zones[0].minimum, "content/rates.yaml: zones[0].minimum is required"],
    [
      "a basis that is neither",
      (card: Card) => (card.surcharges = [{ name: "Fixture fuel", perKg: 0.5, basis: "volume" }]),
      'content/rates.yaml: surcharges[0].basis must be one of chargeable, gross, but found "volume"',
    ],
  ])("refuses %s in one line naming the file and the field", (_, change, line) => {
    const card = fixtureCard();
    change(card);
    expect(refusals(card)).toEqual([line]);
  });

  it("names a YAML mistake by its line", () => {
    expect(refusals("currency: USD\nzones:\n  - name: A\n   countries: [US]\n")).toEqual([
      expect.stringMatching(/^content\/rates\.yaml: line 4, column \d+: .* \(check the indentation and quotes\)$/),
    ]);
  });

  it("maps the form's country names to the card's codes, for the function", () => {
    expect(countryCodesByName(fixtureSite.shared.countries)).toEqual({
      "United States": "US",
      Germany: "DE",
      Argentina: "AR",
      UAE: "AE",
      Vietnam: "VN",
    });
  });
});

describe("the rate card stays private", () => {
  // Every figure and name of the fixture card, as text.
  const card = fixtureCard();
  const secrets = [
    ...new Set(
      JSON.stringify(card)
        .match(/\d+\.\d+|Fixture [a-zA-Z]+/g)!
        .filter((secret) => secret !== "10"),
    ),
  ];
  const root = folderWithCard(FIXTURE_CARD);

  it("has distinctive figures to look for", () => {
    expect(secrets).toEqual(expect.arrayContaining(["7.913", "87.65", "41.93", "0.617", "Fixture Americas", "Fixture documents"]));
  });

  it.each([
    ["what the CMS is built with (its content snapshot)", () => JSON.stringify(loadCmsSnapshot(root))],
    ["the function's words (words.json)", () => JSON.stringify(buildFormReplies(loadSiteContent(root)))],
    ["the site's content, as the pages and the tests load it", () => JSON.stringify(loadSiteContent(root))],
  ])("%s holds none of its figures", (_, text) => {
    const written = text();
    expect(written.length).toBeGreaterThan(1000);
    expect(secrets.filter((secret) => written.includes(secret))).toEqual([]);
  });
});
