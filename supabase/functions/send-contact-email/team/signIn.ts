// Signing in to the team's console (the site's /team/ page):
//   - POST /team/sign-in { email }: 202, the same whether the address is a
//     member's or not; a member gets a one-time code by e-mail (10 minutes,
//     once, at most 5 an hour, kept only as a hash: signInStore.ts);
//   - POST /team/session { email, code }: 200 { token, expiresAt } (12 hours,
//     members/sessions.ts) or 401; five wrong codes end the code, the right
//     one included; a client's 15th wrong code in a day ends its sign-ins
//     for the day, whatever the address;
//   - POST /team/sign-out, with the session and no body: 204, and every
//     session of the member issued until then answers 401 from then on, in
//     every tab (members/signOuts.ts); a session already dead answers 401.
// Both are limited per client (TEAM_SIGN_IN_PER_CLIENT_PER_HOUR calls an
// hour, the salted hash of its address: http/clientAddress.ts), never per
// address, and answer a member as a stranger. JSON, the Origin checked
// (http/jsonRoute.ts).
import { createHash } from "node:crypto";
import type { Session, SignInAnswer } from "../../_shared/api/consoleApi.ts";
import { clientHashOf, type ConnectionInfo } from "../http/clientAddress.ts";
import { HttpError, rateLimitedError, readJsonObject } from "../http/http.ts";
import { type FunctionRoute, type JsonAnswer, jsonRoute } from "../http/jsonRoute.ts";
import { memberOf, signSession } from "../members/sessions.ts";
import type { SignOutStore } from "../members/signOuts.ts";
import type { Mailer } from "../outbox/mailers.ts";
import type { EmailAddresses, EmailContext } from "../outbox/outgoing.ts";
import type { Logger } from "../settings/logger.ts";
import type { Settings } from "../settings/settings.ts";
import { signInCodeEmail } from "./signInEmail.ts";
import type { SignInStore } from "./signInStore.ts";

export const CODE_VALID_MS = 10 * 60 * 1000;
export const CODES_PER_HOUR = 5;
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong codes a client may have tried in a day, whatever the codes and addresses, before none is taken from it. */
export const DAILY_WRONG_CODES = 15;
/** A sign-in's body is tiny. */
export const MAX_BODY_BYTES = 1024;

export type SignInDeps = {
  signIns: SignInStore;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  mailer: Mailer;
  addresses: EmailAddresses;
  emailContext: EmailContext;
  /** Runs work after the answer is sent (EdgeRuntime.waitUntil), or lets it run. */
  background: (work: Promise<unknown>) => void;
  /** The per-client limit: the header naming the client, its hash's salt, the calls allowed per window. */
  limits: { clientAddressHeader: string | null; clientHashSalt: string; perClient: number; windowMs: number };
  /** When each member last signed out: POST /team/sign-out moves it to now. */
  signOuts: SignOutStore;
};

/** The client's salted hash and its call, once counted; 429 when it made its hour's calls, member or not. */
async function countedClient(
  deps: SignInDeps,
  request: Request,
  connection?: ConnectionInfo,
): Promise<{ clientHash: string; callId: string }> {
  const { limits } = deps;
  const clientHash = await clientHashOf(request, connection, {
    trustedHeader: limits.clientAddressHeader,
    salt: limits.clientHashSalt,
    logger: deps.logger,
  });
  const taken = await deps.signIns.takeCall({
    clientHash,
    now: deps.clock(),
    perClient: limits.perClient,
    windowMs: limits.windowMs,
  });
  if ("retryAfterSeconds" in taken) throw rateLimitedError(taken.retryAfterSeconds);
  return { clientHash, callId: taken.callId };
}

/** A member's address as typed: trimmed, lower case, bounded; "" for anything else. */
const addressOf = (value: unknown) =>
  typeof value === "string" && value.length <= 254 ? value.trim().toLowerCase() : "";

/** Six digits, each equally likely (a random 32-bit number below the largest multiple of a million). */
function newCode(): string {
  const limit = Math.floor(2 ** 32 / 1_000_000) * 1_000_000;
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value < limit ? String(value % 1_000_000).padStart(6, "0") : newCode();
}

/** A code as kept: its salted SHA-256, never the code. */
const codeHash = (salt: string, email: string, code: string) =>
  createHash("sha256").update(`team-sign-in\u0000${salt}\u0000${email}\u0000${code}`).digest("hex");

/**
 * The codes' salt: the shared salt and the signing key, so the stored hashes cannot be tried against a million
 * codes by someone who reads the table but not the function's secrets (and are never keyed with nothing).
 */
