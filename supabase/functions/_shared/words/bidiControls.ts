// What a visitor writes cannot reorder what the team reads: the bidirectional
// controls are taken out of the visitor's and the shipper's words wherever the
// team reads them, in the team's e-mails (emails/site.ts, leadForTeam) and in
// the console (src/team/api.ts), so that "\u202E" cannot turn a name into a
// spoofed reference or price. The letters around them stay, in the order typed.
// Plain TypeScript with no imports: the console's page loads it.

/**
 * The bidirectional controls: the embeddings and overrides (U+202A to U+202E),
 * the isolates (U+2066 to U+2069), and the marks (U+200E, U+200F, and the
 * Arabic letter mark U+061C), which move what is around them as a letter would.
 */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Text without bidirectional controls, its letters kept in the order they were typed. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");

/** Every text in `value`, however deep (objects and lists), without bidirectional controls; the rest as it is. */
export function textsWithoutBidiControls<T>(value: T): T {
  if (typeof value === "string") return withoutBidiControls(value) as T;
  if (Array.isArray(value)) return value.map(textsWithoutBidiControls) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, textsWithoutBidiControls(inner)])) as T;
  }
  return value;
}
