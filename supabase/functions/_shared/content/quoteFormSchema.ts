// content/contact.yaml: the contact section and its quote form. The function
// answers in its words too (the fields' labels, the errors, the declared
// contents, the weight estimate, the packing list's lines, the shipment in one
// sentence), so its description is here, where the function's generator
// checks the file with it as the build does.
import { CARGO_CONTENTS, CONTACT_FIELD_SPECS, CONTACT_FIELDS, WORDED_ERRORS } from "../contactFields.ts";
import { SUMMARY_PLACEHOLDERS } from "../words/shipmentSummary.ts";
import { type ContentFile, fieldsNamed, list, object, text } from "../schema/schemaDsl.ts";
import { withPlaceholders } from "./commonFields.ts";

/** A label per field of the quote form (supabase/functions/_shared/contactFields.ts). */
const fieldLabels = fieldsNamed(CONTACT_FIELDS, (field) =>
  text(
    `Label of the ${CONTACT_FIELD_SPECS[field].team.toLowerCase()} field${
      CONTACT_FIELD_SPECS[field].required ? " (required: keep the *)" : ""
    }.`,
  ));

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
  linesOrSize:
    "Under the lines when the single size, the total volume or the total weight is given too: one or the other.",
  notTicked: "Under a question about batteries, magnets or liquids answered while its box above is not ticked.",
  batteryTypeFirst: "Under the kind of batteries when how they are packed, or their size, is answered without it.",
};
const errorMessages = fieldsNamed(WORDED_ERRORS, (code) => text(ERROR_DESCRIPTIONS[code]));

const contentNames = fieldsNamed(CARGO_CONTENTS, (content) => text(`The name of ${content}.`));

/** The answers to the questions under a ticked box (contactFields.ts, CONTENT_QUESTIONS), beside their radio buttons. */
export const GOODS_ANSWER_WORDS = {
  lithiumIon: "Lithium ion batteries: rechargeable, e.g. Rechargeable (lithium ion).",
  lithiumMetal: "Lithium metal batteries: single use, e.g. Single use (lithium metal, coin cells).",
  inEquipment: "Batteries fitted inside the product.",
  withEquipment: "Batteries in the product's box, not fitted.",
  alone: "Batteries on their own, power banks included.",
  magnetsInside: "Magnets inside products, e.g. speakers, motors.",
  magnetsLoose: "Loose magnets or magnetic material.",
  yes: "Yes.",
  no: "No.",
  unknown: "I don't know.",
} as const;

const deliveryPlaceNames = {
  airport: text("Beside the first choice: delivered to the destination airport (the shipper clears it there)."),
  door: text("Beside the second choice: import clearance and delivery to the door."),
};

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
    text(
      `${when}; {count} becomes the number, or say the number in words. Leave it empty when the language has no such form.`,
      {
        optional: true,
      },
    );
  return object(`${description} Each form says the number as {count}, e.g. ${example}.`, {
    zero: wordForm("For none (Arabic, Latvian)"),
    one: form("For one (and in some languages 21, 31, ...)"),
    two: wordForm("For two (Arabic, Welsh, Slovenian)"),
    few: form("For a few (Arabic 3 to 10, Polish 2 to 4, Czech 2 to 4)"),
    many: form("For many (Arabic 11 to 99, Polish 5 and up)"),
    other: text(
      "For every other number, and for any form left empty; {count} becomes the number.",
      withPlaceholders(["count"]),
    ),
  });
};

export const CONTACT_FILE = {
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
      labels: object(
        "Each field's label, as the form shows it above the field (keep the * of a required field).",
        fieldLabels,
      ),
      countryPlaceholder: text("First, empty choice of the country list."),
      detailsPlaceholder: text("Example shown in the empty what-are-you-shipping field."),
      messagePlaceholder: text("Example shown in the empty message field.", { long: true }),
      cargo: object("The optional Cargo details group: what prices an airfreight job.", {
        summary: text("The group's title, which opens and closes it."),
        intro: text("Line at the top of the open group.", { long: true }),
        piecesHint: text("Line under the number of pieces, e.g. Cartons or pallets."),
        totalsLegend: text(
          "Title above the packing list's totals (pieces, total volume, total weight): for a shipper with no sizes.",
        ),
        volumeHint: text("Line under the total volume: instead of the lines, for a shipper with no sizes.", {
          long: true,
        }),
        weightHint: text("Line under the gross weight."),
        lineLegend: text("Title of each line of the packing list (pieces of one size); {number} becomes its number.", {
          pattern: /\{number\}/,
          hint: "must contain {number}",
        }),
        lineWeight: text("Label of a line's gross weight."),
        lineWeightForPiece: text(
          "Beside the check box under a line's weight: ticked, the weight typed is one piece's (unticked, all the line's pieces together).",
        ),
        lineStackable: text("Beside a line's check box, ticked by default: other cargo can be stacked on its pieces."),
        anotherSize: text(
          "Title of the closed group under the first line that holds the next lines (opened to give another size).",
        ),
        addLine: text("Button that adds a line (with JavaScript; up to ten)."),
        removeLine: text("Button that removes a line; {number} becomes its number.", {
          pattern: /\{number\}/,
          hint: "must contain {number}",
        }),
        lineAdded: text(
          "Said to a screen reader once a line is added (the focus goes to its pieces); {number} becomes its number.",
          {
            pattern: /\{number\}/,
            hint: "must contain {number}",
          },
        ),
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
        answers: object(
          "The answers beside the radio buttons of the questions under Lithium batteries, Magnets and Liquids (each question's words are its field's label).",
          fieldsNamed(
            Object.keys(GOODS_ANSWER_WORDS) as (keyof typeof GOODS_ANSWER_WORDS)[],
            (key) => text(GOODS_ANSWER_WORDS[key]),
          ),
        ),
        batteriesHint: text(
          "Under the questions about lithium batteries: examples, and how to read a battery's Wh (volts x amp-hours).",
          { long: true },
        ),
        pickupPlaceholder: text("Example shown in the empty pickup city field."),
        pickupHint: text("Line under the pickup city: we collect from the supplier and truck it to Hong Kong.", {
          long: true,
        }),
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
        estimateNote: text("That it is an estimate: the shipment is billed on what is measured at the warehouse.", {
          long: true,
        }),
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
      unavailableText: text("Notice text then: the form keeps what was typed, send it again in a minute.", {
        long: true,
      }),
      rateLimitedTitle: text("Notice title when too many requests came from one connection or for one e-mail address."),
      rateLimitedText: text("Notice text then; {time} becomes when to send it again, e.g. in 12 minutes.", {
        long: true,
      }),
      errors: object("Messages under a field that needs fixing, the same with and without JavaScript.", errorMessages),
      dismissLabel: text("Screen reader label of the notice's close button."),
    }),
  },
} as const satisfies ContentFile;
