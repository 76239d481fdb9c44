// The site's languages (content/languages.yaml) and the addresses of pages in
// each: the default language at the root (/, /thank-you), every other one
// under its code (/es, /es/thank-you). plugins/content-pipeline makes the pages from
// these; the views, the tests and the CMS previews use them too.

import {
  type Direction,
  type LanguagePaths,
  type LanguagesFile,
  type SiteLanguage,
  languagePaths,
  localizedPath,
  publishedLanguages,
} from "../../supabase/functions/_shared/words/siteLanguages.ts";

export { type Direction, type LanguagePaths, type LanguagesFile, type SiteLanguage, languagePaths, localizedPath, publishedLanguages };

/** What a page needs to know of a language. */
export type LanguageInfo = Pick<SiteLanguage, "code" | "name" | "locale" | "direction">;

/** The same page in a language: where it is, and the language's own name for the menu. */
export type Alternate = LanguageInfo & { path: string };

/** Everything about languages a page renders: its own, the links in it, and itself in the other languages. */
export type PageI18n = {
  language: LanguageInfo;
  defaultLanguage: string;
  paths: LanguagePaths;
  /** This page's own address; null for the not-found page, which answers any unknown address. */
  path: string | null;
  /**
   * This page in every published language, this one included, for the language
   * menu and the hreflang links. The not-found page has no address of its own:
   * its alternates are each language's home page.
   */
  alternates: Alternate[];
};

const info = ({ code, name, locale, direction }: SiteLanguage): LanguageInfo => ({ code, name, locale, direction });

/**
 * The languages part of a page's context. `path` is the page's address in the
 * default language (`/`, `/thank-you`), or null for the not-found page.
 */
export function pageI18n(file: LanguagesFile, code: string, path: string | null): PageI18n {
  const published = publishedLanguages(file);
  const language = file.languages.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`content/languages.yaml has no language "${code}"`);
  return {
    language: info(language),
    defaultLanguage: file.default,
    paths: languagePaths(code, file.default),
    path: path === null ? null : localizedPath(path, code, file.default),
    alternates: published.map((other) => ({ ...info(other), path: localizedPath(path ?? "/", other.code, file.default) })),
  };
}

/** What every page's context holds (plugins/content-pipeline/gatsby-node.ts): its language's code, the queries' $language, and the rest of its languages. */
export type PageContext = { language: string; i18n: PageI18n };
