// A database that cannot take leads is named loudly, not once per lead: every
// failure is logged with the database's own code and message, and the team is
// e-mailed once an hour for each cause (emails.ts, databaseProblemNotice).
import type { DatabaseFailure } from "../storage/database.ts";
import { databaseProblemNotice, type EmailAddresses, type EmailContext } from "../mail/emails.ts";
import type { Logger } from "../settings/logger.ts";
import type { Mailer } from "../mail/mailers.ts";

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
