// The shipper's e-mail of a milestone of their booked shipment, as it goes
// out: the milestone e-mail (_shared/emails/milestoneEmail.tsx) in the lead's
// language and direction, to the address of the lead, answered to the team,
// in the thread of the shipper's confirmation (threading.ts: In-Reply-To and
// References name the confirmation's Message-ID, under its subject after
// "Re: "), with the airline's tracking link for the number the lead is booked
// under and the shipper's quote page. One per lead and milestone, under its
// own provider key, made from the lead and the milestone as recorded alone, so
// every attempt is the same e-mail. Its kind in the outbox (payload
// {milestone, at, flight}: the milestone as recorded) counts against the
// visitors' hourly ceiling, with the confirmations: e-mails to an address a
// visitor typed, under the one ceiling on what the function sends to visitors.
import { airlineOf } from "../../_shared/airWaybill.ts";
import type { MilestoneFacts, MilestoneWords } from "../../_shared/emails/milestoneEmail.tsx";
import { emailSiteFrom, type LeadFacts } from "../../_shared/emails/site.ts";
import type { Milestone } from "../../_shared/quotePage.ts";
import { bookingWordsFor } from "../../_shared/replies/formReplies.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { quotePageOf } from "../lead/quoteKey.ts";
import { type EmailKind, keyOf, leadOf, payloadField } from "../outbox/emailKinds.ts";
import { type EmailAddresses, type EmailContext, outgoing, type OutgoingEmail, toVisitor } from "../outbox/outgoing.ts";
import { inConfirmationThread, replySubject } from "../outbox/threading.ts";

/**
 * A milestone of a booked shipment, as its e-mail tells it: which, when, the
 * flight of a departure, and the air waybill the lead is booked under when
 * the e-mail is sent.
 */
export type ShipmentMilestone = { milestone: Milestone; at: Date; flight: string | null; awb: string | null };

/** The provider key of a lead's milestone e-mail. */
export const milestoneEmailKey = (reference: string, milestone: string, possibleRepeat = false): string =>
  keyOf(`quote-request/${reference}/milestone/${milestone}`, possibleRepeat);

/** The e-mail of the lead's `shipment` milestone, in the lead's language. */
export async function milestoneMail(
  request: LeadFacts & { createdAt: Date },
  shipment: ShipmentMilestone,
  addresses: EmailAddresses,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const { replies } = context;
  // The lead's language (the site's default when it has no such language): the milestone's words, the booking's labels.
  const { confirmation, ...booking } = bookingWordsFor(replies, request.language);
  const words: MilestoneWords = { ...booking, milestone: replies.languages[booking.code].milestone };
  // The number the lead is booked under now; an airline a deploy took off since: the e-mail goes without its link.
  const airline = shipment.awb === null ? undefined : airlineOf(shipment.awb.slice(0, 3), replies.airlines);
  const facts: MilestoneFacts = {
    reference: request.reference,
    milestone: shipment.milestone,
    at: shipment.at,
    flight: shipment.flight,
    deliverTo: request.deliverTo === "door" ? "door" : "airport",
    tracking: airline && shipment.awb !== null ? { airline, awb: shipment.awb } : null,
    quotePage: await quotePageOf(request, words.code, context),
  };
  const site = emailSiteFrom(replies, context.origin);
  // The confirmation's subject, in the lead's language: what Gmail threads on beside the headers.
  const thread = replySubject(fillTemplate(confirmation.subject, { reference: request.reference }));
  const compose = async () =>
    (await import("../../_shared/emails/milestoneEmail.tsx")).milestoneEmail(words, site, facts);
  return await outgoing(compose, {
    ...toVisitor(request, addresses, milestoneEmailKey(request.reference, shipment.milestone, possibleRepeat)),
    headers: inConfirmationThread(request.reference, addresses.fromAddress),
  }, () => thread);
}

/** The milestone e-mail's kind: a row of the lead, its milestone as recorded in its payload. */
export function milestoneEmailKind(addresses: EmailAddresses, context: EmailContext): EmailKind {
  return {
    kind: "milestone",
    ceiling: "visitors",
    compose: (email) => {
      const lead = leadOf(email);
      const flight = email.payload.flight;
      const shipment: ShipmentMilestone = {
        milestone: payloadField(email, "milestone", "string") as Milestone,
        at: new Date(payloadField(email, "at", "string")),
        flight: typeof flight === "string" ? flight : null,
        awb: lead.awb,
      };
      return milestoneMail(lead, shipment, addresses, context, email.possibleRepeat);
    },
  };
}
