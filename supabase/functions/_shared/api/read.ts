// What the contracts under api/ are written with: a reader takes a JSON value
// as it came (unknown) and gives it back typed, or throws OffContract naming
// where it differs (`booking.supplier.phone`) and what was expected there.
// A contract declares each answer's type, then its reader typed by it, so a
// field renamed in one and not the other does not compile.
// Plain TypeScript with no imports: the quote and thank-you pages read their
// answers with these, and must load neither yup nor Formik.

/** A value that is not what the contract says: where, and what was expected there. */
export class OffContract extends Error {
  constructor(readonly at: string, readonly expected: string) {
    super(`${at === "" ? "the body" : at}: expected ${expected}`);
    this.name = "OffContract";
  }
}

/** Reads the value found at `at` (a path, "" for the body itself); throws OffContract when it is not one. */
export type Reader<T> = (value: unknown, at: string) => T;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The body read with `reader`, or what is wrong with it. */
export function parse<T>(reader: Reader<T>, body: unknown): Parsed<T> {
  try {
    return { ok: true, value: reader(body, "") };
  } catch (error) {
    if (error instanceof OffContract) return { ok: false, problem: error.message };
    throw error;
  }
}

/** The body read with `reader`, or null when it is not the contract's. */
export function readOrNull<T>(reader: Reader<T>, body: unknown): T | null {
  const parsed = parse(reader, body);
  return parsed.ok ? parsed.value : null;
}

const at = (path: string, key: string | number) => path === "" ? String(key) : `${path}.${key}`;

/** A reader from a test of the value: the value itself when it passes. */
const checked = <T>(test: (value: unknown) => boolean, expected: string): Reader<T> => (value, path) => {
  if (!test(value)) throw new OffContract(path, expected);
  return value as T;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const text: Reader<string> = checked((value) => typeof value === "string", "text");

/** A day, YYYY-MM-DD. */
export const day: Reader<string> = checked(
  (value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value),
  "a day (YYYY-MM-DD)",
);

/** A moment as JSON writes a date (ISO 8601). */
export const instant: Reader<string> = checked(
  (value) => typeof value === "string" && !Number.isNaN(Date.parse(value)),
  "a moment (ISO 8601)",
);

export const amount: Reader<number> = checked(
  (value) => typeof value === "number" && Number.isFinite(value),
  "a number",
);

/** A whole number from 0: a count, or a place counted from 0. */
export const count: Reader<number> = checked(
  (value) => typeof value === "number" && Number.isInteger(value) && value >= 0,
  "a whole number from 0",
);

export const flag: Reader<boolean> = checked((value) => typeof value === "boolean", "true or false");

export const nothing: Reader<null> = checked((value) => value === null, "null");

/** Any JSON object, its fields unread (what the contract hands on as it came). */
export const anyObject: Reader<Record<string, unknown>> = checked(isRecord, "an object");

export const oneOf = <const T extends string>(values: readonly T[]): Reader<T> =>
  checked((value) => (values as readonly unknown[]).includes(value), `one of ${values.join(", ")}`);

export const nullable = <T>(reader: Reader<T>): Reader<T | null> => (value, path) =>
  value === null ? null : reader(value, path);

/** Absent (undefined), or the reader's; an absent field is left out of the object read (see `fields`). */
export const optional = <T>(reader: Reader<T>): Reader<T | undefined> => (value, path) =>
  value === undefined ? undefined : reader(value, path);

/** `fallback` when the field is absent: an answer of a function deployed before the field was. */
export const absentAs = <T>(reader: Reader<T>, fallback: T): Reader<T> => (value, path) =>
  value === undefined ? fallback : reader(value, path);

export const list = <T>(reader: Reader<T>): Reader<T[]> => (value, path) => {
  if (!Array.isArray(value)) throw new OffContract(path, "a list");
  return value.map((item, index) => reader(item, at(path, index)));
};

/** An object whose every field is read with `reader`, by name. */
export const record = <T>(reader: Reader<T>): Reader<Record<string, T>> => (value, path) =>
  Object.fromEntries(Object.entries(anyObject(value, path)).map(([key, item]) => [key, reader(item, at(path, key))]));

/**
 * An object with these fields, each read with its reader (one per field of
 * T, none missing, none more); fields it does not name are dropped, and an
 * optional one read as undefined is left out.
 */
export const fields = <T extends object>(readers: { [K in keyof T]-?: Reader<T[K]> }): Reader<T> => (value, path) => {
  const body = anyObject(value, path);
  const read: Record<string, unknown> = {};
  for (const [key, reader] of Object.entries(readers) as [string, Reader<unknown>][]) {
    const field = reader(body[key], at(path, key));
    if (field !== undefined) read[key] = field;
  }
  return read as T;
};

/** A reader from a check that gives the value or null (one written before these readers). */
export const readerOf = <T>(read: (value: unknown) => T | null, expected: string): Reader<T> => (value, path) => {
  const result = read(value);
  if (result === null) throw new OffContract(path, expected);
  return result;
};
