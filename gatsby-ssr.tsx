import type { GatsbySSR } from "gatsby";
import { Root } from "./src/components/Root";
import { AppErrorBoundary } from "./src/components/AppErrorBoundary";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};

// The page, not the root: Gatsby renders each page's <Head> inside wrapRootElement
// too, and the global styles would be written twice (once in the head).
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <Root>
    <AppErrorBoundary>{element}</AppErrorBoundary>
  </Root>
);
