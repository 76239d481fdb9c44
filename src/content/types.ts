// The shape of each file in content/ once loaded and validated, taken from the
// GraphQL types Gatsby generates from the same schema (src/gatsby-types.d.ts):
// the build's queries, the tests' fixtures and the CMS previews share one type.
import type { LanguagesFile } from "./languages";
import type { CONTENT_FILES, ContentKey, SharedKey, TeamKey, TranslatedKey } from "./schema";
import type { Fields } from "./schemaDsl";

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
  airlines: FileFields<Queries.AirlinesYaml>;
  teamConsole: FileFields<Queries.TeamConsoleYaml>;
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
  quotePage: Queries.QuotePageYaml;
  privacy: Queries.PrivacyYaml;
  track: Queries.TrackYaml;
  booking: Queries.BookingYaml;
  notFound: Queries.NotFoundYaml;
  appError: Queries.AppErrorYaml;
};

type TeamTypes = {
  teamEmails: Queries.TeamEmailsYaml;
};

/** The files that are the same in every language, by their key in CONTENT_FILES. */
export type SharedContent = { [K in SharedKey]: SharedTypes[K] };

/** One language's files, by their key in CONTENT_FILES. */
export type LanguageContent = { [K in TranslatedKey]: FileFields<TranslatedTypes[K]> };

/** The files the team reads, in the team's language, by their key in CONTENT_FILES. */
export type TeamContent = { [K in TeamKey]: FileFields<TeamTypes[K]> };

/** The shared files, each loaded language's files by its code, and the team's words in its language. */
export type SiteContent = { shared: SharedContent; byLanguage: Record<string, LanguageContent>; team: TeamContent };

/**
 * What the CMS is built with: the site's content (its published languages
 * only) and, of each language not published yet, which files hold its words
 * and which of those are complete, never the words themselves: anyone can
 * download /admin/'s script, and a draft translation is the editors' until it
 * is published. The CMS reads drafts through its backend, as any file.
 */
export type CmsSnapshot = SiteContent & {
  drafts: Record<string, { withWords: TranslatedKey[]; complete: TranslatedKey[] }>;
  /** The languages whose words of the team's e-mails are complete: the ones the team's language may be. */
  teamLanguages: string[];
};

// ---------------------------------------------------------------------------
// The generated types are current. Gatsby writes src/gatsby-types.d.ts from the
// schema in schema.ts when it runs (`npm run build`, `npm run develop`); until
// then an edit to schema.ts would be type-checked against the old types. The
// check below compares the names of every file's fields, nested ones included,
// and fails the type check naming the command.

type ItemOf<T> = T extends ReadonlyArray<infer Item> ? NonNullable<Item> : NonNullable<T>;
/** A node's own field names: without Gatsby's (id, parent, ...) and the language a translated file's node derives. */
type NodeFields<T> = Exclude<keyof T, keyof Queries.Node | "language"> & string;

/**
 * "file.field" paths whose names differ between a part of the schema and its
 * generated type, whose names are `Named` (fields made from a list in code
 * with no names in their type have none to compare).
 */
type Differences<F extends Fields, T, Path extends string, Named extends string = keyof T & string> = string extends keyof F
  ? never
  :
  | { [K in Exclude<keyof F & string, Named>]: `${Path}.${K} is not in it` }[Exclude<keyof F & string, Named>]
  | { [K in Exclude<Named, keyof F>]: `${Path}.${K} is no longer in the schema` }[Exclude<Named, keyof F>]
  | { [K in keyof F & Named]: Inside<F[K], ItemOf<T[K & keyof T]>, `${Path}.${K}`> }[keyof F & Named];

/** Not distributed over a union: a text field's spec is every kind of field to the type system. */
type Inside<S, T, Path extends string> = [S] extends [{ kind: "object"; fields: infer G extends Fields }]
  ? Differences<G, T, Path>
  : [S] extends [{ kind: "list"; of: infer Of }]
    ? Inside<Of, ItemOf<T>, Path>
    : never;

type Generated = SharedTypes & TranslatedTypes & TeamTypes;
type Stale = {
  [K in ContentKey]: Differences<(typeof CONTENT_FILES)[K]["fields"], Generated[K], K, NodeFields<Generated[K]>>;
}[ContentKey];

type Current<Verdict extends "current"> = Verdict;
/** Fails the type check, naming what differs and the command, when src/gatsby-types.d.ts is older than schema.ts. */
export type GeneratedTypesAreCurrent = Current<
  [Stale] extends [never]
    ? "current"
    : `src/gatsby-types.d.ts is older than src/content/schema.ts (${Stale}): run \`npm run build\` to make it again`
>;
