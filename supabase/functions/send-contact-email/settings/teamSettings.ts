// Who may sign in to the team's console and what its sessions are signed with:
// TEAM_MEMBERS, the members' addresses (comma-separated), and
// TEAM_SESSION_KEYS, `id:secret` pairs (comma-separated): the first signs,
// every one verifies, so a new key is listed first while the old one is still
// listed, until the sessions it signed have expired (12 hours). Each secret is
// at least 32 characters. What is missing or unusable is named as any setting
// is; without it nobody can sign in, and nothing else changes. Beside them,
// QUOTE_KEY_SECRETS and QUOTE_KEY_SECRET, what the shippers' keys to their
// quote pages are signed with, read the same way.

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
  const { pairs: sessionKeys, usable } = readKeyPairs(set("TEAM_SESSION_KEYS"));
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

/** `id:secret` pairs, comma-separated (TEAM_SESSION_KEYS, QUOTE_KEY_SECRETS); usable when each id is one of letters, digits, - or _, once, each secret at least 32 characters. */
function readKeyPairs(setting: string): { pairs: SessionKey[]; usable: boolean } {
  const pairs = setting.split(",").map((pair) => pair.trim()).filter(Boolean).map((pair) => {
    const at = pair.indexOf(":");
    return { id: pair.slice(0, Math.max(at, 0)), secret: at === -1 ? "" : pair.slice(at + 1) };
  });
  const usable = pairs.length > 0 &&
    pairs.every(({ id, secret }) => KEY_ID.test(id) && secret.length >= MIN_SESSION_SECRET_LENGTH) &&
    new Set(pairs.map(({ id }) => id)).size === pairs.length;
  return { pairs, usable };
}

/** The shortest QUOTE_KEY_SECRET (lead/quoteKey.ts). */
const MIN_QUOTE_KEY_SECRET = 32;

/** A key of QUOTE_KEY_SECRETS: its id, in each key it signs, and its secret. */
export type QuoteKeyPair = { id: string; secret: string };

/**
 * What the shippers' keys are signed and verified with: QUOTE_KEY_SECRETS
 * (the first signs, each verifies) and QUOTE_KEY_SECRET (the v1 keys; it signs
 * only without the others). A string alone is QUOTE_KEY_SECRET alone.
 */
export type QuoteKeys = { keys: readonly QuoteKeyPair[]; legacy: string };

/**
 * QUOTE_KEY_SECRETS (`id:secret` pairs: the first signs the shippers' keys,
 * every one verifies) and QUOTE_KEY_SECRET (the v1 keys already e-mailed; it
 * signs only without QUOTE_KEY_SECRETS). Either one usable is enough; neither
 * is named as missing, and no key is made or accepted.
 */
export function readQuoteKeys(
  set: (name: string) => string,
  report: (name: string, reason: string) => void,
): QuoteKeys {
  const listed = readKeyPairs(set("QUOTE_KEY_SECRETS"));
  if (listed.pairs.length > 0 && !listed.usable) {
    report(
      "QUOTE_KEY_SECRETS",
      `QUOTE_KEY_SECRETS must be id:secret pairs, each id once (letters, digits, - or _), each secret at least ` +
        `${MIN_SESSION_SECRET_LENGTH} characters: it signs and opens no shipper's key`,
    );
  }
  const keys = listed.usable ? listed.pairs : [];
  const secret = set("QUOTE_KEY_SECRET");
  if (secret === "" && keys.length === 0) {
    if (listed.pairs.length === 0) {
      report("QUOTE_KEY_SECRET", "QUOTE_KEY_SECRET is not set: shippers get no link to their quote page");
    }
    return { keys, legacy: "" };
  }
  if (secret !== "" && secret.length < MIN_QUOTE_KEY_SECRET) {
    report(
      "QUOTE_KEY_SECRET",
      `QUOTE_KEY_SECRET must be at least ${MIN_QUOTE_KEY_SECRET} characters: ` +
        (keys.length > 0 ? "the keys it signed open nothing" : "shippers get no link to their quote page"),
    );
    return { keys, legacy: "" };
  }
  return { keys, legacy: secret };
}
