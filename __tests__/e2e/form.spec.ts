// The quote form in the browser: missing information,
// the submitting state, failure by HTTP and by network error, success against
// the real local backend, and a whole submission by keyboard alone.
import type { Locator, Page, Route } from "@playwright/test";
import {
  cargoControls,
  CORS_HEADERS,
  countFunctionCalls,
  expect,
  expectFormValues,
  failedText,
  fill,
  fillForm,
  form,
  formControls,
  FUNCTION_URL,
  gotoHydrated,
  hero,
  notice,
  outboxEmail,
  outboxFiles,
  sampleValues,
  site,
  teamRow,
  teamWords,
  test,
  thankYou,
  uniqueTag,
} from "./fixtures";
import { sendAccepted, thankYouUrl } from "./steps";

/** Presses Tab (at most `limit` times) until `target` has the focus. */
async function tabUntilFocused(page: Page, target: Locator, limit: number) {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("missing information", () => {
  test("without a shipping country nothing is sent and the Missing Information notice shows", async ({ page }) => {
    await gotoHydrated(page, "/");
    const calls = countFunctionCalls(page);
    const controls = formControls(page);
    const values = sampleValues();
    await fillForm(page, { ...values, shippingCountry: "" });
    await controls.submit.click();

    const alert = notice(page, form.missingTitle);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(form.missingText);
    await expect(controls.shippingCountry).toHaveAttribute("aria-invalid", "true");
    await expect(controls.shippingCountry).toBeFocused();
    await expect(controls.submit).toHaveText(form.submitLabel);
    await page.waitForTimeout(500);
    expect(calls, "nothing is sent").toHaveLength(0);
    await expectFormValues(page, { ...values, shippingCountry: "" });
  });

  test("a name of only spaces counts as missing", async ({ page }) => {
    await gotoHydrated(page, "/");
    const calls = countFunctionCalls(page);
    await fillForm(page, { ...sampleValues(), name: "   " });
    await formControls(page).submit.click();
    await expect(notice(page, form.missingTitle)).toContainText(form.missingText);
    await page.waitForTimeout(500);
    expect(calls).toHaveLength(0);
  });

  test("an empty form is stopped by the browser's own required check, and nothing is sent", async ({ page }) => {
    await gotoHydrated(page, "/");
    const calls = countFunctionCalls(page);
    const controls = formControls(page);
    for (const field of [controls.name, controls.email, controls.message]) await expect(field).toHaveAttribute("required", "");
    await expect(controls.email).toHaveAttribute("type", "email");
    await expect(controls.message).toHaveAttribute("rows", "4");
    await controls.submit.click();
    expect(await controls.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.waitForTimeout(500);
    expect(calls).toHaveLength(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(form.footnote)).toBeVisible();
  });
});

test.describe("sending", () => {
  test("while the function has not answered, everything is disabled and the button reads Sending...", async ({ page }) => {
    await gotoHydrated(page, "/");
    const calls = countFunctionCalls(page);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(FUNCTION_URL, async (route: Route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS_HEADERS });
      await answered;
      await route.fulfill({ status: 200, headers: CORS_HEADERS, contentType: "application/json", json: { id: "late-answer" } });
    });

    const controls = formControls(page);
    const values = sampleValues();
    await fillForm(page, values);
    await controls.submit.click();

    await expect(controls.submit).toHaveText(form.sendingLabel);
    await expect(controls.submit).toBeDisabled();
    await expect(controls.submit.locator("svg")).toBeVisible(); // the spinner
    for (const field of ["name", "email", "phone", "shippingCountry", "shippingDetails", "message"] as const) {
      await expect(controls[field], `${field} is disabled while sending`).toBeDisabled();
    }
    await expect(controls.form).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: form.sendingLabel })).toHaveCount(1);
    // Pressing Enter again while sending does not send twice.
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    expect(calls).toHaveLength(1);

    // The payload is the six fields of the contract.
    const body = JSON.parse(calls[0]);
    expect(body).toMatchObject(values);

    release();
    await expect(page).toHaveURL(thankYouUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.title);
  });

  test("an HTTP error shows Failed to Send Message and keeps every value", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route(FUNCTION_URL, (route: Route) =>
      route.request().method() === "OPTIONS"
        ? route.fulfill({ status: 204, headers: CORS_HEADERS })
        : route.fulfill({ status: 500, headers: CORS_HEADERS, json: { error: { code: "internal", message: "Something broke" } } }),
    );
    const controls = formControls(page);
    const values = sampleValues();
    await fillForm(page, values);
    await controls.submit.click();

    const alert = notice(page, form.failedTitle);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(failedText);
    await expect(alert.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(alert).not.toContainText("Something broke");
    await expect(controls.submit).toHaveText(form.submitLabel);
    await expect(controls.submit).toBeEnabled();
    await expect(controls.name).toBeEnabled();
    await expectFormValues(page, values);
    await expect(page).toHaveURL(/\/$/);
  });

  test("while the function's database is away: 'not saved yet', every value kept, and the same request sent again", async ({ page }) => {
    await gotoHydrated(page, "/");
    let away = true;
    const keys: string[] = [];
    await page.route(FUNCTION_URL, (route: Route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS_HEADERS });
      keys.push(route.request().headers()["idempotency-key"]);
      return away
        ? route.fulfill({
            status: 503,
            headers: { ...CORS_HEADERS, "retry-after": "30" },
            json: { error: { code: "unavailable", message: "Not saved", retryAfter: 30 } },
          })
        : route.fulfill({ status: 200, headers: CORS_HEADERS, json: { id: "stored", reference: "K7QM-4TXH" } });
    });
    const controls = formControls(page);
    const values = sampleValues();
    await fillForm(page, values);
    await controls.submit.click();
    const alert = notice(page, form.unavailableTitle);
    await expect(alert).toContainText(form.unavailableText);
    await expectFormValues(page, values);
    away = false;
    await sendAccepted(page);
    await expect(page.getByText("K7QM-4TXH")).toBeVisible();
    expect(new Set(keys).size, "the retry is the same request").toBe(1);
  });

  test("a network error shows Failed to Send Message, keeps every value, and a retry can succeed", async ({ page }) => {
    await gotoHydrated(page, "/");
    let failNext = true;
    await page.route(FUNCTION_URL, (route: Route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS_HEADERS });
      if (failNext) return route.abort("internetdisconnected");
      return route.fulfill({ status: 200, headers: CORS_HEADERS, json: { id: "retried" } });
    });
    const controls = formControls(page);
    const values = sampleValues();
    await fillForm(page, values);
    await controls.submit.click();

    const alert = notice(page, form.failedTitle);
    await expect(alert).toContainText(failedText);
    await expect(controls.submit).toHaveText(form.submitLabel);
    await expectFormValues(page, values);

    failNext = false;
    await sendAccepted(page);
  });
});

