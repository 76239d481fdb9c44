import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Page, Reporter } from "gatsby";
import * as decapCms from "gatsby-plugin-decap-cms/gatsby-node";
import type { DecapCmsOptions } from "gatsby-plugin-decap-cms/gatsby-node";
import { FORM_REPLIES_PATH } from "./supabase/functions/_shared/formReplies.ts";
import { countryLabel } from "./src/content/countries";
import { buildFormReplies } from "./src/content/formReplies";
import { type PageContext, pageI18n, publishedLanguages } from "./src/content/languages";
import { ContentError, languageParts, loadCmsSnapshot, loadSharedFile, loadSiteContent } from "./src/content/load";
import { CONTENT_FILES, TRANSLATED_FILE_TYPE, type TranslatedKey, contentFileAt } from "./src/content/schema";
import { fileLabel, toTypeDefs, validateContent } from "./src/content/schemaDsl";

/** One line per problem, so an editor sees exactly which file and field to fix. */
const contentErrorText = (problems: string[]) =>
  `Content error${problems.length > 1 ? "s" : ""} in content/ (fix and save the file):\n${problems.join("\n")}`;

// Registered so Gatsby heads the messages with its own id rather than "UNKNOWN".
const CONTENT_ERROR_ID = "10001";

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  const userError = { text: (context: { message: string }) => context.message, level: "ERROR", type: "CONFIG", category: "USER" } as const;
  reporter.setErrorMap({ [CONTENT_ERROR_ID]: userError });
};

const reportContentProblems = (reporter: Reporter, problems: string[]) =>
  reporter.panicOnBuild({ id: CONTENT_ERROR_ID, context: { message: contentErrorText(problems) } });

// Before anything is built: every shared file, and every file of every
// published language, exists, parses and is valid (whether a production
// deploy has its real backend and contact details is plugins/publish's
// check). `gatsby build` stops here; `gatsby develop` reports content errors
// and keeps running.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    loadSiteContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reportContentProblems(reporter, error.problems);
  }
};

// Explicit types: Gatsby never guesses a field's type from the data, so a
// missing field is an error here rather than a silently empty section. A
// translated file as read (all languages together) is queried through its
// languages' nodes only.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const files = Object.values(CONTENT_FILES).map(toTypeDefs);
  const translatedFile = `"A translated file as read, all its languages together (its languages' nodes are queried instead)."\ntype ${TRANSLATED_FILE_TYPE} implements Node @dontInfer {\n  id: ID!\n}`;
  actions.createTypes([...files, translatedFile].join("\n\n"));
};

// A country's name in the page's language, made at build time so the page's
// HTML and its script show the same words whatever the browser's Intl knows.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    Country: {
      label: {
        type: "String!",
        description: "The country's name in the given language (the English name, or the standard name for its code).",
        args: { language: "String!" },
        resolve: (country: { name: string; code: string }, { language }: { language: string }) => countryLabel(country, language),
      },
    },
  });
};

const GATSBY_NODE_KEYS = new Set(["id", "parent", "children", "internal", "fields"]);

/** content/languages.yaml as it is now, or null while it has a mistake (reported on its own). */
function currentLanguages() {
  try {
    return loadSharedFile("languages");
  } catch (error) {
    if (error instanceof ContentError) return null;
    throw error;
  }
}

/**
 * What an editor wrote in a node: not the keys Gatsby adds to every node. The
 * YAML transformer moves a top-level `id:` (Indonesian's code) to `yamlId`.
 */
const editorsFields = (node: object) =>
  Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !GATSBY_NODE_KEYS.has(key))
      .map(([key, value]) => [key === "yamlId" ? "id" : key, value]),
  );

// Every file is checked whenever it changes, so `gatsby develop` flags an edit
// at once. A translated file becomes one node per published language, each of
// the file's own type with its language: what the pages query.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, reporter, actions, createNodeId, createContentDigest }) => {
  if (!node.internal.type.endsWith("Yaml") || !node.parent) return;
  const file = getNode(node.parent) as { relativePath?: string; sourceInstanceName?: string } | undefined;
  if (file?.sourceInstanceName !== "content" || !file.relativePath) return;
  const key = contentFileAt(file.relativePath);
  if (!key) {
    reporter.warn(`content/${file.relativePath}: not a known content file, so no page shows it (see src/content/schema.ts)`);
    return;
  }
  const spec = CONTENT_FILES[key];
  if (!spec.translated) {
    const problems = validateContent(spec, editorsFields(node));
    if (problems.length > 0) reportContentProblems(reporter, problems);
    return;
  }
  const languages = currentLanguages();
  if (!languages) return;
  let parts: Record<string, unknown>;
  try {
    parts = languageParts(key as TranslatedKey, editorsFields(node), languages);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reportContentProblems(reporter, error.problems);
    return;
  }
  const problems: string[] = [];
  for (const language of publishedLanguages(languages)) {
    if (!(language.code in parts)) {
      problems.push(`${fileLabel(spec, language)}: the language is missing from the file (add its words under ${language.code}:)`);
      continue;
    }
    const words = parts[language.code] as Record<string, unknown>;
    problems.push(...validateContent(spec, words, language));
    const child = {
      ...words,
      language: language.code,
      id: createNodeId(`${file.relativePath} ${language.code}`),
      parent: node.id,
      children: [],
      internal: { type: spec.typeName, contentDigest: createContentDigest(words) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as typeof node });
  }
  if (problems.length > 0) reportContentProblems(reporter, problems);
};

/**
 * The pages in src/pages/ are the default language's. Each is made again for
 * every other published language under /<code>; the not-found page too, at
 * /<code>/404 (plugins/publish/finalizeBuild.ts answers unknown addresses under /<code>/ with
 * it, with status 404).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<PageContext>).i18n || page.path.startsWith("/dev-404-page")) return;
  const languages = loadSharedFile("languages");
  const isNotFound = page.path === "/404/" || page.path === "/404" || page.path === "/404.html";
  const defaultPath = isNotFound ? null : page.path.replace(/(.)\/$/, "$1");
  const context = (code: string): PageContext => ({ language: code, i18n: pageI18n(languages, code, defaultPath) });
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context(languages.default) } });
  if (page.path === "/404.html") return;
  for (const { code } of publishedLanguages(languages)) {
    if (code === languages.default) continue;
    const localized: Page = { ...page, path: isNotFound ? `/${code}/404` : pageI18n(languages, code, defaultPath).path! };
    actions.createPage({ ...localized, context: { ...page.context, ...context(code) } });
  }
};

// /form-replies.json: the function's words and addresses in every published
// language, from the same content the pages show. Written again whenever
// `gatsby develop` re-creates the pages after an edit.
export const createPages: GatsbyNode["createPages"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  let replies;
  try {
    replies = buildFormReplies(loadSiteContent());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    reportContentProblems(reporter, error.problems);
    return;
  }
  const file = path.join(program.directory, "public", FORM_REPLIES_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(replies)}\n`);
};

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

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => decapCms.onCreateDevServer(args, cmsOptions());
