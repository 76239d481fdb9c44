// The inline scripts of the built pages, as Content-Security-Policy hashes:
// the policy allows exactly these instead of any inline script ('unsafe-inline').
import { createHash } from "node:crypto";
import { scriptElements } from "./htmlScripts.mjs";

/**
 * The code of the page's inline scripts that the browser would run (classic
 * and module; not JSON-LD or other data blocks, which are not scripts to a
 * CSP), as the browser reads it: the text between the tags, with line endings
 * as the HTML parser normalises them (the browser hashes that text).
 */
export const inlineScripts = (html: string): string[] =>
  scriptElements(html)
    .filter((script) => script.src === undefined && script.kind !== "data")
    .map((script) => script.text);

/** `'sha256-…'` of a script's exact text, as CSP wants it. */
export const cspHash = (script: string): string => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/** Every distinct hash across the pages, sorted so the header is stable for the same pages. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((html) => inlineScripts(html).map(cspHash)))].sort();
}
