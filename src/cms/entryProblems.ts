// What the CMS checks before it saves a file: the build's own rules, in every
// published language. Decap itself checks only the language on screen; a
// required field left empty in Spanish would otherwise reach the build.
import { type LanguagesFile, publishedLanguages } from "../content/languages";
import { rateCardProblems } from "../../supabase/functions/_shared/price/rateCardChecks.ts";
import { RATES_FILE, countryCodesOf } from "../../supabase/functions/_shared/price/rateCardSchema.ts";
import { CONTENT_FILES, TRANSLATED_KEYS, contentKeyNamed } from "../content/schema";
import { contentProblems } from "../content/schemaDsl";
import type { CmsSnapshot } from "../content/types";

/** The parts of Decap's entry this reads (an Immutable.js map). */
export type CmsEntry = {
  get(key: "data" | "slug"): unknown;
  getIn(path: ["i18n", string, "data"]): unknown;
};

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value;

/** One language's data of an entry: the default language's is the entry's own. */
export const entryData = (entry: CmsEntry, code: string, defaultCode: string): unknown =>
  plain(code === defaultCode ? entry.get("data") : entry.getIn(["i18n", code, "data"]));

/** A language may go on the site only once every one of its files is complete. */
function unfinishedLanguages(data: unknown, content: CmsSnapshot): string[] {
  if (contentProblems(CONTENT_FILES.languages, data).length > 0) return [];
  const complete = (code: string) => (content.byLanguage[code] ? TRANSLATED_KEYS : (content.drafts[code]?.complete ?? []));
  return publishedLanguages(data as LanguagesFile).flatMap((language) => {
    const missing = TRANSLATED_KEYS.filter((key) => !complete(language.code).includes(key)).map((key) => CONTENT_FILES[key].label);
    return missing.length > 0
      ? [
          `${language.name} cannot go on the site yet: as the site was last built, it lacks ${missing.join(", ")} ` +
            "(publish those translations first, and publish the language once the site has been rebuilt)",
        ]
      : [];
  });
}

/**
 * A language may leave the list only once no file holds its words: the build
 * refuses words under a code that content/languages.yaml does not list.
 */
function removedLanguagesWithWords(data: unknown, content: CmsSnapshot): string[] {
  if (contentProblems(CONTENT_FILES.languages, data).length > 0) return [];
  const kept = new Set((data as LanguagesFile).languages.map((language) => language.code));
  const withWords = (code: string) => (content.byLanguage[code] ? TRANSLATED_KEYS : (content.drafts[code]?.withWords ?? []));
  return content.shared.languages.languages.flatMap((language) => {
    if (kept.has(language.code)) return [];
    const files = withWords(language.code).map((key) => CONTENT_FILES[key].label);
    return files.length > 0
      ? [
          `${language.name} cannot be removed: its words are still in ${files.join(", ")}. To take it off the site, ` +
            "keep it in the list and untick Published",
        ]
      : [];
  });
}

/** The team's language must be one whose words of the team's e-mails are complete (as the site was last built). */
function teamWithoutWords(data: unknown, content: CmsSnapshot): string[] {
  if (contentProblems(CONTENT_FILES.languages, data).length > 0) return [];
  const { team, languages } = data as LanguagesFile;
  if (content.teamLanguages.includes(team)) return [];
  const name = languages.find((language) => language.code === team)?.name ?? team;
  return [
    `The team's e-mails cannot be in ${name} yet: as the site was last built, Team e-mails lacks its words ` +
      "(write and publish them first, and choose the language once the site has been rebuilt)",
  ];
}

/**
 * Every reason not to save the entry, one line each, naming the language.
 * A language that is not published yet may be incomplete: it is work in progress.
 */
export function entryProblems(entry: CmsEntry, content: CmsSnapshot): string[] {
  // The rate card: its fields, then the rules across them, against the countries as the site was built.
  if (entry.get("slug") === RATES_FILE.name) return rateCardProblems(plain(entry.get("data")), countryCodesOf(content.shared.countries));
  const key = contentKeyNamed(String(entry.get("slug")));
  if (!key) return [];
  const file = CONTENT_FILES[key];
  const { languages } = content.shared;
  if (!file.translated) {
    const data = plain(entry.get("data"));
    const languageProblems =
      key === "languages"
        ? [...unfinishedLanguages(data, content), ...removedLanguagesWithWords(data, content), ...teamWithoutWords(data, content)]
        : [];
    return [...contentProblems(file, data), ...languageProblems];
  }
  // A file the team reads needs the team's language; another one's words are work in progress until it is chosen.
  const needed =
    "teamOnly" in file ? languages.languages.filter((language) => language.code === languages.team) : publishedLanguages(languages);
  return needed.flatMap((language) => {
    const data = entryData(entry, language.code, languages.default);
    if (data === undefined || data === null) {
      return [
        "teamOnly" in file
          ? `${language.name}: not written yet, but it is the team's language (write it, or choose another under Languages, team)`
          : `${language.name}: not translated yet, but the language is published (translate it, or take the language off the site under Languages)`,
      ];
    }
    return contentProblems(file, data).map((problem) => `${language.name}: ${problem}`);
  });
}
