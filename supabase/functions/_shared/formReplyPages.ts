// The pages a visitor sees when the site's plain HTML form (no JavaScript)
// posts to the function and the request cannot be accepted, in the language
// of the page it was sent from, with that language's words from the site
// (/form-replies.json; see formReplies.ts). They replace the site's page in
// the visitor's tab, so they stand alone: inline styles only, every value
// escaped, and a way back to the form. The CMS previews them with this code.
// Plain TypeScript with no imports but its neighbours: the function and the
// site's CMS build both use it.
import type { AirWaybillProblem } from "./airWaybill.ts";
import { CONTACT_ERROR, CONTACT_FIELDS, type ContactField } from "./contactFields.ts";
import { fieldErrorText } from "./fieldWords.ts";
import type { FormReplies, LanguageReplies } from "./formReplies.ts";
import { escapeHtml, fillHtml, fillHtmlWith, leftToRight } from "./html.ts";
import { inMinutes } from "./template.ts";

/** Why a form post was refused, with what the page needs to say about it. */
export type FormProblem =
  | {
    kind: "invalidFields";
    /** Error code per field, as validateContactRequest returns them. */
    errors: Record<string, string>;
    /** What the visitor sent, to show back where it helps (the e-mail address). */
    values: Record<string, unknown>;
  }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  /** The database could not take it just now: send it again a little later. */
  | { kind: "unavailable"; retryAfterSeconds: number }
  | { kind: "tooLarge"; maxBytes: number }
  /** Not readable as a form: wrong charset, not UTF-8, wrong method. */
  | { kind: "unreadable" }
  | { kind: "originNotAllowed" }
  | { kind: "internalError"; reference: string };

/** A language's words for the pages, and its code (the page's lang). */
/** A page's words: all but the booking e-mail's, which is never sent in stand-in words (emails/bookingEmail.tsx). */
export type PageWords = Omit<LanguageReplies, "booking"> & { code: string };

/**
 * The words when the site's cannot be read (the site is unreachable, or the
 * request did not come from it): English, the site's default language. The
 * site's own words, in every language, are in its content (content/contact.yaml
 * and content/form-replies.yaml); these only stand in for them.
 */
