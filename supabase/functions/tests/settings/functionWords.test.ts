// What the function says ships with it: `npm run function-words` writes
// content/'s words to words.json (never committed) and refuses content the
// build refuses (it checks with the build's own schema and reader), in the
// build's lines naming the file, the language and the field, writing nothing
// (__tests__/content/functionContent.test.ts holds those lines to the
// build's); index.ts
// imports the file (bundle.test.ts: the bundler fails a deploy without it), and the
// deployed function answers in the words it was deployed with.
import { runGenerator } from "../support/generators.ts";
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { escapeHtml } from "../../_shared/html.ts";
import { functionWordsFromFile } from "../../send-contact-email/settings/functionWords.ts";
import type { SiteLanguage } from "../../_shared/words/siteLanguages.ts";
import { functionWordsFromContent } from "../../../local/content/functionWordsFromContent.ts";
import { freePort } from "../../../local/freePort.ts";
import { deployableCopy, startDeployedEntry } from "../support/deployable.ts";
import { mark } from "../support/replies.ts";
import { SITE_ORIGIN } from "../support/requests.ts";

const REPOSITORY = fileURLToPath(new URL("../../../../", import.meta.url));
const GENERATOR = fileURLToPath(new URL("../../../local/content/writeFunctionWords.ts", import.meta.url));

/** A copy of this repository's content/ in a folder of its own, `edit` applied to its files' text by name. */
function contentCopy(edit: Record<string, (text: string) => string> = {}): string {
  const root = Deno.makeTempDirSync({ prefix: "function-words-" });
  Deno.mkdirSync(`${root}/content`);
  for (const entry of Deno.readDirSync(`${REPOSITORY}content`)) {
    if (!entry.isFile || !entry.name.endsWith(".yaml")) continue;
    const text = Deno.readTextFileSync(`${REPOSITORY}content/${entry.name}`);
    Deno.writeTextFileSync(`${root}/content/${entry.name}`, (edit[entry.name] ?? ((same) => same))(text));
  }
  return root;
}

/** The generator on that repository, writing to its own file. */
const generate = (root: string) => runGenerator(GENERATOR, root, "words.json");

const exists = (path: string) => {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
};

Deno.test("the generator writes content/'s words, every published language, and the function reads them back", async () => {
  const root = contentCopy();
  const { code, stdout, out } = await generate(root);
  deepStrictEqual(code, 0, stdout);
  const words = functionWordsFromFile(JSON.parse(Deno.readTextFileSync(out)));
  deepStrictEqual(words, functionWordsFromContent(root));
  const languages = yaml.load(Deno.readTextFileSync(`${root}/content/languages.yaml`)) as {
    languages: { code: string; published: boolean }[];
  };
  deepStrictEqual(
    Object.keys(words.languages),
    languages.languages.filter((language) => language.published).map((language) => language.code),
  );
  const track = yaml.load(Deno.readTextFileSync(`${root}/content/track.yaml`)) as Record<
    string,
    { bookingEmail: { subject: string } }
  >;
  deepStrictEqual(words.languages.ar.booking.subject, track.ar.bookingEmail.subject);
});

type Parts = Record<string, Record<string, Record<string, string>>>;

/** An edit of a translated file's data: `change` applied to one language's part, the file written again. */
const editPart = (code: string, change: (part: Record<string, Record<string, string>>) => void) => (text: string) => {
  const parts = yaml.load(text) as Parts;
  change(parts[code]);
  return yaml.dump(parts);
};

/** A language's name in content/languages.yaml, as the build's lines name it. */
const languageName = (code: string) =>
  (yaml.load(Deno.readTextFileSync(`${REPOSITORY}content/languages.yaml`)) as { languages: SiteLanguage[] }).languages
    .find((language) => language.code === code)!.name;

/** The sentence `path` (group.key) of a language's part of a file of content/. */
const sentence = (file: string, code: string, [group, key]: [string, string]) =>
  (yaml.load(Deno.readTextFileSync(`${REPOSITORY}content/${file}`)) as Parts)[code][group][key];

