// Every language of content/languages.yaml as a visitor meets it: its pages
// in its words and direction, their versions in the other languages, the
// language menu (with and without JavaScript), its not-found page, and a
// right-to-left page that mirrors at phone width. Words come from content/.
import type { Browser, Page } from "@playwright/test";
import {
  countries,
  expect,
  expectNoAxeViolations,
  fieldName,
  fill,
  fillForm,
  formControls,
  FUNCTION_URL,
  gotoHydrated,
  languages,
  outboxEmail,
  pathIn,
  sampleValues,
  site,
  siteLanguages,
  teamLanguage,
  teamRow,
  teamWords,
  test,
  uniqueTag,
  wordsOf,
} from "./fixtures";
import { fillAndSend, quotePageUrl, thankYouUrl } from "./steps";
import { sidewaysOverflow } from "./layout";

/** The pages every language has, with the heading each starts with. */
const PAGES = [
  { page: "/", heading: (code: string) => wordsOf(code).hero.headline },
  { page: "/thank-you", heading: (code: string) => wordsOf(code).thankYou.title },
  { page: "/privacy", heading: (code: string) => wordsOf(code).privacy.title },
  { page: "/track", heading: (code: string) => wordsOf(code).track.title },
];

/** A browser tab with JavaScript off: what the page is before (and without) its script. */
async function plainPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...options });
  return { context, page: await context.newPage() };
}

/** The language menu's links: language code and address, in order. */
const languageLinks = (page: Page, label: string) =>
  page
    .getByRole("list", { name: label, includeHidden: true })
    .getByRole("link", { includeHidden: true })
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href"), link.getAttribute("lang")]));

