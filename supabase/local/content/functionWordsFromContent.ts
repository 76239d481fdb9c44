// The function's words read from content/ on this computer's disk (Deno): for
// `npm run function-words` (writeFunctionWords.ts), the local backend (at each
// start, so an edit is seen without the command) and the tests. The files are
// read and checked by the build's own reader and descriptions
// (functions/_shared/content/), so content the build refuses is refused here
// in the build's lines, and the words are assembled from the checked content
// (functions/_shared/replies/formReplies.ts).
import { fileURLToPath } from "node:url";
import type { ReadContentFile } from "../../functions/_shared/content/contentReader.ts";
import { functionContentFrom } from "../../functions/_shared/content/functionContent.ts";
import { buildFormReplies, type FormReplies } from "../../functions/_shared/replies/formReplies.ts";

export { ContentError } from "../../functions/_shared/content/contentReader.ts";

/** The repository this file is in, whose content/ is read by default. */
const THIS_REPOSITORY = fileURLToPath(new URL("../../../", import.meta.url));

/** A file of `root` as text, or null when it is not there. */
const fileReader = (root: string): ReadContentFile => (path) => {
  try {
    return Deno.readTextFileSync(`${root}/${path}`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
};

/** Everything the function says, from `root`'s content/ (this repository's by default); throws ContentError. */
export const functionWordsFromContent = (root: string = THIS_REPOSITORY): FormReplies =>
  buildFormReplies(functionContentFrom(fileReader(root)));
