// The visitor's e-mail of their shipment booked from the console, and its
// kind in the outbox (payload {awb}: the air waybill it was queued for;
// marking.ts queues it with the mark). In the visitor's language: the
// airline, the number, the button to the airline's tracking page. It has no
// ceiling (one per booking the team makes) and is never sent once its lead
// is no longer booked under its number (marked again before it went out).
import { emailSiteFrom, type LeadFacts } from "../../_shared/emails/site.ts";
import { bookingWordsFor } from "../../_shared/replies/formReplies.ts";
import { type EmailKind, keyOf, leadOf, payloadField } from "../outbox/emailKinds.ts";
import { type EmailAddresses, type EmailContext, outgoing, type OutgoingEmail, toVisitor } from "../outbox/outgoing.ts";

/**
 * The visitor's e-mail of their shipment booked under `awb`, in their
 * language: the airline, the number, the button to the airline's tracking
 * page. One per number the lead is booked under, under its own key.
 */
export function bookingEmail(
  request: LeadFacts,
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
  const facts = { reference: request.reference, airline, awb };
  return outgoing(
    async () => (await import("../../_shared/emails/bookingEmail.tsx")).bookingEmail(words, site, facts),
    toVisitor(request, addresses, keyOf(`quote-request/${request.reference}/booking/${awb}`, possibleRepeat)),
  );
}

/** The booking e-mail's kind. */
export function bookedEmailKind(addresses: EmailAddresses, context: EmailContext): EmailKind {
  return {
    kind: "booking",
    stillWanted: {
      sql: "r.status = 'booked' and r.awb = n.payload->>'awb'",
      because: "not sent: the lead was marked again before its booking e-mail went out",
    },
    compose: (email) =>
      bookingEmail(leadOf(email), payloadField(email, "awb", "string"), addresses, email.possibleRepeat, context),
  };
}
