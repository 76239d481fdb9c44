// Every link within the home page lands its section just under the sticky
// header, at a phone's width and a desktop's, with and without JavaScript,
// though the parts of the page after the last place a link lands on (the
// contact section, the footer) are laid out only when they come near
// (src/components/styles/whenNear.ts): a smooth scroll aims once, so a part it
// passes must never be laid out later at another height. What is laid out
// late is there all along: shown once reached, found by find-in-page.
import type { Page } from "@playwright/test";
import { benefits, contact, expect, header, hero, test } from "./fixtures";

/** The section's top against the header's bottom, once the page has stopped moving. */
async function landing(page: Page, id: string) {
  // Still for 400 ms: a glide has ended.
  let last = Number.NaN;
  for (let still = 0; still < 4;) {
    await page.waitForTimeout(100);
    const now = await page.evaluate(() => window.scrollY);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return page.evaluate((sectionId) => {
    const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
    const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
    const scroller = document.scrollingElement!;
    const atBottom = Math.ceil(scroller.scrollTop + window.innerHeight) >= scroller.scrollHeight - 1;
    return { offset: Math.round(top - headerBottom), atBottom };
  }, id);
}

/** Just under the header: not under it, not far below it (the page's scroll-padding is the header and 1 rem). */
async function expectLanded(page: Page, id: string) {
  const { offset, atBottom } = await landing(page, id);
  expect(offset, `#${id} starts below the header`).toBeGreaterThanOrEqual(-1);
  if (!atBottom) expect(offset, `#${id} starts right under the header`).toBeLessThanOrEqual(24);
}

/** The links of the page that land on a section of it, from the top of the page, as a visitor clicks them. */
const LINKS = [
  { name: hero.primaryCta, target: "contact" },
  { name: hero.secondaryCta, target: "solution" },
  { name: benefits.banner.button, target: "contact" },
  ...header.links.map((link: { label: string; target: string }) => ({ name: link.label, target: link.target, inMenu: true })),
];

const VIEWPORTS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const javaScriptEnabled of [true, false]) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript, ${viewport.name} (${viewport.width} px)`, () => {
      test.use({ javaScriptEnabled, viewport: { width: viewport.width, height: viewport.height } });

      for (const link of LINKS) {
        test(`"${link.name}" lands #${link.target} under the header`, async ({ page }) => {
          await page.goto("/");
          const menuButton = page.getByRole("button", { name: header.openMenuLabel });
          const inMenu = "inMenu" in link;
          const target = inMenu
            ? page.getByRole("navigation", { name: header.navigationLabel }).getByRole("link", { name: link.name, exact: true })
            : page.getByRole("main").getByRole("link", { name: link.name, exact: true });
          // On a phone the header's links are in the menu; a link further down is brought into view first,
          // without animation, as a visitor scrolls to it.
          if (inMenu && (await menuButton.isVisible())) await menuButton.click();
          else if (!inMenu) await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
          // A pointer on the link asks for the glide (GlobalStyles.tsx), as a click or tap does.
          await target.hover();
          const smooth = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
          await target.click();
          await expect(page).toHaveURL(new RegExp(`/#${link.target}$`));
          expect(smooth).toBe("smooth");
          await expectLanded(page, link.target);
        });
      }

      for (const id of ["solution", "benefits", "contact"]) {
        test(`arriving at /#${id} lands the section under the header`, async ({ page }) => {
          await page.goto(`/#${id}`);
          await expectLanded(page, id);
        });
      }

      test("the parts laid out when near are shown once reached, and found by find-in-page", async ({ page }) => {
        await page.goto("/");
        const shown = (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
        // Far below the first screen, the footer waits.
        expect(await shown("footer p")).toBe(false);
        await page.locator("footer").evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
        await expect.poll(() => shown("footer p")).toBe(true);
        // Back at the top, the browser's find brings the contact section's words into view.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await expect.poll(() => shown("#contact h2")).toBe(false);
        const found = await page.evaluate((text) => {
          const hit = (window as unknown as { find: (text: string) => boolean }).find(text);
          return hit && !!window.getSelection()?.anchorNode?.parentElement?.closest("#contact");
        }, contact.heading);
        expect(found, "find-in-page reaches the contact section's heading").toBe(true);
        await expect.poll(() => shown("#contact h2")).toBe(true);
        await expect(page.locator("#contact h2")).toBeInViewport();
      });
    });
  }
}
