// A rendered element's structure for a snapshot a person can review: one line
// per element with its attributes and its own text, indented by depth,
// without Emotion's generated class names (their CSS is the theme's business,
// not the markup's) and with each icon as its name only.

function line(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (tag === "svg") {
    // An icon by its name: a drawn one says it, a sprite's in its reference (#name).
    const name = element.getAttribute("data-icon") ?? element.querySelector("use")?.getAttribute("href")?.split("#")[1];
    return `svg ${name ?? "(not an icon)"}${element.getAttribute("aria-hidden") === "true" ? "" : " (not hidden)"}`;
  }
  const attributes = [...element.attributes]
    .filter(({ name }) => name !== "class")
    .map(({ name, value }) => (value === "" ? `[${name}]` : `[${name}=${JSON.stringify(value)}]`))
    .join("");
  const text = [...element.childNodes]
    .filter((node) => node.nodeType === node.TEXT_NODE && node.textContent?.trim())
    .map((node) => JSON.stringify(node.textContent!.replace(/\s+/g, " ").trim()))
    .join(" ");
  return `${tag}${attributes}${text ? ` ${text}` : ""}`;
}

/** The outline of `element`, one line per element. */
export function structureOf(element: Element, depth = 0): string {
  const children = element.tagName.toLowerCase() === "svg" ? [] : [...element.children];
  return [`${"  ".repeat(depth)}${line(element)}`, ...children.map((child) => structureOf(child, depth + 1))].join("\n");
}
