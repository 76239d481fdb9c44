// What the function says (its words, supabase/functions/_shared/replies/formReplies.ts)
// is assembled from content/ by code under supabase/, which writes it beside
// the function at deploy; the CMS previews and the tests assemble the same
// words from the content they load, with that same code.
export { buildFormReplies, languageReplies } from "../../supabase/functions/_shared/replies/formReplies.ts";
