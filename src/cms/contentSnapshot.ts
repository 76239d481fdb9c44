// Every content file as it was when the CMS was built: a preview of one file
// (the footer, say) needs the others (the company's phone and e-mail).
// gatsby-config.ts defines CMS_CONTENT_SNAPSHOT for the CMS's webpack build.
import type { Content } from "../content/types";

declare const CMS_CONTENT_SNAPSHOT: Content;

export const contentSnapshot: Content = CMS_CONTENT_SNAPSHOT;
