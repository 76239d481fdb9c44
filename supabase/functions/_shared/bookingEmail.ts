// The e-mail a shipper gets when the team books their shipment (marked
// "Booked" from the lead's links), in their language and direction, with the
// site's words (content/track.yaml, bookingEmail): the airline's name, the air
// waybill number, and a button to the airline's own tracking page for that
// number (content/airlines.yaml). Like the confirmation it carries nothing the
// visitor wrote, and ends with the confirmation's line on how to reach the
// team. The function sends it; the CMS previews it with this code.
// The button is a link in a table cell with its own background, which
// Outlook's Word engine draws as a button too.
import { type Airline, formatAirWaybill, trackingAddress } from "./airWaybill.ts";
import type { FormReplies, LanguageReplies } from "./formReplies.ts";
import { escapeHtml, fillHtmlWith } from "./html.ts";
import { fillTemplate } from "./template.ts";

export type BookingWords = Pick<LanguageReplies, "booking" | "direction" | "confirmation"> & { code: string };

/** The booking e-mail's words in the language `code` (the site's default when it has no such language). */
export function bookingWordsFor(replies: FormReplies, code: string | null): BookingWords {
  const chosen = code !== null && Object.hasOwn(replies.languages, code) ? code : replies.defaultLanguage;
  const { booking, direction, confirmation } = replies.languages[chosen];
  return { booking, direction, confirmation, code: chosen };
}

/** What the e-mail says: the lead's reference, the airline and the number it is booked under (11 digits). */
export type BookingFacts = { reference: string; airline: Airline; awb: string };

export type ComposedBooking = { subject: string; text: string; html: string };

/** Whether the airline's page takes the number in its address; if not, the shipper types it there. */
const takesNumber = (airline: Airline) => /\{(awb|prefix|serial)\}/.test(airline.trackingUrl);

/** The booking e-mail in `words`' language: subject (one line, not yet header-safe), text and HTML. */
export function composeBooking(
  words: BookingWords,
  contact: FormReplies["contact"] | null,
  facts: BookingFacts,
): ComposedBooking {
  const { booking, confirmation } = words;
  const number = formatAirWaybill(facts.awb);
  const url = trackingAddress(facts.airline, facts.awb);
  const values = { reference: facts.reference, airline: facts.airline.name, awb: number };
  const subject = fillTemplate(booking.subject, values);
  const typeNumber = takesNumber(facts.airline) ? null : booking.typeNumber;
  const contactLine = contact ? fillTemplate(confirmation.contact, contact) : null;
  const text = [
    fillTemplate(booking.text, values),
    `${booking.airlineLabel}: ${facts.airline.name}\n${booking.awbLabel}: ${number}`,
    `${fillTemplate(booking.button, values)}: ${url}`,
    ...(typeNumber ? [fillTemplate(typeNumber, values)] : []),
    ...(contactLine ? [contactLine] : []),
  ].join("\n\n");

  // Each value escaped on its own; the number and the reference kept left to right in Arabic by a span's
  // dir (mail clients drop <bdi>, and white-space, which Outlook ignores, is left out: at worst a number
  // wraps at its hyphen).
  const whole = (value: string) => `<span dir="ltr">${escapeHtml(value)}</span>`;
  const html = (template: string) =>
    fillHtmlWith(template, {
      reference: whole(facts.reference),
      airline: escapeHtml(facts.airline.name),
      awb: whole(number),
    });
  const direction = words.direction === "rtl" ? "rtl" : "ltr";
  const align = direction === "rtl" ? "right" : "left";
  const cell = `padding:4px 0;text-align:${align};vertical-align:top`;
  const body = `<!doctype html>
<html lang="${
    escapeHtml(words.code)
  }" dir="${direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${
    escapeHtml(subject)
  }</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;font-size:16px;line-height:1.5">
<p>${html(booking.text)}</p>
<table style="border-collapse:collapse;margin:8px 0 16px">
<tr><th style="${cell};padding-inline-end:16px;font-weight:normal">${
    escapeHtml(booking.airlineLabel)
  }</th><td style="${cell}"><strong>${escapeHtml(facts.airline.name)}</strong></td></tr>
<tr><th style="${cell};padding-inline-end:16px;font-weight:normal">${
    escapeHtml(booking.awbLabel)
  }</th><td style="${cell}"><strong>${whole(number)}</strong></td></tr>
</table>
<table style="border-collapse:collapse;margin:0 0 16px"><tr><td style="background-color:#1a4f8b;padding:12px 20px"><a href="${
    escapeHtml(url)
  }" style="color:#ffffff;font-weight:bold;text-decoration:none">${html(booking.button)}</a></td></tr></table>
${typeNumber ? `<p>${html(typeNumber)}</p>\n` : ""}${
    contactLine ? `<p>${escapeHtml(contactLine)}</p>\n` : ""
  }</body></html>
`;
  return { subject, text, html: body };
}
