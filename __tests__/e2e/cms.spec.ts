// The CMS at /admin/, as an editor uses it: the production build with
// decap-server on a copy of content/ (playwright.config.ts), so the real
// files are never touched.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { loadLanguageFile } from "../../src/content/load";
import { CONTENT_FILES, type ContentKey } from "../../src/content/schema";
import { contentPath } from "../../src/content/schemaDsl";
import { CMS_GROUPS, labelFromName } from "../../src/cms/config";
import { theme } from "../../src/theme";
import { expect, languages, siteLanguages, test } from "./fixtures";

const repo = process.env.E2E_CMS_REPO ?? "";
const benefitsFile = path.join(repo, contentPath(CONTENT_FILES.benefits));
const defaultLanguage = siteLanguages.find((language) => language.code === languages.default)!;
/** Another published language, and one written right to left. */
const otherLanguage = siteLanguages.find((language) => language.code !== languages.default && language.direction === "ltr")!;
const rtlLanguage = siteLanguages.find((language) => language.direction === "rtl");
/** The language Decap opens beside the default: the next in content/languages.yaml, published or not (editors work on both). */
const besideLanguage = languages.languages.find((language) => language.code !== languages.default)!;
/** One language's benefits as the CMS saved them (throws, naming the field, if the build would refuse them). */
const savedBenefits = (language = defaultLanguage) => loadLanguageFile("benefits", language, repo);

test.use({ viewport: { width: 1400, height: 900 } });
test.describe.configure({ mode: "serial" });

/** Logs in to decap-server, which needs no account. */
async function logIn(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
}

/** The collection a content file is in. */
const groupOf = (key: ContentKey) => CMS_GROUPS.find((group) => group.files.includes(key))!;

/** Opens one content file: its collection in the menu, then the file. */
async function openFile(page: Page, key: ContentKey) {
  const group = groupOf(key);
  await page.locator(`a[href="#/collections/${group.name}"]`).click();
  await page.locator(`a[href="#/collections/${group.name}/entries/${CONTENT_FILES[key].name}"]`).click();
  await expect(page.getByText(`Writing in ${group.label} collection`)).toBeVisible();
}

/** Shows the preview instead of the second language beside the first. */
async function showPreview(page: Page) {
  await page.locator('button[title="Toggle i18n"]').click();
  await expect(page.frameLocator("iframe").first().getByRole("button", { name: "Phone" })).toBeVisible();
}

