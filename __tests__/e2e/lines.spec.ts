// A packing list in the browser, with and without JavaScript, in the default
// language and the right-to-left one: three lines of different sizes (pallets
// that cannot be stacked, cartons weighed per piece, boxes) reach the team's
// e-mail and are priced as worked by hand below on the tests' card
// (__tests__/fixtures/rates.yaml, whose height for pieces that cannot be
// stacked, 160 cm, is content/rates.yaml's: the page's estimate takes it, as
// the price does); and a line with a piece past the
// card's limits gets no instant price, the page or the e-mail naming that
// line. Words come from content/; the figures are the fixture card's.
import { fillTemplate } from "../../src/content/fillTemplate";
import { formatNumber } from "../../supabase/functions/_shared/words/fieldWords.ts";
import type { Page } from "@playwright/test";
import {
  expect,
  fillForm,
  gotoHydrated,
  languages,
  outboxEmail,
  pathIn,
  sampleLanguages,
  sampleValues,
  siteLanguages,
  teamLanguage,
  teamRow,
  teamWords,
  test,
  uniqueTag,
  wordsOf,
  PRICED_COUNTRY,
} from "./fixtures";
import { sendAccepted } from "./steps";

type Line = {
  pieces: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
  perPiece?: boolean;
  stackable: boolean;
};

// By hand, on the fixture card:
// line 1: 2 pallets 120 x 80 x 150 cm, 200 kg for the line, not stackable (taken at the card's 160 cm high):
//         2 x 120 x 80 x 160 = 3,072,000 cm³;
// line 2: 12 cartons 60 x 40 x 40 cm, 15 kg each (180 kg): 1,152,000 cm³;
// line 3: 5 boxes 50 x 40 x 30 cm, 40 kg for the line: 300,000 cm³.
// 4,524,000 cm³ / 6,000 = 754 kg against 200 + 180 + 40 = 420 kg gross: 754 kg chargeable.
// Express to the US: 754 x 4.657 (+500) = 3,511.378, 3,511.38 (1,000 x 4.423 = 4,423.00 at +1000 costs more); fuel
// 0.617 x 754 = 465.218, 465.22; security on the gross 0.149 x 420 = 62.58; documents 41.93: 4,081.11. Less 10 %,
// 3,672.999, down to two significant figures: 3,600; plus 10 %, 4,489.221, up: 4,500.
const LINES: Line[] = [
  { pieces: "2", lengthCm: "120", widthCm: "80", heightCm: "150", weightKg: "200", stackable: false },
  { pieces: "12", lengthCm: "60", widthCm: "40", heightCm: "40", weightKg: "15", perPiece: true, stackable: true },
  { pieces: "5", lengthCm: "50", widthCm: "40", heightCm: "30", weightKg: "40", stackable: true },
];
const CHARGEABLE = "754";
const TOTAL = 4081.11;
const [LOW, HIGH] = [3600, 4500];

/** The line numbered `index + 1` as the page's language numbers it, by its legend. */
const lineGroup = (page: Page, code: string, index: number) =>
  page.locator("#contact form").getByRole("group", {
    name: fillTemplate(wordsOf(code).contact.form.cargo.lineLegend, { number: formatNumber(index + 1, code) }),
    exact: true,
  });

/** Opens the Cargo details and "another size", and types the lines in, each control found by its label. */
async function fillLines(page: Page, code: string, lines: Line[]) {
  const words = wordsOf(code).contact.form;
  const form = page.locator("#contact form");
  const cargo = form.locator("#contact-cargo");
  if (!(await cargo.evaluate((details: HTMLDetailsElement) => details.open))) await cargo.locator("> summary").click();
  const more = form.locator("#contact-cargoLines-more");
  if (!(await more.evaluate((details: HTMLDetailsElement) => details.open))) await more.locator("> summary").click();
  const rtl = siteLanguages.find((language) => language.code === code)?.direction === "rtl";
  for (const [index, line] of lines.entries()) {
    const group = lineGroup(page, code, index);
    // On a right-to-left page the second line is typed in Arabic-Indic digits, as a shipper there may type it.
    const typed = (value: string) => (rtl && index === 1 ? value.replace(/[0-9]/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]) : value);
    const number = (label: string, value: string) => group.getByLabel(label, { exact: true }).fill(typed(value));
    await number(words.labels.cargoPieces, line.pieces);
    await number(words.labels.cargoLengthCm, line.lengthCm);
    await number(words.labels.cargoWidthCm, line.widthCm);
    await number(words.labels.cargoHeightCm, line.heightCm);
    await number(words.cargo.lineWeight, line.weightKg);
    await group.getByLabel(words.cargo.lineWeightForPiece, { exact: true }).setChecked(line.perPiece === true);
    await group.getByLabel(words.cargo.lineStackable, { exact: true }).setChecked(line.stackable);
  }
}

