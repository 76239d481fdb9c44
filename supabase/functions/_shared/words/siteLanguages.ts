// The site's languages (content/languages.yaml) and where each language's
// pages are: the default language at the root (/, /thank-you), every other
// one under its code (/es, /es/thank-you). The site's build makes its pages
// at these addresses (src/content/languages.ts re-exports them); the
// function's words (formReplies.ts) name them, so a plain form post is sent
// to the thank-you page of its language.

export type Direction = "ltr" | "rtl";

/** One entry of content/languages.yaml. */
export type SiteLanguage = { code: string; name: string; locale: string; direction: Direction; published: boolean };

/** content/languages.yaml: the default language, the team's (its e-mails' words), and every language. */
export type LanguagesFile = { default: string; team: string; languages: readonly SiteLanguage[] };

/** The languages that are on the site, in the order the language menu lists them. */
export const publishedLanguages = (file: LanguagesFile): SiteLanguage[] =>
  file.languages.filter((language) => language.published);

/** A page's address in a language: `/thank-you` in the default language, `/es/thank-you` in Spanish, `/es` for its home page. */
export function localizedPath(path: string, code: string, defaultCode: string): string {
  if (code === defaultCode) return path;
  return path === "/" ? `/${code}` : `/${code}${path}`;
}

/** The addresses of the pages every page links to, in the page's language. */
export type LanguagePaths = { home: string; thankYou: string; privacy: string; track: string };

export const languagePaths = (code: string, defaultCode: string): LanguagePaths => ({
  home: localizedPath("/", code, defaultCode),
  thankYou: localizedPath("/thank-you", code, defaultCode),
  privacy: localizedPath("/privacy", code, defaultCode),
  track: localizedPath("/track", code, defaultCode),
});
