// The local backend's settings: the function's own (settings.ts), plus the
// local defaults that differ from production, each used only when the
// environment leaves its variable unset or empty. backend.ts reads them here
// and nowhere else, so every local default is in this file.
import { type Env, loadSettings, positiveInteger, type Settings } from "../functions/send-contact-email/settings.ts";

export const LOCAL_DEFAULTS = {
  // On one machine every request comes from 127.0.0.1 with the developer's own
  // address, so production's limits (5 per client, 3 per e-mail, an hour) would
  // soon refuse a developer trying the form. Set them to see the 429.
  RATE_LIMIT_PER_CLIENT_PER_HOUR: "100",
  RATE_LIMIT_PER_EMAIL_PER_HOUR: "100",
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
  /** The environment with the local defaults filled in (for mailerFromEnv). */
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
  return filled;
}

/** Reads the local backend's settings; throws SettingsError naming the variable when one is unusable. */
export function loadLocalSettings(env: Env): LocalSettings {
  const local = withLocalDefaults(env);
  return {
    settings: loadSettings(local),
    env: local,
    port: positiveInteger(local, "PORT", Number(LOCAL_DEFAULTS.PORT), 65535),
    retryIntervalMs: positiveInteger(local, "RETRY_INTERVAL_MS", Number(LOCAL_DEFAULTS.RETRY_INTERVAL_MS)),
    databaseUrl: local.SUPABASE_DB_URL?.trim() || undefined,
    dataDir: local.DATA_DIR!,
    pgliteDir: local.PGLITE_DATA_DIR!,
    outboxDir: local.OUTBOX_DIR!,
  };
}
