// Turns the contract's error codes into the form's copy from content/contact.yaml.
import {
  CONTACT_ERROR,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  REQUIRED_CONTACT_FIELDS,
  type ContactField,
  type ContactRequest,
} from "../../supabase/functions/_shared/contactFields.ts";
import { fillTemplate } from "../content/fillTemplate";

export type FieldErrorCopy = Pick<
  Queries.ContactFormCopyFragment,
  "requiredError" | "emailError" | "tooLongError" | "lineBreakError" | "invalidCharacterError"
>;

export type ContactErrors = Partial<Record<ContactField, string | undefined>>;

/** The sentence shown under a field for an error code of the contract. */
export function fieldErrorMessage(field: ContactField, code: string, copy: FieldErrorCopy): string {
  switch (code) {
    case CONTACT_ERROR.email:
      return copy.emailError;
    case CONTACT_ERROR.lineBreak:
      return copy.lineBreakError;
    case CONTACT_ERROR.invalidCharacter:
      return copy.invalidCharacterError;
    case CONTACT_ERROR.tooLong:
      return fillTemplate(copy.tooLongError, { max: CONTACT_LIMITS[field] });
    default:
      // required, and `type`, which a form of text inputs cannot produce.
      return copy.requiredError;
  }
}

/** True when a required value is empty after trimming (the Missing Information case). */
export function isMissingRequired(values: ContactRequest): boolean {
  return REQUIRED_CONTACT_FIELDS.some((field) => values[field].trim() === "");
}

/** The first failing field in the order the form shows them, for focus. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => Boolean(errors[field]));
}
