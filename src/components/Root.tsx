import type { ReactNode } from "react";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../theme";
import { GlobalStyles } from "./GlobalStyles";

/** Wraps every page (gatsby-browser and gatsby-ssr) and every test render. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
