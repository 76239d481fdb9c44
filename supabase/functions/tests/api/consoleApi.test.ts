// The console's API (/team/...) answered by the real handler and read with its
// contract (_shared/api/consoleApi.ts), as the site's /team/ page reads it,
// with the values expected: signing in, the list, a priced lead (its price's
// options the quote page's ranges, its booking and milestones the quote
// page's), an unpriced one, the moves and the milestones, and the refusals the
// console tells apart.
import { deepStrictEqual, ok } from "node:assert/strict";
import {
  type LeadMove,
  type MilestoneBody,
  priceLinesOf,
  readConsoleRefusal,
  readLeadAnswer,
  readLeadList,
  readMilestonesAnswer,
  readSessionAnswer,
  readSignInAnswer,
  type SessionBody,
  type SignInBody,
} from "../../_shared/api/consoleApi.ts";
import { readQuoteAnswer } from "../../_shared/api/quotePageApi.ts";
import { readQuoteRequestAnswer } from "../../_shared/api/quoteRequestApi.ts";
import { PRICED } from "../support/fixtureCard.ts";
import { backendTests } from "../support/harness.ts";
import { getQuote, postBooking, postContact, validRequest } from "../support/requests.ts";
import { hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { EXPECTED_ANSWER, pricedHandler } from "../quote/leads.ts";
import { AWB } from "../milestones/shipments.ts";
import { codeSentTo, MEMBER, signIn, teamRequest } from "../team/console.ts";
import { readAnswer, readWhole } from "./answers.ts";

backendTests("signing in reads with the contract: the code asked for, then a session", async (db) => {
  const { handler, mailer, clock } = pricedHandler(db);
  const asked: SignInBody = { email: MEMBER };
  const sent = await readWhole(await teamRequest(handler, "/team/sign-in", { body: asked }), 202, readSignInAnswer);
  deepStrictEqual(sent, { status: "sent" });
  await handler.settle();
  const body: SessionBody = { email: MEMBER, code: codeSentTo(mailer, MEMBER)! };
  const session = await readWhole(await teamRequest(handler, "/team/session", { body }), 200, readSessionAnswer);
  deepStrictEqual(new Date(session.expiresAt).getTime() - clock.now().getTime(), 12 * 60 * 60 * 1000);
  const wrong = await readAnswer(
    await teamRequest(handler, "/team/session", { body: { ...body, code: "000000" } }),
    401,
    readConsoleRefusal,
  );
  deepStrictEqual(wrong.value.error.code, "invalid_code");
}).forEach((test) => Deno.test(test));

backendTests(
  "the list reads whole; a lead reads with its price's ranges, and the booking and milestones the quote page has",
  async (db) => {
    const { handler, mailer, clock } = pricedHandler(db);
    const sent = await readAnswer(await postContact(handler, validRequest(PRICED)), 200, readQuoteRequestAnswer);
    const { reference, quoteKey } = sent.value;
    const token = await signIn(handler, mailer);
    const list = await readWhole(await teamRequest(handler, "/team/leads?status=open", { token }), 200, readLeadList);
    deepStrictEqual(list, {
      leads: [{
        reference,
        createdAt: clock.now().toISOString(),
        ageHours: 0,
        country: PRICED.shippingCountry,
        chargeableKg: 640,
        chosen: null,
        status: "new",
        bookingRequested: false,
      }],
      nextCursor: null,
    });
    const cargoReadyDate = hongKongDate(new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000));
    const supplier = { company: "Shenzhen Widgets", contact: "Li Wei", phone: "+86 755 0000 0000", address: "1 Road" };
    await postBooking(handler, reference, { service: "express", cargoReadyDate, supplier }, { key: quoteKey! });
    const move: LeadMove = { status: "booked", awb: AWB };
    const { value } = await readAnswer(
      await teamRequest(handler, `/team/leads/${reference}/status`, { token, body: move }),
      200,
      readLeadAnswer,
    );
    const milestone: MilestoneBody = { milestone: "collected" };
    const recorded = await readWhole(
      await teamRequest(handler, `/team/leads/${reference}/milestones`, { token, body: milestone }),
      200,
      readMilestonesAnswer,
    );
    deepStrictEqual(recorded, { milestones: [{ milestone: "collected", at: clock.now().toISOString() }] });
    const { lead } =
      (await readAnswer(await teamRequest(handler, `/team/leads/${reference}`, { token }), 200, readLeadAnswer))
        .value;
    deepStrictEqual(value.lead.history, lead.history);
    deepStrictEqual(
      [lead.status, lead.awb, lead.lostReason, lead.language, lead.request.email, lead.bookingRequested],
      ["booked", AWB, null, "en", validRequest().email, false],
    );
    deepStrictEqual(lead.history, [
      { at: clock.now().toISOString(), member: MEMBER, from: "new", to: "booked", awb: AWB, reason: null, offer: null },
    ]);
    // The stored price's options, as the console shows them: the ranges the shipper was answered, the days,
    // and the exact totals with the lines they add up from (what a firm offer starts from).
    if (lead.price?.kind !== "priced") throw new Error("the lead reads as priced");
    const { options, ...price } = lead.price.price;
    deepStrictEqual(price, { currency: "USD", minorDigits: 2, chargeableKg: 640, covers: EXPECTED_ANSWER.covers });
    deepStrictEqual(
      options.map(({ service, low, high, transitDays }) => ({ service, low, high, transitDays })),
      EXPECTED_ANSWER.options.map(({ service, low, high, transitDays }) => ({ service, low, high, transitDays })),
    );
    for (const option of options) {
      const lines = priceLinesOf(option);
      ok(lines.length > 1 && lines[0].name === "Freight");
      deepStrictEqual(lines.reduce((sum, line) => sum + line.amountMinor, 0), option.totalMinor);
      ok(option.totalMinor / 100 >= option.low && option.totalMinor / 100 <= option.high);
    }
    const quote = (await readAnswer(await getQuote(handler, reference, quoteKey!), 200, readQuoteAnswer)).value;
    // The quote page has the same booking, its parties set apart (shown while the lead is open, as here).
    ok(lead.booking !== undefined && lead.booking !== null && lead.milestones.length === 1);
    const { supplier: booked, consignee, notes, ...rest } = lead.booking;
    const parties = { supplier: booked, ...(consignee ? { consignee } : {}), ...(notes ? { notes } : {}) };
    deepStrictEqual([quote.booking, quote.milestones], [{ ...rest, parties }, lead.milestones]);
  },
).forEach((test) => Deno.test(test));

