import type { GatsbySSR } from "gatsby";
import { Root } from "./src/components/Root";
import { AppErrorBoundary } from "./src/components/AppErrorBoundary";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Root>{element}</Root>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <AppErrorBoundary>{element}</AppErrorBoundary>
);
