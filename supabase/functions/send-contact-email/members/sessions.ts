// A team member's session: a JSON Web Token (jose, a well-kept library for
// them, rather than our own signatures) naming the member, signed with
// HMAC-SHA-256 under the first of TEAM_SESSION_KEYS with that key's id in its
// header, valid for 12 hours. Verified under the key its header names, so a
// second key can be listed while rotating; a member taken off TEAM_MEMBERS is
// refused at once, whatever their token says, and so is a session issued at
// or before the member's last sign-out (signOuts.ts). The console's routes and
// the milestones' check a request's session here (memberOf).
import { HttpError } from "../http/http.ts";
import type { SessionKey, TeamSettings } from "../settings/teamSettings.ts";
import type { SignOutStore } from "./signOuts.ts";

/**
 * jose, loaded with the instance's first sign-in or console call rather than
 * at its start: a cold start that takes a quote request does not pay for it
 * (about 4 ms).
 */
let jose: Promise<typeof import("jose")> | null = null;
const loadJose = () => (jose ??= import("jose"));

/** How long a session lasts. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

/** Who the tokens are for and from: this function's console, nothing else that uses JWTs. */
const AUDIENCE = "team-console";
const ISSUER = "send-contact-email";

const encoder = new TextEncoder();
const secretOf = (key: SessionKey) => encoder.encode(key.secret);

/** A session for `member` from `now`: the token and when it expires; null without a key to sign it with. */
export async function signSession(
  team: TeamSettings,
  member: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  const [key] = team.sessionKeys;
  if (!key) return null;
  const { SignJWT } = await loadJose();
  const seconds = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((seconds + SESSION_MS / 1000) * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", kid: key.id, typ: "JWT" })
    .setSubject(member)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(seconds)
    .setExpirationTime(expiresAt)
    .sign(secretOf(key));
  return { token, expiresAt };
}

/**
 * The member a token names and when it was issued, when it is one of ours
 * (signed under a listed key, for this console, not expired at `now`) and
 * they are still a member; else null. Never throws for a token a client made up.
 */
export async function verifySession(
  team: TeamSettings,
  token: string,
  now: Date,
): Promise<{ member: string; issuedAt: Date } | null> {
  const { errors, jwtVerify } = await loadJose();
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = team.sessionKeys.find(({ id }) => id === header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return secretOf(key);
      },
      {
        algorithms: ["HS256"],
        audience: AUDIENCE,
        issuer: ISSUER,
        currentDate: now,
        requiredClaims: ["sub", "exp", "iat"],
      },
    );
    const member = payload.sub ?? "";
    const issuedAt = new Date((payload.iat ?? 0) * 1000);
    return team.members.includes(member) ? { member, issuedAt } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(request.headers.get("authorization") ?? "");
  return match ? match[1] : null;
}

/**
 * The member a request's session names at `now`; an HttpError (401) without
 * one, or when it was issued at or before the member's last sign-out (a token
 * carries its time in whole seconds, so a sign-out ends every session of its second too).
 */
export async function memberOf(
  request: Request,
  team: TeamSettings,
  now: Date,
  signOuts: Pick<SignOutStore, "notBefore">,
): Promise<string> {
  const token = bearerToken(request);
  const session = token === null ? null : await verifySession(team, token, now);
  const notBefore = session === null ? null : await signOuts.notBefore(session.member);
  if (session === null || (notBefore !== null && session.issuedAt.getTime() <= notBefore.getTime())) {
    throw new HttpError(401, "unauthorized", "Sign in to the team's console first.");
  }
  return session.member;
}
