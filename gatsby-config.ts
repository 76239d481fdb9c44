import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { loadLanguageFile, loadSharedFile } from "./src/content/load";
import { RATES_PATH } from "./supabase/functions/_shared/price/rateCardSchema.ts";
import { LOCAL_SUPABASE_ANON_KEY, supabaseUrl } from "./src/contact/backendConfig";
import { CMS_PLACEHOLDER_REPOSITORY, cmsBackendSettings } from "./src/cms/settings";
import { withFinalizedBuild } from "./plugins/publish/adapter";
import type { PublishOptions } from "./plugins/publish/gatsby-node";
import type { ContentOptions } from "./plugins/content-pipeline/gatsby-node";
import { manifestOptions, sitemapOptions, yamlOptions } from "./plugins/content-pipeline/siteOptions";
import { trackingOrigins } from "./supabase/functions/_shared/airWaybill.ts";

// The company details live in content/site.yaml so editors own them; the
// sitemap and canonical URLs need the site address before any page builds.
// content/languages.yaml is read and checked here, once, and handed to what
// needs it (the content pipeline, the adapter's last step, the sitemap).
const site = loadSharedFile("site");
const languages = loadSharedFile("languages");
const defaultLanguage = languages.languages.find((language) => language.code === languages.default)!;
const home = loadLanguageFile("common", defaultLanguage);
const { airlines } = loadSharedFile("airlines");

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
    formRedirectOrigins: trackingOrigins(airlines),
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
      // The rate card is private: it never enters Gatsby's data, so no query, page or cache can hold it
      // (plugins/content-pipeline checks it before the build, supabase/functions/_shared/price/rateCardChecks.ts).
      options: { name: "content", path: `${__dirname}/content/`, ignore: [path.join(__dirname, RATES_PATH)] },
    },
    { resolve: "gatsby-transformer-yaml", options: yamlOptions },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(site, languages) },
    { resolve: "gatsby-plugin-manifest", options: manifestOptions(site, languages, home.seo.description) },
  ],
};

export default config;
