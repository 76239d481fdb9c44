// Steps the browser tests take again and again, written once: send the quote
// form and wait for the thank-you page, and find a reference in a text.
import type { Page } from "@playwright/test";
import { type ContactValues, expect, fillForm, formControls, languages, pathIn, REFERENCE_IN_TEXT, wordsOf } from "./fixtures";

/** The reference in `text`; fails the test when there is none. */
export function referenceIn(text: string): string {
  const found = REFERENCE_IN_TEXT.exec(text);
  expect(found, `a reference in ${JSON.stringify(text)}`).not.toBeNull();
  return found![0];
}

/** The thank-you page's address in a language, as the end of a URL. */
export const thankYouUrl = (code: string = languages.default) => new RegExp(`${pathIn(code, "/thank-you")}$`);

/** Presses Send on the quote form of a page in `code` and waits until the browser is on that language's thank-you page. */
export async function sendToThankYou(page: Page, code: string = languages.default) {
  await formControls(page, wordsOf(code).contact.form).submit.click();
  await expect(page).toHaveURL(thankYouUrl(code));
}

/** Types the values into the quote form of a page in `code`, sends it, and waits for the thank-you page. */
export async function fillAndSend(page: Page, values: Partial<ContactValues>, code: string = languages.default) {
  await fillForm(page, values, wordsOf(code).contact.form);
  await sendToThankYou(page, code);
}
