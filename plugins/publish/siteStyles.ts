// The site stylesheet: every component rule of every page in one file, named
// by its content, cached for a year and shared by every page and language.
// Each page's server render (src/components/styles/criticalStyles.tsx) puts the
// rules of its first screen in its head, where they arrive with the page, and
// hands over all of its rules as data (<script id="page-rules">); here they
// are gathered, the data taken out, and each page's link to the stylesheet
// (at the end of its first screen, src/components/styles/SiteStylesheet.tsx) pointed
// at the file. A rule keeps the place it first had, reading the pages in
// order of their files; the first screen's rules are in the stylesheet too,
// so on a page the stylesheet, coming last, decides between rules exactly as
// it does on every other page.
import { createHash } from "node:crypto";
import { PAGE_RULES_ID, type PageRules, SITE_STYLESHEET_PLACEHOLDER } from "../../src/components/styles/pageStyles";
import { SCRIPTS_AND_LINKS, type Splice, pageElements, spliceHtml } from "./htmlScripts.mjs";
import type { BuiltPage } from "./checks/pageProblems";

export type SiteStyles = {
  /** The stylesheet's file in the published folder (`styles-<hash>.css`), when any page links it. */
  file?: string;
  css: string;
  /** The pages, their data taken out and their links pointed at the file. */
  pages: BuiltPage[];
};

export function siteStyles(pages: readonly BuiltPage[]): SiteStyles {
  const rules = new Map<string, string>();
  const found = [...pages]
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((page) => {
      const elements = pageElements(page.html, SCRIPTS_AND_LINKS);
      const data = elements.find((element) => element.name === "script" && element.attributes.id === PAGE_RULES_ID);
      const links = elements.filter((element) => element.name === "link" && element.attributes.href === SITE_STYLESHEET_PLACEHOLDER);
      if (data) for (const [id, text] of JSON.parse(data.text) as PageRules) if (!rules.has(id)) rules.set(id, text);
      return { page, data, links };
    });
  const css = [...rules.values()].join("\n");
  const file = rules.size > 0 ? `styles-${createHash("sha256").update(css).digest("hex").slice(0, 20)}.css` : undefined;
  const byFile = new Map(
    found.map(({ page, data, links }) => {
      const splices: Splice[] = [
        ...(data ? [{ start: data.start, end: data.end, text: "" }] : []),
        ...(file === undefined ? [] : links).map((link) => ({
          start: link.start,
          end: link.end,
          text: link.startTag.replace(`href="${SITE_STYLESHEET_PLACEHOLDER}"`, `href="/${file}"`),
        })),
      ];
      return [page.file, { file: page.file, html: spliceHtml(page.html, splices) }];
    }),
  );
  return { file, css, pages: pages.map((page) => byFile.get(page.file)!) };
}

/** A page still linking the stylesheet's placeholder, or carrying the rules' data: the last step did not finish it. */
export function unfinishedStyles({ html }: BuiltPage): string[] {
  const elements = pageElements(html, SCRIPTS_AND_LINKS);
  return [
    ...elements
      .filter((element) => element.name === "link" && element.attributes.href === SITE_STYLESHEET_PLACEHOLDER)
      .map(() => `links ${SITE_STYLESHEET_PLACEHOLDER}, which is not published (no page handed over its rules)`),
    ...elements
      .filter((element) => element.name === "script" && element.attributes.id === PAGE_RULES_ID)
      .map(() => `still carries its rules' data (<script id="${PAGE_RULES_ID}">)`),
  ];
}
