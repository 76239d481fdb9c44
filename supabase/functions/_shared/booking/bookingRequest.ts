// The booking request contract, written once and used on both sides: the
// site's booking form (on the shipper's quote page) validates with it before
// sending, and the function validates every booking with it again
// (send-contact-email/shipper/). Each field's rule comes from bookingFields.ts;
// what each error says is content (content/booking.yaml, `errors`), in the
// shipper's language (bookingErrorMessages).
// Only `yup` and sibling files may be imported: the Supabase CLI bundles
// _shared/ for the function, and the site's webpack build imports this file as it is.
import * as yup from "yup";
import {
  BOOKING_FIELDS,
  BOOKING_SERVICES,
  BOOKING_WORDED_ERRORS,
  type BookingErrorCode,
  type BookingField,
  type BookingParty,
  type BookingRequest,
  type BookingTextSpec,
  type BookingWordedError,
  CARGO_READY_MAX_DAYS,
  NOTES_SPEC,
  type Party,
  PARTY_FIELD_SPECS,
  PARTY_FIELDS,
} from "./bookingFields.ts";

export * from "./bookingFields.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day it is in Hong Kong (UTC+8) at `now`, as YYYY-MM-DD: the booking's dates are Hong Kong's. */
export const hongKongDate = (now: Date): string =>
  new Date(now.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);

/** The day `days` after the day `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [, year, month, day] = DATE_PATTERN.exec(date)!.map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The days the cargo-ready date may be: today in Hong Kong to 90 days ahead, both included. */
export const cargoReadyRange = (today: string): { first: string; last: string } => ({
  first: today,
  last: addDays(today, CARGO_READY_MAX_DAYS),
});

/**
 * What ends a line in one reader or another: CR, LF, vertical tab, form feed,
 * NEL (U+0085), the line and paragraph separators (U+2028, U+2029). A
 * single-line field may reach an e-mail's header or a label.
 */
const LINE_SEPARATOR = /[\n\v\f\r\u0085\u2028\u2029]/;

/** Any other control character (C0, DEL, C1), a tab among them: nothing a single line is typed with. */
const CONTROL_CHARACTER = /(?![\n\v\f\r\u0085])\p{Cc}/u;

/** The yup rule of one text field. The NUL check comes first, so NUL wins over the others. */
function textRule(spec: BookingTextSpec, required: boolean): yup.AnySchema {
  let rule = yup
    .string()
    .trim()
    .typeError("type")
    .test("no-nul", "invalidCharacter", (value) => value === undefined || !value.includes("\u0000"))
    .max(spec.maxLength, "tooLong");
  if (spec.singleLine) {
    rule = rule
      .test("single-line", "lineBreak", (value) => value === undefined || !LINE_SEPARATOR.test(value))
      .test("no-control", "invalidCharacter", (value) => value === undefined || !CONTROL_CHARACTER.test(value));
  }
  return required ? rule.required("required") : rule.default("");
}

const partySchema = (required: boolean) =>
  yup.object(Object.fromEntries(PARTY_FIELDS.map((field) => [field, textRule(PARTY_FIELD_SPECS[field], required)])));

export type BookingErrors = Partial<Record<BookingField, BookingErrorCode>>;

export type BookingValidationResult = { ok: true; value: BookingRequest } | { ok: false; errors: BookingErrors };

/** What the rules depend on: today in Hong Kong, whether the lead is delivered to the door, the services it was priced for. */
export type BookingRules = {
  /** YYYY-MM-DD, in Hong Kong (hongKongDate). */
  today: string;
  /** The lead asked for door delivery: the consignee is required. */
  consigneeRequired: boolean;
  /** The services the lead was priced for; every service by default. */
  services?: readonly string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Only strings reach yup (it would turn 42 into "42"); null counts as absent. */
function textInput(value: unknown): { value?: string; error?: BookingErrorCode } {
  if (value === null || value === undefined) return {};
  return typeof value === "string" ? { value } : { error: "type" };
}

/** A party's fields checked with yup; errors under "<party>.<field>". */
function checkParty(
  party: Party,
  raw: unknown,
  required: boolean,
  errors: BookingErrors,
): BookingParty | null {
  if (raw !== null && raw !== undefined && !isRecord(raw)) {
    for (const field of PARTY_FIELDS) errors[`${party}.${field}`] = "type";
    return null;
  }
  const given = isRecord(raw) ? raw : {};
  const values: Record<string, string | undefined> = {};
  for (const field of PARTY_FIELDS) {
    const input = textInput(given[field]);
    if (input.error) errors[`${party}.${field}`] = input.error;
    else values[field] = input.value;
  }
  // A consignee given in part is a consignee: every field of it is then required.
  const anyGiven = PARTY_FIELDS.some((field) => (values[field] ?? "").trim() !== "");
  if (!required && !anyGiven) return null;
  try {
    const valid = partySchema(true).validateSync(values, { abortEarly: false, stripUnknown: true }) as BookingParty;
    return Object.fromEntries(PARTY_FIELDS.map((field) => [field, valid[field]])) as BookingParty;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = `${party}.${inner.path}` as BookingField;
      if (!(key in errors)) errors[key] = inner.message as BookingErrorCode;
    }
    return null;
  }
}

