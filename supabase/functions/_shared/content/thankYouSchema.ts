// content/thank-you.yaml: the page after a quote request is sent. The
// confirmation e-mail repeats its reference's words, its contacts' labels and
// the indicative price's sentences, so the function reads it too.
import { type ContentFile, object, text } from "../schema/schemaDsl.ts";
import { seo } from "./commonFields.ts";

export const THANK_YOU_FILE = {
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
    referenceNote: text(
      "Line under the reference (here and in the confirmation e-mail): to mention it when writing to us.",
      {
        long: true,
      },
    ),
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
        fromCity: text(
          "The pickup the price includes; {city} becomes the city (as the visitor typed it on the page, as the rate card names it in the confirmation e-mail).",
          {
            pattern: /\{city\}/,
            hint: "must contain {city}",
          },
        ),
        fromCityQuoted: text(
          "A pickup city the price list does not cover; {city} becomes the city typed, e.g. Pickup from {city}: our team will quote it.",
          { pattern: /\{city\}/, hint: "must contain {city}" },
        ),
        fromYourCityQuoted: text(
          "The same in the confirmation e-mail, which never repeats a city the price list does not name (the address was typed by the visitor), e.g. Pickup from your city: our team will quote it.",
        ),
        toAirport: text(
          "Where the price ends when delivery to the door was not asked, e.g. To the destination airport.",
        ),
        toDoor: text("Delivery to the door, included in the price."),
        toDoorQuoted: text(
          "Delivery to the door was asked but is not priced for this destination: the team quotes it.",
        ),
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
        batteriesAlone: text(
          "Lithium batteries declared on their own (power banks too): they fly on cargo aircraft only, as dangerous goods.",
          { long: true },
        ),
        largeBatteries: text(
          "Lithium batteries over 100 Wh (or 2 g of lithium) declared: fully regulated dangerous goods.",
          { long: true },
        ),
        looseMagnets: text("Loose magnets or magnetic material declared: their field must be measured.", {
          long: true,
        }),
        flammableLiquids: text("Flammable liquids declared (perfume, nail polish, paints): dangerous goods.", {
          long: true,
        }),
        specialGoodsUnknown: text(
          "Batteries, magnets or liquids declared without saying what they are: the team asks.",
          { long: true },
        ),
        dangerousGoods: text(
          "Lithium batteries in or with the product were declared, and the price list has no line for their handling.",
          { long: true },
        ),
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
    specialGoods: object(
      "With a price for goods with lithium batteries, magnets, liquids or powders (on the thank-you page, the quote page and in the confirmation e-mail): what the price includes, and what the supplier must provide and respect.",
      {
        included: text(
          "What the price includes for batteries inside or packed with the product, e.g. Included: lithium battery handling, Section II.",
          { long: true },
        ),
        title: text("Title above what the supplier must provide and respect."),
        testSummary: text("The batteries' UN38.3 test summary, which the supplier provides.", { long: true }),
        safetyDataSheet: text("The safety data sheet (SDS), which the supplier provides.", { long: true }),
        batteriesPerPackage: text("At most 5 kg of lithium batteries in each package.", { long: true }),
        spareSets: text(
          "Batteries packed with the product (not fitted): only those that power it, plus two spare sets.",
          { long: true },
        ),
        stateOfCharge: text(
          "From 1 January 2026, each lithium ion battery over 2.7 Wh packed with the product charged to 30 % at most.",
          { long: true },
        ),
        magneticField: text(
          "Magnets inside products: each package must pass the magnetic field test of packing instruction 953 (a speaker can fail it; the team then quotes it).",
          { long: true },
        ),
        notRegulatedForAir: text(
          "Liquids and powders: section 14 of the safety data sheet must say they are not regulated for air transport (corrosive, toxic and oxidising goods and aerosols are).",
          { long: true },
        ),
      },
    ),
    directTitle: text("Title above the direct contact details (here and at the end of the confirmation e-mail)."),
    emailLabel: text("Label of the e-mail address."),
    whatsappLabel: text("Label of the WhatsApp number."),
  },
} as const satisfies ContentFile;
