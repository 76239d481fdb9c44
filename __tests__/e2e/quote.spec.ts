// The shipper's own quote page in the browser, against the real function on
// the local backend (its outbox read for the e-mails): the shipper's whole way
// walked, from /de/ to two German milestone e-mails and a one-page A4 PDF; a
// quick visitor's plain form from a campaign link, which lands on the quote
// page with its price and reaches the team with its source; and the page at
// phone, tablet and desktop widths and in Arabic, checked by axe and the Nu
// Html Checker as it shows a quote. Every expected word comes from content/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { addDays, hongKongDate } from "../../supabase/functions/_shared/booking/bookingRequest.ts";
import {
  cargoControls,
  expect,
  expectNoAxeViolations,
  fill,
  fillCargo,
  fillForm,
  formControls,
  gotoHydrated,
  languages,
  outboxEmail,
  outboxFiles,
  pathIn,
  sampleLanguages,
  sampleValues,
  showEverything,
  siteContent,
  teamRow,
  teamWords,
  test,
  uniqueTag,
  wordsOf,
  PRICED_COUNTRY,
} from "./fixtures";
import { checkHtml, describeErrors } from "./htmlChecker";
import { BACKEND, pricedLead, sendAccepted, SITE_ORIGIN } from "./steps";

const consoleWords = siteContent.shared.teamConsole;
const MEMBER = "team@example.com";

