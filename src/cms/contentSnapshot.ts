// Every content file as it was when the CMS was built, in every published
// language: a preview of one file (the footer, say) needs the others (the
// company's phone and e-mail). Of a language not published yet, only which
// files hold its words (src/content/types.ts, CmsSnapshot): its drafts are
// read through the CMS's backend, never shipped in /admin/'s script.
// gatsby-node.ts defines CMS_CONTENT_SNAPSHOT for the CMS's webpack build.
import type { CmsSnapshot } from "../content/types";

declare const CMS_CONTENT_SNAPSHOT: CmsSnapshot;

export const contentSnapshot: CmsSnapshot = CMS_CONTENT_SNAPSHOT;
