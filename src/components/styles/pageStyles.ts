// What the server's render of a page (criticalStyles.tsx, SiteStylesheet.tsx)
// hands the build's last step (plugins/publish/siteStyles.ts), which makes
// each page's stylesheet of its rules.

/** Where the page's stylesheet link points until the build's last step has written its stylesheet. */
export const SITE_STYLESHEET_PLACEHOLDER = "/site-styles.css";

/** The id of the <script type="application/json"> in the head with every component rule of the page; the last step takes it out. */
export const PAGE_RULES_ID = "page-rules";

/** Every component rule of a page, in the order the page inserted them: its id and its text. */
export type PageRules = [id: string, rules: string][];
