import type { GatsbyBrowser } from "gatsby";
import { Root } from "./src/components/Root";
import { AppErrorBoundary } from "./src/components/AppErrorBoundary";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <Root>{element}</Root>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <AppErrorBoundary>{element}</AppErrorBoundary>
);
