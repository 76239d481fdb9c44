// The inline scripts of the built pages, as Content-Security-Policy hashes:
// the policy allows exactly these instead of any inline script ('unsafe-inline').
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Types a browser runs; JSON-LD and other data blocks are not scripts to a CSP. */
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined;
}

/** The bodies of the page's inline scripts that the browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (RUNNABLE_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

/** `'sha256-…'` of a script's exact text, as CSP wants it. */
export const cspHash = (script: string): string => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/** Every distinct hash across the pages, sorted so the header is stable for the same pages. */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((html) => inlineScripts(html).map(cspHash)))].sort();
}
