// The site's /form-replies.json as the tests' site publishes it: English, and
// two languages whose every sentence is the English one marked with its code
// (one of them right to left), so a test can tell which language it got.
import type { FormReplies, LanguageReplies } from "../../_shared/formReplies.ts";
import { FALLBACK_WORDS } from "../../_shared/formReplyPages.ts";
import type { RepliesSource } from "../../send-contact-email/siteReplies.ts";

const { code: _code, ...english } = FALLBACK_WORDS;

/** Every sentence marked "[es] ...", placeholders kept. */
function marked(code: string, words: LanguageReplies, name: string, direction: "ltr" | "rtl"): LanguageReplies {
  const mark = <T extends Record<string, string>>(group: T) =>
    Object.fromEntries(Object.entries(group).map(([key, value]) => [key, `[${code}] ${value}`])) as T;
  return {
    name,
    direction,
    thankYouPath: `/${code}/thank-you`,
    formPath: `/${code}#contact`,
    fieldLabels: mark(words.fieldLabels),
    fieldErrors: mark(words.fieldErrors),
    page: mark(words.page),
    confirmation: mark(words.confirmation),
  };
}

export const fixtureReplies: FormReplies = {
  version: 1,
  defaultLanguage: "en",
  languages: {
    en: english,
    es: marked("es", english, "Español", "ltr"),
    ar: marked("ar", english, "العربية", "rtl"),
  },
};

/** A source that answers `replies` for every origin, and counts who asked. */
export function fixedReplies(replies: FormReplies | null = fixtureReplies): RepliesSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    forOrigin(origin) {
      asked.push(origin);
      return Promise.resolve(replies);
    },
  };
}
