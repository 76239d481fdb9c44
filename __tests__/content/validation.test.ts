// What an editor sees when a YAML file is wrong: one line naming the file (and
// for a translated file its language) and the field. The files are made from
// the fixture content, so these tests never depend on the editors' copy.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { ContentError, loadCmsSnapshot, loadLanguageFile, loadSiteContent } from "../../src/content/load";
import { CONTENT_FILES, SHARED_KEYS, TEAM_KEYS, TRANSLATED_KEYS, type ContentKey } from "../../src/content/schema";
import { toTypeDefs, validateContent } from "../../src/content/schemaDsl";
import type { SiteContent } from "../../src/content/types";
import { fixtureShared, fixtureSite, fixtureWords } from "../fixtures/content";
import { writeContentFolder } from "../helpers/contentFolder";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * A copy of `data` with the value at `path` ("cards.1.title") replaced, or
 * removed when no value is given: content as an editor might break it.
 */
function changed(data: unknown, path: string, ...value: [Json?]): Json {
  const copy: Json = JSON.parse(JSON.stringify(data));
  const keys = path.split(".");
  const last = keys.pop()!;
  let parent = copy as { [key: string]: Json };
  for (const key of keys) parent = parent[key] as { [key: string]: Json };
  if (value.length === 0) delete parent[last];
  else parent[last] = value[0] as Json;
  return copy;
}

const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
};

const english = { code: "en", name: "English" };
const rtl = fixtureShared.languages.languages.find((language) => language.code === "ar")!;

/** `site` (the fixture by default) with one language's file replaced. */
const withWords = (code: string, key: keyof SiteContent["byLanguage"][string], data: unknown, site = fixtureSite): SiteContent => ({
  ...site,
  byLanguage: { ...site.byLanguage, [code]: { ...site.byLanguage[code], [key]: data } },
});

describe("the test fixture", () => {
  it.each(SHARED_KEYS)("is valid content for the shared file %s", (key) => {
    expect(validateContent(CONTENT_FILES[key], fixtureShared[key])).toEqual([]);
  });

  it.each(TRANSLATED_KEYS)("is valid content for %s in every fixture language", (key) => {
    for (const [code, words] of Object.entries(fixtureSite.byLanguage)) {
      expect(validateContent(CONTENT_FILES[key], words[key], { code, name: code })).toEqual([]);
    }
  });

  it.each(TEAM_KEYS)("is valid content for %s in the team's language", (key) => {
    expect(validateContent(CONTENT_FILES[key], fixtureSite.team[key], { code: "en", name: "English" })).toEqual([]);
  });
});

