// What every e-mail about a lead links to, and why a lead did not go ahead.

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

/** Why a lead did not go ahead, as the console asks it. */
export const LOST_REASONS = ["price", "transitTime", "noReply", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];
