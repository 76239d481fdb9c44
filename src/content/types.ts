// The shape of each file in content/ once loaded and validated, taken from the
// GraphQL types Gatsby generates from the same schema (src/gatsby-types.d.ts):
// the build's queries, the tests' fixtures and the CMS previews share one type.
import type { LanguagesFile } from "./languages";
import type { SharedKey, TranslatedKey } from "./schema";

/** A node's own fields, without the id/parent/children/internal Gatsby adds and the language it derives. */
type FileFields<T> = Omit<T, keyof Queries.Node | "language">;

/**
 * A file whose picture fields GraphQL resolves to File nodes (image processing)
 * holds, as written, the picture's path (images/hero.png).
 */
type WithPictures<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

/** A country as content/countries.yaml lists it (the GraphQL type adds its name in each language). */
export type ContentCountry = Pick<Queries.Country, "name" | "code">;

type SharedTypes = {
  site: FileFields<Queries.SiteYaml>;
  /** Checked against the schema, so its directions are ltr or rtl. */
  languages: LanguagesFile;
  countries: { primary: readonly ContentCountry[]; secondary: readonly ContentCountry[] };
};

type TranslatedTypes = {
  common: WithPictures<Queries.CommonYaml, "socialImage">;
  header: Queries.HeaderYaml;
  hero: WithPictures<Queries.HeroYaml, "image">;
  solution: Queries.SolutionYaml;
  benefits: Queries.BenefitsYaml;
  contact: Queries.ContactYaml;
  formReplies: Queries.FormRepliesYaml;
  footer: Queries.FooterYaml;
  thankYou: Queries.ThankYouYaml;
  privacy: Queries.PrivacyYaml;
  notFound: Queries.NotFoundYaml;
  appError: Queries.AppErrorYaml;
};

/** The files that are the same in every language, by their key in CONTENT_FILES. */
export type SharedContent = { [K in SharedKey]: SharedTypes[K] };

/** One language's files, by their key in CONTENT_FILES. */
export type LanguageContent = { [K in TranslatedKey]: FileFields<TranslatedTypes[K]> };

/** The shared files, and each loaded language's files by its code. */
export type SiteContent = { shared: SharedContent; byLanguage: Record<string, LanguageContent> };

/**
 * What the CMS is built with: the site's content (its published languages
 * only) and, of each language not published yet, which files hold its words
 * and which of those are complete, never the words themselves: anyone can
 * download /admin/'s script, and a draft translation is the editors' until it
 * is published. The CMS reads drafts through its backend, as any file.
 */
export type CmsSnapshot = SiteContent & {
  drafts: Record<string, { withWords: TranslatedKey[]; complete: TranslatedKey[] }>;
};
