// The contact request contract, written once and used on both sides:
// the site's Formik form validates with it before sending, and the
// send-contact-email function validates every request with it again. Each
// field's rule comes from its definition in contactFields.ts.
// Only `yup`, @internationalized/number (through numbers.ts) and sibling files
// may be imported: the Supabase CLI bundles _shared/ for the function, and the
// site's webpack build imports this file as it is.
import * as yup from "yup";
import {
  CHOICES_FIELDS,
  CONTACT_ERROR,
  CONTACT_FIELD_SPECS,
  CONTACT_FIELDS,
  type ContactErrorCode,
  type ContactField,
  type ContactRequest,
  CONTENT_QUESTIONS,
  EMPTY_CONTACT_REQUEST,
  type FieldSpec,
  NUMBER_FIELDS,
  SIDE_FIELDS,
  type YesNo,
  type YesNoFieldSpec,
} from "./contactFields.ts";
import { readNumber } from "./numbers.ts";
import { cargoLinesRule, type LineErrors, type LinesErrors, normalisedLines, readLines, TICKED } from "./cargoLines.ts";

export * from "./contactFields.ts";
export type { LineErrors, LinesErrors };

// One address: a local part and a dotted domain, no spaces, commas, angle
// brackets, quotes or line breaks. Stricter than RFC 5322 on purpose: the
// address is used as a Reply-To header, so anything exotic is refused.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The yup rule of one field, from its definition. */
function ruleFor(spec: FieldSpec): yup.AnySchema {
  switch (spec.kind) {
    case "text":
    case "email": {
      // The NUL check comes first, so a field holding NUL is reported as
      // invalidCharacter whatever else is wrong with it.
      let rule = yup
        .string()
        .trim()
        .typeError(CONTACT_ERROR.type)
        .test("no-nul", CONTACT_ERROR.invalidCharacter, (value) => value === undefined || !value.includes("\u0000"))
        .max(spec.maxLength, CONTACT_ERROR.tooLong);
      // Values that end up in an e-mail header or subject line.
      if (spec.kind === "text" && spec.singleLine) {
        rule = rule.test(
          "single-line",
          CONTACT_ERROR.lineBreak,
          (value) => value === undefined || !/[\r\n]/.test(value),
        );
      }
      if (spec.kind === "email") {
        rule = rule.matches(EMAIL_PATTERN, { message: CONTACT_ERROR.email, excludeEmptyString: true });
      }
      return spec.required ? rule.required(CONTACT_ERROR.required) : rule.default("");
    }
    case "number": {
      // Read from the visitor's text before yup sees it (see readInput).
      let rule = yup.number().typeError(CONTACT_ERROR.number);
      if (spec.whole) rule = rule.integer(CONTACT_ERROR.wholeNumber);
      rule = rule.min(spec.min, CONTACT_ERROR.range).max(spec.max, CONTACT_ERROR.range);
      return spec.required ? rule.required(CONTACT_ERROR.required) : rule;
    }
    case "choices":
      return yup.array().of(yup.string().oneOf([...spec.options], CONTACT_ERROR.choice));
    case "choice":
      return yup.string().oneOf([...spec.options], CONTACT_ERROR.choice).default(spec.options[0]);
    case "flag":
      return yup.boolean().typeError(CONTACT_ERROR.type).default(false);
    case "answer":
      return yup.string().oneOf([...spec.options], CONTACT_ERROR.choice);
    case "yesNo":
      // Read from the visitor's text before yup sees it (readYesNo).
      return yup.mixed<YesNo>();
    case "lines":
      return cargoLinesRule;
  }
}

export const contactRequestSchema = yup
  .object(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ruleFor(CONTACT_FIELD_SPECS[field])])))
  .noUnknown(false);

/** Each failing field's code; the lines' (cargoLines) a code for them all or each line's own, at its place. */
export type ContactErrors =
  & Partial<Record<Exclude<ContactField, "cargoLines">, ContactErrorCode>>
  & { cargoLines?: LinesErrors };

export type ContactValidationResult = { ok: true; value: ContactRequest } | { ok: false; errors: ContactErrors };

type Picked = { values: Record<string, unknown>; errors: ContactErrors; linePlaces: number[] };

