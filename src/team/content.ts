/** The console's words (content/team-console.yaml), as the page's query gives them. */
export type TeamConsoleContent = Queries.TeamConsoleContentFragment;
