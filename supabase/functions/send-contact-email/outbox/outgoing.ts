// An e-mail as it goes out, whoever composes it: a component of
// ../_shared/emails/ rendered to HTML and plain text, with the function's
// words (written from content/ at deploy, functionWords.ts), its addresses,
// its thread's headers, and the provider key every attempt of one e-mail
// shares. Visitor-written values go only to the team's own address; they are
// text in the HTML (React escapes them) and kept off header lines (subject)
// unless folded to one line first. The team's e-mails are in the team's
// language; the visitor's in theirs. Each capability composes its own e-mails
// with these (its kinds: emailKinds.ts).
import type { QuoteKeys } from "../lead/quoteKey.ts";
import type { ComposedEmail } from "../../_shared/emails/team/teamEmail.tsx";
import type { LeadLink } from "../../_shared/leadActions.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import { inLeadThread, replySubject } from "./threading.ts";

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
 * What every e-mail takes of the site: the function's words, and the origin its logo is at (SITE_URL);
 * and what the shipper's key to the quote page is made with (QUOTE_KEY_SECRETS or QUOTE_KEY_SECRET, LEAD_RETENTION_MONTHS), when set.
 */
export type EmailContext = {
  replies: FormReplies;
  origin: string | null;
  /** QUOTE_KEY_SECRETS and QUOTE_KEY_SECRET (a string: that one alone), and the months a key lasts. */
  quoteKeys?: { secret: QuoteKeys | string; months: number };
};

/** What the e-mails about a lead are made with: the addresses, the site's words and logo, the lead's link in the console. */
export type LeadMail = {
  addresses: EmailAddresses;
  context: EmailContext;
  /** The lead's link in the team's console (leadActions.ts), with nothing that acts in it. */
  leadLink: (reference: string) => Promise<LeadLink>;
};

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

/**
 * An e-mail composed and rendered into what is sent, its subject made safe
 * for the header line. `compose` loads its component with a dynamic import,
 * and the renderer is loaded here the same way: React, React DOM's server
 * renderer and React Email come with the first e-mail an instance makes, not
 * when it starts (docs/function.md, "How the e-mails are made").
 */
export async function outgoing(
  compose: () => Promise<ComposedEmail>,
  envelope: Omit<OutgoingEmail, "subject" | "text" | "html">,
  subject: (composed: string) => string = (composed) => composed,
): Promise<OutgoingEmail> {
  const composed = await compose();
  const { renderEmail } = await import("../../_shared/emails/render.ts");
  const { html, text } = await renderEmail(composed.element);
  return { ...envelope, subject: toHeaderValue(subject(composed.subject)), text, html };
}

/** An e-mail of the site's words to the visitor's address, answered to the team. */
export const toVisitor = (visitor: { email: string }, addresses: EmailAddresses, idempotencyKey: string) => ({
  to: toHeaderValue(visitor.email, 254),
  from: addresses.fromAddress,
  replyTo: addresses.teamAddress,
  idempotencyKey,
});

/**
 * A later e-mail to the team in a lead's thread (threading.ts): answered to
 * the visitor, under the lead's subject after "Re: ".
 */
export function toTeamInThread(
  lead: { reference: string; email: string },
  addresses: EmailAddresses,
  idempotencyKey: string,
) {
  return {
    envelope: {
      to: addresses.teamAddress,
      from: addresses.fromAddress,
      replyTo: toHeaderValue(lead.email, 254),
      idempotencyKey,
      headers: inLeadThread(lead.reference, addresses.fromAddress),
    },
    subject: replySubject,
  };
}
