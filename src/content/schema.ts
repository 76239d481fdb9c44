// What each file in content/ must contain. Editors: the descriptions below are
// what each field is for; they also show in GraphiQL (http://127.0.0.1:8000/___graphql)
// and in the CMS.
//
// Shared files (content/site.yaml, languages.yaml, countries.yaml) hold what is
// the same in every language: the company's phone, e-mail and address, the
// site's address, the theme colour, which languages there are, the countries.
// Translated files (content/hero.yaml and the others) hold the words, each
// language's under its code (en:, es:): every field is written in that
// language, the alt texts, search titles and descriptions, form labels and
// messages and the privacy notice included.
// A card's icon is chosen in each language's list of cards, since each
// language's list is its own (a new English card does not wait for its translation).
import {
  CARGO_CONTENTS,
  CONTACT_FIELD_SPECS,
  CONTACT_FIELDS,
  WORDED_ERRORS,
} from "../../supabase/functions/_shared/contactFields.ts";
import { CONFIRMATION_KEYS } from "../../supabase/functions/_shared/words/formReplies.ts";
import { trackingUrlProblem } from "../../supabase/functions/_shared/airWaybill.ts";
import { TEAM_WORD_SPECS, type TeamWordGroup, type WordSpec } from "../../supabase/functions/_shared/emails/team/teamWords.ts";
import { SUMMARY_PLACEHOLDERS } from "../../supabase/functions/_shared/words/shipmentSummary.ts";
import { HERO_IMAGE, SOCIAL_IMAGE } from "./pictures";
import { type ContentFile, type Fields, boolean, image, int, list, object, text } from "./schemaDsl";

/** Icons a card may name: see src/components/Icon.tsx for the pictures. */
export const ICON_NAMES = [
  "plane",
  "globe",
  "map-pin",
  "workflow",
  "clock",
  "piggy-bank",
  "zap",
  "radar",
  "headset",
  "shield-check",
  "file-check",
  "package-check",
  "truck",
  "badge-check",
  "receipt",
  "user-round",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const icon = (description: string) =>
  text(`${description} One of: ${ICON_NAMES.join(", ")}.`, { oneOf: ICON_NAMES });

const card = (description: string) =>
  object(description, {
    icon: icon("Picture shown above the title."),
    title: text("Card title."),
    text: text("One or two sentences under the title.", { long: true }),
  });

/** Longer titles and descriptions are cut off in search results. */
const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 155;

const seoFields = {
  title: text(`Browser tab and search result title (at most ${SEO_TITLE_MAX} characters).`, { maxLength: SEO_TITLE_MAX }),
  description: text(`Search result and link preview description (at most ${SEO_DESCRIPTION_MAX} characters).`, {
    long: true,
    maxLength: SEO_DESCRIPTION_MAX,
  }),
};

const seo = object("What search engines and link previews show for this page.", seoFields);

/** A language's code: two lower-case letters (ISO 639-1). */
const LANGUAGE_CODE = /^[a-z]{2}$/;

/** Checks across the languages: unique codes, a default that is listed and published, a team's language that is listed. */
function checkLanguages(data: Record<string, unknown>): string[] {
  const {
    default: defaultCode,
    team,
    languages,
  } = data as { default: string; team: string; languages: { code: string; published: boolean }[] };
  const problems: string[] = [];
  const seen = new Set<string>();
  languages.forEach(({ code }, index) => {
    if (seen.has(code)) problems.push(`languages[${index}].code "${code}" is listed twice`);
    seen.add(code);
  });
  const chosen = languages.find((language) => language.code === defaultCode);
  if (!chosen) problems.push(`default "${defaultCode}" is not one of the languages listed (${[...seen].join(", ")})`);
  else if (!chosen.published) problems.push(`default "${defaultCode}" must be published: its pages are the site's root`);
  if (!seen.has(team)) problems.push(`team "${team}" is not one of the languages listed (${[...seen].join(", ")})`);
  return problems;
}

/** A label per field of the quote form (supabase/functions/_shared/contactFields.ts). */
const fieldLabels: Fields = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [
    field,
    text(`Label of the ${CONTACT_FIELD_SPECS[field].team.toLowerCase()} field${CONTACT_FIELD_SPECS[field].required ? " (required: keep the *)" : ""}.`),
  ]),
);

/** What each error says; the bounds are filled in as the language writes numbers. */
const ERROR_DESCRIPTIONS: Record<(typeof WORDED_ERRORS)[number], string> = {
  required: "Under an empty required field.",
  email: "Under an e-mail address that is not valid.",
  tooLong: "Under a field that is too long; {max} becomes the limit.",
  lineBreak: "When a one-line field contains a line break.",
  invalidCharacter: "When a field holds an invisible control character (usually pasted).",
  number: "Under a number field holding something that is not a number.",
  wholeNumber: "Under the number of pieces when it has a fraction.",
  range: "Under a number that is too small or too large; {min} and {max} become the field's bounds.",
  choice: "When a value is not one of the options (only a tampered request can do this).",
  volumeOrSize: "Under the total volume when the size of one piece is given too: one or the other.",
  valueToInsure: "Under the goods' value when insurance is ticked and the value is missing.",
  linesOrSize: "Under the lines when the single size, the total volume or the total weight is given too: one or the other.",
};
const errorMessages: Fields = Object.fromEntries(WORDED_ERRORS.map((code) => [code, text(ERROR_DESCRIPTIONS[code])]));

const contentNames: Fields = Object.fromEntries(CARGO_CONTENTS.map((content) => [content, text(`The name of ${content}.`)]));

const deliveryPlaceNames: Fields = {
  airport: text("Beside the first choice: delivered to the destination airport (the shipper clears it there)."),
  door: text("Beside the second choice: import clearance and delivery to the door."),
};

/** What each group of the team's words is for, as the CMS titles it. */
const TEAM_GROUP_DESCRIPTIONS: Record<TeamWordGroup, string> = {
  common: "Words every e-mail to the team uses.",
  lead: "The e-mail of each quote request: its subject, headings, buttons and lines.",
  labels: "The labels of its rows.",
  values: "The values of its rows; {placeholders} become the request's figures.",
  contents: "What each declared content is called.",
  documents: "What each declared content needs before it can fly (after the dangerous goods warning).",
  price: "The indicative price, line by line; {placeholders} become the rate card's figures.",
  breaks: "The rate card's weight breaks.",
  noPrice: "Why a request got no instant price, one phrase per reason (the e-mail and the weekly summary say them so).",
  limits: "Which of the rate card's limits a request is beyond.",
  services: "The services (express, economy) as the team's e-mails name them.",
  covers: "What an indicative price covers of what the visitor asked, and what the team quotes by hand.",
  links: "The button at the end of every e-mail about a lead, to the lead in the team's console (where it is marked answered, booked or lost).",
  choice: "The e-mail sent in the lead's thread when a shipper chooses an option on the thank-you page.",
  bookingRequest: "The e-mail sent in the lead's thread each time a shipper sends a booking request from their quote page.",
  reminder: "The reminder sent in the lead's thread when it is not marked answered in time.",
  lostReasons: "Why a lead was lost, as the weekly summary counts them.",
  source: "Where the lead came from.",
  volumeNotice: "The notice that quote request e-mails are being held (more requests than the hourly ceiling).",
  databaseNotice: "The notice that quote requests are not being stored (the database is away or refuses them).",
  weekly: "The weekly summary sent on Monday mornings.",
  signIn: "The e-mail with the one-time code a team member types to sign in on the team's page.",
};

