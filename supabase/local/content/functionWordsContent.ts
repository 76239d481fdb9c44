// The function's words (../functions/_shared/words/formReplies.ts) straight from
// content/: what `npm run function-words` writes beside the function
// (writeFunctionWords.ts), what the local backend answers with, and what the
// tests give the handler. Every field the function reads is checked as the
// build checks it (src/content/load.ts), in its lines: the file, the language
// and the field ("content/track.yaml (Español): bookingEmail.subject is
// required"), so content the build refuses is refused here too and nothing is
// written. Plain TypeScript with js-yaml and a reader of files given by the
// caller: Deno runs it, and the site's jest tests compare it with the build's
// loader.
import yaml from "js-yaml";
import { AIR_WAYBILL_PROBLEMS, trackingUrlProblem } from "../../functions/_shared/airWaybill.ts";
import { describeValue as describe } from "../../functions/_shared/schema/contentValue.ts";
import { CARGO_CONTENTS, CONTACT_FIELDS, WORDED_ERRORS } from "../../functions/_shared/contactFields.ts";
import { TEAM_WORD_SPECS, type WordSpec } from "../../functions/_shared/emails/team/teamWords.ts";
import {
  BOOKING_KEYS,
  buildFormReplies,
  CONFIRMATION_KEYS,
  ESTIMATE_KEYS,
  type FormReplies,
  LINE_WORD_KEYS,
  MILESTONE_EMAIL_KEYS,
  PAGE_KEYS,
  QUOTE_LINK_KEYS,
  THANK_YOU_KEYS,
  TRACK_PAGE_KEYS,
  type WordsContent,
} from "../../functions/_shared/words/formReplies.ts";
import { BOOKING_WORDED_ERRORS } from "../../functions/_shared/booking/bookingFields.ts";
import { NO_PRICE_REASONS, PRICE_WORD_KEYS } from "../../functions/_shared/price/visitorPrice.ts";
import { SUMMARY_PLACEHOLDERS } from "../../functions/_shared/words/shipmentSummary.ts";
import { type LanguagesFile, publishedLanguages, type SiteLanguage } from "../../functions/_shared/words/siteLanguages.ts";

/** Content the build would refuse: one line per problem, each naming the file and the field. */
export class FunctionWordsContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "FunctionWordsContentError";
  }
}

/** A file of content/ as text, by its path from the repository's root (content/site.yaml); null when it is not there. */
export type ReadContentFile = (path: string) => string | null;

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A sentence the function fills: where it is in its file, and the placeholders it must keep. */
type Sentence = { path: string; needs?: readonly string[] };

const under = (prefix: string, keys: readonly string[]): Sentence[] => keys.map((key) => ({ path: `${prefix}${key}` }));

/** Each translated file the function reads, and the sentences it reads of each language's part. */
const TRANSLATED: Record<keyof WordsContent["byLanguage"][string], { file: string; sentences: Sentence[] }> = {
  contact: {
    file: "content/contact.yaml",
    sentences: [
      ...under("form.labels.", CONTACT_FIELDS),
      ...under("form.errors.", WORDED_ERRORS),
      ...under("form.cargo.contents.", CARGO_CONTENTS),
      ...under("form.cargo.", ESTIMATE_KEYS),
      ...under("form.cargo.", LINE_WORD_KEYS),
      // The summary's sentence and the form every language has of each count (the others are optional).
      { path: "form.cargo.summarySentence", needs: SUMMARY_PLACEHOLDERS },
      { path: "form.cargo.summaryLines.other", needs: ["count"] },
      { path: "form.cargo.summaryPieces.other", needs: ["count"] },
    ],
  },
  formReplies: {
    file: "content/form-replies.yaml",
    sentences: [
      ...under("", PAGE_KEYS),
      ...under("confirmation.", CONFIRMATION_KEYS),
      ...under("confirmation.documents.", CARGO_CONTENTS),
    ],
  },
  thankYou: {
    file: "content/thank-you.yaml",
    sentences: [
      ...under("price.", PRICE_WORD_KEYS),
      ...under("noPrice.", NO_PRICE_REASONS),
      ...under("", THANK_YOU_KEYS),
    ],
  },
  track: {
    file: "content/track.yaml",
    sentences: [
      ...under("", TRACK_PAGE_KEYS),
      ...under("problems.", AIR_WAYBILL_PROBLEMS),
      ...under("bookingEmail.", BOOKING_KEYS),
    ],
  },
  booking: {
    file: "content/booking.yaml",
    sentences: [
      ...under("errors.", BOOKING_WORDED_ERRORS),
      ...under("quoteLink.", QUOTE_LINK_KEYS),
      ...under("milestoneEmail.", MILESTONE_EMAIL_KEYS),
    ],
  },
};