/** Amounts as the team's e-mail writes them (the team's language, the card's currency code), to the cent or whole. */
const teamMoney = (digits: number) =>
  new Intl.NumberFormat(teamLanguage, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "code",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

const codes = [languages.default, ...sampleLanguages.filter((language) => language.direction === "rtl").map((language) => language.code)];

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    for (const code of codes) {
      test(`three lines reach the team's e-mail priced as by hand, in ${code}`, async ({ page }) => {
        if (javaScriptEnabled) await gotoHydrated(page, pathIn(code, "/"));
        else await page.goto(pathIn(code, "/"));
        const tag = uniqueTag(`lines-${code}-${javaScriptEnabled ? "js" : "nojs"}`);
        await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY }, wordsOf(code).contact.form);
        await fillLines(page, code, LINES);
        if (javaScriptEnabled) {
          // The estimate follows every line, the pallets at the card's height, as the price takes them.
          await expect(page.locator("#contact-cargo [role=status]")).toContainText(
            fillTemplate(wordsOf(code).contact.form.cargo.estimate, { chargeable: formatNumber(Number(CHARGEABLE), code) }),
          );
        }
        await sendAccepted(page, code);

        const team = await outboxEmail(tag);
        // The packing list, line by line, each with its volume weight (worked out above), the pallets' taken at the
        // card's height (2 x 120 x 80 x 160 / 6,000 = 512 kg, not 480), so no note that they were priced as they are.
        const kg = (weight: string) => fillTemplate(teamWords.values.weight, { weight });
        const PACKED = [
          ["2", "120 x 80 x 150", "200", false, fillTemplate(teamWords.values.takenAt, { weight: kg("512"), height: "160" })],
          ["12", "60 x 40 x 40", "180", true, kg("192")],
          ["5", "50 x 40 x 30", "40", true, kg("50")],
        ] as const;
        for (const [index, [pieces, sides, weight, stackable, volumetric]] of PACKED.entries()) {
          const value = fillTemplate(teamWords.values.line, {
            pieces,
            sides,
            weight: kg(weight),
            stackable: stackable ? teamWords.values.stackable : teamWords.values.notStackable,
            volumetric,
          });
          expect(team.text).toContain(`${fillTemplate(teamWords.labels.line, { number: String(index + 1) })}: ${value}`);
        }
        expect(team.text).not.toContain(`${fillTemplate(teamWords.labels.line, { number: "4" })}:`);
        expect(team.text).not.toContain(teamWords.values.ownHeight);
        expect(team.text).toContain(teamRow("chargeableWeight", fillTemplate(teamWords.values.weight, { weight: CHARGEABLE })));
        // The total as the team's e-mail writes an amount: the number in the team's language, then the code.
        const total = new Intl.NumberFormat(teamLanguage, { minimumFractionDigits: 2 }).format(TOTAL);
        expect(team.text).toContain(`${fillTemplate(teamWords.labels.total, { service: teamWords.services.express })}: ${total} USD`);
        const range = teamMoney(0).formatRange(LOW, HIGH);
        expect(team.text).toContain(teamRow("visitorSaw", fillTemplate(teamWords.price.visitorSaw, { range })));
      });
    }

    for (const code of codes) {
      test(`a line with a piece past the card's limits gets no instant price, naming the line, in ${code}`, async ({ page }) => {
        if (javaScriptEnabled) await gotoHydrated(page, pathIn(code, "/"));
        else await page.goto(pathIn(code, "/"));
        const tag = uniqueTag(`lines-limit-${code}-${javaScriptEnabled ? "js" : "nojs"}`);
        await fillForm(page, { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY }, wordsOf(code).contact.form);
        // The fixture card's pieces are at most 153 cm high: the second line's are 154.
        await fillLines(page, code, [LINES[0], { ...LINES[1], heightCm: "154" }, LINES[2]]);
        await sendAccepted(page, code);
        const sentence = fillTemplate(wordsOf(code).thankYou.noPrice.beyondLimitsLine, { number: formatNumber(2, code) });
        if (javaScriptEnabled) await expect(page.getByText(sentence)).toBeVisible();
        const confirmation = await outboxEmail(tag, "visitor_confirmation");
        expect(confirmation.text).toContain(sentence);
        // The team's e-mail names the same line and the limit it passed.
        const team = await outboxEmail(tag);
        expect(team.text).toContain(`${fillTemplate(teamWords.labels.line, { number: "2" })}: ${teamWords.limits.heightCm}`);
      });
    }
  });
}
