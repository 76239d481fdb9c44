// `npm run function-words`: writes what the function says,
// supabase/functions/send-contact-email/words.json, from content/ (git-ignored:
// content/ is its source). Supabase's bundler sees only supabase/, so the
// words reach the function as this file, which index.ts imports: without it
// the deploy fails. Content the build would refuse is refused here in the
// same lines (the file and the field), and nothing is written.
//   --root DIR   the repository to read content/ from (by default this one)
//   --out FILE   where to write (by default beside the function's functionWords.ts)
import { parseArgs } from "node:util";
import { FUNCTION_WORDS_FILE } from "../../functions/send-contact-email/settings/functionWords.ts";
import { ContentError, functionWordsFromContent } from "./functionWordsFromContent.ts";

const { values } = parseArgs({ args: Deno.args, options: { root: { type: "string" }, out: { type: "string" } } });

try {
  const words = functionWordsFromContent(values.root);
  const out = values.out ?? FUNCTION_WORDS_FILE;
  Deno.writeTextFileSync(out, `${JSON.stringify(words, null, 2)}\n`);
  const languages = Object.keys(words.languages).join(", ");
  console.log(`The function's words written to ${out instanceof URL ? out.pathname : out}: ${languages}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`The function's words not written. Fix content/ first:\n${error.problems.join("\n")}`);
  Deno.exit(1);
}
