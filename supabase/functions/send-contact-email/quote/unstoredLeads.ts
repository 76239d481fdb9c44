// When the database cannot take a lead (it restarts, fails over, a pooler
// recycles its connections, it does not answer in time, or it refuses what
// the function writes), the lead is not lost and nothing is reported as done:
//
// - the team gets it at once: the same e-mail, under the same provider key,
//   that the stored lead would get (quoteEmails.ts), so whichever instance sends
//   it, now or after storing it, the provider sends it once;
// - the visitor is told the truth: once the team has it, their reference and
//   the thank-you page, and their confirmation goes out as for any lead; a 503
//   with Retry-After only when it reached nobody (the e-mail failed too, or a
//   ceiling held it), the form keeping what they typed;
// - this instance keeps it in memory and writes it to the database once the
//   database takes it (drain: in the background after a stored request, or the
//   scheduled run), with what became of its e-mails, so none goes out twice.
//   A lead the database refuses waits for the cause to be fixed and never
//   holds up the others.
//
// The limits that protect inboxes hold here too, per instance: per client, per
// mailbox, and the hourly ceilings on team e-mails and confirmations. Memory
// is the weak point: an instance that stops before the database takes the
// lead loses what it kept, and the team's e-mail is then the only copy.
import { classifyDatabaseError, type DatabaseFailure } from "../storage/database.ts";
import type { DatabaseProblems } from "./databaseProblems.ts";
import type { NotificationDelivery } from "../outbox/delivery.ts";
import type { LeadLink } from "../../_shared/leadActions.ts";
import type { EmailAddresses, EmailContext } from "../outbox/outgoing.ts";
import { HttpError } from "../http/http.ts";
import { createLeadMail, type KeptLead, keptLead } from "./unstoredLeadMail.ts";
import type { Logger } from "../settings/logger.ts";
import type { Mailer } from "../outbox/mailers.ts";
import { createMemoryLimits } from "./memoryLimits.ts";
import type { Pricing } from "../../_shared/price/pricing.ts";
import type { AcceptInput, LeadStore } from "../storage/leadTypes.ts";

export type UnstoredLeads = {
  /**
   * Takes a lead the database did not take (`failure` says why): e-mails it to
   * the team, unless this instance already did, and keeps it. Resolves with
   * its reference and its price (a retry's: the kept lead's, whatever the
   * retry's body holds) once the team has it; throws the HttpError the
   * visitor gets otherwise (503 with Retry-After, or 429 over a limit).
   */
  take(input: AcceptInput, failure: DatabaseFailure): Promise<{ reference: string; pricing: Pricing }>;
  /** Writes the kept leads to the database; what it does not take stays kept. Never throws. */
  drain(): Promise<{ stored: number; kept: number }>;
  /**
   * What became of the e-mails this instance sent for a request it kept, for
   * storing it when the visitor sends it again: recorded, not sent twice.
   */
  outcomesFor(idempotencyKey: string): AcceptInput["emailOutcomes"];
  /** How many leads are kept. */
  count(): number;
};

export type UnstoredLeadsOptions = {
  /** How long the visitor is asked to wait before sending again (Retry-After). */
  retryAfterSeconds: number;
  /** The most leads kept at once; past it a lead is still e-mailed, but not kept. */
  maxKept: number;
  /** How long the team's e-mail may take while the visitor waits for the answer. */
  directMailTimeoutMs: number;
  perClient: number;
  perEmail: number;
  windowMs: number;
  teamEmailsPerHour: number;
  confirmationsPerHour: number;
};

export type UnstoredLeadsDeps = {
  store: Pick<LeadStore, "accept">;
  mailer: Mailer;
  clock: () => Date;
  logger: Logger;
  addresses: EmailAddresses;
  options: UnstoredLeadsOptions;
  /** Runs work after the answer (EdgeRuntime.waitUntil), or lets it run. */
  background: (work: Promise<unknown>) => void;
  /** Sends a stored lead's e-mails that are still due, once it is written. */
  delivery: () => NotificationDelivery;
  /** The lead's link in the team's console (leadActions.ts). */
  leadLink: (reference: string) => Promise<LeadLink>;
  /** What every e-mail takes of the site: its words (written from content/ at deploy) and the logo's origin (SITE_URL). */
  emailContext: EmailContext;
  problems: DatabaseProblems;
};

