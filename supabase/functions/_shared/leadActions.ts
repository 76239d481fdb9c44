// What every e-mail about a lead links to, where the team stands with a lead,
// why a lead did not go ahead, and where the team may move a lead from where
// it stands. Plain data with no imports: the console's contract
// (api/consoleApi.ts) declares its answers with it.

/**
 * The lead in the team's console on the site (<site>/team?lead=<reference>):
 * no signature or token, so a forwarded or quoted e-mail gives nobody
 * anything (the console asks the team member to sign in); null when the
 * site's address is not known (SITE_URL).
 */
export type LeadLink = { console: string } | null;

/** The lead's address in the console of the site at `siteUrl`. */
export const consoleLink = (siteUrl: string | null, reference: string): LeadLink =>
  siteUrl === null ? null : { console: `${siteUrl}/team?lead=${encodeURIComponent(reference)}` };

/** Where the team stands with a lead. */
export const LEAD_STATUSES = ["new", "answered", "booked", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a lead did not go ahead, as the console asks it. */
export const LOST_REASONS = ["price", "transitTime", "noReply", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/**
 * The moves the console allows from each status: a new lead to answered,
 * booked or lost; an answered one to booked or lost; a booked one's air
 * waybill corrected (booked again under another number). Nothing else: a
 * booked or lost lead is never quietly downgraded. The function refuses any
 * other (409 conflict); the console offers only these.
 */
export const LEAD_MOVES: Readonly<Record<LeadStatus, readonly Exclude<LeadStatus, "new">[]>> = {
  new: ["answered", "booked", "lost"],
  answered: ["booked", "lost"],
  booked: ["booked"],
  lost: [],
};
