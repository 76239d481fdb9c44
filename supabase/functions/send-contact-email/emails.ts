// The e-mails a contact request triggers. Visitor-written values go only to
// the team's own address; every one is HTML-escaped in the HTML part and
// kept off header lines (subject) unless folded to one line first.
import type { LanguageReplies } from "../_shared/formReplies.ts";
import { escapeHtml } from "../_shared/html.ts";
import type { ClaimedNotification, RequestNotificationKind, StoredContactRequest } from "./store.ts";

export type OutgoingEmail = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Same key for every attempt of one e-mail, so the provider sends it once. */
  idempotencyKey: string;
};

export type EmailAddresses = { teamAddress: string; fromAddress: string };

/**
 * Makes a value safe for a header line: no CR/LF (header injection), no other
 * controls, and no Unicode format characters (category Cf: the right-to-left
 * override U+202E that makes a subject read backwards, zero-width spaces and
 * joiners, the byte order mark), which would let visitor text disguise itself.
 */
export function toHeaderValue(value: string, maxLength = 200): string {
  const oneLine = value
    .replace(/\p{Cf}+/gu, "")
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // Cut between characters, never inside a surrogate pair (an emoji).
  const characters = Array.from(oneLine);
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join("")}…` : oneLine;
}

function idempotencyKeyFor(requestId: string, kind: RequestNotificationKind, possibleRepeat = false): string {
  return `contact-request/${requestId}/${kind}${possibleRepeat ? "/possible-repeat" : ""}`;
}

/**
 * Said first in an e-mail sent again after the provider's idempotency window:
 * an earlier attempt may have reached the inbox without this being recorded.
 */
const POSSIBLE_REPEAT_TEXT =
  "You may have received this quote request before: an earlier e-mail about it could not be confirmed as sent " +
  "within the e-mail provider's 24-hour window, so it is sent once more. If you already have it, ignore this one.";

/** "Spanish (es)": the language of the visitor's page, in English for the team, so the reply can be written in it. */
export function languageLine(code: string | null): string {
  if (code === null) return "not known";
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(code);
  } catch {
    name = undefined;
  }
  return name ? `${name} (${code})` : code;
}

function teamNotification(
  request: StoredContactRequest,
  addresses: EmailAddresses,
  possibleRepeat: boolean,
): OutgoingEmail {
  const rows: [string, string][] = [
    ["Name", request.name],
    ["E-mail", request.email],
    ["Language", languageLine(request.language)],
    ["Phone", request.phone || "—"],
    ["Shipping country", request.shippingCountry],
    ["What to ship", request.shippingDetails || "—"],
  ];
  const received = request.createdAt.toISOString();
  const text = [
    ...(possibleRepeat ? [POSSIBLE_REPEAT_TEXT, ""] : []),
    "New quote request from the website.",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    request.message,
    "",
    `Request ${request.id}, received ${received}. Reply to this e-mail to answer the visitor.`,
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>New quote request</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${
    possibleRepeat
      ? `<p><strong>${escapeHtml(POSSIBLE_REPEAT_TEXT)}</strong></p>\n`
      : ""
  }<h1 style="font-size:20px">New quote request from the website</h1>
<table style="border-collapse:collapse">
${
    rows.map(([label, value]) =>
      `<tr><th style="${cell};text-align:left">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`
    ).join("\n")
  }
</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>
<p style="color:#718096;font-size:12px">Request ${
    escapeHtml(request.id)
  }, received ${received}. Reply to this e-mail to answer the visitor.</p>
</body></html>
`;
  return {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    replyTo: toHeaderValue(request.email, 254),
    subject: toHeaderValue(
      `${possibleRepeat ? "Possibly a repeat: " : ""}Quote request: ${request.name} (${request.shippingCountry})`,
    ),
    text,
    html,
    idempotencyKey: idempotencyKeyFor(request.id, "team", possibleRepeat),
  };
}

/** The confirmation's words in the visitor's language, with that language's code and direction. */
export type ConfirmationWords = Pick<LanguageReplies, "confirmation" | "direction"> & { code: string };

// The site's words only (editors' content), never anything the visitor
// wrote, not even their name: the address was typed by the visitor, and the
// form must not become a relay for spam to any address.
function visitorConfirmation(
  request: StoredContactRequest,
  addresses: EmailAddresses,
  possibleRepeat: boolean,
  words: ConfirmationWords,
): OutgoingEmail {
  const { subject, text } = words.confirmation;
  return {
    to: toHeaderValue(request.email, 254),
    from: addresses.fromAddress,
    replyTo: addresses.teamAddress,
    subject: toHeaderValue(subject),
    text,
    html: `<!doctype html>
<html lang="${escapeHtml(words.code)}" dir="${
      words.direction === "rtl" ? "rtl" : "ltr"
    }"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${text.split(/\n\s*\n/).map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`).join("\n")}
</body></html>
`,
    idempotencyKey: idempotencyKeyFor(request.id, "visitor_confirmation", possibleRepeat),
  };
}

/**
 * What the volume notice says: the ceiling. Nothing that changes between
 * attempts (such as how many e-mails wait), so every attempt under its
 * idempotency key has the same body and Resend recognises a retry.
 */
export type VolumeNoticeFacts = { teamEmailsPerHour: number };

/**
 * The one e-mail the team gets while the hourly ceiling holds e-mails back:
 * nothing visitor-written, so a flood cannot put words in it.
 */
function volumeNotice(
  notification: ClaimedNotification,
  addresses: EmailAddresses,
  facts: VolumeNoticeFacts,
): OutgoingEmail {
  const since = notification.createdAt.toISOString();
  const text = [
    "Unusual volume of quote requests: their e-mails are being held.",
    "",
    `Since ${since}, more quote requests have arrived than the ${facts.teamEmailsPerHour} team e-mails an hour ` +
    "the website sends (TEAM_EMAILS_PER_HOUR). Every request is stored. The e-mails of the others wait and go out " +
    `at most ${facts.teamEmailsPerHour} an hour, oldest first. The function's log line "team e-mails held back ` +
    'by the hourly ceiling" says how many are waiting.',
    "",
    "If they look like spam, they can be deleted in the contact_requests table (supabase/README.md, " +
    '"Where the leads are"). You get this e-mail once each time e-mails start being held.',
  ].join("\n");
  return {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    subject: "Unusual volume: quote request e-mails are being held",
    text,
    html: `<!doctype html>
<html><head><meta charset="utf-8"><title>Quote request e-mails are being held</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${text.split("\n\n").map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
</body></html>
`,
    idempotencyKey: `contact-volume-notice/${notification.id}${notification.possibleRepeat ? "/possible-repeat" : ""}`,
  };
}

/**
 * The e-mail of a claimed notification. `confirmation` is the visitor's
 * confirmation in their language; it is needed for that kind only.
 */
export function composeEmail(
  notification: ClaimedNotification,
  addresses: EmailAddresses,
  facts: VolumeNoticeFacts,
  confirmation?: ConfirmationWords,
): OutgoingEmail {
  const { kind, request, possibleRepeat } = notification;
  if (kind === "volume_notice") return volumeNotice(notification, addresses, facts);
  if (request === null) throw new Error(`notification ${notification.id} (${kind}) has no request`);
  if (kind === "team") return teamNotification(request, addresses, possibleRepeat);
  if (!confirmation) throw new Error(`notification ${notification.id}: the visitor's confirmation needs its words`);
  return visitorConfirmation(request, addresses, possibleRepeat, confirmation);
}
