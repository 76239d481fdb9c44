/**
 * @jest-environment node
 */
// The server's render of a page (gatsby-ssr.tsx): the first screen's styles in
// the head, every rule of the page handed to the build for the site
// stylesheet, none in the body, and none lost on the way. A node environment,
// as in Gatsby's build: Emotion renders differently where there is a document.
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { Root } from "../../src/components/styles/Root";
import { EMOTION_CACHE_KEY, renderWithCriticalStyles } from "../../src/components/styles/criticalStyles";
import { PAGE_RULES_ID, type PageRules, SITE_STYLESHEET_PLACEHOLDER } from "../../src/components/styles/pageStyles";
import { HomePage } from "../../src/views/HomePage";
import { fixtureSite } from "../fixtures/content";
import { homePageProps } from "../helpers/content";

const page = () => (
  <Root>
    <HomePage {...homePageProps(fixtureSite, "en")} />
  </Root>
);

type StyleTag = { tag: string; css: string };

/** Each <style data-emotion> of some HTML: its tag (the cache's key and the ids) and its rules. */
const styleTags = (html: string): StyleTag[] =>
  [...html.matchAll(/<style data-emotion="([^"]*)"[^>]*>([^<]*)<\/style>/g)].map(([, tag, css]) => ({ tag, css }));

const idsOf = (tags: StyleTag[]) => tags.flatMap(({ tag }) => tag.split(" ").slice(1));

