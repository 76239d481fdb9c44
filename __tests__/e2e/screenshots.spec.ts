// Every page at phone, tablet and desktop widths, checked for what a person
// would see wrong (a part sticking out sideways, text drawn over other text or
// cut off, a broken image), and saved as a full-page screenshot in
// screenshots/ (git ignores it) for people to look at.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, fillCargo, gotoHydrated, languages, pathIn, sampleLanguages, showEverything, test, wordsOf } from "./fixtures";
import { sidewaysOverflow, unreadableText } from "./layout";

const folder = path.resolve(__dirname, "../../screenshots");

const pages = [
  { name: "home", url: "/" },
  { name: "thank-you", url: "/thank-you" },
  { name: "privacy", url: "/privacy" },
  { name: "track", url: "/track" },
  { name: "404", url: "/no-such-page" },
  // A right-to-left language and a left-to-right one besides the default.
  ...sampleLanguages.flatMap(({ code }) => [
    { name: `${code}-home`, url: pathIn(code, "/") },
    { name: `${code}-thank-you`, url: pathIn(code, "/thank-you") },
    { name: `${code}-privacy`, url: pathIn(code, "/privacy") },
    { name: `${code}-track`, url: pathIn(code, "/track") },
    { name: `${code}-404`, url: pathIn(code, "/no-such-page") },
  ]),
];

/** Scrolls through once so lazy images load, then back to the top. */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.scrollingElement!.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? undefined : new Promise((resolve) => image.addEventListener("load", resolve, { once: true })),
      ),
    );
    await document.fonts.ready;
  });
}

test.use({ reducedMotion: "reduce" });

const WIDTHS = [375, 768, 1280];
const viewportOf = (width: number) => ({ width, height: width < 768 ? 740 : 900 });
// Each page is opened once and looked at in each width in turn, as a window resized (a page opened and
// started at each width took three times as long, most of it the runtime's start).
test.describe.configure({ timeout: 60_000 });

for (const { name, url } of pages) {
  test(`${name} at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    await page.setViewportSize(viewportOf(WIDTHS[0]));
    // The not-found pages are plain HTML, with no runtime to wait for.
    if (name.endsWith("404")) await page.goto(url);
    else await gotoHydrated(page, url);
    await showEverything(page);
    for (const width of WIDTHS) {
      await page.setViewportSize(viewportOf(width));
      await loadEverything(page);
      await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true, animations: "disabled" });
      // Every image on the page has loaded (a broken image would show as a gap).
      const broken = await page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      );
      expect(broken, `broken images at ${width} px`).toEqual([]);
      const overflow = await sidewaysOverflow(page);
      expect(overflow.offenders, `what sticks out sideways at ${width} px`).toEqual([]);
      expect(overflow.scrollWidth, `the page's width at ${width} px`).toBeLessThanOrEqual(overflow.width);
      expect(await unreadableText(page), `text overlapping or cut off at ${width} px`).toEqual([]);
    }
  });
}

// The quote form with its Cargo details open and filled in (the estimate
// showing), in the default language and the right-to-left one.
const quoteLanguages = [
  languages.default,
  ...sampleLanguages.filter((language) => language.direction === "rtl").map((language) => language.code),
];

for (const code of quoteLanguages) {
  test(`the quote form with Cargo details open, ${code} at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    await page.setViewportSize(viewportOf(WIDTHS[0]));
    await gotoHydrated(page, pathIn(code, "/"));
    // In the right-to-left language, the weight in Arabic-Indic digits.
    const cargo = await fillCargo(page, code === languages.default ? "450.5" : "٤٥٠٫٥", wordsOf(code).contact.form);
    await expect(cargo.estimate).not.toBeEmpty();
    for (const width of WIDTHS) {
      await page.setViewportSize(viewportOf(width));
      expect(await unreadableText(page, "#contact form"), `text overlapping or cut off at ${width} px`).toEqual([]);
      await page.locator("#contact form").screenshot({
        path: path.join(folder, `${code === languages.default ? "" : `${code}-`}quote-cargo-${width}.png`),
        animations: "disabled",
      });
    }
  });
}

// The checks above see what they are for: a page broken on purpose fails them.
test("the layout checks find text drawn over text, text cut off and a part sticking out", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/");
  await page.addStyleTag({
    content: `
      h1 { position: relative; top: -3em; }
      footer a { display: inline-block; width: 2ch; height: 1em; overflow: hidden; }
      footer p { width: 200vw; }
    `,
  });
  const problems = await unreadableText(page);
  expect(problems.some((problem) => problem.includes("overlaps"))).toBe(true);
  expect(problems.some((problem) => problem.includes("is cut off by"))).toBe(true);
  expect((await sidewaysOverflow(page)).offenders).not.toEqual([]);
});