export const FALLBACK_WORDS: PageWords = {
  code: "en",
  name: "English",
  direction: "ltr",
  thankYouPath: "/thank-you",
  formPath: "/#contact",
  trackPath: "/track",
  labels: {
    name: "Your name",
    email: "Your e-mail address",
    phone: "Your phone number",
    shippingCountry: "Shipping country",
    shippingDetails: "What you are shipping",
    message: "Your message",
    cargoPieces: "Number of pieces",
    cargoLengthCm: "Length (cm)",
    cargoWidthCm: "Width (cm)",
    cargoHeightCm: "Height (cm)",
    cargoVolumeM3: "Total volume (m³)",
    cargoWeightKg: "Total gross weight (kg)",
    cargoContents: "Contents",
    pickupCity: "Supplier’s city in China",
    deliverTo: "Deliver to",
    deliveryPostcode: "Postcode at the destination",
    insure: "Insure the goods (all risks)",
    goodsValue: "Value of the goods",
  },
  errors: {
    required: "This field is required.",
    email: "Please enter one valid e-mail address, like name@company.com.",
    tooLong: "Please keep this under {max} characters.",
    lineBreak: "Please keep this on one line.",
    invalidCharacter: "Please remove the invisible character pasted into this field.",
    number: "Please enter a number, like 12 or 12.5.",
    wholeNumber: "Please enter a whole number.",
    range: "Please enter a number from {min} to {max}.",
    choice: "Please choose from the options shown.",
    volumeOrSize: "Please give either the size of one piece or the total volume, not both.",
    valueToInsure: "Please give the value of the goods to insure them.",
  },
  contents: { batteries: "Lithium batteries", liquids: "Liquids", powders: "Powders", magnets: "Magnets" },
  estimate: {
    estimate: "Estimated chargeable weight: {chargeable} kg",
    estimateDetails:
      "Volumetric weight {volumetric} kg ({divisor} cm³ per kg), gross weight {gross} kg: the greater counts, rounded up to the next half kilogram.",
    estimateNote: "This is an estimate: your shipment is billed on the weight and size measured at our warehouse.",
  },
  page: {
    checkTitle: "Please check your quote request",
    checkText: "Your request has not been sent yet. Please change:",
    youTyped: "You typed “{value}”.",
    backHint: "Your browser’s Back button returns to the form with what you typed.",
    formLink: "Open the quote form again (it starts empty)",
    rateLimitedTitle: "Please wait a little",
    rateLimitedText:
      "We have received several quote requests from your connection or for your e-mail address in the last hour, " +
      "so this one has not been sent. Please try again {time}.",
    tooLargeTitle: "Your request is too long",
    tooLargeText: "What you sent is larger than the form accepts ({size}), so it has not been sent. " +
      "Please shorten your message and send it again.",
    unreadableTitle: "Your request could not be read",
    unreadableText: "Your browser sent the form in a way we cannot read, so it has not been sent. " +
      "Please send it again; if it keeps happening, contact us by e-mail or WhatsApp instead.",
    errorTitle: "Something went wrong on our side",
    errorText:
      "Your request could not be saved. Please try again in a few minutes, or contact us by e-mail or WhatsApp.",
    errorReference: "If you contact us about this error, please mention the reference {reference}.",
    unavailableTitle: "Your request has not been saved yet",
    unavailableText: "We could not save it just now. Please go back and send it again {time}: your browser's Back " +
      "button returns to the form with what you typed.",
  },
  confirmation: {
    subject: "Your quote request {reference}",
    preview: "We have your quote request {reference}: our team will contact you within 24 hours.",
    text: "Thank you for your quote request.\n\nWe have received it and our team will contact you within 24 hours.",
    detailsTitle: "What you told us about your shipment",
    contentsLabel: "Declared contents",
    documentsTitle: "Documents to prepare",
    documentsText: "You declared goods that need documents before they can fly. Please have these ready:",
    documents: {
      batteries:
        "Lithium batteries: a safety data sheet (MSDS/SDS), a UN38.3 test summary and a lithium battery declaration.",
      liquids: "Liquids: a safety data sheet (MSDS/SDS).",
      powders: "Powders: a safety data sheet (MSDS/SDS).",
      magnets: "Magnets: a magnetic field test report.",
    },
    whatsappButton: "Message us on WhatsApp",
    replyButton: "Write to us",
    closing: "If you did not send this request, you can ignore this e-mail.",
  },
  price: {
    title: "Your indicative price",
    weight: "For {weight} kg chargeable weight",
    fromAirport: "From Hong Kong airport",
    fromCity: "Pickup from {city} included",
    fromCityQuoted: "Pickup from {city}: our team will quote it",
    toAirport: "To the destination airport (charges there not included)",
    toDoor: "Import clearance and delivery to your door included",
    toDoorQuoted: "Delivery to your door: our team will quote it",
    insured: "Insurance of your goods included",
    insuredQuoted: "Insurance: our team will quote it",
    transit: "Transit time: {days} days",
    validUntil: "Valid until {date}",
    included: "Included: airfreight, fuel and security surcharges, and handling in Hong Kong.",
    excluded: "Not included: duties and taxes, and dangerous goods.",
    confirm: "Our team will confirm this price within 24 hours.",
    optionsTitle: "Compare the options",
    express: "Express",
    economy: "Economy",
    choose: "Choose",
    chosen: "You chose {service}. Our team will confirm it within 24 hours.",
    chosenBadge: "Your choice",
    choiceFailed: "Your choice could not be sent. Please try again, or reply to our e-mail with the option you want.",
    byReply: "To choose an option, reply to this e-mail with its name.",
  },

  noPrice: {
    off: "Instant prices are not available at the moment: our team will send you a quote within 24 hours.",
    expired: "Our prices are being updated: our team will send you a quote within 24 hours.",
    noChargeableWeight:
      "An instant price needs the number of pieces, their size and the total weight: our team will send you a quote within 24 hours.",
    noZone: "Shipments to this destination are priced by our team: you will have a quote within 24 hours.",
    dangerousGoods:
      "Batteries, liquids, powders and magnets are priced once we have their documents: our team will send you a quote within 24 hours.",
    noPieces: "An instant price needs the number of pieces: our team will send you a quote within 24 hours.",
    beyondLimits: "A shipment of this size or weight is priced by our team: you will have a quote within 24 hours.",
  },
  track: {
    checkTitle: "Please check the air waybill number",
    youTyped: "You typed “{value}”.",
    backLink: "Back to the tracking page",
    unavailableTitle: "Tracking is not available just now",
    unavailableText: "We cannot check air waybill numbers at the moment. Please try again in a few minutes, or write " +
      "to us and we will track your shipment for you.",
    problems: {
      length:
        "An air waybill number has 11 digits (spaces and hyphens do not count). Please check the number on your " +
        "booking e-mail.",
      checkDigit:
        "This number does not add up, so a digit is probably mistyped. Please check it against your booking " +
        "e-mail.",
      unknownAirline: "We do not know the airline whose numbers start with {prefix}. Please check the first three " +
        "digits, or write to us and we will track it for you.",
    },
  },
  thankYou: {
    referenceLabel: "Your reference",
    referenceNote: "Please mention it when you write or message us.",
    directTitle: "Need to reach us sooner?",
    whatsappLabel: "WhatsApp",
    emailLabel: "Email",
  },
};

