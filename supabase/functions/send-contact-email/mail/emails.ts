// The e-mails the function sends, as they go out: the shared React Email
// components (../_shared/emails/) rendered to HTML and plain text, with the
// function's words (written from content/ at deploy, functionWords.ts), its addresses,
// its thread's headers, and the provider key every attempt of one e-mail
// shares. Visitor-written values go only to the team's own address; they are
// text in the HTML (React escapes them) and kept off header lines (subject)
// unless folded to one line first. The team's e-mails are in the team's
// language; the visitor's in theirs.
import type { DatabaseCause } from "../../_shared/emails/notices.tsx";
import { emailSiteFrom, type LeadFacts } from "../../_shared/emails/site.ts";
import type { ComposedEmail } from "../../_shared/emails/team/teamEmail.tsx";
import { bookingWordsFor, type FormReplies } from "../../_shared/words/formReplies.ts";
import { wordsFor } from "../../_shared/words/formReplyPages.ts";
import type { LeadLink } from "../../_shared/leadActions.ts";
import type { ServiceName } from "../../_shared/price/pricing.ts";
import { toHex } from "../http/clientAddress.ts";
import type { DatabaseFailure } from "../storage/database.ts";
import { answeredPrice } from "../../_shared/price/leadPrice.ts";
import { pickupAsked } from "../../_shared/price/visitorPrice.ts";
import type { RequestNotificationKind } from "../storage/leadTypes.ts";
import type { ClaimedNotification } from "./notificationTypes.ts";
import { confirmationHeaders, inLeadThread, leadMessageId, replySubject } from "./threading.ts";
import { quotePageOf } from "../lead/quoteKey.ts";

export type { LeadLink };

export type OutgoingEmail = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Same key for every attempt of one e-mail, so the provider sends it once. */
  idempotencyKey: string;
  /** Headers of its own: the lead's thread (threading.ts). */
  headers?: Record<string, string>;
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

/**
 * The provider key of a request's e-mail: made from its reference, which is
 * made from the request's idempotency key (reference.ts), so every instance
 * that sends it, from the database or directly while the database cannot take
 * the request, sends the same e-mail under the same key, and the provider
 * sends it once. The e-mail itself is made only from the request and the words
 * of its site (never from its row id or the moment an instance got it), so the
 * payloads are the same too, but for one case: an attempt made after the
 * function was deployed with an editor's new words differs from the one
 * before it. Resend then answers 409 for the key, an
 * unknown outcome (mailers.ts): the e-mail is tried again, and past the
 * window sent once more, marked as a possible repeat. One e-mail may then
 * reach the team twice, said so; none is lost.
 */
export function emailKey(reference: string, kind: RequestNotificationKind, possibleRepeat = false): string {
  return `quote-request/${reference}/${kind}${possibleRepeat ? "/possible-repeat" : ""}`;
}

/**
 * What every e-mail takes of the site: the function's words, and the origin its logo is at (SITE_URL);
 * and what the shipper's key to the quote page is made with (QUOTE_KEY_SECRET, LEAD_RETENTION_MONTHS), when set.
 */
export type EmailContext = {
  replies: FormReplies;
  origin: string | null;
  quoteKeys?: { secret: string; months: number };
};

/** What a notification's e-mail may need beyond its site's words: each only for its kinds. */
export type EmailExtras = {
  /** TEAM_EMAILS_PER_HOUR, which the volume notice names. */
  teamEmailsPerHour: number;
  /** The lead's link in the console: for the team's e-mails about a lead (team, choice, reminder). */
  links?: LeadLink;
  /** ANSWER_REMINDER_AFTER_MINUTES, in milliseconds: for the reminder. */
  answerReminderAfterMs?: number;
};

/**
 * React picks its build by NODE_ENV, which Deno leaves unset: the development
 * build renders an e-mail in twice the time, checking what only a developer's
 * console reads. The deployed function and the local backend call this when
 * they start, before the first e-mail loads React; where the platform does
 * not let a function set its environment, the NODE_ENV secret does it
 * (docs/function.md, "How the e-mails are made").
 */
export function preferProductionReact(): void {
  try {
    if (!Deno.env.get("NODE_ENV")) Deno.env.set("NODE_ENV", "production");
  } catch {
    // Read-only here: React stays in its development build unless NODE_ENV is set.
  }
}

/** The e-mails' components and renderer (emailComposers.ts). */
type Composers = typeof import("./emailComposers.ts");

/**
 * An e-mail composed and rendered into what is sent, its subject made safe
 * for the header line. The components and their renderer are loaded with the
 * first e-mail an instance makes, not when it starts (emailComposers.ts).
 */
export async function outgoing(
  compose: (composers: Composers) => ComposedEmail,
  envelope: Omit<OutgoingEmail, "subject" | "text" | "html">,
  subject: (composed: string) => string = (composed) => composed,
): Promise<OutgoingEmail> {
  const composers = await import("./emailComposers.ts");
  const composed = compose(composers);
  const { html, text } = await composers.renderEmail(composed.element);
  return { ...envelope, subject: toHeaderValue(subject(composed.subject)), text, html };
}

