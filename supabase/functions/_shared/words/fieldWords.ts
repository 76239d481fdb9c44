// What a field's error code says, in the visitor's language: the same sentence
// under the live form's control and on the page a plain form post gets. The
// sentences are content (content/contact.yaml, form.errors); the bounds come
// from the field's definition, written as the language writes numbers.
import { CONTACT_FIELD_SPECS, type ContactField, WORDED_ERRORS, type WordedError } from "../contactFields.ts";
import { fillTemplate } from "./template.ts";

/** The form's sentence for each error code; {max} and {min} become the field's bounds. */
export type ErrorWords = Record<WordedError, string>;

/** A required field's label without its star ("<label> *" -> "<label>"): a sentence names the field. */
export const withoutRequiredMark = (label: string): string => label.replace(/\s*\*\s*$/, "").trim();

/** `value` as `language` writes numbers (12.5 in English, 12,5 in German). */
export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  try {
    return new Intl.NumberFormat(language, options).format(value);
  } catch {
    return new Intl.NumberFormat("en", options).format(value);
  }
}

/**
 * An exact amount in `currency` as `language` writes money, by the currency's
 * code so USD and HKD never look alike ("USD 702.50" in English, "702,50 USD"
 * in German), with the currency's own minor digits.
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const options: Intl.NumberFormatOptions = { style: "currency", currency, currencyDisplay: "code" };
  try {
    return new Intl.NumberFormat(language, options).format(amount);
  } catch {
    return new Intl.NumberFormat("en", options).format(amount);
  }
}

/** A day (YYYY-MM-DD) as `language` writes dates, e.g. 7 February 2026 (the day as written, in no time zone). */
export function formatDay(day: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "UTC" };
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  try {
    return new Intl.DateTimeFormat(language, options).format(at);
  } catch {
    return new Intl.DateTimeFormat("en", options).format(at);
  }
}

/** The bounds a sentence may name for a field: {max} characters of text, {min} to {max} of a number. */
function boundsOf(field: ContactField, language: string): Record<string, string> {
  const spec = CONTACT_FIELD_SPECS[field];
  if (spec.kind === "number") {
    return { min: formatNumber(spec.min, language), max: formatNumber(spec.max, language) };
  }
  if (spec.kind === "text" || spec.kind === "email") return { max: formatNumber(spec.maxLength, language) };
  // Too many lines: from 1 to the most a request may have.
  if (spec.kind === "lines") return { min: formatNumber(1, language), max: formatNumber(spec.maxLines, language) };
  return {};
}

/** The sentence for `code` on `field` (plain text: escape it for HTML). An unknown code, and `type`, read as required. */
export function fieldErrorText(words: ErrorWords, field: ContactField, code: string, language: string): string {
  const key = (WORDED_ERRORS as readonly string[]).includes(code) ? (code as WordedError) : "required";
  return fillTemplate(words[key], boundsOf(field, language));
}
