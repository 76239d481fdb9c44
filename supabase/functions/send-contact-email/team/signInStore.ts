// The SQL of the team's one-time sign-in codes (team_sign_in_codes): only a
// code's hash is kept. A new code for an address replaces the one before it,
// at most `perHour` are made for an address in an hour, and a code works once,
// before it expires, and not after `maxAttempts` wrong codes against it (a
// wrong code counts against a live code only: a dead one has nothing left to
// guess). The sign-in's calls are counted per client (team_sign_in_calls, the
// client's salted hash): `perClient` calls an hour, and no code is taken from
// a client that tried `dailyWrong` wrong codes in a day, whatever the
// addresses (so asking for new codes again and again does not buy guesses,
// and nobody else's wrong codes lock a member out).
import { iso } from "../storage/requestRows.ts";
import type { Database } from "../storage/database.ts";

export type CodeCheck = "signedIn" | "refused";

/** A client's call: counted (its id, to mark it as a wrong code), or refused until the hour allows another. */
export type CallTaken = { callId: string } | { retryAfterSeconds: number };

export type SignInStore = {
  /**
   * Counts a call to the sign-in's routes from `clientHash`, unless it made
   * `perClient` in the `windowMs` before `now`: then counts nothing and says
   * when the oldest of them leaves the window.
   */
  takeCall(input: { clientHash: string; now: Date; perClient: number; windowMs: number }): Promise<CallTaken>;
  /**
   * Keeps a new code's hash for `email`, valid until `expiresAt`, and ends the
   * codes made for it before; false, keeping nothing, when `perHour` codes
   * were made for it in the hour before `now`.
   */
  issueCode(input: { email: string; codeHash: string; now: Date; expiresAt: Date; perHour: number }): Promise<boolean>;
  /**
   * Checks a code for `email` against its latest code: used up when it is the
   * same and still good (not used, not expired, fewer than `maxAttempts`
   * wrong codes before); otherwise the client's call `callId` is marked as a
   * wrong code, and one counted against the code when it is still good.
   * Refused without a look when the client tried `dailyWrong` wrong codes in
   * the day before `now`.
   */
  checkCode(
    input: {
      email: string;
      codeHash: string;
      clientHash: string;
      callId: string;
      now: Date;
      maxAttempts: number;
      dailyWrong: number;
    },
  ): Promise<CodeCheck>;
  /** Deletes the codes that expired, and the calls made, before `before` (the scheduled run's). */
  deleteExpiredCodes(before: Date): Promise<number>;
};

export function createSignInStore(db: Database): SignInStore {
  return {
    issueCode: ({ email, codeHash, now, expiresAt, perHour }) =>
      db.transaction(async (tx) => {
        // One issuer per address at a time, so two requests cannot both take the last code of the hour.
        await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`team-sign-in:${email}`]);
        const [{ made }] = await tx.query<{ made: number }>(
          `select count(*)::int as made from public.team_sign_in_codes
            where email = $1 and created_at > $2::timestamptz - interval '1 hour'`,
          [email, iso(now)],
        );
        if (made >= perHour) return false;
        await tx.query(
          `update public.team_sign_in_codes set expires_at = $2::timestamptz
            where email = $1 and used_at is null and expires_at > $2::timestamptz`,
          [email, iso(now)],
        );
        await tx.query(
          `insert into public.team_sign_in_codes (email, code_hash, created_at, expires_at)
           values ($1, $2, $3::timestamptz, $4::timestamptz)`,
          [email, codeHash, iso(now), iso(expiresAt)],
        );
        return true;
      }),

    takeCall: ({ clientHash, now, perClient, windowMs }) =>
      db.transaction(async (tx) => {
        // One count per client at a time, so two calls cannot both take the last of the hour.
        await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`team-sign-in-client:${clientHash}`]);
        const since = new Date(now.getTime() - windowMs);
        const [{ made, oldest }] = await tx.query<{ made: number; oldest: string | Date | null }>(
          `select count(*)::int as made, min(at) as oldest from public.team_sign_in_calls
            where client_hash = $1 and at > $2::timestamptz`,
          [clientHash, iso(since)],
        );
        if (made >= perClient && oldest !== null) {
          const freed = new Date(oldest).getTime() + windowMs;
          return { retryAfterSeconds: Math.max(1, Math.ceil((freed - now.getTime()) / 1000)) };
        }
        const [{ id }] = await tx.query<{ id: string }>(
          "insert into public.team_sign_in_calls (client_hash, at) values ($1, $2::timestamptz) returning id",
          [clientHash, iso(now)],
        );
        return { callId: id };
      }),

    checkCode: ({ email, codeHash, clientHash, callId, now, maxAttempts, dailyWrong }) =>
      db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`team-sign-in:${email}`]);
        const [{ wrong }] = await tx.query<{ wrong: number }>(
          `select count(*)::int as wrong from public.team_sign_in_calls
            where client_hash = $1 and wrong_code and at > $2::timestamptz - interval '24 hours'`,
          [clientHash, iso(now)],
        );
        if (wrong >= dailyWrong) return "refused";
        const [latest] = await tx.query<{ id: string; code_hash: string; good: boolean }>(
          `select id, code_hash,
                  (used_at is null and expires_at > $2::timestamptz and attempts < $3) as good
             from public.team_sign_in_codes
            where email = $1
            order by created_at desc
            limit 1
              for update`,
          [email, iso(now), maxAttempts],
        );
        if (latest?.good && latest.code_hash === codeHash) {
          await tx.query("update public.team_sign_in_codes set used_at = $2::timestamptz where id = $1", [
            latest.id,
            iso(now),
          ]);
          return "signedIn";
        }
        // Counted for the client whatever the address (a stranger's too: the same work, the same answer).
        await tx.query("update public.team_sign_in_calls set wrong_code = true where id = $1", [callId]);
        if (latest?.good) {
          await tx.query("update public.team_sign_in_codes set attempts = attempts + 1 where id = $1", [latest.id]);
        }
        return "refused";
      }),

    deleteExpiredCodes: async (before) => {
      const rows = await db.query(
        "delete from public.team_sign_in_codes where expires_at < $1::timestamptz returning id",
        [iso(before)],
      );
      await db.query("delete from public.team_sign_in_calls where at < $1::timestamptz", [iso(before)]);
      return rows.length;
    },
  };
}
