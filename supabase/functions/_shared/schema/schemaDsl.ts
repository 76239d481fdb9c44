// A tiny schema language for the YAML files in content/.
// One description of each file gives three things: the explicit GraphQL types
// (so Gatsby never guesses, and editors see descriptions in GraphiQL), a
// validator whose messages name the file and the field an editor got wrong,
// and the CMS's fields (src/cms/config.ts).
//
// It lives here, importing nothing but contentValue.ts, so that the content
// the function needs is described in it beside the function: the rate card
// (price/rateCardSchema.ts) and the files its words, the airlines and the
// countries come from (content/), which its generators check as the build
// does. The GraphQL types are the site's (src/content/schemaDsl.ts, which
// hands all of this on to the site).
import { describeValue } from "./contentValue.ts";

type Common = {
  description: string;
  optional?: boolean;
  /** What the CMS calls the field; by default it is made from the field's name (`siteUrl` -> "Site URL"). */
  label?: string;
};

export type FieldSpec =
  | (Common & {
    kind: "string";
    oneOf?: readonly string[];
    pattern?: RegExp;
    hint?: string;
    /** A paragraph rather than a line: the CMS offers a text area. */
    long?: boolean;
    /** At most this many characters (search titles and descriptions). */
    maxLength?: number;
    /**
     * One of a list the CMS knows only from other content: `countryCodes`,
     * the codes of content/countries.yaml (the CMS offers them by name; the
     * check that a code is one of them is the file's own, with that list).
     */
    choicesFrom?: ChoicesSource;
  })
  | (Common & { kind: "int"; min?: number; max?: number })
  /** A number that may have decimals (a rate, an amount), at least `min`. */
  | (Common & { kind: "decimal"; min?: number; max?: number })
  /** A calendar day, written YYYY-MM-DD (the CMS offers a date picker). */
  | (Common & { kind: "date" })
  /** Days as visitors read them: a whole number (1) or a range (1-2), as YAML writes either. */
  | (Common & { kind: "days" })
  | (Common & {
    kind: "image";
    /** The smallest picture the page can show sharply, in pixels: a smaller one stops the build. */
    minWidth: number;
    minHeight: number;
    /**
     * In a translated file: one picture for every language. Decap keeps a
     * copy under each language (it edits it in the default one); the build
     * checks the copies agree.
     */
    shared?: boolean;
  })
  | (Common & { kind: "boolean" })
  | (Common & { kind: "list"; of: FieldSpec; min: number; max?: number })
  | (Common & {
    kind: "object";
    fields: Fields;
    /** The GraphQL type's name, when several lists share it; by default made from the path. */
    typeName?: string;
  });

export type Fields = Record<string, FieldSpec>;

/** Lists of choices made from other content, by name (see `choicesFrom`). */
export type ChoicesSource = "countryCodes";

export interface ContentFile {
  /** The file's name without `.yaml`, e.g. `benefits` for `content/benefits.yaml`; the CMS names it the same. */
  name: string;
  /**
   * Translated: the file holds each language's words under the language's
   * code (`en:`, `es:`), every field in that language, as Decap's i18n
   * support keeps a file ("single_file"). Shared: the same for every language
   * (company details, the languages, the countries).
   */
  translated: boolean;
  /**
   * A translated file the team reads (content/team-emails.yaml): it needs
   * words only in the team's language (content/languages.yaml, `team`); any
   * other language's words are optional, checked only when present.
   */
  teamOnly?: boolean;
  /** The GraphQL type gatsby-transformer-yaml gives the file's node. */
  typeName: string;
  /** What editors see in the CMS's menu, e.g. "Benefits". */
  label: string;
  description: string;
  fields: Fields;
  /** Rules across fields (unique codes, say), after every field has passed; one message per problem. */
  check?: (data: Record<string, unknown>) => string[];
}

/** Where a file is, relative to the repository root: `content/benefits.yaml`. */
export const contentPath = (file: Pick<ContentFile, "name">): string => `content/${file.name}.yaml`;

