// The script elements of a built page, found by an HTML parser: parse5, the
// HTML standard's parsing algorithm (the one jsdom uses), so the order of
// attributes, their quotes or their case never hide a script from the build.
// Changes are spliced into the page's text at the offsets the parser reports
// (`sourceCodeLocationInfo`), so everything else in the page stays byte for
// byte as Gatsby wrote it; re-serialising the parsed tree would not.
// Plain JavaScript so that the build (deferScripts.ts, inlineScripts.ts,
// checks/pageProblems.ts) and the local server (scripts/serve.mjs --strip-scripts)
// use this one copy.
import { parse } from "parse5";

/**
 * @typedef {object} PageElement An element as written in the page.
 * @property {string} name Its tag name, in lower case.
 * @property {Readonly<Record<string, string>>} attributes By name (lower case in HTML); a boolean attribute has "".
 * @property {number} start Where its start tag begins in the page's text.
 * @property {number} end Where its end tag ends (its start tag, for an element without one).
 * @property {string} startTag Its start tag as written.
 * @property {string} text Its text as the browser reads it (a script's code).
 */

/**
 * @typedef {PageElement & { src: string | undefined; kind: "classic" | "module" | "data" }} ScriptElement
 * A `<script>`: `src` when it loads a file (even an empty one: the browser then
 * ignores its text); `kind` is what the browser does with it: run it as a
 * classic script or a module, or nothing (JSON-LD and other data blocks).
 */

/** @typedef {{ start: number; end: number; text: string }} Splice The text from `start` to `end` replaced by `text`. */

/** @typedef {import("parse5").DefaultTreeAdapterMap["parentNode"] | import("parse5").DefaultTreeAdapterMap["childNode"]} Node */

/**
 * The elements of the page with one of these names, in the order they are written.
 * @param {string} html
 * @param {ReadonlySet<string>} names
 * @returns {PageElement[]}
 */
export function pageElements(html, names) {
  /** @type {PageElement[]} */
  const found = [];
  /** @param {Node} node */
  const visit = (node) => {
    if ("tagName" in node && names.has(node.tagName)) {
      const location = node.sourceCodeLocation;
      // Elements the parser adds itself (an omitted <body>) have no location; a script is never one.
      if (!location) throw new Error(`<${node.tagName}> has no place in the page's text`);
      const startTag = location.startTag ?? location;
      found.push({
        name: node.tagName,
        attributes: Object.fromEntries(node.attrs.map((attribute) => [attribute.name, attribute.value])),
        start: location.startOffset,
        end: location.endOffset,
        startTag: html.slice(startTag.startOffset, startTag.endOffset),
        text: node.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join(""),
      });
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
    // A <template>'s content is a fragment of its own.
    if ("content" in node) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found.sort((a, b) => a.start - b.start);
}

/** The JavaScript MIME types of the HTML standard: a script of one of these types (or none) is classic. */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * What the browser does with a script, by its `type` (or old `language`), as
 * the HTML standard's "prepare the script element" decides.
 * @param {Readonly<Record<string, string>>} attributes
 * @returns {ScriptElement["kind"]}
 */
export function scriptKind(attributes) {
  const type = attributes.type ?? (attributes.language ? `text/${attributes.language}` : "");
  const essence = type.trim().toLowerCase();
  if (essence === "" || JAVASCRIPT_TYPES.has(essence)) return "classic";
  return essence === "module" ? "module" : "data";
}

const SCRIPT = new Set(["script"]);

/**
 * The page's `<script>` elements, in the order they are written.
 * @param {string} html
 * @returns {ScriptElement[]}
 */
export const scriptElements = (html) =>
  pageElements(html, SCRIPT).map((element) => ({ ...element, src: element.attributes.src, kind: scriptKind(element.attributes) }));

/**
 * The page with each splice made; splices must not overlap.
 * @param {string} html
 * @param {readonly Splice[]} splices
 */
export function spliceHtml(html, splices) {
  const ordered = [...splices].sort((a, b) => a.start - b.start);
  let result = "";
  let at = 0;
  for (const { start, end, text } of ordered) {
    if (start < at) throw new Error(`Overlapping changes at ${start} in the page`);
    result += html.slice(at, start) + text;
    at = end;
  }
  return result + html.slice(at);
}

/** The elements that load something: what a page's scripts and stylesheets are read from. */
export const SCRIPTS_AND_LINKS = new Set(["script", "link"]);

/** A `<link>` that fetches a script ahead: `as="script"` (preload, prefetch) or `rel="modulepreload"`. */
const isScriptLink = (/** @type {PageElement} */ link) =>
  (link.attributes.as ?? "").trim().toLowerCase() === "script" ||
  (link.attributes.rel ?? "").toLowerCase().split(/\s+/).includes("modulepreload");

/**
 * The page without JavaScript (the benchmark's no-JavaScript floor): no script
 * the browser runs, classic or module, and no script preloads or prefetches.
 * Data blocks (the JSON-LD) stay: they are the page's content, not code, and a
 * site without any JavaScript would carry them too.
 * @param {string} html
 */
export function withoutScripts(html) {
  const removed = pageElements(html, SCRIPTS_AND_LINKS).filter((element) =>
    element.name === "script" ? scriptKind(element.attributes) !== "data" : isScriptLink(element),
  );
  return spliceHtml(
    html,
    removed.map(({ start, end }) => ({ start, end, text: "" })),
  );
}
