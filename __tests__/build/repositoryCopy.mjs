// Copies of the repository, built as Netlify builds them: the build suites
// (__tests__/build/*.test.mjs) change a copy's content/ and build it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const copies = [];

after(() => {
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
});

/** A copy of the repository's tracked files (node_modules linked, not copied), with `change` applied to it. */
export async function copyOfRepository(change) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "build-copy-"));
  copies.push(copy);
  // The repository's files as a fresh clone has them, with what is not committed yet but not ignored.
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  const tracked = listed.stdout.split("\0").filter(Boolean);
  for (const file of tracked) {
    // Only files (a worktree's node_modules may be a link, which git lists as a file of its own).
    if (!fs.existsSync(path.join(root, file)) || !fs.lstatSync(path.join(root, file)).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  await change(copy);
  return copy;
}

/** `gatsby build` in a copy, as a local build (no Netlify context). */
export function build(copy) {
  return spawnSync(path.join(copy, "node_modules/.bin/gatsby"), ["build"], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", CONTEXT: "" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Every file under `dir`. */
export const filesUnder = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** A line of a build's output as Gatsby's reporter prints it: folded to the terminal's width, at any space. */
export const printedLine = (line) => new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"));
