// axe-core finds no WCAG 2.2 A/AA violation on any page, nor on
// the form in its error, submitting and failure states.
import type { Route } from "@playwright/test";
import {
  CORS_HEADERS,
  FUNCTION_URL,
  expect,
  expectNoAxeViolations,
  fillCargo,
  fillForm,
  form,
  formControls,
  gotoHydrated,
  header,
  languages,
  notice,
  pathIn,
  sampleLanguages,
  sampleValues,
  test,
  wordsOf,
} from "./fixtures";

// Animations finished at once: axe measures contrast on the final colours, not mid-fade.
test.use({ reducedMotion: "reduce" });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("home page", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expectNoAxeViolations(page);
    });

    test("thank-you page", async ({ page }) => {
      await gotoHydrated(page, "/thank-you");
      await expectNoAxeViolations(page);
    });

    test("privacy notice", async ({ page }) => {
      await gotoHydrated(page, "/privacy");
      await expectNoAxeViolations(page);
    });

    test("tracking page, with a mistake named under its field", async ({ page }) => {
      await gotoHydrated(page, "/track");
      await page.locator("#track-awb").fill("999-12345675");
      await expectNoAxeViolations(page);
    });

    test("not-found page", async ({ page }) => {
      // Plain HTML: the not-found page loads no runtime.
      await page.goto("/no-such-page");
      await expectNoAxeViolations(page);
    });
  });
}

test("home page with the phone menu open", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: header.openMenuLabel }).click();
  await expect(page.getByRole("button", { name: header.closeMenuLabel })).toBeVisible();
  await expectNoAxeViolations(page);
});

// The Cargo details group open, its estimate shown and a field in error, in
// the default language and a right-to-left one, on a phone and a desktop.
for (const code of [
  languages.default,
  ...sampleLanguages.filter((language) => language.direction === "rtl").map((language) => language.code),
]) {
  for (const width of [375, 1280]) {
    test(`the quote form with its Cargo details open (${code}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, pathIn(code, "/"));
      const cargo = await fillCargo(page, "450", wordsOf(code).contact.form);
      await expect(cargo.estimate).not.toBeEmpty();
      await cargo.width.fill("4000");
      await cargo.width.blur();
      await expect(cargo.width).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page, "#contact");
    });
  }
}

test.describe("contact form states", () => {
  test("error: Missing Information and the invalid fields", async ({ page }) => {
    await gotoHydrated(page, "/");
    const controls = formControls(page);
    await fillForm(page, { ...sampleValues(), shippingCountry: "" });
    await controls.submit.click();
    await expect(notice(page, form.missingTitle)).toBeVisible();
    await expect(controls.shippingCountry).toHaveAttribute("aria-invalid", "true");
    // And an e-mail address that is not one, with its message under the field.
    await controls.email.fill("not-an-address");
    await controls.email.blur();
    await expect(controls.email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(form.errors.email)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("submitting", async ({ page }) => {
    await gotoHydrated(page, "/");
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(FUNCTION_URL, async (route: Route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS_HEADERS });
      await answered;
      await route.fulfill({ status: 500, headers: CORS_HEADERS, json: { error: { code: "internal" } } });
    });
    await fillForm(page, sampleValues());
    await formControls(page).submit.click();
    await expect(formControls(page).submit).toHaveText(form.sendingLabel);
    await expectNoAxeViolations(page);
    release();
    await expect(formControls(page).submit).toHaveText(form.submitLabel);
  });

  for (const { state, status, code, title } of [
    { state: "failure", status: 500, code: "internal", title: form.failedTitle },
    { state: "not stored yet", status: 503, code: "unavailable", title: form.unavailableTitle },
  ]) {
    test(`${state}: ${title}`, async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.route(FUNCTION_URL, (route: Route) =>
        route.request().method() === "OPTIONS"
          ? route.fulfill({ status: 204, headers: CORS_HEADERS })
          : route.fulfill({ status, headers: CORS_HEADERS, json: { error: { code } } }),
      );
      await fillForm(page, sampleValues());
      await formControls(page).submit.click();
      await expect(notice(page, title)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
