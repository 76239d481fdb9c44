// Reading a sent e-mail's HTML in the tests: the language and direction its
// document and its outer wrapper declare, and its text as a reader sees it.

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
