// Reads and checks the YAML in content/. The build (gatsby-config.ts,
// gatsby-node.ts), the tests and the CMS's content snapshot use this same
// code, so a test renders exactly what the build would accept.
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
import { type LanguagesFile, publishedLanguages } from "./languages";
import { CONTENT_FILES, SHARED_KEYS, TRANSLATED_KEYS, type SharedKey, type TranslatedKey } from "./schema";
import { type LanguageOfFile, contentPath, fileLabel, validateContent } from "./schemaDsl";
import type { EditableContent, LanguageContent, SharedContent, SiteContent } from "./types";

/** A content mistake an editor must fix; `problems` are one line each. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** Parses one file, reporting a missing file, or a YAML syntax error with its line and column. */
function parseFile(key: SharedKey | TranslatedKey, root: string): unknown {
  const file = CONTENT_FILES[key];
  const relativePath = contentPath(file);
  const absolutePath = path.join(root, relativePath);
  if (!fs.existsSync(absolutePath)) {
    throw new ContentError([`${relativePath}: the file is missing (it holds ${file.description.toLowerCase()})`]);
  }
  try {
    return yaml.load(fs.readFileSync(absolutePath, "utf8"));
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const where = error.mark ? `line ${error.mark.line + 1}, column ${error.mark.column + 1}: ` : "";
      throw new ContentError([`${relativePath}: ${where}${error.reason} (check the indentation and quotes)`]);
    }
    throw error;
  }
}

function checked<T>(key: SharedKey | TranslatedKey, data: unknown, language?: LanguageOfFile): T {
  const problems = validateContent(CONTENT_FILES[key], data, language);
  if (problems.length > 0) throw new ContentError(problems);
  // Validated against the schema the GraphQL types are generated from.
  return data as T;
}

/** One shared file (content/site.yaml, ...), parsed and validated. */
export function loadSharedFile<K extends SharedKey>(key: K, root = process.cwd()): SharedContent[K] {
  return checked(key, parseFile(key, root));
}

/**
 * The languages' parts of a translated file as written: the file must be a
 * group of languages (`en:`, `es:`), each one listed in content/languages.yaml.
 */
export function languageParts(key: TranslatedKey, data: unknown, languages: LanguagesFile): Record<string, unknown> {
  const where = contentPath(CONTENT_FILES[key]);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ContentError([`${where}: the file must hold each language's words under its code (en:, es:, ...)`]);
  }
  const codes = languages.languages.map((language) => language.code);
  const unknown = Object.keys(data).filter((code) => !codes.includes(code));
  if (unknown.length > 0) {
    throw new ContentError(
      unknown.map((code) => `${where}: "${code}" is not one of the languages in content/languages.yaml (${codes.join(", ")})`),
    );
  }
  return data as Record<string, unknown>;
}

/** One language's part of a translated file, parsed and validated; a missing part is named as such. */
export function loadLanguageFile<K extends TranslatedKey>(
  key: K,
  language: LanguageOfFile,
  root = process.cwd(),
  languages: LanguagesFile = loadSharedFile("languages", root),
): LanguageContent[K] {
  const parts = languageParts(key, parseFile(key, root), languages);
  if (!(language.code in parts)) {
    throw new ContentError([`${fileLabel(CONTENT_FILES[key], language)}: the language is missing from the file (add its words under ${language.code}:)`]);
  }
  return checked(key, parts[language.code], language);
}

/** Runs each load, collecting every file's problems into one ContentError. */
function collect<K extends string, V>(keys: readonly K[], load: (key: K) => V): Record<K, V> {
  const problems: string[] = [];
  const loaded: Partial<Record<K, V>> = {};
  for (const key of keys) {
    try {
      loaded[key] = load(key);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);
  return loaded as Record<K, V>;
}

/** The shared files, validated. */
export const loadSharedContent = (root = process.cwd()): SharedContent =>
  collect(SHARED_KEYS, (key) => loadSharedFile(key, root)) as SharedContent;

/** Every translated file's part in one language, validated. */
export const loadLanguage = (language: LanguageOfFile, root = process.cwd(), languages?: LanguagesFile): LanguageContent =>
  collect(TRANSLATED_KEYS, (key) => loadLanguageFile(key, language, root, languages)) as LanguageContent;

/**
 * The shared files and every published language's words, validated; the
 * problems of all files and languages are reported together.
 */
export function loadSiteContent(root = process.cwd()): SiteContent {
  const shared = loadSharedContent(root);
  const published = publishedLanguages(shared.languages);
  const byLanguage = collect(
    published.map((language) => language.code),
    (code) => loadLanguage(published.find((language) => language.code === code)!, root, shared.languages),
  );
  return { shared, byLanguage };
}

/**
 * What the CMS's previews start from: the site's content, and of each
 * language that is not published yet the files whose part is complete (its
 * translation may be work in progress).
 */
export function loadEditableContent(root = process.cwd()): EditableContent {
  const { shared, byLanguage } = loadSiteContent(root);
  const drafts: EditableContent["byLanguage"] = { ...byLanguage };
  for (const language of shared.languages.languages) {
    if (language.published) continue;
    const complete: Partial<LanguageContent> = {};
    for (const key of TRANSLATED_KEYS) {
      try {
        Object.assign(complete, { [key]: loadLanguageFile(key, language, root, shared.languages) });
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
      }
    }
    drafts[language.code] = complete;
  }
  return { shared, byLanguage: drafts };
}
