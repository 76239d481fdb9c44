import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { loadContentFile } from "./src/content/load";
import { contentFileByPath } from "./src/content/schema";
import { supabaseUrl } from "./src/contact/backend-config";

// The company details live in content/site.yaml so editors own them; the
// sitemap and canonical URLs need the site address before any page builds.
const site = loadContentFile("site") as { companyName: string; siteUrl: string; seo: { title: string; description: string }; themeColor: string };

// Only the site itself and the Supabase project may be reached from the page.
const contentSecurityPolicy = [
  "default-src 'self'",
  // Gatsby and Emotion inline small bootstrap scripts and critical styles.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src 'self' ${new URL(supabaseUrl).origin}`,
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

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
  adapter: adapter(),
  headers: [
    {
      source: "/*",
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy },
        { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
        { key: "X-Frame-Options", value: "DENY" },
      ],
    },
  ],
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
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.companyName,
        short_name: site.companyName,
        description: site.seo.description,
        start_url: "/",
        lang: "en",
        background_color: "#FFFFFF",
        theme_color: site.themeColor,
        display: "minimal-ui",
        icon: "src/images/icon.png",
        // Favicons are linked by the manifest plugin; no cache-busting query strings
        // so the CDN can cache them forever.
        cache_busting_mode: "none",
      },
    },
  ],
};

export default config;