/**
 * Writes one kept lead: stored now, stored before (a late commit, or a retry
 * another instance stored), refused (it waits for the cause to be fixed), or
 * the database away (the others would fail alike).
 */
async function storeKept(
  deps: UnstoredLeadsDeps,
  kept: Map<string, KeptLead>,
  key: string,
  lead: KeptLead,
): Promise<"stored" | "already" | "refused" | "away"> {
  const { logger } = deps;
  try {
    const outcome = await deps.store.accept({
      ...lead.input,
      emailOutcomes: { team: lead.team, visitor_confirmation: lead.confirmation },
      // Its limits were counted when it came; no limit refuses it now.
      limits: { ...lead.input.limits, perClient: Infinity, perEmail: Infinity },
    });
    kept.delete(key);
    if (outcome.kind !== "accepted" || outcome.replayed) return "already";
    logger.info("a lead kept while the database could not take it is stored", {
      requestId: outcome.id,
      reference: outcome.reference,
    });
    await deps.delivery().deliverForRequest(outcome.id).catch((error) =>
      logger.error("notification delivery crashed", { requestId: outcome.id, error: String(error) })
    );
    return "stored";
  } catch (error) {
    const failure = classifyDatabaseError(error);
    deps.problems.report(failure, "storing a kept lead");
    return failure.kind;
  }
}

export function createUnstoredLeads(deps: UnstoredLeadsDeps): UnstoredLeads {
  const { clock, logger, options } = deps;
  const kept = new Map<string, KeptLead>();
  const limits = createMemoryLimits({ clock, ...options });
  const mail = createLeadMail({ ...deps, options });
  let draining: Promise<{ stored: number; kept: number }> | null = null;

  /** The visitor's answer: their reference and price once the team has the lead, else a 503 (nobody has it yet). */
  async function answer(lead: KeptLead): Promise<{ reference: string; pricing: Pricing }> {
    if ((await mail.team(lead)).status !== "sent") {
      throw new HttpError(
        503,
        "unavailable",
        "Your request could not be saved just now. Please send it again in a minute.",
        { retryAfter: options.retryAfterSeconds },
        { "Retry-After": String(options.retryAfterSeconds) },
      );
    }
    logger.error("the database did not take a lead: e-mailed to the team directly, kept to store later", {
      reference: lead.reference,
      kept: kept.size,
    });
    deps.background(mail.confirmation(lead));
    return { reference: lead.reference, pricing: lead.input.pricing };
  }

  async function drainOnce(): Promise<{ stored: number; kept: number }> {
    let stored = 0;
    for (const [key, lead] of kept) {
      if (lead.sendingTeam || lead.sendingConfirmation) continue;
      const result = await storeKept(deps, kept, key, lead);
      if (result === "stored") stored++;
      // A refusal is this lead's (or its cause's): the next lead is tried all the same.
      if (result === "away") break;
    }
    return { stored, kept: kept.size };
  }

  return {
    async take(input, failure) {
      deps.problems.report(failure, "storing a lead");
      const known = kept.get(input.idempotencyKey);
      if (known) return await answer(known);
      limits.take(input.clientHash, input.request.email);
      const lead = keptLead(input);
      if (kept.size < options.maxKept) kept.set(input.idempotencyKey, lead);
      else {logger.error("too many leads kept while the database cannot take them; this one is e-mailed only", {
          kept: kept.size,
        });}
      return await answer(lead);
    },

    drain() {
      if (kept.size === 0) return Promise.resolve({ stored: 0, kept: 0 });
      draining ??= drainOnce().finally(() => (draining = null));
      return draining;
    },

    outcomesFor(key) {
      const lead = kept.get(key);
      return lead && { team: lead.team, visitor_confirmation: lead.confirmation };
    },

    count: () => kept.size,
  };
}