/**
 * Each field's value in the form yup checks: text as it came (only strings:
 * yup would quietly turn 42 into "42"), numbers read as the page's language
 * writes them (a JSON number is taken as it is), the ticked contents as a
 * list (one value or several). null counts as absent.
 */
function readInput(raw: Record<string, unknown>, language: string): Picked {
  const values: Record<string, unknown> = {};
  const errors: ContactErrors = {};
  let linePlaces: number[] = [];
  for (const field of CONTACT_FIELDS) {
    const value = raw[field];
    const kind = CONTACT_FIELD_SPECS[field].kind;
    if (kind === "lines") {
      const read = readLines(value, language);
      values.cargoLines = read.lines.length > 0 ? read.lines : undefined;
      linePlaces = read.places;
      if (read.errors) errors.cargoLines = read.errors;
    } else if (value === null || value === undefined) {
      values[field] = kind === "choices" ? [] : undefined;
    } else if (kind === "number") {
      if (typeof value === "number") {
        if (Number.isFinite(value)) values[field] = value;
        else errors[field] = CONTACT_ERROR.number;
      } else if (typeof value !== "string") {
        errors[field] = CONTACT_ERROR.type;
      } else if (value.trim() === "") {
        values[field] = undefined;
      } else {
        const number = readNumber(value, language);
        if (number === null) errors[field] = CONTACT_ERROR.number;
        else values[field] = number;
      }
    } else if (kind === "choices") {
      const list = Array.isArray(value) ? value : [value];
      if (list.some((item) => typeof item !== "string")) errors[field] = CONTACT_ERROR.type;
      else values[field] = list;
    } else if (kind === "flag") {
      if (typeof value === "boolean") values[field] = value;
      else if (typeof value === "string") values[field] = TICKED.has(value.trim().toLowerCase());
      else errors[field] = CONTACT_ERROR.type;
    } else if (kind === "yesNo") {
      const answer = readYesNo(CONTACT_FIELD_SPECS[field] as YesNoFieldSpec, value);
      if (answer === null) errors[field] = CONTACT_ERROR.choice;
      else values[field] = answer;
    } else if ((kind === "choice" || kind === "answer") && typeof value === "string" && value.trim() === "") {
      values[field] = undefined;
    } else if (typeof value === "string") {
      values[field] = value;
    } else {
      errors[field] = CONTACT_ERROR.type;
    }
  }
  return { values, errors, linePlaces };
}

/**
 * A yes-or-no answer: true or false as JSON sends them or as a radio button
 * posts them ("true", "false"), "unknown" where the question allows it;
 * undefined when unanswered (""); null when it is none of these.
 */
function readYesNo(spec: YesNoFieldSpec, value: unknown): YesNo | undefined | null {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (text === "") return undefined;
  if (text === "true" || text === "false") return text === "true";
  return spec.unknown && text === "unknown" ? "unknown" : null;
}

/**
 * The answers that contradict what was ticked: an answer to a content's
 * question when the content is not ticked (named on its first question), and
 * the batteries' packing or size without their kind (named on the kind).
 * Questions left unanswered contradict nothing: they count as not known.
 */
function contradictions(values: Record<string, unknown>): ContactErrors {
  const errors: ContactErrors = {};
  const ticked = new Set(Array.isArray(values.cargoContents) ? values.cargoContents : []);
  for (const [content, questions] of Object.entries(CONTENT_QUESTIONS)) {
    const [first, ...more] = questions;
    if (!ticked.has(content) && questions.some((field) => values[field] !== undefined)) {
      errors[first] = CONTACT_ERROR.notTicked;
    } else if (values[first] === undefined && more.some((field) => values[field] !== undefined)) {
      errors[first] = CONTACT_ERROR.batteryTypeFirst;
    }
  }
  return errors;
}

/** A validated request: every field, text "" and numbers null when absent, the contents in the table's order. */
function normalised(value: Record<string, unknown>, lines: ContactRequest["cargoLines"]): ContactRequest {
  const request: Record<string, unknown> = { ...EMPTY_CONTACT_REQUEST };
  for (const field of CONTACT_FIELDS) {
    const spec = CONTACT_FIELD_SPECS[field];
    if (spec.kind === "choices") {
      const ticked = new Set(value[field] as string[]);
      request[field] = spec.options.filter((option) => ticked.has(option));
    } else if (spec.kind === "lines") {
      request[field] = lines;
    } else if (value[field] !== undefined && value[field] !== null) request[field] = value[field];
  }
  return request as ContactRequest;
}

