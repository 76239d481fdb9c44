// /form-replies.json, written by the build from the content of every
// published language (see supabase/functions/_shared/formReplies.ts for why
// the function reads it from the site).
import { CONTACT_FIELDS, type ContactField } from "../../supabase/functions/_shared/contactFields.ts";
import { withoutRequiredMark } from "../../supabase/functions/_shared/fieldWords.ts";
import {
  FORM_REPLIES_VERSION,
  type FormReplies,
  type LanguageReplies,
  THANK_YOU_KEYS,
} from "../../supabase/functions/_shared/formReplies.ts";
import type { TeamWords } from "../../supabase/functions/_shared/emails/teamWords.ts";
import { languagePaths, publishedLanguages } from "./languages";
import type { LanguageContent, SiteContent } from "./types";

/** One language's part of the file, from its contact section, its form replies, its thank-you and tracking pages. */
export function languageReplies(
  content: Pick<LanguageContent, "contact" | "formReplies" | "thankYou" | "track">,
  paths: { thankYou: string; home: string; track: string },
): Omit<LanguageReplies, "name" | "direction"> {
  const { form } = content.contact;
  const { confirmation, ...page } = content.formReplies;
  const { checkTitle, youTyped, backLink, unavailableTitle, unavailableText, problems, bookingEmail } = content.track;
  return {
    thankYouPath: paths.thankYou,
    formPath: `${paths.home}#contact`,
    trackPath: paths.track,
    labels: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, withoutRequiredMark(form.labels[field])])) as Record<
      ContactField,
      string
    >,
    errors: form.errors,
    contents: form.cargo.contents,
    estimate: {
      estimate: form.cargo.estimate,
      estimateDetails: form.cargo.estimateDetails,
      estimateNote: form.cargo.estimateNote,
    },
    page,
    confirmation,
    price: content.thankYou.price,
    noPrice: content.thankYou.noPrice,
    track: { checkTitle, youTyped, backLink, unavailableTitle, unavailableText, problems },
    booking: bookingEmail,
    thankYou: Object.fromEntries(THANK_YOU_KEYS.map((key) => [key, content.thankYou[key]])) as LanguageReplies["thankYou"],
  };
}

/** The file's content for the site's published languages, and the team's words in its language. */
export function buildFormReplies({ shared, byLanguage, team }: SiteContent): FormReplies {
  const languages: Record<string, LanguageReplies> = {};
  for (const language of publishedLanguages(shared.languages)) {
    const content = byLanguage[language.code];
    if (!content) throw new Error(`No content loaded for the published language ${language.code}`);
    languages[language.code] = {
      name: language.name,
      direction: language.direction,
      ...languageReplies(content, languagePaths(language.code, shared.languages.default)),
    };
  }
  const teamLanguage = shared.languages.languages.find((language) => language.code === shared.languages.team)!;
  return {
    version: FORM_REPLIES_VERSION,
    defaultLanguage: shared.languages.default,
    contact: { phone: shared.site.phone, email: shared.site.email },
    company: { name: shared.site.companyName },
    languages,
    airlines: shared.airlines.airlines.map(({ prefix, name, trackingUrl }) => ({ prefix, name, trackingUrl })),
    team: { code: teamLanguage.code, direction: teamLanguage.direction, words: team.teamEmails as TeamWords },
  };
}
