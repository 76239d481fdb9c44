// A tiny schema language for the YAML files in content/.
// One description of each file gives us both the explicit GraphQL types
// (so Gatsby never guesses, and editors see descriptions in GraphiQL) and a
// validator whose messages name the file and the field an editor got wrong.

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
    })
  | (Common & { kind: "int"; min?: number; max?: number })
  | (Common & { kind: "list"; of: FieldSpec; min: number; max?: number })
  | (Common & { kind: "object"; fields: Fields });

export type Fields = Record<string, FieldSpec>;

export interface ContentFile {
  /** Path relative to the repository root, e.g. `content/benefits.yaml`. */
  path: string;
  /** The GraphQL type gatsby-transformer-yaml gives the file's node. */
  typeName: string;
  /** What editors see in the CMS's menu, e.g. "Benefits section". */
  label: string;
  description: string;
  fields: Fields;
}

type Options<T> = Omit<T, "kind" | "description" | "of" | "fields">;

export const text = (
  description: string,
  options: Options<Extract<FieldSpec, { kind: "string" }>> = {},
): FieldSpec => ({ kind: "string", description, ...options });

export const int = (
  description: string,
  options: Options<Extract<FieldSpec, { kind: "int" }>> = {},
): FieldSpec => ({ kind: "int", description, ...options });

export const list = (
  description: string,
  of: FieldSpec,
  options: Partial<Options<Extract<FieldSpec, { kind: "list" }>>> = {},
): FieldSpec => ({ kind: "list", description, of, min: 1, ...options });

export const object = (
  description: string,
  fields: Fields,
  options: { optional?: boolean; label?: string } = {},
): FieldSpec => ({ kind: "object", description, fields, ...options });

// ---------------------------------------------------------------------------
// GraphQL type definitions

const pascal = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase());

const quote = (description: string) => JSON.stringify(description);

/** SDL for one content file: the node type and one type per nested object. */
export function toTypeDefs(file: ContentFile): string {
  const types: string[] = [];

  const fieldType = (spec: FieldSpec, typeName: string): string => {
    const bang = spec.optional ? "" : "!";
    switch (spec.kind) {
      case "string":
        return `String${bang}`;
      case "int":
        return `Int${bang}`;
      case "list":
        return `[${fieldType({ ...spec.of, optional: false }, typeName)}]${bang}`;
      case "object":
        emit(typeName, spec.description, spec.fields, false);
        return `${typeName}${bang}`;
    }
  };

  const emit = (typeName: string, description: string, fields: Fields, isNode: boolean) => {
    const lines = Object.entries(fields).map(
      ([name, spec]) => `  ${quote(spec.description)}\n  ${name}: ${fieldType(spec, typeName + pascal(name))}`,
    );
    types.push(
      `${quote(description)}\ntype ${typeName}${isNode ? " implements Node" : ""} @dontInfer {\n${lines.join("\n")}\n}`,
    );
  };

  emit(file.typeName, `${file.description} (${file.path})`, file.fields, true);
  return types.join("\n\n");
}

// ---------------------------------------------------------------------------
// Validation

type StringSpec = Extract<FieldSpec, { kind: "string" }>;

/** What a value with a pattern must look like, worded for editors; the CMS shows the same words. */
export const patternHint = (spec: StringSpec): string => spec.hint ?? `must match ${spec.pattern}`;

export const maxLengthHint = (max: number): string => `must be at most ${max} characters long`;

const describeValue = (value: unknown): string => {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "boolean") return `${value} (a yes/no value)`;
  return JSON.stringify(value);
};

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
    case "int": {
      if (typeof value !== "number" || !Number.isInteger(value)) {
        errors.push(`${path} must be a whole number, but found ${describeValue(value)}`);
      } else if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        errors.push(`${path} must be between ${spec.min ?? "-∞"} and ${spec.max ?? "∞"}, but found ${value}`);
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

/**
 * Checks one parsed YAML file against its description. Returns one message per
 * problem, each a single line that starts with the file's path, for example
 * `content/benefits.yaml: cards[2].title is required`.
 */
export function validateContent(file: ContentFile, data: unknown): string[] {
  const errors: string[] = [];
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    errors.push(`the file must contain fields (name: value lines), but found ${describeValue(data)}`);
  } else {
    checkFields(file.fields, data as Record<string, unknown>, "", errors);
  }
  return errors.map((message) => `${file.path}: ${message}`);
}