describe("validateContent", () => {
  const benefits = CONTENT_FILES.benefits;

  it("names the file, its language, the item and the field when a title is missing", () => {
    const data = changed(fixtureWords.benefits, "cards.1.title");
    expect(validateContent(benefits, data, english)).toEqual(["content/benefits.yaml (English): cards[1].title is required"]);
  });

  it("treats an empty or blank value as missing", () => {
    const data = changed(fixtureWords.benefits, "heading", "   ");
    expect(validateContent(benefits, data, english)).toEqual(["content/benefits.yaml (English): heading is required"]);
  });

  it("reports a wrong type and suggests quoting", () => {
    const data = changed(fixtureWords.benefits, "cards.0.title", 2024);
    expect(validateContent(benefits, data, english)).toEqual([
      "content/benefits.yaml (English): cards[0].title must be text, but found the number 2024 (put it in quotes)",
    ]);
  });

  it("refuses an empty list", () => {
    const data = changed(fixtureWords.benefits, "cards", []);
    expect(validateContent(benefits, data, english)).toEqual(["content/benefits.yaml (English): cards must have at least 1 item, but has 0"]);
  });

  it("allows more cards than the design shows (13 benefits are fine)", () => {
    const [card] = fixtureWords.benefits.cards;
    const data = changed(fixtureWords.benefits, "cards", Array.from({ length: 13 }, (_, i) => ({ ...card, title: `Benefit ${i}` })));
    expect(validateContent(benefits, data, english)).toEqual([]);
  });

  it("reports a list written as a single value", () => {
    const data = changed(fixtureWords.footer, "services", "Express Airfreight");
    expect(validateContent(CONTENT_FILES.footer, data, english)).toEqual([
      'content/footer.yaml (English): services must be a list (lines starting with "- "), but found "Express Airfreight"',
    ]);
  });

  it("points out a misspelt field name", () => {
    const data = changed(changed(fixtureWords.benefits, "cards.1.titel", fixtureWords.benefits.cards[1].title), "cards.1.title");
    expect(validateContent(benefits, data, english)).toEqual([
      "content/benefits.yaml (English): cards[1].title is required",
      "content/benefits.yaml (English): cards[1].titel is not a known field (did you mean cards[1].title?)",
    ]);
  });

  it("refuses an icon that does not exist", () => {
    const data = changed(fixtureWords.benefits, "cards.0.icon", "rocket");
    const [problem] = validateContent(benefits, data, english);
    expect(problem).toMatch(/^content\/benefits\.yaml \(English\): cards\[0\]\.icon must be one of plane, globe, .*but found "rocket"$/);
  });

  it("checks the contact constants' formats", () => {
    let data = changed(fixtureShared.site, "email", "quotes at example.com");
    data = changed(data, "phone", "1234");
    data = changed(data, "copyrightYear", "2024");
    expect(validateContent(CONTENT_FILES.site, data)).toEqual([
      'content/site.yaml: phone must start with + and the country code, then digits and spaces, but found "1234"',
      'content/site.yaml: email must be one e-mail address like quotes@example.com, but found "quotes at example.com"',
      'content/site.yaml: copyrightYear must be a whole number, but found "2024"',
    ]);
  });

  it("refuses a file that is a list instead of fields", () => {
    expect(validateContent(benefits, ["a"], english)).toEqual([
      "content/benefits.yaml (English): the file must contain fields (name: value lines), but found a list",
    ]);
  });

  it("checks the languages: a code once, a default that is listed and published", () => {
    const languages = CONTENT_FILES.languages;
    const twice = changed(fixtureShared.languages, "languages.1.code", "en");
    expect(validateContent(languages, twice)).toEqual(['content/languages.yaml: languages[1].code "en" is listed twice']);
    expect(validateContent(languages, changed(fixtureShared.languages, "default", "fr"))).toEqual([
      'content/languages.yaml: default "fr" must be published: its pages are the site\'s root',
    ]);
    expect(validateContent(languages, changed(fixtureShared.languages, "languages.1.direction", "down"))).toEqual([
      'content/languages.yaml: languages[1].direction must be one of ltr, rtl, but found "down"',
    ]);
    expect(validateContent(languages, changed(fixtureShared.languages, "languages.1.published", "yes"))).toEqual([
      'content/languages.yaml: languages[1].published must be true or false, but found "yes"',
    ]);
  });

  it("checks the countries: each once, with a real country code", () => {
    const countries = CONTENT_FILES.countries;
    expect(validateContent(countries, changed(fixtureShared.countries, "secondary.0.code", "XX"))).toEqual([
      'content/countries.yaml: secondary[0].code "XX" is not a country code (ISO 3166, like US or DE)',
    ]);
    expect(validateContent(countries, changed(fixtureShared.countries, "secondary.0.name", "Germany"))).toEqual([
      'content/countries.yaml: secondary[0].name "Germany" is listed twice',
    ]);
  });
});

