// The tracking page (/track) as a shipper meets it, in English and in a
// right-to-left language: with JavaScript it checks the number as it is
// typed, names the airline and goes to the airline's own tracking page;
// without JavaScript the form posts to the function, which answers 303 to the
// airline's page or a page in the shipper's language naming the mistake.
// The airlines are content/airlines.yaml's; their sites are answered here by
// a stand-in, since the tests have no internet.
import type { Browser, Page } from "@playwright/test";
import { checkDigitOf, trackingAddress, type Airline } from "../../supabase/functions/_shared/airWaybill.ts";
import { fillTemplate } from "../../src/content/fillTemplate";
import { expect, gotoHydrated, languages, pathIn, sampleLanguages, siteContent, test, wordsOf } from "./fixtures";

const { airlines } = siteContent.shared.airlines;
/** An airline that takes the number in its address, and a right number of it. */
const airline: Airline = airlines.find((candidate) => /\{(awb|serial)\}/.test(candidate.trackingUrl)) ?? airlines[0];
const SERIAL = "1234567";
const awb = `${airline.prefix}${SERIAL}${checkDigitOf(`${SERIAL}0`)}`;
const typed = `${awb.slice(0, 3)}-${awb.slice(3, 7)} ${awb.slice(7)}`;
const wrongCheckDigit = `${awb.slice(0, 10)}${(Number(awb[10]) + 1) % 7}`;
/** A prefix no airline of content/ has. */
const unknownPrefix = ["999", "998", "997", "996"].find((prefix) => !airlines.some((known) => known.prefix === prefix))!;

/** The English page and one right-to-left page, when the site has one. */
const LANGUAGES = [
  languages.default,
  ...sampleLanguages.filter((language) => language.direction === "rtl").map((language) => language.code),
];

/** The airline's site: a stand-in page, so the test sees where the shipper was sent. */
async function standInAirline(page: Page) {
  const origin = new URL(trackingAddress(airline, awb)).origin;
  await page.context().route(
    (url) => url.origin === origin,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Airline</title><p>Tracking</p>" }),
  );
}

async function plainPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

for (const code of LANGUAGES) {
  const words = wordsOf(code).track;
  const field = (page: Page) => page.getByLabel(words.label);
  const status = (page: Page) => page.locator("#track-awb-status");

  test.describe(`tracking page (${code})`, () => {
    test("with JavaScript: the number is checked as it is typed, then the airline's page opens", async ({ page }) => {
      await standInAirline(page);
      await gotoHydrated(page, pathIn(code, "/track"));
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await field(page).pressSequentially(`${unknownPrefix}-1`);
      await expect(status(page)).toHaveText(fillTemplate(words.problems.unknownAirline, { prefix: unknownPrefix }));
      await expect(field(page)).toHaveAttribute("aria-invalid", "true");
      await field(page).fill("");
      await field(page).pressSequentially(wrongCheckDigit);
      await expect(status(page)).toHaveText(words.problems.checkDigit);
      await page.getByRole("button", { name: words.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(code, "/track")}$`), { timeout: 1000 });
      await field(page).fill("");
      await field(page).pressSequentially(typed);
      await expect(status(page)).toHaveText(fillTemplate(words.found, { airline: airline.name }));
      await expect(field(page)).not.toHaveAttribute("aria-invalid");
      await page.getByRole("button", { name: words.submit }).click();
      await expect(page).toHaveURL(trackingAddress(airline, awb));
    });

    test("without JavaScript: the function sends a right number to the airline's page", async ({ browser }) => {
      const { context, page } = await plainPage(browser);
      await page.goto(pathIn(code, "/track"));
      await field(page).fill(typed);
      // The browser follows the function's 303 to the airline's site, which the page's policy must allow
      // (form-action holds a form's redirects too). A redirect's target is not routed to a stand-in, and the tests
      // have no internet: what counts is that the browser asks the airline for the page.
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      // A request's address has no fragment (#...), where some airlines take the number: it stays in the browser.
      const followed = page.waitForRequest((request) => request.url() === trackingAddress(airline, awb).replace(/#.*$/, ""));
      await page.getByRole("button", { name: words.submit }).click();
      const answer = await answered;
      expect(answer.url()).toMatch(/\/functions\/v1\/send-contact-email\/track$/);
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe(trackingAddress(airline, awb));
      expect((await followed).isNavigationRequest()).toBe(true);
      await context.close();
    });

    test("without JavaScript: a wrong number gets a page in the shipper's language naming the mistake", async ({ browser }) => {
      const { context, page } = await plainPage(browser);
      const cases = [
        { number: "160-1234", problem: words.problems.length },
        { number: wrongCheckDigit, problem: words.problems.checkDigit },
        { number: `${unknownPrefix}-12345675`, problem: fillTemplate(words.problems.unknownAirline, { prefix: unknownPrefix }) },
      ];
      for (const { number, problem } of cases) {
        await page.goto(pathIn(code, "/track"));
        await field(page).fill(number);
        await page.getByRole("button", { name: words.submit }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.checkTitle);
        await expect(page.locator("html")).toHaveAttribute("lang", code);
        await expect(page.locator("html")).toHaveAttribute("dir", code === languages.default ? "ltr" : "rtl");
        await expect(page.getByText(problem)).toBeVisible();
        await expect(page.getByText(fillTemplate(words.youTyped, { value: number }))).toBeVisible();
      }
      await page.getByRole("link", { name: words.backLink }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(code, "/track")}$`));
      await context.close();
    });
  });
}

test("the footer and the benefit card with a tracking link lead to the tracking page", async ({ page }) => {
  const { footer, benefits } = wordsOf(languages.default);
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: footer.trackLink })).toHaveAttribute("href", "/track");
  for (const card of benefits.cards.filter((candidate) => candidate.trackingLink)) {
    await expect(page.locator("#benefits").getByRole("link", { name: card.trackingLink! })).toHaveAttribute("href", "/track");
  }
  expect(
    benefits.cards.some((card) => card.trackingLink),
    "the Reliable Tracking card links to it",
  ).toBe(true);
});
