// Steps the browser tests take again and again, written once: send the quote
// form and wait for the page it lands on (the live form's thank-you page, or
// the plain form's quote page, where the function's 303 sends it), find a
// reference in a text, and make a priced request straight on the function.
import type { APIRequestContext, Page } from "@playwright/test";
import { BACKEND_PORT, SITE_PORT } from "../../playwright.config";
import {
  type ContactValues,
  expect,
  fillForm,
  formControls,
  languages,
  pathIn,
  PRICED_COUNTRY,
  REFERENCE_IN_TEXT,
  uniqueTag,
  wordsOf,
} from "./fixtures";

/** The local function's address, as the built site calls it. */
export const BACKEND = `http://127.0.0.1:${BACKEND_PORT}/functions/v1/send-contact-email`;
/** The served site's origin, which the function allows. */
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;

/** The reference in `text`; fails the test when there is none. */
export function referenceIn(text: string): string {
  const found = REFERENCE_IN_TEXT.exec(text);
  expect(found, `a reference in ${JSON.stringify(text)}`).not.toBeNull();
  return found![0];
}

/** The thank-you page's address in a language, as the end of a URL. */
export const thankYouUrl = (code: string = languages.default) => new RegExp(`${pathIn(code, "/thank-you")}$`);

/** The shipper's quote page in a language, with a reference and its key, as the end of a URL (where the plain form's 303 goes). */
export const quotePageUrl = (code: string = languages.default) =>
  new RegExp(`${pathIn(code, "/quote")}/?\\?ref=(${REFERENCE_IN_TEXT.source})#key=([\\w.%-]+)$`);

/** Either page an accepted request lands on in `code`: the thank-you page (the live form) or the quote page (the plain form). */
export const landedUrl = (code: string = languages.default) => new RegExp(`(${thankYouUrl(code).source})|(${quotePageUrl(code).source})`);

/**
 * Presses Send on the quote form of a page in `code` and waits until the
 * browser is on the page an accepted request lands on: the thank-you page
 * (the live form) or the quote page (the plain form, with or without JavaScript).
 */
export async function sendAccepted(page: Page, code: string = languages.default) {
  await formControls(page, wordsOf(code).contact.form).submit.click();
  await expect(page).toHaveURL(landedUrl(code));
}

/** Types the values into the quote form of a page in `code`, sends it, and waits for the page it lands on (sendAccepted). */
export async function fillAndSend(page: Page, values: Partial<ContactValues>, code: string = languages.default) {
  await fillForm(page, values, wordsOf(code).contact.form);
  await sendAccepted(page, code);
}

/** A priced request made straight on the function (JSON, as the live form sends it): its reference and key. */
export async function pricedLead(request: APIRequestContext, code: string, deliverTo: "airport" | "door" = "door") {
  const tag = uniqueTag(`quote-${code}`);
  const answer = await request.post(BACKEND, {
    headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
    data: {
      name: `Quote ${tag}`,
      email: `${tag}@shop.example`,
      shippingCountry: PRICED_COUNTRY,
      message: "Three pallets of spare parts, please.",
      language: code,
      cargoPieces: 3,
      cargoLengthCm: 120,
      cargoWidthCm: 80,
      cargoHeightCm: 100,
      cargoWeightKg: 400,
      cargoContents: [],
      pickupCity: "Shenzhen",
      deliverTo,
      ...(deliverTo === "door" ? { deliveryPostcode: "10001" } : {}),
    },
  });
  expect(answer.status()).toBe(200);
  const { reference, quoteKey } = (await answer.json()) as { reference: string; quoteKey: string };
  expect(quoteKey).toMatch(/^v1\./);
  return { reference, quoteKey, tag };
}
