// The CMS at /admin/, as an editor uses it: the production build with
// decap-server on a copy of content/ (playwright.config.ts), so the real
// files are never touched.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import yaml from "js-yaml";
import { loadContentFile } from "../../src/content/load";
import { CONTENT_FILES, type ContentKey } from "../../src/content/schema";
import { labelFromName } from "../../src/cms/config";
import { theme } from "../../src/theme";
import { expect, test } from "./fixtures";

const repo = process.env.E2E_CMS_REPO ?? "";
const benefitsFile = path.join(repo, CONTENT_FILES.benefits.path);

test.use({ viewport: { width: 1400, height: 900 } });
test.describe.configure({ mode: "serial" });

/** Logs in to decap-server, which needs no account. */
async function logIn(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
}

/** Opens one content file: its collection in the menu, then the collection's one file. */
async function openFile(page: Page, key: ContentKey) {
  await page.locator(`a[href="#/collections/${key}"]`).click();
  await page.locator(`a[href="#/collections/${key}/entries/${key}"]`).click();
  await expect(page.getByText(`Writing in ${CONTENT_FILES[key].label}`)).toBeVisible();
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

test("lists every content file, saves a new benefit title to the YAML, and previews it in the section's styles", async ({
  page,
  consoleEntries,
}) => {
  const before = loadContentFile("benefits", repo);
  const card = before.cards[3];
  const newTitle = `${card.title} live`;

  await logIn(page);
  for (const [key, file] of Object.entries(CONTENT_FILES)) {
    await expect(page.locator(`a[href="#/collections/${key}"]`), `${file.path} is in the menu`).toHaveText(file.label);
  }
  await openFile(page, "benefits");

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
  await expect.poll(() => loadContentFile("benefits", repo).cards[3].title, { timeout: 10_000 }).toBe(newTitle);
  // Only that title changed, and the file still passes the build's validation (loadContentFile throws otherwise).
  const after = loadContentFile("benefits", repo);
  expect({ ...after, cards: after.cards.map((item, index) => (index === 3 ? card : item)) }).toEqual(before);

  const errors = consoleEntries.filter((entry) => entry.type === "error").map((entry) => entry.text);
  expect(errors, "console errors in /admin/").toEqual([]);
});

test("a required field left empty is refused with the field's message, and nothing is written", async ({ page, pageErrors }) => {
  await logIn(page);
  await openFile(page, "benefits");
  const before = fs.readFileSync(benefitsFile, "utf8");
  const { heading } = yaml.load(before) as { heading: string };

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