test.describe("arriving on the thank-you page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens at its top at once, not scrolled to the footer and gliding up", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route(FUNCTION_URL, (route: Route) =>
      route.request().method() === "OPTIONS"
        ? route.fulfill({ status: 204, headers: CORS_HEADERS })
        : route.fulfill({ status: 200, headers: CORS_HEADERS, json: { id: "scroll-test" } }),
    );
    await fillForm(page, sampleValues());
    // Where a visitor is when sending: at the send button, far down the page (no glide to wait for).
    await formControls(page).submit.evaluate((button) => button.scrollIntoView({ block: "center", behavior: "instant" }));
    expect(await page.evaluate(() => window.scrollY), "the form is far down the page").toBeGreaterThan(1000);
    await formControls(page).submit.click();
    await page.waitForURL(thankYouUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.title);
    const positions: number[] = [];
    for (const wait of [0, 300, 1200]) {
      await page.waitForTimeout(wait);
      positions.push(await page.evaluate(() => window.scrollY));
    }
    expect(positions, "scrollY on arrival, after 300 ms and after 1.5 s").toEqual([0, 0, 0]);
  });
});

test.describe("success against the local backend", () => {
  test("the real function stores the lead, writes it to the outbox, and the visitor reaches /thank-you", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tag = uniqueTag("success");
    const values = sampleValues(tag);
    await fillForm(page, values);
    const answer = page.waitForResponse((response) => FUNCTION_URL.test(response.url()) && response.request().method() === "POST");
    await formControls(page).submit.click();
    const response = await answer;
    expect(response.status(), await response.text()).toBeLessThan(300);
    await expect(page).toHaveURL(thankYouUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.title);

    // The team's e-mail for this lead, with what the visitor wrote.
    await expect.poll(() => outboxFiles().filter(({ text }) => text.includes(tag)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = outboxFiles().find(({ text }) => text.includes(tag))!.text;
    for (const value of [values.email, values.shippingCountry, values.phone]) expect(mail).toContain(value);

    // The thank-you page's button back to the form brings back an empty form.
    await page.getByRole("link", { name: thankYou.anotherButton }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(formControls(page).name).toHaveValue("");
    await expect(formControls(page).message).toHaveValue("");
  });

  test("a whole submission by keyboard alone", async ({ page }) => {
    // Every field typed key by key, the cargo group's too: three times the usual time.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const controls = formControls(page);
    const tag = uniqueTag("keyboard");
    const values = sampleValues(tag);

    // From the top of the page: Tab to the hero's quote button and follow it.
    const quote = page.getByRole("link", { name: hero.primaryCta, exact: true });
    await tabUntilFocused(page, quote, 20);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contact$/);

    // Tab on from the contact section until the name field has the focus.
    await tabUntilFocused(page, controls.name, 15);
    // Then field after field in the visual order, typing each value; a closed
    // select takes type-ahead, so typing a country's name chooses it.
    for (const field of ["name", "email", "phone", "shippingCountry", "shippingDetails", "message"] as const) {
      await expect(controls[field]).toBeFocused();
      await page.keyboard.type(values[field]);
      await expect(controls[field]).toHaveValue(values[field]);
      await page.keyboard.press("Tab");
    }
    // The Cargo details group: Enter opens it, then its fields in order, Space ticks a box.
    const cargo = cargoControls(page);
    await expect(cargo.summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cargo.pieces).toBeVisible();
    // The first line: past its list of common sizes (there once its chunk is in), the pieces, one piece's sides,
    // then the line's weight.
    await tabUntilFocused(page, cargo.pieces, 3);
    await page.keyboard.type("2");
    for (const [control, value] of [
      [cargo.length, "60"],
      [cargo.width, "40"],
      [cargo.height, "40"],
      [cargo.weight, "35"],
    ] as const) {
      await page.keyboard.press("Tab");
      await expect(control).toBeFocused();
      await page.keyboard.type(value);
    }
    // The weight is the line's and its cartons stack, as the boxes are; another size and the totals, for a shipper
    // without sizes, are passed over.
    await tabUntilFocused(page, cargo.content("batteries"), 8);
    await page.keyboard.press("Space");
    await expect(cargo.content("batteries")).toBeChecked();
    // Ticked, the batteries' questions follow the box: one stop a question, Space picks its first answer.
    for (const field of ["batteryType", "batteryPacking", "batteryLarge"] as const) {
      await page.keyboard.press("Tab");
      const first = page.locator("#contact form").getByRole("group", { name: form.labels[field], exact: true }).getByRole("radio").first();
      await expect(first).toBeFocused();
      await page.keyboard.press("Space");
      await expect(first).toBeChecked();
    }
    await tabUntilFocused(page, cargo.city, 4);
    await page.keyboard.type("Dongguan");
    // Airport or door: one stop in the tab order, the arrows choose.
    await page.keyboard.press("Tab");
    await expect(cargo.deliverTo("airport")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(cargo.deliverTo("door")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(cargo.postcode).toBeFocused();
    await page.keyboard.type("20095");
    await page.keyboard.press("Tab");
    await expect(cargo.insure).toBeFocused();
    await page.keyboard.press("Space");
    await expect(cargo.insure).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(cargo.goodsValue).toBeFocused();
    await page.keyboard.type("5000");
    await page.keyboard.press("Tab");
    await expect(controls.submit).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(thankYouUrl());
    const team = await outboxEmail(tag);
    expect(team.text).toContain(teamRow("chargeableWeight", fill(teamWords.values.weight, { weight: "35" })));
    expect(team.text).toContain(teamRow("pickupCity", "Dongguan"));

    // And home again by keyboard.
    const home = page.getByRole("link", { name: thankYou.homeButton });
    await tabUntilFocused(page, home, 20);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });
});
