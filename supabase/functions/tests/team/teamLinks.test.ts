// The team marks a lead from the Answered, Booked and Lost links of its
// e-mails: a link opens a page that names the lead and holds a form, and only
// the form's POST changes anything. A forged, altered or expired link answers
// 403 and changes nothing. Booked asks for the master air waybill (checked:
// 11 digits, the check digit, a known airline), Lost for a reason; marking
// again changes the state and the page says what it was.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { backendTests, FakeClock, HOUR_MS, makeHandler, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { FIXTURE_AIRLINES, fixtureReplies } from "../support/replies.ts";
import { formatAirWaybill } from "../../_shared/airWaybill.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import { hongKongTime, leadPageWordsOf } from "../../send-contact-email/team/leadPages.ts";
import { type LeadAction, leadLinks, leadLinkSignature, leadPath } from "../../send-contact-email/team/teamLinks.ts";

const DAY_MS = 24 * HOUR_MS;
const settings = testSettings();
const { secret, functionUrl } = settings.teamLinks;
/** The team's words for the lead pages, as the handler has them (content/team-emails.yaml). */
const words = leadPageWordsOf(fixtureReplies.team);

/** A valid air waybill of the first fixture airline: 1234567 mod 7 is 5. */
const AWB = `${FIXTURE_AIRLINES[0].prefix}12345675`;
/** Another of the same airline: 7654321 mod 7 is 3. */
const OTHER_AWB = `${FIXTURE_AIRLINES[0].prefix}76543213`;

type Progress = {
  status: string;
  answered_at: Date | null;
  status_at: Date | null;
  awb: string | null;
  lost_reason: string | null;
};

async function progressOf(db: Database, reference: string): Promise<Progress> {
  const [row] = await db.query<Progress>(
    "select status, answered_at, status_at, awb, lost_reason from public.contact_requests where reference = $1",
    [reference],
  );
  return row;
}

/** The booking e-mails queued, by the number each is for (their sending is bookingEmail.test.ts's). */
const bookingRows = async (db: Database) =>
  (await db.query<{ booking_awb: string }>(
    "select booking_awb from public.contact_notifications where kind = 'booking' order by created_at",
  )).map((row) => row.booking_awb);

let leads = 0;

/** A new lead stored through the handler (each from its own address), and its reference. */
async function newLead(handler: ContactHandler): Promise<string> {
  const response = await postContact(handler, validRequest({ email: `lead${leads++}@shop.example` }));
  deepStrictEqual(response.status, 200);
  return (await response.json()).reference;
}

const NEW: Progress = { status: "new", answered_at: null, status_at: null, awb: null, lost_reason: null };

/** Opens a link as a browser (or a link scanner) does. */
const open = (handler: ContactHandler, url: string, method = "GET") => handler(new Request(url, { method }));

/** Sends the link's form as a browser does: urlencoded, to the link itself. */
const submit = (handler: ContactHandler, url: string, fields: Record<string, string> = {}) =>
  handler(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin },
      body: new URLSearchParams(fields).toString(),
    }),
  );

async function linksOf(reference: string): Promise<Record<LeadAction, string>> {
  const links = await leadLinks(settings.teamLinks, reference);
  ok(links !== null);
  return links;
}

async function page(response: Response, status: number): Promise<string> {
  deepStrictEqual(response.status, status);
  deepStrictEqual(response.headers.get("content-type"), "text/html; charset=utf-8");
  deepStrictEqual(response.headers.get("cache-control"), "no-store");
  deepStrictEqual(response.headers.get("referrer-policy"), "no-referrer");
  const html = await response.text();
  ok(!/<script/i.test(html), "no script");
  return html;
}

Deno.test("a lead's three links point at its page for each action, signed for that reference and action", async () => {
  const links = await linksOf("K7QM-4TXH");
  for (const action of ["answered", "booked", "lost"] as const) {
    const url = new URL(links[action]);
    deepStrictEqual(`${url.origin}${url.pathname}`, `${functionUrl}${leadPath("K7QM-4TXH", action)}`);
    deepStrictEqual(url.searchParams.get("sig"), await leadLinkSignature(secret, "K7QM-4TXH", action));
  }
  deepStrictEqual(new Set(Object.values(links)).size, 3);
  deepStrictEqual(await leadLinks({ secret: "", functionUrl }, "K7QM-4TXH"), null, "no secret: no links");
  deepStrictEqual(await leadLinks({ secret, functionUrl: null }, "K7QM-4TXH"), null, "no address: no links");
});

