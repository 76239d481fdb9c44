// Reads and checks the YAML in content/. The build (gatsby-config.ts,
// plugins/content-pipeline), the tests and the CMS's content snapshot use this same
// code, so a test renders exactly what the build would accept. The reading and
// the checks are the content reader's (supabase/functions/_shared/content/contentReader.ts),
// which the function's generators use too; the site adds its pictures.
//
// Shared files are checked once. A translated file holds each language's
// words under its code; each published language is checked on its own: a
// language whose part lacks a field fails with a line naming the file, the
// language and the field. No language borrows another's words, and a
// language that is not published is not checked (its translation may be work
// in progress).
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import probeImageSize from "probe-image-size";
import { type LanguagesFile, publishedLanguages } from "./languages";
import { CONTENT_FILES, SHARED_KEYS, TEAM_KEYS, TRANSLATED_KEYS, type SharedKey, type TeamKey, type TranslatedKey } from "./schema";
import { type ContentFile, type FieldSpec, type LanguageOfFile, contentPath, fileLabel } from "./schemaDsl";
import type { CmsSnapshot, LanguageContent, SharedContent, SiteContent, TeamContent } from "./types";
import {
  ContentError,
  type ReadContentFile,
  attempt,
  checkedContent,
  collect,
  languagePartOf,
  languagePartsOf,
  parseContentFile,
  parseYaml,
} from "../../supabase/functions/_shared/content/contentReader.ts";
import { rateCardFileErrors } from "../../supabase/functions/_shared/price/rateCardChecks.ts";
import { RATES_PATH, type RateCard, countryCodesOf } from "../../supabase/functions/_shared/price/rateCardSchema.ts";

export { ContentError };

/** The files of the repository at `root`, as the content reader asks for them. */
const fileReader =
  (root: string): ReadContentFile =>
  (relativePath) => {
    const absolutePath = path.join(root, relativePath);
    return fs.existsSync(absolutePath) ? fs.readFileSync(absolutePath, "utf8") : null;
  };

/** Parses one file, reporting a missing file, or a YAML syntax error with its line and column. */
const parseFile = (key: ContentKeyOfFile, root: string): unknown => parseContentFile(CONTENT_FILES[key], fileReader(root));

type ContentKeyOfFile = SharedKey | TranslatedKey | TeamKey;

/** The kinds of file a picture may be, as their first bytes say (not their names). */
const PICTURE_TYPES = new Set(["jpg", "png", "webp", "avif"]);

/** The picture fields of a file (at its top level), with what each needs. */
const pictureFields = (file: ContentFile) =>
  Object.entries(file.fields).filter(
    (entry): entry is [string, Extract<FieldSpec, { kind: "image" }>] => entry[1].kind === "image",
  );

/**
 * Each picture a file names must be there, be a picture the site can use (its
 * bytes, not its name, say so) and be large enough for where it is shown; one
 * line per problem, naming the content file and the field.
 */
function pictureProblems(file: ContentFile, data: Record<string, unknown>, root: string, language?: LanguageOfFile): string[] {
  const problems: string[] = [];
  for (const [name, spec] of pictureFields(file)) {
    const value = data[name];
    if (typeof value !== "string") continue; // already reported by the validator
    const where = `${fileLabel(file, language)}: ${name}`;
    const picture = path.join(path.dirname(path.join(root, contentPath(file))), value);
    const shown = path.posix.join("content", value);
    if (!fs.existsSync(picture) || !fs.statSync(picture).isFile()) {
      problems.push(`${where}: there is no picture at ${shown} (upload it, or correct the name)`);
      continue;
    }
    const size = probeImageSize.sync(fs.readFileSync(picture));
    if (!size || !PICTURE_TYPES.has(size.type)) {
      problems.push(`${where}: ${shown} is not a picture the site can use (a JPEG, PNG, WebP or AVIF file)`);
    } else if (size.width < spec.minWidth || size.height < spec.minHeight) {
      problems.push(
        `${where}: ${shown} is ${size.width} x ${size.height} pixels, smaller than the ${spec.minWidth} x ${spec.minHeight} it needs (upload a larger one)`,
      );
    }
  }
  return problems;
}

/** A file (or a language's part of it) checked against the schema the GraphQL types are generated from, then its pictures. */
function checked<T>(key: ContentKeyOfFile, data: unknown, root: string, language?: LanguageOfFile): T {
  const file = CONTENT_FILES[key];
  return checkedContent(file, data, language, (fields) => pictureProblems(file, fields, root, language));
}

/**
 * A translated file's pictures are the same in every language (the CMS keeps a
 * copy under each): a language whose copy differs from the default
 * language's is named, so an edit by hand in one language only is caught.
 */
function sharedPictureProblems(shared: SharedContent, byLanguage: Record<string, LanguageContent>): string[] {
  const defaultLanguage = shared.languages.languages.find((language) => language.code === shared.languages.default)!;
  const problems: string[] = [];
  for (const key of TRANSLATED_KEYS) {
    const file = CONTENT_FILES[key];
    for (const [name, spec] of pictureFields(file)) {
      if (!spec.shared) continue;
      const expected = (byLanguage[defaultLanguage.code][key] as Record<string, unknown>)[name];
      for (const language of publishedLanguages(shared.languages)) {
        const value = (byLanguage[language.code][key] as Record<string, unknown>)[name];
        if (value !== expected) {
          problems.push(
            `${fileLabel(file, language)}: ${name} must be the same picture as ${defaultLanguage.name}'s (${String(expected)}): every language shows one picture (change it in ${defaultLanguage.name}, and the same line under every language)`,
          );
        }
      }
    }
  }
  return problems;
}

