// What the function says, in every published language: the site's languages,
// where each language's thank-you page, form and tracking page are, the
// company's name and contacts, the airlines, the words the function answers
// with (the pages a plain form post gets when it cannot be accepted, the
// visitor's confirmation e-mail with its indicative price, the booking
// e-mail) and the words of the team's e-mails and pages in the team's
// language. The words are editors' content (content/contact.yaml,
// content/form-replies.yaml, content/thank-you.yaml, content/track.yaml,
// content/team-emails.yaml, content/site.yaml, content/airlines.yaml,
// content/languages.yaml): `npm run function-words` writes them beside the
// function at deploy (send-contact-email/settings/functionWords.ts) and index.ts imports
// them; the local backend and the tests read content/ with the same code
// (supabase/local/content/functionWordsFromContent.ts), which checks it with
// the build's own schema (../content/functionContent.ts) and assembles the
// words here (buildFormReplies). The site's CMS previews assemble
// the same words from the content being edited (languageReplies).
// Plain data and checks: the site and the function share it.
import {
  CARGO_CONTENTS,
  type CargoContent,
  CONTACT_FIELDS,
  type ContactField,
  WORDED_ERRORS,
} from "../contactFields.ts";
import { AIR_WAYBILL_PROBLEMS, type Airline, type AirWaybillProblem, trackingUrlProblem } from "../airWaybill.ts";
import type { ErrorWords } from "../words/fieldWords.ts";
import { isTeamWords, type TeamReplies } from "./teamWords.ts";
import { NO_PRICE_REASONS, type NoPriceWords, PRICE_WORD_KEYS, type PriceWords } from "../price/visitorPrice.ts";
import { SPECIAL_GOODS_WORD_KEYS, type SpecialGoodsWords } from "../price/goodsWords.ts";
import { withoutRequiredMark } from "../words/fieldWords.ts";
import { BOOKING_WORDED_ERRORS, type BookingWordedError } from "../booking/bookingFields.ts";
import { languagePaths, type LanguagesFile, publishedLanguages } from "../words/siteLanguages.ts";
import { isShipmentSummaryWords, type ShipmentSummaryWords, summaryWordsOf } from "../words/shipmentSummary.ts";

/** The words file's shape: a function deployed with a file of another version refuses to start. */
export const FORM_REPLIES_VERSION = 9;

export const PAGE_KEYS = [
  "checkTitle",
  "checkText",
  "youTyped",
  "backHint",
  "formLink",
  "rateLimitedTitle",
  "rateLimitedText",
  "tooLargeTitle",
  "tooLargeText",
  "unreadableTitle",
  "unreadableText",
  "errorTitle",
  "errorText",
  "errorReference",
  "unavailableTitle",
  "unavailableText",
] as const;

/** The visitor's confirmation e-mail: its sentences (see emails/confirmationEmail.tsx). */
export const CONFIRMATION_KEYS = [
  "subject",
  "preview",
  "text",
  "detailsTitle",
  "contentsLabel",
  "documentsTitle",
  "documentsText",
  "whatsappButton",
  "replyButton",
  "closing",
] as const;

/** The tracking page's words the function answers a plain form post with (content/track.yaml). */
export const TRACK_PAGE_KEYS = ["checkTitle", "youTyped", "backLink"] as const;

/** The words of the e-mail a shipper gets when their shipment is booked (content/track.yaml, bookingEmail). */
export const BOOKING_KEYS = ["subject", "text", "airlineLabel", "awbLabel", "button", "typeNumber"] as const;
/** The thank-you page's words the confirmation repeats: the reference's label and note, the contacts' labels. */
export const THANK_YOU_KEYS = [
  "referenceLabel",
  "referenceNote",
  "directTitle",
  "whatsappLabel",
  "emailLabel",
] as const;

/** The confirmation's link to the shipper's quote page (content/booking.yaml, quoteLink). */
export const QUOTE_LINK_KEYS = ["text", "button"] as const;

/** The e-mail of a booked shipment's milestone (content/booking.yaml, milestoneEmail): one line per milestone. */
export const MILESTONE_EMAIL_KEYS = [
  "text",
  "collected",
  "inHongKong",
  "departed",
  "arrived",
  "deliveredDoor",
  "deliveredAirport",
  "timeLabel",
  "quoteButton",
] as const;

/** The e-mail of a firm offer (content/booking.yaml, offerEmail); the price's words give its amounts' lines. */
export const OFFER_EMAIL_KEYS = ["title", "text", "replaces", "pickupIncluded", "noteTitle", "button"] as const;

