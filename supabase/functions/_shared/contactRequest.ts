// The contact request contract, written once and used on both sides:
// the site's Formik form validates with it before sending, and the
// send-contact-email function validates every request with it again.
// Only `yup` and sibling files may be imported: the Supabase CLI bundles _shared/ for the
// function, and the site's webpack build imports this file as it is.
import * as yup from "yup";
import {
  CONTACT_ERROR,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactField,
  type ContactRequest,
} from "./contactFields.ts";

export * from "./contactFields.ts";

// One address: a local part and a dotted domain, no spaces, commas, angle
// brackets, quotes or line breaks. Stricter than RFC 5322 on purpose: the
// address is used as a Reply-To header, so anything exotic is refused.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

// Every field is text. The NUL check comes first, so a field holding NUL is
// reported as invalidCharacter whatever else is wrong with it.
const text = (max: number) =>
  yup
    .string()
    .trim()
    .typeError(CONTACT_ERROR.type)
    .test("no-nul", CONTACT_ERROR.invalidCharacter, (value) => value === undefined || !value.includes("\u0000"))
    .max(max, CONTACT_ERROR.tooLong);

/** For values that end up in an e-mail header or subject line. */
const singleLine = (max: number) =>
  text(max).test("single-line", CONTACT_ERROR.lineBreak, (value) => value === undefined || !/[\r\n]/.test(value));

export const contactRequestSchema = yup
  .object({
    name: singleLine(CONTACT_LIMITS.name).required(CONTACT_ERROR.required),
    email: text(CONTACT_LIMITS.email)
      .required(CONTACT_ERROR.required)
      .matches(EMAIL_PATTERN, {
        message: CONTACT_ERROR.email,
        excludeEmptyString: true,
      }),
    phone: singleLine(CONTACT_LIMITS.phone).default(""),
    // The list of countries is content (content/countries.yaml), which editors
    // change and the deployed function cannot read: any one-line name is taken,
    // so a country an editor adds never costs a lead.
    shippingCountry: singleLine(CONTACT_LIMITS.shippingCountry).required(CONTACT_ERROR.required),
    shippingDetails: text(CONTACT_LIMITS.shippingDetails).default(""),
    message: text(CONTACT_LIMITS.message).required(CONTACT_ERROR.required),
  })
  .noUnknown(false);

export type ContactValidationResult =
  | { ok: true; value: ContactRequest }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

/**
 * Validates and normalises (trims) a request. Unknown keys are dropped.
 * Returns every failing field with its error code, never throws.
 */
export function validateContactRequest(input: unknown): ContactValidationResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: { name: CONTACT_ERROR.type } };
  }
  const raw = input as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  const typeErrors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = raw[field];
    // Only strings are accepted: yup would quietly turn 42 into "42".
    // null counts as absent: fine for optional fields, "required" otherwise.
    if (value === null || value === undefined) picked[field] = undefined;
    else if (typeof value === "string") picked[field] = value;
    else typeErrors[field] = CONTACT_ERROR.type;
  }
  if (Object.keys(typeErrors).length > 0) return { ok: false, errors: typeErrors };
  try {
    const value = contactRequestSchema.validateSync(picked, {
      abortEarly: false,
      stripUnknown: true,
    });
    // Every field, the optional ones "" when absent.
    const request = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, value[field] ?? ""])) as ContactRequest;
    return { ok: true, value: request };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const errors: Partial<Record<ContactField, string>> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        const field = inner.path as ContactField | undefined;
        if (field && !(field in errors)) errors[field] = inner.message;
      }
      return { ok: false, errors };
    }
    throw error;
  }
}
