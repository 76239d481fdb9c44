// Content written out as a content/ folder, as editors keep it: the shared
// files, the translated files with each language's words under its code, and
// the team's words under the team's language.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { CONTENT_FILES, SHARED_KEYS, TEAM_KEYS, TRANSLATED_KEYS } from "../../src/content/schema";
import { contentPath } from "../../src/content/schemaDsl";
import type { SiteContent } from "../../src/content/types";
import { temporaryFolder } from "./temporaryFolder";

/** The fixture's pictures (__tests__/fixtures/images/), as content/images/ holds the site's. */
const FIXTURE_PICTURES = path.join(__dirname, "../fixtures/images");

/**
 * A temporary folder holding `site` as content/, with the pictures of
 * `pictures` (the fixture's by default) in content/images/; returns the
 * folder (the repository root to load from).
 */
export function writeContentFolder(site: SiteContent, pictures = FIXTURE_PICTURES): string {
  const root = temporaryFolder("content-");
  fs.cpSync(pictures, path.join(root, "content/images"), { recursive: true });
  const write = (relativePath: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, relativePath)), { recursive: true });
    fs.writeFileSync(path.join(root, relativePath), yaml.dump(data));
  };
  for (const key of SHARED_KEYS) write(contentPath(CONTENT_FILES[key]), site.shared[key]);
  for (const key of TRANSLATED_KEYS) {
    write(contentPath(CONTENT_FILES[key]), Object.fromEntries(Object.entries(site.byLanguage).map(([code, words]) => [code, words[key]])));
  }
  // The team's words, in the team's language.
  for (const key of TEAM_KEYS) write(contentPath(CONTENT_FILES[key]), { [site.shared.languages.team]: site.team[key] });
  return root;
}