/** Said to a request that did not come from the site's own form: never in the site's words, it is not the site's page. */
const NOT_ALLOWED = {
  title: "This form cannot be sent from here",
  text:
    "We accept quote requests only from the contact form on our own website, and this request did not come from it. " +
    "Nothing has been sent. If you used the form on our website, go back with your browser’s Back button and try again, " +
    "or contact us by e-mail or WhatsApp.",
};

/** The longest visitor value shown back on a page. */
const ECHO_MAX_LENGTH = 80;

/** "You typed “…”." after an address the visitor mistyped, so the typo is easy to spot. */
function echo(words: PageWords, field: ContactField, code: string, values: Record<string, unknown>): string {
  const value = values[field];
  if (field !== "email" || code !== CONTACT_ERROR.email || typeof value !== "string") return "";
  const shown = value.length > ECHO_MAX_LENGTH ? `${value.slice(0, ECHO_MAX_LENGTH - 1)}…` : value;
  return ` ${fillHtml(words.page.youTyped, { value: shown })}`;
}

const STYLE = "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;" +
  "line-height:1.5;color:#1a202c;background:#f7fafc}" +
  "main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}" +
  "h1{font-size:1.5rem;line-height:1.25;margin-top:0}li{margin:.5rem 0}a{color:#1d4ed8}bdi{unicode-bidi:isolate}" +
  // The forms of the team's lead pages (send-contact-email/leadPages.ts).
  "label,legend{display:block;font-weight:600;margin:1rem 0 .25rem}fieldset{border:0;margin:0;padding:0}" +
  "fieldset label{font-weight:400;margin:.25rem 0}input[type=text]{font:inherit;width:100%;max-width:20rem;" +
  "padding:.5rem;border:1px solid #4a5568;border-radius:6px}button{font:inherit;font-weight:600;margin-top:1.25rem;" +
  "padding:.6rem 1.25rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}" +
  ".hint{margin:.25rem 0 0;color:#4a5568;font-size:.9rem}.problem{color:#b42318;font-weight:600}";

function page(words: PageWords, title: string, body: string[], formUrl: string | null): string {
  return standalonePage(words, title, body, formUrl === null ? null : { href: formUrl, text: words.page.formLink });
}

/**
 * A page the function answers with, standing alone in the visitor's tab:
 * its language and direction, a title, paragraphs of HTML (already escaped),
 * and a link back where there is one to trust. Inline styles only.
 */
export function standalonePage(
  language: { code: string; direction: "ltr" | "rtl" },
  title: string,
  body: string[],
  back: { href: string; text: string } | null,
): string {
  const link = back === null ? "" : `\n<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>`;
  return `<!doctype html>
<html lang="${escapeHtml(language.code)}" dir="${language.direction === "rtl" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body.join("\n")}${link}
</main>
</body>
</html>
`;
}

const paragraph = (html: string) => `<p>${html}</p>`;

/**
 * The page for a refused form post, in `words`' language. `siteOrigin` is the
 * allowed origin the form was posted from, for the link back; null when there
 * is none to trust.
 */
