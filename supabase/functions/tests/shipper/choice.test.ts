// The shipper picks one of their lead's options on their quote page: a POST
// to .../quote/<reference>/choice with the lead's key (Authorization: Bearer).
// The right key chooses and tells the team in the lead's thread; a wrong key,
// another lead's key, the Idempotency-Key that made the lead or no key
// changes nothing (403); a service the lead was not priced for is 400; a
// sixth change is 429.
import { FIXTURE_CARD } from "../support/fixtureCard.ts";
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, countryNamed, makeHandler } from "../support/harness.ts";
import { formBody, FUNCTION_URL, postChoice, postContact, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";

/** Priced to the United States (express and economy) or to Germany (express only) by the fixture card. */
const cargo = (code: "US" | "DE") => ({
  shippingCountry: countryNamed(FIXTURE_CARD, code),
  cargoPieces: "4",
  cargoLengthCm: "120",
  cargoWidthCm: "80",
  cargoHeightCm: "100",
  cargoWeightKg: "450.5",
});

const choose = (handler: ContactHandler, body: { reference: string; service: unknown }, key: string | null) =>
  postChoice(handler, body, { key });

/** A lead to the United States sent with `key`, and its reference. */
async function lead(db: Database, key: string, code: "US" | "DE" = "US") {
  const context = makeHandler(db, { rateCard: FIXTURE_CARD });
  const response = await postContact(context.handler, validRequest({ ...cargo(code), email: `${key}@shop.example` }), {
    idempotencyKey: key,
  });
  const { reference, quoteKey } = await response.json();
  return { ...context, reference: reference as string, key: quoteKey as string };
}

const chosenRow = async (db: Database, reference: string) =>
  (await db.query<{ chosen_service: string | null; choice_changes: number; chosen_at: Date | null }>(
    "select chosen_service, choice_changes, chosen_at from public.contact_requests where reference = $1",
    [reference],
  ))[0];

backendTests(
  "with the key of the request that made the lead, a choice is stored and the team told in its thread",
  async (db) => {
    const { handler, mailer, reference, key } = await lead(db, "lead-key-1");
    const team = mailer.sent.find((email) => email.subject.startsWith(`Quote request ${reference}`))!;
    const response = await choose(handler, { reference, service: "economy" }, key);
    deepStrictEqual([response.status, await response.json()], [200, { reference, chosen: "economy" }]);
    deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
    const row = await chosenRow(db, reference);
    deepStrictEqual([row.chosen_service, row.choice_changes, row.chosen_at !== null], ["economy", 1, true]);
    await handler.settle();
    const told = mailer.sent.filter((email) => email.idempotencyKey === `quote-request/${reference}/choice-1`);
    deepStrictEqual(told.length, 1);
    // In the lead's thread: the team e-mail's Message-ID, its subject after "Re: ".
    const thread = team.headers!["Message-ID"];
    ok(/^<quote-request\.[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}@forwarder\.test>$/.test(thread), thread);
    deepStrictEqual(told[0].headers, { "In-Reply-To": thread, References: thread });
    deepStrictEqual(told[0].subject, `Re: ${team.subject}`);
    deepStrictEqual(told[0].to, "team@forwarder.test");
    // Who chose what, at what range: economy's (hand-worked in quote/leads.ts).
    ok(
      told[0].text.includes("Mei Chan chose Economy") &&
        told[0].text.includes(
          `${
            new Intl.NumberFormat("en", {
              style: "currency",
              currency: "USD",
              currencyDisplay: "code",
              maximumFractionDigits: 0,
            })
              .formatRange(2500, 3200)
          }, 5-8 days`,
        ),
      told[0].text,
    );
    // The same choice again changes nothing and tells nobody; another one is the second change.
    deepStrictEqual((await choose(handler, { reference, service: "economy" }, key)).status, 200);
    deepStrictEqual((await chosenRow(db, reference)).choice_changes, 1);
    deepStrictEqual((await choose(handler, { reference, service: "express" }, key)).status, 200);
    await handler.settle();
    deepStrictEqual(mailer.sent.filter((email) => email.idempotencyKey.includes("/choice-")).length, 2);
    deepStrictEqual((await chosenRow(db, reference)).chosen_service, "express");
  },
).forEach((test) => Deno.test(test));

backendTests("a wrong key, another lead's reference or no key at all: 403, and nothing changes", async (db) => {
  const { handler, mailer, reference, key: own } = await lead(db, "lead-key-2");
  const other = await lead(db, "lead-key-3");
  for (
    const [body, key] of [
      [{ reference, service: "economy" }, "not-the-key"],
      [{ reference, service: "economy" }, null],
      // The Idempotency-Key that made the lead no longer opens it.
      [{ reference, service: "economy" }, "lead-key-2"],
      // Its own key opens no other lead, nor another lead's key this one.
      [{ reference: other.reference, service: "economy" }, own],
      [{ reference, service: "economy" }, other.key],
      [{ reference: "K7QM-4TXH", service: "economy" }, own],
      [{ reference: "not a reference", service: "economy" }, own],
    ] as const
  ) {
    const response = await choose(handler, body, key);
    deepStrictEqual(response.status, 403, JSON.stringify([body, key]));
    deepStrictEqual((await response.json()).error.code, "forbidden");
  }
  for (const ref of [reference, other.reference]) {
    deepStrictEqual((await chosenRow(db, ref)).chosen_service, null);
  }
  await handler.settle();
  ok(!mailer.sent.some((email) => email.idempotencyKey.includes("/choice-")), "nobody is told anything");
}).forEach((test) => Deno.test(test));

backendTests("an unknown service, or one the lead was not priced for, is 400; a sixth change is 429", async (db) => {
  const { handler, reference, key } = await lead(db, "lead-key-4");
  for (const service of ["overnight", "", 7]) {
    deepStrictEqual((await choose(handler, { reference, service }, key)).status, 400, String(service));
  }
  // Germany has express only.
  const europe = await lead(db, "lead-key-5", "DE");
  const notOffered = await choose(europe.handler, { reference: europe.reference, service: "economy" }, europe.key);
  deepStrictEqual([notOffered.status, (await notOffered.json()).error.code], [400, "unknown_service"]);
  const services = ["economy", "express", "economy", "express", "economy"];
  for (const service of services) {
    deepStrictEqual((await choose(handler, { reference, service }, key)).status, 200, service);
  }
  const sixth = await choose(handler, { reference, service: "express" }, key);
  deepStrictEqual([sixth.status, (await sixth.json()).error.code], [429, "too_many_changes"]);
  const row = await chosenRow(db, reference);
  deepStrictEqual([row.chosen_service, row.choice_changes], ["economy", 5]);
}).forEach((test) => Deno.test(test));

backendTests("a plain form post to the choice route is not a lead", async (db) => {
  const { handler } = makeHandler(db);
  const response = await handler(
    new Request(`${FUNCTION_URL}/quote/K7QM-4TXH/choice`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: formBody(validRequest()),
    }),
  );
  deepStrictEqual(response.status, 415);
  deepStrictEqual((await db.query("select 1 from public.contact_requests")).length, 0);
}).forEach((test) => Deno.test(test));
