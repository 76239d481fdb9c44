// What an editor sees when a YAML file is wrong: one line naming the file and field.
// The files are made from the fixture content, so these tests never depend on the editors' copy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { ContentError, loadAllContent, loadContentFile } from "../../src/content/load";
import { CONTENT_FILES, type ContentKey } from "../../src/content/schema";
import { toTypeDefs, validateContent } from "../../src/content/schemaDsl";
import { fixtureContent } from "../fixtures/content";

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

/** The fixture written out as a content/ folder, with one file replaced by `text`. */
function withFile(relativePath: string, text: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.mkdirSync(path.join(root, "content"));
  for (const [key, file] of Object.entries(CONTENT_FILES)) {
    fs.writeFileSync(path.join(root, file.path), yaml.dump(fixtureContent[key as ContentKey]));
  }
  fs.writeFileSync(path.join(root, relativePath), text);
  return root;
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

describe("the test fixture", () => {
  it.each(Object.entries(CONTENT_FILES))("is valid content for %s", (key, file) => {
    expect(validateContent(file, fixtureContent[key as ContentKey])).toEqual([]);
  });
});

describe("validateContent", () => {
  const benefits = CONTENT_FILES.benefits;

  it("names the file, the item and the field when a title is missing", () => {
    const data = changed(fixtureContent.benefits, "cards.1.title");
    expect(validateContent(benefits, data)).toEqual(["content/benefits.yaml: cards[1].title is required"]);
  });

  it("treats an empty or blank value as missing", () => {
    const data = changed(fixtureContent.benefits, "heading", "   ");
    expect(validateContent(benefits, data)).toEqual(["content/benefits.yaml: heading is required"]);
  });

  it("reports a wrong type and suggests quoting", () => {
    const data = changed(fixtureContent.benefits, "cards.0.title", 2024);
    expect(validateContent(benefits, data)).toEqual([
      "content/benefits.yaml: cards[0].title must be text, but found the number 2024 (put it in quotes)",
    ]);
  });

  it("refuses an empty list", () => {
    const data = changed(fixtureContent.benefits, "cards", []);
    expect(validateContent(benefits, data)).toEqual(["content/benefits.yaml: cards must have at least 1 item, but has 0"]);
  });

  it("allows more cards than the design shows (13 benefits are fine)", () => {
    const [card] = fixtureContent.benefits.cards;
    const data = changed(fixtureContent.benefits, "cards", Array.from({ length: 13 }, (_, i) => ({ ...card, title: `Benefit ${i}` })));
    expect(validateContent(benefits, data)).toEqual([]);
  });

  it("reports a list written as a single value", () => {
    const data = changed(fixtureContent.footer, "services", "Express Airfreight");
    expect(validateContent(CONTENT_FILES.footer, data)).toEqual([
      'content/footer.yaml: services must be a list (lines starting with "- "), but found "Express Airfreight"',
    ]);
  });

  it("points out a misspelt field name", () => {
    const data = changed(changed(fixtureContent.benefits, "cards.1.titel", fixtureContent.benefits.cards[1].title), "cards.1.title");
    expect(validateContent(benefits, data)).toEqual([
      "content/benefits.yaml: cards[1].title is required",
      "content/benefits.yaml: cards[1].titel is not a known field (did you mean cards[1].title?)",
    ]);
  });

  it("refuses an icon that does not exist", () => {
    const data = changed(fixtureContent.benefits, "cards.0.icon", "rocket");
    const [problem] = validateContent(benefits, data);
    expect(problem).toMatch(/^content\/benefits\.yaml: cards\[0\]\.icon must be one of plane, globe, .*but found "rocket"$/);
  });

  it("checks the contact constants' formats", () => {
    let data = changed(fixtureContent.site, "email", "quotes at example.com");
    data = changed(data, "phone", "1234");
    data = changed(data, "copyrightYear", "2024");
    expect(validateContent(CONTENT_FILES.site, data)).toEqual([
      'content/site.yaml: phone must start with + and the country code, then digits and spaces, but found "1234"',
      'content/site.yaml: email must be one e-mail address like quotes@example.com, but found "quotes at example.com"',
      'content/site.yaml: copyrightYear must be a whole number, but found "2024"',
    ]);
  });

  it("refuses a file that is a list instead of fields", () => {
    expect(validateContent(benefits, ["a"])).toEqual([
      "content/benefits.yaml: the file must contain fields (name: value lines), but found a list",
    ]);
  });
});

describe("loading files from disk", () => {
  it("reports a YAML syntax error with its line", () => {
    const root = withFile("content/hero.yaml", "headline: one\n  eyebrow: : bad\n");
    const [problem] = problemsOf(() => loadContentFile("hero", root));
    expect(problem).toMatch(/^content\/hero\.yaml: line 2, column \d+: .+ \(check the indentation and quotes\)$/);
  });

  it("reports a missing file", () => {
    const root = withFile("content/footer.yaml", "");
    fs.rmSync(path.join(root, "content/footer.yaml"));
    expect(problemsOf(() => loadAllContent(root))).toEqual([
      "content/footer.yaml: the file is missing (it holds the footer of every page)",
    ]);
  });

  it("collects the problems of every file at once", () => {
    const root = withFile("content/benefits.yaml", yaml.dump(changed(fixtureContent.benefits, "cards.1.title")));
    fs.writeFileSync(path.join(root, "content/hero.yaml"), yaml.dump({ ...fixtureContent.hero, highlights: [] }));
    expect(problemsOf(() => loadAllContent(root))).toEqual([
      "content/hero.yaml: highlights must have at least 1 item, but has 0",
      "content/benefits.yaml: cards[1].title is required",
    ]);
  });
});

describe("GraphQL type definitions", () => {
  it("declare every field explicitly, required ones with !", () => {
    const sdl = toTypeDefs(CONTENT_FILES.benefits);
    expect(sdl).toContain("type BenefitsYaml implements Node @dontInfer {");
    expect(sdl).toContain("cards: [BenefitsYamlCards!]!");
    expect(sdl).toContain("type BenefitsYamlCards @dontInfer {");
    expect(sdl).toContain('"Card title."\n  title: String!');
  });
});
