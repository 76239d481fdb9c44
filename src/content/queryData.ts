// What a page's GraphQL query returned, checked: a result that is missing
// (a content file renamed, an image moved) stops the build with a message
// naming the file, instead of a TypeError while rendering.
import type { LayoutContent } from "../components/Layout";

/** The value, or an error saying which file in the repository should have given it. */
export function required<T>(value: T | null | undefined, source: string): T {
  if (value === null || value === undefined) {
    throw new Error(`${source} gave the page no data: is the file there, under that name, and listed in src/content/schema.ts?`);
  }
  return value;
}

/** The header, footer and company details every page's query asks for (the LayoutContent fragment). */
export const layoutContent = (data: Queries.LayoutContentFragment): LayoutContent => ({
  site: required(data.siteYaml, "content/site.yaml"),
  header: required(data.headerYaml, "content/header.yaml"),
  footer: required(data.footerYaml, "content/footer.yaml"),
});
