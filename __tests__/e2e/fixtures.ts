// Shared pieces of the browser suite: the copy (content/, loaded and checked by
// the same code the build uses), a console recorder, axe, and the backend's outbox.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { localizedPath, publishedLanguages } from "../../src/content/languages";
import { loadSiteContent } from "../../src/content/load";
import { REFERENCE_PATTERN } from "../../supabase/functions/send-contact-email/lead/reference.ts";

const root = path.resolve(__dirname, "../..");

/** The whole of content/: the shared files and every published language's words. */
export const siteContent = loadSiteContent(root);
export const { site, countries, languages } = siteContent.shared;
/** The site's languages, in the order of content/languages.yaml. */
export const siteLanguages = publishedLanguages(languages);

/**
 * The languages besides the default that tests visit on their own: the first
 * published right-to-left one and the first left-to-right one, where there are
 * such (a language switched off in content/languages.yaml is never visited).
 */
export const sampleLanguages = [
  siteLanguages.find((language) => language.code !== languages.default && language.direction === "rtl"),
  siteLanguages.find((language) => language.code !== languages.default && language.direction === "ltr"),
].filter((language) => language !== undefined);

/** A destination the tests' rate card prices (its Americas zone names US), as content/countries.yaml names it. */
export const PRICED_COUNTRY = [...countries.primary, ...countries.secondary].find((country) => country.code === "US")!.name;

/** One language's words. */
export const wordsOf = (code: string) => siteContent.byLanguage[code];

/** A page's address in a language: `/thank-you` in the default, `/es/thank-you` in Spanish. */
export const pathIn = (code: string, page: string) => localizedPath(page, code, languages.default);

/** The words of the team's e-mails (content/team-emails.yaml), in the team's language. */
export const teamWords = siteContent.team.teamEmails;
/** The team's language. */
export const teamLanguage = languages.team;

/** Fills {name} placeholders as the e-mails do. */
export { fillTemplate as fill } from "../../src/content/fillTemplate";

/** A row of the team's e-mail as its plain text reads it: "Label: value". */
export const teamRow = (label: keyof typeof teamWords.labels, value: string) => `${teamWords.labels[label]}: ${value}`;

/** Most tests read the default language's pages, whose words these are. */
export const { common, header, hero, solution, benefits, contact, footer, thankYou, notFound, privacy } = wordsOf(languages.default);
export const form = contact.form;

/** "<label> *" is shown as the label plus an aria-hidden star: the accessible name has no star. */
export const fieldName = (label: string) => label.replace(/\s*\*\s*$/, "");

/** The function the form calls, on whatever backend the build points at. */
export const FUNCTION_URL = /\/functions\/v1\/send-contact-email(\?.*)?$/;

/** WCAG 2.0/2.1/2.2 A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page (or part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`),
  }));
  expect(readable, "axe violations (WCAG 2.2 AA)").toEqual([]);
}

export type ConsoleEntry = { type: string; text: string };

/**
 * Every test records the console and the page's uncaught errors. A test fails on
 * any uncaught error (a hydration mismatch included), and on any resource the
 * Content-Security-Policy of public/_headers blocked (scripts/serve.mjs applies it).
 */
