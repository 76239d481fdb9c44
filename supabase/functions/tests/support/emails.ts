// Reading a sent e-mail's HTML in the tests: the language and direction its
// document and its outer wrapper declare, its text as a reader sees it, and
// what of it Gmail, Apple Mail, Outlook and Yahoo do not support.
import { doIUseEmail } from "@jsx-email/doiuse-email";

/** The attributes of the first tag matching `tag` (e.g. "html", or `table[^>]*lang=`), by name. */
function attributesOf(html: string, tag: RegExp): Record<string, string> {
  const found = tag.exec(html);
  if (!found) return {};
  return Object.fromEntries([...found[0].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

/** `lang` and `dir` of the document (<html>) and of the outer wrapper (the first element after <body> that has them). */
export function languageOf(html: string): { document: [string, string]; wrapper: [string, string] } {
  const root = attributesOf(html, /<html\b[^>]*>/);
  const body = html.slice(html.indexOf("<body"));
  const wrapper = attributesOf(body, /<table\b[^>]*\blang="[^"]*"[^>]*>/);
  return { document: [root.lang, root.dir], wrapper: [wrapper.lang, wrapper.dir] };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** The HTML's text: tags dropped, entities decoded (what a reader sees, on one line per break). */
export const textOf = (html: string): string =>
  html.replace(/<br\s*\/?>/g, "\n").replace(/<[^>]*>/g, "").replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name) => ENTITIES[name],
  );

/** The clients the e-mails must read right in (every version caniemail knows of each). */
const CLIENTS = ["gmail.*", "apple-mail.*", "outlook.*", "yahoo.*"];

/**
 * What a client may not support without harm: enhancements it ignores, the
 * kind React Email's own layout raises. Anything else is a defect (such as
 * white-space, whose loss joins a message's lines in Outlook).
 */
const HARMLESS = new Set([
  // Outlook on macOS, iOS and Android and Yahoo's apps drop <body>: every style is on the wrapper.
  "<body> element",
  // The preview line is hidden in the body: a client that shows it shows one short line at the top.
  "display:none",
  "overflow",
  "opacity",
  // Rounded corners: square where unsupported (Outlook on Windows).
  "border-radius",
  // ARIA roles and link targets: screen readers and webmails that honour them.
  "role attribute",
  "target attribute",
  // React Email's Img resets the outline of images: nothing to reset where unsupported.
  "outline",
]);

/** The errors of `html` for the four clients that are not harmless, one line each. */
export function unsupported(html: string): string[] {
  const { errors = [] } = doIUseEmail(html, { emailClients: CLIENTS }) as { errors?: string[] };
  return errors.filter((error) => !HARMLESS.has(/^`([^`]+)`/.exec(error)?.[1] ?? error));
}