/** A sentence of the team's e-mails: a line or a paragraph, which must keep its {placeholders}. */
function teamWord({ description, long, needs }: WordSpec) {
  if (!needs) return text(description, { long });
  return text(description, {
    long,
    pattern: new RegExp(`^${needs.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
    hint: `must contain ${needs.map((name) => `{${name}}`).join(" and ")}`,
  });
}

const teamEmailFields: Fields = Object.fromEntries(
  (Object.entries(TEAM_WORD_SPECS) as [TeamWordGroup, Record<string, WordSpec>][]).map(([group, specs]) => [
    group,
    object(
      TEAM_GROUP_DESCRIPTIONS[group],
      Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, teamWord(spec)])),
    ),
  ]),
);

/** A text that must contain each of `names` as {name}, in any order. */
const withPlaceholders = (names: readonly string[]) => ({
  pattern: new RegExp(`^${names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
  hint: `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
});

/**
 * A count's words in each plural form a language has (Intl.PluralRules): the
 * site picks the form of the count in the visitor's language, and `other`
 * when the language's form is not given. English needs one and other; Arabic
 * zero, one, two, few (3 to 10), many (11 to 99) and other (100).
 */
const pluralForms = (description: string, example: string) => {
  const form = (when: string) =>
    text(`${when}; {count} becomes the number. Leave it empty when the language has no such form.`, {
      optional: true,
      ...withPlaceholders(["count"]),
    });
  // A form that only ever stands for one number may say it in words (Arabic سطران, two lines).
  const wordForm = (when: string) =>
    text(`${when}; {count} becomes the number, or say the number in words. Leave it empty when the language has no such form.`, {
      optional: true,
    });
  return object(`${description} Each form says the number as {count}, e.g. ${example}.`, {
    zero: wordForm("For none (Arabic, Latvian)"),
    one: form("For one (and in some languages 21, 31, ...)"),
    two: wordForm("For two (Arabic, Welsh, Slovenian)"),
    few: form("For a few (Arabic 3 to 10, Polish 2 to 4, Czech 2 to 4)"),
    many: form("For many (Arabic 11 to 99, Polish 5 and up)"),
    other: text("For every other number, and for any form left empty; {count} becomes the number.", withPlaceholders(["count"])),
  });
};

/** The confirmation e-mail's sentences (see supabase/functions/_shared/emails/confirmationEmail.tsx). */
const CONFIRMATION_DESCRIPTIONS: Record<(typeof CONFIRMATION_KEYS)[number], [string, { long?: boolean; pattern?: RegExp; hint?: string }?]> = {
  subject: ["Its subject, also its heading; {reference} becomes the request's reference."],
  preview: ["The line inboxes show after the subject; {reference} becomes the reference.", { long: true }],
  text: ["Its first paragraphs (separate them with an empty line): thanks, and when we will reply.", { long: true }],
  detailsTitle: ["Title above what the visitor declared about the cargo (numbers and ticked contents only)."],
  contentsLabel: ["Before the contents the visitor ticked, e.g. Declared contents."],
  documentsTitle: ["Title above the documents dangerous goods need (only when some were declared)."],
  documentsText: ["Line under that title.", { long: true }],
  whatsappButton: ["Button that opens WhatsApp with the company's number (content/site.yaml)."],
  replyButton: ["Button that writes an e-mail to the company's address (content/site.yaml)."],
  closing: ["Its last line, e.g. what to do if the visitor did not send the request."],
};
const confirmationFields: Fields = {
  ...Object.fromEntries(
    Object.entries(CONFIRMATION_DESCRIPTIONS).map(([key, [description, options]]) => [key, text(description, options)]),
  ),
  documents: object(
    "What each declared content needs before it can fly.",
    Object.fromEntries(CARGO_CONTENTS.map((content) => [content, text(`Documents for ${content}.`, { long: true })])),
  ),
};

/** ISO 3166 codes the standard country names know. */
const knownRegion = (code: string) => new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) !== undefined;

/** Checks across both groups of countries: every name and code once, every code a real country. */
function checkCountries(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const codes = new Set<string>();
  for (const group of ["primary", "secondary"] as const) {
    (data[group] as { name: string; code: string }[]).forEach(({ name, code }, index) => {
      if (names.has(name)) problems.push(`${group}[${index}].name "${name}" is listed twice`);
      if (codes.has(code)) problems.push(`${group}[${index}].code "${code}" is listed twice`);
      else if (!knownRegion(code)) problems.push(`${group}[${index}].code "${code}" is not a country code (ISO 3166, like US or DE)`);
      names.add(name);
      codes.add(code);
    });
  }
  return problems;
}

/** Checks across the airlines: every prefix once, every tracking address usable. */
function checkAirlines(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const prefixes = new Set<string>();
  (data.airlines as { prefix: string; trackingUrl: string }[]).forEach(({ prefix, trackingUrl }, index) => {
    if (prefixes.has(prefix)) problems.push(`airlines[${index}].prefix "${prefix}" is listed twice`);
    prefixes.add(prefix);
    const problem = trackingUrlProblem(trackingUrl);
    if (problem) problems.push(`airlines[${index}].trackingUrl ${problem}`);
  });
  return problems;
}

const country = object(
  "A country: its English name and its code.",
  {
    name: text("The country in English, as the form sends it and the team reads it, e.g. United States."),
    code: text("Its two-letter ISO 3166 code, e.g. US; every other language shows the country's standard name in that language.", {
      pattern: /^[A-Z]{2}$/,
      hint: "must be a two-letter country code in capitals, like US",
    }),
  },
  { typeName: "Country" },
);

/** The team's console (/team): English only, so a shared file (never translated). */
const teamConsoleFields = {
  title: text("The browser tab's title; the page is never listed by search engines."),
  heading: text("Main heading."),
  needsJavaScript: text("The only sentence of the page without JavaScript: the console needs it.", { long: true }),
  working: text("Said while the console waits for the server."),
  networkError: text("Said when the server could not be reached or answered something unexpected."),
  signIn: object("Signing in: an e-mail address, then the 6-digit code sent to it.", {
    title: text("Heading of the sign-in form."),
    intro: text("Line under that heading.", { long: true }),
    emailLabel: text("Label of the e-mail address."),
    sendButton: text("Button that sends the code to that address."),
    sent: text("Said once the code is sent; {email} becomes the address.", { long: true, pattern: /\{email\}/, hint: "must contain {email}" }),
    codeLabel: text("Label of the code field."),
    codeHint: text("Under the code field, e.g. 6 digits, valid for a few minutes."),
    verifyButton: text("Button that signs in with the code."),
    otherEmailButton: text("Button that goes back to type another e-mail address."),
    invalidCode: text("Said when the code is wrong or has expired."),
    codeFormat: text("Said when the code typed is not 6 digits."),
    sessionEnded: text("Said when the session has ended and the team member must sign in again."),
  }),
  signOutButton: text("Button that signs out (forgets the session in this tab)."),
  leads: object("The list of leads.", {
    title: text("Heading above the list."),
    caption: text("The table's caption (read by screen readers), e.g. Open leads, oldest first."),
    captionAll: text("The caption when every lead is shown."),
    showAll: text("Button that shows every lead, closed ones too."),
    showOpen: text("Button that shows the open leads only."),
    more: text("Button that loads the next leads."),
    empty: text("Said when there is no lead to show."),
    reference: text("Heading of the reference column."),
    received: text("Heading of the column of when the lead came in (Hong Kong time)."),
    age: text("Heading of the age column (against the 24-hour promise)."),
    country: text("Heading of the country column."),
    weight: text("Heading of the chargeable weight column."),
    chosen: text("Heading of the option chosen column."),
    status: text("Heading of the status column."),
    hours: text("A lead's age; {hours} becomes the hours.", { pattern: /\{hours\}/, hint: "must contain {hours}" }),
    late: text("Beside the age of a lead past 20 hours and not answered (not only the red colour says it)."),
    bookingRequested: text("Beside the status of a lead whose shipper has asked to book (not only the colour says it)."),
    kilograms: text("A chargeable weight; {kg} becomes the kilograms.", { pattern: /\{kg\}/, hint: "must contain {kg}" }),
    none: text("Shown where there is nothing (no weight, no option chosen)."),
  }),
  statuses: object("Where a lead stands, as the console says it.", {
    new: text("A new lead, not answered yet."),
    answered: text("Answered."),
    booked: text("Booked."),
    lost: text("Lost."),
  }),
  services: object("The options a shipper can choose, as the console names them.", {
    express: text("Express."),
    economy: text("Economy."),
  }),
  lostReasons: object("Why a lead was lost: the choices of the Lost form.", {
    price: text("The price."),
    transitTime: text("The transit time."),
    noReply: text("No reply from the shipper."),
    other: text("Another reason."),
  }),
  lead: object("One lead.", {
    back: text("Link back to the list of leads."),
    title: text("Heading of a lead's page; {reference} becomes its reference.", { pattern: /\{reference\}/, hint: "must contain {reference}" }),
    notFound: text("Said when there is no lead of that reference."),
    status: text("Label of where the lead stands."),
    received: text("Label of when it came in."),
    visitorLanguage: text("Label of the visitor's language."),
    awb: text("Label of its air waybill number (once booked)."),
    lostReason: text("Label of why it was lost."),
    requestTitle: text("Heading of what the visitor sent."),
    name: text("Label of the visitor's name."),
    email: text("Label of the visitor's e-mail address."),
    phone: text("Label of the visitor's phone number."),
    shippingCountry: text("Label of the destination country."),
    shippingDetails: text("Label of the shipping details."),
    message: text("Label of the visitor's message."),
    deliverTo: text("Label of where the visitor asked the goods delivered."),
    deliverToAirport: text("Delivered to the destination airport."),
    deliverToDoor: text("Delivered to the door."),
    insure: text("Label of whether the visitor asked for insurance."),
    yes: text("Yes (insurance asked for)."),
    no: text("No (insurance not asked for)."),
    priceTitle: text("Heading of the indicative price."),
    noPrice: text("Said when the lead got no indicative price."),
    chosen: text("Label of the option the shipper chose."),
    historyTitle: text("Heading of the lead's history."),
    historyEntry: text("One change of the history; {member}, {at}, {from} and {to} become who, when, and the statuses.", {
      pattern: /\{to\}/,
      hint: "must contain {to}",
    }),
    noHistory: text("Said when nothing has been done with the lead yet."),
  }),
  booking: object("The shipper's booking request, on a lead's page.", {
    title: text("Heading of the booking request."),
    service: text("Label of the option to book."),
    cargoReadyDate: text("Label of the day the cargo is ready."),
    supplier: text("Label of the supplier in China (where to collect)."),
    consignee: text("Label of the consignee (door delivery)."),
    notes: text("Label of the shipper's notes."),
    requestedAt: text("Label of when the shipper sent it (Hong Kong time)."),
    changesLeft: text("Label of how many more times the shipper may correct it."),
    party: text("A supplier or consignee; {company}, {contact}, {phone} and {address} become theirs.", {
      pattern: /\{company\}/,
      hint: "must contain {company}",
    }),
  }),
  milestones: object("The shipment's milestones once booked: the list and the form that records the next one.", {
    title: text("Heading of the milestones."),
    none: text("Said when no milestone is recorded yet."),
    entry: text("One milestone; {milestone} and {at} become which and when (Hong Kong time).", {
      pattern: /\{milestone\}/,
      hint: "must contain {milestone}",
    }),
    flight: text("After a milestone with a flight; {flight} becomes its number.", { pattern: /\{flight\}/, hint: "must contain {flight}" }),
    collected: text("Collected from the supplier."),
    inHongKong: text("Received in Hong Kong."),
    departed: text("Departed (on a flight)."),
    arrived: text("Arrived at the destination airport."),
    delivered: text("Delivered (to the door, or ready for collection at the airport)."),
    formTitle: text("Heading of the form that records the next milestone."),
    record: text("Button that records the next milestone; {milestone} becomes it.", {
      pattern: /\{milestone\}/,
      hint: "must contain {milestone}",
    }),
    flightLabel: text("Label of the flight number (asked when the shipment departs)."),
    flightHint: text("Under that field, e.g. CX 170."),
    done: text("Said once a milestone is recorded; {milestone} becomes it.", { pattern: /\{milestone\}/, hint: "must contain {milestone}" }),
    outOfOrder: text("Said when that milestone, or a later one, is already recorded; {milestone} becomes the last one recorded.", {
      pattern: /\{milestone\}/,
      hint: "must contain {milestone}",
    }),
  }),
  actions: object("What can be done with a lead: its forms.", {
    title: text("Heading above the actions."),
    answered: text("Button that marks the lead answered."),
    booked: text("Button that marks the lead booked with the air waybill number."),
    correct: text("Button that corrects the air waybill number of a booked lead."),
    awbLabel: text("Label of the air waybill number."),
    awbHint: text("Under that field, e.g. 11 digits."),
    lost: text("Button that marks the lead lost with the reason."),
    reasonLabel: text("Label of the reason."),
    reasonChoose: text("The reason's first choice, before one is chosen."),
    done: text("Said once the lead is marked; {status} becomes where it stands now.", { pattern: /\{status\}/, hint: "must contain {status}" }),
    conflict: text("Said when someone has already moved the lead; {status} becomes where it stands.", {
      pattern: /\{status\}/,
      hint: "must contain {status}",
    }),
  }),
} satisfies Fields;

export const CONTENT_FILES = {
  site: {
    name: "site",
    translated: false,
    typeName: "SiteYaml",
    label: "Company and contact details",
    description: "Company details and contact constants, the same in every language",
    fields: {
      companyName: text("Company name, shown in the logo, footer and search results (the same in every language)."),
      siteUrl: text("The public address of the site, without a trailing slash.", {
        pattern: /^https?:\/\/[^\s/]+(\/[^\s]*)?[^/\s]$/,
        hint: "must be a full address like https://www.example.com without a trailing slash",
      }),
      phone: text("Phone and WhatsApp number in international form, e.g. +852 1234 5678.", {
        pattern: /^\+[0-9][0-9 ()-]{6,20}$/,
        hint: "must start with + and the country code, then digits and spaces",
      }),
      email: text("E-mail address for enquiries.", {
        pattern: /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/,
        hint: "must be one e-mail address like quotes@example.com",
      }),
      address: object("The business address, as search engines show it.", {
        locality: text("Town or city, e.g. Hong Kong."),
        countryCode: text("Country as its two-letter code, e.g. HK.", {
          pattern: /^[A-Z]{2}$/,
          hint: "must be a two-letter country code in capitals, like HK",
        }),
      }),
      copyrightYear: int("Year in the footer's copyright line.", { min: 2000, max: 2100 }),
      themeColor: text("Browser toolbar colour on phones, as #RRGGBB.", {
        pattern: /^#[0-9A-Fa-f]{6}$/,
        hint: "must be a colour like #0B1F3A",
      }),
    },
  },
  languages: {
    name: "languages",
    translated: false,
    typeName: "LanguagesYaml",
    label: "Languages",
    description: "The languages of the site and which one is at its root",
    fields: {
      default: text("Code of the default language, whose pages are at the site's root (/, /thank-you); e.g. en.", {
        pattern: LANGUAGE_CODE,
        hint: "must be a language code of two lower-case letters, like en",
      }),
      team: text(
        "Code of the language the team reads its e-mails in (each quote request, the notices, the weekly summary), e.g. en: Team e-mails must have its words.",
        { pattern: LANGUAGE_CODE, hint: "must be a language code of two lower-case letters, like en" },
      ),
      languages: list(
        "The site's languages, in the order the language menu lists them.",
        object("A language.", {
          code: text("Two-letter code (ISO 639-1), e.g. es: the key of its words in each file (es:) and the start of its addresses (/es).", {
            pattern: LANGUAGE_CODE,
            hint: "must be a language code of two lower-case letters, like es",
          }),
          name: text("The language's name in itself, as the language menu shows it, e.g. Español."),
          locale: text("Language and country for link previews (Open Graph), e.g. es_ES.", {
            pattern: /^[a-z]{2}_[A-Z]{2}$/,
            hint: "must be a language and a country code joined by _, like es_ES",
          }),
          direction: text("Writing direction: ltr (left to right) or rtl (right to left, e.g. Arabic).", { oneOf: ["ltr", "rtl"] }),
          published: boolean("On the site: its pages are built and listed. Off: only editors see it, in the CMS, until it is ready."),
        }),
      ),
    },
    check: checkLanguages,
  },
  countries: {
    name: "countries",
    translated: false,
    typeName: "CountriesYaml",
    label: "Countries in the quote form",
    description: "Destinations offered in the quote form, the same in every language",
    fields: {
      primary: list("Most common destinations, shown first.", country),
      secondary: list("Other destinations, shown after a divider.", country),
    },
    check: checkCountries,
  },
  airlines: {
    name: "airlines",
    translated: false,
    typeName: "AirlinesYaml",
    label: "Airlines",
    description: "The airlines whose cargo tracking pages the site sends shippers to, the same in every language",
    fields: {
      airlines: list(
        "The airlines: a shipper's air waybill number starts with one of their prefixes (the tracking page, and the e-mail a shipper gets when their shipment is booked).",
        object(
          "An airline.",
          {
            prefix: text("Its 3-digit air waybill prefix, e.g. 160 (the first three digits of its air waybill numbers).", {
              pattern: /^[0-9]{3}$/,
              hint: "must be three digits, like 160",
            }),
            name: text("Its name as shippers know it, e.g. Cathay Cargo."),
            trackingUrl: text(
              "Its cargo tracking page, from its own website: write {awb} where its address takes the 11 digits (or {prefix} and {serial} for the 3 and the 8), or leave them out for a page where shippers type the number.",
              { pattern: /^https:\/\/\S+$/, hint: "must be a web address starting with https://" },
            ),
          },
          { typeName: "Airline" },
        ),
      ),
    },
    check: checkAirlines,
  },
  common: {
    name: "common",
    translated: true,
    typeName: "CommonYaml",
    label: "Every page: search and sharing",
    description: "Words every page uses: the home page's search result, the link preview, the skip link",
    fields: {
      seo: object("What search engines and link previews show for the home page.", seoFields),
      socialImage: image(
        "The picture shown when the site is shared (WhatsApp, LinkedIn, WeChat), the same in every language: cut to 1200 x 630 by the build. Upload at least 1200 x 630 pixels, JPEG, PNG, WebP or AVIF, under 20 MB.",
        { minWidth: SOCIAL_IMAGE.width, minHeight: SOCIAL_IMAGE.height, shared: true },
      ),
      socialImageAlt: text("What the link-preview picture shows, for people who cannot see it."),
      skipLinkLabel: text("Keyboard users' link that jumps past the header."),
    },
  },
  header: {
    name: "header",
    translated: true,
    typeName: "HeaderYaml",
    label: "Header and menu",
    description: "The sticky header",
    fields: {
      logoLabel: text("What screen readers announce for the logo link to the home page."),
      navigationLabel: text("What screen readers call the menu."),
      links: list(
        "Menu links to sections of the home page.",
        object("A menu link.", {
          label: text("Link text."),
          target: text("Section id to jump to, e.g. solution.", {
            pattern: /^[a-z][a-z0-9-]*$/,
            hint: "must be a section id in lower case, e.g. benefits",
          }),
        }),
      ),
      openMenuLabel: text("Phone menu button, when the menu is closed (read by screen readers)."),
      closeMenuLabel: text("Phone menu button, when the menu is open (read by screen readers)."),
      languageLabel: text("Name of the language menu, e.g. Language (read by screen readers; a heading in the phone menu)."),
    },
  },
  hero: {
    name: "hero",
    translated: true,
    typeName: "HeroYaml",
    label: "First section (hero)",
    description: "The first section of the home page",
    fields: {
      eyebrow: text("Short line above the headline."),
      headline: text("The main headline."),
      subheadline: text("The paragraph under the headline.", { long: true }),
      primaryCta: text("Button that scrolls to the contact form."),
      secondaryCta: text("Button that scrolls to the solution section."),
      image: image(
        "The picture beside the headline, the same in every language: shown 4:3 (cut to it, its middle kept) and made into sizes for phones and desktops by the build. Upload at least 1152 x 864 pixels, JPEG, PNG, WebP or AVIF, under 20 MB.",
        { minWidth: HERO_IMAGE.width * 2, minHeight: (HERO_IMAGE.width * 2) / HERO_IMAGE.aspectRatio, shared: true },
      ),
      imageAlt: text("What the picture shows, for screen readers."),
      highlights: list(
        "Key figures under the buttons.",
        object("A key figure.", {
          value: text("The figure, e.g. 48-72h."),
          label: text("What the figure means."),
        }),
        { max: 4 },
      ),
    },
  },
  solution: {
    name: "solution",
    translated: true,
    typeName: "SolutionYaml",
    label: "Our Solution",
    description: "Why ship through Hong Kong (section id solution)",
    fields: {
      eyebrow: text("Short line above the heading."),
      heading: text("Section heading."),
      intro: text("Paragraph under the heading.", { long: true }),
      challenges: object("The problems of shipping direct from mainland China.", {
        title: text("Title of the challenges column."),
        items: list("The challenges.", object("A challenge.", { title: text("Challenge."), text: text("Explanation.", { long: true }) })),
      }),
      advantages: object("What Hong Kong does better.", {
        title: text("Title of the Hong Kong column."),
        items: list("The advantages.", object("An advantage.", { title: text("Advantage."), text: text("Explanation.", { long: true }) })),
      }),
      cards: list("Feature cards under the comparison.", card("A feature card.")),
    },
  },
  benefits: {
    name: "benefits",
    translated: true,
    typeName: "BenefitsYaml",
    label: "Benefits",
    description: "The benefits of shipping with us (section id benefits)",
    fields: {
      eyebrow: text("Short line above the heading."),
      heading: text("Section heading."),
      intro: text("Paragraph under the heading.", { long: true }),
      cards: list(
        "Benefit cards.",
        object("A benefit card.", {
          icon: icon("Picture shown above the title."),
          title: text("Card title."),
          text: text("One or two sentences under the title.", { long: true }),
          trackingLink: text("A link under the text to the tracking page (/track), e.g. Track a shipment; leave it empty for none.", {
            optional: true,
          }),
        }),
      ),
      banner: object("Call-to-action banner under the cards.", {
        title: text("Banner headline."),
        text: text("Banner paragraph.", { long: true }),
        button: text("Button that scrolls to the contact form."),
      }),
    },
  },
  contact: {
    name: "contact",
    translated: true,
    typeName: "ContactYaml",
    label: "Contact and quote form",
    description: "The contact section and its quote form (section id contact)",
    fields: {
      eyebrow: text("Short line above the heading."),
      heading: text("Section heading."),
      intro: text("Paragraph under the heading.", { long: true }),
      whatsappLabel: text("Label of the WhatsApp number."),
      emailLabel: text("Label of the e-mail address."),
      whyChooseUs: object("The Why Choose Us list.", {
        title: text("List title."),
        items: list("Reasons.", text("A reason.")),
      }),
      form: object("The quote request form.", {
        title: text("Heading above the form."),
        labels: object("Each field's label, as the form shows it above the field (keep the * of a required field).", fieldLabels),
        countryPlaceholder: text("First, empty choice of the country list."),
        detailsPlaceholder: text("Example shown in the empty what-are-you-shipping field."),
        messagePlaceholder: text("Example shown in the empty message field.", { long: true }),
        cargo: object("The optional Cargo details group: what prices an airfreight job.", {
          summary: text("The group's title, which opens and closes it."),
          intro: text("Line at the top of the open group.", { long: true }),
          piecesHint: text("Line under the number of pieces, e.g. Cartons or pallets."),
          totalsLegend: text("Title above the packing list's totals (pieces, total volume, total weight): for a shipper with no sizes."),
          volumeHint: text("Line under the total volume: instead of the lines, for a shipper with no sizes.", {
            long: true,
          }),
          weightHint: text("Line under the gross weight."),
          lineLegend: text("Title of each line of the packing list (pieces of one size); {number} becomes its number.", {
            pattern: /\{number\}/,
            hint: "must contain {number}",
          }),
          lineWeight: text("Label of a line's gross weight."),
          lineWeightForPiece: text("Beside the check box under a line's weight: ticked, the weight typed is one piece's (unticked, all the line's pieces together)."),
          lineStackable: text("Beside a line's check box, ticked by default: other cargo can be stacked on its pieces."),
          anotherSize: text("Title of the closed group under the first line that holds the next lines (opened to give another size)."),
          addLine: text("Button that adds a line (with JavaScript; up to ten)."),
          removeLine: text("Button that removes a line; {number} becomes its number.", { pattern: /\{number\}/, hint: "must contain {number}" }),
          lineAdded: text("Said to a screen reader once a line is added (the focus goes to its pieces); {number} becomes its number.", {
            pattern: /\{number\}/,
            hint: "must contain {number}",
          }),
          lineRemoved: text(
            "Said to a screen reader once a line is removed (the lines after it move up, and take its number); {number} becomes its number.",
            { pattern: /\{number\}/, hint: "must contain {number}" },
          ),
          presetLabel: text("Label of each line's list of common sizes a line can start from (with JavaScript)."),
          presetNone: text("First choice of that list: no common size, the shipper's own."),
          presets: list(
            "Common sizes a line can start from (pallets, the cartons suppliers use most); the shipper changes what they need.",
            object("A common size.", {
              name: text("What it is called, e.g. Euro pallet."),
              size: text("Its sides in cm: length x width, or length x width x height, e.g. 120 x 80 or 60 x 40 x 40.", {
                pattern: /^[1-9][0-9]{0,3} x [1-9][0-9]{0,3}( x [1-9][0-9]{0,3})?$/,
                hint: "must be sides in whole cm like 120 x 80 or 60 x 40 x 40",
              }),
            }),
          ),
          contents: object("What each declared content is called beside its check box.", contentNames),
          contentsHint: text("Line under the check boxes (none ticked means none declared)."),
          pickupPlaceholder: text("Example shown in the empty pickup city field."),
          pickupHint: text("Line under the pickup city: we collect from the supplier and truck it to Hong Kong.", { long: true }),
          deliverTo: object("The two places a shipment can be delivered to.", deliveryPlaceNames),
          postcodeHint: text("Line under the postcode at the destination (for delivery to the door)."),
          goodsValueHint: text("Line under the goods' value: as on the invoice, needed for insurance.", { long: true }),
          estimate: text("The estimate, once pieces, size and weight are filled in; {chargeable} becomes it.", {
            pattern: /\{chargeable\}/,
            hint: "must contain {chargeable}",
          }),
          estimateDetails: text(
            "How it was worked out; {volumetric}, {gross} and {divisor} become the volumetric weight, the gross weight and 6,000.",
            { long: true },
          ),
          estimateNote: text("That it is an estimate: the shipment is billed on what is measured at the warehouse.", { long: true }),
          summarySentence: text(
            "The shipment's lines in one sentence, as the confirmation e-mail and the thank-you page say them, e.g. 3 lines, 14 pieces, 1.82 m³, 640 kg; {lines} and {pieces} become the counts below, {volume} the volume in m³, {weight} the gross weight in kg.",
            withPlaceholders(SUMMARY_PLACEHOLDERS),
          ),
          summaryLines: pluralForms("How many lines, in that sentence.", "{count} lines"),
          summaryPieces: pluralForms("How many pieces, in that sentence.", "{count} pieces"),
        }),
        submitLabel: text("Send button."),
        sendingLabel: text("Send button while sending."),
        footnote: text("Line under the form.", { long: true }),
        privacyLink: text("Link to the privacy notice, after the line under the form."),
        missingTitle: text("Notice title when a required field is empty."),
        missingText: text("Notice text when a required field is empty.", { long: true }),
        failedTitle: text("Notice title when sending fails."),
        failedText: text("Notice text when sending fails; {email} becomes the e-mail address.", { long: true }),
        unavailableTitle: text("Notice title when the request could not be saved just now (our database was away)."),
        unavailableText: text("Notice text then: the form keeps what was typed, send it again in a minute.", { long: true }),
        rateLimitedTitle: text("Notice title when too many requests came from one connection or for one e-mail address."),
        rateLimitedText: text("Notice text then; {time} becomes when to send it again, e.g. in 12 minutes.", { long: true }),
        errors: object("Messages under a field that needs fixing, the same with and without JavaScript.", errorMessages),
        dismissLabel: text("Screen reader label of the notice's close button."),
      }),
    },
  },
  formReplies: {
    name: "form-replies",
    translated: true,
    typeName: "FormRepliesYaml",
    label: "Quote form: answers without JavaScript, confirmation e-mail",
    description:
      "What the quote form answers when it is sent from a browser without JavaScript and cannot be accepted, and the e-mail a visitor may get after sending it",
    fields: {
      checkTitle: text("Title of the page listing what to fix."),
      checkText: text("Line above that list."),
      youTyped: text("Shown after a mistyped e-mail address; {value} becomes what was typed.", {
        pattern: /\{value\}/,
        hint: "must contain {value}",
      }),
      backHint: text("How to go back to the form with what was typed.", { long: true }),
      formLink: text("Link back to an empty quote form."),
      rateLimitedTitle: text("Title when too many requests came from one connection or address."),
      rateLimitedText: text("What to do then; {time} becomes when to try again, e.g. in 12 minutes.", { long: true }),
      tooLargeTitle: text("Title when a request is larger than the form accepts."),
      tooLargeText: text("What to do then; {size} becomes the limit, e.g. 32 kB.", { long: true }),
      unreadableTitle: text("Title when the browser sent the form in a way that cannot be read."),
      unreadableText: text("What to do then.", { long: true }),
      errorTitle: text("Title when the request could not be saved on our side."),
      errorText: text("What to do then.", { long: true }),
      errorReference: text("Line with the error's reference; {reference} becomes it.", {
        pattern: /\{reference\}/,
        hint: "must contain {reference}",
      }),
      unavailableTitle: text("Title when the request could not be saved just now (our database was away)."),
      unavailableText: text("What to do then; {time} becomes when to send it again, e.g. in 1 minute.", { long: true }),
      confirmation: object(
        "The e-mail a visitor gets after sending the form, in their language. It never repeats anything the visitor wrote.",
        confirmationFields,
      ),
    },
  },
  footer: {
    name: "footer",
    translated: true,
    typeName: "FooterYaml",
    label: "Footer",
    description: "The footer of every page",
    fields: {
      about: text("Short paragraph under the company name.", { long: true }),
      contactTitle: text("Title of the contact column."),
      phoneLabel: text("Label of the phone number."),
      emailLabel: text("Label of the e-mail address."),
      locationLabel: text("Label of the location."),
      location: text("Where the business operates from, e.g. Hong Kong International Airport."),
      servicesTitle: text("Title of the services column."),
      services: list("Services offered.", text("A service.")),
      destinationsTitle: text("Title of the destinations column."),
      destinations: list("Main destinations.", text("A destination.")),
      copyright: text("Copyright line; {year} and {company} are filled in.", {
        pattern: /\{year\}/,
        hint: "must contain {year}",
      }),
      privacyLink: text("Link to the privacy notice, beside the copyright line."),
      trackLink: text("Link to the tracking page (/track), beside the privacy link."),
    },
  },
  thankYou: {
    name: "thank-you",
    translated: true,
    typeName: "ThankYouYaml",
    label: "Thank-you page",
    description: "The page shown after a quote request is sent (/thank-you)",
    fields: {
      seo,
      title: text("Main heading."),
      congratulation: text("Line under the heading."),
      emailNote: text("When to expect our e-mail.", { long: true }),
      nextTitle: text("Title of the What happens next box."),
      nextText: text("Text of the What happens next box.", { long: true }),
      homeButton: text("Button back to the home page."),
      anotherButton: text("Button back to the form."),
      referenceLabel: text(
        "Shown after a request sent with JavaScript, before its reference, e.g. Your reference; the confirmation e-mail shows it too.",
      ),
      referenceNote: text("Line under the reference (here and in the confirmation e-mail): to mention it when writing to us.", {
        long: true,
      }),
      referenceByEmail: text(
        "Shown instead when the page does not know the reference (the form was sent without JavaScript): it is in the confirmation e-mail.",
        { long: true },
      ),
      price: object(
        "The indicative price shown under the reference when the rate card (content/rates.yaml) prices the request, and in the confirmation e-mail.",
        {
          title: text("Title above the price, e.g. Your indicative price."),
          weight: text("The weight it is worked on; {weight} becomes the chargeable weight in kg.", {
            pattern: /\{weight\}/,
            hint: "must contain {weight}",
          }),
          fromAirport: text("Where the price starts when no pickup city was given, e.g. From Hong Kong airport."),
          fromCity: text("The pickup the price includes; {city} becomes the city (as the visitor typed it on the page, as the rate card names it in the confirmation e-mail).", {
            pattern: /\{city\}/,
            hint: "must contain {city}",
          }),
          fromCityQuoted: text(
            "A pickup city the price list does not cover; {city} becomes the city typed, e.g. Pickup from {city}: our team will quote it.",
            { pattern: /\{city\}/, hint: "must contain {city}" },
          ),
          fromYourCityQuoted: text(
            "The same in the confirmation e-mail, which never repeats a city the price list does not name (the address was typed by the visitor), e.g. Pickup from your city: our team will quote it.",
          ),
          toAirport: text("Where the price ends when delivery to the door was not asked, e.g. To the destination airport."),
          toDoor: text("Delivery to the door, included in the price."),
          toDoorQuoted: text("Delivery to the door was asked but is not priced for this destination: the team quotes it."),
          insured: text("Insurance, included in the price."),
          insuredQuoted: text("Insurance was asked but is not on the price list: the team quotes it."),
          transit: text("The transit time; {days} becomes the zone's transit days, e.g. 2-3.", {
            pattern: /\{days\}/,
            hint: "must contain {days}",
          }),
          validUntil: text("Until when the price holds; {date} becomes the quote's last day.", {
            pattern: /\{date\}/,
            hint: "must contain {date}",
          }),
          included: text("One sentence: what the price includes (freight, fuel and security, Hong Kong handling).", {
            long: true,
          }),
          excluded: text(
            "One sentence: what it leaves out (duties and taxes, dangerous goods).",
            { long: true },
          ),
          confirm: text("That the team confirms it within 24 hours.", { long: true }),
          optionsTitle: text("Title above the options side by side, e.g. Compare the options."),
          express: text("The name of the fast service, e.g. Express."),
          economy: text("The name of the slower, cheaper service, e.g. Economy."),
          choose: text("The button on each option, e.g. Choose."),
          chosen: text("Said once the visitor has chosen; {service} becomes the option's name.", {
            pattern: /\{service\}/,
            hint: "must contain {service}",
          }),
          chosenBadge: text("The mark on the chosen option, e.g. Your choice."),
          choiceFailed: text("When a choice could not be sent: try again, or reply to the e-mail.", { long: true }),
          byReply: text("In the confirmation e-mail, under the options: reply with the option's name to choose it.", {
            long: true,
          }),
        },
      ),
      noPrice: object(
        "When the request gets no instant price: one sentence for each reason, saying why and that the team will quote within 24 hours.",
        {
          off: text("Instant prices are switched off (no rate card).", { long: true }),
          expired: text("The rate card has expired (prices are being updated).", { long: true }),
          noChargeableWeight: text("The pieces, size or weight were not all given.", { long: true }),
          noZone: text("The destination has no instant price.", { long: true }),
          dangerousGoods: text("Batteries, liquids, powders or magnets were declared.", { long: true }),
          noPieces: text("The number of pieces was not given (the limits are per piece).", { long: true }),
          beyondLimits: text("A piece is too large or heavy, or the shipment too heavy, for an instant price.", {
            long: true,
          }),
          beyondLimitsLine: text(
            "A piece of one line of the packing list is too large or heavy for an instant price; {number} becomes the line's number.",
            { long: true, pattern: /\{number\}/, hint: "must contain {number}" },
          ),
        },
      ),
      directTitle: text("Title above the direct contact details (here and at the end of the confirmation e-mail)."),
      emailLabel: text("Label of the e-mail address."),
      whatsappLabel: text("Label of the WhatsApp number."),
    },
  },
  quotePage: {
    name: "quote-page",
    translated: true,
    typeName: "QuotePageYaml",
    label: "Quote page",
    description:
      "The shipper's own quote page (/quote?ref=…, linked from the confirmation e-mail and the thank-you page): the quote as a document to print, the choice, the booking form and the shipment's progress. The price's own sentences are the thank-you page's (Thank-you page, price)",
    fields: {
      seo,
      title: text("Main heading."),
      received: text("Without JavaScript, the page's first line: the quote request was received."),
      needsJavaScript: text("Without JavaScript, under it: the price and the page's details need JavaScript, and are in the confirmation e-mail.", {
        long: true,
      }),
      loading: text("Said while the quote loads."),
      forbidden: object("When the link opens no quote (incomplete, another quote's, or expired).", {
        title: text("Its heading."),
        text: text("What to do: open the link again from the confirmation e-mail, or write to us (the contact details follow).", {
          long: true,
        }),
      }),
      failed: object("When the server could not be reached.", {
        text: text("What happened and what to do.", { long: true }),
        retry: text("Button that tries again."),
      }),
      document: object("The quote as a document (also as printed).", {
        quote: text("The document's title under the company's name, e.g. Airfreight quote."),
        reference: text("Label of the reference."),
        asked: text("Label of the day the quote was asked."),
        validUntil: text("Label of the last day the quote holds."),
        noValidity: text("Instead of that day when the quote has no instant price: our team confirms it."),
        status: text("Label of where the request stands."),
        destination: text("Label of the destination country."),
        covers: text("Title of what the price covers."),
        notCovered: text("Title of what it does not cover."),
        co2e: text("An option's emissions; {kg} becomes the figure in kg, e.g. About {kg} kg CO2e.", {
          pattern: /\{kg\}/,
          hint: "must contain {kg}",
        }),
        co2eNote: text("The note under the options naming how the emissions are estimated (the GLEC Framework's default method).", {
          long: true,
        }),
        print: text("Button that prints the page (or saves it as a PDF)."),
      }),
      statuses: object("Where the request stands, as the page says it.", {
        received: text("Received, not yet answered."),
        answered: text("Answered by the team."),
        bookingRequested: text("The shipper has asked to book."),
        booked: text("The team has booked it."),
        closed: text("Closed (lost or withdrawn)."),
      }),
      chooseFirst: text("Above the options before one is chosen: choose one to book it."),
      expired: object("When the quote's validity has passed.", {
        title: text("Its heading."),
        text: text("That rates change, and that asking again gives today's price with the form filled in.", { long: true }),
        askAgain: text("Link to the quote form, filled in with what was asked."),
      }),
      booking: object(
        "What the booking form (its fields are Booking and shipment e-mails, form) says as it is sent and corrected; the form is for the chosen option.",
        {
          correct: text("Button that opens the booking again to correct it, and sends it corrected."),
          sending: text("The send button while the booking is being sent."),
          noChangesLeft: text("When it can be corrected no more here: write to us.", { long: true }),
          invalid: text("Above the send button when fields are wrong."),
          booked: text("When the team has already booked it.", { long: true }),
          expired: text("When the quote expired before the booking was sent.", { long: true }),
          tooMany: text("When it has been sent too many times.", { long: true }),
          failed: text("When it could not be sent: try again.", { long: true }),
        },
      ),
      progress: object(
        "The shipment once booked: the airline's tracking link, then the milestones with their times (named as in Booking and shipment e-mails, milestoneEmail).",
        {
          title: text("Their heading."),
          awb: text("Label of the air waybill number."),
          track: text("Link to the airline's tracking page; {airline} becomes its name.", {
            pattern: /\{airline\}/,
            hint: "must contain {airline}",
          }),
        },
      ),
    },
  },
  teamEmails: {
    name: "team-emails",
    translated: true,
    teamOnly: true,
    typeName: "TeamEmailsYaml",
    label: "Team e-mails",
    description:
      "The words of the team's e-mails (each quote request, the notices, the weekly summary), in the team's language (Languages, team); other languages are optional",
    fields: teamEmailFields,
  },
  privacy: {
    name: "privacy",
    translated: true,
    typeName: "PrivacyYaml",
    label: "Privacy notice",
    description: "The privacy notice (/privacy): what happens to a quote request",
    fields: {
      seo,
      title: text("Main heading."),
      intro: text("Paragraph under the heading.", { long: true }),
      updated: text("When the notice last changed, e.g. Last updated: November 2026."),
      sections: list(
        "The notice's parts: who receives a request, what is kept, for how long, how to ask for deletion.",
        object("A part of the notice.", {
          heading: text("Heading of the part."),
          text: text("What it says; {email} becomes the e-mail address as a link.", { long: true }),
        }),
      ),
    },
  },
  teamConsole: {
    name: "team-console",
    translated: false,
    typeName: "TeamConsoleYaml",
    label: "Team console",
    description:
      "The team's console (/team): signing in with a code by e-mail, the open leads, one lead and what can be done with it; in English only, the team's language",
    fields: teamConsoleFields,
  },
  track: {
    name: "track",
    translated: true,
    typeName: "TrackYaml",
    label: "Tracking page",
    description:
      "The tracking page (/track): a shipper types the air waybill number and goes to the airline's own tracking page; and what the page says when the number is wrong",
    fields: {
      seo,
      title: text("Main heading."),
      intro: text("Paragraph under the heading: what the page does.", { long: true }),
      label: text("Label of the air waybill number field."),
      hint: text("Line under the field: what the number looks like; {example} becomes an example number (160-12345675), kept left to right."),
      submit: text("Button that opens the airline's tracking page."),
      found: text("Shown while the number is typed, once its airline is known; {airline} becomes the airline's name.", {
        pattern: /\{airline\}/,
        hint: "must contain {airline}",
      }),
      opening: text("Shown as the airline's tracking page opens; {airline} becomes its name.", {
        pattern: /\{airline\}/,
        hint: "must contain {airline}",
      }),
      problems: object("What is wrong with a number: shown under the field, and on the page a browser without JavaScript gets.", {
        length: text("It does not have 11 digits (spaces and hyphens do not count).", { long: true }),
        checkDigit: text("Its last digit does not match the others: a digit is mistyped.", { long: true }),
        unknownAirline: text("Its first three digits are no airline in the list; {prefix} becomes them.", { long: true }),
      }),
      airlinesTitle: text("Title above the list of airlines whose numbers the page knows."),
      checkTitle: text("Title of the page a browser without JavaScript gets when the number is wrong."),
      youTyped: text("Line on that page after the mistake; {value} becomes what was typed.", {
        pattern: /\{value\}/,
        hint: "must contain {value}",
      }),
      backLink: text("Link on that page back to the tracking page."),
      bookingEmail: object("The e-mail a shipper gets when our team books their shipment, with the airline's tracking page.", {
        subject: text("Its subject; {awb} becomes the air waybill number.", { pattern: /\{awb\}/, hint: "must contain {awb}" }),
        text: text("Its first paragraph; {reference} becomes the quote request's reference, {airline} the airline, {awb} the number.", {
          long: true,
          pattern: /\{awb\}/,
          hint: "must contain {awb}",
        }),
        airlineLabel: text("Label before the airline's name."),
        awbLabel: text("Label before the air waybill number."),
        button: text("Button to the airline's tracking page; {airline} becomes its name."),
        typeNumber: text("Under the button, for an airline whose page does not take the number in its address: {awb} becomes the number.", {
          pattern: /\{awb\}/,
          hint: "must contain {awb}",
        }),
      }),
    },
  },
  booking: {
    name: "booking",
    translated: true,
    typeName: "BookingYaml",
    label: "Booking and shipment e-mails",
    description:
      "The shipper's quote page's booking form and what it says of a wrong field, the confirmation's link to the quote page, and the e-mail a shipper gets at each milestone of a booked shipment",
    fields: {
      form: object("The booking form on the shipper's quote page.", {
        title: text("Heading of the form."),
        intro: text("Line under the heading.", { long: true }),
        service: text("Label of the option booked."),
        cargoReadyDate: text("Label of the day the cargo is ready."),
        cargoReadyHint: text("Line under the date: which days may be chosen (today to 90 days ahead)."),
        supplierTitle: text("Title above the supplier in China, who hands the cargo over."),
        consigneeTitle: text("Title above the consignee at the destination (door delivery only)."),
        company: text("Label of a company's name."),
        contact: text("Label of a contact's name."),
        phone: text("Label of a phone number."),
        address: text("Label of an address."),
        notes: text("Label of the notes."),
        submit: text("Button that sends the booking request."),
        sent: text("Shown once the booking request is sent.", { long: true }),
        changesLeft: text("How many more times it may be corrected; {count} becomes the number.", {
          pattern: /\{count\}/,
          hint: "must contain {count}",
        }),
      }),
      errors: object("What is wrong with a field of the booking form: under the field, and in the function's answer.", {
        required: text("A field left empty."),
        tooLong: text("Too long; {max} becomes the most characters.", { pattern: /\{max\}/, hint: "must contain {max}" }),
        lineBreak: text("A line break in a one-line field."),
        invalidCharacter: text("A character that cannot be read (NUL)."),
        date: text("Not a date."),
        dateRange: text("A day outside those allowed; {first} and {last} become the first and last day.", {
          pattern: /(?=[\s\S]*\{first\})(?=[\s\S]*\{last\})/,
          hint: "must contain {first} and {last}",
        }),
        choice: text("An option the quote does not have."),
      }),
      quoteLink: object("The link to the shipper's quote page, in the confirmation e-mail.", {
        text: text("Line above the button.", { long: true }),
        button: text("Button that opens the quote page."),
      }),
      milestoneEmail: object("The e-mail a shipper gets at each milestone of a booked shipment, in the thread of their confirmation.", {
        text: text("Its first line; {reference} becomes the quote request's reference.", {
          pattern: /\{reference\}/,
          hint: "must contain {reference}",
        }),
        collected: text("Collected from the supplier (also the e-mail's heading)."),
        inHongKong: text("Received in Hong Kong."),
        departed: text("Departed; {flight} becomes the flight number.", { pattern: /\{flight\}/, hint: "must contain {flight}" }),
        arrived: text("Arrived at the destination airport."),
        deliveredDoor: text("Delivered, for door delivery."),
        deliveredAirport: text("Delivered, for airport delivery: ready for collection."),
        timeLabel: text("Label before the milestone's time."),
        quoteButton: text("Button to the shipper's quote page."),
      }),
    },
  },
  notFound: {
    name: "not-found",
    translated: true,
    typeName: "NotFoundYaml",
    label: "Page not found",
    description: "The page shown for an unknown address",
    fields: {
      seo,
      code: text("Big status code shown above the title."),
      title: text("Main heading."),
      text: text("Line under the heading.", { long: true }),
      homeLink: text("Link back to the home page."),
    },
  },
  appError: {
    name: "app-error",
    translated: true,
    typeName: "AppErrorYaml",
    label: "Error screen",
    description: "The screen shown when the page itself fails",
    fields: {
      title: text("Main heading."),
      text: text("Line under the heading.", { long: true }),
      reloadButton: text("Button that reloads the page."),
      detailsTitle: text("Title of the technical details."),
    },
  },
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
