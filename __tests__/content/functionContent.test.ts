// The function's words are written at deploy from content/ (`npm run
// function-words`), reading the files it needs with the build's own reader and
// descriptions (supabase/functions/_shared/content/functionContent.ts): these
// tests hold its reading to the build's. On this repository's content both
// give the same words; on content the build refuses in a file the function
// reads, the generator refuses it in exactly the build's lines.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { buildFormReplies } from "../../src/content/formReplies";
import { ContentError, loadSiteContent } from "../../src/content/load";
import { functionContentFrom } from "../../supabase/functions/_shared/content/functionContent.ts";
import { temporaryFolder } from "../helpers/temporaryFolder";

const REPOSITORY = path.join(__dirname, "../..");

type Parts = Record<string, Record<string, unknown>>;

/** A copy of content/ with `edit` applied to one file: to its data (changed in place), or to its text when it returns text. */
function contentWith(file: string, edit: (data: Parts, text: string) => string | void): string {
  const root = temporaryFolder("function-content-");
  fs.cpSync(path.join(REPOSITORY, "content"), path.join(root, "content"), { recursive: true });
  const target = path.join(root, "content", file);
  const text = fs.readFileSync(target, "utf8");
  const data = yaml.load(text) as Parts;
  const edited = edit(data, text);
  fs.writeFileSync(target, typeof edited === "string" ? edited : yaml.dump(data));
  return root;
}

/** The generator's reading of a repository's content/, with Node's files instead of Deno's. */
const functionContentOf = (root: string) =>
  functionContentFrom((file) => {
    const absolute = path.join(root, file);
    return fs.existsSync(absolute) ? fs.readFileSync(absolute, "utf8") : null;
  });

/** What a reading refuses, one line per problem; [] when it accepts. */
function refusals(load: () => unknown): string[] {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** A sentence without one of its placeholders. */
const without = (placeholder: string) => (sentence: unknown) => String(sentence).replace(`{${placeholder}}`, "");

type Group = Record<string, unknown>;

describe("the function's content", () => {
  it("gives the same words from the generator's reading as from the build's loader", () => {
    expect(buildFormReplies(functionContentOf(REPOSITORY))).toEqual(buildFormReplies(loadSiteContent(REPOSITORY)));
  });

  it.each<[string, string, (data: Parts, text: string) => string | void]>([
    ["a field missing in Spanish", "track.yaml", (data) => void delete (data.es.bookingEmail as Group).subject],
    ["a sentence without its {reference}", "form-replies.yaml", (data) => void (data.en.errorReference = without("reference")(data.en.errorReference))],
    [
      "a plural form without its {count}",
      "contact.yaml",
      (data) => {
        const lines = ((data.ar.form as Group).cargo as Group).summaryLines as Group;
        lines.other = without("count")(lines.other);
      },
    ],
    [
      "a team sentence without its placeholder",
      "team-emails.yaml",
      (data) => {
        const signIn = data.en.signIn as Group;
        signIn.text = without("minutes")(signIn.text);
      },
    ],
    [
      "the sign-in code in its e-mail's subject, which a locked phone shows",
      "team-emails.yaml",
      (data) => {
        const signIn = data.en.signIn as Group;
        signIn.subject = `${String(signIn.subject)}: {code}`;
      },
    ],
    ["a number where text belongs", "thank-you.yaml", (data) => void ((data.de.price as Group).title = 2024)],
    [
      "an airline listed twice",
      "airlines.yaml",
      (data) => {
        const airlines = data.airlines as unknown as Group[];
        airlines[1].prefix = airlines[0].prefix;
      },
    ],
    ["a field the function does not read, in a file it reads", "site.yaml", (data) => void ((data as Group).themeColor = "blue")],
    ["a language's words under an unknown code", "booking.yaml", (data, text) => text.replace(/^fr:$/m, "xx:")],
    ["a YAML mistake", "contact.yaml", (data, text) => `${text}\n  : [`],
  ])("is refused for %s, in exactly the build's lines", (_, file, edit) => {
    const root = contentWith(file, edit);
    const build = refusals(() => loadSiteContent(root));
    expect(build.length).toBeGreaterThan(0);
    expect(build.every((line) => line.startsWith(`content/${file}`))).toBe(true);
    expect(refusals(() => functionContentOf(root))).toEqual(build);
  });

  it("is refused when a file it reads is missing, in the build's line", () => {
    const root = contentWith("booking.yaml", () => "");
    fs.rmSync(path.join(root, "content/booking.yaml"));
    const build = refusals(() => loadSiteContent(root));
    expect(build).toHaveLength(1);
    expect(refusals(() => functionContentOf(root))).toEqual(build);
  });
});
