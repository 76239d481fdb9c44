// The last step of `gatsby build`, after gatsby-adapter-netlify has written its
// files: take out what must not be published, put each page's own head
// scripts first in its head, hold each page's scripts back behind the starter
// (deferScripts.ts; a quote page asks for them from its head all the same,
// once its quote has come, preloadAtLoad.ts), write each page's stylesheet from its
// rules and point the page at it (siteStyles.ts), write the icon
// sprite the pages refer to (src/components/icons/iconSprite.ts), mark the runtime's two large files to be
// compiled as they stream in (compileHints.ts), hash the pages' inline scripts for the
// Content-Security-Policy (each not-found page also in a <meta>, for the
// unknown addresses it answers), and write `_headers` and `_redirects` as Netlify
// will apply them (scripts/serve.mjs serves them the same way locally). Then
// read them back as Netlify will, and fail the build, naming each page and
// file, if Netlify cannot read a line or a page would not work as published
// (checks/pageProblems.ts), or a page whose script starts at once loads more of it
// than its budget before it shows anything (checks/scriptAtLoad.ts). Last, say which pages no longer fit the first round trip
// of a new connection (checks/firstFlight.mjs): a warning, never a failure, so an
// editor's long sentence is noticed without stopping the site.
import fs from "node:fs";
import path from "node:path";
import { type RedirectRule, formatHeaders, formatRedirects, readHeaders, readRedirects } from "./netlifyFiles.mjs";
import { addCompileHints } from "./compileHints";
import { deferScripts, withoutRuntime } from "./deferScripts";
import { scriptElements, spliceHtml } from "./htmlScripts.mjs";
import { inlineScriptHashes } from "./inlineScripts";
import { firstFlightWarnings } from "./checks/firstFlight.mjs";
import { type BuiltPage, pagePath, pageProblems } from "./checks/pageProblems";
import { readChunkGroups, scriptAtLoadReport, type StartedPage } from "./checks/scriptAtLoad";
import { preloadLinks, withHeadEnd } from "./preloadAtLoad";
import { CMS_PATH, headerRules, pageSitePolicy, policyMeta } from "./securityHeaders";
import { siteStyles, unfinishedStyles } from "./siteStyles";
import { ICON_SPRITE_PATH, ICON_SPRITE_SVG } from "../../src/components/icons/iconSprite";

/** The page Netlify serves for any unknown path; each other language has its own under its code. */
const NOT_FOUND_PAGE = "404.html";

export type FinalizeOptions = {
  publicDir: string;
  /** The published languages other than the default, whose pages are under /<code>. */
  prefixedLanguages: readonly string[];
  /** Origin of the Supabase project the form sends to. */
  backendOrigin: string;
  /** The airlines' tracking pages' origins, where the tracking form's answer may send a visitor (securityHeaders.ts). */
  formRedirectOrigins?: readonly string[];
  /** decap-server's origin, allowed only in local builds. */
  cmsLocalBackendOrigin?: string;
  log?: (message: string) => void;
  /** Told about what does not stop the build: one line each (a page over its first-flight budget). */
  warn?: (message: string) => void;
};

/**
 * Build output that only serves debugging or Gatsby's own build: source maps
 * (they would publish the source), webpack's stats, Partytown (unused) and
 * the slice files Gatsby reads while building.
 */
const UNPUBLISHED = [/\.map$/, /^webpack\.stats\.json$/, /^~partytown\//, /^_gatsby\/slices\//];

/** Paths of public/ relative to it, with forward slashes. */
function listFiles(directory: string, prefix = ""): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(directory, entry.name), `${relative}/`) : [relative];
  });
}

function removeEmptyDirectories(directory: string): void {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = path.join(directory, entry.name);
    removeEmptyDirectories(child);
    if (fs.readdirSync(child).length === 0) fs.rmdirSync(child);
  }
}

export function removeUnpublished(publicDir: string): string[] {
  const removed = listFiles(publicDir).filter((file) => UNPUBLISHED.some((pattern) => pattern.test(file)));
  for (const file of removed) fs.rmSync(path.join(publicDir, file));
  removeEmptyDirectories(publicDir);
  return removed;
}

