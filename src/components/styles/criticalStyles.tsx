// A page's Emotion styles, for the server's render (gatsby-ssr.tsx). Left to
// itself, Emotion writes a <style> right before each element it styles,
// inside labels, lists and buttons, which no HTML validator accepts. Rendered
// through a cache that keeps the rules instead, they are sorted in two:
//   - the page's first screen: the rules its parts before the
//     stylesheet's link (SiteStylesheet.tsx: at the end of the home page's hero
//     and at the start of every footer) use, in the head, one <style> for the
//     global styles and one for every component's rules, each tagged with the
//     ids of the rules it holds. They arrive with the page, in its first round
//     trip, so what is on screen first paints from it.
//   - every rule of the page, handed to the build's last step as data: it
//     makes the page's stylesheet of them (plugins/publish/siteStyles.ts),
//     shared by the pages with the same rules (the page in every language) and
//     cached for a year, and the link points at it. A browser
//     does not render what comes after a stylesheet's link in the body until
//     the stylesheet has arrived, so nothing shows unstyled, and nothing moves.
//
// When the page's script starts, Emotion's own cache in the browser (key
// "css", the one the components use with no provider) takes the head's
// <style> elements over by their tags: it leaves them in place and never
// inserts those rules again. The parts React does not re-render (KeepsServerHtml.tsx)
// stay styled by them and by the stylesheet; the parts it does (the header,
// the form) find the first screen's rules there and insert the others again
// (docs/engineering.md, "Before and after JavaScript").
//
// No vendor prefixes are added (stylis's prefixer is left out): every browser
// the site supports reads the standard properties, and the few that still
// need a prefix are written out where they are used.
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { FirstScreenEnd } from "./SiteStylesheet";
import { PAGE_RULES_ID, type PageRules } from "./pageStyles";
import { scriptSafeJson } from "../scriptSafeJson";

/** The key of Emotion's default cache in the browser, which hydrates these styles. */
export const EMOTION_CACHE_KEY = "css";

export type RenderedPage = {
  /** The body's HTML, with no <style> in it. */
  html: string;
  /** For the <head>: the global styles, the first screen's rules, then every rule of the page as data for the build. */
  styles: ReactElement[];
};

/**
 * Renders the page to a string (not a stream: React 18's stream can put NUL
 * bytes into text at its 2 KB chunk boundaries, which the Arabic pages hit)
 * and gathers the styles its HTML uses, in the order the page inserted them.
 */
export function renderWithCriticalStyles(page: ReactNode): RenderedPage {
  const cache = createCache({ key: EMOTION_CACHE_KEY, stylisPlugins: [] });
  // Switches the cache to keeping rules rather than rendering them beside the elements.
  const { extractCriticalToChunks } = createEmotionServer(cache);
  // Emotion lists the rules in the order of its cache's keys, which puts an id
  // made only of digits first (how JavaScript orders such keys) and so would
  // move its rules ahead of others in the cascade: keep the order of insertion.
  const order = new Map<string, number>();
  const { insert } = cache;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!order.has(serialized.name)) order.set(serialized.name, order.size);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const inOrder = (ids: readonly string[]) => [...ids].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  // How many rules the page had inserted when its first screen ended (all of them, if it never did).
  let firstScreenEnd: number | undefined;
  const endFirstScreen = () => {
    if (firstScreenEnd !== undefined) return false;
    firstScreenEnd = order.size;
    return true;
  };
  const firstScreen = (id: string) => firstScreenEnd === undefined || (order.get(id) ?? 0) < firstScreenEnd;

  const { html, styles } = extractCriticalToChunks(
    renderToString(
      <FirstScreenEnd.Provider value={endFirstScreen}>
        <CacheProvider value={cache}>{page}</CacheProvider>
      </FirstScreenEnd.Provider>,
    ),
  );
  const rules = (id: string) => {
    const inserted = cache.inserted[id];
    return typeof inserted === "string" ? inserted : "";
  };
  // Rules only: Emotion also lists the empty style (class css-0) the page may use.
  const idsOf = (global: boolean) =>
    inOrder(styles.filter((chunk) => (chunk.key !== EMOTION_CACHE_KEY) === global).flatMap((chunk) => chunk.ids.filter(rules)));
  // Each global style in a <style> of its own, as Emotion's <Global> looks for it in the browser.
  const components = idsOf(false);
  const tags = [
    ...idsOf(true).map((id) => ({ key: `${EMOTION_CACHE_KEY}-global`, ids: [id] })),
    { key: EMOTION_CACHE_KEY, ids: components.filter(firstScreen) },
  ].filter(({ ids }) => ids.length > 0);
  const pageRules: PageRules = components.map((id) => [id, rules(id)]);
  return {
    html,
    styles: [
      ...tags.map(({ key, ids }) => {
        // Emotion's browser cache reads this attribute: the cache's key, then the ids of the rules inside.
        const tag = `${key} ${ids.join(" ")}`;
        return <style key={tag} data-emotion={tag} dangerouslySetInnerHTML={{ __html: ids.map(rules).join("") }} />;
      }),
      ...(firstScreenEnd === undefined
        ? []
        : [
            <script
              key={PAGE_RULES_ID}
              id={PAGE_RULES_ID}
              type="application/json"
              dangerouslySetInnerHTML={{ __html: scriptSafeJson(pageRules) }}
            />,
          ]),
    ],
  };
}