/** The ids of the Emotion classes an HTML's elements use ("css-0" is Emotion's class for no styles at all). */
const classIds = (html: string) =>
  new Set(
    [...html.matchAll(/class="[^"]*"/g)]
      .flatMap(([attribute]) => [...attribute.matchAll(new RegExp(`\\b${EMOTION_CACHE_KEY}-([a-zA-Z0-9_-]+)`, "g"))])
      .map(([, id]) => id)
      .filter((id) => id !== "0"),
  );

/** The page's rules as handed to the build (<script id="page-rules">), if any. */
const pageRulesOf = (head: string): PageRules | undefined => {
  const data = head.match(new RegExp(`<script id="${PAGE_RULES_ID}" type="application/json">([^<]*)</script>`));
  return data ? (JSON.parse(data[1]) as PageRules) : undefined;
};

describe("a page rendered on the server", () => {
  const { html, styles } = renderWithCriticalStyles(page());
  const headHtml = renderToStaticMarkup(<>{styles}</>);
  const head = styleTags(headHtml);
  const pageRules = pageRulesOf(headHtml)!;
  const link = `<link rel="stylesheet" href="${SITE_STYLESHEET_PLACEHOLDER}"/>`;
  const firstScreen = html.slice(0, html.indexOf(link));

  it("has no <style> in its body, and links the site stylesheet once, at the end of its first screen (the hero)", () => {
    expect(html).toContain("<header");
    expect(html).not.toContain("<style");
    expect(html.split(link)).toHaveLength(2);
    expect(firstScreen).toContain("<h1");
    expect(firstScreen).not.toContain('id="solution"');
    expect(html.slice(html.indexOf(link))).toContain('id="solution"');
  });

  it("has its first screen's styles in two <style> elements, the global styles then the components' rules, and every rule as data", () => {
    expect(head.map(({ tag }) => tag.split(" ")[0])).toEqual([`${EMOTION_CACHE_KEY}-global`, EMOTION_CACHE_KEY]);
    expect(head.every(({ css }) => css.length > 0)).toBe(true);
    expect(pageRules.length).toBeGreaterThan(head[1].tag.split(" ").length);
  });

  it("has a rule in the head for every class of its first screen, each named in its <style>'s data-emotion, and no other", () => {
    const firstClasses = classIds(firstScreen);
    expect(firstClasses.size).toBeGreaterThan(10);
    const components = head[head.length - 1];
    const listed = new Set(components.tag.split(" ").slice(1));
    for (const id of firstClasses) {
      expect(listed).toContain(id);
      expect(components.css).toContain(`.${EMOTION_CACHE_KEY}-${id}`);
    }
    // The sections after the hero, the form and the footer are not in the head.
    const later = [...classIds(html.slice(html.indexOf(link)))].filter((id) => !firstClasses.has(id));
    expect(later.length).toBeGreaterThan(10);
    for (const id of later) expect(listed).not.toContain(id);
  });

  it("hands over every rule Emotion would have written into the body for the page's elements, in the same order", () => {
    // Emotion's own render with a cache of its own (no vendor prefixes either): a <style> before each
    // element, also for the parts of a style that a component then composes into another class.
    const inlineHtml = renderToString(
      <CacheProvider value={createCache({ key: EMOTION_CACHE_KEY, stylisPlugins: [] })}>{page()}</CacheProvider>,
    );
    const inline = styleTags(inlineHtml);
    expect(inline.length).toBeGreaterThan(10);
    const used = classIds(inlineHtml);
    const needed = inline.filter(({ tag }) => tag.split(" ")[0] === EMOTION_CACHE_KEY && tag.split(" ").some((id) => used.has(id)));
    // The same rules in the same order (the cascade), each once; the head's are the first of them.
    expect(pageRules.map(([id]) => id)).toEqual([...new Set(idsOf(needed))]);
    const components = head[head.length - 1].tag.split(" ").slice(1);
    expect(pageRules.slice(0, components.length).map(([id]) => id)).toEqual(components);
    const handedOver = pageRules.map(([, css]) => css).join("");
    for (const { css } of needed) expect(handedOver).toContain(css);
  });

  it("lays out the parts after the last place its links land on only when they come near (the contact section, the footer), and none before it", () => {
    /** The rules of an opening tag's classes. */
    const rulesOfTag = (tag: string) =>
      [...(tag.match(/class="([^"]*)"/)?.[1] ?? "").matchAll(new RegExp(`\\b${EMOTION_CACHE_KEY}-([a-zA-Z0-9_-]+)`, "g"))]
        .map(([, id]) => pageRules.find(([ruleId]) => ruleId === id)?.[1] ?? "")
        .join("");
    const skipped = [...html.matchAll(/<(section|footer|div|main|article)\b[^>]*>/g)]
      .filter(([tag]) => /content-visibility:auto/.test(rulesOfTag(tag)))
      .map((match) => ({ at: match.index!, tag: match[0], rules: rulesOfTag(match[0]) }));
    expect(skipped.map(({ tag }) => /id="([^"]+)"/.exec(tag)?.[1] ?? tag.slice(1, tag.indexOf(" ")))).toEqual(["contact", "footer"]);
    for (const { rules } of skipped) expect(rules).toMatch(/contain-intrinsic-block-size:auto \d+px/);
    // Every section a link of the page lands on starts at or before the first part skipped: a smooth scroll to it
    // passes nothing laid out later at a height other than its estimate.
    const targets = [...new Set([...html.matchAll(/href="\/?#([\w-]+)"/g)].map(([, id]) => id))];
    expect(targets).toEqual(expect.arrayContaining(["solution", "benefits", "contact"]));
    const startOf = (id: string) => html.lastIndexOf("<", html.indexOf(` id="${id}"`));
    for (const id of targets) expect(startOf(id)).toBeLessThanOrEqual(skipped[0].at);
  });

  it("adds no vendor prefixes", () => {
    const css = head.map(({ css }) => css).join("") + pageRules.map(([, rules]) => rules).join("");
    expect(css).toContain("display:flex;");
    expect(css).not.toMatch(/display:-(webkit|ms)-/);
    expect(css).not.toMatch(/-(webkit|ms|moz)-(align-items|flex|transform|transition)/);
  });
});

describe("a render without the site stylesheet's link", () => {
  it("keeps the rules in the order the page used them, an id made only of digits too", () => {
    // "--n:42;" hashes to the id 67931, which JavaScript would list before every other key.
    const first = { color: "red" };
    const digits = { "--n": 42 };
    const rendered = renderWithCriticalStyles(
      <div>
        <p css={first}>first</p>
        <p css={digits}>second</p>
      </div>,
    );
    const [components] = styleTags(renderToStaticMarkup(<>{rendered.styles}</>));
    expect(components.tag).toMatch(/^css [a-z0-9]*[a-z][a-z0-9]* 67931$/);
    expect(components.css.indexOf("color:red")).toBeLessThan(components.css.indexOf("--n:42"));
  });
});
