// The live quote form's values: the contract's fields as typed plus the
// honeypot, how they start from the plain form's, and when one counts as filled.
import { PLAIN_FORM_LINES } from "./fields/controlTypes";
import {
  type CargoLineInput,
  type ContactFormInput,
  EMPTY_CARGO_LINE,
  EMPTY_CONTACT_INPUT,
  HONEYPOT_FIELD,
  LINE_NUMBER_FIELDS,
  WEIGHT_PER,
  type WeightPer,
} from "../../supabase/functions/_shared/contactRequest.ts";
import { MAX_CARGO_LINES } from "../../supabase/functions/_shared/cargoLines.ts";
import type { FormSnapshot } from "./formSnapshot";

/** The contract's fields as typed, plus the honeypot a human never sees. */
export type ContactFormValues = ContactFormInput & { [HONEYPOT_FIELD]: string };

/** A line's control as the plain form names it: cargoLines.2.weightKg. */
const LINE_CONTROL = /^cargoLines\.(\d+)\.(\w+)$/;

/**
 * The plain form's values, each of the type its field takes: a list for a
 * field's check boxes, true or false for a yes-or-no one (ticked: its value in
 * the list), else text; the lines from their controls (cargoLines.N.*), as
 * many as the plain form had.
 */
export function startValues(start: FormSnapshot | undefined): ContactFormValues {
  const values: Record<string, unknown> = { ...EMPTY_CONTACT_INPUT, [HONEYPOT_FIELD]: "" };
  const lines: CargoLineInput[] = Array.from({ length: PLAIN_FORM_LINES }, () => ({ ...EMPTY_CARGO_LINE }));
  for (const [name, value] of Object.entries(start?.values ?? {})) {
    const onLine = LINE_CONTROL.exec(name);
    if (onLine) {
      const index = Number(onLine[1]);
      if (index >= MAX_CARGO_LINES) continue;
      while (lines.length <= index) lines.push({ ...EMPTY_CARGO_LINE });
      readLineControl(lines[index], onLine[2], value);
      continue;
    }
    if (!(name in values)) continue;
    if (typeof values[name] === "boolean") values[name] = Array.isArray(value) && value.length > 0;
    else if (Array.isArray(values[name]) === Array.isArray(value)) values[name] = value;
  }
  values.cargoLines = lines;
  return values as unknown as ContactFormValues;
}

/** One control of a line, as the plain form held it: a number as typed, the weight's choice, the ticked box. */
function readLineControl(line: CargoLineInput, field: string, value: string | string[]) {
  if ((LINE_NUMBER_FIELDS as readonly string[]).includes(field) && typeof value === "string") {
    line[field as (typeof LINE_NUMBER_FIELDS)[number]] = value;
  } else if (field === "weightPer") {
    // A check box ticked for a weight per piece: its value in the list.
    const chosen = Array.isArray(value) ? value[0] : value;
    line.weightPer = (WEIGHT_PER as readonly string[]).includes(chosen) ? (chosen as WeightPer) : "line";
  } else if (field === "stackable") line.stackable = Array.isArray(value) && value.length > 0;
}

export const isFilled = (value: string | readonly unknown[] | boolean) =>
  typeof value === "boolean" ? value : typeof value === "string" ? value.trim() !== "" : value.length > 0;
