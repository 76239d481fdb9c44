// The leads the quote tests send and what they share: cargo details from
// Shenzhen, a request the tests' rate card prices (the fixture
// __tests__/fixtures/rates.yaml, whose figures appear nowhere else) with the
// answer worked by hand, the handler on that card, and the lead's team e-mail.
import { makeHandler, testSettings } from "../support/harness.ts";
import { FIXTURE_CARD } from "../support/fixtureCard.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { OutgoingEmail } from "../../send-contact-email/outbox/outgoing.ts";
import { fixtureReplies } from "../support/replies.ts";

/** Three cartons of 120 x 80 x 100 cm, 450.5 kg, with batteries and magnets, from Shenzhen. */
export const CARGO = {
  cargoPieces: "3",
  cargoLengthCm: "120",
  cargoWidthCm: "80",
  cargoHeightCm: "100",
  cargoWeightKg: "450.5",
  cargoContents: ["batteries", "magnets"],
  pickupCity: "Shenzhen",
};

/** Lithium ion batteries fitted inside the product, none over 100 Wh: UN3481, PI 967, Section II, as JSON sends them. */
export const IN_EQUIPMENT = {
  cargoContents: ["batteries"],
  batteryType: "lithiumIon",
  batteryPacking: "inEquipment",
  batteryLarge: false,
};

// By hand: 640 kg falls in +500 at 4.657 = 2,980.48 (a +1000 break at 1,000 kg, 4,423.00, costs more);
// fuel 0.617 x 640 chargeable = 394.88; security 0.149 x 450.5 gross = 67.1245, 67.12; documents 41.93.
// Total 3,484.41; less 10 % is 3,135.969, down to two significant figures 3,100; plus 10 % is 3,832.851, up to 3,900.
// Economy (the card's Americas have it): +500 at 3.617 x 640 = 2,314.88 (+1000 at 1,000 kg, 3,409.00, costs more);
// the same surcharges and fee: 2,818.81; less 10 % is 2,536.929, down to 2,500; plus 10 % is 3,100.691, up to 3,200.
// Nothing asked for beyond airport to airport: no pickup city, no door, no insurance.
export const EXPECTED_ANSWER = {
  currency: "USD",
  low: 3100,
  high: 3900,
  chargeableKg: 640,
  transitDays: "2-3",
  // The fake clock's day in Hong Kong (15 January 2026, 18:00) + the fixture's quoteValidDays (23), before its
  // validUntil (2099-12-31).
  validUntil: "2026-02-07",
  // CO2e of 450.5 kg gross over the fixture's 13,579 km to the Americas: 0.4505 t x (13,579 + 95) km x the
  // long-haul 654.3 g/tkm = 4,030.58 kg, about 4,000 (two significant figures); the same flight for both options.
  options: [
    { service: "express", low: 3100, high: 3900, transitDays: "2-3", co2eKg: 4000 },
    { service: "economy", low: 2500, high: 3200, transitDays: "5-8", co2eKg: 4000 },
  ],
  covers: { pickup: false, door: false, insurance: false },
  // Nothing declared: no special goods.
  specialGoods: null,
};

/** The lead's team e-mail (not the notice that the database is away, which may go out before it). */
export const teamEmail = (sent: OutgoingEmail[]) => sent.find((email) => email.idempotencyKey.endsWith("/team"))!;

/** The team's words of the tests' site. */
export const TEAM_WORDS = fixtureReplies.team.words;

export function pricedHandler(db: Database, env: Record<string, string> = {}) {
  return makeHandler(db, { rateCard: FIXTURE_CARD, settings: testSettings(env) });
}
