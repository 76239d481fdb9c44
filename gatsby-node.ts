import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import * as decapCms from "gatsby-plugin-decap-cms/gatsby-node";
import type { DecapCmsOptions } from "gatsby-plugin-decap-cms/gatsby-node";
import { ContentError, loadAllContent, loadContentFile } from "./src/content/load";
import { launchVerdict } from "./src/build/launchCheck";
import { CMS_PLACEHOLDER_REPOSITORY, cmsBackendSettings } from "./src/cms/settings";
import { CONTENT_FILES, contentFileByPath } from "./src/content/schema";
import { toTypeDefs, validateContent } from "./src/content/schemaDsl";

/** One line per problem, so an editor sees exactly which file and field to fix. */
const contentErrorText = (problems: string[]) =>
  `Content error${problems.length > 1 ? "s" : ""} in content/ (fix and save the file):\n${problems.join("\n")}`;

// Registered so Gatsby heads the messages with their own ids rather than "UNKNOWN".
const CONTENT_ERROR_ID = "10001";
const LAUNCH_ERROR_ID = "10002";

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  const userError = { text: (context: { message: string }) => context.message, level: "ERROR", type: "CONFIG", category: "USER" } as const;
  reporter.setErrorMap({ [CONTENT_ERROR_ID]: userError, [LAUNCH_ERROR_ID]: userError });
};

const reportContentProblems = (reporter: Reporter, problems: string[]) =>
  reporter.panicOnBuild({ id: CONTENT_ERROR_ID, context: { message: contentErrorText(problems) } });

// Before anything is built: every content file exists, parses and is valid,
// and a production deploy has its real backend and contact details.
// `gatsby build` stops here; `gatsby develop` reports content errors and keeps running.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  let site;
  try {
    site = loadAllContent().site;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reportContentProblems(reporter, error.problems);
    return;
  }
  const verdict = launchVerdict({
    env: process.env,
    site,
    cmsRepository: cmsBackendSettings.repository,
    cmsPlaceholderRepository: CMS_PLACEHOLDER_REPOSITORY,
  });
  if (verdict.kind === "refuse") {
    const message = `Not going live with these settings (Netlify production build):\n${verdict.problems.join("\n")}`;
    reporter.panic({ id: LAUNCH_ERROR_ID, context: { message } });
  } else if (verdict.kind === "warn") {
    reporter.warn(verdict.message);
  }
};

// Explicit types: Gatsby never guesses a field's type from the data, so a
// missing field is an error here rather than a silently empty section.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(Object.values(CONTENT_FILES).map(toTypeDefs).join("\n\n"));
};

const GATSBY_NODE_KEYS = new Set(["id", "parent", "children", "internal", "fields"]);

// Checked again whenever a file changes, so `gatsby develop` flags an edit at once.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, reporter }) => {
  if (!node.internal.type.endsWith("Yaml") || !node.parent) return;
  const file = getNode(node.parent) as { relativePath?: string; sourceInstanceName?: string } | undefined;
  if (file?.sourceInstanceName !== "content") return;
  const relativePath = `content/${file.relativePath}`;
  const spec = contentFileByPath(relativePath);
  if (!spec) {
    reporter.warn(
      `${relativePath}: not a known content file, so no page shows it (known files: ${Object.values(CONTENT_FILES)
        .map((f) => f.path)
        .join(", ")})`,
    );
    return;
  }
  // Only the editor's fields: not the keys Gatsby adds to every node.
  const data = Object.fromEntries(Object.entries(node).filter(([key]) => !GATSBY_NODE_KEYS.has(key)));
  const problems = validateContent(spec, data);
  if (problems.length > 0) reportContentProblems(reporter, problems);
};

// robots.txt points at the sitemap on the address editors set in content/site.yaml.
// /thank-you is not disallowed: crawlers must be able to read its noindex.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata: { siteUrl: string } } };
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${config.siteMetadata.siteUrl}/sitemap-index.xml`, ""].join("\n");
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robots);
};

// The CMS at /admin/ (src/cms/cms.tsx), built by gatsby-plugin-decap-cms's own
// webpack compilation, apart from the site's bundles. Its build hooks are
// called from here rather than listing it as a plugin: a listed plugin's
// gatsby-browser.js (Netlify Identity handling, unused here) would join every
// page's first-load JavaScript.
const cmsOptions = (): DecapCmsOptions => {
  const { companyName } = loadContentFile("site");
  return {
    modulePath: path.join(__dirname, "src/cms/cms.tsx"),
    manualInit: true,
    enableIdentityWidget: false,
    includeRobots: false,
    htmlTitle: `${companyName}: edit the site`,
    htmlFavicon: path.join(__dirname, "static/favicon.ico"),
    // Previews of one file show it among the others, as they were at build time.
    customizeWebpackConfig: (config, { plugins }) => {
      config.plugins = [...(config.plugins ?? []), plugins.define({ CMS_CONTENT_SNAPSHOT: JSON.stringify(loadAllContent()) })];
    },
  };
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => decapCms.onCreateWebpackConfig(args, cmsOptions());

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => decapCms.onCreateDevServer(args, cmsOptions());
