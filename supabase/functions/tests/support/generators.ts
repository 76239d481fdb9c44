// The generators a deploy runs (`npm run rate-card`, `npm run function-words`),
// run as a deploy runs them, on a repository of a test's own: their exit
// code, what they printed and where they write.
import { fileURLToPath } from "node:url";

const CONFIG = fileURLToPath(new URL("../../deno.json", import.meta.url));

/** `generator` (a supabase/local/ script) with `--root root --out <root>/<file>`. */
export async function runGenerator(generator: string, root: string, file: string) {
  const out = `${root}/${file}`;
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--config", CONFIG, "--allow-read", "--allow-write", generator, "--root", root, "--out", out],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code, stdout: text(stdout), stderr: text(stderr), out };
}
