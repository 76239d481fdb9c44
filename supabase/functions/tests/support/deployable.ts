// What the Supabase CLI deploys, as a copy of its own: the function, _shared,
// the import map and the lock, with the rate card `npm run rate-card` and the
// words `npm run function-words` would write beside index.ts. Never in the
// repository's own folder: a file written there by a test could be deployed
// by hand by mistake.
import { fileURLToPath } from "node:url";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import type { RateCardFile } from "../../send-contact-email/quote/rateCardFile.ts";
import { functionWordsFromContent } from "../../../local/content/functionWordsFromContent.ts";

const FUNCTIONS = fileURLToPath(new URL("../../", import.meta.url));

/** A card that is off (no content/rates.yaml): the generator's deliberate "no prices". */
export const CARD_OFF: RateCardFile = { card: null, countries: {} };

/**
 * A copy of the deployed files in a temporary folder, `card` as its
 * rate-card.json and `words` as its words.json (null: none; by default
 * content/'s, as `npm run function-words` writes them).
 */
export function deployableCopy(
  card: RateCardFile | null = CARD_OFF,
  words: FormReplies | null = functionWordsFromContent(),
): { entry: string; config: string } {
  const dir = Deno.makeTempDirSync({ prefix: "deployable-" });
  for (const name of ["deno.json", "deno.lock"]) Deno.copyFileSync(`${FUNCTIONS}${name}`, `${dir}/${name}`);
  // What ships: the function's folder and the shared one, with their subfolders (_shared/emails/).
  const copy = (folder: string) => {
    Deno.mkdirSync(`${dir}/${folder}`);
    for (const entry of Deno.readDirSync(`${FUNCTIONS}${folder}`)) {
      if (entry.isDirectory) copy(`${folder}/${entry.name}`);
      else if (entry.isFile && /\.tsx?$/.test(entry.name)) {
        Deno.copyFileSync(`${FUNCTIONS}${folder}/${entry.name}`, `${dir}/${folder}/${entry.name}`);
      }
    }
  };
  for (const folder of ["_shared", "send-contact-email"]) copy(folder);
  if (card !== null) {
    Deno.writeTextFileSync(`${dir}/send-contact-email/rate-card.json`, `${JSON.stringify(card, null, 2)}\n`);
  }
  if (words !== null) {
    Deno.writeTextFileSync(`${dir}/send-contact-email/words.json`, `${JSON.stringify(words, null, 2)}\n`);
  }
  return { entry: `${dir}/send-contact-email/index.ts`, config: `${dir}/deno.json` };
}

/**
 * The deployed entry (deployableCopy) in its own process on `port`, with
 * `env`, its output collected: its address, its log so far, and its exit once
 * it exits.
 */
export function startDeployedEntry(entry: string, config: string, port: number, env: Record<string, string>) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--config", config, "--allow-net", "--allow-env", "--allow-read", entry],
    env: { ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let log = "";
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) log += chunk;
  };
  const reading = [collect(child.stdout), collect(child.stderr)];
  let exited: Deno.CommandStatus | null = null;
  const exit = child.status.then((status) => (exited = status));
  const url = `http://127.0.0.1:${port}/functions/v1/send-contact-email`;
  return { child, exit, reading, url, log: () => log, exited: () => exited };
}
