// Lithium batteries asked as airlines classify them, through the browser, in
// the default language and the right-to-left one, with and without
// JavaScript: batteries inside the equipment are priced, the page (or, without
// JavaScript, the confirmation e-mail) saying the price includes their
// handling and naming the two documents the supplier provides; batteries on
// their own get their reason instead. The team's e-mail names each case's
// class. The local backend prices on the tests' card (__tests__/fixtures/rates.yaml,
// which has the battery handling line); every word comes from content/.
import type { Page } from "@playwright/test";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import {
  expect,
  fillCargo,
  fillForm,
  gotoHydrated,
  languages,
  outboxEmail,
  pathIn,
  sampleLanguages,
  sampleValues,
  teamWords,
  test,
  uniqueTag,
  wordsOf,
  PRICED_COUNTRY,
} from "./fixtures";
import { sendAccepted } from "./steps";

/** The answers typed under Lithium batteries: their kind, where they are, none over the limits. */
type Packing = "inEquipment" | "alone";

/** Fills a request priced on the fixture card (3 pieces to the US from Shenzhen) with lithium ion batteries packed so. */
async function fillWithBatteries(page: Page, code: string, tag: string, packing: Packing) {
  const words = wordsOf(code).contact.form;
  await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY }, words);
  // fillCargo ticks Lithium batteries: their questions show under the box.
  await fillCargo(page, "400", words);
  const question = (field: "batteryType" | "batteryPacking" | "batteryLarge") =>
    page.locator("#contact form").getByRole("group", { name: words.labels[field], exact: true });
  const { answers } = words.cargo;
  await question("batteryType").getByLabel(answers.lithiumIon, { exact: true }).check();
  await question("batteryPacking").getByLabel(answers[packing], { exact: true }).check();
  await question("batteryLarge").getByLabel(answers.no, { exact: true }).check();
}

/** The class as the team's e-mail names it, from content/team-emails.yaml's words. */
const teamClass = (un: string, packingInstruction: string, section: string) =>
  fillTemplate(teamWords.goods.battery, { un, packingInstruction, section, limits: teamWords.goods.ionWithin });

const codes = [languages.default, ...sampleLanguages.filter((language) => language.direction === "rtl").map((l) => l.code)];

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const code of codes) {
      test(`batteries inside the equipment are priced with their handling and its documents named, in ${code}`, async ({ page }) => {
        if (javaScriptEnabled) await gotoHydrated(page, pathIn(code, "/"));
        else await page.goto(pathIn(code, "/"));
        const tag = uniqueTag(`goods-in-${code}-${javaScriptEnabled ? "js" : "nojs"}`);
        await fillWithBatteries(page, code, tag, "inEquipment");
        await sendAccepted(page, code);
        const goods = wordsOf(code).thankYou.specialGoods;
        const said = [goods.included, goods.testSummary, goods.safetyDataSheet];
        if (javaScriptEnabled) {
          const main = page.locator("main");
          await expect(main.getByRole("region", { name: wordsOf(code).thankYou.price.title })).toBeVisible();
          for (const sentence of said) await expect(main).toContainText(sentence);
        }
        const confirmation = await outboxEmail(tag, "visitor_confirmation");
        for (const sentence of said) expect(confirmation.text).toContain(sentence);
        const team = await outboxEmail(tag);
        expect(team.text).toContain(`${teamWords.contents.batteries}: ${teamClass("UN3481", "967", "II")}`);
        expect(team.text).toContain(teamWords.goods.testSummary);
        expect(team.text).toContain(teamWords.goods.safetyDataSheet);
      });

      test(`batteries on their own get their reason, and the team their class, in ${code}`, async ({ page }) => {
        if (javaScriptEnabled) await gotoHydrated(page, pathIn(code, "/"));
        else await page.goto(pathIn(code, "/"));
        const tag = uniqueTag(`goods-alone-${code}-${javaScriptEnabled ? "js" : "nojs"}`);
        await fillWithBatteries(page, code, tag, "alone");
        await sendAccepted(page, code);
        const reason = wordsOf(code).thankYou.noPrice.batteriesAlone;
        if (javaScriptEnabled) {
          await expect(page.getByText(reason)).toBeVisible();
          await expect(page.getByRole("region", { name: wordsOf(code).thankYou.price.title })).toHaveCount(0);
        }
        const confirmation = await outboxEmail(tag, "visitor_confirmation");
        expect(confirmation.text).toContain(reason);
        expect(confirmation.text).not.toContain(wordsOf(code).thankYou.specialGoods.included);
        const team = await outboxEmail(tag);
        const alone = fillTemplate(teamWords.goods.cargoAircraftOnly, { class: teamClass("UN3480", "965", "IB") });
        expect(team.text).toContain(`${teamWords.contents.batteries}: ${alone}`);
      });
    }
  });
}
