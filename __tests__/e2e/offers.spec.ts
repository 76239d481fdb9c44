// The team's firm offer in the browser, in the production build against the
// real function on the local backend (its outbox read for the e-mails): a
// quote sent from /de/, a member who signs in with the e-mailed code and sends
// an offer from the card's exact totals with the economy amount changed, the
// shipper's German e-mail with both amounts and the last day, the quote page's
// quotation with both, printed on one A4 page, booked at the offer, and the
// console showing the booking against the offer. And the quotation printed on
// its own: a quote page whose answer carries an offer (the function's answer
// with the contract's offer added) is one A4 page holding the reference and
// the amounts, the estimate left out, and passes axe on the screen. Words come from content/.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { addDays, hongKongDate } from "../../supabase/functions/_shared/booking/bookingRequest.ts";
import type { Lead } from "../../supabase/functions/_shared/api/consoleApi.ts";
import type { QuoteOffer } from "../../supabase/functions/_shared/api/quotePageApi.ts";
import {
  PRICED_COUNTRY,
  expect,
  expectNoAxeViolations,
  fill,
  fillCargo,
  fillForm,
  gotoHydrated,
  outboxEmail,
  outboxFiles,
  pathIn,
  sampleValues,
  siteContent,
  test,
  uniqueTag,
  wordsOf,
} from "./fixtures";
import { BACKEND, pricedLead, sendAccepted } from "./steps";

const consoleWords = siteContent.shared.teamConsole;
const MEMBER = "team@example.com";

/** An amount as German writes money by its currency's code (702,50 USD), whatever space the platform puts before the code. */
const germanMoney = (amount: number, currency: string) =>
  new RegExp(
    `${amount
      .toFixed(2)
      .replace(".", ",")
      .replace(/\B(?=(\d{3})+,)/g, ".")}\\s${currency}`,
  );

/** The instant estimate's section, below the quotation on the screen, left out of the printed page. */
const estimate = (page: Page) => page.locator('section[aria-labelledby="quote-price"]');

/** How many pages a PDF has: its page objects. */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** The e-mails the backend wrote for a lead whose file names contain `part`. */
const emailsOf = (reference: string, part: string) =>
  outboxFiles()
    .filter(({ file }) => file.endsWith(".json") && file.includes(`quote-request_${reference}_`) && file.includes(part))
    .map(({ text }) => JSON.parse(text) as { subject: string; text: string });

