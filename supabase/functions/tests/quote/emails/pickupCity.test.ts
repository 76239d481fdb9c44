// The pickup city in the visitor's confirmation: the address it goes to was
// typed by the visitor, so the e-mail never repeats the city as typed. A city
// on the rate card is named as the card names it; any other is "your city" in
// the visitor's words. The team's e-mail still shows what was typed.
import { FIXTURE_CARD, PRICED } from "../../support/fixtureCard.ts";
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, makeHandler, testSettings } from "../../support/harness.ts";
import { postContact, validRequest } from "../../support/requests.ts";
import type { Database } from "../../../send-contact-email/storage/database.ts";
import { fixtureReplies } from "../../support/replies.ts";
import { fillTemplate } from "../../../_shared/words/template.ts";

/** The tests' rate card: its one pickup area names Shenzhen, 深圳 and Dongguan. */

/** Priced to the United States by the fixture card, collected in `pickupCity`. */
const fromCity = (pickupCity: string) =>
  validRequest({
    ...PRICED,
    pickupCity,
  });

/** The team's e-mail and the visitor's confirmation of a request sent in `language`. */
async function emailsOf(db: Database, request: ReturnType<typeof fromCity>, language = "en") {
  const { handler, mailer } = makeHandler(db, {
    rateCard: FIXTURE_CARD,
    settings: testSettings({ SEND_VISITOR_CONFIRMATION: "true" }),
  });
  const response = await postContact(handler, { ...request, language });
  deepStrictEqual(response.status, 200);
  ok((await response.json()).price, "priced");
  const team = mailer.sent.find((email) => email.to === "team@forwarder.test")!;
  const confirmation = mailer.sent.find((email) => email.to === request.email)!;
  return { team, confirmation };
}

const parts = (email: { subject: string; text: string; html: string }) => [email.subject, email.text, email.html];

backendTests("a city on the card is named in the confirmation as the card names it", async (db) => {
  const { price } = fixtureReplies.languages.en;
  const { team, confirmation } = await emailsOf(db, fromCity("深圳市"));
  ok(confirmation.text.includes(fillTemplate(price.fromCity, { city: "深圳" })), confirmation.text);
  for (const part of parts(confirmation)) ok(!part.includes("深圳市"), "not as typed");
  ok(team.text.includes("深圳市"), "the team sees what was typed");
}).forEach((test) => Deno.test(test));

backendTests("a city typed in another case and spacing is the card's spelling", async (db) => {
  const { price } = fixtureReplies.languages.en;
  const { confirmation } = await emailsOf(db, fromCity("dong guan city"));
  ok(confirmation.text.includes(fillTemplate(price.fromCity, { city: "Dongguan" })), confirmation.text);
  for (const part of parts(confirmation)) ok(!part.includes("dong guan"), "not as typed");
}).forEach((test) => Deno.test(test));

backendTests("any other city is 'your city' in the visitor's language, never what was typed", async (db) => {
  const typed = "Yiwu, write to win.example";
  const { team, confirmation } = await emailsOf(db, fromCity(typed), "es");
  const { price } = fixtureReplies.languages.es;
  ok(confirmation.text.includes(price.fromYourCityQuoted), confirmation.text);
  for (const part of parts(confirmation)) ok(!part.includes("Yiwu") && !part.includes("win.example"), part);
  ok(team.text.includes(typed), "the team sees what was typed");
}).forEach((test) => Deno.test(test));
