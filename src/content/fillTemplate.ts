// Editors' sentences may hold {name} placeholders that the page fills in:
// the footer's "© {year} {company}", the form's "at most {max} characters".

/** Fills {name} placeholders in a sentence from content; an unknown placeholder stays as written. */
export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
