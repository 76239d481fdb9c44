// What must be true of every built page after the last step, or the build
// fails (finalizeBuild.ts): no script that loads a file at once (Gatsby's page
// scripts are held back behind the starter, deferScripts.ts; anything else
// that loads a file is a shape the step did not expect), and every inline
// script allowed by its hash in the Content-Security-Policy that `_headers`,
// as Netlify reads it, sends for the page (else the browser blocks it).
// The CMS at /admin/ has its own policy and loads its files as it must.
import { cspHash } from "../inlineScripts";
import { headersFor, type ParsedHeaderRule } from "../netlifyFiles.mjs";
import { scriptElements } from "../htmlScripts.mjs";

/** A built page: its file, relative to the published folder (`es/thank-you.html`), and its HTML. */
export type BuiltPage = { file: string; html: string };

/** The address a page's file answers (`index.html` `/`, `es/thank-you.html` `/es/thank-you`), as Netlify's pretty URLs do. */
export const pagePath = (file: string): string => `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`;

/** The sources a policy allows for scripts (its `script-src`, else its `default-src`), or none without a policy. */
export function scriptSources(policy: string | undefined): string[] | undefined {
  if (policy === undefined) return undefined;
  const directives = new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
  return directives.get("script-src") ?? directives.get("default-src") ?? [];
}

const excerpt = (text: string, length = 80): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
};

/** Every problem of one page, one line each, starting with where the page is (its file, unless told). */
export function pageProblems({ file, html }: BuiltPage, headerRules: readonly ParsedHeaderRule[], where = file): string[] {
  const problems: string[] = [];
  const urlPath = pagePath(file);
  const allowed = scriptSources(headersFor(headerRules, urlPath).get("content-security-policy")?.[1]);
  if (allowed === undefined) problems.push(`${where}: _headers sends no Content-Security-Policy for ${urlPath}`);
  for (const script of scriptElements(html)) {
    if (script.kind === "data") continue;
    if (script.src !== undefined) {
      problems.push(
        `${where}: ${excerpt(script.startTag)} loads at once; only Gatsby's page scripts (<script src="/….js" async>) are held back`,
      );
    } else if (allowed && !allowed.includes(cspHash(script.text))) {
      problems.push(
        `${where}: an inline script is not allowed by the Content-Security-Policy that _headers sends for ${urlPath} (${cspHash(script.text)}): ${excerpt(script.text)}`,
      );
    }
  }
  return problems;
}
