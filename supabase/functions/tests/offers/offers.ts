// What the offers' tests share: a lead the tests' card prices (or not), a
// member signed in to the console, and the offers the console sends for it.
import { deepStrictEqual } from "node:assert/strict";
import type { OfferBody, OfferOptionBody } from "../../_shared/api/offers.ts";
import { dayPlus, hongKongDay } from "../../_shared/price/pricing.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import { FIXTURE_CARD, PRICED } from "../support/fixtureCard.ts";
import { FakeClock, makeHandler, type TestContext } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { signIn, teamRequest } from "../team/console.ts";

/** The express and economy options the tests offer: exact amounts, each service's days, airport to airport. */
export const EXPRESS: OfferOptionBody = {
  service: "express",
  amount: 3484.41,
  transitDays: "2-3",
  covers: { pickup: false, door: false, insurance: false },
};
export const ECONOMY: OfferOptionBody = {
  service: "economy",
  amount: 702.5,
  transitDays: "5-8",
  covers: { pickup: false, door: false, insurance: false },
};

/** An offer whose last day is `days` after the clock's day in Hong Kong (7 unless said). */
export const offerBody = (clock: FakeClock, overrides: Partial<OfferBody> & { days?: number } = {}): OfferBody => {
  const { days = 7, ...rest } = overrides;
  return { validUntil: dayPlus(hongKongDay(clock.now()), days), options: [EXPRESS, ECONOMY], ...rest };
};

export type OfferLead = TestContext & { reference: string; key: string; token: string };

/**
 * A lead sent from the site (priced by the tests' card, unless `request` says
 * otherwise), with its key, and a member's session.
 */
export async function offerLead(
  db: Database,
  options: { request?: Record<string, unknown>; replies?: FormReplies; clock?: FakeClock } = {},
): Promise<OfferLead> {
  const context = makeHandler(db, {
    rateCard: FIXTURE_CARD,
    clock: options.clock ?? new FakeClock(),
    ...(options.replies ? { replies: options.replies } : {}),
  });
  const response = await postContact(context.handler, { ...validRequest(PRICED), ...options.request });
  deepStrictEqual(response.status, 200);
  const { reference, quoteKey } = await response.json();
  const token = await signIn(context.handler, context.mailer);
  return { ...context, reference, key: quoteKey, token };
}

/** The console's POST of an offer for the lead, with the member's session. */
export const postOffer = (lead: OfferLead, body: unknown) =>
  teamRequest(lead.handler, `/team/leads/${lead.reference}/offers`, { token: lead.token, body });

/** The console's GET of the lead. */
export const getLead = (lead: OfferLead) =>
  teamRequest(lead.handler, `/team/leads/${lead.reference}`, { token: lead.token });

/** The offer e-mails sent to the shipper, oldest first. */
export const offerEmails = (lead: OfferLead) =>
  lead.mailer.sent.filter((email) => email.idempotencyKey.startsWith(`quote-request/${lead.reference}/offer-`));
