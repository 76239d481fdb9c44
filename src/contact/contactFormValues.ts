// The live quote form's values: the contract's fields as typed plus the
// honeypot, how they start from the plain form's, and when one counts as filled.
import { type ContactFormInput, EMPTY_CONTACT_INPUT, HONEYPOT_FIELD } from "../../supabase/functions/_shared/contactRequest.ts";
import type { FormSnapshot } from "./formSnapshot";

/** The contract's fields as typed, plus the honeypot a human never sees. */
export type ContactFormValues = ContactFormInput & { [HONEYPOT_FIELD]: string };

/**
 * The plain form's values, each of the type its field takes: a list for a
 * field's check boxes, true or false for a yes-or-no one (ticked: its value in
 * the list), else text.
 */
export function startValues(start: FormSnapshot | undefined): ContactFormValues {
  const values: Record<string, unknown> = { ...EMPTY_CONTACT_INPUT, [HONEYPOT_FIELD]: "" };
  for (const [name, value] of Object.entries(start?.values ?? {})) {
    if (!(name in values)) continue;
    if (typeof values[name] === "boolean") values[name] = Array.isArray(value) && value.length > 0;
    else if (Array.isArray(values[name]) === Array.isArray(value)) values[name] = value;
  }
  return values as unknown as ContactFormValues;
}

export const isFilled = (value: string | readonly unknown[] | boolean) =>
  typeof value === "boolean" ? value : typeof value === "string" ? value.trim() !== "" : value.length > 0;