for (const language of siteLanguages) {
  const { code } = language;
  const words = wordsOf(code);

  test.describe(`${language.name} (${code})`, () => {
    test("every page is in its words and direction, names its versions in every language, and links to them", async ({ browser }) => {
      const { context, page } = await plainPage(browser);
      for (const { page: path, heading } of PAGES) {
        const response = await page.goto(pathIn(code, path));
        expect(response?.status(), path).toBe(200);
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", code);
        await expect(html).toHaveAttribute("dir", language.direction);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading(code));

        // <link rel="alternate" hreflang>: every language and the default as x-default.
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
        expect(alternates).toEqual([
          ...siteLanguages.map((other) => [other.code, `${site.siteUrl}${pathIn(other.code, path)}`]),
          ["x-default", `${site.siteUrl}${pathIn(languages.default, path)}`],
        ]);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${pathIn(code, path)}`);
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", language.locale);
        const otherLocales = await page
          .locator('meta[property="og:locale:alternate"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
        expect(otherLocales).toEqual(siteLanguages.filter((other) => other.code !== code).map((other) => other.locale));

        // The language menu: this page in every language, each named in itself.
        expect(await languageLinks(page, words.header.languageLabel)).toEqual(
          siteLanguages.map((other) => [other.code, pathIn(other.code, path), other.code]),
        );
      }
      await context.close();
    });

    if (code !== languages.default) {
      test("an unknown address under its prefix answers its not-found page, with status 404, and logs the address", async ({
        page,
        consoleEntries,
      }) => {
        const unknown = `/${code}/no-such-page`;
        const response = await page.goto(unknown);
        expect(response?.status()).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", code);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(words.notFound.title);
        await expect(page.getByRole("link", { name: words.notFound.homeLink })).toHaveAttribute("href", pathIn(code, "/"));
        await expect
          .poll(() => consoleEntries.filter((entry) => entry.type === "error").map((entry) => entry.text))
          .toContainEqual(expect.stringContaining(unknown));
        // Its page loads no runtime at all.
        expect(await page.locator("script[src]").count()).toBe(0);
      });
    }

    test("axe finds no WCAG 2.2 A/AA violation on its home and thank-you pages", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width: 375, height: 800 });
      for (const path of ["/", "/thank-you"]) {
        await gotoHydrated(page, pathIn(code, path));
        await expectNoAxeViolations(page);
      }
    });
  });
}

test.describe("the language menu", () => {
  const [first, second] = siteLanguages;

  test("works without JavaScript on a wide screen: a button opens it, a link leads to the same page in that language", async ({
    browser,
  }) => {
    const { context, page } = await plainPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(pathIn(first.code, "/thank-you"));
    const label = wordsOf(first.code).header.languageLabel;
    await page.getByRole("button", { name: `${label}: ${first.name}` }).click();
    await page.getByRole("list", { name: label }).getByRole("link", { name: second.name }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(second.code, "/thank-you")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", second.code);
    await context.close();
  });

  test("is in the phone menu, and works there without JavaScript", async ({ browser }) => {
    const { context, page } = await plainPage(browser, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(pathIn(second.code, "/"));
    const words = wordsOf(second.code);
    await page.getByRole("button", { name: words.header.openMenuLabel }).tap();
    await page.getByRole("list", { name: words.header.languageLabel }).getByRole("link", { name: first.name }).tap();
    await expect(page.locator("html")).toHaveAttribute("lang", first.code);
    await expect(page).toHaveURL(new RegExp(`${pathIn(first.code, "/")}$`));
    await context.close();
  });

  test("leaves a visitor on the language they chose: no redirect by the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: `${second.code}-${second.locale.slice(3)}` });
    const page = await context.newPage();
    const response = await page.goto(pathIn(first.code, "/"));
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(new RegExp(`${pathIn(first.code, "/").replace(/\/$/, "")}/?$`));
    await expect(page.locator("html")).toHaveAttribute("lang", first.code);
    await context.close();
  });
});

const rtl = siteLanguages.find((language) => language.direction === "rtl");

test.describe("a right-to-left page at 375 px", () => {
  test.skip(!rtl, "no right-to-left language is published");
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("mirrors the layout, keeps numbers and the phone number left to right, and nothing sticks out", async ({ page }) => {
    const { code } = rtl!;
    await gotoHydrated(page, pathIn(code, "/"));
    const overflow = await sidewaysOverflow(page);
    expect(overflow.offenders, "elements sticking out of the 375 px viewport").toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);

    const words = wordsOf(code);
    const layout = await page.evaluate(
      ({ logoLabel, openMenuLabel }) => {
        const box = (element: Element | null) => element!.getBoundingClientRect();
        const logo = box(document.querySelector(`a[aria-label="${logoLabel}"]`));
        const menu = box(document.querySelector(`button[aria-label="${openMenuLabel}"]`));
        const heading = document.querySelector("h1")!;
        const phone = [...document.querySelectorAll("#contact bdi")].find((element) => element.textContent?.startsWith("+"))!;
        const arrow = document.querySelector('#main a[href="#contact"] svg')!;
        return {
          logoRight: logo.right,
          menuRight: menu.right,
          headingDirection: getComputedStyle(heading).direction,
          headingAlign: getComputedStyle(heading).textAlign,
          phoneDirection: getComputedStyle(phone).direction,
          arrowTransform: getComputedStyle(arrow).transform,
        };
      },
      { logoLabel: words.header.logoLabel, openMenuLabel: words.header.openMenuLabel },
    );
    // The logo starts the header on the right, the menu button ends it on the left.
    expect(layout.logoRight).toBeGreaterThan(layout.menuRight);
    expect(layout.headingDirection).toBe("rtl");
    expect(["start", "right"]).toContain(layout.headingAlign);
    expect(layout.phoneDirection).toBe("ltr");
    // The arrow of the quote button points the way the text reads: mirrored.
    expect(layout.arrowTransform).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  });
});

/** The languages besides the default: a quote is sent from each language's page in the tests below. */
const others = siteLanguages.filter((language) => language.code !== languages.default);
/** The team's e-mail names the language in the team's language, with its code: "Language: Spanish (es)". */
const languageLine = (code: string) =>
  teamRow(
    "language",
    fill(teamWords.common.languageName, { name: new Intl.DisplayNames([teamLanguage], { type: "language" }).of(code)!, code }),
  );

test.describe("a quote from another language's page", () => {
  for (const language of [others.find((other) => other.direction === "ltr")!, others.find((other) => other.direction === "rtl")].filter(
    Boolean,
  )) {
    const { code } = language!;
    const words = wordsOf(code);

    test(`with JavaScript, from ${pathIn(code, "/")}: lands on its thank-you page, and the team's e-mail names the language`, async ({
      page,
    }) => {
      await gotoHydrated(page, pathIn(code, "/"));
      const tag = uniqueTag(`js-${code}`);
      const values = sampleValues(tag);
      // The country list shows the names in the page's language, and sends the English one.
      const country = countries.primary[0];
      await expect(formControls(page, words.contact.form).shippingCountry.locator(`option[value="${country.name}"]`)).toHaveText(
        new Intl.DisplayNames([code], { type: "region" }).of(country.code)!,
      );
      await fillForm(page, values, words.contact.form);
      const answer = page.waitForResponse((response) => FUNCTION_URL.test(response.url()) && response.request().method() === "POST");
      await formControls(page, words.contact.form).submit.click();
      expect((await answer).request().postDataJSON()).toMatchObject({ language: code, shippingCountry: values.shippingCountry });
      await expect(page).toHaveURL(thankYouUrl(code));
      // The page the client-side navigation shows, once it has shown it.
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(words.thankYou.title);
      const email = await outboxEmail(tag);
      expect(email.text).toContain(languageLine(code));
      expect(email.text).toContain(teamRow("route", fill(teamWords.values.route, { country: values.shippingCountry })));
    });

    test(`without JavaScript, from ${pathIn(code, "/")}: lands on its quote page, the team's e-mail names the language, and a mistake is answered in it`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(pathIn(code, "/"));
      const tag = uniqueTag(`nojs-${code}`);
      const values = sampleValues(tag);
      await fillAndSend(page, values, code);
      await expect(page).toHaveURL(quotePageUrl(code));
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      expect((await outboxEmail(tag)).text).toContain(languageLine(code));

      // An address the browser accepts and the form's rules do not: the function's page, in this language.
      await page.goto(pathIn(code, "/"));
      await fillForm(page, { ...sampleValues(), email: "mei@shop" }, words.contact.form);
      const [answer] = await Promise.all([page.waitForResponse(FUNCTION_URL), formControls(page, words.contact.form).submit.click()]);
      expect(answer.status()).toBe(400);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expect(page.locator("html")).toHaveAttribute("dir", language!.direction);
      await expect(page.getByRole("listitem")).toHaveText(
        `${fieldName(words.contact.form.labels.email)}: ${words.contact.form.errors.email} ${words.formReplies.youTyped.replace("{value}", "mei@shop")}`,
      );
      await expect(page.getByRole("link", { name: words.formReplies.formLink })).toHaveAttribute(
        "href",
        new RegExp(`${pathIn(code, "/")}#contact$`),
      );
      await context.close();
    });
  }
});
