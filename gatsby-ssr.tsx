import type { GatsbySSR } from "gatsby";
import { Root } from "./src/components/Root";
import { AppErrorBoundary } from "./src/components/AppErrorBoundary";
import type { PageContext } from "./src/content/languages";

// The page's <html lang dir> comes from its Head (src/components/Seo.tsx).

// The page, not the root: Gatsby renders each page's <Head> inside wrapRootElement
// too, and the global styles would be written twice (once in the head).
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Root>
    <AppErrorBoundary language={(props.pageContext as Partial<PageContext>).language}>{element}</AppErrorBoundary>
  </Root>
);