export const test = base.extend<{ consoleEntries: ConsoleEntry[]; pageErrors: Error[] }>({
  consoleEntries: async ({ page }, use) => {
    const entries: ConsoleEntry[] = [];
    page.on("console", (message) => entries.push({ type: message.type(), text: message.text() }));
    await use(entries);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      const blocked: string[] = [];
      page.on("pageerror", (error) => errors.push(error));
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await use(errors);
      expect(
        errors.map((error) => error.message),
        "uncaught errors in the page",
      ).toEqual([]);
      expect(blocked, "requests blocked by the Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Lets the page's JavaScript start as a visitor's first interaction would: the
 * page is plain HTML until something happens (plugins/publish/deferScripts.ts).
 */
export const startScripts = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("scroll")));

/**
 * Before a full-page screenshot, for people to look at: every part of the
 * page painted, also those the browser lays out only when they come near
 * (content-visibility: auto, src/components/styles/whenNear.ts), as a printed page
 * shows them. A screenshot beyond the viewport does not bring them near.
 */
export const showEverything = (page: Page) => page.addStyleTag({ content: "* { content-visibility: visible !important; }" });

/** True once React owns the element: it tags each DOM node it owns with a `__reactFiber…` key. */
export const ownedByReact = (selector: string) => (page: Page) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);

/**
 * Opens a page, starts its JavaScript, and waits until React has hydrated it
 * and, where there is a quote form, until the live form has taken it over (as
 * it does when a visitor first touches it), so clicks reach React's handlers.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/** Starts the page's JavaScript and waits for React, and for the live form where there is one (gotoHydrated). */
export async function hydrated(page: Page) {
  await startScripts(page);
  await expect.poll(() => ownedByReact("header button")(page), { message: "the page hydrates", timeout: 15_000 }).toBe(true);
  const form = page.locator("#contact form");
  if (await form.count()) {
    await form.dispatchEvent("pointerdown");
    await expect(form).toHaveAttribute("data-form", "live", { timeout: 15_000 });
  }
}

/** A whole reference, as the thank-you page shows it (K7QM-4TXH): the function's own pattern. */
export const REFERENCE = REFERENCE_PATTERN;

/** A reference inside a text (an e-mail's subject, a file's name). */
export const REFERENCE_IN_TEXT = new RegExp(REFERENCE_PATTERN.source.replace(/^\^/, "").replace(/\$$/, ""));

/** Where the local backend writes its e-mails in this run (playwright.config.ts makes the dir). */
export const dataDir = process.env.E2E_DATA_DIR ?? "";

/**
 * The files under dir, recursively, with their text. A file's text is read
 * once and remembered (the outbox's files are written whole, through a rename,
 * and a test looks for its own e-mail among hundreds): polling stays cheap.
 */
const readTexts = new Map<string, { size: number; mtimeMs: number; text: string }>();
export function readTree(dir: string): { file: string; text: string }[] {
  if (!dir || !fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    // A file being written (its .tmp, renamed into place once whole) is not one yet, and may be gone by now.
    if (!entry.isFile() || entry.name.endsWith(".tmp")) return [];
    const file = path.join(entry.parentPath, entry.name);
    try {
      const { size, mtimeMs } = fs.statSync(file);
      const known = readTexts.get(file);
      if (known && known.size === size && known.mtimeMs === mtimeMs) return [{ file, text: known.text }];
      const text = fs.readFileSync(file, "utf8");
      readTexts.set(file, { size, mtimeMs, text });
      return [{ file, text }];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  });
}

/** A unique marker, so a test finds its own lead in the shared outbox. */
export const uniqueTag = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The lead files the backend wrote in this run (anything under an "outbox" folder of the data dir). */
export function outboxFiles() {
  return readTree(dataDir).filter(({ file }) => /outbox/i.test(path.relative(dataDir, file)));
}

/** An e-mail the local backend wrote (the outbox's JSON). */
export type OutboxEmail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** The e-mail of `kind` (the team's, or the visitor's confirmation) for the lead tagged `tag`, once it is written. */
export async function outboxEmail(tag: string, kind: "team" | "visitor_confirmation" | `choice-${number}` = "team"): Promise<OutboxEmail> {
  // Each e-mail's file is named after its provider key, quote-request/<reference>/<kind>.
  const reference = () =>
    outboxFiles()
      .find(({ file, text }) => file.endsWith("_team.json") && text.includes(tag))
      ?.file.match(new RegExp(`quote-request_(${REFERENCE_IN_TEXT.source})_team\\.json$`))?.[1];
  await expect.poll(() => Boolean(reference()), { timeout: 10_000 }).toBe(true);
  const find = () => outboxFiles().find(({ file }) => file.endsWith(`quote-request_${reference()}_${kind}.json`));
  await expect.poll(() => Boolean(find()), { timeout: 10_000 }).toBe(true);
  return JSON.parse(find()!.text) as OutboxEmail;
}

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  shippingCountry: string;
  shippingDetails: string;
  message: string;
};

/** The form's controls, found by their visible labels (content/contact.yaml, form.labels, in the page's language). */
export function formControls(page: Page, copy = form) {
  const scope = page.locator("#contact form");
  const { labels } = copy;
  return {
    form: scope,
    name: scope.getByLabel(fieldName(labels.name)),
    email: scope.getByLabel(fieldName(labels.email)),
    phone: scope.getByLabel(fieldName(labels.phone)),
    shippingCountry: scope.getByLabel(fieldName(labels.shippingCountry)),
    shippingDetails: scope.getByLabel(fieldName(labels.shippingDetails)),
    message: scope.getByLabel(fieldName(labels.message)),
    submit: scope.locator('button[type="submit"]'),
  };
}

