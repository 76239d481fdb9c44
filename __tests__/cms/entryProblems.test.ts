// What the CMS refuses to save: a file that would break the build in any
// published language; a language not published yet may be incomplete.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { type CmsEntry, entryProblems } from "../../src/cms/entryProblems";
import type { CmsSnapshot } from "../../src/content/types";
import { fixtureShared, fixtureSite, fixtureWords } from "../fixtures/content";

const content: CmsSnapshot = { ...fixtureSite, drafts: { fr: { withWords: [], complete: [] } }, teamLanguages: ["en"] };
/** The draft language has a complete footer so far: the CMS knows that, not its words. */
const withDraftFooter: CmsSnapshot = { ...content, drafts: { fr: { withWords: ["footer"], complete: ["footer"] } } };

/** A Decap entry of file `slug`: the default language's data, and the others by code. */
const entry = (slug: string, data: unknown, others: Record<string, unknown> = {}): CmsEntry => ({
  get: (key) => (key === "slug" ? slug : { toJS: () => data }),
  getIn: ([, code]) => (others[code] === undefined ? undefined : { toJS: () => others[code] }),
});

const rtlBenefits = fixtureSite.byLanguage.ar.benefits;

it("saves a file that is complete in every published language", () => {
  expect(entryProblems(entry("benefits", fixtureWords.benefits, { ar: rtlBenefits }), content)).toEqual([]);
});

it("saves a card added in the default language that another language does not have yet", () => {
  const more = { ...fixtureWords.benefits, cards: [...fixtureWords.benefits.cards, { icon: "zap", title: "New", text: "New card." }] };
  expect(entryProblems(entry("benefits", more, { ar: rtlBenefits }), content)).toEqual([]);
});

it("refuses a required field left empty in a published language other than the one on screen", () => {
  expect(entryProblems(entry("benefits", fixtureWords.benefits, { ar: { ...rtlBenefits, heading: "" } }), content)).toEqual([
    "Fixture RTL: heading is required",
  ]);
});

it("refuses a published language without the file, and lets a draft language be incomplete", () => {
  expect(entryProblems(entry("benefits", fixtureWords.benefits, { fr: { heading: "Half done" } }), content)).toEqual([
    "Fixture RTL: not translated yet, but the language is published (translate it, or take the language off the site under Languages)",
  ]);
});

it("checks a shared file once, with its rules across fields", () => {
  expect(entryProblems(entry("countries", { ...fixtureShared.countries, secondary: [{ name: "UAE", code: "XX" }] }), content)).toEqual([
    'secondary[0].code "XX" is not a country code (ISO 3166, like US or DE)',
  ]);
});

it("refuses to publish a language whose files are not all translated yet", () => {
  const languages = {
    ...fixtureShared.languages,
    languages: fixtureShared.languages.languages.map((language) => ({ ...language, published: true })),
  };
  const [problem, ...rest] = entryProblems(entry("languages", languages), withDraftFooter);
  expect(rest).toEqual([]);
  expect(problem).toMatch(
    /^Fixture draft cannot go on the site yet: as the site was last built, it lacks Every page: search and sharing, Header and menu/,
  );
  expect(problem).not.toMatch(/Footer/);
});

it("refuses to remove a language whose words are still in the files, and lets one without words go", () => {
  const without = (code: string) => ({
    ...fixtureShared.languages,
    languages: fixtureShared.languages.languages.filter((language) => language.code !== code),
  });
  const draft = fixtureShared.languages.languages.find((language) => language.code === "fr")!;
  const [problem, ...rest] = entryProblems(entry("languages", without("fr")), withDraftFooter);
  expect(rest).toEqual([]);
  expect(problem).toMatch(new RegExp(`^${draft.name} cannot be removed: its words are still in Footer\\.`));
  expect(entryProblems(entry("languages", without("fr")), content)).toEqual([]);
});

it("saves the team's e-mails with words in the team's language only; another language's are work in progress", () => {
  const team = fixtureSite.team.teamEmails;
  expect(entryProblems(entry("team-emails", team, { ar: { lead: { title: "Half done" } } }), content)).toEqual([]);
  expect(entryProblems(entry("team-emails", { ...team, lead: { ...team.lead, subject: "" } }), content)).toEqual([
    "English: lead.subject is required",
  ]);
});

it("refuses a team's language whose words of the team's e-mails are not complete", () => {
  const teamInRtl = { ...fixtureShared.languages, team: "ar" };
  const [problem, ...rest] = entryProblems(entry("languages", teamInRtl), content);
  expect(rest).toEqual([]);
  expect(problem).toMatch(/^The team's e-mails cannot be in Fixture RTL yet: as the site was last built, Team e-mails lacks its words/);
  expect(entryProblems(entry("languages", teamInRtl), { ...content, teamLanguages: ["en", "ar"] })).toEqual([]);
});

it("refuses a picture that is not a JPEG, PNG, WebP or AVIF, naming the field", () => {
  const gif = { ...fixtureWords.hero, image: "images/banner.gif" };
  expect(entryProblems(entry("hero", gif, { ar: { ...fixtureSite.byLanguage.ar.hero, image: "images/banner.gif" } }), content)).toEqual([
    'English: image must be a picture in content/images/ written as images/name.jpg (a JPEG, PNG, WebP or AVIF file), but found "images/banner.gif"',
    'Fixture RTL: image must be a picture in content/images/ written as images/name.jpg (a JPEG, PNG, WebP or AVIF file), but found "images/banner.gif"',
  ]);
});

describe("the rate card (Prices)", () => {
  const card = yaml.load(fs.readFileSync(path.join(__dirname, "../fixtures/rates.yaml"), "utf8"), { schema: yaml.CORE_SCHEMA }) as {
    zones: { perKg: Record<string, number>; countries: string[] }[];
  };
  const changed = (change: (copy: typeof card) => void) => {
    const copy = JSON.parse(JSON.stringify(card)) as typeof card;
    change(copy);
    return copy;
  };

  it("saves a usable card", () => {
    expect(entryProblems(entry("rates", card), content)).toEqual([]);
  });

  it("refuses a rate that rises from one break to the next, naming the field", () => {
    const rising = changed((copy) => (copy.zones[0].perKg.from100 = 6.5));
    expect(entryProblems(entry("rates", rising), content)).toEqual([
      "zones[0].perKg.from100 (6.5) is more than from45 (6.127): a heavier break must not cost more per kg",
    ]);
  });

  it("refuses a country the site's countries do not have, as the site was built", () => {
    const unknown = changed((copy) => (copy.zones[1].countries = ["DE", "FR"]));
    expect(entryProblems(entry("rates", unknown), content)).toEqual([
      'zones[1].countries[1] "FR" is not a country of content/countries.yaml (add it there first, or correct the code)',
    ]);
  });
});
