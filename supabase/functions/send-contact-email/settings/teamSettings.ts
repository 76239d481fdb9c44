// Who may sign in to the team's console and what its sessions are signed with:
// TEAM_MEMBERS, the members' addresses (comma-separated), and
// TEAM_SESSION_KEYS, `id:secret` pairs (comma-separated): the first signs,
// every one verifies, so a new key is listed first while the old one is still
// listed, until the sessions it signed have expired (12 hours). Each secret is
// at least 32 characters. What is missing or unusable is named as any setting
// is; without it nobody can sign in, and nothing else changes.

/** A session key: its id (in each token's header) and its secret. */
export type SessionKey = { id: string; secret: string };

export type TeamSettings = {
  /** The members' addresses, lower case; empty: nobody can sign in. */
  members: string[];
  /** The keys sessions are signed (the first) and verified (each) with; empty: nobody can sign in. */
  sessionKeys: SessionKey[];
};

/** The shortest secret a session key may have. */
export const MIN_SESSION_SECRET_LENGTH = 32;

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const MEMBER = /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/;

/** TEAM_MEMBERS and TEAM_SESSION_KEYS, each problem reported by its name (never its value). */
export function readTeamSettings(
  set: (name: string) => string,
  report: (name: string, reason: string) => void,
): TeamSettings {
  const membersSetting = set("TEAM_MEMBERS");
  const members = membersSetting.split(",").map((member) => member.trim().toLowerCase()).filter(Boolean);
  if (members.length === 0) {
    report("TEAM_MEMBERS", "TEAM_MEMBERS is not set: nobody can sign in to the team's console");
  } else if (!members.every((member) => MEMBER.test(member))) {
    report("TEAM_MEMBERS", "TEAM_MEMBERS lists something that is not an e-mail address: nobody can sign in");
  }
  const keysSetting = set("TEAM_SESSION_KEYS");
  const sessionKeys = keysSetting.split(",").map((pair) => pair.trim()).filter(Boolean).map((pair) => {
    const at = pair.indexOf(":");
    return { id: pair.slice(0, Math.max(at, 0)), secret: at === -1 ? "" : pair.slice(at + 1) };
  });
  const usable = sessionKeys.length > 0 &&
    sessionKeys.every(({ id, secret }) => KEY_ID.test(id) && secret.length >= MIN_SESSION_SECRET_LENGTH) &&
    new Set(sessionKeys.map(({ id }) => id)).size === sessionKeys.length;
  if (sessionKeys.length === 0) {
    report("TEAM_SESSION_KEYS", "TEAM_SESSION_KEYS is not set: nobody can sign in to the team's console");
  } else if (!usable) {
    report(
      "TEAM_SESSION_KEYS",
      `TEAM_SESSION_KEYS must be id:secret pairs, each id once (letters, digits, - or _), each secret at least ` +
        `${MIN_SESSION_SECRET_LENGTH} characters: nobody can sign in to the team's console`,
    );
  }
  const valid = members.every((member) => MEMBER.test(member));
  return { members: valid ? members : [], sessionKeys: usable ? sessionKeys : [] };
}

/** The shortest QUOTE_KEY_SECRET (shipper/quoteKey.ts). */
const MIN_QUOTE_KEY_SECRET = 32;

/** QUOTE_KEY_SECRET, what the shippers' keys to their quote pages are signed with; "" when missing or too short. */
export function readQuoteKeySecret(
  set: (name: string) => string,
  report: (name: string, reason: string) => void,
): string {
  const secret = set("QUOTE_KEY_SECRET");
  if (secret === "") {
    report("QUOTE_KEY_SECRET", "QUOTE_KEY_SECRET is not set: shippers get no link to their quote page");
    return "";
  }
  if (secret.length < MIN_QUOTE_KEY_SECRET) {
    report(
      "QUOTE_KEY_SECRET",
      `QUOTE_KEY_SECRET must be at least ${MIN_QUOTE_KEY_SECRET} characters: shippers get no link to their quote page`,
    );
    return "";
  }
  return secret;
}
