// The home page: the header, its anchors, the three scrolling buttons,
// the phone menu and every section's content, in a real browser.
import type { Locator, Page } from "@playwright/test";
import {
  benefits,
  common,
  contact,
  countries,
  expect,
  footer,
  gotoHydrated,
  header,
  hero,
  site,
  solution,
  test,
  thankYou,
} from "./fixtures";

declare global {
  interface Window {
    /** Where the page was right after a click's default action (clickAndTrackScroll). */
    __afterClick?: number;
    /** The page's scroll-behavior when the click came (clickAndTrackScroll). */
    __behaviorAtClick?: string;
  }
}

const nav = (page: Page) => page.getByRole("navigation", { name: header.navigationLabel });
/** The section links of the menu (the language menu follows them in the same navigation). */
const sectionLinks = (page: Page) => nav(page).getByRole("list").first().getByRole("link");
/** The menu label for a section, from content/header.yaml. */
const label = (target: string) => header.links.find((link) => link.target === target)?.label ?? target;

/** Waits until the scroll position has not changed for 300 ms; returns it. */
async function waitForScrollEnd(page: Page) {
  let position = await page.evaluate(() => window.scrollY);
  for (let still = 0; still < 3;) {
    await page.waitForTimeout(100);
    const now = await page.evaluate(() => window.scrollY);
    still = now === position ? still + 1 : 0;
    position = now;
  }
  return position;
}

/**
 * Clicks a link and tells a glide from a jump without counting frames (frame
 * rates vary too much on a loaded CI machine): a jump has already moved the
 * page when the click's default action is over, a smooth scroll has not, and
 * then arrives later. Also reads the CSS that asks for it, as the click comes.
 */
async function clickAndTrackScroll(page: Page, target: Locator) {
  const start = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => {
    window.__afterClick = undefined;
    // Capture phase, so it is queued before any handler; the timeout runs after the default action.
    document.addEventListener(
      "click",
      () => {
        window.__behaviorAtClick = getComputedStyle(document.documentElement).scrollBehavior;
        setTimeout(() => (window.__afterClick = window.scrollY), 0);
      },
      { capture: true, once: true },
    );
  });
  await target.click();
  await page.waitForFunction(() => window.__afterClick !== undefined);
  const afterClick = await page.evaluate(() => window.__afterClick ?? Number.NaN);
  const end = await waitForScrollEnd(page);
  const scrollBehavior = await page.evaluate(() => window.__behaviorAtClick);
  return { start, afterClick, end, scrollBehavior };
}

/** Expects a glide from start to a different end. */
function expectGlide(move: Awaited<ReturnType<typeof clickAndTrackScroll>>) {
  expect(move.scrollBehavior).toBe("smooth");
  expect(Math.abs(move.end - move.start), "the page moved").toBeGreaterThan(100);
  expect(move.afterClick, `still on its way right after the click (start ${move.start}, end ${move.end})`).not.toBe(move.end);
}

/** The section sits just below the sticky header: not under it, not far below it. */
async function expectLandedBelowHeader(page: Page, id: string) {
  const { top, headerBottom, atBottom } = await page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId)!;
    const bar = document.querySelector("header")!;
    const scroller = document.scrollingElement!;
    return {
      top: section.getBoundingClientRect().top,
      headerBottom: bar.getBoundingClientRect().bottom,
      atBottom: Math.ceil(scroller.scrollTop + window.innerHeight) >= scroller.scrollHeight - 1,
    };
  }, id);
  expect(top, `#${id} starts below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
  // Near the end of the page the browser cannot scroll further: the section is then simply in view.
  if (!atBottom) expect(top, `#${id} starts right under the header`).toBeLessThanOrEqual(headerBottom + 48);
  else expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight / 2));
}

