// What the tests' function says: content/'s English words for the visitor,
// read with the reader the generator and the local backend use (supabase/local/
// content/functionWordsFromContent.ts), and two languages whose every sentence is the
// English one marked with its code (one of them right to left), so a test can
// tell which language it got. The team's words (teamWords.ts), the company,
// its contacts, the airlines and the booking e-mail are the fixture's own, so a
// test may write out a team's sentence: an editor's change to content/ never
// fails one. Expectations about the visitor's text come from here.
import type { Airline } from "../../_shared/airWaybill.ts";
import type { FormReplies, LanguageReplies } from "../../_shared/replies/formReplies.ts";
import { functionWordsFromContent } from "../../../local/content/functionWordsFromContent.ts";
import { fixtureTeamWords } from "./teamWords.ts";

/** content/'s words, as `npm run function-words` writes them. */
export const contentWords: FormReplies = functionWordsFromContent();

/** The booking e-mail's words: the fixture's own, with every placeholder. */
export const FIXTURE_BOOKING: LanguageReplies["booking"] = {
  subject: "Booked: {awb}",
  text: "Request {reference} flies with {airline} under {awb}.",
  airlineLabel: "Carrier",
  awbLabel: "Waybill",
  button: "Follow it at {airline}",
  typeNumber: "There, enter {awb}.",
};

const english: LanguageReplies = { ...contentWords.languages.en, booking: FIXTURE_BOOKING };

/** Every sentence in `value`, however deep, marked "[es] ...", placeholders kept. */
export function mark<T>(code: string, value: T): T {
  if (typeof value === "string") return `[${code}] ${value}` as T;
  return Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, mark(code, inner)])) as T;
}

function marked(code: string, words: LanguageReplies, name: string, direction: "ltr" | "rtl"): LanguageReplies {
  const { labels, errors, contents, estimate, lines, page, confirmation, price, noPrice, track, booking, thankYou } =
    words;
  const { bookingErrors, quoteLink, milestone, summary, offerEmail, offerRefusals, specialGoods } = words;
  return {
    name,
    direction,
    thankYouPath: `/${code}/thank-you`,
    formPath: `/${code}#contact`,
    trackPath: `/${code}/track`,
    ...mark(code, {
      labels,
      errors,
      contents,
      estimate,
      lines,
      page,
      confirmation,
      price,
      noPrice,
      track,
      booking,
      thankYou,
    }),
    ...mark(code, { bookingErrors, quoteLink, milestone, summary, offerEmail, offerRefusals, specialGoods }),
  };
}

/** The tests' airlines: one taking the 11 digits in its address, one the prefix and serial apart, one a page without the number. */
export const FIXTURE_AIRLINES: Airline[] = [
  { prefix: "160", name: "Fixture Air Cargo", trackingUrl: "https://cargo.fixture-air.test/track?awb={awb}" },
  { prefix: "020", name: "Split Freight", trackingUrl: "https://split-freight.test/awb/{prefix}/{serial}" },
  { prefix: "618", name: "Plain Page Cargo", trackingUrl: "https://plain-page.test/tracking" },
];

export const fixtureReplies: FormReplies = {
  version: contentWords.version,
  defaultLanguage: "en",
  contact: { phone: "+852 5555 0100", email: "quotes@forwarder.test" },
  company: { name: "Test Forwarder" },
  team: { ...contentWords.team, words: fixtureTeamWords },
  languages: {
    en: english,
    es: marked("es", english, "Español", "ltr"),
    ar: marked("ar", english, "العربية", "rtl"),
  },
  airlines: FIXTURE_AIRLINES,
};
