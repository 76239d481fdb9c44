// The site's /form-replies.json as the tests' site publishes it: English, and
// two languages whose every sentence is the English one marked with its code
// (one of them right to left), so a test can tell which language it got; the
// team's words are the stand-in English ones (a test that must tell the site's
// from the stand-ins marks them, with `mark`).
import type { Airline } from "../../_shared/airWaybill.ts";
import { STAND_IN_TEAM_WORDS } from "../../_shared/emails/teamWords.ts";
import { FORM_REPLIES_VERSION, type FormReplies, type LanguageReplies } from "../../_shared/formReplies.ts";
import { FALLBACK_WORDS } from "../../_shared/formReplyPages.ts";
import type { RepliesSource } from "../../send-contact-email/siteReplies.ts";

/** The booking e-mail's words (the function has no stand-in for them): the fixture's own, with every placeholder. */
export const FIXTURE_BOOKING: LanguageReplies["booking"] = {
  subject: "Booked: {awb}",
  text: "Request {reference} flies with {airline} under {awb}.",
  airlineLabel: "Carrier",
  awbLabel: "Waybill",
  button: "Follow it at {airline}",
  typeNumber: "There, enter {awb}.",
};

const { code: _code, ...pageWords } = FALLBACK_WORDS;
const english: LanguageReplies = { ...pageWords, booking: FIXTURE_BOOKING };

/** Every sentence in `value`, however deep, marked "[es] ...", placeholders kept. */
export function mark<T>(code: string, value: T): T {
  if (typeof value === "string") return `[${code}] ${value}` as T;
  return Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, mark(code, inner)])) as T;
}

function marked(code: string, words: LanguageReplies, name: string, direction: "ltr" | "rtl"): LanguageReplies {
  const { labels, errors, contents, estimate, page, confirmation, price, noPrice, track, booking, thankYou } = words;
  return {
    name,
    direction,
    thankYouPath: `/${code}/thank-you`,
    formPath: `/${code}#contact`,
    trackPath: `/${code}/track`,
    ...mark(code, { labels, errors, contents, estimate, page, confirmation, price, noPrice, track, booking, thankYou }),
  };
}

/** The tests' airlines: one taking the 11 digits in its address, one the prefix and serial apart, one a page without the number. */
export const FIXTURE_AIRLINES: Airline[] = [
  { prefix: "160", name: "Fixture Air Cargo", trackingUrl: "https://cargo.fixture-air.test/track?awb={awb}" },
  { prefix: "020", name: "Split Freight", trackingUrl: "https://split-freight.test/awb/{prefix}/{serial}" },
  { prefix: "618", name: "Plain Page Cargo", trackingUrl: "https://plain-page.test/tracking" },
];

export const fixtureReplies: FormReplies = {
  version: FORM_REPLIES_VERSION,
  defaultLanguage: "en",
  contact: { phone: "+852 5555 0100", email: "quotes@forwarder.test" },
  company: { name: "Test Forwarder" },
  team: { code: "en", direction: "ltr", words: STAND_IN_TEAM_WORDS },
  languages: {
    en: english,
    es: marked("es", english, "Español", "ltr"),
    ar: marked("ar", english, "العربية", "rtl"),
  },
  airlines: FIXTURE_AIRLINES,
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
