// The e-mails of a lead the database did not take (unstoredLeads.ts), sent
// directly: the same e-mails, under the same provider keys, that the stored
// lead gets (quoteEmails.ts), each sent once by this instance and its outcome kept
// for storing the lead later. Within this instance's share of the hourly
// ceilings (memoryLimits.ts); past them the e-mail waits for the database's.
import type { LeadLink } from "../../_shared/leadActions.ts";
import type { EmailAddresses, EmailContext, OutgoingEmail } from "../outbox/outgoing.ts";
import { teamEmail, type TeamEmailRequest, visitorConfirmation } from "./quoteEmails.ts";
import type { Logger } from "../settings/logger.ts";
import { type Mailer, MailerError } from "../outbox/mailers.ts";
import { hourlyCeiling } from "./memoryLimits.ts";
import type { AcceptInput, EmailOutcome } from "../storage/leadTypes.ts";

/** A lead the database could not take, kept until it can, with what became of its e-mails. */
export type KeptLead = {
  input: AcceptInput;
  reference: string;
  team: EmailOutcome;
  confirmation: EmailOutcome;
  /** The sends under way: a retry of the request waits for the team's; storing the lead waits for both. */
  sendingTeam: Promise<EmailOutcome> | null;
  sendingConfirmation: Promise<void> | null;
};

const NOT_SENT: EmailOutcome = { status: "not sent" };

/** A new kept lead, under the first of its references, nothing sent yet. */
export const keptLead = (input: AcceptInput): KeptLead => ({
  input,
  reference: input.references[0],
  team: NOT_SENT,
  confirmation: NOT_SENT,
  sendingTeam: null,
  sendingConfirmation: null,
});

export type LeadMail = {
  /** The team's e-mail, once: a retry of the request waits for the send under way instead of sending again. */
  team(lead: KeptLead): Promise<EmailOutcome>;
  /** The visitor's confirmation, as for a stored lead; past this instance's ceiling it waits for the database's. */
  confirmation(lead: KeptLead): Promise<void>;
};

export function createLeadMail(deps: {
  mailer: Mailer;
  clock: () => Date;
  logger: Logger;
  addresses: EmailAddresses;
  options: { teamEmailsPerHour: number; confirmationsPerHour: number; directMailTimeoutMs: number };
  /** The lead's link in the team's console: the same e-mail as the stored lead's (the lead is there once it is stored). */
  leadLink: (reference: string) => Promise<LeadLink>;
  /** What every e-mail takes of the site: its words (written from content/ at deploy) and the logo's origin (SITE_URL). */
  emailContext: EmailContext;
}): LeadMail {
  const { clock, logger, options } = deps;
  const teamCeiling = hourlyCeiling(options.teamEmailsPerHour, clock);
  const confirmationCeiling = hourlyCeiling(options.confirmationsPerHour, clock);

  const requestOf = (lead: KeptLead): TeamEmailRequest => ({
    ...lead.input.request,
    reference: lead.reference,
    language: lead.input.language,
    pricing: lead.input.pricing,
    source: lead.input.source,
  });

  /** Sends `email`: gone out, refused for certain (not sent), or perhaps gone out since the first such attempt. */
  async function attempt(email: OutgoingEmail, previous: EmailOutcome, timeoutMs?: number): Promise<EmailOutcome> {
    const started = clock();
    try {
      const { providerMessageId } = await deps.mailer.send(email, { timeoutMs });
      return { status: "sent", providerMessageId, at: clock() };
    } catch (error) {
      logger.error("an e-mail of a lead the database did not take was not sent", {
        key: email.idempotencyKey,
        error: String(error),
      });
      // A 409 or no answer proves nothing: the provider may hold it, so it is never counted as sent.
      if (error instanceof MailerError && error.refused) return previous.status === "unknown" ? previous : NOT_SENT;
      return { status: "unknown", since: previous.status === "unknown" ? previous.since : started };
    }
  }

  return {
    team(lead) {
      if (lead.team.status === "sent") return Promise.resolve(lead.team);
      lead.sendingTeam ??= (async () => {
        if (!teamCeiling.tryTake()) {
          logger.error("team e-mails held back by the hourly ceiling; the lead is kept to store later", {
            teamEmailsPerHour: options.teamEmailsPerHour,
          });
          return lead.team;
        }
        const links = await deps.leadLink(lead.reference);
        const email = await teamEmail(requestOf(lead), deps.addresses, links, deps.emailContext);
        return (lead.team = await attempt(email, lead.team, options.directMailTimeoutMs));
      })().finally(() => (lead.sendingTeam = null));
      return lead.sendingTeam;
    },

    confirmation(lead) {
      if (!lead.input.notifications.includes("visitor_confirmation") || lead.confirmation.status === "sent") {
        return Promise.resolve();
      }
      lead.sendingConfirmation ??= (async () => {
        if (!confirmationCeiling.tryTake()) return;
        const email = await visitorConfirmation(requestOf(lead), deps.addresses, false, deps.emailContext);
        lead.confirmation = await attempt(email, lead.confirmation);
      })().finally(() => (lead.sendingConfirmation = null));
      return lead.sendingConfirmation;
    },
  };
}