/**
 * Validates and normalises (trims, reads numbers in `language`) a request.
 * Unknown keys are dropped. Returns every failing field with its error code,
 * never throws.
 */
export function validateContactRequest(input: unknown, language = "en"): ContactValidationResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { name: CONTACT_ERROR.type } };
  }
  const picked = readInput(input as Record<string, unknown>, language);
  let errors: ContactErrors = { ...picked.errors };
  let value: Record<string, unknown> = {};
  try {
    value = contactRequestSchema.validateSync(picked.values, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const code = inner.message as ContactErrorCode;
      // A line's field is cargoLines[1].heightCm: the error is that line's, at its place as sent.
      const onLine = /^cargoLines\[(\d+)\]\.(\w+)$/.exec(inner.path ?? "");
      if (onLine) {
        errors = {
          ...errors,
          cargoLines: withLineError(errors.cargoLines, picked.linePlaces[Number(onLine[1])], onLine[2], code),
        };
        continue;
      }
      // A list item's path is cargoContents[2]: the error is the field's.
      const field = inner.path?.replace(/\[\d+\]$/, "") as ContactField | undefined;
      if (field && !(field in errors)) errors = { ...errors, [field]: code };
    }
  }
  // The lines say the pieces, their sizes and their weights: beside any of the single size's fields, one or the other.
  let lines: ContactRequest["cargoLines"] = [];
  if (Array.isArray(value.cargoLines) && value.cargoLines.length > 0) {
    const checked = normalisedLines(value.cargoLines, picked.linePlaces);
    lines = checked.lines;
    if (checked.errors && !("cargoLines" in errors)) errors = { ...errors, cargoLines: checked.errors };
  }
  // The total volume is for pieces of different sizes: beside one piece's size it is one or the other.
  const given = (field: ContactField) => picked.values[field] !== undefined;
  const beside = ["cargoPieces", "cargoVolumeM3", "cargoWeightKg", ...SIDE_FIELDS] as const;
  if (!("cargoLines" in errors) && given("cargoLines") && beside.some(given)) {
    errors = { ...errors, cargoLines: CONTACT_ERROR.linesOrSize };
  }
  if (!("cargoVolumeM3" in errors) && given("cargoVolumeM3") && SIDE_FIELDS.some(given)) {
    errors = { ...errors, cargoVolumeM3: CONTACT_ERROR.volumeOrSize };
  }
  // Insurance is worked on the goods' value: asked for without it, the value's field says so.
  if (!("goodsValue" in errors) && picked.values.insure === true && !given("goodsValue")) {
    errors = { ...errors, goodsValue: CONTACT_ERROR.valueToInsure };
  }
  errors = { ...contradictions(picked.values), ...errors };
  // In the order the form shows the fields, so the first is the first to fix.
  const ordered = Object.fromEntries(
    CONTACT_FIELDS.filter((field) => field in errors).map((field) => [field, errors[field]]),
  ) as ContactErrors;
  if (Object.keys(ordered).length > 0) return { ok: false, errors: ordered };
  return { ok: true, value: normalised(value, lines) };
}

/** The lines' errors with one more: `code` on `field` of the line at `place`, unless that field has one already. */
function withLineError(
  errors: LinesErrors | undefined,
  place: number,
  field: string,
  code: ContactErrorCode,
): LinesErrors {
  if (typeof errors === "string") return errors;
  const list = [...(errors ?? [])];
  const line: LineErrors = { ...list[place] };
  const key = field as keyof LineErrors;
  if (!(key in line)) line[key] = code;
  list[place] = line;
  return list;
}

/** True when the request says something about the cargo (any of its fields), for the team's e-mail and the confirmation. */
export const declaresCargo = (request: ContactRequest): boolean =>
  request.cargoLines.length > 0 ||
  NUMBER_FIELDS.some((field) => request[field] !== null) ||
  CHOICES_FIELDS.some((field) => request[field].length > 0) ||
  request.pickupCity !== "" ||
  request.deliverTo === "door" ||
  request.deliveryPostcode !== "" ||
  request.insure;
