// The contract's error codes as the form's sentences from content/contact.yaml
// (form.errors), with the same code the function's answer pages use.
import {
  CONTACT_FIELDS,
  REQUIRED_CONTACT_FIELDS,
  type ContactField,
  type ContactFormInput,
} from "../../../supabase/functions/_shared/contactFields.ts";
import { fieldErrorText } from "../../../supabase/functions/_shared/words/fieldWords.ts";

export type ContactErrors = Partial<Record<ContactField, unknown>>;

/** The sentence shown under a field for an error code of the contract, its bounds written as `language` writes numbers. */
export function fieldErrorMessage(
  field: ContactField,
  code: string,
  copy: Pick<Queries.ContactFormCopyFragment, "errors">,
  language: string,
): string {
  return fieldErrorText(copy.errors, field, code, language);
}

/** True when a required value is empty after trimming (the Missing Information case). */
export function isMissingRequired(values: ContactFormInput): boolean {
  return REQUIRED_CONTACT_FIELDS.some((field) => {
    const value = values[field];
    return typeof value === "string" ? value.trim() === "" : typeof value === "boolean" ? !value : value.length === 0;
  });
}

/** The first failing field in the order the form shows them, for focus. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => Boolean(errors[field]));
}
