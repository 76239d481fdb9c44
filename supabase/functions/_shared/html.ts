// Text into HTML: the pages the function answers with and the e-mails it
// sends put visitor values and editors' words into HTML through these.

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/**
 * A sentence with {name} placeholders as HTML: the sentence and each value
 * escaped on their own, so neither can add markup. An unknown placeholder stays as written.
 */
export function fillHtml(template: string, values: Record<string, string>): string {
  return fillHtmlWith(
    template,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, escapeHtml(value)])),
  );
}

/**
 * The same with values that are HTML already (escaped by the caller, such as
 * a number in `<bdi dir="ltr">`, which keeps its order in right-to-left text).
 */
export function fillHtmlWith(template: string, html: Record<string, string>): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in html ? html[name] : escapeHtml(part);
    })
    .join("");
}

/** A number, a code or an address as HTML that keeps its left-to-right order inside right-to-left text. */
export const leftToRight = (value: string): string => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
