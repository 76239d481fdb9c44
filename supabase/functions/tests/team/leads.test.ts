// The team's console: the open leads oldest first, 50 a page; a lead with what
// the visitor sent and its history; and its status changed by the allowed
// moves only (409 naming the current status for every other), each change
// recorded with the member, and at most three booking e-mails a lead.
import { deepStrictEqual, ok } from "node:assert/strict";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import { backendTests, makeHandler, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { MEMBER, signIn, teamRequest } from "./console.ts";

/** Limits no test here reaches: every lead comes from one client. */
const ROOMY = testSettings({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "1000", RATE_LIMIT_PER_EMAIL_PER_HOUR: "1000" });

/** Right numbers of the fixture's first airline (the check digit: the serial's first seven digits modulo 7). */
const AWBS = ["16000000011", "16000000022", "16000000033", "16000000044"];

/** A new lead from `name`: its reference. */
async function newLead(handler: ContactHandler, name: string): Promise<string> {
  const response = await postContact(handler, validRequest({ name, email: `${name.toLowerCase()}@shop.example` }));
  return (await response.json()).reference;
}

const mark = (handler: ContactHandler, token: string, reference: string, body: Record<string, unknown>) =>
  teamRequest(handler, `/team/leads/${reference}/status`, { token, body });

backendTests("the open leads, oldest first, 50 a page; booked and lost ones only in all", async (db) => {
  const { handler, mailer, clock } = makeHandler(db, { settings: ROOMY });
  const references: string[] = [];
  for (let index = 0; index < 52; index++) {
    references.push(await newLead(handler, `Lead${index}`));
    clock.advance(60_000);
  }
  const token = await signIn(handler, mailer);
  deepStrictEqual((await mark(handler, token, references[1], { status: "lost", reason: "price" })).status, 200);
  const first = await (await teamRequest(handler, "/team/leads?status=open", { token })).json();
  deepStrictEqual(first.leads.length, 50);
  deepStrictEqual(first.leads.slice(0, 2).map((lead: { reference: string }) => lead.reference), [
    references[0],
    references[2],
  ]);
  deepStrictEqual(first.leads[0].ageHours, 0.8, "52 minutes old: its age in hours, one decimal");
  const second = await (await teamRequest(handler, `/team/leads?status=open&cursor=${first.nextCursor}`, { token }))
    .json();
  deepStrictEqual(second.leads.map((lead: { reference: string }) => lead.reference), references.slice(51));
  deepStrictEqual(second.nextCursor, null);
  const all = await (await teamRequest(handler, "/team/leads?status=all", { token })).json();
  deepStrictEqual(all.leads[1], { ...all.leads[1], reference: references[1], status: "lost" });
  deepStrictEqual((await teamRequest(handler, "/team/leads?cursor=bm90LWEtY3Vyc29y", { token })).status, 400);
}).forEach((test) => Deno.test(test));

backendTests(
  "a lead with what the visitor sent, and its history: each change, who, when, from what to what",
  async (db) => {
    const { handler, mailer, clock } = makeHandler(db);
    const reference = await newLead(handler, "Mei");
    const ops = await signIn(handler, mailer);
    const sales = await signIn(handler, mailer, "sales@forwarder.test");
    deepStrictEqual((await mark(handler, ops, reference, { status: "answered" })).status, 200);
    clock.advance(60_000);
    const booked = await mark(handler, sales, reference, { status: "booked", awb: "160-0000 0011" });
    deepStrictEqual(booked.status, 200);
    const { lead } = await booked.json();
    deepStrictEqual([lead.reference, lead.status, lead.awb], [reference, "booked", AWBS[0]]);
    deepStrictEqual(lead.request.name, "Mei");
    deepStrictEqual(
      lead.history.map((entry: Record<string, unknown>) => [entry.member, entry.from, entry.to, entry.awb]),
      [[MEMBER, "new", "answered", null], ["sales@forwarder.test", "answered", "booked", AWBS[0]]],
    );
    ok(new Date(lead.history[1].at) > new Date(lead.history[0].at));
    const fetched = await (await teamRequest(handler, `/team/leads/${reference}`, { token: ops })).json();
    deepStrictEqual(fetched.lead.history, lead.history);
    deepStrictEqual((await teamRequest(handler, "/team/leads/ZZZZ-ZZZZ", { token: ops })).status, 404);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "every move the console does not allow answers 409 naming the current status, and changes nothing",
  async (db) => {
    const { handler, mailer } = makeHandler(db);
    const token = await signIn(handler, mailer);
    const answered = await newLead(handler, "Answered");
    const booked = await newLead(handler, "Booked");
    const lost = await newLead(handler, "Lost");
    await mark(handler, token, answered, { status: "answered" });
    await mark(handler, token, booked, { status: "booked", awb: AWBS[0] });
    await mark(handler, token, lost, { status: "lost", reason: "noReply" });
    const refused: [string, Record<string, unknown>, string][] = [
      [answered, { status: "answered" }, "answered"],
      [booked, { status: "answered" }, "booked"],
      [booked, { status: "lost", reason: "price" }, "booked"],
      [booked, { status: "booked", awb: AWBS[0] }, "booked"],
      [lost, { status: "answered" }, "lost"],
      [lost, { status: "booked", awb: AWBS[1] }, "lost"],
      [lost, { status: "lost", reason: "price" }, "lost"],
    ];
    for (const [reference, body, status] of refused) {
      const response = await mark(handler, token, reference, body);
      deepStrictEqual([response.status, (await response.json()).error], [409, {
        code: "conflict",
        message: `This lead is ${status}: it cannot be marked so.`,
        status,
      }]);
    }
    const history = await db.query<{ count: number }>("select count(*)::int as count from public.lead_history");
    deepStrictEqual(history[0].count, 3, "only the three allowed moves are recorded");
    const bad = await mark(handler, token, answered, { status: "booked", awb: "160-12345674" });
    deepStrictEqual([bad.status, (await bad.json()).error.fields], [400, { awb: "checkDigit" }]);
    const noReason = await mark(handler, token, answered, { status: "lost" });
    deepStrictEqual([noReason.status, (await noReason.json()).error.fields], [400, { reason: "choice" }]);
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a booked lead's air waybill may be corrected; at most three booking e-mails a lead in all",
  async (db) => {
    const { handler, mailer } = makeHandler(db);
    const token = await signIn(handler, mailer);
    const reference = await newLead(handler, "Booker");
    for (const awb of AWBS) {
      deepStrictEqual((await mark(handler, token, reference, { status: "booked", awb })).status, 200, awb);
      await handler.settle();
      await handler.runScheduledWork();
    }
    const bookings = mailer.sent.filter((email) => email.idempotencyKey.includes("/booking/"));
    deepStrictEqual(bookings.map((email) => email.idempotencyKey.split("/").at(-1)), AWBS.slice(0, 3));
    const { lead } = await (await teamRequest(handler, `/team/leads/${reference}`, { token })).json();
    deepStrictEqual([lead.awb, lead.history.length], [AWBS[3], 4], "the fourth number is recorded, not e-mailed");
  },
).forEach((test) => Deno.test(test));

backendTests(
  "a NUL or another control character in a lead's path answers 404, as a path no route declares",
  async (db) => {
    const { handler, mailer } = makeHandler(db);
    const token = await signIn(handler, mailer);
    // NUL, a C0 control, DEL and a C1 control (U+0085), each in a reference, on a GET and a POST.
    for (const control of ["%00", "%01", "%7F", "%C2%85"]) {
      const requests = [
        { path: `/team/leads/K7QM${control}4TXH`, body: undefined },
        { path: `/team/leads/${control}/status`, body: { status: "answered" } },
      ];
      for (const { path, body } of requests) {
        const response = await teamRequest(handler, path, { token, body });
        deepStrictEqual(response.status, 404, path);
        deepStrictEqual((await response.json()).error.code, "not_found", path);
      }
    }
  },
).forEach((test) => Deno.test(test));
