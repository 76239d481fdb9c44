// The CMS configuration is made from the content schema: every field an
// editor can fill in has a widget, and no widget writes a field the build
// would refuse.
import { CMS_GROUPS, PRICES_COLLECTION, createCmsConfig, labelFromName, type CmsField } from "../../src/cms/config";
import { RATES_FILE } from "../../supabase/functions/_shared/price/rateCardSchema.ts";
import { cmsBackendSettings } from "../../src/cms/settings";
import { CONTENT_FILES, type ContentKey } from "../../src/content/schema";
import { type FieldSpec, contentPath, maxLengthHint, patternHint } from "../../src/content/schemaDsl";
import { fixtureShared } from "../fixtures/content";

const config = createCmsConfig(cmsBackendSettings, { siteUrl: "https://www.fixture-freight.test" }, fixtureShared.languages, [
  ...fixtureShared.countries.primary,
  ...fixtureShared.countries.secondary,
]);

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

const files = config.collections.flatMap((collection) => collection.files ?? []);
const fileOf = (key: ContentKey) => files.find((file) => file.name === CONTENT_FILES[key].name);

describe("the CMS configuration", () => {
  it("has every content file once, in collections grouped as an editor thinks of them", () => {
    expect(config.collections.map((collection) => collection.name)).toEqual([
      ...CMS_GROUPS.map((group) => group.name),
      PRICES_COLLECTION.name,
    ]);
    expect(CMS_GROUPS.flatMap((group) => group.files).sort()).toEqual(Object.keys(CONTENT_FILES).sort());
    for (const [key, file] of Object.entries(CONTENT_FILES)) {
      // The file's name is what Decap registers its preview under.
      expect(fileOf(key as ContentKey)).toEqual(expect.objectContaining({ name: file.name, label: file.label }));
    }
  });

  it("edits each translated file's languages side by side in the file, and the shared files once", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "ar", "fr"], default_locale: "en" });
    for (const [key, file] of Object.entries(CONTENT_FILES)) {
      const cms = fileOf(key as ContentKey)!;
      const collection = config.collections.find((candidate) => candidate.files?.includes(cms))!;
      if (file.translated) {
        expect(cms).toMatchObject({ file: contentPath(file), i18n: true });
        // The team's e-mails in the team's language only: the file holds no other (Decap fails saving a language a file lacks).
        expect(collection.i18n).toEqual(
          key === "teamEmails"
            ? { structure: "single_file", locales: [fixtureShared.languages.team], default_locale: fixtureShared.languages.team }
            : true,
        );
        // Every field is translated, but a picture shared by every language: Decap copies it under each.
        for (const field of cms.fields) {
          const spec = (file.fields as Record<string, FieldSpec>)[field.name];
          expect(field).toMatchObject({ i18n: spec.kind === "image" && spec.shared ? "duplicate" : true });
        }
      } else {
        expect(cms.file).toBe(contentPath(file));
        expect(cms).not.toHaveProperty("i18n");
        expect(collection).not.toHaveProperty("i18n");
      }
    }
  });

  it.each(Object.entries(CONTENT_FILES))("describes every field of %s, and only those", (key, file) => {
    expect(cmsPaths(fileOf(key as ContentKey)!.fields)).toEqual(schemaPaths(file.fields));
  });

  it("gives each kind of field its widget, rules and hint", () => {
    const fields = (key: ContentKey) => fileOf(key)!.fields;
    const field = (fileName: ContentKey, path: string) => {
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
    expect(field("countries", "primary")).toMatchObject({ widget: "list", summary: "{{fields.name}} ({{fields.code}})" });
    expect(field("footer", "services")).toMatchObject({ widget: "list", field: { name: "item", widget: "string" } });
    expect(field("languages", "languages")).toMatchObject({ widget: "list", summary: "{{fields.name}} ({{fields.code}})" });
    expect(field("languages", "languages.published")).toMatchObject({ widget: "boolean" });
    expect(field("languages", "languages.direction")).toMatchObject({ widget: "select", options: ["ltr", "rtl"] });
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

describe("the rate card in the CMS", () => {
  const prices = config.collections.find((collection) => collection.name === PRICES_COLLECTION.name)!;
  const rates = prices.files![0];
  const field = (path: string) => {
    let list: readonly CmsField[] = rates.fields;
    let found: CmsField | undefined;
    for (const part of path.split(".")) {
      found = list.find((candidate) => candidate.name === part);
      list = found && "fields" in found && Array.isArray(found.fields) ? (found.fields as CmsField[]) : [];
    }
    return found as (CmsField & Record<string, unknown>) | undefined;
  };

  it("is one entry, Prices, edited once for every language", () => {
    expect(prices).toMatchObject({ label: "Prices", editor: { preview: true } });
    expect(prices.files).toHaveLength(1);
    expect(rates).toMatchObject({ name: "rates", label: "Prices", file: "content/rates.yaml" });
    expect(prices).not.toHaveProperty("i18n");
    expect(rates).not.toHaveProperty("i18n");
    expect(cmsPaths(rates.fields)).toEqual(schemaPaths(RATES_FILE.fields));
  });

  it("takes rates with decimals, a day for Valid until, the countries by name, and a basis from two", () => {
    for (const path of ["rangePercent", "zones.minimum", "zones.perKg.from100", "surcharges.perKg", "fees.amount", "limits.chargeableKg"]) {
      expect(field(path)).toMatchObject({ widget: "number", value_type: "float", min: 0 });
    }
    expect(field("validUntil")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false });
    expect(field("zones.countries")).toMatchObject({
      widget: "select",
      multiple: true,
      options: [
        { label: "United States (US)", value: "US" },
        { label: "Germany (DE)", value: "DE" },
        { label: "Argentina (AR)", value: "AR" },
        { label: "UAE (AE)", value: "AE" },
        { label: "Vietnam (VN)", value: "VN" },
      ],
    });
    expect(field("surcharges.basis")).toMatchObject({ widget: "select", options: ["chargeable", "gross"] });
    // The example flag is there to untick, with a hint that says what it does.
    expect(field("example")).toMatchObject({ widget: "boolean", required: false, hint: expect.stringMatching(/never prices/) });
    expect(field("zones.perKg.under45")).toMatchObject({ label: "Under 45 kg" });
    expect(field("zones.perKg.from1000")).toMatchObject({ label: "1000 kg and more" });
    // Decap checks the fields of an optional object even when it is absent: a zone without economy
    // or delivery could not be saved. Within one, Decap requires nothing (the save's check does).
    expect(field("zones.economy")).toMatchObject({ widget: "object", required: false });
    for (const path of [
      "zones.economy.transitDays",
      "zones.economy.minimum",
      "zones.economy.perKg.under45",
      "zones.delivery.addDays",
      "insurance.percent",
    ]) {
      expect(field(path)).toMatchObject({ required: false });
    }
    expect(field("zones.minimum")).toMatchObject({ required: true });
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

describe("pictures in the CMS", () => {
  const imageField = fileOf("hero")!.fields.find((field) => field.name === "image") as CmsField & Record<string, unknown>;

  it("are uploaded into content/images/ and written as images/<name>, as the build finds them", () => {
    expect([config.media_folder, config.public_folder]).toEqual(["content/images", "images"]);
  });

  it("are chosen with the image widget, once for every language (Decap keeps a copy under each)", () => {
    expect(imageField).toMatchObject({ widget: "image", choose_url: false, i18n: "duplicate", required: true });
    const alt = fileOf("hero")!.fields.find((field) => field.name === "imageAlt");
    expect(alt).toMatchObject({ i18n: true });
  });

  it("refuse a file over 20 MB as it is chosen, and one that is not a JPEG, PNG, WebP or AVIF on saving", () => {
    expect(imageField.media_library).toEqual({ config: { max_file_size: 20_000_000 } });
    const [pattern, message] = imageField.pattern as [string, string];
    for (const name of ["images/a.jpg", "images/IMG_0042.JPG", "images/a.jpeg", "images/a.png", "images/a.webp", "images/a.avif"]) {
      expect(new RegExp(pattern).test(name)).toBe(true);
    }
    for (const name of ["images/a.gif", "images/a.pdf", "images/a.jpg.txt"]) expect(new RegExp(pattern).test(name)).toBe(false);
    expect(message).toMatch(/JPEG, PNG, WebP or AVIF/);
  });
});
