// What a page's GraphQL query returned, checked: a result that is missing
// (a content file renamed, an image moved) stops the build with a message
// naming the file, instead of a TypeError while rendering.
import type { PageI18n } from "./languages";
import type { ContentKey } from "./schema";

/** The value, or an error saying which file in the repository should have given it. */
export function required<T>(value: T | null | undefined, source: string): T {
  if (value === null || value === undefined) {
    throw new Error(`${source} gave the page no data: is the file there, under that name, and listed in src/content/schema.ts?`);
  }
  return value;
}

/**
 * The content file a key names, and the page's language: `content/quote-page.yaml (English)`. Written from
 * the key (each file in src/content/schema.ts is named after its key, a test holds them to it), not read
 * from the schema: every page's script would then carry the schema and the CMS's descriptions.
 */
export const contentFileLabel = (key: ContentKey, i18n: Pick<PageI18n, "language">): string =>
  `content/${key.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}.yaml (${i18n.language.name})`;

/** A content file's part of the query, or an error naming the file (and the page's language). */
export const requiredContent = <T>(value: T | null | undefined, key: ContentKey, i18n: Pick<PageI18n, "language">): T =>
  required(value, contentFileLabel(key, i18n));

/** The header, footer, company details and languages every page shows. */
export type LayoutContent = {
  site: Queries.SiteDetailsFragment;
  common: Queries.CommonContentFragment;
  header: Queries.HeaderContentFragment;
  footer: Queries.FooterContentFragment;
  i18n: PageI18n;
};

/** The link-preview picture the LayoutContent fragment asks for, as the build made it (content/common.yaml). */
export const socialImageOf = (data: Queries.LayoutContentFragment, i18n: Pick<PageI18n, "language">) =>
  required(data.sharing?.socialImage?.childImageSharp?.resize, `${contentFileLabel("common", i18n)}'s socialImage`) as {
    src: string;
    width: number;
    height: number;
  };

/** The LayoutContent fragment's results, checked, with the page's languages from its context. */
export const layoutContent = (data: Queries.LayoutContentFragment, i18n: PageI18n): LayoutContent => ({
  site: requiredContent(data.siteYaml, "site", i18n),
  common: requiredContent(data.commonYaml, "common", i18n),
  header: requiredContent(data.headerYaml, "header", i18n),
  footer: requiredContent(data.footerYaml, "footer", i18n),
  i18n,
});

/** What every page's <Seo> takes from the LayoutContent fragment: the company, the shared words, the languages and the link-preview picture. */
export const headContent = (data: Queries.LayoutContentFragment, i18n: PageI18n) => {
  const { site, common } = layoutContent(data, i18n);
  return { site, common, i18n, image: socialImageOf(data, i18n) };
};
