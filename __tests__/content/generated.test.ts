// What the content schema generates, as snapshots a reviewer reads in a diff:
// the GraphQL types the pages query, and the CMS's collections and fields.
// One line per type and per file, so a field added, dropped, renamed or
// retyped shows as one changed line.
import { createCmsConfig, type CmsField } from "../../src/cms/config";
import { cmsBackendSettings } from "../../src/cms/settings";
import { CONTENT_FILES } from "../../src/content/schema";
import { toTypeDefs } from "../../src/content/schemaDsl";
import { fixtureShared } from "../fixtures/content";

/**
 * "type HeroYaml implements Node: eyebrow String!, headline String!, ..." per type, descriptions left out
 * (first, so that a description's "{reference}" does not end its type).
 */
function outlineTypes(sdl: string): string[] {
  return [...sdl.replace(/"(?:[^"\\]|\\.)*"/g, '""').matchAll(/type (\w+)([^{]*)\{([^}]*)\}/g)].map(([, name, rest, body]) => {
    const fields = [...body.matchAll(/^\s+(\w+): ([^\n]+)$/gm)].map(([, field, type]) => `${field} ${type.trim()}`);
    return `${name}${rest.replace("@dontInfer", "").trimEnd()}: ${fields.join(", ")}`;
  });
}

/** "title:string!" for a field, its sub-fields in brackets. */
function outlineField(field: CmsField): string {
  const nested = "fields" in field && Array.isArray(field.fields) ? `{${(field.fields as CmsField[]).map(outlineField).join(", ")}}` : "";
  const single = "field" in field && field.field ? `<${outlineField(field.field as CmsField)}>` : "";
  return `${field.name}:${field.widget}${field.required === false ? "" : "!"}${nested}${single}`;
}

it("the GraphQL types of content/", () => {
  const sdl = Object.values(CONTENT_FILES).map(toTypeDefs).join("\n\n");
  expect(outlineTypes(sdl).join("\n")).toMatchSnapshot();
});

it("the CMS's collections, files and fields", () => {
  const config = createCmsConfig(
  cmsBackendSettings,
  { siteUrl: "https://www.fixture-freight.test" },
  fixtureShared.languages,
  [...fixtureShared.countries.primary, ...fixtureShared.countries.secondary],
);
  const lines = [`i18n ${JSON.stringify(config.i18n)}`];
  for (const collection of config.collections) {
    lines.push(`${collection.name} "${collection.label}"${collection.i18n ? " (each language)" : ""}`);
    for (const file of collection.files ?? []) lines.push(`  ${file.name} ${file.file}: ${file.fields.map(outlineField).join(", ")}`);
  }
  expect(lines.join("\n")).toMatchSnapshot();
});
