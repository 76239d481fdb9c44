// A shipment once quoted: the tracking page (content/track.yaml), whose words
// the function answers a wrong air waybill number with and whose booking
// e-mail it sends, and the booking form, the milestones' e-mail, the team's
// firm offer's e-mail and what a booking at an offer is refused with
// (content/booking.yaml).
import { type ContentFile, object, text } from "../schema/schemaDsl.ts";
import { seo } from "./commonFields.ts";

export const TRACK_FILE = {
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
    hint: text(
      "Line under the field: what the number looks like; {example} becomes an example number (160-12345675), kept left to right.",
    ),
    submit: text("Button that opens the airline's tracking page."),
    found: text("Shown while the number is typed, once its airline is known; {airline} becomes the airline's name.", {
      pattern: /\{airline\}/,
      hint: "must contain {airline}",
    }),
    opening: text("Shown as the airline's tracking page opens; {airline} becomes its name.", {
      pattern: /\{airline\}/,
      hint: "must contain {airline}",
    }),
    problems: object(
      "What is wrong with a number: shown under the field, and on the page a browser without JavaScript gets.",
      {
        length: text("It does not have 11 digits (spaces and hyphens do not count).", { long: true }),
        checkDigit: text("Its last digit does not match the others: a digit is mistyped.", { long: true }),
        unknownAirline: text("Its first three digits are no airline in the list; {prefix} becomes them.", {
          long: true,
        }),
      },
    ),
    airlinesTitle: text("Title above the list of airlines whose numbers the page knows."),
    checkTitle: text("Title of the page a browser without JavaScript gets when the number is wrong."),
    youTyped: text("Line on that page after the mistake; {value} becomes what was typed.", {
      pattern: /\{value\}/,
      hint: "must contain {value}",
    }),
    backLink: text("Link on that page back to the tracking page."),
    bookingEmail: object(
      "The e-mail a shipper gets when our team books their shipment, with the airline's tracking page.",
      {
        subject: text("Its subject; {awb} becomes the air waybill number.", {
          pattern: /\{awb\}/,
          hint: "must contain {awb}",
        }),
        text: text(
          "Its first paragraph; {reference} becomes the quote request's reference, {airline} the airline, {awb} the number.",
          {
            long: true,
            pattern: /\{awb\}/,
            hint: "must contain {awb}",
          },
        ),
        airlineLabel: text("Label before the airline's name."),
        awbLabel: text("Label before the air waybill number."),
        button: text("Button to the airline's tracking page; {airline} becomes its name."),
        typeNumber: text(
          "Under the button, for an airline whose page does not take the number in its address: {awb} becomes the number.",
          {
            pattern: /\{awb\}/,
            hint: "must contain {awb}",
          },
        ),
      },
    ),
  },
} as const satisfies ContentFile;

export const BOOKING_FILE = {
  name: "booking",
  translated: true,
  typeName: "BookingYaml",
  label: "Booking and shipment e-mails",
  description:
    "The shipper's quote page's booking form and what it says of a wrong field, the confirmation's link to the quote page, the e-mail a shipper gets at each milestone of a booked shipment, and the e-mail of our team's firm offer",
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
    milestoneEmail: object(
      "The e-mail a shipper gets at each milestone of a booked shipment, in the thread of their confirmation.",
      {
        text: text("Its first line; {reference} becomes the quote request's reference.", {
          pattern: /\{reference\}/,
          hint: "must contain {reference}",
        }),
        collected: text("Collected from the supplier (also the e-mail's heading)."),
        inHongKong: text("Received in Hong Kong."),
        departed: text("Departed; {flight} becomes the flight number.", {
          pattern: /\{flight\}/,
          hint: "must contain {flight}",
        }),
        arrived: text("Arrived at the destination airport."),
        deliveredDoor: text("Delivered, for door delivery."),
        deliveredAirport: text("Delivered, for airport delivery: ready for collection."),
        timeLabel: text("Label before the milestone's time."),
        quoteButton: text("Button to the shipper's quote page."),
      },
    ),
    offerEmail: object(
      "The e-mail a shipper gets when our team sends a firm offer from its console, in the thread of their confirmation; the amounts, transit times, what each option covers, the chargeable weight, the last day and what is not included use the indicative price's words (thank-you page).",
      {
        title: text(
          "Its heading and the quotation's name; {reference} becomes the quote request's reference, {number} the offer's number (Quotation K7QM-4TXH-2).",
          { pattern: /\{number\}/, hint: "must contain {number}" },
        ),
        text: text("Its first paragraph; {reference} becomes the quote request's reference.", {
          long: true,
          pattern: /\{reference\}/,
          hint: "must contain {reference}",
        }),
        replaces: text(
          "Said from the second offer on; {reference} and {previous} become the reference and the number of the offer it replaces.",
          { long: true, pattern: /\{previous\}/, hint: "must contain {previous}" },
        ),
        pickupIncluded: text("An option that includes the pickup, when the shipper named no city."),
        noteTitle: text("Title above the note our team wrote, when it wrote one."),
        button: text("Button to the shipper's quote page, where the offer is booked."),
      },
    ),
    offerRefusals: object(
      "What a booking sent from the quote page is told when it is not at our team's latest offer, in the function's answer.",
      {
        superseded: text(
          "The offer booked has been replaced; {reference} and {number} become the reference and the latest offer's number.",
          { long: true, pattern: /\{number\}/, hint: "must contain {number}" },
        ),
        expired: text("The latest offer is past its last day; {reference} and {number} as above.", {
          long: true,
          pattern: /\{number\}/,
          hint: "must contain {number}",
        }),
        required: text("The booking named no offer though our team sent one; {reference} and {number} as above.", {
          long: true,
          pattern: /\{number\}/,
          hint: "must contain {number}",
        }),
      },
    ),
  },
} as const satisfies ContentFile;
