// /form-replies.json, written by the build from the content of every
// published language (see supabase/functions/_shared/formReplies.ts for why
// the function reads it from the site).
import type { ContactField } from "../../supabase/functions/_shared/contactFields.ts";
import type { FormReplies, LanguageReplies } from "../../supabase/functions/_shared/formReplies.ts";
import { languagePaths, publishedLanguages } from "./languages";
import type { LanguageContent, SiteContent } from "./types";

/** A required field's label without its star ("<label> *" -> "<label>"): the page names the field in a sentence. */
export const withoutRequiredMark = (label: string): string => label.replace(/\s*\*\s*$/, "").trim();

/** One language's part of the file, from its contact section and its form replies. */
export function languageReplies(
  content: Pick<LanguageContent, "contact" | "formReplies">,
  paths: { thankYou: string; home: string },
): Omit<LanguageReplies, "name" | "direction"> {
  const { form } = content.contact;
  const replies = content.formReplies;
  const labels: Record<ContactField, string> = {
    name: form.nameLabel,
    email: form.emailLabel,
    phone: form.phoneLabel,
    shippingCountry: form.countryLabel,
    shippingDetails: form.detailsLabel,
    message: form.messageLabel,
  };
  return {
    thankYouPath: paths.thankYou,
    formPath: `${paths.home}#contact`,
    fieldLabels: Object.fromEntries(Object.entries(labels).map(([field, label]) => [field, withoutRequiredMark(label)])) as Record<
      ContactField,
      string
    >,
    fieldErrors: {
      required: form.requiredError,
      email: form.emailError,
      tooLong: form.tooLongError,
      lineBreak: form.lineBreakError,
      invalidCharacter: form.invalidCharacterError,
    },
    page: {
      checkTitle: replies.checkTitle,
      checkText: replies.checkText,
      youTyped: replies.youTyped,
      backHint: replies.backHint,
      formLink: replies.formLink,
      rateLimitedTitle: replies.rateLimitedTitle,
      rateLimitedText: replies.rateLimitedText,
      tooLargeTitle: replies.tooLargeTitle,
      tooLargeText: replies.tooLargeText,
      unreadableTitle: replies.unreadableTitle,
      unreadableText: replies.unreadableText,
      errorTitle: replies.errorTitle,
      errorText: replies.errorText,
      errorReference: replies.errorReference,
    },
    confirmation: { subject: replies.confirmationSubject, text: replies.confirmationText },
  };
}

/** The file's content for the site's published languages. */
export function buildFormReplies({ shared, byLanguage }: SiteContent): FormReplies {
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
  return { version: 1, defaultLanguage: shared.languages.default, languages };
}
