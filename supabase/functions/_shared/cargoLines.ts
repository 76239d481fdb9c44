// The packing list's lines (cargoLines): pieces of one size each, with the
// line's gross weight and whether its pieces can be stacked. The contract
// (contactRequest.ts) reads and checks them with yup like every other field;
// this file holds what is particular to lines: reading them as JSON sends them
// or as a plain form posts them (cargoLines.0.pieces, ...) and their rule.
// Only `yup`, numbers.ts and sibling files. What the pages need of lines
// without the contract (their totals, a single size as a line) is in
// chargeableWeight.ts, which imports no yup: the quote and thank-you pages
// load it at once.
import * as yup from "yup";
import {
  type CargoLine,
  CONTACT_ERROR,
  CONTACT_FIELD_SPECS,
  type ContactErrorCode,
  LINE_NUMBER_FIELDS,
  lineControlName,
  type LineNumberField,
  type NumberFieldSpec,
  WEIGHT_PER,
  type WeightPer,
} from "./contactFields.ts";
import { readNumber } from "./numbers.ts";

/** The most lines a request may have. */
export const MAX_CARGO_LINES = CONTACT_FIELD_SPECS.cargoLines.maxLines;

/** Each number of a line is bounded as its field of the single size is: pieces, the sides, the weight. */
export const LINE_NUMBER_SPECS: Record<LineNumberField, NumberFieldSpec> = {
  pieces: CONTACT_FIELD_SPECS.cargoPieces,
  lengthCm: CONTACT_FIELD_SPECS.cargoLengthCm,
  widthCm: CONTACT_FIELD_SPECS.cargoWidthCm,
  heightCm: CONTACT_FIELD_SPECS.cargoHeightCm,
  weightKg: CONTACT_FIELD_SPECS.cargoWeightKg,
};

/** What was wrong with one line, by its field (weightPer: not one of its options; stackable: not a yes or no). */
export type LineErrors = Partial<Record<LineNumberField | "weightPer" | "stackable", ContactErrorCode>>;

/**
 * What was wrong with the lines: a code for them all (not a list, too many,
 * beside the single size), or each line's errors at its place as the visitor
 * numbered it (an empty line keeps its place; a line without errors is undefined).
 */
export type LinesErrors = ContactErrorCode | (LineErrors | undefined)[];

/** What ticks a check box: the browser sends its value ("yes"); JSON sends true. Anything else is not ticked. */
export const TICKED = new Set(["yes", "on", "true", "1"]);

/** A line as read, before yup: its numbers (undefined when empty), what its weight is for, stackable. */
type ReadLine = Partial<Record<LineNumberField, number>> & { weightPer?: unknown; stackable?: unknown };

/**
 * The lines of a plain form post, in order: every line the form has
 * (cargoLines.N.*, N from 0), each as its controls' text. A line's stackable
 * box posts nothing when unticked, which is "no". The contract drops the
 * empty ones.
 */
export function formLines(params: URLSearchParams): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  // A form has as many lines as the contract takes; one more would be refused.
  for (let index = 0; index <= MAX_CARGO_LINES; index++) {
    const names = [...LINE_NUMBER_FIELDS, "weightPer", "stackable"] as const;
    if (!names.some((field) => params.has(lineControlName(index, field)))) continue;
    const line: Record<string, unknown> = {};
    for (const field of LINE_NUMBER_FIELDS) line[field] = params.get(lineControlName(index, field));
    line.weightPer = params.get(lineControlName(index, "weightPer"));
    line.stackable = params.get(lineControlName(index, "stackable")) ?? "no";
    lines.push(line);
  }
  return lines;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** A number of a line as typed in `language` or sent in JSON; undefined when empty. */
function readLineNumber(value: unknown, language: string): { value?: number; error?: ContactErrorCode } {
  if (isEmpty(value)) return {};
  if (typeof value === "number") return Number.isFinite(value) ? { value } : { error: CONTACT_ERROR.number };
  if (typeof value !== "string") return { error: CONTACT_ERROR.type };
  const number = readNumber(value, language);
  return number === null ? { error: CONTACT_ERROR.number } : { value: number };
}

/**
 * The lines as sent, read: the numbers in `language`, the empty lines left
 * out (each kept line with its place as sent), the errors of reading at each
 * line's place. Absent lines are none.
 */