/** One shared file (content/site.yaml, ...), parsed and validated. */
export function loadSharedFile<K extends SharedKey>(key: K, root = process.cwd()): SharedContent[K] {
  return checked(key, parseFile(key, root), root);
}

/**
 * The languages' parts of a translated file as written: the file must be a
 * group of languages (`en:`, `es:`), each one listed in content/languages.yaml.
 */
export const languageParts = (key: TranslatedKey | TeamKey, data: unknown, languages: LanguagesFile): Record<string, unknown> =>
  languagePartsOf(CONTENT_FILES[key], data, languages);

/** One language's part of a translated file, parsed and validated; a missing part is named as such. */
export function loadLanguageFile<K extends TranslatedKey | TeamKey>(
  key: K,
  language: LanguageOfFile,
  root = process.cwd(),
  languages: LanguagesFile = loadSharedFile("languages", root),
): (LanguageContent & TeamContent)[K] {
  const parts = languageParts(key, parseFile(key, root), languages);
  return checked(key, languagePartOf(CONTENT_FILES[key], parts, language), root, language);
}

/** The shared files, validated; `languages`, when given, is content/languages.yaml as already read and checked. */
export const loadSharedContent = (root = process.cwd(), languages?: LanguagesFile): SharedContent =>
  collect(SHARED_KEYS, (key) => (key === "languages" && languages ? languages : loadSharedFile(key, root))) as SharedContent;

/** Every translated file's part in one language, validated. */
export const loadLanguage = (language: LanguageOfFile, root = process.cwd(), languages?: LanguagesFile): LanguageContent =>
  collect(TRANSLATED_KEYS, (key) => loadLanguageFile(key, language, root, languages)) as LanguageContent;

/**
 * The files the team reads, in the team's language (content/languages.yaml,
 * team), validated. Another language's words in them are work in progress
 * until an editor chooses that language for the team: not checked, as a
 * language not published is not.
 */
export function loadTeamContent(root = process.cwd(), languages: LanguagesFile = loadSharedFile("languages", root)): TeamContent {
  const team = languages.languages.find((language) => language.code === languages.team)!;
  return collect(TEAM_KEYS, (key) => loadLanguageFile(key, team, root, languages)) as TeamContent;
}

/**
 * The shared files, every published language's words and the team's,
 * validated; the problems of all files and languages are reported together.
 * `languages`, when given, is content/languages.yaml as the caller already
 * read and checked it (the build reads it once, in gatsby-config.ts).
 */
export function loadSiteContent(root = process.cwd(), languages?: LanguagesFile): SiteContent {
  const shared = loadSharedContent(root, languages);
  const published = publishedLanguages(shared.languages);
  const problems: string[] = [];
  const byLanguage = attempt(problems, () =>
    collect(
      published.map((language) => language.code),
      (code) => loadLanguage(published.find((language) => language.code === code)!, root, shared.languages),
    ),
  );
  const team = attempt(problems, () => loadTeamContent(root, shared.languages));
  if (byLanguage) problems.push(...sharedPictureProblems(shared, byLanguage));
  if (problems.length > 0 || !byLanguage || !team) throw new ContentError([...new Set(problems)]);
  return { shared, byLanguage, team };
}

/**
 * What the CMS is built with (see CmsSnapshot): the site's content, and of each
 * language not published yet only which files hold its words and which of
 * them are complete.
 */
export function loadCmsSnapshot(root = process.cwd()): CmsSnapshot {
  const site = loadSiteContent(root);
  const drafts: CmsSnapshot["drafts"] = {};
  for (const language of site.shared.languages.languages) {
    if (language.published) continue;
    const withWords: TranslatedKey[] = [];
    const complete: TranslatedKey[] = [];
    for (const key of TRANSLATED_KEYS) {
      try {
        const parts = languageParts(key, parseFile(key, root), site.shared.languages);
        if (!(language.code in parts)) continue;
        withWords.push(key);
        checked(key, parts[language.code], root, language);
        complete.push(key);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
      }
    }
    drafts[language.code] = { withWords, complete };
  }
  const teamLanguages = site.shared.languages.languages
    .filter((language) => {
      try {
        return TEAM_KEYS.every((key) => {
          loadLanguageFile(key, language, root, site.shared.languages);
          return true;
        });
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return false;
      }
    })
    .map((language) => language.code);
  return { ...site, drafts, teamLanguages };
}

/**
 * The rate card, content/rates.yaml, checked against content/countries.yaml;
 * null when there is none (instant prices off). Never part of the site's
 * content (loadSiteContent): no page or CMS script may carry it. Throws
 * ContentError, in the build's lines, when the card is not usable, as the
 * build must; the function's readers never throw (rateCardFromFile in
 * send-contact-email/quote/rateCardFile.ts, rateCardFromContent in
 * supabase/local/content/rateCardFromContent.ts): an unusable card there is off.
 */
export function loadRateCard(root = process.cwd(), countries: SharedContent["countries"] = loadSharedFile("countries", root)): RateCard | null {
  const absolutePath = path.join(root, RATES_PATH);
  if (!fs.existsSync(absolutePath)) return null;
  // YAML's core schema: a date stays the text it was written as (2026-12-31), not a timestamp.
  const data = parseYaml(RATES_PATH, fs.readFileSync(absolutePath, "utf8"), { schema: yaml.CORE_SCHEMA });
  const problems = rateCardFileErrors(data, countryCodesOf(countries));
  if (problems.length > 0) throw new ContentError(problems);
  return data as RateCard;
}