/** The Cargo details group and its controls, by their labels. */
export function cargoControls(page: Page, copy = form) {
  const scope = page.locator("#contact form");
  const { labels } = copy;
  // The packing list's first line (the next ones are under "another size"); the totals are the alternative.
  const line = scope.locator("#contact-cargo fieldset fieldset").first();
  return {
    group: scope.locator("#contact-cargo"),
    summary: scope.locator("#contact-cargo > summary"),
    pieces: line.getByLabel(labels.cargoPieces, { exact: true }),
    length: line.getByLabel(labels.cargoLengthCm, { exact: true }),
    width: line.getByLabel(labels.cargoWidthCm, { exact: true }),
    height: line.getByLabel(labels.cargoHeightCm, { exact: true }),
    weight: line.getByLabel(copy.cargo.lineWeight, { exact: true }),
    volume: scope.getByLabel(labels.cargoVolumeM3, { exact: true }),
    totalWeight: scope.getByLabel(labels.cargoWeightKg, { exact: true }),
    content: (name: keyof typeof copy.cargo.contents) => scope.getByLabel(copy.cargo.contents[name], { exact: true }),
    city: scope.getByLabel(labels.pickupCity, { exact: true }),
    deliverTo: (place: keyof typeof copy.cargo.deliverTo) => scope.getByLabel(copy.cargo.deliverTo[place], { exact: true }),
    postcode: scope.getByLabel(labels.deliveryPostcode, { exact: true }),
    insure: scope.getByLabel(labels.insure, { exact: true }),
    // Its label ends in the card's currency code.
    goodsValue: scope.getByLabel(labels.goodsValue),
    estimate: scope.locator("#contact-cargo [role=status]"),
  };
}

/**
 * Opens the Cargo details group and fills it: three cartons of 120 x 80 x 100 cm
 * (480 kg volumetric), the gross weight as `weight` types it, with lithium
 * batteries, from Shenzhen.
 */
export async function fillCargo(page: Page, weight: string, copy = form) {
  const cargo = cargoControls(page, copy);
  if (!(await cargo.group.evaluate((details: HTMLDetailsElement) => details.open))) await cargo.summary.click();
  for (const [control, value] of [
    [cargo.pieces, "3"],
    [cargo.length, "120"],
    [cargo.width, "80"],
    [cargo.height, "100"],
    [cargo.weight, weight],
    [cargo.city, "Shenzhen"],
  ] as const) {
    await control.fill(value);
  }
  await cargo.content("batteries").check();
  return cargo;
}

export function sampleValues(tag = uniqueTag("lead")): ContactValues {
  return {
    name: `Mei Chan ${tag}`,
    email: `${tag}@example.com`,
    phone: "+852 5555 0101",
    shippingCountry: countries.primary[2].name,
    shippingDetails: "120 kg of phone accessories in 8 cartons",
    message: `Pickup in Shenzhen next week, delivery to Hamburg. Ref ${tag}.`,
  };
}

/** Types the values in (an empty value leaves the control untouched), on a page whose form reads `copy`. */
export async function fillForm(page: Page, values: Partial<ContactValues>, copy = form) {
  const controls = formControls(page, copy);
  for (const field of ["name", "email", "phone", "shippingDetails", "message"] as const) {
    if (values[field]) await controls[field].fill(values[field]!);
  }
  if (values.shippingCountry) await controls.shippingCountry.selectOption(values.shippingCountry);
}

export async function expectFormValues(page: Page, values: ContactValues) {
  const controls = formControls(page);
  for (const field of Object.keys(values) as (keyof ContactValues)[]) {
    await expect(controls[field], `${field} keeps its value`).toHaveValue(values[field]);
  }
}

/** Counts the calls to the function the page makes (preflights aside). */
export function countFunctionCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (FUNCTION_URL.test(request.url()) && request.method() === "POST") calls.push(request.postData() ?? "");
  });
  return calls;
}

export const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, x-client-info, apikey, content-type, idempotency-key",
  "access-control-allow-methods": "GET, POST, OPTIONS",
};

/** The notice the form shows, by its title (role=alert for destructive notices). */
export const notice = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

/** The failure sentence as the visitor reads it, {email} filled in. */
export const failedText = form.failedText.replace("{email}", site.email);
