// The thank-you page and its two buttons, the not-found page, the hero's
// picture, and every page at phone width without horizontal scrolling.
import path from "node:path";
import {
  common,
  contact,
  expect,
  footer,
  gotoHydrated,
  hero,
  notFound,
  pathIn,
  privacy,
  site,
  siteLanguages,
  test,
  thankYou,
  wordsOf,
} from "./fixtures";
import { sidewaysOverflow } from "./layout";

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

  test("its home button goes to /", async ({ page }) => {
    await gotoHydrated(page, "/thank-you");
    await page.getByRole("link", { name: thankYou.homeButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
  });

  test("its second button goes to /#contact with the form in view", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/thank-you");
    await page.getByRole("link", { name: thankYou.anotherButton }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact").getByRole("heading", { level: 2 })).toHaveText(contact.heading);
    await expect(page.locator("#contact").getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(page.getByRole("textbox", { name: contact.form.labels.name.replace(/\s*\*$/, "") })).toBeEnabled();
  });
});

test.describe("the hero's picture", () => {
  for (const language of siteLanguages) {
    test(`is content/hero.yaml's, as responsive images in modern formats, sized and loaded first, on ${pathIn(language.code, "/")}`, async ({
      page,
    }) => {
      await page.goto(pathIn(language.code, "/"));
      const picture = page.locator("main section").first().locator("picture");
      const name = path.parse(wordsOf(language.code).hero.image).name;
      for (const type of ["image/avif", "image/webp"]) {
        const srcset = (await picture.locator(`source[type="${type}"]`).getAttribute("srcset")) ?? "";
        expect(srcset.match(/ \d+w/g)?.length ?? 0, `${type}: ${srcset}`).toBeGreaterThanOrEqual(3);
        expect(srcset).toContain(name);
      }
      const image = picture.locator("img");
      await expect(image).toHaveAttribute("width", "576");
      await expect(image).toHaveAttribute("height", "432");
      await expect(image).toHaveAttribute("fetchpriority", "high");
      await expect(image).toHaveAttribute("alt", wordsOf(language.code).hero.imageAlt);
    });
  }
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

test.describe("375 px wide phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const [name, url] of [
    ["home page", "/"],
    ["thank-you page", "/thank-you"],
    ["not-found page", UNKNOWN_PATH],
  ] as const) {
    test(`the ${name} has no horizontal scroll`, async ({ page }) => {
      // The not-found page is plain HTML, with no runtime to wait for.
      if (url === UNKNOWN_PATH) await page.goto(url);
      else await gotoHydrated(page, url);
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
    // Every language's home page and privacy notice, each with its versions in the other languages.
    for (const language of siteLanguages) {
      for (const page of ["/", "/privacy"]) {
        const url = `${site.siteUrl}${pathIn(language.code, page)}`;
        expect(sitemap).toContain(`<loc>${url}</loc>`);
        expect(sitemap).toContain(`hreflang="${language.code}" href="${url}"`);
      }
    }
    for (const hidden of ["thank-you", "404", "admin"]) {
      for (const language of siteLanguages) expect(sitemap).not.toContain(`${site.siteUrl}${pathIn(language.code, `/${hidden}`)}<`);
    }
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
    // The team answers in the site's languages.
    expect(data.contactPoint[0].availableLanguage).toEqual(siteLanguages.map((language) => language.code));
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", common.socialImageAlt);
    // The link preview's picture (content/common.yaml), cut to 1200 x 630 by the build, at an absolute address on the site.
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    expect(image.startsWith(`${site.siteUrl}/static/`), image).toBe(true);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    const served = await page.request.get(image.slice(site.siteUrl.length));
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/jpeg"]);
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", common.socialImageAlt);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  });
});