Deno.test("the generator refuses content the build refuses, naming the file and the field, and writes nothing", async () => {
  const withoutReference = sentence("booking.yaml", "es", ["milestoneEmail", "text"]).replace("{reference}", "");
  const cases: [Record<string, (text: string) => string>, string[]][] = [
    [
      { "track.yaml": (text) => text.replace(/^( {4}subject: ).*$/m, "$1") },
      ["content/track.yaml (English): bookingEmail.subject is required"],
    ],
    [
      { "track.yaml": editPart("es", (part) => delete part.bookingEmail.subject) },
      [`content/track.yaml (${languageName("es")}): bookingEmail.subject is required`],
    ],
    [
      { "booking.yaml": editPart("es", (part) => part.milestoneEmail.text = withoutReference) },
      [
        `content/booking.yaml (${languageName("es")}): milestoneEmail.text must contain {reference}, but found ${
          JSON.stringify(withoutReference)
        }`,
      ],
    ],
    [
      { "team-emails.yaml": (text) => text.replace(/^( {2}signIn:\n {4}subject: ).*$/m, "$1Your code {code}") },
      ['content/team-emails.yaml (English): signIn.subject must not contain {code}, but found "Your code {code}"'],
    ],
    [
      { "airlines.yaml": (text) => text.replace('prefix: "176"', 'prefix: "160"') },
      ['content/airlines.yaml: airlines[1].prefix "160" is listed twice'],
    ],
    [
      { "form-replies.yaml": (text) => text.replace(/^ar:\n/m, "xx:\n") },
      ['content/form-replies.yaml: "xx" is not one of the languages in content/languages.yaml (en, es, fr, de, ar)'],
    ],
    [{ "site.yaml": (text) => `${text}\n  : [` }, ["content/site.yaml: line "]],
  ];
  for (const [edit, lines] of cases) {
    const root = contentCopy(edit);
    const { code, stderr, out } = await generate(root);
    deepStrictEqual(code, 1, stderr);
    match(stderr, /^The function's words not written\. Fix content\/ first:\n/);
    for (const line of lines) ok(stderr.includes(line), `${line}\nin:\n${stderr}`);
    ok(!exists(out), "nothing is written");
  }
});

Deno.test("a words.json of another version stops the function at its start, naming the command", () => {
  const words = functionWordsFromContent();
  for (const file of [{ ...words, version: words.version - 1 }, { ...words, languages: { es: {} } }, null]) {
    try {
      functionWordsFromFile(file);
      throw new Error("expected the file to be refused");
    } catch (error) {
      match(String(error), /npm run function-words/);
    }
  }
});

Deno.test({
  name: "the deployed entry answers in the words.json it is deployed with (index.ts's import), reading no site",
  sanitizeResources: false,
  fn: async () => {
    const content = functionWordsFromContent();
    const en = { ...content.languages.en, page: mark("deployed", content.languages.en.page) };
    const deployed = { ...content, languages: { ...content.languages, en } };
    const { entry, config } = deployableCopy(undefined, deployed);
    const started = startDeployedEntry(entry, config, freePort(), {
      ALLOWED_ORIGINS: SITE_ORIGIN,
      // Nothing listens there: the words cannot come from a site.
      SITE_URL: `http://127.0.0.1:${freePort()}`,
    });
    try {
      while (!started.log().includes("Listening on") && started.exited() === null) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // A plain form post with an address that is not one: refused by the contract, before anything is stored.
      const response = await fetch(started.url, {
        method: "POST",
        headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Mei", email: "not an address", shippingCountry: "Germany", message: "Hi" }),
      });
      deepStrictEqual(response.status, 400);
      const html = await response.text();
      ok(html.includes(escapeHtml(deployed.languages.en.page.checkTitle)), html);
      ok(html.includes(`<a href="${SITE_ORIGIN}${deployed.languages.en.formPath}">`), html);
    } finally {
      started.child.kill("SIGTERM");
      await Promise.all([started.exit, ...started.reading]);
    }
  },
});