/** Signs the team member in on the console with the code the backend e-mailed. */
async function signIn(page: Page) {
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

/** Prints the page as Chromium saves a PDF on A4: it must be one page. */
async function expectOneA4Page(page: Page, name: string) {
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  fs.mkdirSync("screenshots", { recursive: true });
  fs.writeFileSync(`screenshots/${name}.pdf`, pdf);
  expect(pdfPages(pdf), "pages of the printed quotation").toBe(1);
}

test("Done when: a quote from /de/ answered with an offer from the card's totals, the economy changed; the German e-mail, the quotation printed on one A4 page, booked at the offer", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const code = "de";
  const { quotePage, thankYou, booking } = wordsOf(code);
  const form = consoleWords.offerForm;

  // The visitor sends a priced request from /de/.
  await gotoHydrated(page, pathIn(code, "/"));
  const tag = uniqueTag("offer-de");
  await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY }, wordsOf(code).contact.form);
  const cargo = await fillCargo(page, "400", wordsOf(code).contact.form);
  await cargo.content("batteries").uncheck();
  await sendAccepted(page, code);
  const confirmation = await outboxEmail(tag, "visitor_confirmation");
  const link = new RegExp(`https?://[^\\s"<>]+${pathIn(code, "/quote")}/?\\?ref=[^\\s"<>#]+#key=[\\w.%-]+`).exec(confirmation.text);
  expect(link, "the quote page's link in the confirmation").not.toBeNull();
  const quoteUrl = new URL(link![0]);
  const reference = quoteUrl.searchParams.get("ref")!;

  // A member opens the lead: the offer starts from the card's exact totals.
  const consolePage = await page.context().newPage();
  await signIn(consolePage);
  const leadAnswer = consolePage.waitForResponse((response) => response.url().endsWith(`/team/leads/${reference}`));
  await consolePage.goto(`/team?lead=${reference}`);
  const { lead } = (await (await leadAnswer).json()) as { lead: Lead };
  expect(lead.price?.kind).toBe("priced");
  const price = lead.price!.kind === "priced" ? lead.price!.price : null;
  const total = (service: string) => price!.options.find((option) => option.service === service)!.totalMinor / 10 ** price!.minorDigits;
  const option = (number: number) => consolePage.getByRole("group", { name: fill(form.option, { number: String(number) }) });
  const amountLabel = fill(form.amount, { currency: price!.currency });
  await expect(option(1).getByLabel(amountLabel)).toHaveValue(total("express").toFixed(2));
  await expect(option(2).getByLabel(form.service)).toHaveValue("economy");
  await expect(option(2).getByLabel(amountLabel)).toHaveValue(total("economy").toFixed(2));
  const economy = Math.round((total("economy") - 37.25) * 100) / 100;
  await option(2).getByLabel(amountLabel).fill(economy.toFixed(2));
  const validUntil = await consolePage.getByLabel(form.validUntil).inputValue();
  await consolePage.getByRole("button", { name: form.send }).click();
  await expect(
    consolePage.getByRole("heading", {
      name: new RegExp(`^${fill(consoleWords.offers.entry, { number: "1", at: ".+", member: MEMBER })}`),
    }),
  ).toBeFocused();

  // The shipper's German e-mail states both amounts and the last day.
  await expect.poll(() => emailsOf(reference, "offer-1").length, { timeout: 10_000 }).toBe(1);
  const offerMail = emailsOf(reference, "offer-1")[0];
  expect(offerMail.text).toMatch(germanMoney(total("express"), price!.currency));
  expect(offerMail.text).toMatch(germanMoney(economy, price!.currency));
  const lastDay = new Intl.DateTimeFormat(code, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${validUntil}T00:00:00Z`));
  expect(offerMail.text).toContain(lastDay);

  // The quote page shows the quotation with both amounts, first.
  await page.goto(`${quoteUrl.pathname}${quoteUrl.search}${quoteUrl.hash}`);
  const quotation = page.getByRole("region", { name: fill(quotePage.quotation.title, { reference, number: "1" }) });
  await expect(quotation).toContainText(germanMoney(total("express"), price!.currency));
  await expect(quotation).toContainText(germanMoney(economy, price!.currency));
  await expect(quotation).toContainText(lastDay);
  await page.emulateMedia({ media: "print" });
  await expect(quotation).toContainText(reference);
  await expect(estimate(page)).toBeHidden();
  await expectOneA4Page(page, "offer-de");
  await page.emulateMedia({ media: "screen" });

  // The shipper books economy at the offer.
  await quotation.getByRole("button", { name: `${thankYou.price.choose} ${thankYou.price.economy}` }).click();
  const bookingForm = page.getByRole("region", { name: booking.form.title });
  await bookingForm.getByLabel(booking.form.cargoReadyDate).fill(addDays(hongKongDate(new Date()), 5));
  const supplier = bookingForm.getByRole("group", { name: booking.form.supplierTitle });
  await supplier.getByLabel(booking.form.company).fill("Shenzhen Beispiel Textil Co.");
  await supplier.getByLabel(booking.form.contact).fill("Li Wei");
  await supplier.getByLabel(booking.form.phone).fill("+86 755 0000 0000");
  await supplier.getByLabel(booking.form.address).fill("8 Beispielstraße, Bao'an, Shenzhen");
  const consignee = bookingForm.getByRole("group", { name: booking.form.consigneeTitle });
  if (await consignee.count()) {
    await consignee.getByLabel(booking.form.company).fill("Empfänger GmbH");
    await consignee.getByLabel(booking.form.contact).fill("Anna");
    await consignee.getByLabel(booking.form.phone).fill("+49 30 000000");
    await consignee.getByLabel(booking.form.address).fill("Hafenstraße 1, Hamburg");
  }
  const sent = page.waitForRequest((request) => request.url().endsWith(`/quote/${reference}/booking`));
  await bookingForm.getByRole("button", { name: booking.form.submit }).click();
  expect((await sent).postDataJSON()).toMatchObject({ service: "economy", offer: 1 });
  await expect(bookingForm.getByRole("status")).toHaveText(booking.form.sent);

  // The console shows the booking against offer 1.
  await consolePage.reload();
  await expect(consolePage.getByText(consoleWords.offers.bookedAt).locator("xpath=following-sibling::dd[1]")).toHaveText(
    fill(consoleWords.offers.bookedOffer, {
      number: "1",
      amount: new Intl.NumberFormat("en-GB", { style: "currency", currency: price!.currency, currencyDisplay: "code" }).format(economy),
    }),
  );
});

test("a quotation passes axe, and printed (Save as PDF) is one A4 page with its reference and amounts, without the estimate", async ({
  page,
  request,
}) => {
  const code = "de";
  const { quotePage } = wordsOf(code);
  const { reference, quoteKey } = await pricedLead(request, code, "airport");
  // The function's own answer, with the offer its contract declares: a long note in German, three lines of it.
  const offer: QuoteOffer = {
    number: 2,
    sentAt: new Date().toISOString(),
    validUntil: addDays(hongKongDate(new Date()), 7),
    expired: false,
    options: [
      { service: "express", amount: 3285.5, currency: "USD", transitDays: "2-3", covers: { pickup: true, door: false, insurance: true } },
      { service: "economy", amount: 2450.25, currency: "USD", transitDays: "4-6", covers: { pickup: true, door: false, insurance: true } },
    ],
    note: "Economy fliegt dienstags und freitags ab Hongkong. ".repeat(9).trim(),
    chargeableKg: 400,
  };
  await page.route(`${BACKEND}/quote/${reference}`, async (route) => {
    // The quote's reads (the head's POST of its key, the page's GET), not their preflights.
    if (route.request().method() === "OPTIONS") return route.continue();
    const real = await route.fetch();
    await route.fulfill({ response: real, json: { ...(await real.json()), offer } });
  });
  await page.goto(`${pathIn(code, "/quote")}/?ref=${reference}#key=${quoteKey}`);
  const quotation = page.getByRole("region", { name: fill(quotePage.quotation.title, { reference, number: "2" }) });
  await expect(quotation).toBeVisible();
  await expect(estimate(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: "print" });
  for (const button of await page.locator("button").all()) await expect(button).toBeHidden();
  await expect(estimate(page)).toBeHidden();
  await expect(quotation.getByText(quotePage.chooseFirst)).toBeHidden();
  await expect(quotation).toContainText(germanMoney(3285.5, "USD"));
  await expect(quotation).toContainText(germanMoney(2450.25, "USD"));
  await expect(page.getByRole("article", { name: quotePage.title })).toContainText(reference);
  await page.setViewportSize({ width: 688, height: 1016 });
  await page.screenshot({ path: "screenshots/quotation-de-print.png", fullPage: true });
  await expectOneA4Page(page, "quotation-de");
});
