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
