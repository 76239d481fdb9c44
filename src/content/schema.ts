// What each file in content/ must contain, by the key the site knows it by.
// Editors: the descriptions are what each field is for; they also show in
// GraphiQL (http://127.0.0.1:8000/___graphql) and in the CMS.
//
// Shared files (content/site.yaml, languages.yaml, countries.yaml, ...) hold
// what is the same in every language: the company's phone, e-mail and
// address, the site's address, the theme colour, which languages there are,
// the countries. Translated files (content/hero.yaml and the others) hold the
// words, each language's under its code (en:, es:): every field is written in
// that language, the alt texts, search titles and descriptions, form labels
// and messages and the privacy notice included.
//
// The files the function reads too (its words, the airlines, the countries the
// rate card names) are described beside it, in supabase/functions/_shared/content/,
// so that its generator checks them with the same descriptions; the site's
// own are in schema/, by the part of the site they describe.
import { AIRLINES_FILE, COUNTRIES_FILE, LANGUAGES_FILE, SITE_FILE } from "../../supabase/functions/_shared/content/companySchema.ts";
import { FORM_REPLIES_FILE } from "../../supabase/functions/_shared/content/formRepliesSchema.ts";
import { CONTACT_FILE } from "../../supabase/functions/_shared/content/quoteFormSchema.ts";
import { BOOKING_FILE, TRACK_FILE } from "../../supabase/functions/_shared/content/shipmentSchema.ts";
import { TEAM_EMAILS_FILE } from "../../supabase/functions/_shared/content/teamEmailsSchema.ts";
import { THANK_YOU_FILE } from "../../supabase/functions/_shared/content/thankYouSchema.ts";
import { BENEFITS_FILE, COMMON_FILE, FOOTER_FILE, HEADER_FILE, HERO_FILE, SOLUTION_FILE } from "./schema/homePage";
import { APP_ERROR_FILE, NOT_FOUND_FILE, PRIVACY_FILE, QUOTE_PAGE_FILE } from "./schema/pages";
import { TEAM_CONSOLE_FILE } from "./schema/teamConsole";
import type { ContentFile } from "./schemaDsl";

export { ICON_NAMES, type IconName } from "./schema/homePage";

/** Every file of content/ but the rate card (rateCardSchema.ts: never the site's), by the key the site knows it by. */
export const CONTENT_FILES = {
  site: SITE_FILE,
  languages: LANGUAGES_FILE,
  countries: COUNTRIES_FILE,
  airlines: AIRLINES_FILE,
  common: COMMON_FILE,
  header: HEADER_FILE,
  hero: HERO_FILE,
  solution: SOLUTION_FILE,
  benefits: BENEFITS_FILE,
  contact: CONTACT_FILE,
  formReplies: FORM_REPLIES_FILE,
  footer: FOOTER_FILE,
  thankYou: THANK_YOU_FILE,
  quotePage: QUOTE_PAGE_FILE,
  teamEmails: TEAM_EMAILS_FILE,
  privacy: PRIVACY_FILE,
  teamConsole: TEAM_CONSOLE_FILE,
  track: TRACK_FILE,
  booking: BOOKING_FILE,
  notFound: NOT_FOUND_FILE,
  appError: APP_ERROR_FILE,
} as const satisfies Record<string, ContentFile>;

export type ContentKey = keyof typeof CONTENT_FILES;

type FilesWhere<Translated extends boolean> = {
  [K in ContentKey]: (typeof CONTENT_FILES)[K]["translated"] extends Translated ? K : never;
}[ContentKey];

/** The files that are the same in every language. */
export type SharedKey = FilesWhere<false>;
/** The files the team reads: words in the team's language (content/languages.yaml, team), others optional. */
export type TeamKey = {
  [K in ContentKey]: (typeof CONTENT_FILES)[K] extends { teamOnly: true } ? K : never;
}[ContentKey];
/** The files that hold each language's words, under its code, in every published language. */
export type TranslatedKey = Exclude<FilesWhere<true>, TeamKey>;

const keys = Object.keys(CONTENT_FILES) as ContentKey[];
const isTeamFile = (key: ContentKey) => "teamOnly" in CONTENT_FILES[key];
export const SHARED_KEYS = keys.filter((key) => !CONTENT_FILES[key].translated) as SharedKey[];
export const TRANSLATED_KEYS = keys.filter((key) => CONTENT_FILES[key].translated && !isTeamFile(key)) as TranslatedKey[];
export const TEAM_KEYS = keys.filter(isTeamFile) as TeamKey[];

/** The content file of that name (`hero`), as the CMS names its entries. */
export const contentKeyNamed = (name: string): ContentKey | undefined => keys.find((key) => CONTENT_FILES[key].name === name);

/** The content file a path inside content/ is: `hero.yaml` is the hero's. */
export const contentFileAt = (relativePath: string): ContentKey | undefined =>
  relativePath.endsWith(".yaml") ? contentKeyNamed(relativePath.slice(0, -".yaml".length)) : undefined;

/**
 * The GraphQL type of a translated file's node as gatsby-transformer-yaml
 * reads it, all languages together; plugins/content-pipeline makes one node per
 * language from it, of the file's own type (HeroYaml).
 */
export const TRANSLATED_FILE_TYPE = "TranslatedContentYaml";