type Options<T> = Omit<T, "kind" | "description" | "of" | "fields">;
type Spec<Kind extends FieldSpec["kind"]> = Extract<FieldSpec, { kind: Kind }>;
type NoOptions = Record<never, never>;

/**
 * A field of `kind` with its options as written: never inferred from where the
 * field is used (a file's `satisfies ContentFile` would widen them to any field).
 */
type Field<Kind extends FieldSpec["kind"], O> = { kind: Kind; description: string } & NoInfer<O>;

// Each field keeps its kind and options in its type (whether it is optional, a
// text's choices; a list's and an object's what they hold), so a file's values
// have a type made from its description (ValueOf below), and the type check can
// compare the schema with the generated types (src/content/types.ts).

// No `const` type parameters in this file: Gatsby compiles it (through src/content) with Parcel's SWC,
// which cannot read them, and the build stops.

/** The builder of fields of one kind that hold no other fields: `text("What it is.", { optional: true })`. */
const fieldsOf =
  <Kind extends Exclude<FieldSpec["kind"], "list" | "object">>(kind: Kind) =>
  <O extends Options<Spec<Kind>>>(
    description: string,
    options?: O,
  ): Field<Kind, O> => ({ kind, description, ...(options as O) });

export const text = fieldsOf("string");
export const int = fieldsOf("int");
export const decimal = fieldsOf("decimal");
export const date = fieldsOf("date");
export const days = fieldsOf("days");
export const boolean = fieldsOf("boolean");

/** A picture: its smallest size is not optional. */
export const image = <O extends Options<Spec<"image">>>(description: string, options: O): Field<"image", O> =>
  fieldsOf("image")(description, options);

export const list = <Of extends FieldSpec, O extends Partial<Options<Spec<"list">>> = NoOptions>(
  description: string,
  of: Of,
  options?: O,
): Field<"list", { of: Of; min: number } & O> => ({ kind: "list", description, of, min: 1, ...(options as O) });

export const object = <
  F extends Fields,
  O extends { optional?: boolean; label?: string; typeName?: string } = NoOptions,
>(
  description: string,
  fields: F,
  options?: O,
): Field<"object", { fields: F } & O> => ({ kind: "object", description, fields, ...(options as O) });

/**
 * One field per name, each made from its name: the quote form's label of each
 * of its fields, say. The names stay in the type, so the values' type
 * (ValuesOf) has them too.
 */
export const fieldsNamed = <K extends string, S extends FieldSpec>(
  names: readonly K[],
  field: (name: K) => S,
): Record<K, S> => Object.fromEntries(names.map((name) => [name, field(name)])) as Record<K, S>;

/**
 * What a field holds once its file has passed the check (contentProblems): a
 * text's choices or text, a number, days (2, or "2-3" as YAML writes a
 * range), a list of what it holds, an object's fields. A file's type is made
 * from its description with it (rateCardSchema.ts's RateCard), so the two
 * cannot disagree.
 */
export type ValueOf<S> = S extends { kind: "list"; of: infer Of } ? ValueOf<Of>[]
  : S extends { kind: "object"; fields: infer F } ? ValuesOf<F>
  : S extends { kind: "string"; oneOf: readonly (infer Choice)[] } ? Choice
  : S extends { kind: "string" | "date" | "image" } ? string
  : S extends { kind: "int" | "decimal" } ? number
  : S extends { kind: "days" } ? number | string
  : S extends { kind: "boolean" } ? boolean
  : never;

type OptionalNames<F> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];

/**
 * An object's values by name: a field marked optional may be absent. (The
 * check lets an optional field written empty, nothing or blank, pass as absent
 * too; a file whose code reads its optional parts refuses that in its own
 * rules, as rateCardChecks.ts does.)
 */
