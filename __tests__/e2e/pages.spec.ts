// The thank-you page and its two buttons, the not-found page, and
// every page at phone width without horizontal scrolling.
import type { Page } from "@playwright/test";
import { contact, expect, footer, gotoHydrated, hero, notFound, privacy, site, test, thankYou } from "./fixtures";

const UNKNOWN_PATH = "/no-such-page/deeper";

test.describe("thank-you page", () => {
  test("shows the thanks, the next steps and the direct contact details", async ({ page }) => {
    const response = await gotoHydrated(page, "/thank-you");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(thankYou.seo.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.title);
    await expect(page.getByText(thankYou.congratulation)).toBeVisible();
    await expect(page.getByText(thankYou.emailNote)).toBeVisible();
    const next = page.getByRole("region", { name: thankYou.nextTitle });
    await expect(next).toContainText(thankYou.nextText);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(main.getByRole("link", { name: site.phone })).toHaveAttribute("href", `https://wa.me/${site.phone.replace(/\D/g, "")}`);
    // Not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test('"Return to Home" goes to /', async ({ page }) => {
    await gotoHydrated(page, "/thank-you");
    await page.getByRole("link", { name: thankYou.homeButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
  });

  test('"Send Another Message" goes to /#contact with the form in view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/thank-you");
    await page.getByRole("link", { name: thankYou.anotherButton }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact").getByRole("heading", { level: 2 })).toHaveText(contact.heading);
    await expect(page.locator("#contact").getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(page.getByRole("textbox", { name: contact.form.nameLabel.replace(/\s*\*$/, "") })).toBeEnabled();
  });
});

test.describe("not-found page", () => {
  test("an unknown path answers 404, says so, and logs the path to the console", async ({ page, consoleEntries }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page).toHaveTitle(notFound.seo.title);
    await expect
      .poll(() => consoleEntries.filter((entry) => entry.type === "error").map((entry) => entry.text))
      .toContainEqual(expect.stringContaining(`404 Error: User attempted to access non-existent route: ${UNKNOWN_PATH}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await page.getByRole("link", { name: notFound.homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
  });
});

/**
 * Nothing sticks out sideways: the document does not scroll horizontally, and no
 * visible element reaches past the viewport (body's overflow-x: hidden would
 * otherwise hide a broken layout instead of fixing it).
 */
async function sidewaysOverflow(page: Page) {
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

test.describe("375 px wide phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const [name, url] of [
    ["home page", "/"],
    ["thank-you page", "/thank-you"],
    ["not-found page", UNKNOWN_PATH],
  ] as const) {
    test(`the ${name} has no horizontal scroll`, async ({ page }) => {
      await gotoHydrated(page, url);
      const before = await page.evaluate(() => window.scrollX);
      const overflow = await sidewaysOverflow(page);
      expect(overflow.offenders, "elements sticking out of the 375 px viewport").toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
      // A sideways swipe does not move the page.
      await page.mouse.wheel(300, 0);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => window.scrollX)).toBe(before);
    });
  }
});

test.describe("privacy notice", () => {
  test("is linked from the form and the footer, and says who receives a request and how to have it deleted", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("#contact form").getByRole("link", { name: contact.form.privacyLink })).toHaveAttribute("href", "/privacy");
    await page.getByRole("contentinfo").getByRole("link", { name: footer.privacyLink }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).toHaveTitle(privacy.seo.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);
    for (const section of privacy.sections) await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });
});

test.describe("for search engines", () => {
  test("robots.txt lets crawlers read every page (so they see the noindex) and points at the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).not.toMatch(/Disallow:\s*\/\S/);
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain(`${site.siteUrl}/privacy`);
    for (const hidden of ["thank-you", "404", "admin"]) expect(sitemap).not.toContain(`${site.siteUrl}/${hidden}`);
  });

  test("the home page describes the business, its address and round-the-clock contact from content/site.yaml", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({
      "@type": "Organization",
      name: site.companyName,
      email: site.email,
      telephone: site.phone,
      address: { addressLocality: site.address.locality, addressCountry: site.address.countryCode },
    });
    expect(data.contactPoint[0].hoursAvailable.dayOfWeek).toHaveLength(7);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", site.socialImageAlt);
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", site.socialImageAlt);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  });
});
