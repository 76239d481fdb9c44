// The site's /form-replies.json as the tests' site publishes it: English, and
// two languages whose every sentence is the English one marked with its code
// (one of them right to left), so a test can tell which language it got.
import { FORM_REPLIES_VERSION, type FormReplies, type LanguageReplies } from "../../_shared/formReplies.ts";
import { FALLBACK_WORDS } from "../../_shared/formReplyPages.ts";
import type { RepliesSource } from "../../send-contact-email/siteReplies.ts";

const { code: _code, ...english } = FALLBACK_WORDS;

/** Every sentence in `value`, however deep, marked "[es] ...", placeholders kept. */
function mark<T>(code: string, value: T): T {
  if (typeof value === "string") return `[${code}] ${value}` as T;
  return Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, mark(code, inner)])) as T;
}

function marked(code: string, words: LanguageReplies, name: string, direction: "ltr" | "rtl"): LanguageReplies {
  const { labels, errors, contents, estimate, page, confirmation, price, noPrice } = words;
  return {
    name,
    direction,
    thankYouPath: `/${code}/thank-you`,
    formPath: `/${code}#contact`,
    ...mark(code, { labels, errors, contents, estimate, page, confirmation, price, noPrice }),
  };
}

export const fixtureReplies: FormReplies = {
  version: FORM_REPLIES_VERSION,
  defaultLanguage: "en",
  contact: { phone: "+852 5555 0100", email: "quotes@forwarder.test" },
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