const TEAM_FILE = "content/team-emails.yaml";

/** The team's sentences, with the placeholders each must keep (the build's own rule, teamWords.ts). */
const TEAM_SENTENCES: Sentence[] = Object.entries(TEAM_WORD_SPECS).flatMap(([group, specs]) =>
  Object.entries(specs as Record<string, WordSpec>).map(([key, spec]) => ({
    path: `${group}.${key}`,
    needs: spec.needs,
  }))
);

const at = (data: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), data);

/** The problem with one sentence, in the build's words (src/content/schemaDsl.ts), or null. */
function sentenceProblem(data: unknown, { path, needs }: Sentence): string | null {
  const value = at(data, path);
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return `${path} is required`;
  }
  if (typeof value !== "string") return `${path} must be text, but found ${describe(value)} (put it in quotes)`;
  const missing = (needs ?? []).filter((name) => !value.includes(`{${name}}`));
  if (missing.length > 0) {
    return `${path} must contain ${needs!.map((name) => `{${name}}`).join(" and ")}, but found ${describe(value)}`;
  }
  return null;
}

function parse(read: ReadContentFile, file: string): unknown {
  const text = read(file);
  if (text === null) throw new FunctionWordsContentError([`${file}: the file is missing`]);
  try {
    return yaml.load(text);
  } catch (error) {
    const { mark, reason } = error as { mark?: { line: number; column: number }; reason?: string };
    const where = mark ? `line ${mark.line + 1}, column ${mark.column + 1}: ` : "";
    throw new FunctionWordsContentError([
      `${file}: ${where}${reason ?? (error as Error).message} (check the indentation and quotes)`,
    ]);
  }
}

