// Where a page's first screen ends, and the link to its stylesheet with it
// (src/components/styles/criticalStyles.tsx sorts the page's rules by it).
import { createContext, useContext } from "react";
import { SITE_STYLESHEET_PLACEHOLDER } from "./pageStyles";

/** Told, during the server's render, that the first screen ends here; true the first time only. */
export const FirstScreenEnd = createContext<(() => boolean) | null>(null);

/**
 * The link to the page's stylesheet, where its first screen ends: the
 * rules its parts before it use are in the head, the others come with the
 * stylesheet. Only the first one a page renders links it. Rendered by the
 * server alone, and only inside a part the browser keeps as the server's HTML
 * (KeepsServerHtml.tsx): there React never compares it with its own render, which has
 * no link (the browser's Emotion inserts the rules a render needs itself).
 */
export function SiteStylesheet() {
  const endFirstScreen = useContext(FirstScreenEnd);
  if (!endFirstScreen?.()) return null;
  return (
    <>
      <link rel="stylesheet" href={SITE_STYLESHEET_PLACEHOLDER} />
      {/*
        Chromium does not parse past a stylesheet in the body until it has
        arrived; WebKit (Safari) parses on and paints what follows unstyled.
        A classic script after it waits for the stylesheet, and the parser for
        the script, so every engine stops here: the first screen painted, the
        rest parsed once the styles are in (a stylesheet that fails lets it go
        on). Not empty: WebKit skips an empty script. Without JavaScript the
        pause is lost, and the rest may show unstyled for a moment there.
      */}
      <script dangerouslySetInnerHTML={{ __html: ";" }} />
    </>
  );
}
