// Everything the function can be told through its environment, read once.
// Production sets its secrets with `supabase secrets set`; what is left unset
// takes the defaults below. The local backend fills in its own defaults first
// (supabase/local/localSettings.ts).
import { parseAllowedOrigins } from "../_shared/cors.ts";

export type Settings = {
  /** Origins whose pages may call the function (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Largest accepted body, in bytes. */
  maxBodyBytes: number;
  rateLimit: {
    /** Accepted requests per client address per window. */
    perClient: number;
    /** Accepted requests per visitor e-mail address per window. */
    perEmail: number;
    windowMs: number;
    /** Secret mixed into the client-address hash, so stored hashes cannot be reversed. */
    clientHashSalt: string;
  };
  /** How long an Idempotency-Key replays the first answer. */
  idempotencyTtlMs: number;
  mail: {
    /** The team's inbox: where every quote request is sent. */
    teamAddress: string;
    /** The sender, a verified Resend domain in production. */
    fromAddress: string;
    /** Send the visitor a fixed-text acknowledgement (never their own words). */
    sendVisitorConfirmation: boolean;
    /** How long one provider call may take before it counts as failed. */
    timeoutMs: number;
  };
  delivery: {
    /** First retry delay; doubled after each failed attempt. */
    retryBaseDelayMs: number;
    retryMaxDelayMs: number;
    /** How long a send may run before another worker may take it over. */
    leaseMs: number;
  };
  /** Shared secret for POST .../retry-notifications; empty disables the route. */
  retrySecret: string;
  /** Leads (and their e-mail records) older than this many calendar months are deleted. */
  leadRetentionMonths: number;
};

export type Env = Record<string, string | undefined>;

const HOUR_MS = 60 * 60 * 1000;

export class SettingsError extends Error {
  override name = "SettingsError";
}

export function positiveInteger(env: Env, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new SettingsError(`${name} must be a positive integer, got "${raw}"`);
  }
  if (value > max) throw new SettingsError(`${name} must be at most ${max}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string): boolean {
  return /^(1|true|yes|on)$/i.test(env[name]?.trim() ?? "");
}

/** Reads the settings; throws SettingsError naming the variable when one is unusable. */
export function loadSettings(env: Env): Settings {
  const usesResend = Boolean(env.RESEND_API_KEY?.trim());
  const teamAddress = env.CONTACT_TO_EMAIL?.trim() ?? "";
  if (usesResend && !teamAddress) {
    throw new SettingsError("CONTACT_TO_EMAIL must be set when RESEND_API_KEY is set");
  }
  return {
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    maxBodyBytes: 32 * 1024,
    rateLimit: {
      perClient: positiveInteger(env, "RATE_LIMIT_PER_CLIENT_PER_HOUR", 5),
      perEmail: positiveInteger(env, "RATE_LIMIT_PER_EMAIL_PER_HOUR", 3),
      windowMs: HOUR_MS,
      // Supabase always provides the service role key, a secret the function
      // already has; a dedicated RATE_LIMIT_SALT can be set instead.
      clientHashSalt: env.RATE_LIMIT_SALT?.trim() || env.SUPABASE_SERVICE_ROLE_KEY?.trim() ||
        "local-development-salt",
    },
    idempotencyTtlMs: 24 * HOUR_MS,
    mail: {
      teamAddress: teamAddress || "team@example.com",
      fromAddress: env.CONTACT_FROM_EMAIL?.trim() || "Quote requests <onboarding@resend.dev>",
      sendVisitorConfirmation: flag(env, "SEND_VISITOR_CONFIRMATION"),
      timeoutMs: positiveInteger(env, "MAIL_TIMEOUT_MS", 10_000),
    },
    delivery: {
      retryBaseDelayMs: positiveInteger(env, "RETRY_BASE_DELAY_MS", 60_000),
      retryMaxDelayMs: 6 * HOUR_MS,
      leaseMs: 5 * 60 * 1000,
    },
    retrySecret: env.NOTIFICATION_RETRY_SECRET?.trim() ?? "",
    // At most 100 years: further back than that, the cutoff date would leave
    // the range PostgreSQL's timestamptz can parse, and no lead is that old.
    leadRetentionMonths: positiveInteger(env, "LEAD_RETENTION_MONTHS", 24, 1200),
  };
}
