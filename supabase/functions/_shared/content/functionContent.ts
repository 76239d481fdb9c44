// The content the function's words are assembled from (replies/formReplies.ts's
// WordsContent), read from content/ and checked with the build's own
// descriptions and reader: content/languages.yaml, site.yaml and
// airlines.yaml; each published language's part of contact.yaml,
// form-replies.yaml, thank-you.yaml, track.yaml and booking.yaml; the team's
// language's part of team-emails.yaml. Each file is checked whole, as the
// build checks it, so content the build refuses is refused here in the
// build's lines. `npm run function-words` and the local backend read content/
// with it (supabase/local/content/functionWordsFromContent.ts).
import type { ContentFile } from "../schema/schemaDsl.ts";
import { publishedLanguages, type SiteLanguage } from "../words/siteLanguages.ts";
import type { LanguageWordsContent, WordsContent } from "../replies/formReplies.ts";
import { AIRLINES_FILE, LANGUAGES_FILE, SITE_FILE } from "./companySchema.ts";
import {
  attempt,
  collect,
  ContentError,
  type ReadContentFile,
  readLanguagePart,
  readSharedFile,
} from "./contentReader.ts";
import { FORM_REPLIES_FILE } from "./formRepliesSchema.ts";
import { CONTACT_FILE } from "./quoteFormSchema.ts";
import { BOOKING_FILE, TRACK_FILE } from "./shipmentSchema.ts";
import { TEAM_EMAILS_FILE } from "./teamEmailsSchema.ts";
import { THANK_YOU_FILE } from "./thankYouSchema.ts";

/** One language's part of each translated file its words are read from, checked (the problems are a ContentError). */
function languageContent(
  language: SiteLanguage,
  read: ReadContentFile,
  languages: WordsContent["shared"]["languages"],
): LanguageWordsContent {
  const problems: string[] = [];
  const part = <F extends ContentFile>(file: F) =>
    attempt(problems, () => readLanguagePart(file, language, read, languages));
  const contact = part(CONTACT_FILE);
  const formReplies = part(FORM_REPLIES_FILE);
  const thankYou = part(THANK_YOU_FILE);
  const track = part(TRACK_FILE);
  const booking = part(BOOKING_FILE);
  if (!contact || !formReplies || !thankYou || !track || !booking) throw new ContentError(problems);
  return { contact, formReplies, thankYou, track, booking };
}

/**
 * What the function's words are assembled from, read with `read` and checked.
 * Throws ContentError with every problem of every file it reads, each in the
 * build's line ("content/track.yaml (Español): bookingEmail.subject is
 * required").
 */
export function functionContentFrom(read: ReadContentFile): WordsContent {
  const problems: string[] = [];
  const languages = attempt(problems, () => readSharedFile(LANGUAGES_FILE, read));
  const site = attempt(problems, () => readSharedFile(SITE_FILE, read));
  const airlines = attempt(problems, () => readSharedFile(AIRLINES_FILE, read));
  if (!languages) throw new ContentError(problems);
  const published = publishedLanguages(languages);
  const byLanguage = attempt(problems, () =>
    collect(
      published.map((language) => language.code),
      (code) => languageContent(published.find((language) => language.code === code)!, read, languages),
    ));
  const team = languages.languages.find((language) => language.code === languages.team)!;
  const teamEmails = attempt(problems, () => readLanguagePart(TEAM_EMAILS_FILE, team, read, languages));
  if (problems.length > 0 || !site || !airlines || !byLanguage || !teamEmails) {
    throw new ContentError([...new Set(problems)]);
  }
  return { shared: { site, languages, airlines }, byLanguage, team: { teamEmails } };
}
