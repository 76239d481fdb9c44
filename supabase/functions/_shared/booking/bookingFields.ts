// The booking request's fields, each defined once: what a shipper sends from
// their quote page to book the option they chose (POST <function>/quote/<reference>/booking):
// the service, the day the cargo is ready, the supplier in China who hands it
// over, the consignee at the destination (for door delivery) and notes. The
// site's booking form, the contract (bookingRequest.ts), the function and the
// team's "Booking request" e-mail all read this table; the words a shipper
// sees for each field are content (content/booking.yaml, in every language).
// Plain data with no imports, so the site can use it on first load without yup.

/** The services a lead can be priced for, express first (the same as pricing.ts's SERVICES). */
export const BOOKING_SERVICES = ["express", "economy"] as const;

/** How many days ahead of today (Hong Kong) the cargo-ready date may be. */
export const CARGO_READY_MAX_DAYS = 90;

/** How many times a booking request may be sent for one lead (the first and four corrections), until it is booked. */
export const MAX_BOOKING_SENDS = 5;

/** The fields of a party to the shipment: the supplier in China, or the consignee at the destination. */
export const PARTY_FIELDS = ["company", "contact", "phone", "address"] as const;

export type PartyField = (typeof PARTY_FIELDS)[number];

/** The two parties a booking names. */
export const PARTIES = ["supplier", "consignee"] as const;

export type Party = (typeof PARTIES)[number];

/** One text field: its longest length and whether it must stay on one line (it may reach an e-mail header). */
export type BookingTextSpec = { maxLength: number; singleLine: boolean; team: string };

export const PARTY_FIELD_SPECS: Record<PartyField, BookingTextSpec> = {
  company: { maxLength: 200, singleLine: true, team: "Company" },
  contact: { maxLength: 100, singleLine: true, team: "Contact" },
  phone: { maxLength: 40, singleLine: true, team: "Phone" },
  address: { maxLength: 500, singleLine: false, team: "Address" },
};

export const NOTES_SPEC: BookingTextSpec = { maxLength: 2000, singleLine: false, team: "Notes" };

/**
 * Every field as the answers name it, in the order the form shows them: a
 * party's fields with the party before a dot ("supplier.phone"), as the 400's
 * `fields` and the form's controls name them.
 */
export const BOOKING_FIELDS = [
  "service",
  "cargoReadyDate",
  ...PARTY_FIELDS.map((field) => `supplier.${field}` as const),
  ...PARTY_FIELDS.map((field) => `consignee.${field}` as const),
  "notes",
] as const;

export type BookingField = (typeof BOOKING_FIELDS)[number];

/**
 * What can be wrong with a field: missing, not the right type, too long, a
 * line break where one line is wanted, a NUL character, a date that is no
 * date (or not YYYY-MM-DD), a date before today or more than 90 days ahead,
 * a service the lead was not priced for.
 */
export const BOOKING_ERRORS = [
  "required",
  "type",
  "tooLong",
  "lineBreak",
  "invalidCharacter",
  "date",
  "dateRange",
  "choice",
] as const;

export type BookingErrorCode = (typeof BOOKING_ERRORS)[number];

/** The words the form and the function say each error in (content/booking.yaml, `errors`); `type` reads as `required`. */
export const BOOKING_WORDED_ERRORS = [
  "required",
  "tooLong",
  "lineBreak",
  "invalidCharacter",
  "date",
  "dateRange",
  "choice",
] as const;

export type BookingWordedError = (typeof BOOKING_WORDED_ERRORS)[number];

/** One party as sent and stored. */
export type BookingParty = Record<PartyField, string>;

/** A validated booking request: text trimmed, the consignee null when not given, the notes "" when not given. */
export type BookingRequest = {
  service: (typeof BOOKING_SERVICES)[number];
  /** YYYY-MM-DD */
  cargoReadyDate: string;
  supplier: BookingParty;
  consignee: BookingParty | null;
  notes: string;
};

export const EMPTY_PARTY: BookingParty = { company: "", contact: "", phone: "", address: "" };
