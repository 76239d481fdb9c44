// The runtime's two large files, React's and Gatsby's app, start with V8's compile hint once the build's
// last step has run; webpack's small runtime and the pages' chunks do not, and a file is never hinted twice.
import fs from "node:fs";
import path from "node:path";
import { COMPILE_HINT, addCompileHints } from "../../../plugins/publish/compileHints";
import { finalizeBuild } from "../../../plugins/publish/finalizeBuild";
import { temporaryFolder } from "../../helpers/temporaryFolder";

const SCRIPTS = {
  "webpack-runtime-9f.js": "runtime()",
  "framework-2b.js": "/*! For license information please see framework-2b.js.LICENSE.txt */\nreact()",
  "app-1a.js": "app()",
  "component---src-pages-index-tsx-3c.js": "page()",
};
/** Webpack's stats as Gatsby writes them: the runtime's chunk group, and a page's. */
const STATS = {
  assetsByChunkName: {
    app: ["webpack-runtime-9f.js", "framework-2b.js", "app-1a.js"],
    "component---src-pages-index-tsx": ["component---src-pages-index-tsx-3c.js"],
  },
};

function site(): string {
  const dir = temporaryFolder("public-");
  for (const [file, text] of Object.entries(SCRIPTS)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

it("hints React's and the app's files, first, and leaves the runtime's and the pages' as they are", async () => {
  const dir = site();
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(STATS));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<html><head></head><body><div id="___gatsby"></div><script src="/app-1a.js" async></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, "_headers"), "/*\n  x-frame-options: DENY\n");
  const { hinted } = await finalizeBuild({ publicDir: dir, prefixedLanguages: [], backendOrigin: "https://p.supabase.co" });
  expect(hinted.sort()).toEqual(["app-1a.js", "framework-2b.js"]);
  expect(read(dir, "framework-2b.js")).toBe(COMPILE_HINT + SCRIPTS["framework-2b.js"]);
  expect(read(dir, "app-1a.js")).toBe(COMPILE_HINT + SCRIPTS["app-1a.js"]);
  expect(read(dir, "webpack-runtime-9f.js")).toBe(SCRIPTS["webpack-runtime-9f.js"]);
  expect(read(dir, "component---src-pages-index-tsx-3c.js")).toBe(SCRIPTS["component---src-pages-index-tsx-3c.js"]);
});

it("hints a file once, however often it runs", () => {
  const dir = site();
  addCompileHints(dir, STATS.assetsByChunkName);
  addCompileHints(dir, STATS.assetsByChunkName);
  expect(read(dir, "app-1a.js")).toBe(COMPILE_HINT + SCRIPTS["app-1a.js"]);
});

it("hints nothing without webpack's stats", () => {
  const dir = site();
  expect(addCompileHints(dir, undefined)).toEqual([]);
  expect(read(dir, "app-1a.js")).toBe(SCRIPTS["app-1a.js"]);
});

it("is the comment V8 reads: the file's first line", () => {
  expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
});
