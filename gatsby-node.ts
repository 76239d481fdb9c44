// The site's own build hooks: robots.txt, the CMS at /admin/ and, in
// development, the icon sprite (the build's last step publishes it). What turns
// content/ into pages is the local plugin plugins/content-pipeline/, what the build
// publishes (the launch check, the last step) is plugins/publish/.
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import * as decapCms from "gatsby-plugin-decap-cms/gatsby-node";
import type { DecapCmsOptions } from "gatsby-plugin-decap-cms/gatsby-node";
import { ICON_SPRITE_PATH, ICON_SPRITE_SVG } from "./src/components/icons/iconSprite";
import { loadCmsSnapshot, loadSharedFile } from "./src/content/load";

// robots.txt points at the sitemap on the address editors set in content/site.yaml.
// /thank-you is not disallowed: crawlers must be able to read its noindex.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata: { siteUrl: string } } };
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${config.siteMetadata.siteUrl}/sitemap-index.xml`, ""].join("\n");
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robots);
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The CMS's page: html-webpack-plugin adds its head (meta, icon, scripts) to this. */
const cmsPage = ({ htmlWebpackPlugin }: { htmlWebpackPlugin: { options: { title: string } } }) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(htmlWebpackPlugin.options.title)}</title></head><body></body></html>`;

// The CMS at /admin/ (src/cms/cms.tsx), built by gatsby-plugin-decap-cms's own
// webpack compilation, apart from the site's bundles. Its build hooks are
// called from here rather than listing it as a plugin: a listed plugin's
// gatsby-browser.js (Netlify Identity handling, unused here) would join every
// page's first-load JavaScript.
const cmsOptions = (): DecapCmsOptions => {
  const { companyName } = loadSharedFile("site");
  return {
    modulePath: path.join(__dirname, "src/cms/cms.tsx"),
    manualInit: true,
    enableIdentityWidget: false,
    includeRobots: false,
    htmlTitle: `${companyName}: edit the site`,
    htmlFavicon: path.join(__dirname, "static/favicon.ico"),
    // Previews of one file show it among the others (in every published
    // language), as they were at build time; of an unpublished language the
    // script carries no words (src/content/types.ts, CmsSnapshot).
    customizeWebpackConfig: (config, { plugins }) => {
      const snapshot = loadCmsSnapshot(__dirname);
      config.plugins = [...(config.plugins ?? []), plugins.define({ CMS_CONTENT_SNAPSHOT: JSON.stringify(snapshot) })];
      // The CMS's page says the language of the CMS's own words (English): the
      // plugin's html-webpack-plugin page, from a template with <html lang>.
      const page = config.plugins.find((plugin) => plugin?.constructor?.name === "HtmlWebpackPlugin") as
        { options?: { templateContent?: unknown } } | undefined;
      if (page?.options) page.options.templateContent = cmsPage;
    },
  };
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => decapCms.onCreateWebpackConfig(args, cmsOptions());

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  // At the address the pages and the CMS's previews refer to, as the build publishes it (plugins/publish/finalizeBuild.ts).
  args.app.get(ICON_SPRITE_PATH, (_request: unknown, response: { type(type: string): { send(body: string): void } }) =>
    response.type("image/svg+xml").send(ICON_SPRITE_SVG),
  );
  return decapCms.onCreateDevServer(args, cmsOptions());
};