backendTests("a forged, an altered and an expired link answer 403 and change nothing", async (db) => {
  const clock = new FakeClock();
  const { handler } = makeHandler(db, { clock });
  const reference = await newLead(handler);
  const other = await newLead(handler);
  const links = await linksOf(reference);
  const answered = new URL(links.answered);
  const refused = [
    // Forged: a signature nobody made, none at all, one of the wrong form.
    `${functionUrl}${leadPath(reference, "answered")}?sig=${"A".repeat(43)}`,
    `${functionUrl}${leadPath(reference, "answered")}`,
    `${functionUrl}${leadPath(reference, "answered")}?sig=not-a-signature`,
    // Signed with another secret.
    `${functionUrl}${leadPath(reference, "answered")}?sig=${await leadLinkSignature("another", reference, "answered")}`,
    // Altered: the action, or the reference, changed under a real signature.
    `${functionUrl}${leadPath(reference, "booked")}${answered.search}`,
    `${functionUrl}${leadPath(other, "answered")}${answered.search}`,
    // An action there is none of.
    `${functionUrl}/lead/${reference}/deleted?sig=${await leadLinkSignature(secret, reference, "answered")}`,
  ];
  for (const url of refused) {
    const html = await page(await open(handler, url), 403);
    ok(html.includes(escapeHtml(words.forbiddenTitle)), url);
    await page(await submit(handler, url, { awb: AWB, reason: "price" }), 403);
  }
  // Expired: 30 days after the lead arrived, the links no longer act.
  clock.advance(30 * DAY_MS - 1);
  await page(await open(handler, links.lost), 200);
  clock.advance(2);
  await page(await open(handler, links.lost), 403);
  await page(await submit(handler, links.answered), 403);
  await page(await submit(handler, links.lost, { reason: "price" }), 403);
  deepStrictEqual(await progressOf(db, reference), NEW, "nothing changed");
  deepStrictEqual(await progressOf(db, other), NEW);
  deepStrictEqual(await bookingRows(db), []);
  // Without TEAM_LINK_SECRET no link acts, not even one signed with an empty key.
  const unsigned = makeHandler(db, { clock: new FakeClock(), settings: testSettings({ TEAM_LINK_SECRET: "" }) });
  const fresh = await newLead(unsigned.handler);
  await page(await open(unsigned.handler, (await linksOf(fresh)).answered), 403);
}).forEach((test) => Deno.test(test));

backendTests("opening a link (GET, HEAD) names the lead and changes nothing; only the form's POST does", async (db) => {
  const clock = new FakeClock(new Date("2026-11-26T02:00:00Z"));
  const { handler } = makeHandler(db, { clock });
  const reference = await newLead(handler);
  const links = await linksOf(reference);
  for (const action of ["answered", "booked", "lost"] as const) {
    for (let scan = 0; scan < 3; scan++) {
      const html = await page(await open(handler, links[action]), 200);
      ok(html.includes(reference) && html.includes(escapeHtml(validRequest().name)), "names the lead");
      ok(html.includes(hongKongTime(clock.now())), "when it came, Hong Kong time");
      ok(html.includes(`<form method="post">`), "a form that posts to the link itself");
      ok(html.includes(escapeHtml(words.buttons[action])));
      deepStrictEqual((await open(handler, links[action], "HEAD")).status, 200);
    }
  }
  const opened = await open(handler, links.booked);
  match(opened.headers.get("content-security-policy") ?? "", /form-action 'self'/);
  deepStrictEqual(opened.headers.get("x-robots-tag"), "noindex");
  deepStrictEqual(await progressOf(db, reference), NEW, "opening changed nothing");
  deepStrictEqual(await bookingRows(db), []);
}).forEach((test) => Deno.test(test));

