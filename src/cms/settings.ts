// Where the CMS (/admin/) saves editors' changes. Set these once, when the
// site is connected to its GitHub repository (docs/deploying.md, "The CMS: one-time setup").
import type { CmsBackendSettings } from "./config";

export const CMS_PLACEHOLDER_REPOSITORY = "your-github-account/hk-airfreight-site";

export const cmsBackendSettings: CmsBackendSettings = {
  /** The GitHub repository the site is built from, as owner/name. */
  repository: CMS_PLACEHOLDER_REPOSITORY,
  /** The branch Netlify publishes; editors' drafts become pull requests against it. */
  branch: "main",
  /** decap-server, started by `npm run cms` (used only when /admin/ is opened on localhost). */
  localBackendUrl: "http://127.0.0.1:8081/api/v1",
};