/**
 * `/404` and `/404.html` are pages like any other to Netlify, served with 200;
 * these rules answer them 404 like any unknown path (each points at the other,
 * as Netlify ignores a rule that rewrites a path to itself). An unknown
 * address under a language's prefix (`/es/...`) gets that language's
 * not-found page, with status 404; the rule yields to every page that exists.
 */
export function siteRedirects(prefixedLanguages: readonly string[]): RedirectRule[] {
  const notFound = (prefix: string): RedirectRule[] => [
    { from: `${prefix}/404.html`, to: `${prefix}/404`, status: 404, force: true },
    { from: `${prefix}/404`, to: `${prefix}/404.html`, status: 404, force: true },
  ];
  return [
    ...notFound(""),
    ...prefixedLanguages.flatMap((code) => [
      ...notFound(`/${code}`),
      { from: `/${code}/*`, to: `/${code}/404.html`, status: 404, force: false },
    ]),
  ];
}

/** The not-found pages: the default language's, and each other language's. */
export const notFoundPages = (prefixedLanguages: readonly string[]): string[] => [
  NOT_FOUND_PAGE,
  ...prefixedLanguages.map((code) => `${code}/${NOT_FOUND_PAGE}`),
];

const HEADERS_NOTE = [
  "Written by plugins/publish/finalizeBuild.ts after gatsby-adapter-netlify.",
  "Every response gets the /* rule; later rules only add headers or replace one of the same name.",
].join("\n");

/** The build's failure: every problem found, one line each. */
export class PublishError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Not publishing: the build's last step (plugins/publish) found ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.join("\n")}`,
    );
    this.name = "PublishError";
  }
}

/** The page with `html` at the start of its head: after its character set, which must come first. */
export function withHeadStart(page: string, html: string): string {
  const start = /<meta charset="?[\w-]+"?\s*\/?>/i.exec(page) ?? /<head\b[^>]*>/i.exec(page);
  if (!start) throw new Error("a page without a <head>");
  const at = start.index + start[0].length;
  return `${page.slice(0, at)}${html}${page.slice(at)}`;
}

/**
 * The page with the scripts of its own head (Gatsby's Head API marks them
 * `data-gatsby-head`) first in its head, right after its character set, byte
 * for byte: they run before the parser reads the page's styles (the quote
 * page's asks the function for the quote, src/quote/early/quoteHead.ts, a round trip
 * that starts a little sooner for it). Gatsby's runtime finds them by their
 * content, wherever they are, and leaves them in place.
 */
export function withHeadScriptsFirst(page: string): string {
  const headEnd = page.indexOf("</head>");
  const own = scriptElements(page).filter(
    (script) => script.end <= headEnd && script.kind === "classic" && script.src === undefined && "data-gatsby-head" in script.attributes,
  );
  if (own.length === 0) return page;
  return withHeadStart(
    spliceHtml(
      page,
      own.map(({ start, end }) => ({ start, end, text: "" })),
    ),
    own.map(({ start, end }) => page.slice(start, end)).join(""),
  );
}

/** The site's pages: every HTML file but the CMS's, which loads its own scripts under its own policy. */
const isSitePage = (file: string): boolean => file.endsWith(".html") && !file.startsWith(`${CMS_PATH.slice(1)}/`);

