// The CMS configuration is made from the content schema: every field an
// editor can fill in has a widget, and no widget writes a field the build
// would refuse.
import { createCmsConfig, labelFromName, type CmsField } from "../../src/cms/config";
import { cmsBackendSettings } from "../../src/cms/settings";
import { CONTENT_FILES } from "../../src/content/schema";
import { type FieldSpec, maxLengthHint, patternHint } from "../../src/content/schemaDsl";

const config = createCmsConfig(cmsBackendSettings, { siteUrl: "https://www.fixture-freight.test" });

/** "cards[].title"-style paths of every field the schema describes. */
function schemaPaths(fields: Record<string, FieldSpec>, prefix = ""): string[] {
  return Object.entries(fields).flatMap(([name, spec]) => {
    const here = `${prefix}${name}`;
    if (spec.kind === "object") return [here, ...schemaPaths(spec.fields, `${here}.`)];
    if (spec.kind === "list" && spec.of.kind === "object") return [here, ...schemaPaths(spec.of.fields, `${here}[].`)];
    return [here];
  });
}

/** The same paths, read from the CMS fields. */
function cmsPaths(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    const nested = "fields" in field && Array.isArray(field.fields) ? (field.fields as CmsField[]) : undefined;
    if (!nested) return [here];
    return [here, ...cmsPaths(nested, field.widget === "list" ? `${here}[].` : `${here}.`)];
  });
}

const fileOf = (name: string) => config.collections.find((collection) => collection.name === name)?.files?.[0];

describe("the CMS configuration", () => {
  it("has one file collection per content file, and no other", () => {
    expect(config.collections.map((collection) => collection.name)).toEqual(Object.keys(CONTENT_FILES));
    for (const [name, file] of Object.entries(CONTENT_FILES)) {
      const collection = config.collections.find((candidate) => candidate.name === name);
      expect(collection?.label).toBe(file.label);
      // The file's name is what Decap registers its preview under.
      expect(collection?.files).toEqual([expect.objectContaining({ name, file: file.path, label: file.label })]);
    }
  });

  it.each(Object.entries(CONTENT_FILES))("describes every field of %s, and only those", (name, file) => {
    expect(cmsPaths(fileOf(name)!.fields)).toEqual(schemaPaths(file.fields));
  });

  it("gives each kind of field its widget, rules and hint", () => {
    const fields = (name: string) => fileOf(name)!.fields;
    const field = (fileName: string, path: string) => {
      let list: readonly CmsField[] = fields(fileName);
      let found: CmsField | undefined;
      for (const part of path.split(".")) {
        found = list.find((candidate) => candidate.name === part);
        list = found && "fields" in found && Array.isArray(found.fields) ? (found.fields as CmsField[]) : [];
      }
      return found;
    };
    const phone = CONTENT_FILES.site.fields.phone;
    if (phone.kind !== "string" || !phone.pattern) throw new Error("site.phone is a text field with a pattern");

    expect(field("benefits", "heading")).toMatchObject({ widget: "string", required: true, label: "Heading", hint: "Section heading." });
    expect(field("benefits", "intro")).toMatchObject({ widget: "text" });
    expect(field("benefits", "cards")).toMatchObject({
      widget: "list",
      min: 1,
      collapsed: true,
      summary: "{{fields.title}}",
      label_singular: "benefit card",
    });
    expect(field("benefits", "cards.icon")).toMatchObject({ widget: "select", options: expect.arrayContaining(["plane", "radar"]) });
    expect(field("benefits", "banner")).toMatchObject({ widget: "object" });
    expect(field("hero", "highlights")).toMatchObject({ widget: "list", min: 1, max: 4 });
    expect(field("countries", "primary")).toMatchObject({ widget: "list", field: { name: "item", widget: "string" } });
    expect(field("site", "copyrightYear")).toMatchObject({ widget: "number", value_type: "int", min: 2000, max: 2100 });
    expect(field("site", "phone")).toMatchObject({ pattern: [phone.pattern.source, patternHint(phone)] });
    expect(field("site", "siteUrl")).toMatchObject({ label: "Site URL" });
    // The CMS checks a pattern as the build does.
    const [source] = field("site", "phone")!.pattern!;
    expect(new RegExp(source as string).test("+852 1234 5678")).toBe(true);
    expect(new RegExp(source as string).test("1234")).toBe(false);
    expect(maxLengthHint(60)).toMatch(/60/);
  });

  it("saves through GitHub with drafts as pull requests, and through decap-server on localhost", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: cmsBackendSettings.repository, branch: cmsBackendSettings.branch });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toEqual({ url: cmsBackendSettings.localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] });
    expect(config.load_config_file).toBe(false);
  });
});

describe("labelFromName", () => {
  it.each([
    ["siteUrl", "Site URL"],
    ["primaryCta", "Primary CTA"],
    ["whatsappLabel", "WhatsApp label"],
    ["copyrightYear", "Copyright year"],
  ])("%s -> %s", (name, label) => expect(labelFromName(name)).toBe(label));
});
