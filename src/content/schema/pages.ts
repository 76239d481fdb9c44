// The site's other pages: the shipper's quote page, the privacy notice, the
// page of an unknown address and the screen of a page that fails.
import { seo } from "../../../supabase/functions/_shared/content/commonFields.ts";
import { type ContentFile, list, object, text } from "../schemaDsl";

export const QUOTE_PAGE_FILE = {
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
    quotation: object(
      "Our team's firm offer, sent from its console, as the page shows it above the instant estimate and as it prints: a numbered quotation the shipper books at. Its amounts, transit times, what each option covers, the chargeable weight and what is not included use the indicative price's words (Thank-you page, price).",
      {
        title: text("Its heading; {reference} and {number} become the request's reference and the offer's number (Quotation K7QM-4TXH-1).", {
          pattern: /\{number\}/,
          hint: "must contain {number}",
        }),
        intro: text("Line under the heading: a firm offer, to book at these prices until its last day.", { long: true }),
        sentAt: text("Label of the day it was sent."),
        validUntil: text("Label of its last day."),
        optionsTitle: text("Title of its options."),
        pickupIncluded: text("An option that includes the pickup, when the shipper named no city."),
        noteTitle: text("Title above the note our team wrote, when it wrote one."),
        expiredTitle: text("Heading once its last day has passed."),
        expiredText: text("Under it: it can no longer be booked; our team sends a new offer when asked.", { long: true }),
        renew: text("Button that asks our team for a new offer."),
        renewed: text("Said once our team has been asked (and when it was asked before): it will send a new offer by e-mail.", {
          long: true,
        }),
        renewTooMany: text("Said when a new offer has been asked for too many times: our team will be in touch.", { long: true }),
        renewFailed: text("Said when the ask could not be sent: try again.", { long: true }),
        atOffer: text("In the booking, the quotation it is booked at; {quotation} becomes its number (K7QM-4TXH-1), {amount} the option's price.", {
          pattern: /\{quotation\}/,
          hint: "must contain {quotation}",
        }),
        atEstimate: text("In the booking, without a quotation: our team confirms the price before it books the shipment.", { long: true }),
        superseded: text("When the quotation booked has been replaced by a newer one meanwhile: reload the page to book at its prices.", {
          long: true,
        }),
        expired: text("When the quotation's last day passed before the booking was sent: ask for a new offer.", { long: true }),
        required: text("When our team sent a quotation the page did not show yet: reload the page to book at its prices.", {
          long: true,
        }),
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
} as const satisfies ContentFile;

export const PRIVACY_FILE = {
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
} as const satisfies ContentFile;

export const NOT_FOUND_FILE = {
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
} as const satisfies ContentFile;

export const APP_ERROR_FILE = {
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
} as const satisfies ContentFile;