/** What a booking not at the latest offer is refused with (content/booking.yaml, offerRefusals). */
export const OFFER_REFUSAL_KEYS = ["superseded", "expired", "required"] as const;

/** The words of the weight estimate, as the form shows it and the confirmation repeats it. */
export const ESTIMATE_KEYS = ["estimate", "estimateDetails", "estimateNote"] as const;

/** The words of a line of the packing list (content/contact.yaml, form.cargo), as the form and the pages say them. */
export const LINE_WORD_KEYS = [
  "lineLegend",
  "lineWeight",
  "lineWeightForPiece",
  "lineStackable",
] as const;

export type LanguageReplies = {
  /** The language's name in itself, e.g. Español. */
  name: string;
  direction: "ltr" | "rtl";
  /** Where an accepted plain form post goes, on the site, e.g. /es/thank-you. */
  thankYouPath: string;
  /** The quote form, e.g. /es#contact. */
  formPath: string;
  /** The tracking page, e.g. /es/track. */
  trackPath: string;
  /** Each field's label, as the form shows it without the required mark. */
  labels: Record<ContactField, string>;
  /** The form's message for each error code (see fieldWords.ts). */
  errors: ErrorWords;
  /** What each declared content is called (Lithium batteries). */
  contents: Record<CargoContent, string>;
  estimate: Record<(typeof ESTIMATE_KEYS)[number], string>;
  /** A line of the packing list: its title ({number}) and the labels of its own fields. */
  lines: Record<(typeof LINE_WORD_KEYS)[number], string>;
  /** The shipment's lines in one sentence, "3 lines, 14 pieces, 1.82 m³, 640 kg" (shipmentSummary.ts): its words. */
  summary: ShipmentSummaryWords;
  page: Record<(typeof PAGE_KEYS)[number], string>;
  confirmation: Record<(typeof CONFIRMATION_KEYS)[number], string> & {
    /** The documents each declared content needs before it can fly. */
    documents: Record<CargoContent, string>;
  };
  /** The indicative price's sentences, as the thank-you page shows them (content/thank-you.yaml). */
  price: PriceWords;
  /** Why there is no instant price, one sentence for each reason. */
  noPrice: NoPriceWords;
  /** What a price made with special goods includes, and what the supplier must provide and respect. */
  specialGoods: SpecialGoodsWords;
  /** The tracking page's answer to a wrong number sent without JavaScript: its words, and what each mistake is. */
  track: Record<(typeof TRACK_PAGE_KEYS)[number], string> & { problems: Record<AirWaybillProblem, string> };
  /** The e-mail of a booked shipment: its subject, its paragraph, its labels, its button. */
  booking: Record<(typeof BOOKING_KEYS)[number], string>;
  /** content/thank-you.yaml's words the confirmation repeats. */
  thankYou: Record<(typeof THANK_YOU_KEYS)[number], string>;
  /** What each wrong field of a booking says (content/booking.yaml, errors; bookingRequest.ts fills them). */
  bookingErrors: Record<BookingWordedError, string>;
  /** The confirmation's link to the quote page. */
  quoteLink: Record<(typeof QUOTE_LINK_KEYS)[number], string>;
  /** The e-mail of a milestone of a booked shipment. */
  milestone: Record<(typeof MILESTONE_EMAIL_KEYS)[number], string>;
  /** The e-mail of a firm offer. */
  offerEmail: Record<(typeof OFFER_EMAIL_KEYS)[number], string>;
  /** A booking's refusals about the offer, each naming the latest offer. */
  offerRefusals: Record<(typeof OFFER_REFUSAL_KEYS)[number], string>;
};