/** Runs each read, collecting every file's problems. */
function collect<T>(problems: string[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof FunctionWordsContentError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

function languagesOf(read: ReadContentFile): LanguagesFile {
  const file = "content/languages.yaml";
  const data = parse(read, file);
  if (!isRecord(data) || !Array.isArray(data.languages)) {
    throw new FunctionWordsContentError([`${file}: languages must be a list (lines starting with "- ")`]);
  }
  const problems: string[] = [];
  data.languages.forEach((language: unknown, index) => {
    const where = `${file}: languages[${index}]`;
    if (!isRecord(language)) return problems.push(`${where} must be a group of fields`);
    if (typeof language.code !== "string" || !/^[a-z]{2}$/.test(language.code)) {
      problems.push(
        `${where}.code must be a two-letter code in small letters, like es, but found ${describe(language.code)}`,
      );
    }
    if (typeof language.name !== "string" || language.name.trim() === "") problems.push(`${where}.name is required`);
    if (language.direction !== "ltr" && language.direction !== "rtl") {
      problems.push(`${where}.direction must be one of ltr, rtl, but found ${describe(language.direction)}`);
    }
    if (typeof language.published !== "boolean") {
      problems.push(`${where}.published must be true or false, but found ${describe(language.published)}`);
    }
  });
  const codes = (data.languages as SiteLanguage[]).map((language) => language.code);
  const byCode = (code: unknown) => (data.languages as SiteLanguage[]).find((language) => language.code === code);
  for (const field of ["default", "team"]) {
    if (!byCode(data[field])) {
      problems.push(
        `${file}: ${field} must be one of the languages listed (${codes.join(", ")}), but found ${
          describe(data[field])
        }`,
      );
    }
  }
  if (byCode(data.default) && !byCode(data.default)!.published) {
    problems.push(`${file}: default must be a published language, but ${String(data.default)} is not published`);
  }
  if (problems.length > 0) throw new FunctionWordsContentError(problems);
  return data as unknown as LanguagesFile;
}

function siteOf(read: ReadContentFile): WordsContent["shared"]["site"] {
  const file = "content/site.yaml";
  const data = parse(read, file);
  if (!isRecord(data)) {
    throw new FunctionWordsContentError([`${file}: the file must contain fields (name: value lines)`]);
  }
  const problems = ["companyName", "phone", "email"].flatMap((field) => {
    const problem = sentenceProblem(data, { path: field });
    return problem ? [`${file}: ${problem}`] : [];
  });
  if (problems.length > 0) throw new FunctionWordsContentError(problems);
  return data as WordsContent["shared"]["site"];
}

function airlinesOf(read: ReadContentFile): WordsContent["shared"]["airlines"] {
  const file = "content/airlines.yaml";
  const data = parse(read, file);
  if (!isRecord(data) || !Array.isArray(data.airlines)) {
    throw new FunctionWordsContentError([`${file}: airlines must be a list (lines starting with "- ")`]);
  }
  const problems: string[] = [];
  const prefixes = new Set<string>();
  data.airlines.forEach((airline: unknown, index) => {
    const where = `airlines[${index}]`;
    if (!isRecord(airline)) return problems.push(`${file}: ${where} must be a group of fields`);
    for (const field of ["name", "trackingUrl"]) {
      const problem = sentenceProblem(airline, { path: field });
      if (problem) problems.push(`${file}: ${where}.${problem}`);
    }
    const { prefix, trackingUrl } = airline;
    if (typeof prefix !== "string" || !/^[0-9]{3}$/.test(prefix)) {
      problems.push(`${file}: ${where}.prefix must be three digits, but found ${describe(prefix)}`);
    } else if (prefixes.has(prefix)) {
      problems.push(`${file}: ${where}.prefix "${prefix}" is listed twice`);
    } else prefixes.add(prefix);
    const urlProblem = typeof trackingUrl === "string" && trackingUrl !== "" ? trackingUrlProblem(trackingUrl) : null;
    if (urlProblem) problems.push(`${file}: ${where}.trackingUrl ${urlProblem}`);
  });
  if (problems.length > 0) throw new FunctionWordsContentError(problems);
  return data as unknown as WordsContent["shared"]["airlines"];
}

/** Each language's part of a translated file, checked: every sentence the function reads of it. */
function languageParts(
  read: ReadContentFile,
  file: string,
  sentences: Sentence[],
  languages: LanguagesFile,
  wanted: readonly SiteLanguage[],
): Record<string, Data> {
  const data = parse(read, file);
  if (!isRecord(data)) {
    throw new FunctionWordsContentError([
      `${file}: the file must hold each language's words under its code (en:, es:, ...)`,
    ]);
  }
  const codes = languages.languages.map((language) => language.code);
  const unknown = Object.keys(data).filter((code) => !codes.includes(code));
  if (unknown.length > 0) {
    throw new FunctionWordsContentError(
      unknown.map((code) =>
        `${file}: "${code}" is not one of the languages in content/languages.yaml (${codes.join(", ")})`
      ),
    );
  }
  const problems: string[] = [];
  for (const language of wanted) {
    const where = `${file} (${language.name})`;
    if (!(language.code in data)) {
      problems.push(`${where}: the language is missing from the file (add its words under ${language.code}:)`);
      continue;
    }
    for (const sentence of sentences) {
      const problem = sentenceProblem(data[language.code], sentence);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  }
  if (problems.length > 0) throw new FunctionWordsContentError(problems);
  return data as Record<string, Data>;
}

/**
 * Everything the function says, from content/ as `read` gives its files.
 * Throws FunctionWordsContentError, with every problem of every file, when
 * content/ has one the build would refuse in a field the function reads.
 */
export function functionWordsFrom(read: ReadContentFile): FormReplies {
  const problems: string[] = [];
  const languages = collect(problems, () => languagesOf(read));
  const site = collect(problems, () => siteOf(read));
  const airlines = collect(problems, () => airlinesOf(read));
  if (!languages) throw new FunctionWordsContentError(problems);
  const published = publishedLanguages(languages);
  const parts = Object.fromEntries(
    Object.entries(TRANSLATED).map(([key, { file, sentences }]) => [
      key,
      collect(problems, () => languageParts(read, file, sentences, languages, published)),
    ]),
  );
  const team = languages.languages.find((language) => language.code === languages.team)!;
  const teamWords = collect(problems, () => languageParts(read, TEAM_FILE, TEAM_SENTENCES, languages, [team]));
  if (problems.length > 0 || !site || !airlines || !teamWords) {
    throw new FunctionWordsContentError([...new Set(problems)]);
  }
  const byLanguage = Object.fromEntries(
    published.map((language) => [
      language.code,
      Object.fromEntries(Object.keys(TRANSLATED).map((key) => [key, parts[key]![language.code]])),
    ]),
  ) as WordsContent["byLanguage"];
  return buildFormReplies({
    shared: { site, languages, airlines },
    byLanguage,
    team: { teamEmails: teamWords[team.code] as unknown as WordsContent["team"]["teamEmails"] },
  });
}