export function readLines(
  raw: unknown,
  language: string,
): { lines: ReadLine[]; places: number[]; errors?: LinesErrors } {
  if (raw === null || raw === undefined) return { lines: [], places: [] };
  if (!Array.isArray(raw)) return { lines: [], places: [], errors: CONTACT_ERROR.type };
  const lines: ReadLine[] = [];
  const places: number[] = [];
  const errors: (LineErrors | undefined)[] = [];
  raw.forEach((item, place) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      errors[place] = { pieces: CONTACT_ERROR.type };
      return;
    }
    const sent = item as Record<string, unknown>;
    if (LINE_NUMBER_FIELDS.every((field) => isEmpty(sent[field]))) return;
    const line: ReadLine = {};
    const lineErrors: LineErrors = {};
    for (const field of LINE_NUMBER_FIELDS) {
      const read = readLineNumber(sent[field], language);
      if (read.error) lineErrors[field] = read.error;
      else line[field] = read.value;
    }
    line.weightPer = isEmpty(sent.weightPer) ? "line" : sent.weightPer;
    const stackable = sent.stackable;
    if (stackable === undefined || stackable === null) line.stackable = true;
    else if (typeof stackable === "boolean") line.stackable = stackable;
    else if (typeof stackable === "string") line.stackable = TICKED.has(stackable.trim().toLowerCase());
    else lineErrors.stackable = CONTACT_ERROR.type;
    if (Object.keys(lineErrors).length > 0) errors[place] = lineErrors;
    lines.push(line);
    places.push(place);
  });
  return { lines, places, errors: errors.length > 0 ? errors : undefined };
}

/** yup's rule of one number of a line: the field's bounds, and required (a line needs all five). */
function lineNumberRule(spec: NumberFieldSpec): yup.NumberSchema {
  let rule = yup.number().typeError(CONTACT_ERROR.number);
  if (spec.whole) rule = rule.integer(CONTACT_ERROR.wholeNumber);
  return rule.min(spec.min, CONTACT_ERROR.range).max(spec.max, CONTACT_ERROR.range).required(CONTACT_ERROR.required);
}

/** yup's rule of the lines: each number bounded and required, the weight for the line or each piece, at most ten. */
export const cargoLinesRule = yup
  .array()
  .of(
    yup.object({
      ...Object.fromEntries(LINE_NUMBER_FIELDS.map((field) => [field, lineNumberRule(LINE_NUMBER_SPECS[field])])),
      weightPer: yup.string().oneOf([...WEIGHT_PER], CONTACT_ERROR.choice),
      stackable: yup.boolean().typeError(CONTACT_ERROR.type),
    }),
  )
  .max(MAX_CARGO_LINES, CONTACT_ERROR.range);

/** The line's gross weight, kg: as given, or each piece's times the pieces (to the gram). */
const lineWeightOf = (line: { pieces: number; weightKg: number; weightPer: WeightPer }) =>
  line.weightPer === "piece" ? Math.round(line.pieces * line.weightKg * 1000) / 1000 : line.weightKg;

/**
 * The checked lines as the request holds them (the weight the line's), or
 * the errors of the lines whose weight per piece makes a line heavier than a
 * request may declare, at their places.
 */
export function normalisedLines(
  lines: {
    pieces: number;
    lengthCm: number;
    widthCm: number;
    heightCm: number;
    weightKg: number;
    weightPer: WeightPer;
    stackable: boolean;
  }[],
  places: number[],
): { lines: CargoLine[]; errors?: LinesErrors } {
  const errors: (LineErrors | undefined)[] = [];
  const normal = lines.map((line, index): CargoLine => {
    const weightKg = lineWeightOf(line);
    if (weightKg > LINE_NUMBER_SPECS.weightKg.max) errors[places[index]] = { weightKg: CONTACT_ERROR.range };
    const { pieces, lengthCm, widthCm, heightCm, stackable } = line;
    // Its place as sent, when empty lines before it were left out: the form's numbering.
    const place = places[index] !== index ? { place: places[index] } : {};
    return { pieces, lengthCm, widthCm, heightCm, weightKg, stackable, ...place };
  });
  return errors.length > 0 ? { lines: normal, errors } : { lines: normal };
}
