import type { ReactNode } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { ErrorBoundary } from "./ErrorBoundary";

/**
 * The error boundary with its copy from content/app-error.yaml in the page's
 * language, for gatsby-browser and gatsby-ssr: the default language's where a
 * page has none (Gatsby's development 404 page). A static query cannot take
 * the page's language, so it asks for every language's copy.
 */
export function AppErrorBoundary({ language, children }: { language: string | undefined; children: ReactNode }) {
  const { languagesYaml, allAppErrorYaml } = useStaticQuery<Queries.AppErrorCopyQuery>(graphql`
    query AppErrorCopy {
      languagesYaml {
        default
      }
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
  const wanted = language ?? languagesYaml?.default;
  const copy = allAppErrorYaml.nodes.find((node) => node.language === wanted);
  if (!copy) throw new Error("content/app-error.yaml gave the page no data: is the file there?");
  return <ErrorBoundary copy={copy}>{children}</ErrorBoundary>;
}
