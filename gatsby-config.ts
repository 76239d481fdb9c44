import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { loadLanguageFile, loadSharedFile } from "./src/content/load";
import type { PageI18n } from "./src/content/languages";
import { CONTENT_FILES, TRANSLATED_FILE_TYPE, contentFileAt } from "./src/content/schema";
import { LOCAL_SUPABASE_ANON_KEY, supabaseUrl } from "./src/contact/backendConfig";
import { CMS_PLACEHOLDER_REPOSITORY, cmsBackendSettings } from "./src/cms/settings";
import { withFinalizedBuild } from "./plugins/publish/adapter";
import type { PublishOptions } from "./plugins/publish/gatsby-node";
import type { ContentOptions } from "./plugins/content-pipeline/gatsby-node";
import { theme } from "./src/theme";

// The company details live in content/site.yaml so editors own them; the
// sitemap and canonical URLs need the site address before any page builds.
const site = loadSharedFile("site");
const languages = loadSharedFile("languages");
const defaultLanguage = languages.languages.find((language) => language.code === languages.default)!;
const home = loadLanguageFile("common", defaultLanguage);
/** Pages no search engine should list, in every language. */
const unlisted = ["/thank-you", "/404", "/404.html", "/dev-404-page"].flatMap((page) => [
  page,
  ...languages.languages.map((language) => `/${language.code}${page}`),
]);

// Netlify sets CONTEXT (production, deploy-preview, branch-deploy); without it the build is local.
const isLocalBuild = !process.env.CONTEXT;

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: home.seo.description,
    siteUrl: site.siteUrl,
  },
  // The automatic JSX runtime with Emotion's jsx, so the `css` prop works without imports.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  trailingSlash: "never",
  // The last step of the build (plugins/publish/finalizeBuild.ts: scripts held back, the security
  // headers, redirects and clean-up) runs after the adapter has written its files, so it wraps it.
  adapter: withFinalizedBuild(adapter(), {
    publicDir: path.join(__dirname, "public"),
    prefixedLanguages: languages.languages
      .filter((language) => language.published && language.code !== languages.default)
      .map((language) => language.code),
    backendOrigin: new URL(supabaseUrl).origin,
    cmsLocalBackendOrigin: isLocalBuild ? new URL(cmsBackendSettings.localBackendUrl).origin : undefined,
  }),
  plugins: [
    {
      // plugins/publish: a production deploy refuses placeholders before anything is built.
      resolve: "publish",
      options: {
        site: { siteUrl: site.siteUrl, email: site.email, phone: site.phone },
        cmsRepository: cmsBackendSettings.repository,
        cmsPlaceholderRepository: CMS_PLACEHOLDER_REPOSITORY,
        localBackendAnonKey: LOCAL_SUPABASE_ANON_KEY,
      } satisfies PublishOptions,
    },
    // plugins/content-pipeline: the GraphQL types, a node per language, the pages in every language.
    { resolve: "content-pipeline", options: { languages } satisfies ContentOptions },
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content/` },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        // A shared file gets its own GraphQL type (content/site.yaml -> SiteYaml); a
        // translated file, all its languages in one node, becomes one node per language
        // of its own type in plugins/content-pipeline (content/hero.yaml -> HeroYaml). All declared there.
        typeName: ({ node }: { node: { relativePath?: string } }) => {
          const key = node.relativePath ? contentFileAt(node.relativePath) : undefined;
          if (!key) return "UnknownContentYaml";
          return CONTENT_FILES[key].translated ? TRANSLATED_FILE_TYPE : CONTENT_FILES[key].typeName;
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // The CMS at /admin/ is built by gatsby-node.ts: it is not a page, so not in the sitemap.
      // Each page is listed with its versions in the other languages (hreflang).
      options: {
        excludes: unlisted,
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
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.companyName,
        short_name: site.companyName,
        description: home.seo.description,
        start_url: "/",
        lang: languages.default,
        background_color: theme.colors.surface,
        theme_color: site.themeColor,
        display: "minimal-ui",
        // Rendered by scripts/render-icons.mjs into static/. The page links
        // favicon.ico and apple-touch-icon.png itself (src/components/Seo.tsx),
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
      },
    },
  ],
};

export default config;
