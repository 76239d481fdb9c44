// The ceiling on team e-mails per hour across all clients
// (TEAM_EMAILS_PER_HOUR): past it every lead is still stored, its e-mail
// waits and goes out as the hour allows, and the team gets one notice per
// stretch of held e-mails, so a flood neither drowns the inbox nor loses a lead.
// Visitor confirmations have a ceiling of their own
// (VISITOR_CONFIRMATIONS_PER_HOUR), so many clients together cannot make the
// site mail anyone: past it they wait, and none a day old is sent.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, countRows, HOUR_MS, makeHandler, notifications, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";

const isNotice = (email: OutgoingEmail) => email.idempotencyKey.startsWith("contact-volume-notice/");
const teamEmails = (sent: OutgoingEmail[]) => sent.filter((email) => email.idempotencyKey.endsWith("/team"));
const confirmations = (sent: OutgoingEmail[]) =>
  sent.filter((email) => email.idempotencyKey.endsWith("/visitor_confirmation"));

let visitor = 0;
/** A request from a client and an address of its own, so only the ceiling applies. */
function fromNewVisitor(handler: Parameters<typeof postContact>[0]) {
  const n = visitor++;
  return postContact(handler, validRequest({ name: `Visitor ${n}`, email: `v${n}@shop.example` }), {
    clientAddress: `198.51.${Math.floor(n / 250)}.${n % 250}`,
  });
}

backendTests("past the hourly ceiling leads are stored, their e-mails wait, and the team is told once", async (db) => {
  const { handler, mailer, clock } = makeHandler(db, { settings: testSettings({ TEAM_EMAILS_PER_HOUR: "3" }) });
  for (let i = 0; i < 6; i++) deepStrictEqual((await fromNewVisitor(handler)).status, 200);
  deepStrictEqual(await countRows(db, "contact_requests"), 6, "every lead is stored");
  deepStrictEqual(teamEmails(mailer.sent).length, 3, "no more than the ceiling");
  const notices = mailer.sent.filter(isNotice);
  deepStrictEqual(notices.length, 1);
  deepStrictEqual(notices[0].to, "team@forwarder.test");
  ok(!/Visitor \d/.test(notices[0].text + notices[0].subject), "nothing a visitor wrote is in the notice");
  deepStrictEqual(
    (await notifications(db)).filter((n) => n.kind === "team" && n.status === "pending").length,
    3,
    "the others wait, pending",
  );

  for (let i = 0; i < 2; i++) deepStrictEqual((await fromNewVisitor(handler)).status, 200);
  deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 }, "still within the hour");
  deepStrictEqual(mailer.sent.filter(isNotice).length, 1, "one notice, however long the flood");

  clock.advance(HOUR_MS + 1);
  deepStrictEqual(await handler.delivery.deliverDue(), { sent: 3, failed: 0 }, "the next hour's three, oldest first");
  clock.advance(HOUR_MS + 1);
  deepStrictEqual(await handler.delivery.deliverDue(), { sent: 2, failed: 0 });
  deepStrictEqual(teamEmails(mailer.sent).length, 8, "every lead's e-mail went out in the end");
  deepStrictEqual(new Set(teamEmails(mailer.sent).map((email) => email.idempotencyKey)).size, 8, "each once");
  deepStrictEqual(mailer.sent.filter(isNotice).length, 1);

  // Quiet again; a later flood is a new stretch, with a notice of its own.
  clock.advance(2 * HOUR_MS);
  for (let i = 0; i < 4; i++) await fromNewVisitor(handler);
  deepStrictEqual(teamEmails(mailer.sent).length, 11);
  deepStrictEqual(mailer.sent.filter(isNotice).length, 2);
}).forEach((test) => Deno.test(test));

backendTests("parallel requests cannot push the team e-mails past the ceiling", async (db) => {
  const { handler, mailer } = makeHandler(db, { settings: testSettings({ TEAM_EMAILS_PER_HOUR: "5" }) });
  const responses = await Promise.all(Array.from({ length: 20 }, () => fromNewVisitor(handler)));
  deepStrictEqual(responses.map((response) => response.status), Array(20).fill(200));
  deepStrictEqual(await countRows(db, "contact_requests"), 20);
  deepStrictEqual(teamEmails(mailer.sent).length, 5);
  deepStrictEqual(mailer.sent.filter(isNotice).length, 1);
}).forEach((test) => Deno.test(test));

backendTests("the default ceiling is 30 team e-mails an hour", async (db) => {
  const { handler, mailer } = makeHandler(db, {
    settings: testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "1000" }),
  });
  for (let i = 0; i < 31; i++) await fromNewVisitor(handler);
  deepStrictEqual(teamEmails(mailer.sent).length, 30);
  deepStrictEqual(mailer.sent.filter(isNotice).length, 1);
}).forEach((test) => Deno.test(test));

backendTests("past the hourly ceiling on confirmations they wait, and none a day old is sent", async (db) => {
  const { handler, mailer, clock } = makeHandler(db, {
    settings: testSettings({ SEND_VISITOR_CONFIRMATION: "true", VISITOR_CONFIRMATIONS_PER_HOUR: "2" }),
  });
  for (let i = 0; i < 5; i++) deepStrictEqual((await fromNewVisitor(handler)).status, 200);
  deepStrictEqual(teamEmails(mailer.sent).length, 5, "the team's ceiling is another one");
  deepStrictEqual(confirmations(mailer.sent).length, 2, "no more confirmations than the ceiling");
  clock.advance(HOUR_MS + 1);
  deepStrictEqual(await handler.delivery.deliverDue(), { sent: 2, failed: 0 }, "the next hour's two, oldest first");
  // Nothing runs for a day: the last one is too late to be of use, and is never sent.
  clock.advance(24 * HOUR_MS);
  deepStrictEqual(await handler.delivery.deliverDue(), { sent: 0, failed: 0 });
  deepStrictEqual(confirmations(mailer.sent).length, 4);
  deepStrictEqual(
    (await notifications(db)).filter((n) => n.kind === "visitor_confirmation").map((n) => n.status).sort(),
    ["expired", "sent", "sent", "sent", "sent"],
  );
}).forEach((test) => Deno.test(test));
