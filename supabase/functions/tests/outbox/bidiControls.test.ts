// What a visitor writes cannot reorder what the team reads: the
// bidirectional controls (U+202A to U+202E, U+2066 to U+2069, and the marks
// U+200E, U+200F, U+061C) are taken out of
// every visitor-written value of the team's e-mails about a lead (the lead's,
// a choice's, the reminder's), in the subject, the HTML and the plain text,
// so "\u202E" cannot turn a name into a spoofed reference or price. The
// letters around them are kept.
import { FIXTURE_CARD } from "../support/fixtureCard.ts";
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, countryNamed, makeHandler, testSettings } from "../support/harness.ts";
import { postChoice, postContact, validRequest } from "../support/requests.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";

/** Every bidirectional control, one of each. */
const CONTROLS = [
  ...["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"],
  ...["\u200E", "\u200F", "\u061C"],
];
const ANY_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/** A priced lead (so it can be chosen) whose every written field hides controls among its letters. */
const HOSTILE = validRequest({
  name: `Mei\u202E0 USD Chan\u202C`,
  phone: `+852\u2066 5555 0101\u2069`,
  shippingCountry: countryNamed(FIXTURE_CARD, "US"),
  shippingDetails: `Garments \u202Dreference K7QM-4TXH\u202C`,
  message: `Please quote.\n${CONTROLS.join("x")}`,
  pickupCity: `Yiwu\u2067`,
  deliveryPostcode: `\u202B10115`,
  deliverTo: "door",
  cargoPieces: "4",
  cargoLengthCm: "120",
  cargoWidthCm: "80",
  cargoHeightCm: "100",
  cargoWeightKg: "450.5",
  source: { utmSource: "news\u202Eletter", utmCampaign: "spring\u2068sale\u2069", landingPath: "/en" },
});

/** React Email's padding after the preview line, ours: its marks are between no letters anyone wrote. */
const PREVIEW_PADDING = "\u200C\u200B\u200D\u200E\u200F\uFEFF";

function controlFree(email: OutgoingEmail): void {
  const html = email.html.replaceAll(PREVIEW_PADDING, "");
  for (const [part, value] of Object.entries({ subject: email.subject, text: email.text, html })) {
    ok(!ANY_CONTROL.test(value), `${email.idempotencyKey}: a bidirectional control in the ${part}`);
  }
}

backendTests("the team's e-mails about a lead carry no bidirectional control a visitor wrote", async (db) => {
  const { handler, mailer, clock } = makeHandler(db, {
    rateCard: FIXTURE_CARD,
    settings: testSettings({ ANSWER_REMINDER_AFTER_MINUTES: "60" }),
  });
  const response = await postContact(handler, HOSTILE, { idempotencyKey: "bidi-lead" });
  deepStrictEqual(response.status, 200);
  const { reference, quoteKey } = await response.json();
  const choice = await postChoice(handler, { reference, service: "economy" }, { key: quoteKey });
  deepStrictEqual(choice.status, 200);
  await handler.settle();
  clock.advance(61 * 60_000);
  await handler.runScheduledWork();
  const kinds = ["/team", "/choice-1", "/answer_reminder"];
  const emails = kinds.map((kind) => mailer.sent.find((email) => email.idempotencyKey.endsWith(kind)));
  deepStrictEqual(
    emails.map((email) => email !== undefined),
    [true, true, true],
    "the lead's, the choice's, the reminder",
  );
  for (const email of emails) controlFree(email!);
  // The letters are kept: the team still reads what was written, in the order it was typed.
  const [team, chosen, reminder] = emails.map((email) => email!);
  for (const text of ["Mei0 USD Chan", "Garments reference K7QM-4TXH", "xxxxxxxx", "Yiwu", "springsale"]) {
    ok(team.text.includes(text), `${text}\n---\n${team.text}`);
  }
  ok(team.subject.includes("Mei0 USD Chan"), team.subject);
  ok(chosen.text.includes("Mei0 USD Chan"), chosen.text);
  ok(reminder.text.includes("Mei0 USD Chan"), reminder.text);
}).forEach((test) => Deno.test(test));