/** "About {kg} kg CO2e" with any figure. */
const co2eText = (template: string) =>
  new RegExp(template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{kg\\}", "[\\d.,\\s\\u00a0\\u202f\\u066c]+"));

/** The quote page's address in a text (the confirmation e-mail): the site's, in `code`, with the reference and key. */
function quoteLinkIn(text: string, code: string): URL {
  const found = new RegExp(`https?://[^\\s"<>]+${pathIn(code, "/quote")}/?\\?ref=[^\\s"<>#]+#key=[\\w.%-]+`).exec(text);
  expect(found, `a quote page link in ${text}`).not.toBeNull();
  return new URL(found![0]);
}

/** The quote's document on the page, once the function has answered. */
const quoteDocument = (page: Page, code: string) => page.getByRole("article", { name: wordsOf(code).quotePage.title });

/** The page's own scripts held back until the function returned is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/[^/]+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Signs the team member in on the console with the code the backend e-mailed. */
async function signInToConsole(page: Page) {
  const before = new Set(outboxFiles().map(({ file }) => file));
  await page.goto("/team");
  await page.getByLabel(consoleWords.signIn.emailLabel).fill(MEMBER);
  await page.getByRole("button", { name: consoleWords.signIn.sendButton }).click();
  const fresh = () => outboxFiles().filter(({ file }) => /team-sign-in_[^/]*\.json$/.test(file) && !before.has(file));
  await expect.poll(() => fresh().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const { text } = JSON.parse(fresh()[0].text) as { text: string };
  await page.getByLabel(consoleWords.signIn.codeLabel).fill(/\b([0-9]{6})\b/.exec(text)![1]);
  await page.getByRole("button", { name: consoleWords.signIn.verifyButton }).click();
  await expect(page.getByRole("table", { name: consoleWords.leads.caption })).toBeVisible();
}

/** The e-mails the backend wrote for a lead whose file names contain `part`. */
const emailsOf = (reference: string, part: string) =>
  outboxFiles()
    .filter(({ file }) => file.endsWith(".json") && file.includes(`quote-request_${reference}_`) && file.includes(part))
    .map(({ text }) => JSON.parse(text) as { to: string; subject: string; text: string; html: string });

/** How many pages a PDF has: its page objects. */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

test("Done when: a quote from /de/ links to its German page, chosen and booked there; the team books it, records two milestones; two German e-mails; one A4 page", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const code = "de";
  const words = wordsOf(code);
  const { quotePage, thankYou, booking } = words;

  // The visitor sends a priced request from /de/, with JavaScript.
  await gotoHydrated(page, pathIn(code, "/"));
  const tag = uniqueTag("done-de");
  await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY }, words.contact.form);
  const cargo = await fillCargo(page, "400", words.contact.form);
  await cargo.content("batteries").uncheck();
  await sendAccepted(page, code);
  // The thank-you page links to the quote page, with the key in the fragment.
  await expect(page.getByRole("link", { name: booking.quoteLink.button })).toHaveAttribute(
    "href",
    new RegExp(`^${pathIn(code, "/quote")}/\\?ref=.+#key=v1\\.`),
  );

  // Its confirmation, in German, links to the German quote page.
  const confirmation = await outboxEmail(tag, "visitor_confirmation");
  const link = quoteLinkIn(confirmation.text, code);
  const reference = link.searchParams.get("ref")!;
  const answered = page.waitForResponse(
    // The head's read of the quote: a POST of its key (src/quote/early/quoteHead.ts).
    (response) => response.url().endsWith(`/quote/${reference}`) && response.request().method() === "POST",
  );
  await page.goto(`${link.pathname}${link.search}${link.hash}`);
  const quote = (await (await answered).json()) as { validUntil: string; price: { options: { co2eKg: number | null }[] } };
  const quoteDoc = quoteDocument(page, code);
  await expect(quoteDoc).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", code);
  await expect(quoteDoc).toContainText(reference);
  // The options side by side, the validity date, the CO2e and its method.
  const options = quoteDoc.getByRole("region", { name: thankYou.price.optionsTitle }).getByRole("listitem");
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText(thankYou.price.express);
  await expect(options.nth(1)).toContainText(thankYou.price.economy);
  const validUntil = new Intl.DateTimeFormat(code, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${quote.validUntil}T00:00:00Z`),
  );
  await expect(quoteDoc).toContainText(`${quotePage.document.validUntil}${validUntil}`);
  expect(quote.price.options.every((option) => typeof option.co2eKg === "number")).toBe(true);
  for (const index of [0, 1]) await expect(options.nth(index)).toContainText(co2eText(quotePage.document.co2e));
  await expect(quoteDoc).toContainText(quotePage.document.co2eNote);
  await page.screenshot({ path: "screenshots/quote-de-1280.png", fullPage: true });

  // The shipper chooses economy there; the team hears of it in the lead's thread.
  await quoteDoc.getByRole("button", { name: `${thankYou.price.choose} ${thankYou.price.economy}` }).click();
  await expect(quoteDoc.getByRole("status").filter({ hasText: thankYou.price.economy })).toHaveText(
    fill(thankYou.price.chosen, { service: thankYou.price.economy }),
  );
  const team = await outboxEmail(tag);
  expect((await outboxEmail(tag, "choice-1")).subject).toBe(`Re: ${team.subject}`);

  // And books it: the cargo-ready day and the supplier.
  const form = page.getByRole("region", { name: booking.form.title });
  const date = form.getByLabel(booking.form.cargoReadyDate);
  const today = hongKongDate(new Date());
  await expect(date).toHaveAttribute("min", today);
  await expect(date).toHaveAttribute("max", addDays(today, 90));
  await date.fill(addDays(today, 5));
  const supplier = form.getByRole("group", { name: booking.form.supplierTitle });
  await supplier.getByLabel(booking.form.company).fill("Shenzhen Beispiel Textil Co.");
  await supplier.getByLabel(booking.form.contact).fill("Li Wei");
  await supplier.getByLabel(booking.form.phone).fill("+86 755 0000 0000");
  await supplier.getByLabel(booking.form.address).fill("8 Beispielstraße, Bao'an, Shenzhen");
  await form.getByRole("button", { name: booking.form.submit }).click();
  await expect(form.getByRole("status")).toHaveText(booking.form.sent);
  await expect.poll(() => emailsOf(reference, "booking-request-1").length, { timeout: 10_000 }).toBe(1);
  const bookingRequest = emailsOf(reference, "booking-request-1")[0];
  expect(bookingRequest.subject).toBe(`Re: ${team.subject}`);
  expect(bookingRequest.text).toContain("Shenzhen Beispiel Textil Co.");

  // The team marks it booked with its air waybill, then records collected and departed.
  const consolePage = await page.context().newPage();
  await signInToConsole(consolePage);
  await consolePage.goto(`/team?lead=${reference}`);
  await consolePage.getByLabel(consoleWords.actions.awbLabel).fill("160-12345675");
  await consolePage.getByRole("button", { name: consoleWords.actions.booked }).click();
  await expect(consolePage.getByText(fill(consoleWords.actions.done, { status: consoleWords.statuses.booked }))).toBeVisible();
  await consolePage
    .getByRole("button", { name: fill(consoleWords.milestones.record, { milestone: consoleWords.milestones.collected }) })
    .click();
  await expect(consolePage.getByText(fill(consoleWords.milestones.done, { milestone: consoleWords.milestones.collected }))).toBeVisible();
  // Received in Hong Kong was not recorded: the team passes over it to departed, with its flight.
  await consolePage.getByRole("radio", { name: consoleWords.milestones.departed }).check();
  await consolePage.getByLabel(consoleWords.milestones.flightLabel).fill("CX 289");
  await consolePage
    .getByRole("button", { name: fill(consoleWords.milestones.record, { milestone: consoleWords.milestones.departed }) })
    .click();
  await expect(consolePage.getByText(fill(consoleWords.milestones.done, { milestone: consoleWords.milestones.departed }))).toBeVisible();

  // The shipper gets two e-mails in German, in the thread of their confirmation.
  await expect.poll(() => emailsOf(reference, "milestone").length, { timeout: 15_000 }).toBe(2);
  const milestoneMails = emailsOf(reference, "milestone")
    .map((mail) => mail.text)
    .join("\n---\n");
  expect(milestoneMails).toContain(booking.milestoneEmail.collected);
  expect(milestoneMails).toContain(fill(booking.milestoneEmail.departed, { flight: "CX 289" }));
  for (const mail of emailsOf(reference, "milestone")) expect(mail.subject).toBe(`Re: ${confirmation.subject}`);

  // The page shows both milestones with their times, beside the airline's link.
  await page.reload();
  const progress = page.getByRole("region", { name: quotePage.progress.title });
  const steps = progress.getByRole("listitem");
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText(booking.milestoneEmail.collected);
  await expect(steps.nth(1)).toContainText(fill(booking.milestoneEmail.departed, { flight: "CX 289" }));
  await expect(steps.nth(1).locator("time")).toHaveAttribute("datetime", /T/);
  const airline = siteContent.shared.airlines.airlines.find((candidate) => candidate.prefix === "160")!;
  await expect(progress.getByRole("link", { name: fill(quotePage.progress.track, { airline: airline.name }) })).toHaveAttribute(
    "href",
    /^https:/,
  );
  // Booked: neither Choose nor Book.
  await expect(page.getByRole("button", { name: new RegExp(thankYou.price.choose) })).toHaveCount(0);
  await expect(page.getByRole("region", { name: booking.form.title })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "screenshots/quote-de-booked-1280.png", fullPage: true });

  // Printed ("Save as PDF"): one A4 page, the reference and the company on it, no menu, no buttons.
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  fs.mkdirSync("screenshots", { recursive: true });
  fs.writeFileSync("screenshots/quote-de.pdf", pdf);
  expect(pdfPages(pdf), "pages of the printed quote").toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  for (const button of await page.locator("button").all()) await expect(button).toBeHidden();
  await expect(quoteDoc).toContainText(reference);
  await expect(quoteDoc).toContainText(siteContent.shared.site.companyName);
  await page.screenshot({ path: "screenshots/quote-de-print.png", fullPage: true });
});

test("a quick visitor's plain form, sent within a second of landing from a campaign link, lands on the quote page with its price, and the team sees the source", async ({
  page,
}) => {
  const code = sampleLanguages.find((language) => language.direction === "ltr")?.code ?? languages.default;
  const words = wordsOf(code);
  const landing = `${pathIn(code, "/")}?${new URLSearchParams({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "quick-visitor" })}`;
  const tag = uniqueTag("quick");
  const started = Date.now();
  await page.goto(landing, { referer: "https://mail.example.org/inbox/7" });
  const controls = formControls(page, words.contact.form);
  await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY }, words.contact.form);
  const cargo = cargoControls(page, words.contact.form);
  await cargo.summary.click();
  for (const [control, value] of [
    [cargo.pieces, "3"],
    [cargo.length, "120"],
    [cargo.width, "80"],
    [cargo.height, "100"],
    [cargo.weight, "400"],
  ] as const) {
    await control.fill(value);
  }
  // The plain form is still the page's: the runtime has not started (it waits for a pause).
  await expect(controls.form).toHaveAttribute("data-form", "plain");
  const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/send-contact-email"));
  await controls.submit.click();
  const post = await posted;
  const elapsed = Date.now() - started;
  expect(post.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
  expect(new URLSearchParams(post.postData() ?? "").get("source")).toContain("newsletter");
  await sendAcceptedDone(page, code);
  test.info().annotations.push({ type: "sent after", description: `${elapsed} ms` });

  // The quote page, where JavaScript runs: the price.
  const quoteDoc = quoteDocument(page, code);
  await expect(quoteDoc).toBeVisible();
  await expect(quoteDoc.getByRole("region", { name: words.thankYou.price.optionsTitle })).toBeVisible();
  // The team's e-mail names the campaign.
  const { text } = await outboxEmail(tag);
  expect(text).toContain(teamRow("source", `newsletter / email`));
  expect(text).toContain(teamRow("campaign", "quick-visitor"));
  expect(text).not.toContain(teamWords.source.notRecorded);
});

/** The plain form's 303 has landed on the quote page. */
async function sendAcceptedDone(page: Page, code: string) {
  await expect(page).toHaveURL(new RegExp(`${pathIn(code, "/quote")}/?\\?ref=.+#key=v1\\.`));
}

for (const code of [
  languages.default,
  ...sampleLanguages.filter((language) => language.direction === "rtl").map((language) => language.code),
]) {
  test(`the quote page in ${code} at 375, 768 and 1280 px: no overflow, axe clean, valid HTML as it shows a quote`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { reference, quoteKey } = await pricedLead(request, code);
    await page.goto(`${pathIn(code, "/quote")}/?ref=${reference}#key=${quoteKey}`);
    const quoteDoc = quoteDocument(page, code);
    await expect(quoteDoc).toBeVisible();
    // Choose, so the booking form shows too (its code loads then).
    const price = wordsOf(code).thankYou.price;
    await quoteDoc.getByRole("button", { name: `${price.choose} ${price.express}` }).click();
    await expect(
      page.getByRole("region", { name: wordsOf(code).booking.form.title }).getByLabel(wordsOf(code).booking.form.cargoReadyDate),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute(
      "dir",
      siteContent.shared.languages.languages.find((l) => l.code === code)!.direction,
    );
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways overflow at ${width} px`).toBeLessThanOrEqual(0);
      await showEverything(page);
      // From the top, so the sticky header is where a visitor first sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `screenshots/quote-${code}-${width}.png`, fullPage: true });
    }
    await expectNoAxeViolations(page);

    // The page as it shows the quote, checked by the Nu Html Checker.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hkaf-quote-"));
    try {
      // Gatsby's runtime adds <link rel="prefetch" as="fetch"> for the pages linked from this one (not in any
      // served HTML, which the build's own check covers, and an "as" vnu wants only on preloads): left out.
      const html = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        for (const link of copy.querySelectorAll('link[rel="prefetch"]')) link.remove();
        return copy.outerHTML;
      });
      fs.writeFileSync(path.join(folder, "quote.html"), `<!DOCTYPE html>\n${html}`);
      const errors = await checkHtml(folder, ["quote.html"]);
      expect(describeErrors(errors), "the Nu Html Checker's errors").toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
}

test("printed (Save as PDF), a quote with its booking request is one clean A4 page with the reference and the company", async ({
  page,
  request,
}) => {
  const code = languages.default;
  const { reference, quoteKey } = await pricedLead(request, code, "door");
  const headers = { origin: SITE_ORIGIN, "content-type": "application/json", authorization: `Bearer ${quoteKey}` };
  expect((await request.post(`${BACKEND}/quote/${reference}/choice`, { headers, data: { service: "express" } })).status()).toBe(200);
  const party = {
    company: "Shenzhen Sample Textile Co.",
    contact: "Li Wei",
    phone: "+86 755 0000 0000",
    address: "8 Sample Road, Bao'an, Shenzhen",
  };
  const booked = await request.post(`${BACKEND}/quote/${reference}/booking`, {
    headers,
    data: {
      service: "express",
      cargoReadyDate: addDays(hongKongDate(new Date()), 7),
      supplier: party,
      consignee: { ...party, company: "Consignee Inc." },
      notes: "Two pallets, stackable.",
    },
  });
  expect(booked.status()).toBe(200);
  await page.goto(`${pathIn(code, "/quote")}/?ref=${reference}#key=${quoteKey}`);
  const quoteDoc = quoteDocument(page, code);
  await expect(quoteDoc).toContainText("Consignee Inc.");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  for (const button of await page.locator("button").all()) await expect(button).toBeHidden();
  await expect(page.locator("form")).toHaveCount(0);
  await expect(quoteDoc).toContainText(reference);
  await expect(quoteDoc).toContainText(siteContent.shared.site.companyName);
  // A4's width at 96 dpi, less the page's margins: the printed page as a screenshot, to look at.
  await page.setViewportSize({ width: 688, height: 1016 });
  await page.screenshot({ path: `screenshots/quote-${code}-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  fs.mkdirSync("screenshots", { recursive: true });
  fs.writeFileSync(`screenshots/quote-${code}-booking-requested.pdf`, pdf);
  expect(pdfPages(pdf), "pages of the printed quote").toBe(1);
});

test("a link with a wrong key says what to do, with the contacts; axe clean", async ({ page, request }) => {
  const { reference } = await pricedLead(request, languages.default);
  await page.goto(`${pathIn(languages.default, "/quote")}/?ref=${reference}#key=v1.20991231.wrong`);
  const words = wordsOf(languages.default).quotePage;
  await expect(page.getByRole("heading", { level: 1, name: words.forbidden.title })).toBeVisible();
  await expect(page.getByText(words.forbidden.text)).toBeVisible();
  await expect(page.getByRole("region", { name: wordsOf(languages.default).thankYou.directTitle })).toContainText(
    siteContent.shared.site.email,
  );
  await expectNoAxeViolations(page);
});

test("the page asks for its quote once, from its head, while its script is on its way; the contacts show with the quote", async ({
  page,
  request,
}) => {
  const { reference, quoteKey } = await pricedLead(request, languages.default);
  const asked: string[] = [];
  page.on("request", (sent) => {
    // The head's read: the key as a plain-text body, no Authorization header (so the browser sends it without a preflight).
    if (sent.method() !== "OPTIONS" && sent.url().startsWith(`${BACKEND}/quote/`))
      asked.push(`${sent.method()} ${sent.url()} ${sent.postData()} ${sent.headers().authorization ?? "no authorization"}`);
  });
  // The page's own scripts held back until the quote has been asked for: it is the head's asking.
  const scriptsMayCome = await holdScripts(page);
  await page.goto(`${pathIn(languages.default, "/quote")}/?ref=${reference}#key=${quoteKey}`, { waitUntil: "commit" });
  await expect.poll(() => asked).toHaveLength(1);
  const contacts = page.getByRole("region", { name: wordsOf(languages.default).thankYou.directTitle });
  await expect(contacts).toBeHidden();
  scriptsMayCome();
  await expect(quoteDocument(page, languages.default)).toBeVisible();
  await expect(contacts).toBeVisible();
  expect(asked).toEqual([`POST ${BACKEND}/quote/${reference} ${quoteKey} no authorization`]);
});

test("the quote's head and its price show from its answer before the page's script has come, which then draws them in the same place", async ({
  page,
  request,
}) => {
  const { reference, quoteKey } = await pricedLead(request, languages.default);
  const words = wordsOf(languages.default).quotePage;
  const scriptsMayCome = await holdScripts(page);
  await page.goto(`${pathIn(languages.default, "/quote")}/?ref=${reference}#key=${quoteKey}`, { waitUntil: "commit" });
  const quote = quoteDocument(page, languages.default);
  await expect(quote).toBeVisible();
  await expect(quote.getByRole("definition").first()).toHaveText(reference);
  await expect(quote).toContainText(words.statuses.received);
  await expect(page.getByRole("button", { name: words.document.print })).toBeVisible();
  await expect(page.getByText(words.received)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // The estimate too, its "Choose" buttons waiting for the page's script.
  const price = page.locator("section[aria-labelledby=quote-price]");
  await expect(price).toBeVisible();
  const choose = price.getByRole("button", { name: wordsOf(languages.default).thankYou.price.choose });
  await expect(choose.first()).toBeDisabled();
  const boxes = () =>
    Promise.all(
      [
        quote.getByRole("heading", { level: 1 }),
        quote.locator("dl").first(),
        page.getByRole("button", { name: words.document.print }),
        price,
        price.locator("ul").first(),
      ].map((element) => element.boundingBox()),
    );
  const before = { boxes: await boxes(), text: await price.innerText(), options: await choose.count() };
  scriptsMayCome();
  await expect(choose.first()).toBeEnabled();
  expect({ boxes: await boxes(), text: await price.innerText(), options: await choose.count() }).toEqual(before);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(quote.getByRole("definition").first()).toHaveText(reference);
});

test("a link without its key says so from the first paint, before the page's script has come", async ({ page }) => {
  // The page's scripts held back: what shows is what the server's HTML and the head's little script paint.
  await page.route(/\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
  const words = wordsOf(languages.default).quotePage;
  await page.goto(`${pathIn(languages.default, "/quote")}/?ref=K7QM-4TXH`);
  await expect(page.getByRole("heading", { level: 1, name: words.forbidden.title })).toBeVisible();
  await expect(page.getByText(words.forbidden.text)).toBeVisible();
  await expect(page.getByText(words.received)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // With both, the request's own state, the quote's title (the script, once it comes, reads the quote; its
  // sentences for a browser without scripts are not said where scripts run, so the quote is the largest paint).
  await page.goto(`${pathIn(languages.default, "/quote")}/?ref=K7QM-4TXH#key=v1.20991231.any`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByText(words.received)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: words.forbidden.title })).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quote page says the request was received, that the price needs JavaScript or is in the e-mail, and how to reach us", async ({
    page,
  }) => {
    await page.goto(`${pathIn(languages.default, "/quote")}/?ref=K7QM-4TXH#key=v1.20991231.any`);
    const words = wordsOf(languages.default).quotePage;
    await expect(page.getByText(words.received)).toBeVisible();
    await expect(page.getByText(words.needsJavaScript)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(siteContent.shared.site.email) }).first()).toBeVisible();
  });
});
