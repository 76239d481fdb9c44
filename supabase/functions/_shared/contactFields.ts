// The contact request's fields, limits and error codes: plain data with no
// imports, so the site can use them on first load without shipping yup.
// The rules themselves are in contactRequest.ts, loaded only when needed.

/** Length bounds: a public endpoint must have them; the database's constraints repeat them. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  shippingCountry: 100,
  shippingDetails: 500,
  message: 5000,
} as const;

export const CONTACT_FIELDS = [
  "name",
  "email",
  "phone",
  "shippingCountry",
  "shippingDetails",
  "message",
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The field a bot fills in: hidden from people, tempting to form-fillers. */
export const HONEYPOT_FIELD = "website";

/**
 * The language of the page the request was sent from (a code like es). Not a
 * field the visitor fills in: the form sends it, and the function takes it if
 * it is one of the site's languages, else the site's default language.
 */
export const LANGUAGE_FIELD = "language";

/** The fields a request cannot do without, in the order the form shows them. */
export const REQUIRED_CONTACT_FIELDS = [
  "name",
  "email",
  "shippingCountry",
  "message",
] as const satisfies readonly ContactField[];

export type ContactRequest = Record<ContactField, string>;

export const EMPTY_CONTACT_REQUEST: ContactRequest = {
  name: "",
  email: "",
  phone: "",
  shippingCountry: "",
  shippingDetails: "",
  message: "",
};

/** Error codes a field can fail with; the form maps them to its own copy. */
export const CONTACT_ERROR = {
  required: "required",
  email: "email",
  tooLong: "tooLong",
  type: "type",
  lineBreak: "lineBreak",
  /** A NUL character: PostgreSQL text cannot store it, and no person types it. */
  invalidCharacter: "invalidCharacter",
} as const;