export function renderFormProblemPage(problem: FormProblem, words: PageWords, siteOrigin: string | null): string {
  const formUrl = siteOrigin === null ? null : `${siteOrigin}${words.formPath}`;
  const back = paragraph(escapeHtml(words.page.backHint));
  switch (problem.kind) {
    case "invalidFields": {
      const items = CONTACT_FIELDS.filter((field) => field in problem.errors).map((field) => {
        const code = problem.errors[field];
        const message = escapeHtml(fieldErrorText(words.errors, field, code, words.code));
        return `<li><strong>${escapeHtml(words.labels[field])}:</strong> ${message}${
          echo(words, field, code, problem.values)
        }</li>`;
      });
      return page(words, words.page.checkTitle, [
        paragraph(escapeHtml(words.page.checkText)),
        `<ul>\n${items.join("\n")}\n</ul>`,
        back,
      ], formUrl);
    }
    case "rateLimited": {
      const time = inMinutes(words.code, problem.retryAfterSeconds, "auto");
      return page(
        words,
        words.page.rateLimitedTitle,
        [paragraph(fillHtml(words.page.rateLimitedText, { time })), back],
        formUrl,
      );
    }
    case "unavailable": {
      // "in 1 minute": the sentence already says to go back, so no second hint.
      const time = inMinutes(words.code, problem.retryAfterSeconds, "always");
      return page(
        words,
        words.page.unavailableTitle,
        [paragraph(fillHtml(words.page.unavailableText, { time }))],
        formUrl,
      );
    }
    case "tooLarge": {
      const size = new Intl.NumberFormat(words.code, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 })
        .format(
          Math.floor(problem.maxBytes / 1024),
        );
      return page(
        words,
        words.page.tooLargeTitle,
        [paragraph(fillHtml(words.page.tooLargeText, { size })), back],
        formUrl,
      );
    }
    case "unreadable":
      return page(words, words.page.unreadableTitle, [paragraph(escapeHtml(words.page.unreadableText)), back], formUrl);
    case "originNotAllowed":
      return page(FALLBACK_WORDS, NOT_ALLOWED.title, [paragraph(escapeHtml(NOT_ALLOWED.text))], null);
    case "internalError":
      return page(words, words.page.errorTitle, [
        paragraph(escapeHtml(words.page.errorText)),
        back,
        paragraph(fillHtml(words.page.errorReference, { reference: problem.reference })),
      ], formUrl);
  }
}

/** What the tracking page's plain form gets back instead of the airline's page. */
export type TrackProblem =
  /** The number is wrong: what, the digits it was read as, and what was typed. */
  | { kind: "mistake"; problem: AirWaybillProblem; digits: string; typed: string }
  /** The airlines could not be read from the site: the number was not checked. */
  | { kind: "unavailable" };

/** The longest number shown back on the tracking answer. */
const TRACK_ECHO_MAX_LENGTH = 40;

/**
 * The tracking form's answer page for a wrong number, or for one that could
 * not be checked, in `words`' language; the link back to the site's tracking
 * page when `siteOrigin` is one to trust.
 */
export function renderTrackProblemPage(problem: TrackProblem, words: PageWords, siteOrigin: string | null): string {
  const { track } = words;
  const back = siteOrigin === null ? null : { href: `${siteOrigin}${words.trackPath}`, text: track.backLink };
  if (problem.kind === "unavailable") {
    return standalonePage(words, track.unavailableTitle, [paragraph(escapeHtml(track.unavailableText))], back);
  }
  const { typed } = problem;
  const shown = typed.length > TRACK_ECHO_MAX_LENGTH ? `${typed.slice(0, TRACK_ECHO_MAX_LENGTH - 1)}…` : typed;
  return standalonePage(words, track.checkTitle, [
    paragraph(fillHtml(track.problems[problem.problem], { prefix: problem.digits.slice(0, 3) })),
    // What was typed keeps its order in a right-to-left page (Arabic would turn 160-1234 round).
    ...(typed.trim() ? [paragraph(fillHtmlWith(track.youTyped, { value: leftToRight(shown) }))] : []),
  ], back);
}

/**
 * A language's words for the pages and the e-mails: the site's for `code`, or
 * for its default language when `code` is not one of its languages; the
 * built-in English ones when the site's could not be read.
 */
export function wordsFor(replies: FormReplies | null, code: string | null): PageWords {
  if (!replies) return FALLBACK_WORDS;
  const chosen = code !== null && Object.hasOwn(replies.languages, code) ? code : replies.defaultLanguage;
  return { ...replies.languages[chosen], code: chosen };
}
