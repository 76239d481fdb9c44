import type { ReactNode } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { ErrorBoundary } from "./ErrorBoundary";

/**
 * The error boundary with its copy from content/<language>/app-error.yaml in
 * the page's language, for gatsby-browser and gatsby-ssr. A static query
 * cannot take the page's language, so it asks for every language's copy.
 */
export function AppErrorBoundary({ language, children }: { language: string | undefined; children: ReactNode }) {
  const { allAppErrorYaml } = useStaticQuery<Queries.AppErrorCopyQuery>(graphql`
    query AppErrorCopy {
      allAppErrorYaml {
        nodes {
          language
          title
          text
          reloadButton
          detailsTitle
        }
      }
    }
  `);
  const copy = allAppErrorYaml.nodes.find((node) => node.language === language) ?? allAppErrorYaml.nodes[0];
  if (!copy) throw new Error("content/<language>/app-error.yaml gave the page no data: is the file there?");
  return <ErrorBoundary copy={copy}>{children}</ErrorBoundary>;
}
