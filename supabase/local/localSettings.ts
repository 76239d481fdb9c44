// The local backend's settings: the function's own (settings.ts), plus the
// local defaults that differ from production, each used only when the
// environment leaves its variable unset or empty. backend.ts reads them here
// and nowhere else, so every local default is in this file.
import {
  type Env,
  loadSettings,
  positiveInteger,
  type Settings,
  SettingsError,
  TEAM_ADDRESS_FALLBACK,
} from "../functions/send-contact-email/settings/settings.ts";

export const LOCAL_DEFAULTS = {
  // On one machine every request comes from 127.0.0.1 with the developer's own
  // address, so production's limits (5 per client, 3 per e-mail, an hour) would
  // soon refuse a developer trying the form. Set them to see the 429.
  RATE_LIMIT_PER_CLIENT_PER_HOUR: "100",
  RATE_LIMIT_PER_EMAIL_PER_HOUR: "100",
  // The console's sign-in likewise (production: 20 calls an hour per client).
  TEAM_SIGN_IN_PER_CLIENT_PER_HOUR: "1000",
  // The same for the ceilings on team e-mails and visitor confirmations (production: 30 an hour each).
  TEAM_EMAILS_PER_HOUR: "1000",
  VISITOR_CONFIRMATIONS_PER_HOUR: "1000",
  // Locally the client hashes need no secret: nothing leaves this machine.
  // Production has no such default (docs/deploying.md, RATE_LIMIT_SALT).
  RATE_LIMIT_SALT: "local-development-salt",
  // The team's console sessions are signed with it; production lists its own (docs/deploying.md).
  TEAM_SESSION_KEYS: "local:local-team-console-session-key-not-for-production",
  // The shippers' keys to their quote pages are signed with it; production sets its own (docs/deploying.md).
  QUOTE_KEY_SECRET: "local-quote-key-secret-not-for-production-use",
  // Where `supabase start` serves its API: the site's local defaults point here.
  PORT: "54321",
  // Relative to the current folder, which is the repository's root under
  // `npm run backend` (git-ignored there).
  DATA_DIR: ".data",
  // In production a scheduled call does this every 5 minutes; locally a timer.
  RETRY_INTERVAL_MS: "30000",
} as const;

export type LocalSettings = {
  /** The function's settings, read from the environment with the local defaults. */
  settings: Settings;
  /** The environment with the local defaults filled in (for localMailer). */
  env: Env;
  port: number;
  /** How often the scheduled work (retries, retention) runs. */
  retryIntervalMs: number;
  /** PostgreSQL instead of PGlite, when SUPABASE_DB_URL is set. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  outboxDir: string;
};

/** `env` with every local default its variables leave unset or empty, and the folders under DATA_DIR. */
export function withLocalDefaults(env: Env): Env {
  const filled: Env = { ...env };
  const unset = (name: string) => !filled[name]?.trim();
  for (const [name, value] of Object.entries(LOCAL_DEFAULTS)) if (unset(name)) filled[name] = value;
  if (unset("PGLITE_DATA_DIR")) filled.PGLITE_DATA_DIR = `${filled.DATA_DIR}/pglite`;
  if (unset("OUTBOX_DIR")) filled.OUTBOX_DIR = `${filled.DATA_DIR}/outbox`;
  // The team's address signs in to the console: its code arrives in the outbox like the team's e-mails.
  if (unset("TEAM_MEMBERS")) filled.TEAM_MEMBERS = filled.CONTACT_TO_EMAIL?.trim() || TEAM_ADDRESS_FALLBACK;
  return filled;
}

/**
 * The function's settings as the local backend uses them. Nothing stands in
 * front of it, so the client is the connection's peer unless
 * CLIENT_ADDRESS_HEADER is set. Without RESEND_API_KEY e-mails go to the
 * outbox, a timer does the retry route's work and the local origins are the
 * site's, so the production problems of those parts do not apply; with RESEND_API_KEY they do (logged, health 503).
 */
function localFunctionSettings(local: Env): Settings {
  const settings = loadSettings(local);
  const usesResend = Boolean(local.RESEND_API_KEY?.trim());
  if (usesResend && !local.CONTACT_TO_EMAIL?.trim()) {
    throw new SettingsError("CONTACT_TO_EMAIL must be set when RESEND_API_KEY is set");
  }
  if (!local.CLIENT_ADDRESS_HEADER?.trim()) settings.rateLimit.clientAddressHeader = null;
  settings.problems = settings.problems.filter((problem) =>
    problem.part !== "retry" && problem.part !== "origins" && (usesResend || problem.part !== "email")
  );
  return settings;
}

/** Reads the local backend's settings; throws SettingsError naming the variable when one is unusable. */
export function loadLocalSettings(env: Env): LocalSettings {
  const local = withLocalDefaults(env);
  return {
    settings: localFunctionSettings(local),
    env: local,
    port: positiveInteger(local, "PORT", Number(LOCAL_DEFAULTS.PORT), 65535),
    retryIntervalMs: positiveInteger(local, "RETRY_INTERVAL_MS", Number(LOCAL_DEFAULTS.RETRY_INTERVAL_MS)),
    databaseUrl: local.SUPABASE_DB_URL?.trim() || undefined,
    dataDir: local.DATA_DIR!,
    pgliteDir: local.PGLITE_DATA_DIR!,
    outboxDir: local.OUTBOX_DIR!,
  };
}