/** The text input whose value is `value` (Decap gives every input an id like `title-field-16`). */
async function inputWithValue(page: Page, value: string) {
  const id = await page
    .locator("input, textarea")
    .evaluateAll((inputs, wanted) => (inputs as HTMLInputElement[]).find((input) => input.value === wanted)?.id, value);
  expect(id, `an input holding "${value}"`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The section as the preview shows it, inside the phone-width frame inside Decap's preview frame. */
const preview = (page: Page) => page.frameLocator("iframe").first().frameLocator('iframe[title*="preview"]');

test("lists every content file in its group, saves a new benefit title to the YAML, and previews it in the section's styles", async ({
  page,
  consoleEntries,
}) => {
  const before = savedBenefits();
  const otherBefore = savedBenefits(otherLanguage);
  const card = before.cards[3];
  const newTitle = `${card.title} live`;

  await logIn(page);
  for (const group of CMS_GROUPS) {
    await page.locator(`a[href="#/collections/${group.name}"]`).click();
    for (const key of group.files) {
      const file = CONTENT_FILES[key];
      await expect(
        page.locator(`a[href="#/collections/${group.name}/entries/${file.name}"]`),
        `${file.name} is in ${group.label}`,
      ).toContainText(file.label);
    }
  }
  await openFile(page, "benefits");
  // Each translated file opens with two languages side by side; the preview shows the one on the left.
  await expect(page.getByText(`Writing in ${defaultLanguage.code.toUpperCase()}`)).toBeVisible();
  await expect(page.getByText(`Writing in ${besideLanguage.code.toUpperCase()}`)).toBeVisible();
  await showPreview(page);

  // The card is collapsed in its list: open it, then retitle it.
  const title = await inputWithValue(page, card.title);
  await title.locator("xpath=ancestor::div[contains(@class,'SortableListItem')][1]").locator("button").first().click();
  await title.fill(newTitle);

  // The preview shows the new title at once, styled as the site styles it.
  const heading = preview(page).getByRole("heading", { level: 3, name: newTitle });
  await expect(heading).toBeVisible();
  const styles = await heading.evaluate((element) => {
    const style = getComputedStyle(element);
    const cardStyle = getComputedStyle(element.closest("article")!);
    return { color: style.color, weight: style.fontWeight, radius: cardStyle.borderRadius, background: cardStyle.backgroundColor };
  });
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
  expect(styles).toEqual({
    color: rgb(theme.colors.ink),
    weight: String(theme.fontWeights.bold),
    radius: theme.radii.lg,
    background: rgb(theme.colors.surface),
  });

  await publish(page);
  await expect.poll(() => savedBenefits().cards[3].title, { timeout: 10_000 }).toBe(newTitle);
  // Only that title changed, in that language, and the file still passes the build's validation.
  const after = savedBenefits();
  expect({ ...after, cards: after.cards.map((item, index) => (index === 3 ? card : item)) }).toEqual(before);
  expect(savedBenefits(otherLanguage)).toEqual(otherBefore);

  const errors = consoleEntries.filter((entry) => entry.type === "error").map((entry) => entry.text);
  expect(errors, "console errors in /admin/").toEqual([]);
});

test("a required field left empty is refused with the field's message, and nothing is written", async ({ page, pageErrors }) => {
  await logIn(page);
  await openFile(page, "benefits");
  await showPreview(page);
  const before = fs.readFileSync(benefitsFile, "utf8");
  const { heading } = savedBenefits();

  await (await inputWithValue(page, heading)).fill("");
  await publish(page);

  await expect(page.getByText(`${labelFromName("heading")} is required.`)).toBeVisible();
  await expect(page.getByText("Oops, you've missed a required field")).toBeVisible();
  // Decap refuses the save by rejecting a promise with no reason (decap-cms-core's
  // persistEntry), which the page reports as one uncaught "undefined": expected here, and only here.
  await expect.poll(() => pageErrors.map((error) => error.message)).toEqual(["undefined"]);
  pageErrors.length = 0;
  // The preview says it in the build's words too.
  await expect(page.frameLocator("iframe").first().getByRole("alert")).toContainText("heading is required");
  await page.waitForTimeout(500);
  expect(fs.readFileSync(benefitsFile, "utf8")).toBe(before);
});

test("a required field left empty in another language than the one on screen is refused too, naming the language", async ({
  page,
  pageErrors,
}) => {
  const other = besideLanguage.published ? besideLanguage : siteLanguages.find((language) => language.code !== languages.default);
  test.skip(!other, "no other language is published");
  const target = other!;
  await logIn(page);
  await openFile(page, "benefits");
  const before = fs.readFileSync(benefitsFile, "utf8");
  const { heading } = savedBenefits(target);
  if (target.code !== besideLanguage.code) {
    // A draft language is beside the default: put a published one there instead.
    await page.getByText(`Writing in ${besideLanguage.code.toUpperCase()}`).click();
    await page.getByRole("menuitem", { name: target.code, exact: true }).click();
    // Decap 3.6 switches the right-hand pane, then throws: its EditorInterface gives that pane
    // no onLocaleChange (decap-cms-core's EditorControlPane.handleLocaleChange). Expected here only.
    await expect.poll(() => pageErrors.map((error) => error.message)).toEqual(["this.props.onLocaleChange is not a function"]);
    pageErrors.length = 0;
  }

  // The other language is beside the first: empty its heading, then publish from the first.
  await (await inputWithValue(page, heading)).fill("");
  await publish(page);

  await expect(page.getByText(`${target.name}: heading is required`)).toBeVisible();
  // Decap reports the refused save as one uncaught rejection: expected here, and only here.
  await expect.poll(() => pageErrors.length).toBe(1);
  pageErrors.length = 0;
  await page.waitForTimeout(500);
  expect(fs.readFileSync(benefitsFile, "utf8")).toBe(before);
});

test("previews the language being written, right to left where it reads so, with the file's languages listed", async ({ page }) => {
  test.skip(!rtlLanguage, "no right-to-left language is published");
  const rtl = rtlLanguage!;
  await logIn(page);
  await openFile(page, "benefits");
  await showPreview(page);
  await page.getByText(`Writing in ${defaultLanguage.code.toUpperCase()}`).click();
  // Decap lists the language codes (shown in capitals by its styles).
  await page.getByRole("menuitem", { name: rtl.code, exact: true }).click();

  const words = savedBenefits(rtl);
  await expect(preview(page).getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
  const frame = page.frameLocator("iframe").first().locator('iframe[title*="preview"]');
  expect(await frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument!.documentElement.dir)).toBe("rtl");
  const languagesOfFile = page
    .frameLocator("iframe")
    .first()
    .getByRole("region", { name: /Languages of this file/ });
  for (const language of siteLanguages) await expect(languagesOfFile).toContainText(language.name);
});
