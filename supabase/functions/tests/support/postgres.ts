// The tests' rules for PostgreSQL: when the tests on a real PostgreSQL run,
// and how a database is emptied before a test.
import { postgresAvailable } from "../../../local/database/postgresCluster.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";

/**
 * Whether the tests on a real PostgreSQL 15 are ignored: only off CI, when
 * its binaries are not installed. On CI PostgreSQL must run: a missing server
 * fails the tests instead of skipping them.
 */
export const SKIP_POSTGRES = !/^(1|true)$/i.test(Deno.env.get("CI") ?? "") && !postgresAvailable();

/** The tables a test empties before it starts: the leads, their e-mails, history, bookings and milestones, the ceilings' holds, the console's codes, sign-in calls and sign-outs. */
export const LEAD_TABLES = [
  "contact_requests",
  "contact_notifications",
  "contact_mail_holds",
  "lead_history",
  "lead_bookings",
  "lead_milestones",
  "lead_offers",
  "lead_offer_options",
  "lead_renewals",
  "team_sign_in_codes",
  "team_sign_in_calls",
  "team_member_sign_outs",
] as const;

/** Empties LEAD_TABLES. */
export async function emptyLeadTables(db: Database): Promise<void> {
  await db.exec(`truncate ${LEAD_TABLES.map((table) => `public.${table}`).join(", ")}`);
}