export async function finalizeBuild({
  publicDir,
  prefixedLanguages,
  backendOrigin,
  formRedirectOrigins,
  cmsLocalBackendOrigin,
  log = () => {},
  warn = () => {},
}: FinalizeOptions) {
  // Webpack's stats, which say what each page's component loads, are not published: read them first.
  const chunkGroups = readChunkGroups(publicDir);
  const removed = removeUnpublished(publicDir);
  const hinted = addCompileHints(publicDir, chunkGroups);
  const files = new Set(listFiles(publicDir));
  const notFound = new Set(notFoundPages(prefixedLanguages));
  const label = (file: string) => path.relative(process.cwd(), path.join(publicDir, file));
  // Files named by their content that this step writes: Gatsby's build-wide set-up, the pages' stylesheets, the icon sprite.
  const written = new Map<string, string>([[ICON_SPRITE_PATH.slice(1), ICON_SPRITE_SVG]]);
  const started: StartedPage[] = [];
  const built: BuiltPage[] = [...files].filter(isSitePage).map((file) => {
    const original = fs.readFileSync(path.join(publicDir, file), "utf8");
    // A not-found page needs no runtime: its one inline script logs the unknown path.
    if (notFound.has(file)) return { file, html: withoutRuntime(original) };
    const { html, setup, deferred } = deferScripts(withHeadScriptsFirst(original));
    if (setup) written.set(setup.path.slice(1), setup.text);
    const page: StartedPage = { file, urlPath: pagePath(file), started: [...(setup ? [setup.path] : []), ...deferred] };
    started.push(page);
    return { file, html: withHeadEnd(html, preloadLinks(publicDir, page, chunkGroups)) };
  });
  const styles = siteStyles(built);
  for (const { file, css } of styles.stylesheets) written.set(file, css);
  for (const [file, text] of written) {
    fs.writeFileSync(path.join(publicDir, file), text);
    files.add(file);
  }
  const policyInput = { backendOrigin, formRedirectOrigins };
  const pagePolicies = styles.pages.map((page) => ({ path: pagePath(page.file), scriptHashes: inlineScriptHashes([page.html]) }));
  // A not-found page answers any unknown address, which no rule but `/*` names: it carries its policy itself.
  const pages = styles.pages.map((page, index) => {
    if (!notFound.has(page.file)) return page;
    const { path: at, scriptHashes: own } = pagePolicies[index];
    return { ...page, html: withHeadStart(page.html, policyMeta(pageSitePolicy(policyInput, at, own))) };
  });
  for (const { file, html } of pages) fs.writeFileSync(path.join(publicDir, file), html);
  const scriptHashes = inlineScriptHashes(pages.map((page) => page.html));

  const headersFile = path.join(publicDir, "_headers");
  const adapterHeaders = await readHeaders(headersFile);
  const rules = headerRules({
    adapterRules: adapterHeaders.rules,
    fileExists: (urlPath) => files.has(urlPath.replace(/^\//, "")),
    immutableFiles: [...written.keys()],
    scriptHashes,
    pagePolicies,
    ...policyInput,
    cmsLocalBackendOrigin,
  });
  fs.writeFileSync(headersFile, formatHeaders(rules, HEADERS_NOTE));

  const redirectsFile = path.join(publicDir, "_redirects");
  const adapterRedirects = fs.existsSync(redirectsFile) ? fs.readFileSync(redirectsFile, "utf8").trimEnd() : "";
  fs.writeFileSync(
    redirectsFile,
    `${adapterRedirects}\n\n# plugins/publish/finalizeBuild.ts\n${formatRedirects(siteRedirects(prefixedLanguages))}\n`,
  );

  // What Netlify will read, and what the pages need of it; what the pages whose script starts at once load.
  const [headers, redirects] = await Promise.all([readHeaders(headersFile), readRedirects(redirectsFile)]);
  const atLoad = scriptAtLoadReport(publicDir, started, chunkGroups, label);
  const problems = [
    ...adapterHeaders.errors.map((error) => `${label("_headers")} as gatsby-adapter-netlify wrote it: ${error}`),
    ...headers.errors.map((error) => `${label("_headers")}: ${error}`),
    ...redirects.errors.map((error) => `${label("_redirects")}: ${error}`),
    ...pages.flatMap((page) => pageProblems(page, headers.rules, label(page.file))),
    ...pages.flatMap((page) => unfinishedStyles(page).map((problem) => `${label(page.file)}: ${problem}`)),
    ...atLoad.problems,
  ];
  if (problems.length > 0) throw new PublishError(problems);
  for (const warning of firstFlightWarnings(pages.map(({ file, html }) => ({ where: `${label(file)} (${pagePath(file)})`, html })))) {
    warn(warning);
  }

  for (const line of atLoad.lines) log(line);
  log(
    `Finalized public/: ${removed.length} unpublished files removed, ${scriptHashes.length} inline script hashes, ${rules.length} header rules, ${styles.stylesheets.length} stylesheets, compile hints in ${hinted.join(", ") || "(none)"}`,
  );
  return {
    removed,
    hinted,
    scriptHashes,
    rules,
    stylesheets: styles.stylesheets.map(({ file }) => file),
    iconSprite: ICON_SPRITE_PATH.slice(1),
  };
}