/** What the team's e-mail says of a request: the visitor's fields, its reference, language, price and source. */
export type TeamEmailRequest = LeadFacts;

/**
 * The team's e-mail of a request, the same from every instance and every path
 * (see emailKey); a marked possible repeat (see delivery.ts) is its own e-mail
 * under its own key. It starts the lead's thread (threading.ts).
 */
export function teamEmail(
  request: TeamEmailRequest,
  addresses: EmailAddresses,
  links: LeadLink,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const thread = leadMessageId(request.reference, addresses.fromAddress);
  return outgoing(({ teamLeadEmail }) => teamLeadEmail(request, site, links, possibleRepeat), {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    replyTo: toHeaderValue(request.email, 254),
    idempotencyKey: emailKey(request.reference, "team", possibleRepeat),
    // The lead's thread starts here; a possible repeat is another message of it.
    headers: possibleRepeat
      ? { "Message-ID": thread.replace("<quote-request.", "<quote-request.repeat."), References: thread }
      : { "Message-ID": thread },
  });
}

/** A later e-mail to the team in a lead's thread: answered to the visitor, under the lead's subject after "Re: ". */
function inThread(request: TeamEmailRequest, addresses: EmailAddresses, idempotencyKey: string) {
  return {
    envelope: {
      to: addresses.teamAddress,
      from: addresses.fromAddress,
      replyTo: toHeaderValue(request.email, 254),
      idempotencyKey,
      headers: inLeadThread(request.reference, addresses.fromAddress),
    },
    subject: replySubject,
  };
}

/**
 * The team's short e-mail when the shipper chooses an option on the thank-you
 * page, in the lead's thread. One per change, under its own key.
 */
export function choiceEmail(
  request: TeamEmailRequest,
  choice: { service: ServiceName; number: number },
  addresses: EmailAddresses,
  links: LeadLink,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const { envelope, subject } = inThread(
    request,
    addresses,
    `quote-request/${request.reference}/choice-${choice.number}`,
  );
  return outgoing(({ choiceEmail }) => choiceEmail(request, choice, site, links), envelope, subject);
}

/** The team's e-mail of a send of the booking request (one per send, its own key), from that send's copy. */
export function bookingRequestEmail(
  request: TeamEmailRequest,
  booking: NonNullable<ClaimedNotification["bookingRequest"]>,
  addresses: EmailAddresses,
  links: LeadLink,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const key = `quote-request/${request.reference}/booking-request-${booking.number}`;
  const { envelope, subject } = inThread(request, addresses, `${key}${possibleRepeat ? "/possible-repeat" : ""}`);
  return outgoing((c) => c.bookingRequestEmail(request, booking, site, links, possibleRepeat), envelope, subject);
}

/**
 * The team's one reminder of a lead still new ANSWER_REMINDER_AFTER_MINUTES
 * after it arrived, in the lead's thread, with its links. Made from the lead
 * and the setting alone, so every attempt is the same e-mail under the same key.
 */
export function answerReminderEmail(
  request: TeamEmailRequest & { createdAt: Date },
  addresses: EmailAddresses,
  links: LeadLink,
  afterMs: number,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const { envelope, subject } = inThread(
    request,
    addresses,
    `quote-request/${request.reference}/answer_reminder${possibleRepeat ? "/possible-repeat" : ""}`,
  );
  return outgoing(
    ({ answerReminderEmail }) => answerReminderEmail(request, site, links, afterMs, possibleRepeat),
    envelope,
    subject,
  );
}

/** An e-mail of the site's words to the visitor's address, answered to the team. */
export const toVisitor = (request: TeamEmailRequest, addresses: EmailAddresses, idempotencyKey: string) => ({
  to: toHeaderValue(request.email, 254),
  from: addresses.fromAddress,
  replyTo: addresses.teamAddress,
  idempotencyKey,
});

// The site's words only (editors' content), the reference and the numbers and
// contents declared, never anything the visitor wrote, not even their name:
// the address was typed by the visitor, and the form must not become a relay
// for spam to any address. It starts the shipper's thread, which their
// shipment's milestone e-mails answer (threading.ts).
export async function visitorConfirmation(
  request: TeamEmailRequest & { createdAt?: Date },
  addresses: EmailAddresses,
  possibleRepeat: boolean,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const words = wordsFor(context.replies, request.language);
  const site = emailSiteFrom(context.replies, context.origin);
  const facts = {
    reference: request.reference,
    cargo: request,
    price: answeredPrice(request.pricing, request),
    pickup: pickupAsked(request.pickupCity, request.pricing),
    // The same link on every attempt: made from the reference and the day the lead was asked.
    quotePage: await quotePageOf(request, words.code, context),
  };
  return await outgoing(({ confirmationEmail }) => confirmationEmail(words, site, facts), {
    ...toVisitor(request, addresses, emailKey(request.reference, "visitor_confirmation", possibleRepeat)),
    headers: confirmationHeaders(request.reference, addresses.fromAddress, possibleRepeat),
  });
}

