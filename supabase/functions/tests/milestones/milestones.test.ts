// POST /team/leads/<reference>/milestones: a member records a booked
// shipment's milestones in order, each once (skipping is allowed, going back
// is not), the flight named for a departure; each is recorded with the member
// in one transaction with its e-mail. Refused: without a session (401), on a
// lead not booked (409 not_booked), recorded already or before the last
// (409 out_of_order naming the last), a departure without its flight (400);
// two members recording the same milestone at once: one wins.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, makeHandler, testSettings } from "../support/harness.ts";
import { createContactHandler } from "../../send-contact-email/handler.ts";
import { createStores } from "../../send-contact-email/stores.ts";
import { fixtureReplies } from "../support/replies.ts";
import { MEMBER, signIn, teamRequest } from "../team/console.ts";
import { book, milestoneNotifications, newLead, postMilestone, refusal, storedMilestones } from "./shipments.ts";

const SALES = "sales@forwarder.test";

backendTests("without a session, or with a made-up one: 401, and nothing recorded", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const { reference } = await newLead(handler);
  await book(handler, await signIn(handler, mailer), reference);
  deepStrictEqual(await refusal(await postMilestone(handler, reference, { milestone: "collected" })), {
    http: 401,
    code: "unauthorized",
  });
  const forged = await postMilestone(handler, reference, { milestone: "collected" }, "eyJhbGciOiJIUzI1NiJ9.e30.x");
  deepStrictEqual(forged.status, 401);
  deepStrictEqual(await storedMilestones(db, reference), []);
}).forEach((test) => Deno.test(test));

backendTests("recorded in order with the member, skipping allowed: 200 with the lead's milestones", async (db) => {
  const { handler, mailer, clock } = makeHandler(db);
  const ops = await signIn(handler, mailer);
  const sales = await signIn(handler, mailer, SALES);
  const { reference } = await newLead(handler);
  await book(handler, ops, reference);
  const collectedAt = clock.now();
  const first = await postMilestone(handler, reference, { milestone: "collected" }, ops);
  deepStrictEqual(first.status, 200);
  deepStrictEqual(await first.json(), { milestones: [{ milestone: "collected", at: collectedAt.toISOString() }] });
  clock.advance(6 * 60 * 60 * 1000);
  // In Hong Kong skipped (the team did not record it): departed, its flight written one way.
  const second = await postMilestone(handler, reference, { milestone: "departed", flight: " cx880 " }, sales);
  deepStrictEqual(second.status, 200);
  deepStrictEqual((await second.json()).milestones, [
    { milestone: "collected", at: collectedAt.toISOString() },
    { milestone: "departed", at: clock.now().toISOString(), flight: "CX 880" },
  ]);
  deepStrictEqual(await storedMilestones(db, reference), [
    { milestone: "collected", flight: null, member: MEMBER },
    { milestone: "departed", flight: "CX 880", member: SALES },
  ]);
  deepStrictEqual((await milestoneNotifications(db, reference)).map((row) => row.milestone), ["collected", "departed"]);
  deepStrictEqual((await postMilestone(handler, "ZZZZ-ZZZZ", { milestone: "collected" }, ops)).status, 404);
}).forEach((test) => Deno.test(test));

backendTests(
  "on a lead not booked (new, answered, lost): 409 not_booked naming its status, nothing recorded",
  async (db) => {
    const { handler, mailer } = makeHandler(db);
    const token = await signIn(handler, mailer);
    const leads = [await newLead(handler), await newLead(handler), await newLead(handler)];
    const marks = [null, { status: "answered" }, { status: "lost", reason: "price" }];
    for (const [index, { reference }] of leads.entries()) {
      const mark = marks[index];
      if (mark) {
        deepStrictEqual(
          (await teamRequest(handler, `/team/leads/${reference}/status`, { token, body: mark })).status,
          200,
        );
      }
      deepStrictEqual(await refusal(await postMilestone(handler, reference, { milestone: "collected" }, token)), {
        http: 409,
        code: "not_booked",
        status: mark?.status ?? "new",
      });
      deepStrictEqual(await storedMilestones(db, reference), []);
      deepStrictEqual(await milestoneNotifications(db, reference), []);
    }
  },
).forEach((test) => Deno.test(test));

