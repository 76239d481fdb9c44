// The SQL of the team's one-time sign-in codes (team_sign_in_codes): only a
// code's hash is kept. A new code for an address replaces the one before it,
// at most `perHour` are made for an address in an hour, and a code works once,
// before it expires, and not after `maxAttempts` wrong codes against it, nor
// once `dailyWrong` wrong codes were tried for its address in a day, whatever
// the codes (so asking for new codes again and again does not buy guesses).
import { iso } from "../storage/requestRows.ts";
import type { Database } from "../storage/database.ts";

export type CodeCheck = "signedIn" | "refused";

export type SignInStore = {
  /**
   * Keeps a new code's hash for `email`, valid until `expiresAt`, and ends the
   * codes made for it before; false, keeping nothing, when `perHour` codes
   * were made for it in the hour before `now`.
   */
  issueCode(input: { email: string; codeHash: string; now: Date; expiresAt: Date; perHour: number }): Promise<boolean>;
  /**
   * Checks a code for `email` against its latest code: used up when it is the
   * same and still good (not used, not expired, fewer than `maxAttempts`
   * wrong codes before); otherwise one more wrong code counted against it.
   */
  checkCode(
    input: { email: string; codeHash: string; now: Date; maxAttempts: number; dailyWrong: number },
  ): Promise<CodeCheck>;
  /** Deletes the codes that expired before `before` (the scheduled run's). */
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

    checkCode: ({ email, codeHash, now, maxAttempts, dailyWrong }) =>
      db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`team-sign-in:${email}`]);
        const [{ wrong }] = await tx.query<{ wrong: number }>(
          `select coalesce(sum(attempts), 0)::int as wrong from public.team_sign_in_codes
            where email = $1 and created_at > $2::timestamptz - interval '24 hours'`,
          [email, iso(now)],
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
        if (!latest) return "refused";
        if (latest.good && latest.code_hash === codeHash) {
          await tx.query("update public.team_sign_in_codes set used_at = $2::timestamptz where id = $1", [
            latest.id,
            iso(now),
          ]);
          return "signedIn";
        }
        await tx.query("update public.team_sign_in_codes set attempts = attempts + 1 where id = $1", [latest.id]);
        return "refused";
      }),

    deleteExpiredCodes: async (before) => {
      const rows = await db.query(
        "delete from public.team_sign_in_codes where expires_at < $1::timestamptz returning id",
        [iso(before)],
      );
      return rows.length;
    },
  };
}