/**
 * The visitor's e-mail of their shipment booked under `awb`, in their
 * language: the airline, the number, the button to the airline's tracking
 * page. One per number the lead is booked under, under its own key.
 */
export function bookingEmail(
  request: TeamEmailRequest,
  awb: string,
  addresses: EmailAddresses,
  possibleRepeat: boolean,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const { replies } = context;
  const airline = replies.airlines.find((candidate) => candidate.prefix === awb.slice(0, 3));
  // The team's form checked the prefix against the same list; a deploy may have removed the airline since.
  if (!airline) throw new Error(`no airline of content/airlines.yaml has the prefix ${awb.slice(0, 3)}`);
  const words = bookingWordsFor(replies, request.language);
  const site = emailSiteFrom(replies, context.origin);
  const key = `quote-request/${request.reference}/booking/${awb}${possibleRepeat ? "/possible-repeat" : ""}`;
  return outgoing(
    ({ bookingEmail }) => bookingEmail(words, site, { reference: request.reference, airline, awb }),
    toVisitor(request, addresses, key),
  );
}

/**
 * The one e-mail the team gets while the hourly ceiling holds e-mails back:
 * nothing visitor-written, so a flood cannot put words in it, and nothing that
 * changes between attempts (such as how many e-mails wait), so every attempt
 * under its idempotency key has the same body and Resend recognises a retry.
 */
function volumeNotice(
  notification: ClaimedNotification,
  addresses: EmailAddresses,
  teamEmailsPerHour: number,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const since = { since: notification.createdAt, teamEmailsPerHour };
  return outgoing(({ volumeNoticeEmail }) => volumeNoticeEmail(since, site, notification.possibleRepeat), {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    idempotencyKey: `contact-volume-notice/${notification.id}${notification.possibleRepeat ? "/possible-repeat" : ""}`,
  });
}

/**
 * The e-mail of a claimed notification (the weekly summary excepted:
 * weeklySummary.ts composes it from its figures), in the function's words.
 */
export async function composeEmail(
  notification: ClaimedNotification,
  addresses: EmailAddresses,
  extras: EmailExtras,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const { kind, request, possibleRepeat } = notification;
  if (kind === "volume_notice") return await volumeNotice(notification, addresses, extras.teamEmailsPerHour, context);
  if (kind === "weekly_summary" || kind === "milestone") throw new Error(`${kind}: composed by delivery.ts`);
  if (request === null) throw new Error(`notification ${notification.id} (${kind}) has no request`);
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`notification ${notification.id} (${kind}) needs ${what}`);
    return value;
  };
  switch (kind) {
    case "team":
      return await teamEmail(request, addresses, need(extras.links, "its links"), context, possibleRepeat);
    case "choice":
      return await choiceEmail(request, notification.choice!, addresses, need(extras.links, "its links"), context);
    case "booking_request":
      return await bookingRequestEmail(
        request,
        need(notification.bookingRequest ?? undefined, "its booking"),
        addresses,
        need(extras.links, "its links"),
        context,
        possibleRepeat,
      );
    case "answer_reminder":
      return await answerReminderEmail(
        request,
        addresses,
        need(extras.links, "its links"),
        need(extras.answerReminderAfterMs, "the reminder's delay"),
        context,
        possibleRepeat,
      );
    case "booking":
      return await bookingEmail(request, notification.bookingAwb!, addresses, possibleRepeat, context);
    case "visitor_confirmation":
      return await visitorConfirmation(request, addresses, possibleRepeat, context);
  }
}

/**
 * The team's notice that the database cannot store leads, once an hour for
 * each cause: nothing a visitor wrote, and nothing that differs between
 * instances (the cause is the kind, and for a refusal the database's code and
 * message; the hour it started in), so every instance sends the same e-mail
 * under the same key and the provider sends it once.
 */
export async function databaseProblemNotice(
  failure: DatabaseFailure,
  hourStart: Date,
  addresses: EmailAddresses,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const cause: DatabaseCause = failure.kind === "away"
    ? { kind: "away" }
    : failure.sqlstate === null
    ? { kind: "fault", name: failure.name, message: failure.message }
    : { kind: "refused", code: failure.sqlstate, message: failure.message };
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(
      cause.kind === "away"
        ? "away"
        : cause.kind === "fault"
        ? `fault\u0000${cause.name}\u0000${cause.message}`
        : `refused\u0000${cause.code}\u0000${cause.message}`,
    ),
  );
  const site = emailSiteFrom(context.replies, context.origin);
  return outgoing(({ databaseNoticeEmail }) => databaseNoticeEmail(cause, hourStart, site), {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    idempotencyKey: `database-problem/${hourStart.toISOString()}/${toHex(digest.slice(0, 8))}`,
  });
}