test.describe("home page content", () => {
  test("shows the header, hero, solution, benefits, contact and footer in order with their copy", async ({ page }) => {
    const response = await gotoHydrated(page, "/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(common.seo.title);

    // Header: logo link to / and the three anchors, in order.
    await expect(page.getByRole("link", { name: header.logoLabel })).toHaveAttribute("href", "/");
    const links = sectionLinks(page);
    await expect(links).toHaveText(header.links.map((link: { label: string }) => link.label));
    for (const [index, link] of header.links.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", new RegExp(`^/?#${link.target}$`));
    }

    // Order of the landmarks and sections.
    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll("header, main > section, main > * > section, #solution, #benefits, #contact, footer")).map(
        (element) => element.id || element.tagName.toLowerCase(),
      ),
    );
    const positions = ["header", "solution", "benefits", "contact", "footer"].map((id) => order.indexOf(id));
    expect(
      positions.every((position) => position >= 0),
      `found ${order.join(", ")}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Hero (no id): headline and two buttons.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    await expect(page.getByRole("link", { name: hero.primaryCta })).toHaveAttribute("href", /#contact$/);
    await expect(page.getByRole("link", { name: hero.secondaryCta })).toHaveAttribute("href", /#solution$/);

    // Solution: challenges, the Hong Kong answers, two cards.
    const solutionSection = page.locator("#solution");
    await expect(solutionSection.getByRole("heading", { level: 2 })).toHaveText(solution.heading);
    for (const item of [...solution.challenges.items, ...solution.advantages.items, ...solution.cards]) {
      await expect(solutionSection.getByText(item.title, { exact: true })).toBeVisible();
    }

    // Benefits: six cards and the banner's button to #contact.
    const benefitsSection = page.locator("#benefits");
    await expect(benefitsSection.getByRole("heading", { level: 3 })).toContainText(
      benefits.cards.map((card: { title: string }) => card.title),
    );
    await expect(benefitsSection.getByRole("link", { name: benefits.banner.button })).toHaveAttribute("href", /#contact$/);

    // Contact: heading, intro, WhatsApp and e-mail, Why Choose Us, the form.
    const contactSection = page.locator("#contact");
    await expect(contactSection.getByRole("heading", { level: 2 })).toHaveText(contact.heading);
    await expect(contactSection.getByText(contact.intro)).toBeVisible();
    await expect(contactSection.getByRole("link", { name: new RegExp(site.phone.replace(/[+]/g, "\\+")) })).toHaveAttribute(
      "href",
      `https://wa.me/${site.phone.replace(/\D/g, "")}`,
    );
    await expect(contactSection.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(contactSection.getByRole("heading", { name: contact.whyChooseUs.title })).toBeVisible();
    for (const reason of contact.whyChooseUs.items) await expect(contactSection.getByText(reason, { exact: true })).toBeVisible();
    await expect(contactSection.locator("form")).toBeVisible();

    // The country list: a placeholder, the main countries, a divider, the others.
    const options = await contactSection
      .locator("select option")
      .evaluateAll((all) =>
        all.map((option) => ({ text: option.textContent?.trim() ?? "", disabled: (option as HTMLOptionElement).disabled })),
      );
    const choices = options.filter((option) => !option.disabled).map((option) => option.text);
    expect(choices).toEqual([...countries.primary, ...countries.secondary].map((country) => country.name));
    const dividerAt = options.findIndex((option, index) => index > 0 && option.disabled);
    expect(options.slice(1, dividerAt).map((option) => option.text)).toEqual(countries.primary.map((country) => country.name));

    // Footer: copyright line, phone, e-mail, location, services, destinations.
    const foot = page.getByRole("contentinfo");
    await expect(foot).toContainText(footer.copyright.replace("{year}", String(site.copyrightYear)).replace("{company}", site.companyName));
    await expect(foot.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+${site.phone.replace(/\D/g, "")}`);
    await expect(foot.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(foot).toContainText(footer.location);
    for (const service of footer.services) await expect(foot.getByText(service, { exact: true })).toBeVisible();
    await expect(foot.getByRole("heading", { name: footer.destinationsTitle })).toBeVisible();
  });

  test("the header sticks to the top of the viewport while the page scrolls", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const fraction of [0.3, 0.6, 1]) {
      await page.evaluate((f) => window.scrollTo(0, (document.scrollingElement!.scrollHeight - window.innerHeight) * f), fraction);
      await expect.poll(() => page.locator("header").evaluate((bar) => Math.round(bar.getBoundingClientRect().top))).toBe(0);
      await expect(nav(page).getByRole("link", { name: label("contact") })).toBeInViewport();
    }
  });
});

test.describe("scrolling to sections", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const target of ["solution", "benefits", "contact"]) {
    test(`the header's "${label(target)}" link glides to #${target}`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const move = await clickAndTrackScroll(page, nav(page).getByRole("link", { name: label(target) }));
      await expect(page).toHaveURL(new RegExp(`/#${target}$`));
      expect(move.end).toBeGreaterThan(move.start);
      expectGlide(move);
      await expectLandedBelowHeader(page, target);
    });
  }

  const buttons = [
    { name: hero.primaryCta, target: "contact", where: "hero" },
    { name: hero.secondaryCta, target: "solution", where: "hero" },
    { name: benefits.banner.button, target: "contact", where: "benefits banner" },
  ];
  for (const button of buttons) {
    test(`"${button.name}" in the ${button.where} glides to #${button.target}`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const link = page.getByRole("link", { name: button.name, exact: true });
      // The banner is further down: bring it into view first, without animation.
      if (button.where !== "hero") {
        await link.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      }
      const move = await clickAndTrackScroll(page, link);
      await expect(page).toHaveURL(new RegExp(`/#${button.target}$`));
      expectGlide(move);
      await expectLandedBelowHeader(page, button.target);
    });
  }

  test("arriving from another page at /#contact is at the section at once; a button within the page still glides", async ({ page }) => {
    // As measured in the issue: a phone, the thank-you page's Send Another Message, a plain link to /#contact.
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/thank-you");
    await page.getByRole("link", { name: thankYou.anotherButton }).click();
    await page.waitForURL(/\/#contact$/, { waitUntil: "load" });
    // Where the section is on each of the next frames: already under the header, and staying there.
    const tops = await page.evaluate(async () => {
      const seen: number[] = [];
      for (let frame = 0; frame < 8; frame++) {
        seen.push(Math.round(document.getElementById("contact")!.getBoundingClientRect().top));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    });
    expect(new Set(tops).size, `the section's top on each frame after arriving: ${tops.join(", ")}`).toBe(1);
    await expectLandedBelowHeader(page, "contact");
    expect(await page.evaluate(() => window.scrollY), "far down the page").toBeGreaterThan(1000);

    // Back at the top, the hero's Learn More still glides to its section.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const move = await clickAndTrackScroll(page, page.getByRole("link", { name: hero.secondaryCta, exact: true }));
    expectGlide(move);
    await expectLandedBelowHeader(page, "solution");
  });

  test("with reduced motion the same buttons jump without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const move = await clickAndTrackScroll(page, page.getByRole("link", { name: hero.secondaryCta, exact: true }));
    expect(move.scrollBehavior).toBe("auto");
    expect(move.end).toBeGreaterThan(move.start);
    expect(move.afterClick, "already there right after the click: a jump").toBe(move.end);
    await expectLandedBelowHeader(page, "solution");
  });
});

