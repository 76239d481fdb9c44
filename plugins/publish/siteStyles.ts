// The pages' stylesheets: each page's component rules in a file of their own,
// named by their content, cached for a year, and shared by every page with the
// same rules (the same page in every language, as a rule).
// Each page's server render (src/components/styles/criticalStyles.tsx) puts the
// rules of its first screen in its head, where they arrive with the page, and
// hands over all of its rules as data (<script id="page-rules">); here they
// are gathered, the data taken out, and each page's link to its stylesheet
// (at the end of its first screen, src/components/styles/SiteStylesheet.tsx) pointed
// at its file. Every rule keeps one place in one order for the whole site, the
// place it first had, reading the pages in order of their files, and a page's
// file lists its own rules in that order; its first screen's rules are in it
// too, so the stylesheet, coming last, decides between a page's rules exactly as
// it does on every other page.
// A file per page rather than one for the site: the thank-you page's rules are
// 2.4 KB of the site's 5.6 (gzip -9), and a page opened cold (from an e-mail, a
// bookmark, a search) loads only its own; a page reached from another by the
// site's script needs no stylesheet at all (Emotion writes the rules a render
// needs). On the thank-you pages the site's file was what kept the page, its
// stylesheet and its icons from coming in the first round trip of a new
// connection (docs/performance.md, "one stylesheet a page").
import { createHash } from "node:crypto";
import { PAGE_RULES_ID, type PageRules, SITE_STYLESHEET_PLACEHOLDER } from "../../src/components/styles/pageStyles";
import { SCRIPTS_AND_LINKS, type Splice, pageElements, spliceHtml } from "./htmlScripts.mjs";
import type { BuiltPage } from "./checks/pageProblems";

export type Stylesheet = {
  /** Its file in the published folder: `styles-<hash>.css`. */
  file: string;
  css: string;
};

export type SiteStyles = {
  /** The stylesheets the pages link, each once, in order of the first page to link it. */
  stylesheets: Stylesheet[];
  /** The pages, their data taken out and their links pointed at their files. */
  pages: BuiltPage[];
};

const stylesheetOf = (css: string): Stylesheet => ({
  file: `styles-${createHash("sha256").update(css).digest("hex").slice(0, 20)}.css`,
  css,
});

export function siteStyles(pages: readonly BuiltPage[]): SiteStyles {
  /** Every rule of the site by its id, in the one order every stylesheet follows. */
  const rules = new Map<string, string>();
  const found = [...pages]
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((page) => {
      const elements = pageElements(page.html, SCRIPTS_AND_LINKS);
      const data = elements.find((element) => element.name === "script" && element.attributes.id === PAGE_RULES_ID);
      const links = elements.filter((element) => element.name === "link" && element.attributes.href === SITE_STYLESHEET_PLACEHOLDER);
      const own = new Set<string>();
      if (data) {
        for (const [id, text] of JSON.parse(data.text) as PageRules) {
          if (!rules.has(id)) rules.set(id, text);
          own.add(id);
        }
      }
      return { page, data, links, own };
    });
  const stylesheets = new Map<string, Stylesheet>();
  const byFile = new Map(
    found.map(({ page, data, links, own }) => {
      // The page's own rules, in the site's order (a Map keeps the order its keys came in).
      const ownRules = [...rules].filter(([id]) => own.has(id)).map(([, text]) => text);
      const stylesheet = ownRules.length > 0 ? stylesheetOf(ownRules.join("\n")) : undefined;
      if (stylesheet && links.length > 0) stylesheets.set(stylesheet.file, stylesheet);
      const splices: Splice[] = [
        ...(data ? [{ start: data.start, end: data.end, text: "" }] : []),
        ...(stylesheet === undefined
          ? []
          : links.map((link) => ({
              start: link.start,
              end: link.end,
              text: link.startTag.replace(`href="${SITE_STYLESHEET_PLACEHOLDER}"`, `href="/${stylesheet.file}"`),
            }))),
      ];
      return [page.file, { file: page.file, html: spliceHtml(page.html, splices) }];
    }),
  );
  return { stylesheets: [...stylesheets.values()], pages: pages.map((page) => byFile.get(page.file)!) };
}

/** A page still linking the stylesheet's placeholder, or carrying the rules' data: the last step did not finish it. */
export function unfinishedStyles({ html }: BuiltPage): string[] {
  const elements = pageElements(html, SCRIPTS_AND_LINKS);
  return [
    ...elements
      .filter((element) => element.name === "link" && element.attributes.href === SITE_STYLESHEET_PLACEHOLDER)
      .map(() => `links ${SITE_STYLESHEET_PLACEHOLDER}, which is not published (the page handed over no rules)`),
    ...elements
      .filter((element) => element.name === "script" && element.attributes.id === PAGE_RULES_ID)
      .map(() => `still carries its rules' data (<script id="${PAGE_RULES_ID}">)`),
  ];
}
