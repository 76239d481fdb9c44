// What the site publishes for the function at /form-replies.json: its
// languages, where each language's thank-you page and form are, and the words
// the function answers with in each (the pages a plain form post gets when it
// cannot be accepted, the visitor's confirmation e-mail). The words are
// editors' content (content/<language>/contact.yaml and form-replies.yaml);
// the site's build writes the file, the function reads it from the site.
// Plain data and checks, no imports: the site's build and the function share it.
import { CONTACT_FIELDS, type ContactField } from "./contactFields.ts";

/** Where the file is on the site. */
export const FORM_REPLIES_PATH = "/form-replies.json";

/** The error codes of the contract the pages name in words ("type" shows as "required"). */
export const FIELD_ERROR_KEYS = ["required", "email", "tooLong", "lineBreak", "invalidCharacter"] as const;

export const PAGE_KEYS = [
  "checkTitle",
  "checkText",
  "youTyped",
  "backHint",
  "formLink",
  "rateLimitedTitle",
  "rateLimitedText",
  "tooLargeTitle",
  "tooLargeText",
  "unreadableTitle",
  "unreadableText",
  "errorTitle",
  "errorText",
  "errorReference",
] as const;

export type LanguageReplies = {
  /** The language's name in itself, e.g. Español. */
  name: string;
  direction: "ltr" | "rtl";
  /** Where an accepted plain form post goes, on the site, e.g. /es/thank-you. */
  thankYouPath: string;
  /** The quote form, e.g. /es#contact. */
  formPath: string;
  /** Each field's label, as the form shows it without the required mark. */
  fieldLabels: Record<ContactField, string>;
  /** The form's message for each error code; tooLong's {max} becomes the field's limit. */
  fieldErrors: Record<(typeof FIELD_ERROR_KEYS)[number], string>;
  page: Record<(typeof PAGE_KEYS)[number], string>;
  confirmation: { subject: string; text: string };
};

export type FormReplies = {
  version: 1;
  defaultLanguage: string;
  languages: Record<string, LanguageReplies>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasStrings = (value: unknown, keys: readonly string[]): boolean =>
  isRecord(value) && keys.every((key) => typeof value[key] === "string" && value[key] !== "");

/** A site path such as /es/thank-you: one leading slash, never a scheme or another host. */
const isSitePath = (value: unknown): value is string => typeof value === "string" && /^\/(?![/\\])[^\s]*$/.test(value);

function isLanguageReplies(value: unknown): value is LanguageReplies {
  return isRecord(value) &&
    typeof value.name === "string" &&
    (value.direction === "ltr" || value.direction === "rtl") &&
    isSitePath(value.thankYouPath) &&
    isSitePath(value.formPath) &&
    hasStrings(value.fieldLabels, CONTACT_FIELDS) &&
    hasStrings(value.fieldErrors, FIELD_ERROR_KEYS) &&
    hasStrings(value.page, PAGE_KEYS) &&
    hasStrings(value.confirmation, ["subject", "text"]);
}

/** The file's content when it has the expected shape (it comes over the network), else null. */
export function parseFormReplies(value: unknown): FormReplies | null {
  if (!isRecord(value) || value.version !== 1 || typeof value.defaultLanguage !== "string") return null;
  if (!isRecord(value.languages)) return null;
  const entries = Object.entries(value.languages);
  if (!entries.every(([code, replies]) => /^[a-z]{2}$/.test(code) && isLanguageReplies(replies))) return null;
  if (!(value.defaultLanguage in value.languages)) return null;
  return value as FormReplies;
}

/**
 * The language a request is stored and answered in: the code sent, when it is
 * one of the site's languages, else the site's default. Without the site's
 * list (it could not be read), a code of the right form is kept as sent, and
 * anything else is no language (null).
 */
export function resolveLanguage(sent: unknown, replies: FormReplies | null): string | null {
  const code = typeof sent === "string" ? sent.trim() : "";
  if (replies) return Object.hasOwn(replies.languages, code) ? code : replies.defaultLanguage;
  return /^[a-z]{2}$/.test(code) ? code : null;
}
