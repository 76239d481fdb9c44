// The indicative price, from the form to the visitor: the thank-you page shows
// the range under the reference in the page's language (English and a
// right-to-left one), and without JavaScript the confirmation e-mail carries
// it. The local backend prices from the tests' card (__tests__/fixtures/rates.yaml,
// playwright.config.ts), whose figures are nowhere else; the expected range is
// the shared pricing module's on that card (its own tests check it by hand),
// and every word comes from content/.
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { estimateChargeableWeight } from "../../supabase/functions/_shared/chargeableWeight.ts";
import { priceShipment } from "../../supabase/functions/_shared/price/pricing.ts";
import type { RateCard } from "../../supabase/functions/_shared/price/rateCardSchema.ts";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { withoutBidiControls } from "../../supabase/functions/_shared/words/bidiControls.ts";
import { describePrice, visitorPriceOf } from "../../supabase/functions/_shared/price/visitorPrice.ts";
import {
  expect,
  fill,
  fillCargo,
  fillForm,
  gotoHydrated,
  languages,
  outboxEmail,
  pathIn,
  sampleLanguages,
  sampleValues,
  showEverything,
  teamLanguage,
  teamRow,
  teamWords,
  test,
  uniqueTag,
  wordsOf,
  PRICED_COUNTRY,
} from "./fixtures";
import { sendAccepted } from "./steps";
import { sidewaysOverflow, unreadableText } from "./layout";

const card = yaml.load(fs.readFileSync(path.join(__dirname, "../fixtures/rates.yaml"), "utf8"), {
  schema: yaml.CORE_SCHEMA,
}) as RateCard;

/** What fillPricedRequest asks beyond airport to airport: fillCargo's city, then the door and insurance. */
const ASKED = { pickupCity: "Shenzhen", door: true, insure: true };
const GOODS_VALUE = 5000;

/**
 * The shipment fillCargo types: 3 pieces of 120 x 80 x 100 cm to the United
 * States, with `weight` kg, from Shenzhen; to the door and insured for
 * GOODS_VALUE where `asked` says so.
 */
function expectedPrice(weightKg: number, asked = ASKED) {
  const cargo = { cargoPieces: 3, cargoLengthCm: 120, cargoWidthCm: 80, cargoHeightCm: 100, cargoVolumeM3: null, cargoWeightKg: weightKg };
  const chargeableKg = estimateChargeableWeight(cargo)!.chargeableKg;
  const pricing = priceShipment(
    card,
    {
      countryCode: "US",
      chargeableKg,
      grossKg: weightKg,
      pieces: 3,
      lengthCm: 120,
      widthCm: 80,
      heightCm: 100,
      volumeM3: null,
      pickupCity: asked.pickupCity,
      door: asked.door,
      insuredValue: asked.insure ? GOODS_VALUE : null,
    },
    new Date(),
  );
  if (pricing.kind !== "priced") throw new Error(`the fixture card does not price the test's shipment: ${pricing.reason}`);
  return visitorPriceOf(pricing.price);
}

/**
 * The test's shipment: no dangerous goods ticked, 400 kg (under the card's
 * average piece limit), from Shenzhen to the door in the US, insured.
 */
async function fillPricedRequest(page: import("@playwright/test").Page, code: string, tag: string) {
  const words = wordsOf(code).contact.form;
  await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY }, words);
  const cargo = await fillCargo(page, "400", words);
  await cargo.content("batteries").uncheck();
  await cargo.deliverTo("door").check();
  await cargo.postcode.fill("10001");
  await cargo.insure.check();
  await cargo.goodsValue.fill(String(GOODS_VALUE));
}

const codes = [languages.default, ...sampleLanguages.filter((language) => language.direction === "rtl").map((l) => l.code)];

