// The Decap CMS configuration, made from the same description of content/ that
// gives the GraphQL types and the build's validator (src/content/schema.ts):
// the files grouped as an editor thinks of them (the home page's sections,
// every page, the other pages, the company's settings), one widget per field,
// with the field's description as its hint and the validator's own words for
// its rules. Translated files use Decap's i18n support (each file holding its
// languages side by side, every field translated); shared files are edited
// once, outside it.
import type DecapCmsApp from "decap-cms-app";
import type { LanguagesFile } from "../content/languages";
import { RATES_FILE } from "../../supabase/functions/_shared/price/rateCardSchema.ts";
import { CONTENT_FILES, type ContentKey } from "../content/schema";
import {
  type ChoicesSource,
  type ContentFile,
  DATE_FORMAT,
  DAYS_HINT,
  DAYS_PATTERN,
  type FieldSpec,
  PICTURES_FOLDER,
  PICTURE_EXTENSIONS,
  contentPath,
  maxLengthHint,
  patternHint,
} from "../content/schemaDsl";

/** The largest picture an editor may upload: a camera's JPEG fits; the build makes the sizes the pages need. */
export const MAX_PICTURE_BYTES = 20_000_000;

export type CmsConfig = NonNullable<Parameters<(typeof DecapCmsApp)["init"]>[0]>["config"];
export type CmsCollection = CmsConfig["collections"][number];
export type CmsField = NonNullable<CmsCollection["files"]>[number]["fields"][number];

/** Where the CMS reads and writes: set in src/cms/settings.ts. */
export type CmsBackendSettings = {
  /** GitHub repository as owner/name. */
  repository: string;
  /** The branch the site is built from; drafts become pull requests against it. */
  branch: string;
  /** decap-server's API, used when the CMS is opened on localhost (`npm run cms`). */
  localBackendUrl: string;
};

const WORDS: Record<string, string> = { url: "URL", seo: "SEO", cta: "CTA", whatsapp: "WhatsApp", id: "ID" };

/** `siteUrl` -> "Site URL", `primaryCta` -> "Primary CTA". */
export function labelFromName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(" ")
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (WORDS[lower]) return WORDS[lower];
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(" ");
}

/** "A benefit card." -> "benefit card", for the list's Add button. */
const singular = (description: string) =>
  description
    .replace(/^(an?|the)\s+/i, "")
    .replace(/[.:]\s*$/, "")
    .split(/[.:]/)[0]
    .trim()
    .toLowerCase();

/** Which of an object's fields names a list item in the collapsed list. */
function summaryOf(fields: Record<string, FieldSpec>): string | undefined {
  if ("title" in fields) return "{{fields.title}}";
  if ("label" in fields && "value" in fields) return "{{fields.value}} {{fields.label}}";
  if ("label" in fields) return "{{fields.label}}";
  if ("name" in fields && "code" in fields) return "{{fields.name}} ({{fields.code}})";
  if ("name" in fields && "prefix" in fields) return "{{fields.name}} ({{fields.prefix}})";
  return undefined;
}

/** The lists `choicesFrom` names, as the CMS offers them: each value with a label. */
export type CmsChoices = Partial<Record<ChoicesSource, { label: string; value: string }[]>>;

