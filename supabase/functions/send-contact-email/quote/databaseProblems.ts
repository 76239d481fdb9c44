// A database that cannot take leads is named loudly, not once per lead: every
// failure is logged with the database's own code and message, and the team is
// e-mailed once an hour for each cause (databaseProblemNotice), directly:
// the database cannot keep the e-mail either.
import type { DatabaseCause } from "../../_shared/emails/notices.tsx";
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import type { DatabaseFailure } from "../storage/database.ts";
import { toHex } from "../http/clientAddress.ts";
import { type EmailAddresses, type EmailContext, outgoing, type OutgoingEmail } from "../outbox/outgoing.ts";
import type { Logger } from "../settings/logger.ts";
import type { Mailer } from "../outbox/mailers.ts";

const HOUR_MS = 60 * 60 * 1000;

export type DatabaseProblems = {
  /** Logs `failure` (while doing `what`) and, the first time this hour for its cause, tells the team in the background. */
  report(failure: DatabaseFailure, what: string): void;
};

export function createDatabaseProblems(deps: {
  mailer: Mailer;
  clock: () => Date;
  logger: Logger;
  addresses: EmailAddresses;
  /** Runs work after the answer (EdgeRuntime.waitUntil), or lets it run. */
  background: (work: Promise<unknown>) => void;
  /** What every e-mail takes of the site: its words (written from content/ at deploy) and the logo's origin (SITE_URL). */
  emailContext: EmailContext;
}): DatabaseProblems {
  const { logger } = deps;
  /** The causes the team was told of, as "<hour>|<cause>", in the current hour. */
  const told = new Set<string>();

  return {
    report(failure, what) {
      logger.error(
        failure.kind === "away" ? `the database does not answer (${what})` : `the database refused (${what})`,
        { sqlstate: failure.sqlstate, name: failure.name, error: failure.message },
      );
      const hourStart = new Date(Math.floor(deps.clock().getTime() / HOUR_MS) * HOUR_MS);
      const hour = hourStart.toISOString();
      for (const entry of told) if (!entry.startsWith(hour)) told.delete(entry);
      // A database away is one cause whatever the driver says; a refusal is its code and message.
      const cause = `${hour}|${failure.kind === "away" ? "away" : `${failure.sqlstate}|${failure.message}`}`;
      if (told.has(cause)) return;
      told.add(cause);
      deps.background(
        databaseProblemNotice(failure, hourStart, deps.addresses, deps.emailContext)
          .then((email) => deps.mailer.send(email))
          .catch((error) => {
            // Told again at the next failure: under the same key, so at most once.
            told.delete(cause);
            logger.error("the team could not be told that the database cannot store leads", { error: String(error) });
          }),
      );
    },
  };
}

/**
 * The team's notice that the database cannot store leads, once an hour for
 * each cause: nothing a visitor wrote, and nothing that differs between
 * instances (the cause is the kind, and for a refusal the database's code and
 * message; the hour it started in), so every instance sends the same e-mail
 * under the same key and the provider sends it once.
 */
export async function databaseProblemNotice(
  failure: DatabaseFailure,
  hourStart: Date,
  addresses: EmailAddresses,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const cause: DatabaseCause = failure.kind === "away"
    ? { kind: "away" }
    : failure.sqlstate === null
    ? { kind: "fault", name: failure.name, message: failure.message }
    : { kind: "refused", code: failure.sqlstate, message: failure.message };
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(
      cause.kind === "away"
        ? "away"
        : cause.kind === "fault"
        ? `fault\u0000${cause.name}\u0000${cause.message}`
        : `refused\u0000${cause.code}\u0000${cause.message}`,
    ),
  );
  const site = emailSiteFrom(context.replies, context.origin);
  const compose = async () =>
    (await import("../../_shared/emails/notices.tsx")).databaseNoticeEmail(cause, hourStart, site);
  return outgoing(compose, {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    idempotencyKey: `database-problem/${hourStart.toISOString()}/${toHex(digest.slice(0, 8))}`,
  });
}
