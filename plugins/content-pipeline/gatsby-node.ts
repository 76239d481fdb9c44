// The site's local plugin for content/ (listed in gatsby-config.ts as
// "content-pipeline"): what turns the YAML files into what the pages query.
//   - before anything is built, every file of every published language is
//     loaded and checked (src/content/load.ts);
//   - the explicit GraphQL types, from src/content/schema.ts;
//   - a translated file becomes one node per published language (the team's
//     e-mails' words, content/team-emails.yaml, one node: the team's language);
//   - the pages in src/pages/ are made again for every other published language.
// The function's words are not the site's: `npm run function-words` writes
// them beside the function at deploy (supabase/local/content/writeFunctionWords.ts).
// content/languages.yaml is read and checked once, by gatsby-config.ts, and
// handed here as this plugin's `languages` option, which the checks load the
// rest of content/ with; `gatsby develop` takes an
// edit to it from the file's node, checked like every file.
// Gatsby compiles this file with Parcel like the site's own gatsby-node.ts,
// and finds the result by the package.json's name: keep it the folder's.
import type { GatsbyNode, Page, PluginOptions, Reporter } from "gatsby";
import { countryLabel } from "../../src/content/countries";
import { type LanguagesFile, type PageContext, pageI18n, publishedLanguages } from "../../src/content/languages";
import { ContentError, languageParts, loadRateCard, loadSiteContent } from "../../src/content/load";
import { quoteSuggestionsOf } from "../../src/content/rateCard";
import { CONTENT_FILES, TRANSLATED_FILE_TYPE, type TranslatedKey, contentFileAt } from "../../src/content/schema";
import { fileLabel, toTypeDefs, validateContent } from "../../src/content/schemaDsl";
import { TEAM_PATH } from "../../src/team/teamPage";

/** This plugin's options: content/languages.yaml as gatsby-config.ts read and checked it. */
export type ContentOptions = { languages: LanguagesFile };

/** The languages as they are now: the option, then the file's node once checked (after an edit in `gatsby develop`; null while it has a mistake). */
let languages: LanguagesFile | null = null;

/** One line per problem, so an editor sees exactly which file and field to fix. */
const contentErrorText = (problems: string[]) =>
  `Content error${problems.length > 1 ? "s" : ""} in content/ (fix and save the file):\n${problems.join("\n")}`;

// Registered so Gatsby heads the messages with its own id rather than "UNKNOWN".
const CONTENT_ERROR_ID = "10001";

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }, options: PluginOptions) => {
  languages = (options as unknown as ContentOptions).languages;
  const userError = { text: (context: { message: string }) => context.message, level: "ERROR", type: "CONFIG", category: "USER" } as const;
  reporter.setErrorMap({ [CONTENT_ERROR_ID]: userError });
};

const reportContentProblems = (reporter: Reporter, problems: string[]) =>
  reporter.panicOnBuild({ id: CONTENT_ERROR_ID, context: { message: contentErrorText(problems) } });

// Before anything is built: every shared file, and every file of every
// published language, exists, parses and is valid, and so is the rate card
// (content/rates.yaml, checked here and nowhere else in the build: no page
// gets it); whether a production deploy has its real backend and contact
// details is plugins/publish's check. `gatsby build` stops here; `gatsby
// develop` reports content errors and keeps running.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems: string[] = [];
  for (const load of [() => loadSiteContent(undefined, languages ?? undefined), () => loadRateCard()]) {
    try {
      load();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) reportContentProblems(reporter, [...new Set(problems)]);
};

// Explicit types: Gatsby never guesses a field's type from the data, so a
// missing field is an error here rather than a silently empty section. A
// translated file as read (all languages together) is queried through its
// languages' nodes only.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const files = Object.values(CONTENT_FILES).map(toTypeDefs);
  const translatedFile = `"A translated file as read, all its languages together (its languages' nodes are queried instead)."\ntype ${TRANSLATED_FILE_TYPE} implements Node @dontInfer {\n  id: ID!\n}`;
  const suggestions = [
    `"What the quote form may know of the rate card (content/rates.yaml): its pickup cities, currency and the height it charges a piece that cannot be stacked at, never a rate."`,
    `type ${QUOTE_SUGGESTIONS_TYPE} implements Node @dontInfer {`,
    `  "The cities the card's pickup areas list, each once, as the form suggests them."`,
    "  cities: [String!]!",
    `  "The card's currency (ISO 4217), which the goods' value is given in; none without a card."`,
    "  currency: String",
    `  "The height, cm, the card charges a piece that cannot be stacked at (a term the shipper is billed by); none without it."`,
    "  nonStackableHeightCm: Float",
    "}",
  ].join("\n");
  actions.createTypes([...files, translatedFile, suggestions].join("\n\n"));
};

const QUOTE_SUGGESTIONS_TYPE = "QuoteSuggestions";

// The rate card is read here for the quote form's suggestions only: its cities,
// its currency and its height for pieces that cannot be stacked, never a rate
// (the builds suite checks every published file).
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  let card = null;
  try {
    card = loadRateCard();
  } catch (error) {
    // onPreBootstrap has reported it: the build has stopped, `gatsby develop` goes on without suggestions.
    if (!(error instanceof ContentError)) throw error;
  }
  const data = quoteSuggestionsOf(card);
  actions.createNode({
    ...data,
    id: createNodeId(QUOTE_SUGGESTIONS_TYPE),
    internal: { type: QUOTE_SUGGESTIONS_TYPE, contentDigest: createContentDigest(data) },
  });
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
    // The languages as the node holds them once checked: the same as the option at first, an edit's in `gatsby develop`.
    if (key === "languages") languages = problems.length > 0 ? null : (editorsFields(node) as LanguagesFile);
    return;
  }
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
  // A file the team reads needs the team's language only (another is work in progress until chosen).
  const team = languages.languages.find((language) => language.code === languages!.team);
  const needed = "teamOnly" in spec ? (team ? [team] : []) : publishedLanguages(languages);
  for (const language of needed) {
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
 * it, with status 404). The team's console is not: it is the team's, in English.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<PageContext>).i18n || page.path.startsWith("/dev-404-page") || !languages) return;
  // The team's console is in the team's language only, English (content/team-console.yaml is not translated).
  if (page.path.replace(/(.)\/$/, "$1") === TEAM_PATH) return;
  const current = languages;
  const isNotFound = page.path === "/404/" || page.path === "/404" || page.path === "/404.html";
  const defaultPath = isNotFound ? null : page.path.replace(/(.)\/$/, "$1");
  const context = (code: string): PageContext => ({ language: code, i18n: pageI18n(current, code, defaultPath) });
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context(current.default) } });
  if (page.path === "/404.html") return;
  for (const { code } of publishedLanguages(current)) {
    if (code === current.default) continue;
    const localized: Page = { ...page, path: isNotFound ? `/${code}/404` : pageI18n(current, code, defaultPath).path! };
    actions.createPage({ ...localized, context: { ...page.context, ...context(code) } });
  }
};
