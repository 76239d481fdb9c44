import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { loadContentFile } from "./src/content/load";
import { contentFileByPath } from "./src/content/schema";
import { supabaseUrl } from "./src/contact/backendConfig";
import { cmsBackendSettings } from "./src/cms/settings";
import { withFinalizedBuild } from "./src/build/adapter";
import { theme } from "./src/theme";

// The company details live in content/site.yaml so editors own them; the
// sitemap and canonical URLs need the site address before any page builds.
const site = loadContentFile("site");

// Netlify sets CONTEXT (production, deploy-preview, branch-deploy); without it the build is local.
const isLocalBuild = !process.env.CONTEXT;

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: site.seo.description,
    siteUrl: site.siteUrl,
  },
  // The automatic JSX runtime with Emotion's jsx, so the `css` prop works without imports.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  trailingSlash: "never",
  // The security headers, redirects and clean-up happen after the adapter (src/build/finalizeBuild.ts).
  adapter: withFinalizedBuild(adapter(), {
    publicDir: path.join(__dirname, "public"),
    backendOrigin: new URL(supabaseUrl).origin,
    cmsLocalBackendOrigin: isLocalBuild ? new URL(cmsBackendSettings.localBackendUrl).origin : undefined,
  }),
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content/` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/src/images/` },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        // Each file gets its own GraphQL type (content/benefits.yaml -> BenefitsYaml),
        // declared explicitly in gatsby-node.ts.
        typeName: ({ node }: { node: { relativePath?: string } }) =>
          contentFileByPath(`content/${node.relativePath}`)?.typeName ?? "UnknownContentYaml",
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/thank-you", "/404", "/404.html", "/dev-404-page"] },
      // The CMS at /admin/ is built by gatsby-node.ts: it is not a page, so not in the sitemap.
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.companyName,
        short_name: site.companyName,
        description: site.seo.description,
        start_url: "/",
        lang: "en",
        background_color: theme.colors.surface,
        theme_color: site.themeColor,
        display: "minimal-ui",
        // Rendered by scripts/render-images.mjs into static/. The page links
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
