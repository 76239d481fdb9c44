// The CMS at /admin/ (gatsby-plugin-decap-cms builds this module with
// decap-cms-app): its configuration from the content schema and the site's
// languages, a check of every published language before saving, and a
// preview of every content file made of the site's own components.
import CMS from "decap-cms-app";
import { CONTENT_FILES, type ContentKey } from "../content/schema";
import { createCmsConfig } from "./config";
import { contentSnapshot } from "./contentSnapshot";
import { type CmsEntry, entryProblems } from "./entryProblems";
import { PreviewTemplate, type PreviewProps } from "./PreviewTemplate";
import { PREVIEWS } from "./previews/filePreviews";
import { RatesPreview } from "./rates/RatesPreview";
import { RATES_FILE } from "../../supabase/functions/_shared/price/rateCardSchema.ts";
import { cmsBackendSettings } from "./settings";
import "./preview-pane.css";

function registerPreview<K extends ContentKey>(key: K) {
  const Preview = (props: PreviewProps) => <PreviewTemplate {...props} contentKey={key} content={contentSnapshot} render={PREVIEWS[key]} />;
  Preview.displayName = `Preview(${key})`;
  // A file collection's preview is registered under the file's name.
  CMS.registerPreviewTemplate(CONTENT_FILES[key].name, Preview);
}

for (const key of Object.keys(PREVIEWS) as ContentKey[]) registerPreview(key);

// The rate card: sample prices per zone, from the card being edited (its countries named as the site was built).
const { countries: snapshotCountries } = contentSnapshot.shared;
const RatesPreviewOfEntry = (props: PreviewProps) => (
  <RatesPreview entry={props.entry} document={props.document} countries={[...snapshotCountries.primary, ...snapshotCountries.secondary]} />
);
CMS.registerPreviewTemplate(RATES_FILE.name, RatesPreviewOfEntry);

/** Decap shows a refused save as "Failed to persist entry: <name>: <message>". */
class SaveRefused extends Error {
  override name = "Not saved";
}

// Decap checks only the language on screen: the build's rules are checked
// here in every published language, and a save that would break the site is
// refused with the reasons.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: CmsEntry }) => {
    const problems = entryProblems(entry, contentSnapshot);
    if (problems.length > 0) throw new SaveRefused(`the site would not build. Fix first: ${problems.join("; ")}`);
    return undefined;
  },
});

// Each field's text runs in its own direction (Arabic right to left, the
// others left to right), whatever the language of the CMS around it.
const editorStyles = document.createElement("style");
editorStyles.textContent = "input, textarea { unicode-bidi: plaintext; }";
document.head.append(editorStyles);

const { site, languages } = contentSnapshot.shared;
CMS.init({ config: createCmsConfig(cmsBackendSettings, site, languages, [...snapshotCountries.primary, ...snapshotCountries.secondary]) });