test.describe("phone menu (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("opens and closes with its button and Escape, and a link closes it and scrolls", async ({ page }) => {
    await gotoHydrated(page, "/");
    const open = page.getByRole("button", { name: header.openMenuLabel });
    await expect(open).toBeVisible();
    const controlled = await open.getAttribute("aria-controls");
    expect(controlled).toBeTruthy();
    await expect(page.locator(`[id="${controlled}"]`)).toBeHidden();

    await open.tap();
    const close = page.getByRole("button", { name: header.closeMenuLabel });
    await expect(close).toBeVisible();
    const links = sectionLinks(page);
    await expect(links).toHaveText(header.links.map((link: { label: string }) => link.label));
    for (const link of await links.all()) await expect(link).toBeVisible();
    // The languages are in the menu too.
    await expect(nav(page).getByRole("list", { name: header.languageLabel }).getByRole("link").first()).toBeVisible();

    // Escape closes it (a disclosure), the button says "Open menu" again.
    await page.keyboard.press("Escape");
    await expect(open).toBeVisible();
    await expect(nav(page)).toBeHidden();

    // Button again closes it.
    await open.tap();
    await expect(close).toBeVisible();
    await close.tap();
    await expect(nav(page)).toBeHidden();

    // A link closes the menu and takes the visitor to the section.
    await open.tap();
    await nav(page)
      .getByRole("link", { name: label("benefits") })
      .tap();
    await expect(page).toHaveURL(/\/#benefits$/);
    await expect(open).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await waitForScrollEnd(page);
    await expectLandedBelowHeader(page, "benefits");
  });

  test("at 1280 px the links are in the bar and there is no menu button", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: header.openMenuLabel })).toBeHidden();
    for (const link of header.links) await expect(nav(page).getByRole("link", { name: link.label })).toBeVisible();
    await context.close();
  });
});

test.describe("hero illustration", () => {
  for (const device of [
    { name: "a 375 px phone at device scale 3", viewport: { width: 375, height: 740 }, deviceScaleFactor: 3, isMobile: true },
    { name: "a 1280 px desktop", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
  ]) {
    test(`is downloaded once on ${device.name}`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: device.viewport,
        deviceScaleFactor: device.deviceScaleFactor,
        isMobile: device.isMobile,
      });
      const page = await context.newPage();
      const heroRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/hero\.(avif|webp|png|jpe?g)$/.test(new URL(request.url()).pathname)) heroRequests.push(request.url());
      });
      await gotoHydrated(page, "/");
      await page.waitForLoadState("networkidle");
      expect(heroRequests, "hero image requests").toHaveLength(1);
      // The browser chose among the sources: the best format it supports.
      expect(heroRequests[0]).toMatch(/\.avif$/);
      await context.close();
    });
  }
});
