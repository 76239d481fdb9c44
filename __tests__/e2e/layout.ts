// What the layout of a page looks like to a visitor, measured in the browser.
import type { Page } from "@playwright/test";

/**
 * Nothing sticks out sideways: the document does not scroll horizontally, and no
 * visible element reaches past the viewport (body's overflow-x: hidden would
 * otherwise hide a broken layout instead of fixing it).
 */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (/(hidden|clip)/.test(style.overflowX) || /(hidden|clip)/.test(style.overflow)) return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden" || style.position === "fixed") continue;
      if (rect.right > width + 1 || rect.left < -1) {
        if (clipped(element) || rect.bottom < 0) continue; // clipped on purpose, or the skip link parked above the page
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${(element.getAttribute("class") ?? "").split(" ")[0]}`;
        offenders.push(
          `${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}] "${(element.textContent ?? "").trim().slice(0, 40)}"`,
        );
      }
    }
    // Text that runs out of its own box (a word too long for its column) pokes into
    // the page margin even when the box itself fits.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      const parent = text.parentElement;
      if (!parent || !text.textContent?.trim() || parent.closest("[aria-hidden='true'], script, style, noscript")) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const textBox = range.getBoundingClientRect();
      const box = parent.getBoundingClientRect();
      if (textBox.width === 0 || getComputedStyle(parent).overflowX !== "visible") continue;
      if (textBox.right > box.right + 1 || textBox.left < box.left - 1) {
        offenders.push(
          `text "${text.textContent.trim().slice(0, 40)}" [${Math.round(textBox.left)}, ${Math.round(textBox.right)}] outside its <${parent.tagName.toLowerCase()}> [${Math.round(box.left)}, ${Math.round(box.right)}]`,
        );
      }
    }
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      width,
      offenders: offenders.slice(0, 12),
    };
  });
}

/**
 * Text a visitor cannot read whole: lines of two elements drawn over each other
 * (a badge over a heading, a button over a label), and text cut off by a box
 * that hides its overflow (a label taller or wider than its button). Text
 * hidden on purpose, for screen readers only (clipped to 1 px) or aria-hidden,
 * is left out. `scope` checks one part of the page only (the form, scrolled
 * to, without the sticky header above it).
 */
export async function unreadableText(page: Page, scope = "body") {
  return page.evaluate((scopeSelector) => {
    const root = document.querySelector(scopeSelector) ?? document.body;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const shown = (element: Element) => {
      // Hidden, transparent, or inside what is not drawn (a closed <details>).
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (node.getAttribute("aria-hidden") === "true") return false;
        const rect = node.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false; // visually hidden, for screen readers
      }
      return true;
    };

    // Each visible text node's line boxes, with the element that holds it.
    const lines: { element: Element; rect: DOMRect }[] = [];
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
      const text = texts.currentNode as Text;
      const element = text.parentElement;
      if (!element || !text.textContent?.trim() || element.closest("script, style, noscript, template")) continue;
      if (!shown(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 2 && rect.height > 2) lines.push({ element, rect });
    }

    const problems: string[] = [];
    // Overlap: two lines of text from elements not nested in one another, crossing by more than 2 px each way.
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i];
        const b = lines[j];
        if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 2) problems.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }
    // Cut off: a box that hides its overflow and has more text than it shows.
    for (const element of Array.from(root.querySelectorAll("*"))) {
      const style = getComputedStyle(element);
      if (!/(hidden|clip)/.test(`${style.overflowX} ${style.overflowY}`) || !shown(element)) continue;
      if (!(element.textContent ?? "").trim() || element.matches("input, textarea, select")) continue;
      const inside = lines.filter((line) => element.contains(line.element));
      const box = element.getBoundingClientRect();
      const cut = inside.find(
        (line) =>
          line.rect.right > box.right + 1 ||
          line.rect.left < box.left - 1 ||
          line.rect.bottom > box.bottom + 1 ||
          line.rect.top < box.top - 1,
      );
      if (cut) problems.push(`${describe(cut.element)} is cut off by ${describe(element)}`);
    }
    return [...new Set(problems)].slice(0, 12);
  }, scope);
}
