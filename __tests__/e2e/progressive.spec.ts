// The page works as plain HTML first and its JavaScript starts when it is
// needed: nothing is fetched on a load nobody touches, the quote form posts
// without any script, the menu opens without one, and the live form takes
// over what was typed before it arrived.
import type { Page, Route } from "@playwright/test";
import {
  CORS_HEADERS,
  FUNCTION_URL,
  benefits,
  expect,
  expectFormValues,
  fieldName,
  fillForm,
  form,
  formControls,
  gotoHydrated,
  header,
  notice,
  outboxFiles,
  ownedByReact,
  sampleValues,
  startScripts,
  test,
  uniqueTag,
  wordsOf,
  languages,
} from "./fixtures";
import { fillAndSend, quotePageUrl } from "./steps";

/** Every request the page makes, by path. */
function recordRequests(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const scripts = (paths: string[]) => paths.filter((requestPath) => requestPath.endsWith(".js"));

test.describe("before anything happens on the page", () => {
  test("a load that does not scroll fetches no JavaScript, not the runtime and not the form's code", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    expect(scripts(requests)).toEqual([]);
    // The form is the plain one, and it would post to the function.
    const formElement = page.locator("#contact form");
    await expect(formElement).toHaveAttribute("data-form", "plain");
    await expect(formElement).toHaveAttribute("method", "post");
    await expect(formElement).toHaveAttribute("action", /\/functions\/v1\/send-contact-email$/);
  });

  test("the first interaction starts the page's JavaScript, which leaves the parts with nothing interactive alone", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    // Mark the server's nodes: a part React re-rendered would be new nodes.
    await page.evaluate(() => {
      const marked = ["#solution h2", "#benefits h3", "footer p", "main > section h1"].map((selector) => document.querySelector(selector));
      (window as unknown as { marked: (Element | null)[] }).marked = marked;
    });
    await page.keyboard.press("Tab");
    await expect.poll(() => ownedByReact("header button")(page), { timeout: 15_000 }).toBe(true);
    expect(scripts(requests).some((requestPath) => /\/app-[0-9a-f]+\.js$/.test(requestPath))).toBe(true);
    const parts = await page.evaluate(() => {
      const { marked } = window as unknown as { marked: (Element | null)[] };
      return marked.map((element) => ({
        sameNode: !!element && element.isConnected,
        ownedByReact: !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      }));
    });
    expect(parts).toEqual(parts.map(() => ({ sameNode: true, ownedByReact: false })));
  });

  test("the styles are in the head, and the page's script takes them over as they are", async ({ page }) => {
    // Parts kept as the server rendered them (the hero, the sections' copy, the footer) and parts React renders again.
    const probes = ["main > section h1", "#solution h2", "#benefits h3", "footer p", "header button", "header nav a", "#contact label"];
    const properties = ["display", "position", "color", "background-color", "font-size", "font-weight", "line-height", "margin", "padding"];
    const look = () =>
      page.evaluate(
        ({ selectors, names }) =>
          selectors.map((selector) => {
            const element = document.querySelector(selector);
            if (!element) return `${selector}: missing`;
            const style = getComputedStyle(element);
            return `${selector}: ${names.map((name) => `${name} ${style.getPropertyValue(name)}`).join("; ")}`;
          }),
        { selectors: probes, names: properties },
      );

    await page.goto("/");
    const before = await look();
    const served = await page.evaluate(() => {
      const styles = Array.from(document.querySelectorAll("style[data-emotion]"));
      (window as unknown as { served: Element[] }).served = styles;
      return {
        inBody: document.body.querySelectorAll("style").length,
        keys: styles.map((style) => style.getAttribute("data-emotion")!.split(" ")[0]),
      };
    });
    // One <style> for the global styles and one for the components', in the head (src/components/styles/criticalStyles.tsx).
    expect(served).toEqual({ inBody: 0, keys: ["css-global", "css"] });

    await startScripts(page);
    await expect.poll(() => ownedByReact("header button")(page), { timeout: 15_000 }).toBe(true);
    const formElement = page.locator("#contact form");
    await formElement.dispatchEvent("pointerdown");
    await expect(formElement).toHaveAttribute("data-form", "live", { timeout: 15_000 });

    const after = await page.evaluate(() => {
      const { served: styles } = window as unknown as { served: HTMLStyleElement[] };
      const rules = (style: HTMLStyleElement) => Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText);
      const servedRules = new Set(styles.flatMap(rules));
      const added = Array.from(document.querySelectorAll("style")).filter((style) => !styles.includes(style));
      return {
        keptInHead: styles.every((style) => style.parentElement === document.head),
        inBody: document.body.querySelectorAll("style").length,
        insertedAgain: added.flatMap(rules).filter((rule) => servedRules.has(rule)),
      };
    });
    expect(after).toEqual({ keptInHead: true, inBody: 0, insertedAgain: [] });
    expect(await look()).toEqual(before);
  });

  test("the first screen is styled by the page alone; what follows waits for the site stylesheet, so nothing shows unstyled", async ({
    page,
  }) => {
    // The header, the hero and its buttons: their rules are in the page's head (src/components/styles/criticalStyles.tsx).
    const probes = [
      "header",
      "header nav a",
      "main > section h1",
      "main > section p",
      'main > section a[href="#contact"]',
      "main > section svg",
    ];
    const look = () =>
      page.evaluate(
        (selectors) =>
          selectors.map((selector) => {
            const style = getComputedStyle(document.querySelector(selector)!);
            return `${selector}: ${["display", "position", "color", "background-color", "font-size", "padding", "width"].map((name) => style.getPropertyValue(name)).join("; ")}`;
          }),
        probes,
      );
    await page.goto("/");
    const styled = await look();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/styles-[0-9a-f]+\.css$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("main > section h1")).toBeVisible();
    expect(await look()).toEqual(styled);
    // The sections after the hero are not even parsed while their styles are on the way.
    await page.waitForTimeout(500);
    await expect(page.locator("#solution")).toHaveCount(0);
    release();
    await expect(page.locator("#solution h2")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });

  test("client-side navigations still show whole pages", async ({ page }) => {
    await gotoHydrated(page, "/thank-you");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("link", { name: header.logoLabel }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), "no full page load").toBe(true);
    await expect(page.locator("#benefits article h3")).toHaveText(benefits.cards.map((card: { title: string }) => card.title));
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("#contact form")).toBeVisible();
  });
});