describe("the airlines", () => {
  const airlines = CONTENT_FILES.airlines;
  it("are each once, with a 3-digit prefix and a tracking page the function may send a shipper to", () => {
    expect(validateContent(airlines, changed(fixtureShared.airlines, "airlines.1.prefix", "160"))).toEqual([
      'content/airlines.yaml: airlines[1].prefix "160" is listed twice',
    ]);
    expect(validateContent(airlines, changed(fixtureShared.airlines, "airlines.1.prefix", "16"))).toEqual([
      'content/airlines.yaml: airlines[1].prefix must be three digits, like 160, but found "16"',
    ]);
    expect(validateContent(airlines, changed(fixtureShared.airlines, "airlines.0.trackingUrl", "http://cargo.test/{awb}"))).toEqual([
      'content/airlines.yaml: airlines[0].trackingUrl must be a web address starting with https://, but found "http://cargo.test/{awb}"',
    ]);
    expect(validateContent(airlines, changed(fixtureShared.airlines, "airlines.0.trackingUrl", "https://cargo.test/{number}"))).toEqual([
      "content/airlines.yaml: airlines[0].trackingUrl has {number}, which is not one of {awb}, {prefix} and {serial}",
    ]);
  });
});

describe("loading content/ from disk", () => {
  it("loads the shared files and every published language's", () => {
    const site = loadSiteContent(writeContentFolder(fixtureSite));
    expect(Object.keys(site.byLanguage).sort()).toEqual(["ar", "en"]);
    expect(site.byLanguage.ar.hero.headline).toBe(fixtureSite.byLanguage.ar.hero.headline);
  });

  it("reports a YAML syntax error with its line", () => {
    const root = writeContentFolder(fixtureSite);
    fs.writeFileSync(path.join(root, "content/hero.yaml"), "en:\n  headline: one\n    eyebrow: : bad\n");
    const [problem] = problemsOf(() => loadLanguageFile("hero", rtl, root));
    expect(problem).toMatch(/^content\/hero\.yaml: line 3, column \d+: .+ \(check the indentation and quotes\)$/);
  });

  /** The fixture written out, with one translated file's parts changed by `edit`. */
  const withParts = (file: string, edit: (parts: Record<string, unknown>) => void) => {
    const root = writeContentFolder(fixtureSite);
    const parts = yaml.load(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
    edit(parts);
    fs.writeFileSync(path.join(root, file), yaml.dump(parts));
    return root;
  };

  it("refuses a published language missing from a file, naming the file and the language", () => {
    const root = withParts("content/footer.yaml", (parts) => delete parts.ar);
    expect(problemsOf(() => loadSiteContent(root))).toEqual([
      "content/footer.yaml (Fixture RTL): the language is missing from the file (add its words under ar:)",
    ]);
  });

  it("refuses a language code that content/languages.yaml does not list", () => {
    const root = withParts("content/footer.yaml", (parts) => (parts.sp = parts.en));
    expect(problemsOf(() => loadSiteContent(root))).toEqual([
      'content/footer.yaml: "sp" is not one of the languages in content/languages.yaml (en, ar, fr)',
    ]);
  });

  it("refuses a published language whose part lacks a field, and never borrows the default language's words", () => {
    const root = writeContentFolder(withWords("ar", "benefits", changed(fixtureSite.byLanguage.ar.benefits, "banner.title")));
    expect(problemsOf(() => loadSiteContent(root))).toEqual(["content/benefits.yaml (Fixture RTL): banner.title is required"]);
  });

  it("accepts a card added in English that another language does not have yet", () => {
    const [card] = fixtureWords.benefits.cards;
    const more = { ...fixtureWords.benefits, cards: [...fixtureWords.benefits.cards, { ...card, title: "A new benefit" }] };
    const site = loadSiteContent(writeContentFolder(withWords("en", "benefits", more)));
    expect(site.byLanguage.en.benefits.cards).toHaveLength(fixtureWords.benefits.cards.length + 1);
    expect(site.byLanguage.ar.benefits.cards).toHaveLength(fixtureSite.byLanguage.ar.benefits.cards.length);
  });

  it("does not check a language that is not published (its translation is work in progress)", () => {
    const root = withParts("content/hero.yaml", (parts) => (parts.fr = { headline: "Half translated" }));
    const footer = path.join(root, "content/footer.yaml");
    fs.writeFileSync(footer, yaml.dump({ ...(yaml.load(fs.readFileSync(footer, "utf8")) as object), fr: fixtureWords.footer }));
    expect(Object.keys(loadSiteContent(root).byLanguage).sort()).toEqual(["ar", "en"]);
    // The CMS is built knowing which of its files hold words and which are complete, never the words.
    const snapshot = loadCmsSnapshot(root);
    expect(Object.keys(snapshot.byLanguage).sort()).toEqual(["ar", "en"]);
    expect(snapshot.drafts.fr).toEqual({ withWords: ["hero", "footer"], complete: ["footer"] });
    expect(JSON.stringify(snapshot)).not.toContain("Half translated");
  });

  it("collects the problems of every file and language at once", () => {
    const broken = withWords("en", "benefits", changed(fixtureWords.benefits, "cards.1.title"));
    const site = withWords("ar", "hero", { ...fixtureSite.byLanguage.ar.hero, highlights: [] }, broken);
    expect(problemsOf(() => loadSiteContent(writeContentFolder(site)))).toEqual([
      "content/benefits.yaml (English): cards[1].title is required",
      "content/hero.yaml (Fixture RTL): highlights must have at least 1 item, but has 0",
    ]);
  });
});

describe("the team's e-mails", () => {
  const withTeam = (team: string, words: unknown = fixtureSite.team.teamEmails): SiteContent => ({
    ...fixtureSite,
    shared: { ...fixtureShared, languages: { ...fixtureShared.languages, team } },
    team: { teamEmails: words as SiteContent["team"]["teamEmails"] },
  });

  it("need words in the team's language only: the other published languages build without them", () => {
    const site = loadSiteContent(writeContentFolder(fixtureSite));
    expect(site.team.teamEmails).toEqual(fixtureSite.team.teamEmails);
    expect(yaml.load(fs.readFileSync(path.join(writeContentFolder(fixtureSite), "content/team-emails.yaml"), "utf8"))).not.toHaveProperty("ar");
  });

  it("name the file and the language when the team's language has no words, or is not a language", () => {
    const root = writeContentFolder(withTeam("en"));
    const languagesFile = path.join(root, "content/languages.yaml");
    fs.writeFileSync(languagesFile, yaml.dump({ ...fixtureShared.languages, team: "ar" }));
    expect(problemsOf(() => loadSiteContent(root))).toEqual([
      "content/team-emails.yaml (Fixture RTL): the language is missing from the file (add its words under ar:)",
    ]);
    fs.writeFileSync(languagesFile, yaml.dump({ ...fixtureShared.languages, team: "zz" }));
    expect(problemsOf(() => loadSiteContent(root))).toEqual([
      'content/languages.yaml: team "zz" is not one of the languages listed (en, ar, fr)',
    ]);
  });

  it("keep their {placeholders}: a subject without the reference is refused, naming the field", () => {
    const words = fixtureSite.team.teamEmails;
    const root = writeContentFolder(withTeam("en", { ...words, lead: { ...words.lead, subject: "New quote request" } }));
    expect(problemsOf(() => loadSiteContent(root))).toEqual([
      "content/team-emails.yaml (English): lead.subject must contain {reference}, but found \"New quote request\"",
    ]);
  });
});

describe("pictures", () => {
  const heroWith = (image: string) =>
    Object.fromEntries(Object.entries(fixtureSite.byLanguage).map(([code, words]) => [code, { ...words, hero: { ...words.hero, image } }]));
  const siteWithHero = (image: string): SiteContent => ({ ...fixtureSite, byLanguage: heroWith(image) as SiteContent["byLanguage"] });

  it("accept the fixture's, as they are found from the content file", () => {
    expect(problemsOf(() => loadSiteContent(writeContentFolder(fixtureSite)))).toEqual([]);
  });

  it("name the file, the language and the field when a picture is not there", () => {
    const root = writeContentFolder(siteWithHero("images/warehouse.jpg"));
    expect(problemsOf(() => loadSiteContent(root))).toEqual([
      "content/hero.yaml (English): image: there is no picture at content/images/warehouse.jpg (upload it, or correct the name)",
      "content/hero.yaml (Fixture RTL): image: there is no picture at content/images/warehouse.jpg (upload it, or correct the name)",
    ]);
  });

  it("refuse a file that is not a picture, whatever its name", () => {
    const root = writeContentFolder(siteWithHero("images/notes.jpg"));
    fs.writeFileSync(path.join(root, "content/images/notes.jpg"), "Quote for Mr Chan: 3 cartons");
    expect(problemsOf(() => loadSiteContent(root))[0]).toBe(
      "content/hero.yaml (English): image: content/images/notes.jpg is not a picture the site can use (a JPEG, PNG, WebP or AVIF file)",
    );
  });

  it("refuse a picture smaller than where it is shown needs", async () => {
    const root = writeContentFolder(siteWithHero("images/small.jpg"));
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#888888" } }).jpeg().toFile(path.join(root, "content/images/small.jpg"));
    expect(problemsOf(() => loadSiteContent(root))[0]).toBe(
      "content/hero.yaml (English): image: content/images/small.jpg is 800 x 600 pixels, smaller than the 1152 x 864 it needs (upload a larger one)",
    );
  });

  it("take a camera's large JPEG, WebP and AVIF as well as PNG", async () => {
    for (const [name, format, width, height] of [
      ["camera.jpg", "jpeg", 6000, 4000],
      ["photo.webp", "webp", 1600, 1200],
      ["photo.avif", "avif", 1600, 1200],
    ] as const) {
      const root = writeContentFolder(siteWithHero(`images/${name}`));
      await sharp({ create: { width, height, channels: 3, background: "#336699" } })
        .toFormat(format)
        .toFile(path.join(root, "content/images", name));
      expect(problemsOf(() => loadSiteContent(root))).toEqual([]);
    }
  }, 60_000);

  it("refuse a path outside content/images/ or of another kind of file", () => {
    for (const image of ["../static/og.png", "/images/hero.png", "images/hero.gif", "https://example.com/hero.jpg"]) {
      expect(validateContent(CONTENT_FILES.hero, { ...fixtureWords.hero, image }, english)).toEqual([
        `content/hero.yaml (English): image must be a picture in content/images/ written as images/name.jpg (a JPEG, PNG, WebP or AVIF file), but found ${JSON.stringify(image)}`,
      ]);
    }
  });

  it("are one picture for every language: a language naming another is named", () => {
    const root = writeContentFolder(withWords("ar", "hero", { ...fixtureSite.byLanguage.ar.hero, image: "images/other.png" }));
    fs.copyFileSync(path.join(root, "content/images/hero.png"), path.join(root, "content/images/other.png"));
    expect(problemsOf(() => loadSiteContent(root))).toEqual([
      "content/hero.yaml (Fixture RTL): image must be the same picture as English's (images/hero.png): every language shows one picture (change it in English, and the same line under every language)",
    ]);
  });

  it("are File nodes in GraphQL, found from the path", () => {
    expect(toTypeDefs(CONTENT_FILES.hero)).toContain("image: File @fileByRelativePath");
  });
});

describe("GraphQL type definitions", () => {
  it("declare every field explicitly, required ones with !, and a translated file's language", () => {
    const sdl = toTypeDefs(CONTENT_FILES.benefits);
    expect(sdl).toContain("type BenefitsYaml implements Node @dontInfer {");
    expect(sdl).toContain("language: String!");
    expect(sdl).toContain("cards: [BenefitsYamlCards!]!");
    expect(sdl).toContain("type BenefitsYamlCards @dontInfer {");
    expect(sdl).toContain('"Card title."\n  title: String!');
  });

  it("give a shared file no language, and the countries one shared type", () => {
    const sdl = toTypeDefs(CONTENT_FILES.countries);
    expect(sdl).not.toContain("language:");
    expect(sdl).toContain("primary: [Country!]!");
    expect(sdl).toContain("secondary: [Country!]!");
    expect(sdl.match(/type Country @dontInfer/g)).toHaveLength(1);
  });
});

it("every content key is either shared, translated or the team's", () => {
  expect([...SHARED_KEYS, ...TRANSLATED_KEYS, ...TEAM_KEYS].sort()).toEqual((Object.keys(CONTENT_FILES) as ContentKey[]).sort());
});