backendTests("each action marks the lead; marking again changes it and the page says what it was", async (db) => {
  const clock = new FakeClock(new Date("2026-11-26T02:00:00Z"));
  const { handler } = makeHandler(db, { clock, replies: fixtureReplies });
  const reference = await newLead(handler);
  const links = await linksOf(reference);
  const arrived = clock.now();

  clock.advance(3 * HOUR_MS);
  const firstAnswer = clock.now();
  let html = await page(await submit(handler, links.answered), 200);
  ok(html.includes(escapeHtml(fillTemplate(words.doneTitle, { reference, action: words.actions.answered }))));
  ok(html.includes(escapeHtml(fillTemplate(words.was, { status: words.status.new }))), "it was new");
  deepStrictEqual(await progressOf(db, reference), {
    status: "answered",
    answered_at: firstAnswer,
    status_at: firstAnswer,
    awb: null,
    lost_reason: null,
  });

  // The same again (a second click): nothing changes, and the page says so.
  clock.advance(HOUR_MS);
  html = await page(await submit(handler, links.answered), 200);
  ok(html.includes(escapeHtml(fillTemplate(words.alreadyTitle, { reference, action: words.actions.answered }))));
  deepStrictEqual((await progressOf(db, reference)).status_at, firstAnswer);

  // Booked, the number typed as people type it.
  clock.advance(HOUR_MS);
  const booked = clock.now();
  html = await page(
    await submit(handler, links.booked, { awb: ` ${AWB.slice(0, 3)}-${AWB.slice(3, 7)} ${AWB.slice(7)} ` }),
    200,
  );
  ok(
    html.includes(escapeHtml(fillTemplate(words.status.answered, { date: hongKongTime(firstAnswer) }))),
    "it was answered",
  );
  ok(html.includes(escapeHtml(FIXTURE_AIRLINES[0].name)), "the visitor's e-mail names the airline");
  deepStrictEqual(await progressOf(db, reference), {
    status: "booked",
    answered_at: firstAnswer,
    status_at: booked,
    awb: AWB,
    lost_reason: null,
  });
  deepStrictEqual(await bookingRows(db), [AWB], "the visitor's e-mail is queued");

  // Booked again under the same number: nothing; under another: changed, and its e-mail queued again.
  html = await page(await submit(handler, links.booked, { awb: AWB }), 200);
  ok(html.includes(escapeHtml(fillTemplate(words.alreadyTitle, { reference, action: words.actions.booked }))));
  html = await page(await submit(handler, links.booked, { awb: OTHER_AWB }), 200);
  ok(html.includes(escapeHtml(formatAirWaybill(AWB))), "the page says the number it was booked under");
  ok(html.includes(escapeHtml(FIXTURE_AIRLINES[0].name)), "and that the visitor is e-mailed the new one");
  deepStrictEqual(await bookingRows(db), [OTHER_AWB]);

  // Lost, with why; the first answer stays when it was.
  clock.advance(DAY_MS);
  const lost = clock.now();
  html = await page(await submit(handler, links.lost, { reason: "transitTime" }), 200);
  ok(html.includes(escapeHtml(formatAirWaybill(OTHER_AWB))), "it was booked under this number");
  deepStrictEqual(await progressOf(db, reference), {
    status: "lost",
    answered_at: firstAnswer,
    status_at: lost,
    awb: null,
    lost_reason: "transitTime",
  });
  ok(arrived < firstAnswer);
}).forEach((test) => Deno.test(test));

backendTests("a wrong air waybill or no reason is shown again with what is wrong, and nothing changes", async (db) => {
  const { handler } = makeHandler(db, { clock: new FakeClock() });
  const reference = await newLead(handler);
  const links = await linksOf(reference);
  const wrong: [string, string][] = [
    ["1601234567", fillTemplate(words.awbProblems.length, {})],
    ["160-123456789", fillTemplate(words.awbProblems.length, {})],
    ["16O-12345675", fillTemplate(words.awbProblems.length, {})],
    ["160-12345674", fillTemplate(words.awbProblems.checkDigit, {})],
    ["999-12345675", fillTemplate(words.awbProblems.unknownAirline, { prefix: "999" })],
    ["", fillTemplate(words.awbProblems.length, {})],
  ];
  for (const [typed, problem] of wrong) {
    const html = await page(await submit(handler, links.booked, { awb: typed }), 400);
    ok(html.includes(escapeHtml(problem)), `${typed}: ${problem}`);
    ok(html.includes(`value="${escapeHtml(typed)}"`), "what was typed, shown again");
    ok(html.includes('aria-invalid="true"'));
  }
  for (const reason of [undefined, "cheaper elsewhere"]) {
    const html = await page(await submit(handler, links.lost, reason ? { reason } : {}), 400);
    ok(html.includes(escapeHtml(words.reasonMissing)));
  }
  deepStrictEqual(await progressOf(db, reference), NEW);
  deepStrictEqual(await bookingRows(db), []);
}).forEach((test) => Deno.test(test));

backendTests("a lead that is gone (retention) is named as gone; a database away changes nothing (503)", async (db) => {
  const { handler } = makeHandler(db, { clock: new FakeClock() });
  const reference = await newLead(handler);
  const links = await linksOf(reference);
  await db.query("delete from public.contact_requests where reference = $1", [reference]);
  await page(await open(handler, links.answered), 404);
  await page(await submit(handler, links.answered), 404);
}).forEach((test) => Deno.test(test));
