// The deployed handler as the settings tests build it (createDeployedHandler,
// what index.ts runs): with a card that is off, a logger that records, every
// production setting with Resend pointing at a fake, its health route, and the
// log line naming what is not configured.
import { CARD_OFF } from "../support/deployable.ts";
import { type FakeResend, startFakeResend } from "../support/fakeResend.ts";
import { backendTests, CONFIGURED_ENV, FakeClock } from "../support/harness.ts";
import { askHealth, SITE_ORIGIN } from "../support/requests.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { createDeployedHandler } from "../../send-contact-email/deployment.ts";
import { fixtureReplies } from "../support/replies.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import type { LogFields, Logger } from "../../send-contact-email/settings/logger.ts";
import { rateCardFromFile } from "../../send-contact-email/quote/rateCardFile.ts";

/** A card that is off on purpose: what the tests that are not about the card deploy with. */
export const CARD_IS_OFF = rateCardFromFile(CARD_OFF);

export type LogLine = { level: "info" | "error"; message: string; fields?: LogFields };

export function recordingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (message, fields) => lines.push({ level: "info", message, fields }),
    error: (message, fields) => lines.push({ level: "error", message, fields }),
  };
}

/** The deployed handler on `db` with `env` (SUPABASE_DB_URL set unless the test removes it). */
export function deployed(db: Database, env: Record<string, string | undefined>, clock = new FakeClock()) {
  const logger = recordingLogger();
  const handler = createDeployedHandler(
    { SUPABASE_DB_URL: "postgres://test", ALLOWED_ORIGINS: SITE_ORIGIN, ...env },
    { openDatabase: () => db, logger, clock: clock.now, rateCard: CARD_IS_OFF, words: fixtureReplies },
  );
  return { handler, logger, clock };
}

/** Every production setting, Resend pointing at the fake. */
export const configured = (resend: FakeResend) => ({ ...CONFIGURED_ENV, RESEND_API_URL: resend.baseUrl });

/** `fn` as one test per database, with a fake Resend that it closes afterwards. */
export function testsWithResend(name: string, fn: (db: Database, resend: FakeResend) => Promise<void>) {
  return backendTests(name, async (db) => {
    const resend = startFakeResend();
    try {
      await fn(db, resend);
    } finally {
      await resend.close();
    }
  });
}

/** Asks the deployed handler's health route from one client address. */
export const health = (
  handler: ContactHandler,
  headers: Record<string, string> = { "cf-connecting-ip": "203.0.113.9" },
) => askHealth(handler, headers);

/** The error lines that name what is not configured, one for each request. */
export const notConfiguredLines = (logger: { lines: LogLine[] }) =>
  logger.lines.filter((line) =>
    line.level === "error" && line.message === "send-contact-email is not fully configured"
  );
