// A page's Emotion styles, for the server's render (gatsby-ssr.tsx): in the
// <head>, not in the body. Left to itself, Emotion writes a <style> right before
// each element it styles, inside labels, lists and buttons, which no HTML
// validator accepts. Rendered through a cache that keeps the rules instead,
// the page's styles come out as one <style> for the global styles and one for
// every component's rules, each tagged with the ids of the rules it holds.
//
// When the page's script starts, Emotion's own cache in the browser (key
// "css", the one the components use with no provider) takes these <style>
// elements over by their tags: it leaves them in place and never inserts those
// rules again. The parts React does not re-render (Static.tsx) stay styled by
// them; the parts it does (the header, the form) find their rules there and add
// only the ones the server did not render.
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";

/** The key of Emotion's default cache in the browser, which hydrates these styles. */
export const EMOTION_CACHE_KEY = "css";

export type RenderedPage = {
  /** The body's HTML, with no <style> in it. */
  html: string;
  /** The <style> elements for the <head>: the global styles first, then the components' rules. */
  styles: ReactElement[];
};

/**
 * Renders the page to a string (not a stream: React 18's stream can put NUL
 * bytes into text at its 2 KB chunk boundaries, which the Arabic pages hit)
 * and gathers the styles its HTML uses, in the order the page inserted them.
 */
export function renderWithCriticalStyles(page: ReactNode): RenderedPage {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
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

  const { html, styles } = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{page}</CacheProvider>));
  const rules = (id: string) => {
    const inserted = cache.inserted[id];
    return typeof inserted === "string" ? inserted : "";
  };
  // Rules only: Emotion also lists the empty style (class css-0) the page may use.
  const idsOf = (global: boolean) =>
    inOrder(styles.filter((chunk) => (chunk.key !== EMOTION_CACHE_KEY) === global).flatMap((chunk) => chunk.ids.filter(rules)));
  // Each global style in a <style> of its own, as Emotion's <Global> looks for it in the browser.
  const tags = [
    ...idsOf(true).map((id) => ({ key: `${EMOTION_CACHE_KEY}-global`, ids: [id] })),
    { key: EMOTION_CACHE_KEY, ids: idsOf(false) },
  ].filter(({ ids }) => ids.length > 0);
  return {
    html,
    styles: tags.map(({ key, ids }) => {
      // Emotion's browser cache reads this attribute: the cache's key, then the ids of the rules inside.
      const tag = `${key} ${ids.join(" ")}`;
      return <style key={tag} data-emotion={tag} dangerouslySetInnerHTML={{ __html: ids.map(rules).join("") }} />;
    }),
  };
}
