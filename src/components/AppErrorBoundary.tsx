import type { ReactNode } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { required } from "../content/queryData";
import { ErrorBoundary } from "./ErrorBoundary";

/** The error boundary with its copy from content/app-error.yaml, for gatsby-browser and gatsby-ssr. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { appErrorYaml } = useStaticQuery<Queries.AppErrorCopyQuery>(graphql`
    query AppErrorCopy {
      appErrorYaml {
        title
        text
        reloadButton
        detailsTitle
      }
    }
  `);
  return <ErrorBoundary copy={required(appErrorYaml, "content/app-error.yaml")}>{children}</ErrorBoundary>;
}
