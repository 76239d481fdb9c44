import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { ContentError, loadAllContent } from "./src/content/load";
import { CONTENT_FILES, contentFileByPath } from "./src/content/schema";
import { toTypeDefs, validateContent } from "./src/content/schema-dsl";

/** One line per problem, so an editor sees exactly which file and field to fix. */
const contentErrorText = (problems: string[]) =>
  `Content error${problems.length > 1 ? "s" : ""} in content/ (fix and save the file):\n${problems.join("\n")}`;

// Registered so Gatsby heads the message "Content error" rather than "UNKNOWN".
const CONTENT_ERROR_ID = "10001";

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      type: "CONFIG",
      category: "USER",
    },
  });
};

const reportContentProblems = (reporter: Reporter, problems: string[]) =>
  reporter.panicOnBuild({ id: CONTENT_ERROR_ID, context: { message: contentErrorText(problems) } });

// Before anything is built: every content file exists, parses and is valid.
// `gatsby build` stops here; `gatsby develop` reports and keeps running.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    loadAllContent();
  } catch (error) {
    if (error instanceof ContentError) reportContentProblems(reporter, error.problems);
    else throw error;
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
    reporter.warn(`${relativePath}: not a known content file, so no page shows it (known files: ${Object.values(CONTENT_FILES).map((f) => f.path).join(", ")})`);
    return;
  }
  // Only the editor's fields: not the keys Gatsby adds to every node.
  const data = Object.fromEntries(Object.entries(node).filter(([key]) => !GATSBY_NODE_KEYS.has(key)));
  const problems = validateContent(spec, data);
  if (problems.length > 0) reportContentProblems(reporter, problems);
};

// robots.txt points at the sitemap on the address editors set in content/site.yaml.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata: { siteUrl: string } } };
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /thank-you",
    "",
    `Sitemap: ${config.siteMetadata.siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n");
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robots);
};
