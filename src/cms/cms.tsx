// The CMS at /admin/ (gatsby-plugin-decap-cms builds this module with
// decap-cms-app): its configuration from the content schema, and a preview of
// every content file made of the site's own components.
import CMS from "decap-cms-app";
import type { ContentKey } from "../content/schema";
import { createCmsConfig } from "./config";
import { contentSnapshot } from "./contentSnapshot";
import { PreviewTemplate, type PreviewProps } from "./PreviewTemplate";
import { PREVIEWS } from "./previews";
import { cmsBackendSettings } from "./settings";
import "./preview-pane.css";

function registerPreview<K extends ContentKey>(key: K) {
  const Preview = (props: PreviewProps) => <PreviewTemplate {...props} contentKey={key} content={contentSnapshot} render={PREVIEWS[key]} />;
  Preview.displayName = `Preview(${key})`;
  // A file collection's preview is registered under the file's name, which is the content key.
  CMS.registerPreviewTemplate(key, Preview);
}

for (const key of Object.keys(PREVIEWS) as ContentKey[]) registerPreview(key);

CMS.init({ config: createCmsConfig(cmsBackendSettings, contentSnapshot.site) });
