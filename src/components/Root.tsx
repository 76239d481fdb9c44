import type { ReactNode } from "react";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../theme";
import { GlobalStyles } from "./GlobalStyles";

/** The theme and the global styles around every page (gatsby-browser and gatsby-ssr), test render and CMS preview. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