test.describe("the live form taking over", () => {
  test("keeps what was typed and the focus, then sends the scripted way with its notices", async ({ page }) => {
    // Hold the form's code back until the visitor has typed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/contact-form-[0-9a-f]+\.js$/, async (route: Route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.route(FUNCTION_URL, (route: Route) =>
      route.request().method() === "OPTIONS"
        ? route.fulfill({ status: 204, headers: CORS_HEADERS })
        : route.fulfill({ status: 500, headers: CORS_HEADERS, json: { error: { code: "internal" } } }),
    );
    await page.goto("/");
    const controls = formControls(page);
    const values = sampleValues();
    await controls.name.click();
    await page.keyboard.type(values.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(values.email.slice(0, 6));
    await expect.poll(() => requested, { message: "the form's code is on its way", timeout: 15_000 }).toBe(true);
    await expect(controls.form).toHaveAttribute("data-form", "plain");

    release();
    await expect(controls.form).toHaveAttribute("data-form", "live", { timeout: 15_000 });
    await expect(controls.name).toHaveValue(values.name);
    await expect(controls.email).toHaveValue(values.email.slice(0, 6));
    await expect(controls.email).toBeFocused();
    // The caret is where it was: typing goes on at the end.
    await page.keyboard.type(values.email.slice(6));
    await expect(controls.email).toHaveValue(values.email);

    await fillForm(page, { ...values, name: "", email: "" });
    await controls.submit.click();
    await expect(notice(page, form.failedTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectFormValues(page, values);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens and shows its links", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: header.navigationLabel });
    await expect(nav).toBeHidden();
    await page.getByRole("button", { name: header.openMenuLabel }).tap();
    await expect(nav).toBeVisible();
    for (const link of header.links) await expect(nav.getByRole("link", { name: link.label })).toBeVisible();
    await context.close();
  });

  test("a quote posts as plain HTML, lands on the quote page (the key in the fragment), reaches the team, and never shows in a URL", async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    page.on("framenavigated", (frame) => urls.push(frame.url()));
    const tag = uniqueTag("nojs");
    const values = sampleValues(tag);
    await page.goto("/");
    await fillAndSend(page, values);
    await expect(page).toHaveURL(quotePageUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(wordsOf(languages.default).quotePage.title);
    await expect(page.getByText(wordsOf(languages.default).quotePage.needsJavaScript)).toBeVisible();
    await expect.poll(() => outboxFiles().some(({ text }) => text.includes(tag)), { timeout: 10_000 }).toBe(true);
    const leaked = urls.filter((url) => [tag, values.email, encodeURIComponent(values.email)].some((value) => url.includes(value)));
    expect(leaked, "the enquiry in a URL").toEqual([]);
  });

  test("a missing country gets the function's page naming it, and Back returns to the form as typed", async ({ page }) => {
    const values = sampleValues();
    await page.goto("/");
    await fillForm(page, { ...values, shippingCountry: "" });
    const [answer] = await Promise.all([page.waitForResponse(FUNCTION_URL), formControls(page).submit.click()]);
    expect(answer.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const fix = page.getByRole("listitem");
    await expect(fix).toHaveCount(1);
    await expect(fix).toContainText(/shipping country/i);
    await expect(page.getByRole("link", { name: /form/i })).toHaveAttribute("href", /\/#contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(formControls(page).name).toHaveValue(values.name);
    await expect(formControls(page).message).toHaveValue(values.message);
    await expect(page.getByLabel(fieldName(form.labels.shippingCountry))).toHaveValue("");
  });
});

test("scripts that start later still find the plain form's values", async ({ page }) => {
  // A visitor who types first: the page's JavaScript starts on the focus, not before.
  await page.goto("/");
  await formControls(page).name.fill("Typed before the scripts");
  await startScripts(page);
  await expect(formControls(page).form).toHaveAttribute("data-form", "live", { timeout: 15_000 });
  await expect(formControls(page).name).toHaveValue("Typed before the scripts");
});
