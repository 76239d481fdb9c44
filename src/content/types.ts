// The shape of each file in content/ once loaded and validated, taken from the
// GraphQL types Gatsby generates from the same schema (src/gatsby-types.d.ts):
// the build's queries, the tests' fixtures and the CMS previews share one type.
import type { LanguagesFile } from "./languages";
import type { SharedKey, TranslatedKey } from "./schema";

/** A node's own fields, without the id/parent/children/internal Gatsby adds and the language it derives. */
type FileFields<T> = Omit<T, keyof Queries.Node | "language">;

/** A country as content/countries.yaml lists it (the GraphQL type adds its name in each language). */
export type ContentCountry = Pick<Queries.Country, "name" | "code">;

type SharedTypes = {
  site: FileFields<Queries.SiteYaml>;
  /** Checked against the schema, so its directions are ltr or rtl. */
  languages: LanguagesFile;
  countries: { primary: readonly ContentCountry[]; secondary: readonly ContentCountry[] };
};

type TranslatedTypes = {
  common: Queries.CommonYaml;
  header: Queries.HeaderYaml;
  hero: Queries.HeroYaml;
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

/** The site's content plus the complete files of the languages not published yet (the CMS's previews). */
export type EditableContent = { shared: SharedContent; byLanguage: Record<string, Partial<LanguageContent>> };
