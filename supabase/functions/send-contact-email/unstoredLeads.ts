// When the database cannot take a lead (it restarts, fails over, a pooler
// recycles its connections, or it does not answer in time), the lead is not
// lost and nothing is reported as done:
//
// - the team gets it at once by e-mail, marked "Not stored yet", under a
//   provider key made from the request's idempotency key;
// - this instance keeps it in memory and writes it to the database as soon as
//   the database answers again (drain), its team e-mail recorded as sent, so
//   it is never e-mailed twice; the visitor's confirmation goes out once it is
//   stored;
// - the visitor gets an honest 503 with Retry-After ("not saved yet, send it
//   again in a minute"), the form keeping what they typed.
//
// A retry of the same request (the same idempotency key) never brings a
// second e-mail: on this instance it is recognised in memory; on another one,
// Resend recognises the key (it answers 409 to a key it already holds) within
// its 24 hours. The limits that protect the team's inbox hold here too, per
// instance: per client, per address, and the hourly ceiling on team e-mails.
// Memory is the weak point: an instance that stops before the database is
// back loses what it kept, and the e-mail the team got is then the only copy.
import type { NotificationDelivery } from "./delivery.ts";
import { type EmailAddresses, unstoredTeamEmail } from "./emails.ts";
import { HttpError } from "./http.ts";
import type { Logger } from "./logger.ts";
import { type Mailer, MailerError } from "./mailers.ts";
import { newReference } from "./reference.ts";
import type { AcceptInput, ContactStore } from "./store.ts";

/** A lead the database could not take, kept until it can. */
type KeptLead = {
  input: AcceptInput & { idempotencyKey: string };
  reference: string;
  /** The direct team e-mail: going out, gone out (with the provider's id), or not sent (the ceiling, or the provider failed). */
  teamEmail: "sending" | { providerMessageId: string; at: Date } | "not sent";
};

export type UnstoredLeads = {
  /**
   * Takes a lead the database refused or did not answer for: e-mails it to the
   * team (unless this request was e-mailed already, or a limit holds), keeps
   * it, and throws the HttpError the visitor gets (503 with Retry-After, or 429).
   */
  keep(input: AcceptInput & { idempotencyKey: string }, cause: unknown): Promise<never>;
  /** Writes the kept leads to the database; what could not be written stays kept. Never throws. */
  drain(): Promise<{ stored: number; kept: number }>;
  /** The direct team e-mail of a request, when one went out: the stored copy records it instead of sending again. */
  teamEmailSent(idempotencyKey: string | null): { providerMessageId: string; at: Date } | undefined;
  /** The reference a request was given while the database was away (its e-mail names it): stored under it too. */
  referenceFor(idempotencyKey: string): string | undefined;
  /** How many leads are kept. */
  count(): number;
};

export type UnstoredLeadsOptions = {
  /** How long the visitor is asked to wait before sending again (Retry-After). */
  retryAfterSeconds: number;
  /** The most leads kept at once; past it a lead is still e-mailed, but not kept. */
  maxKept: number;
  perClient: number;
  perEmail: number;
  windowMs: number;
  teamEmailsPerHour: number;
};

const HOUR_MS = 60 * 60 * 1000;