for (const code of codes) {
  test(`the thank-you page shows the indicative price under the reference, in ${code}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, pathIn(code, "/"));
    const tag = uniqueTag(`price-${code}`);
    await fillPricedRequest(page, code, tag);
    await sendAccepted(page, code);

    const priceWords = wordsOf(code).thankYou.price;
    const shown = describePrice(expectedPrice(400), priceWords, code, ASKED);
    // The fixture card's Americas have both services, and cover the city, the door and insurance.
    expect(shown.options.map((option) => option.service)).toEqual(["express", "economy"]);
    const box = page.getByRole("region", { name: shown.title });
    await expect(box).toBeVisible();
    for (const option of shown.options) {
      const card = box.getByRole("listitem").filter({ has: page.getByRole("heading", { name: option.name }) });
      // The page writes the figures left to right in every language, without Intl's marks (src/quote/PriceOptions.tsx).
      await expect(card).toContainText(withoutBidiControls(option.range));
      await expect(card).toContainText(option.transit);
    }
    for (const line of [...shown.details, shown.included, shown.excluded, shown.confirm]) await expect(box).toContainText(line);
    // Under the reference, never the total.
    const reference = page.locator("main strong > bdi");
    expect((await reference.boundingBox())!.y).toBeLessThan((await box.boundingBox())!.y);

    // Reloaded, or opened again in the same tab: the reference and the price again, kept for the tab.
    const referenceText = await reference.textContent();
    await page.reload();
    await expect(reference).toHaveText(referenceText!);
    await expect(box).toContainText(withoutBidiControls(shown.range));
    await page.goto(pathIn(code, "/"));
    await page.goto(pathIn(code, "/thank-you"));
    await expect(reference).toHaveText(referenceText!);
    await expect(box).toContainText(withoutBidiControls(shown.range));

    await expect(page.locator("html")).toHaveAttribute("dir", code === languages.default ? "ltr" : "rtl");
    const overflow = await sidewaysOverflow(page);
    expect(overflow.offenders, "what sticks out sideways").toEqual([]);
    expect(overflow.scrollWidth, "the page's width").toBeLessThanOrEqual(overflow.width);
    expect(await unreadableText(page, "main"), "text overlapping or cut off").toEqual([]);
    fs.mkdirSync("screenshots", { recursive: true });
    await showEverything(page);
    await page.screenshot({ path: `screenshots/thank-you-price-${code}-375.png`, fullPage: true });

    // No Choose here: the thank-you page links to the shipper's quote page, where the shipper picks economy;
    // the page confirms it, the team is told in the lead's thread, a reload keeps it.
    await expect(box.getByRole("button")).toHaveCount(0);
    await page.getByRole("link", { name: wordsOf(code).booking.quoteLink.button }).click();
    const quote = page.getByRole("article", { name: wordsOf(code).quotePage.title });
    await expect(quote).toContainText(referenceText!);
    const economy = shown.options[1];
    const choose = quote.getByRole("button", { name: `${priceWords.choose} ${economy.name}` });
    await choose.click();
    await expect(quote.getByRole("status").filter({ hasText: economy.name })).toHaveText(
      fillTemplate(priceWords.chosen, { service: economy.name }),
    );
    await expect(choose).toHaveAttribute("aria-pressed", "true");
    const told = await outboxEmail(tag, "choice-1");
    const team = await outboxEmail(tag);
    expect(told.subject).toBe(`Re: ${team.subject}`);
    expect(told.text).toContain(`chose Economy for quote request ${referenceText}`);
    await page.reload();
    await expect(choose).toHaveAttribute("aria-pressed", "true");
    await showEverything(page);
    await page.screenshot({ path: `screenshots/quote-chosen-${code}-375.png`, fullPage: true });
  });
}

test("a request the card cannot price says why on the thank-you page, and that the team will quote", async ({ page }) => {
  await gotoHydrated(page, "/");
  const tag = uniqueTag("no-price");
  await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY });
  // Batteries stay ticked, their questions unanswered: the team asks what they are.
  await fillCargo(page, "400");
  await sendAccepted(page);
  await expect(page.getByText(wordsOf(languages.default).thankYou.noPrice.specialGoodsUnknown)).toBeVisible();
  await expect(page.getByRole("region", { name: wordsOf(languages.default).thankYou.price.title })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the price reaches the visitor in the confirmation e-mail", async ({ page }) => {
    const code = sampleLanguages.find((language) => language.direction === "ltr")?.code ?? languages.default;
    await page.goto(pathIn(code, "/"));
    const tag = uniqueTag("price-nojs");
    await fillPricedRequest(page, code, tag);
    await sendAccepted(page, code);
    const confirmation = await outboxEmail(tag, "visitor_confirmation");
    const priceWords = wordsOf(code).thankYou.price;
    const shown = describePrice(expectedPrice(400), priceWords, code, ASKED);
    expect(confirmation.text).toContain(shown.title);
    // Every option, and how to choose one without the page: by replying.
    // Every option in the price's panel: its name, its range, its transit time, each a paragraph of the text part.
    for (const option of shown.options) expect(confirmation.text).toContain(`${option.name}\n\n${option.range}\n\n${option.transit}`);
    for (const line of shown.details) expect(confirmation.text).toContain(line);
    expect(confirmation.text).toContain(priceWords.byReply);
    expect(confirmation.text).toContain(shown.confirm);
    const team = await outboxEmail(tag);
    const { low, high } = expectedPrice(400);
    const range = new Intl.NumberFormat(teamLanguage, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "code",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).formatRange(low, high);
    expect(team.text).toContain(teamRow("visitorSaw", fill(teamWords.price.visitorSaw, { range })));
  });
});