backendTests("a departure without its flight, or with something else: 400 naming the flight", async (db) => {
  const { handler, mailer } = makeHandler(db);
  const token = await signIn(handler, mailer);
  const { reference } = await newLead(handler);
  await book(handler, token, reference);
  const refused = async (body: Record<string, unknown>) =>
    await refusal(await postMilestone(handler, reference, body, token));
  for (const flight of [undefined, "", "  "]) {
    deepStrictEqual(await refused({ milestone: "departed", flight }), {
      http: 400,
      code: "invalid_fields",
      fields: { flight: "required" },
    });
  }
  for (const flight of ["880", "CX", "CX 88012", "C 880", "12 880", "CX-880", "CX 880\nBcc: x", 880]) {
    deepStrictEqual((await refused({ milestone: "departed", flight })).fields, { flight: "format" }, String(flight));
  }
  deepStrictEqual((await refused({ milestone: "collected", flight: "CX 880" })).fields, { flight: "departedOnly" });
  deepStrictEqual((await refused({ milestone: "shipped" })).fields, { milestone: "choice" });
  deepStrictEqual(await storedMilestones(db, reference), []);
  // The forms a flight number takes: a letter and a digit, four digits, a suffix.
  for (const [milestone, flight, written] of [["departed", "3u8018a", "3U 8018A"]]) {
    const response = await postMilestone(handler, reference, { milestone, flight }, token);
    deepStrictEqual((await response.json()).milestones[0].flight, written);
  }
}).forEach((test) => Deno.test(test));

backendTests(
  "recorded already, or before the last recorded: 409 out_of_order naming the last, nothing more recorded",
  async (db) => {
    const { handler, mailer } = makeHandler(db);
    const token = await signIn(handler, mailer);
    const { reference } = await newLead(handler);
    await book(handler, token, reference);
    deepStrictEqual((await postMilestone(handler, reference, { milestone: "in-hong-kong" }, token)).status, 200);
    // The same again (a retried post, or a second click): refused, its e-mail not queued twice.
    deepStrictEqual(await refusal(await postMilestone(handler, reference, { milestone: "in-hong-kong" }, token)), {
      http: 409,
      code: "out_of_order",
      last: "in-hong-kong",
    });
    // One before it.
    deepStrictEqual(await refusal(await postMilestone(handler, reference, { milestone: "collected" }, token)), {
      http: 409,
      code: "out_of_order",
      last: "in-hong-kong",
    });
    deepStrictEqual(
      (await postMilestone(handler, reference, { milestone: "delivered" }, token)).status,
      200,
      "the last one, skipping two",
    );
    for (const milestone of ["collected", "in-hong-kong", "arrived", "delivered"]) {
      deepStrictEqual(await refusal(await postMilestone(handler, reference, { milestone }, token)), {
        http: 409,
        code: "out_of_order",
        last: "delivered",
      }, milestone);
    }
    deepStrictEqual(
      (await refusal(await postMilestone(handler, reference, { milestone: "departed", flight: "CX 880" }, token))).last,
      "delivered",
    );
    deepStrictEqual((await storedMilestones(db, reference)).map((row) => row.milestone), ["in-hong-kong", "delivered"]);
    deepStrictEqual((await milestoneNotifications(db, reference)).map((row) => row.milestone), [
      "in-hong-kong",
      "delivered",
    ]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "two members record the same milestone at once, on two instances: one 200, one 409, one row, one e-mail",
  async (db) => {
    const first = makeHandler(db);
    const token = await signIn(first.handler, first.mailer);
    const sales = await signIn(first.handler, first.mailer, SALES);
    const { reference } = await newLead(first.handler);
    await book(first.handler, token, reference);
    await first.handler.settle();
    // A second instance of the function on the same database.
    const second = createContactHandler({
      stores: createStores(db),
      mailer: first.mailer,
      clock: first.clock.now,
      settings: testSettings(),
      logger: { info: () => {}, error: () => {} },
      replies: fixtureReplies,
    });
    const body = { milestone: "departed", flight: "CX 880" };
    const answers = await Promise.all([
      postMilestone(first.handler, reference, body, token),
      postMilestone(second, reference, body, sales),
    ]);
    deepStrictEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    deepStrictEqual((await refusal(refused)).last, "departed");
    await Promise.all([first.handler.settle(), second.settle()]);
    const rows = await storedMilestones(db, reference);
    deepStrictEqual(rows.length, 1);
    ok([MEMBER, SALES].includes(rows[0].member));
    deepStrictEqual(await milestoneNotifications(db, reference), [{
      milestone: "departed",
      status: "sent",
      attempts: 1,
    }]);
  },
).forEach((test) => Deno.test(test));
