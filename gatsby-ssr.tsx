import { isValidElement } from "react";
import type { GatsbySSR } from "gatsby";
import { Root } from "./src/components/styles/Root";
import { AppErrorBoundary } from "./src/components/errors/AppErrorBoundary";
import { renderWithCriticalStyles } from "./src/components/styles/criticalStyles";
import type { PageContext } from "./src/content/languages";

// The page's <html lang dir> comes from its Head (src/components/layout/Seo.tsx).

// The page, not the root: Gatsby renders each page's <Head> inside wrapRootElement
// too, and the global styles would be written twice (once in the head).
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Root>
    <AppErrorBoundary language={(props.pageContext as Partial<PageContext>).language}>{element}</AppErrorBoundary>
  </Root>
);

// Each page's Emotion styles go in its <head>, none in the body (src/components/styles/criticalStyles.tsx).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, styles } = renderWithCriticalStyles(bodyComponent);
  replaceBodyHTMLString(html);
  setHeadComponents(styles);
};

// gatsby-plugin-image puts a <style>, a <noscript> and a script into every
// page's head for its GatsbyImage component, which the site does not use (its
// pictures are plain <picture> elements, src/components/ResponsivePicture.tsx):
// 1.2 KB of every page's first round trip for nothing. Gatsby's generator
// <meta> tells every visitor (and every scanner) the framework's version, and
// tells a browser nothing.
const unwanted = ["gatsby-image-style", "generator-"];
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(isValidElement(component) && unwanted.some((start) => String(component.key).startsWith(start))),
    ),
  );
};
