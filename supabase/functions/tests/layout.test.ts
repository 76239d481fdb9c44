// The function's tree stays one a newcomer can find their way in: no folder of
// supabase/functions holds more than 12 files directly (a capability that
// grows past that becomes folders of its own), and no file of code is over 400
// lines (pricing.ts, one concern, excepted). Files git does not track (the
// rate card and the words written at deploy) are not counted.
import { deepStrictEqual } from "node:assert/strict";
import { fileURLToPath } from "node:url";

const FUNCTIONS = fileURLToPath(new URL("../", import.meta.url));
const MAX_FILES = 12;
const MAX_LINES = 400;
/** One concern, as long as it is: the price worked out from the card. */
const LONG_ALLOWED = new Set(["_shared/price/pricing.ts"]);

/** The files git tracks under supabase/functions, relative to it. */
async function trackedFiles(): Promise<string[]> {
  const { stdout, success } = await new Deno.Command("git", {
    args: ["ls-files", "--cached", "--others", "--exclude-standard", "."],
    cwd: FUNCTIONS,
    stdout: "piped",
  }).output();
  if (!success) throw new Error("git ls-files failed");
  return new TextDecoder().decode(stdout).split("\n").filter((file) => file !== "");
}

/** Each folder with more than `max` files directly in it, and how many. */
export function crowdedFolders(files: readonly string[], max: number): string[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const folder = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : ".";
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > max).map(([folder, count]) => `${folder}: ${count} files`);
}

Deno.test("the rule counts the files directly in each folder, not those in its folders", () => {
  const files = [...Array(13)].map((_, index) => `quote/f${index}.ts`);
  deepStrictEqual(crowdedFolders(files, MAX_FILES), ["quote: 13 files"]);
  deepStrictEqual(crowdedFolders(files.map((file, index) => index < 6 ? `a/${file}` : file), MAX_FILES), []);
});

Deno.test("no folder of supabase/functions holds more than 12 files", async () => {
  deepStrictEqual(crowdedFolders(await trackedFiles(), MAX_FILES), []);
});

Deno.test("no file of code in supabase/functions is over 400 lines", async () => {
  const long: string[] = [];
  for (const file of await trackedFiles()) {
    if (!/\.(ts|tsx)$/.test(file) || LONG_ALLOWED.has(file)) continue;
    const lines = (await Deno.readTextFile(`${FUNCTIONS}${file}`)).split("\n").length - 1;
    if (lines > MAX_LINES) long.push(`${file}: ${lines} lines`);
  }
  deepStrictEqual(long, []);
});
