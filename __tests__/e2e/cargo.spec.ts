// Quotable leads in the browser: the Cargo details group with and without
// JavaScript, numbers as each language types them, the live estimate, the
// reference on the thank-you page and in both e-mails, and bad numbers named
// at their fields. Expectations about words come from content/.
import { fillTemplate } from "../../src/content/fillTemplate";
import { formatNumber } from "../../supabase/functions/_shared/words/fieldWords.ts";
import { CONTENT_QUESTIONS, QUESTION_FIELDS } from "../../supabase/functions/_shared/contactFields.ts";
import {
  cargoControls,
  expect,
  fieldName,
  fillCargo,
  fillForm,
  form,
  formControls,
  gotoHydrated,
  outboxEmail,
  pathIn,
  REFERENCE,
  REFERENCE_IN_TEXT,
  sampleLanguages,
  sampleValues,
  teamRow,
  teamWords,
  test,
  thankYou,
  uniqueTag,
  wordsOf,
} from "./fixtures";
import { sendAccepted } from "./steps";

test.describe("with JavaScript", () => {
  test("the group opens, shows the chargeable weight as typed, and the reference reaches the page and both e-mails", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cargo = cargoControls(page);
    await expect(cargo.group).not.toHaveAttribute("open");
    await expect(cargo.pieces).toBeHidden();
    const tag = uniqueTag("cargo");
    await fillForm(page, sampleValues(tag));
    await fillCargo(page, "450.5");
    // 3 x 120 x 80 x 100 cm / 6,000 = 480 kg, more than the 450.5 kg gross.
    await expect(cargo.estimate).toContainText(fillTemplate(form.cargo.estimate, { chargeable: "480" }));
    await expect(cargo.estimate).toContainText(form.cargo.estimateNote);

    await sendAccepted(page);
    await expect(page.getByText(thankYou.referenceLabel)).toBeVisible();
    const reference = (await page.locator("main strong > bdi").textContent())!;
    expect(reference).toMatch(REFERENCE);

    const team = await outboxEmail(tag);
    expect(team.subject).toContain(reference);
    expect(team.text).toContain(teamRow("chargeableWeight", fillTemplate(teamWords.values.weight, { weight: "480" })));
    expect(team.text).toContain(teamRow("contents", teamWords.contents.batteries));
    expect(team.text).toContain("UN38.3");
    const confirmation = await outboxEmail(tag, "visitor_confirmation");
    expect(confirmation.subject).toContain(reference);
    expect(confirmation.text).toContain(form.cargo.contents.batteries);
    expect(confirmation.text, "nothing the visitor wrote").not.toContain(tag);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the group opens by itself, numbers are read as the language types them, and the reference is in the e-mail", async ({ page }) => {
    const spanish = sampleLanguages.find((language) => language.direction === "ltr");
    const code = spanish?.code ?? "en";
    const words = wordsOf(code).contact.form;
    await page.goto(pathIn(code, "/"));
    const tag = uniqueTag("cargo-nojs");
    await fillForm(page, sampleValues(tag), words);
    // "1.250" is one thousand two hundred and fifty where the decimal separator is a comma (Spanish,
    // French, German), and one and a quarter where it is a point: the page's language decides.
    const decimalComma = new Intl.NumberFormat(code).format(1.5).includes(",");
    await fillCargo(page, "1.250", words);
    await sendAccepted(page, code);
    // The plain post lands on the quote page, which without JavaScript says where the price and details are.
    await expect(page.getByText(wordsOf(code).quotePage.needsJavaScript)).toBeVisible();
    const team = await outboxEmail(tag);
    // 3 x 120 x 80 x 100 cm / 6,000 = 480 kg volumetric.
    const kg = (weight: string) => fillTemplate(teamWords.values.weight, { weight });
    expect(team.text).toContain(teamRow("grossWeight", decimalComma ? kg("1,250") : kg("1.25")));
    expect(team.text).toContain(teamRow("chargeableWeight", decimalComma ? kg("1,250") : kg("480")));
    expect((await outboxEmail(tag, "visitor_confirmation")).subject).toMatch(REFERENCE_IN_TEXT);
  });

  test("closed, the group's fields are not laid out at all; opened, each is shown and takes the keyboard", async ({ page }) => {
    await page.goto("/");
    const cargo = cargoControls(page);
    const fields = cargo.group.locator("input, select, textarea");
    const count = await fields.count();
    expect(count).toBeGreaterThan(0);
    // Asking for an element's boxes lays out what is only hidden (as what reads the fields once the page is parsed
    // does); a closed group's fields have none, so nothing of them is laid out before the group is opened.
    const boxes = () => fields.evaluateAll((elements) => elements.map((element) => element.getClientRects().length));
    expect(await boxes()).toEqual(new Array(count).fill(0));
    await cargo.summary.click();
    // Opened, every field is laid out but the next lines', under "another size", itself closed until opened, and the
    // questions under a box, shown once it is ticked.
    const more = cargo.group.locator("#contact-cargoLines-more");
    const inMore = await fields.evaluateAll((elements) => elements.map((element) => element.closest("#contact-cargoLines-more") !== null));
    const questions: readonly string[] = QUESTION_FIELDS;
    const asked = await fields.evaluateAll(
      (elements, names) => elements.map((element) => names.includes(element.getAttribute("name") ?? "")),
      questions,
    );
    const later = inMore.map((inside, index) => inside || asked[index]);
    expect((await boxes()).map((box, index) => box === 0 && !later[index])).not.toContain(true);
    expect((await boxes()).filter((_, index) => later[index])).toEqual(later.filter(Boolean).map(() => 0));
    await more.locator("> summary").click();
    for (const content of Object.keys(CONTENT_QUESTIONS) as (keyof typeof CONTENT_QUESTIONS)[]) await cargo.content(content).check();
    expect(await boxes()).not.toContain(0);
    await cargo.pieces.focus();
    await expect(cargo.pieces).toBeFocused();
  });

  for (const language of sampleLanguages) {
    test(`a number that cannot be right gets the function's page naming the field, in ${language.code}`, async ({ page }) => {
      const words = wordsOf(language.code).contact.form;
      await page.goto(pathIn(language.code, "/"));
      await fillForm(page, sampleValues(), words);
      const cargo = cargoControls(page, words);
      await cargo.summary.click();
      // Two and a half cartons, in Arabic-Indic digits on a right-to-left page, on a line otherwise whole.
      await cargo.pieces.fill(language.direction === "rtl" ? "٢٫٥" : "2,5");
      for (const control of [cargo.length, cargo.width, cargo.height, cargo.weight]) await control.fill("40");
      await formControls(page, words).submit.click();
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      // The function's page names the line as the form numbers it, then the field.
      const line = fillTemplate(words.cargo.lineLegend, { number: formatNumber(1, language.code) });
      await expect(page.getByRole("listitem")).toHaveText(`${line} · ${fieldName(words.labels.cargoPieces)}: ${words.errors.wholeNumber}`);
    });
  }
});
