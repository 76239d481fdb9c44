// A quote request's fields as columns of public.contact_requests and back,
// for the SQL of the lead store and the outbox's.
import {
  type CargoLine,
  CHOICES_FIELDS,
  columnOf,
  CONTACT_FIELD_SPECS,
  CONTACT_FIELDS,
  type ContactField,
  type ContactRequest,
  LINE_NUMBER_FIELDS,
  NUMBER_FIELDS,
} from "../../_shared/contactFields.ts";
import type { LeadSource } from "../../_shared/leadSource.ts";
import type { Row } from "./database.ts";

/**
 * SQL: where a request came from, as a kind (no source recorded, a campaign,
 * a referring site, direct) and its name (the campaign's source and medium,
 * the site's host); the e-mail says each in the team's words.
 */
export const SOURCE_KIND = `case
  when source_gclid is null then 'notRecorded'
  when source_utm_source is not null then 'campaign'
  when source_referrer_host is not null then 'referrer'
  else 'direct' end`;
export const SOURCE_NAME = `case
  when source_gclid is null then null
  when source_utm_source is not null then concat_ws(' / ', source_utm_source, source_utm_medium)
  else source_referrer_host end`;

/** The visitor's fields as columns of public.contact_requests, by name (cargo_weight_kg). */
export const REQUEST_COLUMNS = CONTACT_FIELDS.map(columnOf);

/** SQL: the request says something about the cargo; declaresCargo (contactRequest.ts) on the columns. */
export const DECLARES_CARGO_SQL = `(${
  [
    ...NUMBER_FIELDS.map((field) => `${columnOf(field)} is not null`),
    ...CHOICES_FIELDS.map((field) => `cardinality(${columnOf(field)}) > 0`),
    // Null in a row written by code from before the lines (the column's default is []).
    `coalesce(jsonb_array_length(${columnOf("cargoLines")}), 0) > 0`,
    `${columnOf("pickupCity")} <> ''`,
    `${columnOf("deliverTo")} = 'door'`,
    `${columnOf("deliveryPostcode")} <> ''`,
    `${columnOf("insure")}`,
  ].join(" or ")
})`;

/** A date as a timestamptz parameter. */
export const iso = (date: Date) => date.toISOString();

/** A field's value as a query parameter, with the cast its column needs. */
export function parameter(
  field: ContactField,
  request: ContactRequest,
  index: number,
): { value: unknown; sql: string } {
  const spec = CONTACT_FIELD_SPECS[field];
  const value = request[field];
  if (spec.kind === "number") return { value: value === null ? null : String(value), sql: `$${index}::numeric` };
  // The options are the field's own words (checked by the contract), so the array literal needs no quoting.
  if (spec.kind === "choices") return { value: `{${(value as string[]).join(",")}}`, sql: `$${index}::text[]` };
  if (spec.kind === "flag") return { value, sql: `$${index}::boolean` };
  if (spec.kind === "lines") return { value: JSON.stringify(value), sql: `$${index}::jsonb` };
  // Yes or no as its text ('true', 'false', 'unknown'): one column's type for every question; null unanswered.
  if (spec.kind === "yesNo") return { value: value === null ? null : String(value), sql: `$${index}` };
  return { value, sql: `$${index}` };
}

/** A row's columns back as a request's fields: numeric comes back as text from the drivers. */
export function fieldsOfRow(row: Row): ContactRequest {
  const request: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    const value = row[columnOf(field)];
    const kind = CONTACT_FIELD_SPECS[field].kind;
    if (kind === "number") request[field] = value === null || value === undefined ? null : Number(value);
    else if (kind === "choices") request[field] = Array.isArray(value) ? value : [];
    // Stored before there were lines: none. A driver may give jsonb back as its text.
    else if (kind === "lines") request[field] = linesOfColumn(value);
    // Stored before there were such fields: the defaults (to the airport, not insured).
    else if (kind === "flag") request[field] = value === true;
    else if (kind === "choice") request[field] = value ?? CONTACT_FIELD_SPECS[field].options[0];
    // Unanswered, or stored before there were such questions: null.
    else if (kind === "answer") request[field] = value ?? null;
    else if (kind === "yesNo") request[field] = value === "true" ? true : value === "false" ? false : value ?? null;
    else request[field] = value ?? "";
  }
  return request as ContactRequest;
}

/**
 * The lines of a cargo_lines column as the contract wrote them (jsonb keeps
 * numbers as numbers; a driver may give its text), [] for none. A line that
 * is not one (a number missing or not positive, stackable not a yes or no:
 * written by hand in the table) is left out, never read as NaN into a price.
 */
function linesOfColumn(value: unknown): CargoLine[] {
  let lines: unknown = value;
  try {
    if (typeof value === "string") lines = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(lines)) return [];
  const positive = (value: unknown): number | null => {
    const number = typeof value === "string" ? Number(value) : value;
    return typeof number === "number" && Number.isFinite(number) && number > 0 ? number : null;
  };
  return lines.flatMap((line): CargoLine[] => {
    if (typeof line !== "object" || line === null) return [];
    const { stackable, place } = line as Record<string, unknown>;
    const [pieces, lengthCm, widthCm, heightCm, weightKg] = LINE_NUMBER_FIELDS.map((field) =>
      positive((line as Record<string, unknown>)[field])
    );
    if (pieces === null || lengthCm === null || widthCm === null || heightCm === null || weightKg === null) return [];
    if (typeof stackable !== "boolean") return [];
    const placed = Number.isInteger(place) && (place as number) >= 0 ? { place: place as number } : {};
    return [{ pieces, lengthCm, widthCm, heightCm, weightKg, stackable, ...placed }];
  });
}

/** Where a request came from, by column (leadSource.ts); all null for a request sent without JavaScript. */
const SOURCE_COLUMNS: Record<keyof LeadSource, string> = {
  utmSource: "source_utm_source",
  utmMedium: "source_utm_medium",
  utmCampaign: "source_utm_campaign",
  gclid: "source_gclid",
  fbclid: "source_fbclid",
  referrerHost: "source_referrer_host",
  landingPath: "source_landing_path",
};

export const SOURCE_COLUMN_NAMES = Object.values(SOURCE_COLUMNS);

/** The source's values in the order of SOURCE_COLUMN_NAMES, as query parameters. */
export const sourceParameters = (source: LeadSource | null): unknown[] =>
  (Object.keys(SOURCE_COLUMNS) as (keyof LeadSource)[]).map((key) => (source === null ? null : source[key]));

/** A row's source back, or null when it has none (sent without JavaScript, or stored before sources were). */
export function sourceOfRow(row: Row): LeadSource | null {
  if (row.source_gclid === null || row.source_gclid === undefined) return null;
  return Object.fromEntries(
    Object.entries(SOURCE_COLUMNS).map(([key, column]) => [key, row[column] ?? null]),
  ) as LeadSource;
}
