// Editors' sentences may hold {name} placeholders that the page, the answer
// pages or the e-mails fill in: the footer's "© {year} {company}", the form's
// "at most {max} characters", the confirmation's "{reference}".

/** Fills {name} placeholders in a sentence; an unknown placeholder stays as written. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
