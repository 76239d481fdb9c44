// The shipper's e-mail of a milestone of their booked shipment, as it goes
// out: the milestone e-mail (_shared/booking/milestoneEmail.tsx) in the lead's
// language and direction, to the address of the lead, answered to the team,
// in the thread of the shipper's confirmation (threading.ts: In-Reply-To and
// References name the confirmation's Message-ID, under its subject after
// "Re: "), with the airline's tracking link for the number the lead is booked
// under and the shipper's quote page. One per lead and milestone, under its
// own provider key, made from the lead and the milestone as recorded alone, so
// every attempt is the same e-mail.
import { airlineOf } from "../../_shared/airWaybill.ts";
import type { MilestoneFacts, MilestoneWords } from "../../_shared/booking/milestoneEmail.tsx";
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import { bookingWordsFor } from "../../_shared/words/formReplies.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { type EmailAddresses, type EmailContext, outgoing, type OutgoingEmail, toVisitor } from "../mail/emails.ts";
import { quotePageOf } from "../lead/quoteKey.ts";
import type { ClaimedNotification } from "../mail/notificationTypes.ts";
import { inConfirmationThread, replySubject } from "../mail/threading.ts";

/** The provider key of a lead's milestone e-mail. */
export const milestoneEmailKey = (reference: string, milestone: string, possibleRepeat = false): string =>
  `quote-request/${reference}/milestone/${milestone}${possibleRepeat ? "/possible-repeat" : ""}`;

/** The e-mail of a claimed milestone notification; throws (delivery.ts retries it) when it lacks its lead or milestone. */
export async function milestoneMail(
  notification: ClaimedNotification,
  addresses: EmailAddresses,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const { request, milestone: shipment, possibleRepeat } = notification;
  if (request === null || shipment === null) {
    throw new Error(`notification ${notification.id} (milestone) has no lead or no milestone recorded`);
  }
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
  return await outgoing(({ milestoneEmail }) => milestoneEmail(words, site, facts), {
    ...toVisitor(request, addresses, milestoneEmailKey(request.reference, shipment.milestone, possibleRepeat)),
    headers: inConfirmationThread(request.reference, addresses.fromAddress),
  }, () => thread);
}
