// A lead's address in the console: /team?lead=<reference>, read from the URL,
// set with history.pushState, so the browser's back button goes back to the list.
import { TEAM_PATH } from "./teamPage";

export const LEAD_PARAMETER = "lead";

export const leadHref = (reference: string): string => `${TEAM_PATH}?${new URLSearchParams({ [LEAD_PARAMETER]: reference })}`;

/** The lead the address names, if any. */
export const leadInAddress = (search: string): string | null => new URLSearchParams(search).get(LEAD_PARAMETER) || null;
