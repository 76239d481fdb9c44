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
