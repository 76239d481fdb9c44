// The pages whose script starts at once and is budgeted (the shipper's quote
// page, checks/scriptAtLoad.ts) ask for all of it from their head: the
// starter's files (deferScripts.ts), the component's chunk group and the data
// Gatsby's loader reads for the page (its page data, the site's app data, its
// static queries'). Without this the browser learns of them one hop at a
// time: the starter runs once the page and its stylesheet are in, the
// runtime asks for the page data once it runs, and the page's own chunks once
// that is in: three round trips of a phone's network (docs/performance.md,
// "The price on screen"). They are asked for once the quote's answer has come,
// not as the HTML is parsed: the quote's head is drawn from the answer before
// the runtime ("The quote's head before the runtime").
import fs from "node:fs";
import path from "node:path";
import { type ChunkGroups, SCRIPT_AT_LOAD_BUDGETS, type StartedPage, componentOf } from "./checks/scriptAtLoad";
import { afterQuoteAnswer } from "../../src/quote/early/quoteHead";

/** Where Gatsby's loader reads a page's data (`/` is `index`), the site's, and a static query's. */
const pageDataPath = (urlPath: string): string => `/page-data/${urlPath === "/" ? "index" : urlPath.slice(1)}/page-data.json`;
const APP_DATA_PATH = "/page-data/app-data.json";
const staticQueryPath = (hash: string): string => `/page-data/sq/d/${hash}.json`;

/** The static queries a page's data names. */
function staticQueriesOf(publicDir: string, urlPath: string): string[] {
  const file = path.join(publicDir, pageDataPath(urlPath));
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { staticQueryHashes?: string[] }).staticQueryHashes ?? [];
}

/**
 * What asks for a budgeted page's script at load and its data, as the
 * runtime then asks for them: scripts as classic scripts (the starter adds
 * them so), data as the loader's requests (a same-origin request,
 * `crossorigin`, or it is fetched twice), the page's own with the page's
 * query (`?ref=…`), which only the browser knows. A classic inline script in
 * the head (hashed into the page's policy with the others), which never waits
 * for a stylesheet (the site's is linked from the body), and adds the links
 * once the quote's answer has come, as the starter starts the runtime then
 * (src/quote/early/quoteHead.ts, afterQuoteAnswer): the answer first has the
 * phone's network to itself. Empty for any other page.
 */
export function preloadLinks(publicDir: string, { urlPath, started }: StartedPage, chunkGroups: ChunkGroups | undefined): string {
  const component = componentOf(publicDir, urlPath);
  if (component === undefined || SCRIPT_AT_LOAD_BUDGETS[component] === undefined) return "";
  const chunks = (chunkGroups?.[component] ?? []).filter((file) => file.endsWith(".js")).map((file) => `/${file}`);
  const scripts = [...new Set([...started, ...chunks])];
  const data = [APP_DATA_PATH, ...staticQueriesOf(publicDir, urlPath).map(staticQueryPath)];
  const links = [
    ...scripts.map((href) => `["script",${JSON.stringify(href)}]`),
    `["fetch",${JSON.stringify(pageDataPath(urlPath))}+location.search]`,
    ...data.map((href) => `["fetch",${JSON.stringify(href)}]`),
  ];
  const add =
    `()=>{for(let[as,href]of[${links.join(",")}])document.head.appendChild(Object.assign(document.createElement("link"),` +
    '{rel:"preload",as,href},as=="fetch"?{crossOrigin:"anonymous"}:{}))}';
  return `<script>${afterQuoteAnswer(add)}</script>`;
}

/** The page with `links` at the end of its head. */
export function withHeadEnd(html: string, links: string): string {
  if (!links) return html;
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("a page without a </head>");
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}
