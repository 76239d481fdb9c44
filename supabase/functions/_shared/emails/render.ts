// An e-mail's HTML and its plain-text part, both from the same React Email
// components: the HTML rendered as @react-email/render renders it, the text made from
// that HTML by html-to-text, as @react-email/render's own toPlainText makes it
// (its selectors: no image, no preview line, links without brackets), told
// how these parts read as text: a row is "Label: value" on its own line, a
// button its own line with where it goes, headings as written (not in
// capitals), a mailto link its words only. The converter is compiled once,
// as html-to-text advises for many conversions: converting with
// toPlainText's options compiles them again at every e-mail, which took four
// times as long (docs/function.md, "How the e-mails are made").
import { plainTextSelectors } from "@react-email/render";
// @ts-types="@types/html-to-text"
import { compile, type FormatCallback } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The doctype @react-email/render gives every e-mail: XHTML 1.0 Transitional,
 * which Outlook's Word engine and the older webmails read best.
 */
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" ' +
  '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export type RenderedEmail = { html: string; text: string };

/** A row's label: its words and ": ", so the row reads "Label: value" as text. */
const rowLabel: FormatCallback = (element, walk, builder) => {
  walk(element.children, builder);
  builder.addInline(": ");
};

/** A button: its words, then where it goes (a reply's address is the e-mail's Reply-To already). */
const buttonLine: FormatCallback = (element, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(element.children, builder);
  const href = element.attribs?.href ?? "";
  if (!href.startsWith("mailto:")) builder.addInline(`: ${href}`);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** Whether what holds `element` reads right to left: the nearest dir its parents give. */
function inRightToLeft(element: { parent?: unknown }): boolean {
  for (
    let node = element.parent as { attribs?: Record<string, string>; parent?: unknown } | null;
    node;
    node = node.parent as typeof node
  ) {
    const dir = node.attribs?.dir;
    if (dir) return dir === "rtl";
  }
  return false;
}

/**
 * Figures set apart left to right in the HTML (parts.tsx, LtrFigures): in a
 * right-to-left e-mail, a left-to-right isolate in the text; in a
 * left-to-right one they already read in order, and the text stays plain.
 */
const ltrIsolate: FormatCallback = (element, walk, builder) => {
  const isolate = inRightToLeft(element);
  if (isolate) builder.addInline("\u2066");
  walk(element.children, builder);
  if (isolate) builder.addInline("\u2069");
};

const toText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    // Headings as written, a blank line before each, the title's after it too.
    { selector: "h1", options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    ...["h2", "h3"].map((selector) => ({
      selector,
      options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 },
    })),
    // Layout and row tables: a row is a line, its cells side by side.
    { selector: "table", format: "block" },
    { selector: "tr", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "td.label", format: "rowLabel" },
    { selector: "a.button", format: "buttonLine" },
    { selector: 'a[href^="mailto:"]', format: "anchor", options: { ignoreHref: true } },
    { selector: "span.ltr-isolate", format: "ltrIsolate" },
  ],
  formatters: { rowLabel, buttonLine, ltrIsolate },
});

/**
 * The e-mail as it is sent: its HTML document, and its plain-text part.
 * Rendered as @react-email/render renders it (its doctype, then React DOM's
 * markup), but in one synchronous pass: its `render` streams the element
 * (renderToReadableStream) so that Suspense can wait for data, which no
 * e-mail here does, and the stream took two to three times as long for the
 * same markup (docs/function.md, "How the e-mails are made"). The stream's
 * only other difference is its Suspense boundary's two comments (<!--$-->).
 */
export function renderEmail(element: ReactElement): Promise<RenderedEmail> {
  const html = `${XHTML_DOCTYPE}${renderToStaticMarkup(element)}`;
  return Promise.resolve({ html, text: toText(html).trim() });
}