export function createUnstoredLeads(deps: {
  store: Pick<ContactStore, "accept">;
  mailer: Mailer;
  clock: () => Date;
  logger: Logger;
  addresses: EmailAddresses;
  options: UnstoredLeadsOptions;
  /** Runs the direct e-mail after the answer (EdgeRuntime.waitUntil); without it the answer waits for it. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Sends a stored lead's e-mails (its confirmation) once it is written. */
  delivery: () => NotificationDelivery;
}): UnstoredLeads {
  const { clock, logger, options } = deps;
  const kept = new Map<string, KeptLead>();
  /** Direct e-mails that went out, by idempotency key: kept after their lead is stored, for late copies. */
  const sent = new Map<string, { providerMessageId: string; at: Date; reference: string }>();
  /** Leads taken in memory, for the limits: who and when. */
  const taken: { clientHash: string; email: string; at: number }[] = [];
  /** When the direct team e-mails went out, for the hourly ceiling. */
  const teamSends: number[] = [];
  let draining: Promise<{ stored: number; kept: number }> | null = null;

  const forget = (list: number[] | { at: number }[], before: number) => {
    while (list.length > 0 && (typeof list[0] === "number" ? list[0] : (list[0] as { at: number }).at) <= before) {
      list.shift();
    }
  };

  const unavailable = () =>
    new HttpError(
      503,
      "unavailable",
      "Your request could not be saved just now. Please send it again in a minute.",
      { retryAfter: options.retryAfterSeconds },
      { "Retry-After": String(options.retryAfterSeconds) },
    );

  /** Over a limit, the same refusal as a stored request gets. */
  function checkLimits(input: AcceptInput): void {
    const now = clock().getTime();
    forget(taken, now - options.windowMs);
    const email = input.request.email.toLowerCase();
    const byClient = taken.filter((entry) => entry.clientHash === input.clientHash);
    const byEmail = taken.filter((entry) => entry.email === email);
    const over = [
      ...(byClient.length >= options.perClient ? [byClient[0].at] : []),
      ...(byEmail.length >= options.perEmail ? [byEmail[0].at] : []),
    ];
    if (over.length === 0) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((Math.max(...over) + options.windowMs - now) / 1000));
    throw new HttpError(
      429,
      "rate_limited",
      `Too many requests. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      {},
      { "Retry-After": String(retryAfterSeconds) },
    );
  }

  async function sendDirectly(lead: KeptLead): Promise<void> {
    const key = lead.input.idempotencyKey;
    try {
      const email = await unstoredTeamEmail(
        {
          ...lead.input.request,
          reference: lead.reference,
          createdAt: lead.input.now,
          language: lead.input.language,
        },
        key,
        deps.addresses,
      );
      const { providerMessageId } = await deps.mailer.send(email);
      lead.teamEmail = { providerMessageId, at: clock() };
    } catch (error) {
      if (error instanceof MailerError && error.status === 409) {
        // Resend already holds an e-mail under this key: another instance sent this request.
        lead.teamEmail = { providerMessageId: "sent by another instance (the provider answered 409)", at: clock() };
      } else {
        lead.teamEmail = "not sent";
        logger.error("a lead the database could not take was not e-mailed either; it is kept to store later", {
          reference: lead.reference,
          error: String(error),
        });
        return;
      }
    }
    sent.set(key, { ...lead.teamEmail, reference: lead.reference });
    logger.error("the database could not take a lead: e-mailed to the team directly, kept to store later", {
      reference: lead.reference,
      kept: kept.size,
    });
  }

  /** Forgets direct e-mails older than the provider's 24 hours, and sends before the last hour for the ceiling. */
  function forgetSends(): void {
    const now = clock().getTime();
    forget(teamSends, now - HOUR_MS);
    for (const [key, email] of sent) if (email.at.getTime() <= now - 24 * HOUR_MS) sent.delete(key);
  }

  /** Sends the lead's direct e-mail, in the background when the platform allows, unless the hourly ceiling holds it. */
  async function mail(lead: KeptLead): Promise<void> {
    if (teamSends.length >= options.teamEmailsPerHour) {
      logger.error("team e-mails held back by the hourly ceiling; the lead is kept to store later", {
        teamEmailsPerHour: options.teamEmailsPerHour,
      });
      return;
    }
    teamSends.push(clock().getTime());
    lead.teamEmail = "sending";
    const work = sendDirectly(lead);
    if (deps.waitUntil) deps.waitUntil(work);
    else await work;
  }

  async function drainOnce(): Promise<{ stored: number; kept: number }> {
    let stored = 0;
    for (const [key, lead] of kept) {
      if (lead.teamEmail === "sending") continue;
      try {
        const teamAlreadySent = typeof lead.teamEmail === "object" ? lead.teamEmail : undefined;
        const outcome = await deps.store.accept({
          ...lead.input,
          reference: lead.reference,
          teamAlreadySent,
          // Its limits were counted when it came; no limit refuses it now.
          limits: { ...lead.input.limits, perClient: Infinity, perEmail: Infinity },
        });
        kept.delete(key);
        if (outcome.kind === "accepted" && !outcome.replayed) {
          stored++;
          logger.info("a lead kept while the database was away is stored", {
            requestId: outcome.id,
            reference: outcome.reference,
          });
          await deps.delivery().deliverForRequest(outcome.id).catch((error) =>
            logger.error("notification delivery crashed", { requestId: outcome.id, error: String(error) })
          );
        }
      } catch (error) {
        logger.error("the database still cannot take the kept leads", { kept: kept.size, error: String(error) });
        break;
      }
    }
    return { stored, kept: kept.size };
  }

  return {
    async keep(input, cause) {
      logger.error("the database could not take a lead", { error: String(cause) });
      const key = input.idempotencyKey;
      forgetSends();
      const known = kept.get(key);
      if (known || sent.has(key)) {
        // The visitor sent the same request again while the database is still away: no second
        // e-mail, unless the first one could not be sent.
        if (known?.teamEmail === "not sent") await mail(known);
        throw unavailable();
      }
      checkLimits(input);
      taken.push({ clientHash: input.clientHash, email: input.request.email.toLowerCase(), at: clock().getTime() });
      const lead: KeptLead = { input, reference: newReference(), teamEmail: "not sent" };
      if (kept.size < options.maxKept) kept.set(key, lead);
      else {logger.error("too many leads kept while the database is away; this one is e-mailed only", {
          kept: kept.size,
        });}
      await mail(lead);
      throw unavailable();
    },

    drain() {
      if (kept.size === 0) return Promise.resolve({ stored: 0, kept: 0 });
      draining ??= drainOnce().finally(() => (draining = null));
      return draining;
    },

    teamEmailSent: (key) => (key === null ? undefined : sent.get(key)),

    referenceFor: (key) => kept.get(key)?.reference ?? sent.get(key)?.reference,

    count: () => kept.size,
  };
}
