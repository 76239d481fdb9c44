// When each member last signed out (team_member_sign_outs): a session issued
// at or before that time is refused on every console call (sessions.ts,
// memberOf), so one sign-out ends the member's sessions in every tab and
// every copy of their token, while a session signed in afterwards works.
import { iso } from "../storage/requestRows.ts";
import type { Database } from "../storage/database.ts";

export type SignOutStore = {
  /** Ends every session of `member` issued until `at`. */
  signOut(member: string, at: Date): Promise<void>;
  /** When `member` last signed out, or null when never. */
  notBefore(member: string): Promise<Date | null>;
};

export function createSignOutStore(db: Database): SignOutStore {
  return {
    signOut: async (member, at) => {
      await db.query(
        `insert into public.team_member_sign_outs (email, not_before) values ($1, $2::timestamptz)
         on conflict (email) do update set not_before = greatest(team_member_sign_outs.not_before, excluded.not_before)`,
        [member, iso(at)],
      );
    },
    notBefore: async (member) => {
      const [row] = await db.query<{ not_before: string | Date }>(
        "select not_before from public.team_member_sign_outs where email = $1",
        [member],
      );
      return row ? new Date(row.not_before) : null;
    },
  };
}
