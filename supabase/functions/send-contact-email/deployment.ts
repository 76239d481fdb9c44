// The deployed function's wiring, from its environment: PostgreSQL through
// SUPABASE_DB_URL and Resend. index.ts calls it with Deno.env; the tests call
// it with an environment of their own and a test database.
//
// It never throws and never drops a lead for a missing setting: without the
// e-mail settings every e-mail waits in the database (a mailer that refuses
// without trying), without RATE_LIMIT_SALT the instance hashes with a salt of
// its own, and without SUPABASE_DB_URL nothing can be stored: every lead is
// e-mailed to the team directly and answered 503, as while a database is away
// (unstoredLeads.ts), and the health route names it. Every request logs one
// line naming what is missing (handler.ts).
import { connectPostgres, type Database, unreachableDatabase } from "./storage/database.ts";
import { type ContactHandler, createContactHandler } from "./handler.ts";
import { consoleLogger, type Logger } from "./settings/logger.ts";
import { type Mailer, resendMailer, unconfiguredMailer } from "./outbox/mailers.ts";
import { type Env, readSettings, type Settings } from "./settings/settings.ts";
import { createStores, type Stores } from "./stores.ts";
import type { FormReplies } from "../_shared/replies/formReplies.ts";
import {
  deployedRateCard,
  describeRateCard,
  type LoadedRateCard,
  MISSING_RATE_CARD,
  RATE_CARD_NAME,
} from "./quote/rateCardFile.ts";

export type DeploymentOptions = {
  /** Opens the database at SUPABASE_DB_URL; by default node-postgres with 3 connections (timeouts below). */
  openDatabase?: (url: string) => Database;
  logger?: Logger;
  clock?: () => Date;
  /** Supabase's EdgeRuntime.waitUntil: the answer does not wait for the e-mail. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** What the function says: its words, written from content/ at deploy (index.ts imports words.json). */
  words: FormReplies;
  /** The rate card deployed with the function (index.ts imports rate-card.json); none is a missing card, named. */
  rateCard?: LoadedRateCard;
};

/** Resend when every e-mail setting is usable; otherwise a mailer that keeps every e-mail waiting. */
function deployedMailer(env: Env, settings: Settings): Mailer {
  const problems = settings.problems.filter((problem) => problem.part === "email");
  if (problems.length > 0) return unconfiguredMailer(problems.map((problem) => problem.reason));
  return resendMailer({
    apiKey: env.RESEND_API_KEY!.trim(),
    baseUrl: env.RESEND_API_URL?.trim() || undefined,
    timeoutMs: settings.mail.timeoutMs,
  });
}

export function createDeployedHandler(env: Env, options: DeploymentOptions): ContactHandler {
  const settings = readSettings(env);
  const logger = options.logger ?? consoleLogger;
  const open = options.openDatabase ?? ((url: string) =>
    connectPostgres(url, {
      maxConnections: 3,
      // Within the 3 s a lead's store may take (settings.ts, outage): a connection that cannot be
      // opened in time is the database being away; a statement may take longer in the scheduled run.
      connectTimeoutMs: 2_500,
      queryTimeoutMs: 5_000,
      // A connection the database closed (a restart, a failover, a pooler recycling it): replaced by the pool.
      onConnectionError: (error) => logger.error("a database connection closed", { error: error.message }),
    }));
  const unusable = (reason: string) => {
    settings.problems.push({ name: "SUPABASE_DB_URL", part: "database", reason });
    return createStores(unreachableDatabase(reason));
  };
  const databaseUrl = env.SUPABASE_DB_URL?.trim();
  let stores: Stores;
  if (!databaseUrl) {
    stores = unusable("SUPABASE_DB_URL is not set: nothing can be stored");
  } else {
    try {
      stores = createStores(open(databaseUrl));
    } catch (error) {
      // A URL the driver cannot read; its message is not logged, it may hold the password.
      stores = unusable(`SUPABASE_DB_URL could not be used (${(error as Error).name}): nothing can be stored`);
    }
  }
  // Never the repository's example card; a missing, example or unusable card is named like a missing setting.
  const rateCard = deployedRateCard(options.rateCard ?? MISSING_RATE_CARD);
  const clock = options.clock ?? (() => new Date());
  const rateCardState = describeRateCard(rateCard, clock());
  if (rateCard.problem) settings.problems.push({ name: RATE_CARD_NAME, part: "pricing", reason: rateCard.problem });
  logger.info("instant prices", { rateCard: rateCardState.state });
  return createContactHandler({
    stores,
    rateCard,
    mailer: deployedMailer(env, settings),
    clock,
    settings,
    logger,
    replies: options.words,
    waitUntil: options.waitUntil,
  });
}
