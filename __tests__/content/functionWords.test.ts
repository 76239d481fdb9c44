// The function's words are written at deploy from content/ by code under
// supabase/ (supabase/local/content/functionWordsContent.ts), which may not use the
// build's loader: these tests hold the two together. On this repository's
// content both give the same words; on content the build refuses in a field
// the function reads, the generator refuses it too, in the build's own line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildFormReplies } from "../../src/content/formReplies";
import { ContentError, loadSiteContent } from "../../src/content/load";
import { FunctionWordsContentError, functionWordsFrom } from "../../supabase/local/content/functionWordsContent.ts";

const REPOSITORY = path.join(__dirname, "../..");

/** A copy of content/ with `edit` applied to one file's text. */
function contentWith(file: string, edit: (text: string) => string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "function-words-"));
  fs.cpSync(path.join(REPOSITORY, "content"), path.join(root, "content"), { recursive: true });
  const target = path.join(root, "content", file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
  return root;
}

const reader = (root: string) => (file: string) => {
  const absolute = path.join(root, file);
  return fs.existsSync(absolute) ? fs.readFileSync(absolute, "utf8") : null;
};

/** What a loader refuses, one line per problem; [] when it accepts. */
function refusals(load: () => unknown): string[] {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof ContentError || error instanceof FunctionWordsContentError) return error.problems;
    throw error;
  }
}

describe("the function's words", () => {
  it("are the same from the generator's reader as from the build's loader", () => {
    expect(functionWordsFrom(reader(REPOSITORY))).toEqual(buildFormReplies(loadSiteContent(REPOSITORY)));
  });

  it.each([
    ["an empty sentence", "track.yaml", (text: string) => text.replace(/^( {4}subject: ).*$/m, "$1")],
    ["a team sentence without its placeholders", "team-emails.yaml", (text: string) => text.replace(/^( {2}signIn:\n {4}subject: ).*$/m, "$1Your code")],
    ["a number where text belongs", "form-replies.yaml", (text: string) => text.replace(/^( {2}checkTitle: ).*$/m, "$12024")],
    ["an airline listed twice", "airlines.yaml", (text: string) => text.replace('prefix: "176"', 'prefix: "160"')],
    ["a language's words under an unknown code", "thank-you.yaml", (text: string) => text.replace(/^ar:$/m, "xx:")],
    ["a YAML mistake", "contact.yaml", (text: string) => `${text}\n  : [`],
  ])("are refused for %s, in the build's own line", (_, file, edit) => {
    const root = contentWith(file, edit);
    const build = refusals(() => loadSiteContent(root));
    const generator = refusals(() => functionWordsFrom(reader(root)));
    expect(build.length).toBeGreaterThan(0);
    expect(generator.length).toBeGreaterThan(0);
    for (const line of generator) expect(build).toContain(line);
  });
});
