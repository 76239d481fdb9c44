// Where a lead came from, in the browser: a visitor lands on a language's home
// page from a campaign's address and another site, taps the privacy link (their
// first interaction: the page keeps the landing values for the visit as it is left) and
// comes back to send the form; the team's e-mail names the campaign, the ad
// click, the referring site and the landing page, bounded. Without JavaScript
// the request carries its language and no source. Words come from content/.
import { LANDING_STORAGE_KEY, SOURCE_BOUNDS } from "../../supabase/functions/_shared/leadSource.ts";
import {
  expect,
  fill,
  hydrated,
  languages,
  outboxEmail,
  pathIn,
  sampleLanguages,
  sampleValues,
  teamRow,
  teamWords,
  test,
  uniqueTag,
  wordsOf,
} from "./fixtures";
import { fillAndSend } from "./steps";

const code = sampleLanguages.find((language) => language.direction === "ltr")?.code ?? languages.default;
const words = wordsOf(code);
/** A campaign whose name is over its bound and breaks a line: kept as one line, cut at the bound. */
const LONG_CAMPAIGN = `spring\nsale-${"x".repeat(300)}`;
const landing = `${pathIn(code, "/")}?${new URLSearchParams({
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: LONG_CAMPAIGN,
  gclid: "EAIaIQobChMI-click-id",
})}`;
const REFERRER = "https://mail.example.org/inbox/42";

test("a campaign's landing values survive a tap to the privacy notice and back, and reach the team", async ({ page }) => {
  await page.goto(landing, { referer: REFERRER });
  expect(await page.evaluate((key) => sessionStorage.getItem(key), LANDING_STORAGE_KEY), "nothing before an interaction").toBeNull();

  // The first tap: the privacy notice's link in the footer, a plain link to another page.
  await page.locator("footer").getByRole("link", { name: words.footer.privacyLink }).click();
  await expect(page).toHaveURL(new RegExp(`${pathIn(code, "/privacy")}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?utm_source=newsletter`));
  await hydrated(page);

  const tag = uniqueTag("source");
  await fillAndSend(page, sampleValues(tag), code);

  const { text } = await outboxEmail(tag);
  expect(text).toContain(teamRow("source", `newsletter / email ${fill(teamWords.source.clicks, { clicks: teamWords.source.googleAds })}`));
  const campaign = `spring sale-${"x".repeat(300)}`.slice(0, SOURCE_BOUNDS.utm);
  expect(text).toContain(`${teamRow("campaign", campaign)}\n`);
  expect(text).toContain(`${teamRow("referrer", "mail.example.org")}\n`);
  expect(text).toContain(`${teamRow("landingPage", pathIn(code, "/"))}\n`);
  expect(text).not.toContain("EAIaIQ");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the request carries its language and no source", async ({ page }) => {
    await page.goto(landing, { referer: REFERRER });
    const tag = uniqueTag("source-nojs");
    await fillAndSend(page, sampleValues(tag), code);
    const { text } = await outboxEmail(tag);
    expect(text).toContain(teamRow("source", teamWords.source.notRecorded));
    expect(text).not.toContain("newsletter");
  });
});
