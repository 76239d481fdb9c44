import type { GatsbyBrowser } from "gatsby";
import { type ReactElement, startTransition } from "react";
import type { Renderer } from "react-dom";
import { type Root as ReactRoot, createRoot, hydrateRoot } from "react-dom/client";
import { Root } from "./src/components/styles/Root";
import { AppErrorBoundary } from "./src/components/errors/AppErrorBoundary";
import { markFirstRenderDone } from "./src/components/KeepsServerHtml";
import type { PageContext } from "./src/content/languages";

// As in gatsby-ssr.tsx: the page, not the root, so the global styles are not also rendered with <Head>.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Root>
    <AppErrorBoundary language={(props.pageContext as Partial<PageContext>).language}>{element}</AppErrorBoundary>
  </Root>
);

/**
 * A new page opens at its top (or at its #section, or where the visitor left
 * it when going back) at once. Gatsby's own window.scrollTo would be animated
 * by the CSS smooth scrolling meant for in-page anchors, and the thank-you page
 * would open at its footer and glide up.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
  prevRouterProps,
  getSavedScrollPosition,
}) => {
  // The first page, and anchors within a page: the browser has it in hand (and glides to anchors).
  if (!prevRouterProps || prevRouterProps.location.pathname === location.pathname) return false;
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) {
    target.scrollIntoView({ behavior: "instant", block: "start" });
  } else {
    const [left, top] = getSavedScrollPosition(location) ?? [0, 0];
    window.scrollTo({ left, top, behavior: "instant" });
  }
  return false;
};

// Parts left as the server rendered them on the first page render normally after it (KeepsServerHtml.tsx).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => markFirstRenderDone();

/**
 * The served page is hydrated as a transition, which React renders in slices
 * of about 5 ms between which the browser paints and takes input, where
 * Gatsby's own hydrateRoot renders it in one task (50 to 90 ms on a throttled
 * phone for the console, docs/performance.md). A tap or a key on the page
 * before hydration has ended makes React finish it at once and handle the
 * event, as before. A page served empty is rendered, as Gatsby does.
 */
function hydrateInTransition(element: ReactElement, container: Element): () => void {
  // The page's root holds Gatsby's focus wrapper, empty when nothing was served; `gatsby develop` also renders its
  // loading indicator through this, into an empty element of its own, and unmounts it with the function returned.
  const served = container.querySelector("#gatsby-focus-wrapper")?.children.length ?? container.children.length;
  if (!served) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReactRoot | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

// Gatsby types the hook's answer as react-dom's legacy render (every overload); it calls it as
// (element, #___gatsby), and in development for its loading indicator too.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as Renderer;
