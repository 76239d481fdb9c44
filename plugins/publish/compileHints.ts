// V8's explicit compile hint for the runtime's two large files, React's
// (`framework-…js`) and Gatsby's app (`app-…js`): a first line
// `//# allFunctionsCalledOnLoad` asks Chrome (136 and later) to compile every
// function of the file as it streams in, on a background thread, where
// otherwise each function is compiled on the main thread the first time it is
// called: webpack's module functions, all called as the runtime starts. On the
// quote page at 4x CPU the app's evaluation task fell from about 70 to 33 ms
// (docs/performance.md, "the runtime's files compiled as they stream in").
// Other browsers read a comment. Webpack's own runtime (`webpack-runtime-…js`,
// 6 KB) is too small for Chrome to stream, and the pages' chunks run only in
// part, so neither is hinted.
// https://v8.dev/blog/explicit-compile-hints
import fs from "node:fs";
import path from "node:path";
import type { ChunkGroups } from "./checks/scriptAtLoad";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The files hinted: of the runtime's chunk group (`app` in webpack's stats), React's and Gatsby's. */
const HINTED = /^(framework|app)-[\w-]+\.js$/;

/**
 * Puts the hint first in each of the runtime's large files in `publicDir`
 * (once: a file that has it is left alone) and returns their names; none
 * without webpack's stats.
 */
export function addCompileHints(publicDir: string, chunkGroups: ChunkGroups | undefined): string[] {
  const files = (chunkGroups?.app ?? []).filter((file) => HINTED.test(file));
  for (const file of files) {
    const at = path.join(publicDir, file);
    const text = fs.readFileSync(at, "utf8");
    if (!text.startsWith(COMPILE_HINT)) fs.writeFileSync(at, COMPILE_HINT + text);
  }
  return files;
}
