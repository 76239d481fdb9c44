// What the Supabase CLI deploys, as a copy of its own: the function, _shared,
// the import map and the lock, with the rate card `npm run rate-card` would
// write beside index.ts. Never in the repository's own folder: a card written
// there by a test could be deployed by hand by mistake.
import { fileURLToPath } from "node:url";
import type { RateCardFile } from "../../send-contact-email/rateCardFile.ts";

const FUNCTIONS = fileURLToPath(new URL("../../", import.meta.url));

/** A card that is off (no content/rates.yaml): the generator's deliberate "no prices". */
export const CARD_OFF: RateCardFile = { card: null, countries: {} };

/** A copy of the deployed files in a temporary folder, `card` as its rate-card.json (null: none). */
export function deployableCopy(card: RateCardFile | null = CARD_OFF): { entry: string; config: string } {
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
  return { entry: `${dir}/send-contact-email/index.ts`, config: `${dir}/deno.json` };
}
