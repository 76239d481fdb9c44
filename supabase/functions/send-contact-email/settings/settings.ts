// Everything the function can be told through its environment, read once.
// Production sets its secrets with `supabase secrets set`. Nothing missing
// stops a lead from being stored: what is missing or unusable is listed in
// `problems` (by variable name, never by value), logged on every request and
// answered by the health route, and takes the safe behaviour described there.
// The local backend fills in its own defaults first (supabase/local/localSettings.ts).
import { parseAllowedOrigins } from "../../_shared/cors.ts";
import { type QuoteKeys, readQuoteKeys, readTeamSettings, type TeamSettings } from "./teamSettings.ts";

/** What a problem affects, so a caller can tell which ones apply to it. */
export type SettingPart =
  /** Team e-mails cannot be sent: they stay pending until the settings are fixed. */
  | "email"
  /** The retry route is closed: nothing retries failed e-mails or deletes expired leads. */
  | "retry"
  /** The client-address hash has no secret salt of its own. */
  | "salt"
  /** No site is named: only the local origins may send, so the live site's form is refused. */
  | "origins"
  /** A value that could not be read; its default is used. */
  | "value"
  /** Nothing can be stored. */
  | "database"
  /** No instant prices: the rate card is the example, or cannot be used. */
  | "pricing"
  /** Nobody can sign in to the team's console. */
  | "team"
  /** No shipper's key is made or accepted: no quote page opens (leads are still stored and e-mailed). */
  | "quote";

/** A setting that is missing or unusable: its variable's name and why, never its value. */
export type SettingProblem = { name: string; part: SettingPart; reason: string };

export type Settings = {
  /** Origins whose pages may call the function (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /**
   * The site the e-mails' logo is on (<site>/email/logo.png). SITE_URL, by
   * default the first origin of ALLOWED_ORIGINS; null when there is none
   * ("*" alone): the e-mails then have no logo.
   */
  siteUrl: string | null;
  /** Largest accepted body, in bytes. */
  maxBodyBytes: number;
  rateLimit: {
    /** Accepted requests per client address per window. */
    perClient: number;
    /** Accepted requests per visitor e-mail address per window. */
    perEmail: number;
    /** Calls to the console's sign-in (/team/sign-in, /team/session) per client address per window. */
    teamSignInPerClient: number;
    windowMs: number;
    /** Secret mixed into the client-address hash, so stored hashes cannot be reversed; "" when unset. */
    clientHashSalt: string;
    /**
     * The request header the platform sets to the client's address, which
     * the client cannot choose (CLIENT_ADDRESS_HEADER, default
     * cf-connecting-ip); null keys on the connection's peer address instead
     * (the local backend, where nothing stands in front of the function).
     */
    clientAddressHeader: string | null;
  };
  /** How long an Idempotency-Key replays the first answer. */
  idempotencyTtlMs: number;
  mail: {
    /** The team's inbox: where every quote request is sent. */
    teamAddress: string;
    /** The sender, a verified Resend domain in production. */
    fromAddress: string;
    /**
     * Send the visitor a confirmation in their language with their reference
     * (never their own words): on unless SEND_VISITOR_CONFIRMATION turns it off.
     */
    sendVisitorConfirmation: boolean;
    /** How long one provider call may take before it counts as failed. */
    timeoutMs: number;
    /** Team e-mails sent per hour across all clients; past it they wait (TEAM_EMAILS_PER_HOUR). */
    teamEmailsPerHour: number;
    /**
     * Visitor confirmations sent per hour across all clients; past it they
     * wait, and one a day old is never sent (VISITOR_CONFIRMATIONS_PER_HOUR).
     */
    confirmationsPerHour: number;
  };
  delivery: {
    /** First retry delay; doubled after each failed attempt. */
    retryBaseDelayMs: number;
    retryMaxDelayMs: number;
    /** How long a send may run before another worker may take it over. */
    leaseMs: number;
    /**
     * How long after an attempt whose outcome is unknown the same e-mail may
     * still be sent again under its idempotency key: less than the provider's
     * 24 hours, with an hour's margin for clocks.
     */
    resendWindowMs: number;
    /** Waits between the attempts to record an e-mail the provider accepted (not an environment variable). */
    markSentRetryDelaysMs: number[];
  };
  /**
   * While the database cannot take a lead (unstoredLeads.ts). The visitor's
   * answer waits at most for the database and the team's e-mail: 7 s against
   * the form's 15 s.
   */
  outage: {
    /** How long storing a lead may take before the lead is handled as the database being away. */
    databaseTimeoutMs: number;
    /** How long the team's e-mail of such a lead may take while the visitor waits. */
    directMailTimeoutMs: number;
    /** The Retry-After of the 503 the visitor then gets. */
    retryAfterSeconds: number;
    /** The most leads one instance keeps in memory until the database is back. */
    maxKept: number;
  };
  /** Shared secret for POST .../retry-notifications; empty disables the route. */
  retrySecret: string;
  /** Send the team the weekly summary on Monday mornings (WEEKLY_SUMMARY, on by default). */
  weeklySummary: boolean;
  /** Leads (and their e-mail records) older than this many calendar months are deleted. */
  leadRetentionMonths: number;
  /** Who may sign in to the team's console, and its sessions' keys (teamSettings.ts). */
  team: TeamSettings;
  /**
   * What the shippers' keys are signed and verified with (lead/quoteKey.ts): QUOTE_KEY_SECRETS, and
   * QUOTE_KEY_SECRET for the v1 keys ("" when missing or too short); neither: no key.
   */
  quoteKeys: QuoteKeys;
  /** How long a lead may stay new (not marked) before the team gets a reminder (ANSWER_REMINDER_AFTER_MINUTES). */
  answerReminderAfterMs: number;
  /** What is missing or unusable; empty when every production setting is in place. */
  problems: SettingProblem[];
};

