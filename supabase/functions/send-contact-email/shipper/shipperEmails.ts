// The team's e-mails of what the shipper does on the quote page, in the
// lead's thread (threading.ts), and their kinds in the outbox: a change of
// the choice (payload {service, number}: the service chosen and which change
// of the lead's choice it tells, 1 to 5) and a send of the booking request
// (payload {number, booking}: which send, 1 to 5, and the booking as that send
// had it, whatever later sends change). Both count against the team's hourly
// ceiling: a shipper may change a choice, or send a booking, five times a
// lead, never past it.
import type { BookingRequest } from "../../_shared/booking/bookingRequest.ts";
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import type { LeadLink } from "../../_shared/leadActions.ts";
import type { ServiceName } from "../../_shared/price/pricing.ts";
import type { LeadFacts } from "../../_shared/emails/site.ts";
import { type EmailKind, keyOf, leadOf, payloadField } from "../outbox/emailKinds.ts";
import {
  type EmailAddresses,
  type EmailContext,
  type LeadMail,
  outgoing,
  type OutgoingEmail,
  toTeamInThread,
} from "../outbox/outgoing.ts";

/** The components of the lead's thread, loaded with the first e-mail (outgoing.ts). */
const threadEmails = () => import("../../_shared/emails/leadThreadEmails.tsx");

/**
 * The team's short e-mail when the shipper chooses an option on the quote
 * page, in the lead's thread. One per change, under its own key.
 */
export function choiceEmail(
  request: LeadFacts,
  choice: { service: ServiceName; number: number },
  addresses: EmailAddresses,
  links: LeadLink,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const { envelope, subject } = toTeamInThread(
    request,
    addresses,
    `quote-request/${request.reference}/choice-${choice.number}`,
  );
  return outgoing(async () => (await threadEmails()).choiceEmail(request, choice, site, links), envelope, subject);
}

/** The team's e-mail of a send of the booking request (one per send, its own key), from that send's copy. */
export function bookingRequestEmail(
  request: LeadFacts,
  booking: { number: number; booking: BookingRequest },
  addresses: EmailAddresses,
  links: LeadLink,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const key = `quote-request/${request.reference}/booking-request-${booking.number}`;
  const { envelope, subject } = toTeamInThread(request, addresses, keyOf(key, possibleRepeat));
  const compose = async () => (await threadEmails()).bookingRequestEmail(request, booking, site, links, possibleRepeat);
  return outgoing(compose, envelope, subject);
}

/** The kinds of the shipper's e-mails to the team: a choice's and a booking request's. */
export function shipperEmailKinds(deps: LeadMail): EmailKind[] {
  const { addresses, context } = deps;
  return [
    {
      kind: "choice",
      ceiling: "team",
      compose: async (email) => {
        const lead = leadOf(email);
        const choice = {
          service: payloadField(email, "service", "string") as ServiceName,
          number: payloadField(email, "number", "number"),
        };
        return await choiceEmail(lead, choice, addresses, await deps.leadLink(lead.reference), context);
      },
    },
    {
      kind: "booking_request",
      ceiling: "team",
      compose: async (email) => {
        const lead = leadOf(email);
        const booking = {
          number: payloadField(email, "number", "number"),
          booking: payloadField(email, "booking", "object") as unknown as BookingRequest,
        };
        const links = await deps.leadLink(lead.reference);
        return await bookingRequestEmail(lead, booking, addresses, links, context, email.possibleRepeat);
      },
    },
  ];
}