export type FormReplies = {
  version: typeof FORM_REPLIES_VERSION;
  defaultLanguage: string;
  /** The company's phone (also its WhatsApp) and e-mail address, as content/site.yaml has them. */
  contact: { phone: string; email: string };
  /** The company's name, at the top of every e-mail beside its logo. */
  company: { name: string };
  languages: Record<string, LanguageReplies>;
  /** The airlines shipments are tracked with (content/airlines.yaml). */
  airlines: Airline[];
  /** The team's language (content/languages.yaml, team) and the words of its e-mails and pages in it. */
  team: TeamReplies;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasStrings = (value: unknown, keys: readonly string[]): boolean =>
  isRecord(value) && keys.every((key) => typeof value[key] === "string" && value[key] !== "");

/** A site path such as /es/thank-you: one leading slash, never a scheme or another host. */
const isSitePath = (value: unknown): value is string => typeof value === "string" && /^\/(?![/\\])[^\s]*$/.test(value);

function isLanguageReplies(value: unknown): value is LanguageReplies {
  return isRecord(value) &&
    typeof value.name === "string" &&
    (value.direction === "ltr" || value.direction === "rtl") &&
    isSitePath(value.thankYouPath) &&
    isSitePath(value.formPath) &&
    isSitePath(value.trackPath) &&
    hasStrings(value.labels, CONTACT_FIELDS) &&
    hasStrings(value.errors, WORDED_ERRORS) &&
    hasStrings(value.contents, CARGO_CONTENTS) &&
    hasStrings(value.estimate, ESTIMATE_KEYS) &&
    hasStrings(value.lines, LINE_WORD_KEYS) &&
    isShipmentSummaryWords(value.summary) &&
    hasStrings(value.page, PAGE_KEYS) &&
    hasStrings(value.confirmation, CONFIRMATION_KEYS) &&
    hasStrings((value.confirmation as Record<string, unknown>).documents, CARGO_CONTENTS) &&
    hasStrings(value.price, PRICE_WORD_KEYS) &&
    hasStrings(value.noPrice, [...NO_PRICE_REASONS, "beyondLimitsLine"]) &&
    hasStrings(value.specialGoods, SPECIAL_GOODS_WORD_KEYS) &&
    hasStrings(value.track, TRACK_PAGE_KEYS) &&
    hasStrings((value.track as Record<string, unknown>).problems, AIR_WAYBILL_PROBLEMS) &&
    hasStrings(value.booking, BOOKING_KEYS) &&
    hasStrings(value.thankYou, THANK_YOU_KEYS) &&
    hasStrings(value.bookingErrors, BOOKING_WORDED_ERRORS) &&
    hasStrings(value.quoteLink, QUOTE_LINK_KEYS) &&
    hasStrings(value.milestone, MILESTONE_EMAIL_KEYS) &&
    hasStrings(value.offerEmail, OFFER_EMAIL_KEYS) &&
    hasStrings(value.offerRefusals, OFFER_REFUSAL_KEYS);
}

/** An airline as the build writes it: a 3-digit prefix, a name, a tracking address the function may send a shipper to. */
const isAirline = (value: unknown): value is Airline =>
  isRecord(value) && typeof value.prefix === "string" && /^[0-9]{3}$/.test(value.prefix) &&
  typeof value.name === "string" && value.name !== "" && typeof value.trackingUrl === "string" &&
  trackingUrlProblem(value.trackingUrl) === null;

const isTeamReplies = (value: unknown): value is TeamReplies =>
  isRecord(value) && typeof value.code === "string" && /^[a-z]{2}$/.test(value.code) &&
  (value.direction === "ltr" || value.direction === "rtl") && isTeamWords(value.words);

/** The words file's content when it has the expected shape (written by this version of the generator), else null. */
export function parseFormReplies(value: unknown): FormReplies | null {
  if (!isRecord(value) || value.version !== FORM_REPLIES_VERSION || typeof value.defaultLanguage !== "string") {
    return null;
  }
  if (!isRecord(value.languages) || !hasStrings(value.contact, ["phone", "email"])) return null;
  if (!Array.isArray(value.airlines) || !value.airlines.every(isAirline)) return null;
  if (!isRecord(value.company) || typeof value.company.name !== "string" || !isTeamReplies(value.team)) return null;
  const entries = Object.entries(value.languages);
  if (!entries.every(([code, replies]) => /^[a-z]{2}$/.test(code) && isLanguageReplies(replies))) return null;
  if (!(value.defaultLanguage in value.languages)) return null;
  return value as FormReplies;
}

/**
 * The language a request is stored and answered in: the code sent, when it is
 * one of the site's languages, else the site's default.
 */
export function resolveLanguage(sent: unknown, replies: FormReplies): string {
  const code = typeof sent === "string" ? sent.trim() : "";
  return Object.hasOwn(replies.languages, code) ? code : replies.defaultLanguage;
}

/**
 * The booking e-mail's words (emails/bookingEmail.tsx), here rather than beside it: the
 * function picks them at every booking, and that file loads React, which the function
 * loads only with its first e-mail (send-contact-email/outbox/outgoing.ts).
 */
export type BookingWords = Pick<LanguageReplies, "booking" | "direction" | "confirmation" | "thankYou"> & {
  code: string;
};

/** The booking e-mail's words in the language `code` (the site's default when it has no such language). */
export function bookingWordsFor(replies: FormReplies, code: string | null): BookingWords {
  const chosen = code !== null && Object.hasOwn(replies.languages, code) ? code : replies.defaultLanguage;
  const { booking, direction, confirmation, thankYou } = replies.languages[chosen];
  return { booking, direction, confirmation, thankYou, code: chosen };
}

/** What one language's words are assembled from: its parts of content/contact.yaml, form-replies.yaml, thank-you.yaml and track.yaml. */
export type LanguageWordsContent = {
  contact: {
    form: {
      labels: Record<ContactField, string>;
      errors: ErrorWords;
      cargo:
        & { contents: Record<CargoContent, string> }
        & LanguageReplies["estimate"]
        & LanguageReplies["lines"]
        & ShipmentSummaryWords;
    };
  };
  formReplies: LanguageReplies["page"] & { confirmation: LanguageReplies["confirmation"] };
  thankYou: Pick<LanguageReplies, "price" | "noPrice" | "specialGoods"> & LanguageReplies["thankYou"];
  track: LanguageReplies["track"] & { bookingEmail: LanguageReplies["booking"] };
  /**
   * content/booking.yaml: the booking form's errors, the quote page's link, the milestone e-mail, the offer's
   * e-mail and refusals (and the form's labels, which only the site reads).
   */
  booking: {
    errors: LanguageReplies["bookingErrors"];
    quoteLink: LanguageReplies["quoteLink"];
    milestoneEmail: LanguageReplies["milestone"];
    offerEmail: LanguageReplies["offerEmail"];
    offerRefusals: LanguageReplies["offerRefusals"];
  };
};

/** What all the words are assembled from: the shared files, each published language's files, the team's words. */
export type WordsContent = {
  shared: {
    site: { companyName: string; phone: string; email: string };
    languages: LanguagesFile;
    airlines: { airlines: readonly Airline[] };
  };
  byLanguage: Record<string, LanguageWordsContent>;
  team: { teamEmails: TeamReplies["words"] };
};

const pick = <K extends string>(keys: readonly K[], from: Record<K, string>): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Record<K, string>;

/** One language's words, from its contact section, its form replies, its thank-you and tracking pages, its booking words. */
export function languageReplies(
  content: LanguageWordsContent,
  paths: { thankYou: string; home: string; track: string },
): Omit<LanguageReplies, "name" | "direction"> {
  const { form } = content.contact;
  const { confirmation } = content.formReplies;
  const { track } = content;
  return {
    thankYouPath: paths.thankYou,
    formPath: `${paths.home}#contact`,
    trackPath: paths.track,
    labels: Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, withoutRequiredMark(form.labels[field])]),
    ) as Record<
      ContactField,
      string
    >,
    errors: form.errors,
    contents: form.cargo.contents,
    estimate: pick(ESTIMATE_KEYS, form.cargo),
    lines: pick(LINE_WORD_KEYS, form.cargo),
    summary: summaryWordsOf(form.cargo),
    page: pick(PAGE_KEYS, content.formReplies),
    confirmation: { ...pick(CONFIRMATION_KEYS, confirmation), documents: confirmation.documents },
    price: content.thankYou.price,
    noPrice: content.thankYou.noPrice,
    specialGoods: content.thankYou.specialGoods,
    track: { ...pick(TRACK_PAGE_KEYS, track), problems: track.problems },
    booking: track.bookingEmail,
    thankYou: pick(THANK_YOU_KEYS, content.thankYou),
    bookingErrors: pick(BOOKING_WORDED_ERRORS, content.booking.errors),
    quoteLink: pick(QUOTE_LINK_KEYS, content.booking.quoteLink),
    milestone: pick(MILESTONE_EMAIL_KEYS, content.booking.milestoneEmail),
    offerEmail: pick(OFFER_EMAIL_KEYS, content.booking.offerEmail),
    offerRefusals: pick(OFFER_REFUSAL_KEYS, content.booking.offerRefusals),
  };
}

/** Everything the function says, for the site's published languages, and the team's words in its language. */
export function buildFormReplies({ shared, byLanguage, team }: WordsContent): FormReplies {
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
    team: { code: teamLanguage.code, direction: teamLanguage.direction, words: team.teamEmails },
  };
}
