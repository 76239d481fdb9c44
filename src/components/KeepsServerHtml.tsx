// Parts of a page with nothing interactive (the hero, the sections' copy, the
// footer) are not re-rendered when the page's JavaScript starts: React takes
// the element over as an empty shell and leaves the server's HTML inside it
// alone. Rendered any other way (a client-side navigation to the page, the
// development server, a test, a CMS preview) they render their children as usual.
//
// NEVER put inside it anything whose HTML can differ in the browser from the
// build's: what reads sessionStorage or localStorage, the URL (query, hash,
// history state), the time, the visitor's input, or props computed from any of
// these higher up (the thank-you page's reference and price, which the page
// reads from sessionStorage, once were, and a reload showed neither), nor
// anything interactive (a form, a button with a handler, a menu): on a page's
// first load none of it would ever render or answer, only the server's HTML
// would stay. Such a component calls useDependsOnBrowser(), which throws in
// development and in the tests when it sits inside KeepsServerHtml.
import { type ElementType, type HTMLAttributes, type ReactNode, createContext, useContext, useState } from "react";

let firstRenderDone = false;

/** Called by gatsby-browser's onInitialClientRender: from now on, parts render normally. */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/** Whether the page's first render (its hydration, or develop's render) is done: a render now is a client-side navigation's. */
export const isFirstRenderDone = (): boolean => firstRenderDone;

/** True while React hydrates HTML the server rendered (not in `gatsby develop`, which renders from nothing). */
const hydratingServerHtml = () =>
  !firstRenderDone && typeof document !== "undefined" && Boolean(document.getElementById("___gatsby")?.hasChildNodes());

/** Set inside KeepsServerHtml's children (no element of its own: the HTML is the same). */
const InsideKeptHtml = createContext(false);

type KeepsServerHtmlProps = HTMLAttributes<HTMLElement> & { as?: ElementType; children: ReactNode };

/** An element whose server HTML is kept as served on the page's first load; see the top of this file for what must never go inside. */
export function KeepsServerHtml({ as: Element = "div", children, ...props }: KeepsServerHtmlProps) {
  // Decided once, when mounted: an element taken over from the server's HTML stays that way.
  const [keepServerHtml] = useState(hydratingServerHtml);
  if (keepServerHtml) {
    return <Element {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    <Element {...props}>
      <InsideKeptHtml.Provider value={true}>{children}</InsideKeptHtml.Provider>
    </Element>
  );
}

/**
 * Declares that a component's HTML depends on the browser (storage, the URL,
 * the visitor's input) or that it is interactive: it throws, outside a
 * production build, when the component is rendered inside KeepsServerHtml,
 * where its first load would show the server's HTML for good.
 */
/** The error useDependsOnBrowser throws: a mistake in the code, which no boundary of a part of a page hides (ErrorBoundary.tsx). */
export class KeptHtmlMisuse extends Error {
  name = "KeptHtmlMisuse";
}

export function useDependsOnBrowser(component: string): void {
  const inside = useContext(InsideKeptHtml);
  if (inside && process.env.NODE_ENV !== "production") {
    throw new KeptHtmlMisuse(
      `${component} depends on the browser or is interactive, and is rendered inside KeepsServerHtml, ` +
        "whose server HTML is kept on a page's first load: move it out (src/components/KeepsServerHtml.tsx).",
    );
  }
}

/**
 * Inside KeepsServerHtml, a template a script of the page's own fills in
 * before the runtime (the quote's outline, src/quote/early/EarlyPrice.tsx):
 * the interactive components in it are its HTML only, which React never
 * renders in the browser, and the page's script draws the real ones over it.
 */
export function TemplateForItsScript({ children }: { children: ReactNode }) {
  return <InsideKeptHtml.Provider value={false}>{children}</InsideKeptHtml.Provider>;
}
