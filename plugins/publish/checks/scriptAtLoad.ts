// How much script a page loads before it shows anything, for the pages whose
// script starts at once: the shipper's quote page, opened from every e-mail on
// a phone, cannot show its quote without it (the key is in the address's
// fragment, which no server sees). Its script at load is what the build's
// starter adds (Gatsby's set-up and the page scripts, deferScripts.ts) and
// what Gatsby's loader then fetches for the page's component: its chunk group,
// as webpack's stats name it (`webpack.stats.json`, read before the last step
// removes it). A chunk the page imports later (`import()`: the booking, the
// milestones) is not in it. Each file is counted compressed with gzip -9, as
// firstFlight.mjs counts a page, and the build fails, naming the page, each
// file and its bytes, when a page's sum is over its budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The budgets, by the page's component (`componentChunkName`): its script at load, gzip -9. */
export const SCRIPT_AT_LOAD_BUDGETS: Readonly<Record<string, number>> = {
  "component---src-pages-quote-tsx": 100 * 1024,
};

/** What the build's stats say of each chunk group: its files, in order. */
export type ChunkGroups = Readonly<Record<string, readonly string[]>>;

/** The chunk groups of webpack's stats as Gatsby writes them (`assetsByChunkName`), or undefined without the file. */
export function readChunkGroups(publicDir: string): ChunkGroups | undefined {
  const file = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { assetsByChunkName?: ChunkGroups }).assetsByChunkName ?? {};
}

/** The component a page renders, from its page data (`page-data/<path>/page-data.json`), if it has any. */
export function componentOf(publicDir: string, urlPath: string): string | undefined {
  const file = path.join(publicDir, "page-data", urlPath === "/" ? "index" : urlPath.slice(1), "page-data.json");
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName?: string }).componentChunkName;
}

export type ScriptAtLoad = { files: { file: string; bytes: number }[]; bytes: number };

/** The files a page loads at once (the starter's, then its component's chunk group), each with its gzip -9 bytes. */
export function scriptAtLoad(publicDir: string, started: readonly string[], componentFiles: readonly string[]): ScriptAtLoad {
  const names = [...new Set([...started.map((src) => src.replace(/^\//, "")), ...componentFiles.filter((file) => file.endsWith(".js"))])];
  const files = names.map((file) => ({ file, bytes: zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length }));
  return { files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0) };
}

const formatBytes = (bytes: number) => bytes.toLocaleString("en-GB");

/** One line saying a page's script at load and its files. */
export const describeScriptAtLoad = (where: string, { files, bytes }: ScriptAtLoad, budget: number): string =>
  `${where}: ${formatBytes(bytes)} bytes of script at load (gzip -9; budget ${formatBytes(budget)}): ${files
    .map(({ file, bytes: size }) => `${file} ${formatBytes(size)}`)
    .join(", ")}`;

/** A built page and the scripts its starter adds (deferScripts.ts), by their addresses. */
export type StartedPage = { file: string; urlPath: string; started: readonly string[] };

/**
 * Each budgeted page's script at load: a line to log for each, and a problem
 * for each page over its budget (or whose chunks the stats cannot tell).
 */
export function scriptAtLoadReport(
  publicDir: string,
  pages: readonly StartedPage[],
  chunkGroups: ChunkGroups | undefined,
  label: (file: string) => string,
): { lines: string[]; problems: string[] } {
  const lines: string[] = [];
  const problems: string[] = [];
  for (const { file, urlPath, started } of pages) {
    const component = componentOf(publicDir, urlPath);
    const budget = component === undefined ? undefined : SCRIPT_AT_LOAD_BUDGETS[component];
    if (budget === undefined || component === undefined) continue;
    const where = `${label(file)} (${urlPath})`;
    const group = chunkGroups?.[component];
    if (!group) {
      problems.push(`${where}: webpack.stats.json names no chunks for ${component}, so its script at load cannot be counted`);
      continue;
    }
    const counted = scriptAtLoad(publicDir, started, group);
    const line = describeScriptAtLoad(where, counted, budget);
    lines.push(line);
    if (counted.bytes > budget)
      problems.push(`${line}: over its budget; load what does not show the page with import() (docs/performance.md)`);
  }
  return { lines, problems };
}
