// Editors' sentences may hold {name} placeholders that the page, the answer
// pages or the e-mails fill in: the footer's "© {year} {company}", the form's
// "at most {max} characters", the confirmation's "{reference}", the "{time}"
// to wait before sending again.

/** Fills {name} placeholders in a sentence; an unknown placeholder stays as written. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

/**
 * "in 2 minutes" in the language `code`: a wait of so many seconds, rounded up
 * to whole minutes (at least one). `numeric: "auto"` may say "in 1 minute" as
 * the language prefers; "always" keeps the number.
 */
export const inMinutes = (code: string, seconds: number, numeric: Intl.RelativeTimeFormatNumeric = "auto"): string =>
  new Intl.RelativeTimeFormat(code, { numeric }).format(Math.max(1, Math.ceil(seconds / 60)), "minute");
