// The function's words read from content/ on this computer's disk (Deno): for
// `npm run function-words`, the local backend (at each start, so an edit is
// seen without the command) and the tests. The reading and the checks are
// functionWordsContent.ts's.
import { fileURLToPath } from "node:url";
import type { FormReplies } from "../../functions/_shared/words/formReplies.ts";
import { functionWordsFrom } from "./functionWordsContent.ts";

export { FunctionWordsContentError } from "./functionWordsContent.ts";

/** The repository this file is in, whose content/ is read by default. */
const THIS_REPOSITORY = fileURLToPath(new URL("../../../", import.meta.url));

/** A file of `root` as text, or null when it is not there. */
const fileReader = (root: string) => (path: string): string | null => {
  try {
    return Deno.readTextFileSync(`${root}/${path}`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
};

/** Everything the function says, from `root`'s content/ (this repository's by default); throws FunctionWordsContentError. */
export const functionWordsFromContent = (root: string = THIS_REPOSITORY): FormReplies =>
  functionWordsFrom(fileReader(root));
