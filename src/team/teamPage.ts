// Where the team's console is, for the page, the sitemap's exclusions, the
// content pipeline (one page, in English) and the build's headers.

/** The console's address (src/pages/team.tsx): English only, never listed, `Referrer-Policy: no-referrer`. */
export const TEAM_PATH = "/team";

/**
 * The id of the console's root element. The build's starter starts the
 * page's script where it finds it, without waiting for the visitor, once the
 * served sign-in form is painted (plugins/publish/deferScripts.ts): without
 * script the page only says it needs it.
 */
export const TEAM_CONSOLE_ID = "team-console";