export function toCmsField(name: string, spec: FieldSpec, choices: CmsChoices = {}): CmsField {
  const base = {
    name,
    label: spec.label ?? labelFromName(name),
    hint: spec.description,
    required: !spec.optional,
  };
  switch (spec.kind) {
    case "string": {
      if (spec.oneOf) return { ...base, widget: "select", options: [...spec.oneOf] };
      if (spec.choicesFrom && choices[spec.choicesFrom]) return { ...base, widget: "select", options: choices[spec.choicesFrom]! };
      const field: CmsField = { ...base, widget: spec.long ? "text" : "string" };
      // Decap checks one pattern per field and shows "<label> didn't match the
      // pattern: <hint>."; a length limit is written as a pattern too.
      if (spec.pattern) field.pattern = [spec.pattern.source, patternHint(spec)];
      else if (spec.maxLength !== undefined) field.pattern = [`^[\\s\\S]{0,${spec.maxLength}}$`, maxLengthHint(spec.maxLength)];
      return field;
    }
    case "int":
      return { ...base, widget: "number", value_type: "int", step: 1, min: spec.min, max: spec.max };
    case "decimal":
      // Decap's number widget keeps decimals only as a float (its default value_type writes text).
      return { ...base, widget: "number", value_type: "float", step: 0.001, min: spec.min, max: spec.max } as CmsField;
    case "date":
      // A day, no time: written as content/ writes dates, in no time zone (picker_utc: the day picked is the day saved).
      return {
        ...base,
        widget: "datetime",
        format: DATE_FORMAT,
        date_format: DATE_FORMAT,
        time_format: false,
        picker_utc: true,
      } as CmsField;
    case "days":
      return { ...base, widget: "string", pattern: [DAYS_PATTERN.source, DAYS_HINT] };
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "image":
      return {
        ...base,
        widget: "image",
        // Uploaded into the repository (content/images/), never linked from elsewhere.
        choose_url: false,
        // Decap checks the name on save; the build checks the bytes.
        pattern: [
          // Decap's patterns take no flags: each letter in either case (a camera writes IMG_0042.JPG).
          `\\.(${PICTURE_EXTENSIONS.map((extension) => extension.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)).join("|")})$`,
          "must be a JPEG, PNG, WebP or AVIF picture (choose another file)",
        ],
        // Decap refuses a larger file with a message as it is chosen (its own media library
        // reads only this field's config; its types ask for an external library's name too).
        media_library: { config: { max_file_size: MAX_PICTURE_BYTES } },
      } as CmsField;
    case "object": {
      const fields = toCmsFields(spec.fields, choices);
      // Decap checks the required fields of an optional object that is absent too (a zone
      // without economy could not be saved): within one, none is required by Decap, and the
      // save's own check (entryProblems.ts) still asks for every field of one that is there.
      return { ...base, widget: "object", collapsed: false, fields: spec.optional ? fields.map(notRequired) : fields };
    }
    case "list": {
      const list = {
        ...base,
        widget: "list" as const,
        min: spec.min,
        max: spec.max,
        label_singular: singular(spec.of.description),
      };
      if (spec.of.kind === "object") {
        return { ...list, collapsed: true, summary: summaryOf(spec.of.fields), fields: toCmsFields(spec.of.fields, choices) };
      }
      // Several of a list of choices: one select that takes several, saved as a YAML list of strings.
      const options = spec.of.kind === "string" && spec.of.choicesFrom ? choices[spec.of.choicesFrom] : undefined;
      if (options) return { ...base, widget: "select", multiple: true, min: spec.min, max: spec.max, options } as CmsField;
      // A list of single values is saved as a YAML list of strings.
      return { ...list, field: toCmsField("item", { ...spec.of, label: labelFromName(singular(spec.of.description)) }, choices) };
    }
  }
}

/** A field, and every field within it, that Decap does not require. */
const notRequired = (field: CmsField): CmsField => {
  const within = field as CmsField & { fields?: CmsField[]; field?: CmsField };
  return {
    ...field,
    required: false,
    ...(within.fields ? { fields: within.fields.map(notRequired) } : {}),
    ...(within.field ? { field: notRequired(within.field) } : {}),
  } as CmsField;
};

export const toCmsFields = (fields: Record<string, FieldSpec>, choices: CmsChoices = {}): CmsField[] =>
  Object.entries(fields).map(([name, spec]) => toCmsField(name, spec, choices));

/** The menu of the CMS: groups of files, in the order an editor meets them on the site. */
export const CMS_GROUPS: readonly { name: string; label: string; description: string; files: readonly ContentKey[] }[] = [
  {
    name: "home",
    label: "Home page",
    description: "The sections of the home page, top to bottom, and what the quote form answers.",
    files: ["hero", "solution", "benefits", "contact", "formReplies"],
  },
  {
    name: "everyPage",
    label: "Every page",
    description: "The header and menu, the footer, and what search engines and link previews show.",
    files: ["header", "footer", "common"],
  },
  {
    name: "otherPages",
    label: "Other pages",
    description:
      "The thank-you page, the shipper's quote page, the privacy notice, the tracking page, booking and the shipment's e-mails, the page for an unknown address, the error screen.",
    files: ["thankYou", "quotePage", "privacy", "track", "booking", "notFound", "appError"],
  },
  {
    name: "team",
    label: "Team e-mails",
    description:
      "The words of the e-mails the team gets: each quote request, the notices, the weekly summary. In the team's language (Languages, team); other languages are optional.",
    files: ["teamEmails"],
  },
  {
    name: "console",
    label: "Team console",
    description: "The words of the team's console (/team), where the team signs in and marks its leads. In English only.",
    files: ["teamConsole"],
  },
  {
    name: "settings",
    label: "Company, languages, countries and airlines",
    description:
      "The same in every language: the company's contact details, the site's languages, the countries of the quote form, the airlines shipments are tracked with.",
    files: ["site", "languages", "countries", "airlines"],
  },
];

