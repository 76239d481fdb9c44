// The team's console as a member uses it, in the production build against the
// local backend: signing in with the code the backend wrote to its outbox,
// the newest lead in the open list, marked answered, then booked with an air
// waybill, the history naming the member for both, and signing out, after
// which the session's token opens nothing. The page passes axe and, without
// JavaScript, shows its sign-in form, says it needs JavaScript and never
// sends it. Words come from content/.
import { REFERENCE_IN_TEXT, expect, expectNoAxeViolations, fill, outboxFiles, siteContent, test, uniqueTag } from "./fixtures";
import { BACKEND, SITE_ORIGIN } from "./steps";

const words = siteContent.shared.teamConsole;
/** The local backend's member: the team's address, which the tests' backend leaves at its default. */
const MEMBER = "team@example.com";

/** The code of the newest sign-in e-mail in the outbox, once one newer than `after` is written. */
async function newestCode(after: ReadonlySet<string>): Promise<string> {
  const fresh = () => outboxFiles().filter(({ file }) => /team-sign-in_[^/]*\.json$/.test(file) && !after.has(file));
  await expect.poll(() => fresh().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const { text, to } = JSON.parse(fresh()[0].text) as { text: string; to: string };
  expect(to).toBe(MEMBER);
  return /\b([0-9]{6})\b/.exec(text)![1];
}

test("a member signs in with the e-mailed code, opens the newest lead, marks it answered then booked, and the history names them", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("console");
  const lead = await request.post(BACKEND, {
    headers: { origin: SITE_ORIGIN, "content-type": "application/json" },
    data: { name: `Console ${tag}`, email: `${tag}@shop.example`, shippingCountry: "Canada", message: "Please quote." },
  });
  expect(lead.status()).toBe(200);
  const { reference } = (await lead.json()) as { reference: string };
  expect(reference).toMatch(REFERENCE_IN_TEXT);

  const before = new Set(outboxFiles().map(({ file }) => file));
  await page.goto("/team");
  await page.getByLabel(words.signIn.emailLabel).fill(MEMBER);
  await page.getByRole("button", { name: words.signIn.sendButton }).click();
  await page.getByLabel(words.signIn.codeLabel).fill(await newestCode(before));
  await page.getByRole("button", { name: words.signIn.verifyButton }).click();

  const table = page.getByRole("table", { name: words.leads.caption });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);
  // Oldest first: the newest lead is the last of the open ones (more pages, when there are, come after).
  while (await page.getByRole("button", { name: words.leads.more }).isVisible()) {
    await page.getByRole("button", { name: words.leads.more }).click();
  }
  await expect(table.getByRole("row").last()).toContainText(reference);
  await page.screenshot({ path: "screenshots/team-leads-1280.png", fullPage: true });
  await table.getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(new RegExp(`/team\\?lead=${reference}$`));

  await page.getByRole("button", { name: words.actions.answered }).click();
  await expect(page.getByText(fill(words.actions.done, { status: words.statuses.answered }))).toBeVisible();
  await page.getByLabel(words.actions.awbLabel).fill("160-12345675");
  await page.getByRole("button", { name: words.actions.booked }).click();
  await expect(page.getByText(fill(words.actions.done, { status: words.statuses.booked }))).toBeVisible();
  await expectNoAxeViolations(page);

  // Each change, who made it, from what to what.
  const entries = page.getByRole("listitem").filter({ hasText: MEMBER });
  await expect(entries).toHaveCount(2);
  for (const [index, [from, to]] of [
    [words.statuses.new, words.statuses.answered],
    [words.statuses.answered, words.statuses.booked],
  ].entries()) {
    for (const part of [from, to]) await expect(entries.nth(index)).toContainText(part);
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `screenshots/team-lead-${width}.png`, fullPage: true });
  }

  // Signing out ends the session on the backend: a copy of the token opens nothing from then on.
  const { token } = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem("team-session")))!) as { token: string };
  const leadsWith = async () =>
    (
      await request.get(`${BACKEND}/team/leads?status=open`, { headers: { origin: SITE_ORIGIN, authorization: `Bearer ${token}` } })
    ).status();
  expect(await leadsWith()).toBe(200);
  const signedOut = page.waitForResponse((response) => response.url().endsWith("/team/sign-out"));
  await page.getByRole("button", { name: words.signOutButton }).click();
  expect((await signedOut).status()).toBe(204);
  await expect(page.getByLabel(words.signIn.emailLabel)).toBeVisible();
  expect(await leadsWith()).toBe(401);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the console shows its sign-in form, says it needs JavaScript, and never sends the address anywhere", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    await expect(page.getByText(words.needsJavaScript)).toBeVisible();
    const email = page.getByLabel(words.signIn.emailLabel);
    await email.fill(MEMBER);
    await email.press("Enter");
    await expect(page.getByRole("button", { name: words.signIn.sendButton })).toBeDisabled();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe("");
    expect(requests.filter((url) => url.includes(encodeURIComponent(MEMBER)) || url.includes(MEMBER))).toEqual([]);
    expect(requests.filter((url) => new URL(url).pathname === "/team")).toHaveLength(1);
  });
});
