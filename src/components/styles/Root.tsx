import type { ReactNode } from "react";
import { GlobalStyles } from "./GlobalStyles";

/** The global styles around every page (gatsby-browser and gatsby-ssr), test render and CMS preview. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles />
      {children}
    </>
  );
}