export type ValuesOf<F> = Flat<
  & { -readonly [K in Exclude<keyof F, OptionalNames<F>>]: ValueOf<F[K]> }
  & { -readonly [K in OptionalNames<F>]?: ValueOf<F[K]> }
>;

type Flat<T> = { [K in keyof T]: T[K] };

// ---------------------------------------------------------------------------
// Pictures

/** Where pictures are, relative to the content files: content/images/ (the CMS uploads there). */
export const PICTURES_FOLDER = "images";

/** The kinds of picture the site takes, by file name ending. */
export const PICTURE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;

/**
 * Why a picture's path cannot be used, worded for editors, or null: it must
 * name a JPEG, PNG, WebP or AVIF file in content/images/, as the CMS writes it
 * (images/warehouse.jpg).
 */
export function picturePathProblem(value: unknown): string | null {
  const hint =
    `must be a picture in content/${PICTURES_FOLDER}/ written as ${PICTURES_FOLDER}/name.jpg (a JPEG, PNG, WebP or AVIF file)`;
  if (typeof value !== "string") return hint;
  const pattern = new RegExp(String.raw`^${PICTURES_FOLDER}/[^/\\]+\.(${PICTURE_EXTENSIONS.join("|")})$`, "i");
  return pattern.test(value) && !value.includes("..") ? null : hint;
}

// ---------------------------------------------------------------------------
// Validation

type StringSpec = Extract<FieldSpec, { kind: "string" }>;

/** What a value with a pattern must look like, worded for editors; the CMS shows the same words. */
export const patternHint = (spec: StringSpec): string => spec.hint ?? `must match ${spec.pattern}`;

export const maxLengthHint = (max: number): string => `must be at most ${max} characters long`;

/** How a date is written in content/. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_FORMAT = "YYYY-MM-DD";
export const DATE_HINT = `must be a date written ${DATE_FORMAT}, like 2026-12-31`;

/** How days are written in content/: 2, or a range 2-3. */
export const DAYS_PATTERN = /^\d+(-\d+)?$/;
export const DAYS_HINT = "must be days written as a number or a range, like 2 or 2-3";

/** Closest known name, to turn a typo like `titel` into a helpful hint. */
function closest(name: string, candidates: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  const best = candidates
    .map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? best.candidate : undefined;
}

