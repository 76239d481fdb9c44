// Parts of a page with nothing interactive (the hero, the sections' copy, the
// footer) are not re-rendered when the page's JavaScript starts: React takes
// the element over as an empty shell and leaves the server's HTML inside it
// alone. Rendered any other way (a client-side navigation to the page, the
// development server, a test, a CMS preview) they render their children as usual.
import { type ElementType, type HTMLAttributes, type ReactNode, useState } from "react";

let firstRenderDone = false;

/** Called by gatsby-browser's onInitialClientRender: from now on, parts render normally. */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/** True while React hydrates HTML the server rendered (not in `gatsby develop`, which renders from nothing). */
const hydratingServerHtml = () =>
  !firstRenderDone && typeof document !== "undefined" && Boolean(document.getElementById("___gatsby")?.hasChildNodes());

type StaticProps = HTMLAttributes<HTMLElement> & { as?: ElementType; children: ReactNode };

export function Static({ as: Element = "div", children, ...props }: StaticProps) {
  // Decided once, when mounted: an element taken over from the server's HTML stays that way.
  const [keepServerHtml] = useState(hydratingServerHtml);
  if (keepServerHtml) {
    return <Element {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return <Element {...props}>{children}</Element>;
}
