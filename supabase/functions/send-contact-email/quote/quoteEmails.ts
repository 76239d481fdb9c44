// The quote request's two e-mails, as they go out and as the outbox sends
// them: the team's e-mail of a lead (which starts the lead's thread in the
// team's mailbox) and the visitor's confirmation (which starts the shipper's
// thread), each the same from every instance and every path (see emailKey):
// from the outbox once the lead is stored, or directly while the database
// cannot take it (unstoredLeadMail.ts). Their kinds carry no payload: each is
// made from its lead alone.
import { emailSiteFrom, type LeadFacts } from "../../_shared/emails/site.ts";
import type { LeadLink } from "../../_shared/leadActions.ts";
import { answeredPrice } from "../../_shared/price/leadPrice.ts";
import { pickupAsked } from "../../_shared/price/visitorPrice.ts";
import { wordsFor } from "../../_shared/replies/formReplyPages.ts";
import { quotePageOf } from "../lead/quoteKey.ts";
import { type EmailKind, keyOf, leadOf } from "../outbox/emailKinds.ts";
import {
  type EmailAddresses,
  type EmailContext,
  type LeadMail,
  outgoing,
  type OutgoingEmail,
  toHeaderValue,
  toVisitor,
} from "../outbox/outgoing.ts";
import { confirmationHeaders, leadMessageId } from "../outbox/threading.ts";
import type { RequestNotificationKind } from "../storage/leadTypes.ts";

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
  return keyOf(`quote-request/${reference}/${kind}`, possibleRepeat);
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
  const compose = async () =>
    (await import("../../_shared/emails/team/teamEmail.tsx")).teamLeadEmail(request, site, links, possibleRepeat);
  return outgoing(compose, {
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
  const compose = async () =>
    (await import("../../_shared/emails/confirmationEmail.tsx")).confirmationEmail(words, site, facts);
  return await outgoing(compose, {
    ...toVisitor(request, addresses, emailKey(request.reference, "visitor_confirmation", possibleRepeat)),
    headers: confirmationHeaders(request.reference, addresses.fromAddress, possibleRepeat),
  });
}

/** A day: how long a confirmation may wait before it is never sent. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The two kinds of a quote request's e-mails: the team's (under the team's
 * hourly ceiling, with the lead's link in the console) and the visitor's
 * confirmation (under the visitors' ceiling; a day after its request it is
 * never sent: that late it helps nobody, and a flood of them is what the
 * ceiling is for).
 */
export function quoteEmailKinds(deps: LeadMail): EmailKind[] {
  const { addresses, context } = deps;
  return [
    {
      kind: "team",
      ceiling: "team",
      compose: async (email) => {
        const lead = leadOf(email);
        return await teamEmail(lead, addresses, await deps.leadLink(lead.reference), context, email.possibleRepeat);
      },
    },
    {
      kind: "visitor_confirmation",
      ceiling: "visitors",
      expires: {
        afterMs: DAY_MS,
        because:
          "not sent: still unsent a day after the request (held back by the hourly ceiling on confirmations, or by an outage)",
      },
      compose: (email) => visitorConfirmation(leadOf(email), addresses, email.possibleRepeat, context),
    },
  ];
}
