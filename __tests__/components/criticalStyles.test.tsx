/**
 * @jest-environment node
 */
// The server's render of a page (gatsby-ssr.tsx): Emotion's styles in the
// head, none in the body, and none lost on the way. A node environment, as in
// Gatsby's build: Emotion renders differently where there is a document.
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Root } from "../../src/components/Root";
import { EMOTION_CACHE_KEY, renderWithCriticalStyles } from "../../src/components/criticalStyles";
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

describe("a page rendered on the server", () => {
  const { html, styles } = renderWithCriticalStyles(page());
  const head = styleTags(renderToStaticMarkup(<>{styles}</>));

  it("has no <style> in its body", () => {
    expect(html).toContain("<header");
    expect(html).not.toContain("<style");
  });

  it("has its styles in two <style> elements: the global styles, then the components' rules", () => {
    expect(head.map(({ tag }) => tag.split(" ")[0])).toEqual([`${EMOTION_CACHE_KEY}-global`, EMOTION_CACHE_KEY]);
    expect(head.every(({ css }) => css.length > 0)).toBe(true);
  });

  it("has a rule in the head for every class its body uses, each named in its <style>'s data-emotion", () => {
    const classes = classIds(html);
    expect(classes.size).toBeGreaterThan(10);
    const components = head[head.length - 1];
    const listed = new Set(components.tag.split(" ").slice(1));
    for (const id of classes) {
      expect(listed).toContain(id);
      expect(components.css).toContain(`.${EMOTION_CACHE_KEY}-${id}`);
    }
  });

  it("has every rule Emotion would have written into the body for the page's elements, in the same order", () => {
    // Emotion's own render with no cache given: a <style> before each element,
    // also for the parts of a style that a component then composes into another class.
    const inlineHtml = renderToString(page());
    const inline = styleTags(inlineHtml);
    expect(inline.length).toBeGreaterThan(10);
    const used = classIds(inlineHtml);
    const global = `${EMOTION_CACHE_KEY}-global`;
    const needed = inline.filter(({ tag }) => tag.startsWith(`${global} `) || tag.split(" ").some((id) => used.has(id)));
    // The same rules in the same order (the cascade), each once.
    expect(idsOf(head)).toEqual([...new Set(idsOf(needed))]);
    const headCss = head.map(({ css }) => css).join("");
    for (const { css } of needed) expect(headCss).toContain(css);
  });

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