backendTests("an unpriced lead reads with its reason; the refusals the console tells apart read too", async (db) => {
  const { handler, mailer } = pricedHandler(db);
  const sent = await readAnswer(
    await postContact(handler, validRequest({ ...PRICED, shippingCountry: "Canada" })),
    200,
    readQuoteRequestAnswer,
  );
  const { reference } = sent.value;
  const token = await signIn(handler, mailer);
  const { lead } =
    (await readAnswer(await teamRequest(handler, `/team/leads/${reference}`, { token }), 200, readLeadAnswer))
      .value;
  deepStrictEqual(lead.price, { kind: "noPrice", reason: "noZone" });
  const refused = async (path: string, status: number, body?: unknown) =>
    (await readAnswer(await teamRequest(handler, path, { token, body }), status, readConsoleRefusal)).value.error;
  const notBooked = await refused(`/team/leads/${reference}/milestones`, 409, { milestone: "collected" });
  deepStrictEqual([notBooked.code, notBooked.status], ["not_booked", "new"]);
  const badAwb = await refused(`/team/leads/${reference}/status`, 400, { status: "booked", awb: "160-12345674" });
  deepStrictEqual([badAwb.code, badAwb.fields], ["invalid_fields", { awb: "checkDigit" }]);
  const booked: LeadMove = { status: "booked", awb: AWB };
  await readAnswer(
    await teamRequest(handler, `/team/leads/${reference}/status`, { token, body: booked }),
    200,
    readLeadAnswer,
  );
  const conflict = await refused(`/team/leads/${reference}/status`, 409, { status: "answered" });
  deepStrictEqual([conflict.code, conflict.status], ["conflict", "booked"]);
  const departed: MilestoneBody = { milestone: "departed", flight: "CX 880" };
  await readAnswer(
    await teamRequest(handler, `/team/leads/${reference}/milestones`, { token, body: departed }),
    200,
    readMilestonesAnswer,
  );
  const outOfOrder = await refused(`/team/leads/${reference}/milestones`, 409, { milestone: "collected" });
  deepStrictEqual([outOfOrder.code, outOfOrder.last], ["out_of_order", "departed"]);
  deepStrictEqual((await refused("/team/leads/ZZZZ-ZZZZ", 404)).code, "not_found");
  const signedOut = await readAnswer(await teamRequest(handler, "/team/leads"), 401, readConsoleRefusal);
  deepStrictEqual(signedOut.value.error.code, "unauthorized");
}).forEach((test) => Deno.test(test));