/**
 * Validates and normalises (trims) a booking request. Unknown keys are
 * dropped. Returns every failing field (party fields as "supplier.phone")
 * with its error code, in the form's order; never throws.
 */
export function validateBookingRequest(input: unknown, rules: BookingRules): BookingValidationResult {
  const errors: BookingErrors = {};
  const raw = isRecord(input) ? input : {};
  if (!isRecord(input)) errors.service = "type";
  const services = rules.services ?? BOOKING_SERVICES;
  const service = textInput(raw.service);
  if (service.error) errors.service = service.error;
  else if (service.value === undefined || service.value.trim() === "") errors.service ??= "required";
  else if (!services.includes(service.value.trim())) errors.service = "choice";

  const date = textInput(raw.cargoReadyDate);
  const day = date.value?.trim() ?? "";
  const range = cargoReadyRange(rules.today);
  if (date.error) errors.cargoReadyDate = date.error;
  else if (day === "") errors.cargoReadyDate = "required";
  else if (!isCalendarDate(day)) errors.cargoReadyDate = "date";
  else if (day < range.first || day > range.last) errors.cargoReadyDate = "dateRange";

  const supplier = checkParty("supplier", raw.supplier, true, errors);
  const consignee = checkParty("consignee", raw.consignee, rules.consigneeRequired, errors);

  let notes = "";
  const notesInput = textInput(raw.notes);
  if (notesInput.error) errors.notes = notesInput.error;
  else {
    try {
      notes = textRule(NOTES_SPEC, false).validateSync(notesInput.value) ?? "";
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      errors.notes = error.message as BookingErrorCode;
    }
  }

  const ordered = Object.fromEntries(
    BOOKING_FIELDS.filter((field) => field in errors).map((field) => [field, errors[field]]),
  ) as BookingErrors;
  if (Object.keys(ordered).length > 0 || !supplier) return { ok: false, errors: ordered };
  return {
    ok: true,
    value: {
      service: service.value!.trim() as BookingRequest["service"],
      cargoReadyDate: day,
      supplier,
      consignee,
      notes,
    },
  };
}

/** The sentence for each error (content/booking.yaml, `errors`): {max} a length; {first} and {last} the dates. */
export type BookingErrorWords = Record<BookingWordedError, string>;

/** A day (YYYY-MM-DD) as `language` writes dates, e.g. 3 December 2026. */
export function formatBookingDate(date: string, language: string): string {
  const [, year, month, day] = DATE_PATTERN.exec(date)!.map(Number);
  const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
  const at = new Date(Date.UTC(year, month - 1, day));
  try {
    return new Intl.DateTimeFormat(language, options).format(at);
  } catch {
    return new Intl.DateTimeFormat("en", options).format(at);
  }
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? values[key] : match));

/** The longest length of a field, for {max}. */
function maxLengthOf(field: BookingField): number | null {
  if (field === "notes") return NOTES_SPEC.maxLength;
  const [, part] = field.split(".");
  return part ? PARTY_FIELD_SPECS[part as keyof typeof PARTY_FIELD_SPECS].maxLength : null;
}

/** The sentence for `code` on `field`, in `language` (plain text: escape it for HTML). `type` reads as required. */
export function bookingErrorText(
  words: BookingErrorWords,
  field: BookingField,
  code: string,
  language: string,
  today: string,
): string {
  const key = (BOOKING_WORDED_ERRORS as readonly string[]).includes(code) ? (code as BookingWordedError) : "required";
  const { first, last } = cargoReadyRange(today);
  const max = maxLengthOf(field);
  return fill(words[key], {
    ...(max === null ? {} : { max: new Intl.NumberFormat(language).format(max) }),
    first: formatBookingDate(first, language),
    last: formatBookingDate(last, language),
  });
}

/** Every error as its sentence, keyed as the errors are ("supplier.phone"): the 400's `fields`. */
export function bookingErrorMessages(
  errors: BookingErrors,
  words: BookingErrorWords,
  language: string,
  today: string,
): Partial<Record<BookingField, string>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [
      field,
      bookingErrorText(words, field as BookingField, code, language, today),
    ]),
  );
}
