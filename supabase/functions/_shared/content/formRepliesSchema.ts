// content/form-replies.yaml: what the function answers a plain form post it
// cannot accept, and the visitor's confirmation e-mail.
import { CARGO_CONTENTS } from "../contactFields.ts";
import { CONFIRMATION_KEYS } from "../replies/formReplies.ts";
import { type ContentFile, fieldsNamed, object, text } from "../schema/schemaDsl.ts";

/** The confirmation e-mail's sentences (see supabase/functions/_shared/emails/confirmationEmail.tsx). */
const CONFIRMATION_DESCRIPTIONS: Record<
  (typeof CONFIRMATION_KEYS)[number],
  [string, { long?: boolean; pattern?: RegExp; hint?: string }?]
> = {
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
const confirmationFields = {
  ...fieldsNamed(CONFIRMATION_KEYS, (key) => text(...CONFIRMATION_DESCRIPTIONS[key])),
  documents: object(
    "What each declared content needs before it can fly.",
    fieldsNamed(CARGO_CONTENTS, (content) => text(`Documents for ${content}.`, { long: true })),
  ),
};

export const FORM_REPLIES_FILE = {
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
} as const satisfies ContentFile;
