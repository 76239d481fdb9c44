// Reads the YAML files of content/ and checks each with its description, given
// a way to read a file: the site's build (src/content/load.ts, with Node's fs)
// and the function's generators (supabase/local/content/, with Deno's) read
// content/ with this one code, so a mistake is refused by both in the same
// line, naming the file, the language and the field ("content/track.yaml
// (Español): bookingEmail.subject is required").
//
// A shared file is checked whole. A translated file holds each language's
// words under its code; each language is checked on its own, and a language
// whose part is missing is named as such.
import yaml from "js-yaml";
import type { LanguagesFile } from "../words/siteLanguages.ts";
import {
  type ContentFile,
  contentPath,
  fileLabel,
  type LanguageOfFile,
  validateContent,
  type ValuesOf,
} from "../schema/schemaDsl.ts";

/** A content mistake an editor must fix; `problems` are one line each. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** A file's text by its path from the repository's root (content/site.yaml); null when it is not there. */
export type ReadContentFile = (path: string) => string | null;

/** Parses YAML, reporting a syntax error with the file (as `shownAs` names it), its line and column. */
export function parseYaml(shownAs: string, text: string, options?: yaml.LoadOptions): unknown {
  try {
    return yaml.load(text, options);
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    const { mark, reason } = error as { mark?: { line: number; column: number }; reason: string };
    const where = mark ? `line ${mark.line + 1}, column ${mark.column + 1}: ` : "";
    throw new ContentError([`${shownAs}: ${where}${reason} (check the indentation and quotes)`]);
  }
}

/** One file of content/, parsed; a missing file, or a YAML syntax error with its line and column, is a ContentError. */
export function parseContentFile(file: ContentFile, read: ReadContentFile): unknown {
  const path = contentPath(file);
  const text = read(path);
  if (text === null) {
    throw new ContentError([`${path}: the file is missing (it holds ${file.description.toLowerCase()})`]);
  }
  return parseYaml(path, text);
}

/**
 * The languages' parts of a translated file as written: the file must be a
 * group of languages (`en:`, `es:`), each one listed in content/languages.yaml.
 */
export function languagePartsOf(file: ContentFile, data: unknown, languages: LanguagesFile): Record<string, unknown> {
  const where = contentPath(file);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ContentError([`${where}: the file must hold each language's words under its code (en:, es:, ...)`]);
  }
  const codes = languages.languages.map((language) => language.code);
  const unknown = Object.keys(data).filter((code) => !codes.includes(code));
  if (unknown.length > 0) {
    throw new ContentError(
      unknown.map((code) =>
        `${where}: "${code}" is not one of the languages in content/languages.yaml (${codes.join(", ")})`
      ),
    );
  }
  return data as Record<string, unknown>;
}

/** One language's part of a translated file's parts; a missing part is named as such. */
export function languagePartOf(file: ContentFile, parts: Record<string, unknown>, language: LanguageOfFile): unknown {
  if (!(language.code in parts)) {
    throw new ContentError([
      `${fileLabel(file, language)}: the language is missing from the file (add its words under ${language.code}:)`,
    ]);
  }
  return parts[language.code];
}

/**
 * `data` checked against its file's description (and, once that passes, by
 * `more`: the site's pictures); the problems are a ContentError. Checked, the
 * data has the shape the description gives it.
 */
export function checkedContent<T>(
  file: ContentFile,
  data: unknown,
  language?: LanguageOfFile,
  more?: (data: Record<string, unknown>) => string[],
): T {
  let problems = validateContent(file, data, language);
  if (problems.length === 0 && more) problems = more(data as Record<string, unknown>);
  if (problems.length > 0) throw new ContentError(problems);
  return data as T;
}

/** A shared file of content/, parsed and checked: the values its description gives it. */
export const readSharedFile = <F extends ContentFile>(file: F, read: ReadContentFile): ValuesOf<F["fields"]> =>
  checkedContent(file, parseContentFile(file, read));

/** One language's part of a translated file of content/, parsed and checked: the values its description gives it. */
export function readLanguagePart<F extends ContentFile>(
  file: F,
  language: LanguageOfFile,
  read: ReadContentFile,
  languages: LanguagesFile,
): ValuesOf<F["fields"]> {
  const parts = languagePartsOf(file, parseContentFile(file, read), languages);
  return checkedContent(file, languagePartOf(file, parts, language), language);
}

/** What `load` gives, or undefined with its ContentError's problems added to `problems` (any other error is thrown). */
export function attempt<T>(problems: string[], load: () => T): T | undefined {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

/** Each key's load, every file's problems collected into one ContentError (each line once). */
export function collect<K extends string, V>(keys: readonly K[], load: (key: K) => V): Record<K, V> {
  const problems: string[] = [];
  const loaded: Partial<Record<K, V>> = {};
  for (const key of keys) {
    const value = attempt(problems, () => load(key));
    if (value !== undefined) loaded[key] = value;
  }
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);
  return loaded as Record<K, V>;
}
