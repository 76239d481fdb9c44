// What the team can mark a lead from the links of every e-mail about it
// (the function's teamLinks.ts signs them; the e-mails show them).

export const LEAD_ACTIONS = ["answered", "booked", "lost"] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

/**
 * A lead's Answered, Booked and Lost links (each opens the lead's page, whose
 * form acts); null when they cannot be made (a setting is missing).
 */
export type LeadLinks = Record<LeadAction, string> | null;

/** Why a lead did not go ahead, as the Lost page asks it. */
export const LOST_REASONS = ["price", "transitTime", "noReply", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];