export type Env = Record<string, string | undefined>;

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Resend's sandbox sender: it delivers only to the Resend account's own address. */
export const RESEND_SANDBOX_SENDER = "Quote requests <onboarding@resend.dev>";

export const DEFAULT_CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/** Where the team's e-mails would go while CONTACT_TO_EMAIL is unset (they wait: e-mail is not configured). */
export const TEAM_ADDRESS_FALLBACK = "team@example.com";

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** A positive integer, the fallback when unset; throws SettingsError naming the variable when unusable. */
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

const ADDRESS = /^[^\s@<>",]+@([^\s@<>",]+\.[^\s@<>",]+)$/;

/** The domain of `value` ("a@b.c" or "Name <a@b.c>"), lower case, or null when it is not an address. */
export function addressDomain(value: string): string | null {
  const bare = value.match(/<([^<>]*)>\s*$/)?.[1] ?? value;
  return bare.trim().match(ADDRESS)?.[1].toLowerCase() ?? null;
}

/**
 * Domains no real inbox is on: the example names reserved by RFC 2606 and
 * RFC 6761 (example.com, .net, .org, and the .example, .invalid and
 * .localhost top-level domains), as in this repository's defaults and docs.
 */
export function isPlaceholderDomain(domain: string): boolean {
  return /(^|\.)example\.(com|net|org)$/.test(domain) || /(^|\.)(example|invalid|localhost)$/.test(domain);
}

/** Why an address setting is unusable, or null when it is usable. */
function addressProblem(name: string, value: string, sender: boolean): string | null {
  const domain = addressDomain(value);
  if (domain === null) return `${name} is not an e-mail address`;
  if (isPlaceholderDomain(domain)) return `${name} is on an example domain (${domain}), which has no inbox`;
  if (sender && (domain === "resend.dev" || domain.endsWith(".resend.dev"))) {
    return `${name} is on resend.dev, which delivers only to the Resend account's own address`;
  }
  return null;
}

/** A header name (RFC 9110 token), lower case. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** The readers of settings, each listing in `problems` what it cannot use. */
function settingReaders(env: Env, problems: SettingProblem[]) {
  const report = (name: string, part: SettingPart, reason: string | null) => {
    if (reason) problems.push({ name, part, reason });
  };
  const number = (name: string, fallback: number, max?: number) => {
    try {
      return positiveInteger(env, name, fallback, max);
    } catch (error) {
      report(name, "value", `${(error as Error).message}; using ${fallback}`);
      return fallback;
    }
  };
  const set = (name: string) => env[name]?.trim() ?? "";
  /** A yes/no setting: true, yes, on, 1 or false, no, off, 0; unset is `fallback`, anything else a problem. */
  const switchedOn = (name: string, fallback: boolean) => {
    const value = set(name).toLowerCase();
    if (value === "") return fallback;
    if (/^(1|true|yes|on)$/.test(value)) return true;
    if (/^(0|false|no|off)$/.test(value)) return false;
    report(name, "value", `${name} must be true or false, got "${set(name)}"; using ${fallback}`);
    return fallback;
  };
  /** The value, or "" with a problem saying what its absence does. */
  const required = (name: string, part: SettingPart, consequence = "") => {
    const value = set(name);
    if (!value) report(name, part, `${name} is not set${consequence}`);
    return value;
  };
  return { report, number, set, switchedOn, required };
}

type SettingReaders = ReturnType<typeof settingReaders>;

/** CLIENT_ADDRESS_HEADER, lower case; the default, with a problem, when it is not a header name. */
function readClientAddressHeader({ set, report }: SettingReaders): string {
  let clientAddressHeader = set("CLIENT_ADDRESS_HEADER").toLowerCase() || DEFAULT_CLIENT_ADDRESS_HEADER;
  if (!HEADER_NAME.test(clientAddressHeader)) {
    report(
      "CLIENT_ADDRESS_HEADER",
      "value",
      `CLIENT_ADDRESS_HEADER is not a header name; using ${DEFAULT_CLIENT_ADDRESS_HEADER}`,
    );
    clientAddressHeader = DEFAULT_CLIENT_ADDRESS_HEADER;
  }
  return clientAddressHeader;
}

/** The site the e-mails link to: SITE_URL, or the first allowed origin; a problem when SITE_URL is not an address. */
function readSiteUrl({ set, report }: SettingReaders, allowedOrigins: string[]): string | null {
  const firstSite = allowedOrigins.find((origin) => origin !== "*") ?? null;
  let siteUrl = firstSite;
  const siteSetting = set("SITE_URL");
  if (siteSetting) {
    try {
      const url = new URL(siteSetting);
      if (!/^https?:$/.test(url.protocol)) throw new Error("not http(s)");
      siteUrl = url.origin;
    } catch {
      report("SITE_URL", "value", `SITE_URL is not a site's address; using ${firstSite ?? "none"}`);
    }
  }
  return siteUrl;
}

/**
 * Reads the settings. Never throws: a value that cannot be read takes its
 * default and is listed in `problems` with every missing production setting,
 * so a misconfigured deployment still stores every lead. The local backend
 * and the tests use loadSettings, which refuses unreadable values instead.
 */
export function readSettings(env: Env): Settings {
  const problems: SettingProblem[] = [];
  const readers = settingReaders(env, problems);
  const { number, report, switchedOn, required, set } = readers;
  required("RESEND_API_KEY", "email");
  const teamAddress = required("CONTACT_TO_EMAIL", "email");
  if (teamAddress) report("CONTACT_TO_EMAIL", "email", addressProblem("CONTACT_TO_EMAIL", teamAddress, false));
  const fromAddress = required(
    "CONTACT_FROM_EMAIL",
    "email",
    " (the default sender, onboarding@resend.dev, delivers only to the Resend account's own address)",
  );
  if (fromAddress) report("CONTACT_FROM_EMAIL", "email", addressProblem("CONTACT_FROM_EMAIL", fromAddress, true));
  const retrySecret = required(
    "NOTIFICATION_RETRY_SECRET",
    "retry",
    ": the retry route is closed, so failed e-mails are not retried and expired leads are not deleted",
  );
  const clientHashSalt = required(
    "RATE_LIMIT_SALT",
    "salt",
    ": client addresses are hashed with a random salt per instance, so rate limits count per instance, " +
      "and request references are made without a secret",
  );
  const clientAddressHeader = readClientAddressHeader(readers);
  required(
    "ALLOWED_ORIGINS",
    "origins",
    ": only the local origins may send the form, so the live site's requests are refused with 403",
  );
  const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
  const siteUrl = readSiteUrl(readers, allowedOrigins);

  return {
    allowedOrigins,
    siteUrl,
    maxBodyBytes: 32 * 1024,
    rateLimit: {
      perClient: number("RATE_LIMIT_PER_CLIENT_PER_HOUR", 5),
      perEmail: number("RATE_LIMIT_PER_EMAIL_PER_HOUR", 3),
      teamSignInPerClient: number("TEAM_SIGN_IN_PER_CLIENT_PER_HOUR", 20),
      windowMs: HOUR_MS,
      clientHashSalt,
      clientAddressHeader,
    },
    idempotencyTtlMs: 24 * HOUR_MS,
    mail: {
      teamAddress: teamAddress || TEAM_ADDRESS_FALLBACK,
      fromAddress: fromAddress || RESEND_SANDBOX_SENDER,
      sendVisitorConfirmation: switchedOn("SEND_VISITOR_CONFIRMATION", true),
      timeoutMs: number("MAIL_TIMEOUT_MS", 10_000),
      teamEmailsPerHour: number("TEAM_EMAILS_PER_HOUR", 30),
      confirmationsPerHour: number("VISITOR_CONFIRMATIONS_PER_HOUR", 30),
    },
    delivery: {
      retryBaseDelayMs: number("RETRY_BASE_DELAY_MS", 60_000),
      retryMaxDelayMs: 6 * HOUR_MS,
      leaseMs: 5 * 60 * 1000,
      resendWindowMs: 23 * HOUR_MS,
      markSentRetryDelaysMs: [200, 1000],
    },
    outage: { databaseTimeoutMs: 3000, directMailTimeoutMs: 4000, retryAfterSeconds: 30, maxKept: 1000 },
    retrySecret,
    weeklySummary: switchedOn("WEEKLY_SUMMARY", true),
    // At most 100 years: further back than that, the cutoff date would leave
    // the range PostgreSQL's timestamptz can parse, and no lead is that old.
    leadRetentionMonths: number("LEAD_RETENTION_MONTHS", 24, 1200),
    team: readTeamSettings(set, (name, reason) => report(name, "team", reason)),
    quoteKeys: readQuoteKeys(set, (name, reason) => report(name, "quote", reason)),
    // At most a week: past it the reminder would come long after the promise of 24 hours.
    answerReminderAfterMs: number("ANSWER_REMINDER_AFTER_MINUTES", 1200, 7 * 24 * 60) * MINUTE_MS,
    problems,
  };
}

/** Reads the settings; throws SettingsError naming the variable when a value cannot be read. */
export function loadSettings(env: Env): Settings {
  const settings = readSettings(env);
  const unreadable = settings.problems.find((problem) => problem.part === "value");
  if (unreadable) throw new SettingsError(unreadable.reason.replace(/; using .*$/, ""));
  return settings;
}

/** One line for the logs: what is missing or unusable, by name. */
export function describeProblems(problems: readonly SettingProblem[]): { missing: string[]; reasons: string[] } {
  return { missing: [...new Set(problems.map((problem) => problem.name))], reasons: problems.map((p) => p.reason) };
}
