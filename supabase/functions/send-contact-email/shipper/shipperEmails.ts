// The team's e-mail of a choice the shipper makes on the quote page, in the
// lead's thread (threading.ts), and its kind in the outbox: payload {service,
// number}, the service chosen and which change of the lead's choice it tells,
// 1 to 5. It counts against the team's hourly ceiling: a shipper may change a
// choice five times a lead, never past it. (A booking request's e-mail is booking/'s.)
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import type { LeadLink } from "../../_shared/leadActions.ts";
import type { ServiceName } from "../../_shared/price/pricing.ts";
import type { LeadFacts } from "../../_shared/emails/site.ts";
import { type EmailKind, leadOf, payloadField } from "../outbox/emailKinds.ts";
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

/** The kind of the team's e-mail of a choice. */
export function choiceEmailKind(deps: LeadMail): EmailKind {
  const { addresses, context } = deps;
  return {
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
  };
}
