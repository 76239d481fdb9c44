// Nothing under supabase/ imports src/: the function is bundled from
// supabase/ alone (the only folder the Supabase CLI is sure to ship), and what
// the site and the function share lives in functions/_shared/, which the site
// imports. Every source file under supabase/ is read, and every module it
// names (import, import type, export ... from, a dynamic import()) that
// resolves into src/ is named here with its file.
import { deepStrictEqual } from "node:assert/strict";
import { fileURLToPath } from "node:url";

const SUPABASE = new URL("../../", import.meta.url);
const SITE_SOURCE = new URL("../../../src/", import.meta.url);

/** The source files' extensions Deno (and the bundler) imports. */
const SOURCE = /\.(ts|tsx|js|jsx|mjs|mts)$/;

// The module a statement names: `from "x"` ends every import and export that
// takes names (type-only ones too, over any number of lines); `import "x"` is
// one for its effects; `import("x")` a dynamic one.
const SPECIFIERS = [
  /\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*[,)]/g,
];

/** Every module specifier written in a file's text, in the order found. */
export function specifiersIn(text: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

/** What a file at `file` imports from src/, as written; bare and npm: specifiers are packages. */
export function siteImports(file: URL, text: string): string[] {
  return specifiersIn(text).filter((specifier) => {
    if (!/^(\.{1,2}\/|\/|file:)/.test(specifier)) return false;
    return new URL(specifier, file).href.startsWith(SITE_SOURCE.href);
  });
}

/** Every source file under a folder, by URL (node_modules and dot-folders aside). */
function sourceFiles(folder: URL): URL[] {
  const files: URL[] = [];
  for (const entry of Deno.readDirSync(folder)) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), folder);
    if (entry.isDirectory) files.push(...sourceFiles(url));
    else if (entry.isFile && SOURCE.test(entry.name)) files.push(url);
  }
  return files;
}

Deno.test("each way to import is seen: import, import type, export from, import(), over several lines", () => {
  const file = new URL("functions/_shared/example.ts", SUPABASE);
  // Written through a placeholder, so this file's own text imports nothing from src/.
  const site = "../../../src/content";
  const text = [
    `import { a } from "${site}/a.ts";`,
    `import type {\n  B,\n  C,\n} from "${site}/b.ts";`,
    `export { d } from "${site}/d.ts";`,
    `export * from '${site}/e.ts';`,
    `const f = await import("${site}/f.ts");`,
    `import "${site}/g.ts";`,
    'import { h } from "./h.ts";',
    'import yaml from "js-yaml";',
    'import { i } from "../../../srcish/i.ts";',
  ].join("\n");
  deepStrictEqual(siteImports(file, text).sort(), ["a", "b", "d", "e", "f", "g"].map((name) => `${site}/${name}.ts`));
});

Deno.test("nothing under supabase/ imports src/", () => {
  const files = sourceFiles(SUPABASE);
  // The folder is read, not an empty one: the function, _shared/, local/ and these tests.
  deepStrictEqual(
    ["functions/send-contact-email/handler.ts", "functions/_shared/price/pricing.ts", "local/backend.ts"].filter(
      (path) => !files.some((file) => file.href === new URL(path, SUPABASE).href),
    ),
    [],
  );
  const found = files.flatMap((file) =>
    siteImports(file, Deno.readTextFileSync(file)).map((specifier) =>
      `${fileURLToPath(file).slice(fileURLToPath(SUPABASE).length - "supabase/".length)} imports ${specifier}`
    )
  );
  deepStrictEqual(found, []);
});