function checkValue(spec: FieldSpec, value: unknown, path: string, errors: string[]): void {
  const missing = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  if (missing) {
    if (!spec.optional) errors.push(`${path} is required`);
    return;
  }
  switch (spec.kind) {
    case "string": {
      if (typeof value !== "string") {
        // YAML reads 2024 or yes as a number or boolean: tell the editor to quote it.
        errors.push(`${path} must be text, but found ${describeValue(value)} (put it in quotes)`);
        return;
      }
      if (spec.oneOf && !spec.oneOf.includes(value)) {
        errors.push(`${path} must be one of ${spec.oneOf.join(", ")}, but found ${describeValue(value)}`);
      } else if (spec.pattern && !spec.pattern.test(value)) {
        errors.push(`${path} ${patternHint(spec)}, but found ${describeValue(value)}`);
      } else if (spec.maxLength !== undefined && value.length > spec.maxLength) {
        errors.push(`${path} ${maxLengthHint(spec.maxLength)}, but has ${value.length}`);
      }
      return;
    }
    case "boolean": {
      if (typeof value !== "boolean") errors.push(`${path} must be true or false, but found ${describeValue(value)}`);
      return;
    }
    case "image": {
      const problem = picturePathProblem(value);
      if (problem) errors.push(`${path} ${problem}, but found ${describeValue(value)}`);
      return;
    }
    case "int": {
      if (typeof value !== "number" || !Number.isInteger(value)) {
        errors.push(`${path} must be a whole number, but found ${describeValue(value)}`);
      } else if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        errors.push(`${path} must be between ${spec.min ?? "-∞"} and ${spec.max ?? "∞"}, but found ${value}`);
      }
      return;
    }
    case "decimal": {
      if (typeof value !== "number" || !Number.isFinite(value)) {
        errors.push(`${path} must be a number, but found ${describeValue(value)}`);
      } else if (spec.min !== undefined && spec.max === undefined && value < spec.min) {
        errors.push(`${path} must be ${spec.min} or more, but found ${value}`);
      } else if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        errors.push(`${path} must be between ${spec.min ?? "-∞"} and ${spec.max ?? "∞"}, but found ${value}`);
      }
      return;
    }
    case "date": {
      // Quoted or not, a date must reach here as text: content/rates.yaml is read without YAML's timestamps.
      if (typeof value !== "string" || !DATE_PATTERN.test(value)) {
        errors.push(
          `${path} ${DATE_HINT}, but found ${describeValue(value instanceof Date ? value.toISOString() : value)}`,
        );
      }
      return;
    }
    case "days": {
      const written = typeof value === "number" && Number.isInteger(value) && value >= 0 ? String(value) : value;
      if (typeof written !== "string" || !DAYS_PATTERN.test(written)) {
        errors.push(`${path} ${DAYS_HINT}, but found ${describeValue(value)}`);
      }
      return;
    }
    case "list": {
      if (!Array.isArray(value)) {
        errors.push(`${path} must be a list (lines starting with "- "), but found ${describeValue(value)}`);
        return;
      }
      if (value.length < spec.min) {
        errors.push(`${path} must have at least ${spec.min} item${spec.min === 1 ? "" : "s"}, but has ${value.length}`);
      }
      if (spec.max !== undefined && value.length > spec.max) {
        errors.push(`${path} must have at most ${spec.max} items, but has ${value.length}`);
      }
      value.forEach((item, index) => checkValue({ ...spec.of, optional: false }, item, `${path}[${index}]`, errors));
      return;
    }
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) {
        errors.push(`${path} must be a group of fields, but found ${describeValue(value)}`);
        return;
      }
      checkFields(spec.fields, value as Record<string, unknown>, `${path}.`, errors);
    }
  }
}

function checkFields(fields: Fields, data: Record<string, unknown>, prefix: string, errors: string[]): void {
  for (const [name, spec] of Object.entries(fields)) checkValue(spec, data[name], `${prefix}${name}`, errors);
  for (const name of Object.keys(data)) {
    if (name in fields) continue;
    const hint = closest(name, Object.keys(fields));
    errors.push(`${prefix}${name} is not a known field${hint ? ` (did you mean ${prefix}${hint}?)` : ""}`);
  }
}

/** Which language's file is checked: its code, and its name as editors know it. */
export type LanguageOfFile = { code: string; name: string };

/**
 * The start of every message about a file: its path, and for a translated
 * file the language, e.g. `content/benefits.yaml (Español)`.
 */
export const fileLabel = (file: ContentFile, language?: LanguageOfFile): string =>
  file.translated && language ? `${contentPath(file)} (${language.name})` : contentPath(file);

/**
 * Checks one parsed YAML file against its description, without the file's
 * name: one message per problem, e.g. `cards[2].title is required`.
 */
export function contentProblems(file: ContentFile, data: unknown): string[] {
  const errors: string[] = [];
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    errors.push(`the file must contain fields (name: value lines), but found ${describeValue(data)}`);
  } else {
    checkFields(file.fields, data as Record<string, unknown>, "", errors);
    if (errors.length === 0 && file.check) errors.push(...file.check(data as Record<string, unknown>));
  }
  return errors;
}

/**
 * Checks one parsed YAML file (for a translated file, one language's part of
 * it) against its description. Returns one message per problem, each a single
 * line that starts with the file (and its language), for example
 * `content/benefits.yaml (Español): cards[2].title is required`.
 */
export function validateContent(file: ContentFile, data: unknown, language?: LanguageOfFile): string[] {
  return contentProblems(file, data).map((message) => `${fileLabel(file, language)}: ${message}`);
}