/** One file of a collection; a translated file's fields are each translated. */
export function toCmsFile(file: ContentFile, choices: CmsChoices = {}): NonNullable<CmsCollection["files"]>[number] {
  // A picture shared by every language is edited in the default language; Decap copies it under each.
  const i18nOf = (name: string) => {
    const spec = file.fields[name];
    return spec.kind === "image" && spec.shared ? ("duplicate" as const) : (true as const);
  };
  const fields = toCmsFields(file.fields, choices).map((field) => (file.translated ? { ...field, i18n: i18nOf(field.name) } : field));
  return { name: file.name, label: file.label, file: contentPath(file), fields, ...(file.translated ? { i18n: true as const } : {}) };
}

export function toCmsCollection(group: (typeof CMS_GROUPS)[number], files: Record<string, ContentFile>): CmsCollection {
  const members = group.files.map((key) => files[key]);
  const translated = members.every((file) => file.translated);
  if (!translated && members.some((file) => file.translated))
    throw new Error(`The CMS group ${group.name} mixes shared and translated files`);
  return {
    name: group.name,
    label: group.label,
    description: group.description,
    editor: { preview: true },
    ...(translated ? { i18n: true as const } : {}),
    files: members.map((file) => toCmsFile(file)),
  };
}

/** The countries of content/countries.yaml as a zone's choices: "United States (US)", saved as US. */
export const countryChoices = (countries: readonly { name: string; code: string }[]): CmsChoices => ({
  countryCodes: countries.map((country) => ({ label: `${country.name} (${country.code})`, value: country.code })),
});

/**
 * The rate card (content/rates.yaml), one entry of its own collection: shared,
 * not translated. The CMS reads it through its backend like any file; the
 * content snapshot built into /admin/'s script never holds it.
 */
export const PRICES_COLLECTION = {
  name: "prices",
  label: "Prices",
  description:
    "The rate card visitors' quote requests are priced on: zones, prices per kg, surcharges, fees. Never published; keep the repository private once real prices are in it.",
} as const;

export const toPricesCollection = (countries: readonly { name: string; code: string }[]): CmsCollection => ({
  ...PRICES_COLLECTION,
  editor: { preview: true },
  files: [toCmsFile(RATES_FILE, countryChoices(countries))],
});

/**
 * Decap's i18n settings: every language of content/languages.yaml (published
 * or not), the default first, each file holding all of them (Decap 3.6 allows
 * file collections no other i18n structure).
 */
export const i18nSettings = (languages: LanguagesFile) => ({
  structure: "single_file" as const,
  locales: [languages.default, ...languages.languages.map((language) => language.code).filter((code) => code !== languages.default)],
  default_locale: languages.default,
});

/** The whole configuration, for CMS.init({ config }). */
export function createCmsConfig(
  backend: CmsBackendSettings,
  site: { siteUrl: string },
  languages: LanguagesFile,
  countries: readonly { name: string; code: string }[],
  files: Record<string, ContentFile> = CONTENT_FILES,
): CmsConfig {
  return {
    load_config_file: false,
    backend: {
      name: "github",
      repo: backend.repository,
      branch: backend.branch,
      // Netlify hosts the GitHub OAuth flow (Site configuration > Access & security > OAuth).
      base_url: "https://api.netlify.com",
      squash_merges: true,
    },
    // Saving makes a draft (a branch and a pull request Netlify builds as a
    // deploy preview); Publish merges it.
    publish_mode: "editorial_workflow",
    // On localhost only: `npm run cms` runs decap-server, which reads and writes content/ on disk.
    local_backend: { url: backend.localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    logo_url: "/icons/icon-192.png",
    // Pictures editors upload: into content/images/, written in the YAML as
    // images/<name> (relative to the content file), which is how the build's
    // image processing finds them.
    media_folder: `content/${PICTURES_FOLDER}`,
    public_folder: PICTURES_FOLDER,
    i18n: i18nSettings(languages),
    collections: [
      ...CMS_GROUPS.map((group) => {
        const collection = toCmsCollection(group, files);
        return group.name === "team" ? { ...collection, i18n: teamI18n(languages) } : collection;
      }),
      toPricesCollection(countries),
    ],
  };
}

/**
 * The team's e-mails are edited in the team's language only (content/languages.yaml,
 * team): their file holds no other language, and Decap, saving a file of several
 * languages, reads each one's words and fails on a language the file does not have.
 */
export const teamI18n = (languages: LanguagesFile) => ({
  structure: "single_file" as const,
  locales: [languages.team],
  default_locale: languages.team,
});
