// The options of the community plugins that read content/: which GraphQL type
// each YAML file gets, the sitemap with each page's languages, and the web app
// manifest. gatsby-config.ts passes them on.
import type { LanguagesFile, PageI18n } from "../../src/content/languages";
import type { SharedContent } from "../../src/content/types";
import { CONTENT_FILES, TRANSLATED_FILE_TYPE, contentFileAt } from "../../src/content/schema";
import { TEAM_PATH } from "../../src/team/teamPage";
import { theme } from "../../src/theme";

/** Pages no search engine should list, in every language; and the team's console, in English only. */
const unlistedPages = (languages: LanguagesFile) => [
  ...["/thank-you", "/quote", "/404", "/404.html", "/dev-404-page"].flatMap((page) => [
    page,
    ...languages.languages.map((language) => `/${language.code}${page}`),
  ]),
  TEAM_PATH,
];

/**
 * gatsby-transformer-yaml: a shared file gets its own GraphQL type
 * (content/site.yaml -> SiteYaml); a translated file, all its languages in one
 * node, becomes one node per language of its own type in this plugin
 * (content/hero.yaml -> HeroYaml). All declared in its gatsby-node.ts.
 */
export const yamlOptions = {
  typeName: ({ node }: { node: { relativePath?: string } }) => {
    const key = node.relativePath ? contentFileAt(node.relativePath) : undefined;
    if (!key) return "UnknownContentYaml";
    return CONTENT_FILES[key].translated ? TRANSLATED_FILE_TYPE : CONTENT_FILES[key].typeName;
  },
};

/**
 * gatsby-plugin-sitemap: each page with its versions in the other languages
 * (hreflang). The CMS at /admin/ is not a page, so not in the sitemap.
 */
export const sitemapOptions = (site: SharedContent["site"], languages: LanguagesFile) => ({
  excludes: unlistedPages(languages),
  query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
  serialize: ({ path: pagePath, pageContext }: { path: string; pageContext?: { i18n?: PageI18n } }) => {
    const alternates = pageContext?.i18n?.alternates ?? [];
    const url = (href: string) => `${site.siteUrl}${href}`;
    const fallback = alternates.find((alternate) => alternate.code === languages.default);
    return {
      url: pagePath,
      links: [
        ...alternates.map((alternate) => ({ lang: alternate.code, url: url(alternate.path) })),
        ...(fallback ? [{ lang: "x-default", url: url(fallback.path) }] : []),
      ],
    };
  },
});

/** gatsby-plugin-manifest: the company's name, the default language's description, the theme. */
export const manifestOptions = (site: SharedContent["site"], languages: LanguagesFile, description: string) => ({
  name: site.companyName,
  short_name: site.companyName,
  description,
  start_url: "/",
  lang: languages.default,
  background_color: theme.colors.surface,
  theme_color: site.themeColor,
  display: "minimal-ui",
  // Rendered by scripts/render-icons.mjs into static/. The page links
  // favicon.ico and apple-touch-icon.png itself (src/components/layout/Seo.tsx),
  // and says its theme-color once.
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  include_favicon: false,
  legacy: false,
  theme_color_in_head: false,
  cache_busting_mode: "none",
});
