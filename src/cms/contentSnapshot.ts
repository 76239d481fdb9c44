// Every content file as it was when the CMS was built, in every language (of
// a language not published yet, the files that were complete): a preview of
// one file (the footer, say) needs the others (the company's phone and e-mail).
// gatsby-node.ts defines CMS_CONTENT_SNAPSHOT for the CMS's webpack build.
import type { EditableContent } from "../content/types";

declare const CMS_CONTENT_SNAPSHOT: EditableContent;

export const contentSnapshot: EditableContent = CMS_CONTENT_SNAPSHOT;
