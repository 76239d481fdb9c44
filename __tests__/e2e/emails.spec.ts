// The e-mails as they are sent, from the built site served on port 9000 with
// the real function beside it, whose SITE_URL is that site: an Arabic
// visitor's confirmation is in Arabic, in the words the function has from
// content/. The team's e-mail and that confirmation are opened as a mail
// client's page would open them (their logo from SITE_URL) and saved as
// screenshots in screenshots/emails/ at 375 and 800 px, light and dark, for
// people to look at.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  expect,
  fill,
  fillCargo,
  fillForm,
  gotoHydrated,
  languages,
  outboxEmail,
  outboxFiles,
  pathIn,
  sampleValues,
  siteLanguages,
  teamLanguage,
  teamWords,
  test,
  uniqueTag,
  wordsOf,
  PRICED_COUNTRY,
} from "./fixtures";
import { referenceIn, sendAccepted } from "./steps";
import { sidewaysOverflow } from "./layout";

const folder = path.resolve(__dirname, "../../screenshots/emails");
/** The site's Arabic: its right-to-left language. */
const arabic = siteLanguages.find((language) => language.direction === "rtl")!;

/** `lang` and `dir` of the document and of the outer wrapper (the first element after <body> that has them). */
const languageOf = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.body.querySelector("[lang][dir]")!;
    const root = document.documentElement;
    return {
      document: [root.getAttribute("lang"), root.getAttribute("dir")],
      wrapper: [wrapper.getAttribute("lang"), wrapper.getAttribute("dir")],
    };
  });

/** Opens an outbox e-mail as a mail client's page (another origin than the site), at `width`, light or dark. */
async function openEmail(page: Page, file: string, width: number, colorScheme: "light" | "dark") {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme });
  await page.goto(`file://${file}`);
  // The logo, a PNG at the site's own address, loads into a page of another origin.
  await expect
    .poll(() => page.locator("img").evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth))
    .toBe(88);
}

test("an Arabic visitor's confirmation is in Arabic, with the logo of SITE_URL, and the team's e-mail in the team's words", async ({
  page,
}) => {
  test.skip(!arabic, "no right-to-left language is published");
  // A quote sent, then two e-mails opened at two widths in two color schemes: eight full-page screenshots.
  test.slow();
  const code = arabic.code;
  const words = wordsOf(code);
  await gotoHydrated(page, pathIn(code, "/"));
  const tag = uniqueTag("emails-rtl");
  await fillForm(
    page,
    { ...sampleValues(tag), shippingCountry: PRICED_COUNTRY, message: `First line ${tag}\nSecond line` },
    words.contact.form,
  );
  const cargo = await fillCargo(page, "400", words.contact.form);
  await cargo.content("batteries").uncheck();
  await sendAccepted(page, code);

  const team = await outboxEmail(tag);
  const reference = referenceIn(team.subject);
  const confirmation = await outboxEmail(tag, "visitor_confirmation");
  expect(confirmation.subject).toBe(fill(words.formReplies.confirmation.subject, { reference }));
  expect(confirmation.text).toContain(words.formReplies.confirmation.closing);
  expect(confirmation.text).toContain(words.thankYou.price.title);
  expect(team.subject).toBe(
    fill(teamWords.lead.subject, {
      reference,
      summary: new Intl.ListFormat(teamLanguage, { type: "unit", style: "short" }).format([
        fill(teamWords.values.route, { country: PRICED_COUNTRY }),
        fill(teamWords.lead.summaryChargeable, { weight: fill(teamWords.values.weight, { weight: "480" }) }),
      ]),
      name: sampleValues(tag).name,
    }),
  );
  // The visitor's line break is a break in the team's e-mail.
  expect(team.html).toContain(`First line ${tag}<br/>Second line`);

  const file = (kind: string) => outboxFiles().find(({ file }) => file.endsWith(`quote-request_${reference}_${kind}.html`))!.file;
  const teamLanguageOf = languages.languages.find((language) => language.code === teamLanguage)!;
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, kind, lang, dir] of [
    ["team", "team", teamLanguageOf.code, teamLanguageOf.direction],
    [`confirmation-${code}`, "visitor_confirmation", code, arabic.direction],
  ] as const) {
    for (const width of [375, 800]) {
      for (const colorScheme of ["light", "dark"] as const) {
        await openEmail(page, file(kind), width, colorScheme);
        expect(await languageOf(page)).toEqual({ document: [lang, dir], wrapper: [lang, dir] });
        expect((await sidewaysOverflow(page)).offenders, `${name} at ${width} px: what sticks out sideways`).toEqual([]);
        await page.screenshot({ path: path.join(folder, `${name}-${width}-${colorScheme}.png`), fullPage: true });
      }
    }
  }
});

test("the e-mails' logo is served to any mail client's page: a PNG, allowed cross-origin", async ({ request }) => {
  const response = await request.get("/email/logo.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
});
