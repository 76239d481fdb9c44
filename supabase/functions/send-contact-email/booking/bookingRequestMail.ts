// The team's e-mail of a send of the booking request, in the lead's thread
// (threading.ts), and its kind in the outbox: payload {number, booking}, which
// send it tells (1 to 5) and the booking as that send had it, the offer it was
// sent at included, whatever later sends change. It counts against the team's
// hourly ceiling: a shipper may send a booking five times a lead, never past it.
import type { BookedOffer } from "../../_shared/api/offers.ts";
import type { BookingRequest } from "../../_shared/booking/bookingRequest.ts";
import { emailSiteFrom, type LeadFacts } from "../../_shared/emails/site.ts";
import type { LeadLink } from "../../_shared/leadActions.ts";
import { type EmailKind, keyOf, leadOf, payloadField } from "../outbox/emailKinds.ts";
import {
  type EmailAddresses,
  type EmailContext,
  type LeadMail,
  outgoing,
  type OutgoingEmail,
  toTeamInThread,
} from "../outbox/outgoing.ts";

/** A send of the booking request as its e-mail tells it: which send, and the booking with the offer it names. */
export type BookingRequestSent = { number: number; booking: BookingRequest & { offer?: BookedOffer } };

/** The team's e-mail of a send of the booking request (one per send, its own key), from that send's copy. */
export function bookingRequestEmail(
  request: LeadFacts,
  sent: BookingRequestSent,
  addresses: EmailAddresses,
  links: LeadLink,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const key = `quote-request/${request.reference}/booking-request-${sent.number}`;
  const { envelope, subject } = toTeamInThread(request, addresses, keyOf(key, possibleRepeat));
  const compose = async () =>
    (await import("../../_shared/emails/leadThreadEmails.tsx")).bookingRequestEmail(
      request,
      sent,
      site,
      links,
      possibleRepeat,
    );
  return outgoing(compose, envelope, subject);
}

/** The kind of the team's e-mail of a booking request. */
export function bookingRequestKind(deps: LeadMail): EmailKind {
  return {
    kind: "booking_request",
    ceiling: "team",
    compose: async (email) => {
      const lead = leadOf(email);
      const sent = {
        number: payloadField(email, "number", "number"),
        booking: payloadField(email, "booking", "object") as unknown as BookingRequestSent["booking"],
      };
      const links = await deps.leadLink(lead.reference);
      return await bookingRequestEmail(lead, sent, deps.addresses, links, deps.context, email.possibleRepeat);
    },
  };
}
