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
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return escapeHtml(name !== undefined && name in values ? values[name] : part);
    })
    .join("");
}