const saltOf = (settings: Settings) =>
  `${settings.rateLimit.clientHashSalt}\u0000${settings.team.sessionKeys[0]?.secret ?? ""}`;

/** Keeps a new code for a member (unless the hour's are used up) and e-mails it; a failure is logged, never thrown. */
async function issueAndSend(deps: SignInDeps, email: string): Promise<void> {
  const { clock, logger } = deps;
  const now = clock();
  const code = newCode();
  const issued = await deps.signIns.issueCode({
    email,
    codeHash: codeHash(saltOf(deps.settings), email, code),
    now,
    expiresAt: new Date(now.getTime() + CODE_VALID_MS),
    perHour: CODES_PER_HOUR,
  });
  if (!issued) {
    logger.info("a member's sign-in codes for this hour are used up", {});
    return;
  }
  try {
    const message = { id: crypto.randomUUID(), to: email, code, validMinutes: CODE_VALID_MS / 60_000 };
    await deps.mailer.send(await signInCodeEmail(message, deps.addresses, deps.emailContext));
  } catch (error) {
    // The member asks for another.
    logger.error("a member's sign-in code could not be e-mailed", { error: String(error) });
  }
}

/** POST /team/sign-in: the same answer for anyone; a member's code is kept and e-mailed after it. */
async function signIn(deps: SignInDeps, request: Request, connection?: ConnectionInfo): Promise<JsonAnswer> {
  const team = deps.settings.team;
  const email = addressOf((await readJsonObject(request, MAX_BODY_BYTES)).email);
  await countedClient(deps, request, connection);
  const sent: JsonAnswer = { status: 202, body: { status: "sent" } satisfies SignInAnswer };
  if (!team.members.includes(email) || team.sessionKeys.length === 0) return sent;
  // Kept and sent after the answer: a member's answer comes as soon as a stranger's, database or not.
  deps.background(issueAndSend(deps, email));
  return sent;
}

/** POST /team/session: a session for a member's right code, once; 401 for anything else. */
async function session(deps: SignInDeps, request: Request, connection?: ConnectionInfo): Promise<JsonAnswer> {
  const team = deps.settings.team;
  const fields = await readJsonObject(request, MAX_BODY_BYTES);
  const call = await countedClient(deps, request, connection);
  const email = addressOf(fields.email);
  const code = typeof fields.code === "string" ? fields.code.replace(/\s/g, "") : "";
  const refused = new HttpError(401, "invalid_code", "This code is wrong, used or expired: ask for a new one.");
  if (email === "" || !/^[0-9]{6}$/.test(code)) throw refused;
  const now = deps.clock();
  // Checked for any address, a stranger's included (no code is kept for it): the same work, the same answer.
  const check = await deps.signIns.checkCode({
    email,
    codeHash: codeHash(saltOf(deps.settings), email, code),
    ...call,
    now,
    maxAttempts: MAX_CODE_ATTEMPTS,
    dailyWrong: DAILY_WRONG_CODES,
  });
  const member = check === "signedIn" && team.members.includes(email);
  const signed = member ? await signSession(team, email, now) : null;
  if (!signed) throw refused;
  deps.logger.info("a member signed in to the console", {});
  const answer: Session = { token: signed.token, expiresAt: signed.expiresAt.toISOString() };
  return { status: 200, body: answer };
}

/** POST /team/sign-out: ends every session of the member the request's session names (401 without one). */
async function signOut(deps: SignInDeps, request: Request): Promise<JsonAnswer> {
  const now = deps.clock();
  const member = await memberOf(request, deps.settings.team, now, deps.signOuts);
  await deps.signOuts.signOut(member, now);
  deps.logger.info("a member signed out of the console", {});
  return { status: 204, body: null };
}

/** The sign-in's routes, called by the site's team page. */
export function signInRoutes(deps: SignInDeps): FunctionRoute[] {
  const json = (answer: (request: Request, connection?: ConnectionInfo) => Promise<JsonAnswer>) =>
    jsonRoute(
      { allowedOrigins: deps.settings.allowedOrigins, logger: deps.logger },
      (request, _params, context) => answer(request, context.connection),
    );
  return [
    { method: "POST", path: "/team/sign-in", handler: json((...call) => signIn(deps, ...call)), fromSite: true },
    { method: "POST", path: "/team/session", handler: json((...call) => session(deps, ...call)), fromSite: true },
    { method: "POST", path: "/team/sign-out", handler: json((request) => signOut(deps, request)), fromSite: true },
  ];
}
