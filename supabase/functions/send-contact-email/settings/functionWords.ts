// What the function says, as it has it: words.json beside this file, written
// from content/ by `npm run function-words` (supabase/local/content/writeFunctionWords.ts)
// before each deploy and imported by index.ts, so the bundler ships it or
// fails the deploy. It is never committed: content/ is its source, and the
// workflow .github/workflows/deploy-function.yml writes it on the runner
// whenever content/ changes. Nothing is read from the site at run time.
import { type FormReplies, parseFormReplies } from "../../_shared/replies/formReplies.ts";

/** Where the generator writes the words, and where index.ts imports them from: beside this module. */
export const FUNCTION_WORDS_FILE = new URL("../words.json", import.meta.url);

/**
 * The words of a words.json's contents; throws when the file is not of this
 * version's shape (written by an older generator): the function must not
 * start with words it cannot use.
 */
export function functionWordsFromFile(file: unknown): FormReplies {
  const words = parseFormReplies(file);
  if (!words) {
    throw new Error("words.json is not this version's words file: run npm run function-words, then deploy again");
  }
  return words;
}
