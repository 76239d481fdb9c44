// The function's answer to GET /quote/<reference> as the site's tests use it
// (made-up figures, as the quote page's contract declares it), and an answer
// as fetch resolves it.
import type { QuoteAnswer, QuoteOffer } from "../../supabase/functions/_shared/api/quotePageApi.ts";

export const QUOTE_REFERENCE = "K7QM-4TXH";

/** The function's answer to GET /quote/<reference> (made-up figures), as the quote page's contract declares it. */
export const quoteAnswer = (overrides: Partial<QuoteAnswer> = {}): QuoteAnswer => ({
  reference: QUOTE_REFERENCE,
  language: "en",
  askedAt: "2026-11-23T01:00:00Z",
  validUntil: "2099-12-31",
  expired: false,
  asked: { country: "Germany", chargeableKg: 95, grossKg: 80, pieces: 2, pickupCity: "Shenzhen", deliverTo: "door", insure: true },
  price: {
    currency: "USD",
    low: 560,
    high: 690,
    chargeableKg: 95,
    transitDays: "2-3",
    validUntil: "2099-12-31",
    options: [
      { service: "express", low: 560, high: 690, transitDays: "2-3", co2eKg: 580 },
      { service: "economy", low: 430, high: 520, transitDays: "5-7", co2eKg: 580 },
    ],
    covers: { pickup: true, door: true, insurance: false },
    specialGoods: null,
  },
  noPrice: null,
  noPriceLine: null,
  chosen: null,
  status: "received",
  booking: null,
  milestones: [],
  tracking: null,
  askAgain: {
    name: "Mei Chan",
    email: "mei@example.com",
    shippingCountry: "Germany",
    message: "Two cartons",
    cargoPieces: 2,
    insure: true,
  },
  offer: null,
  renewal: null,
  ...overrides,
});

/** An answer as fetch resolves it (jsdom has no Response): its status and JSON body. */
export const answerOf = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

/** The team's first offer on it (made-up figures): two options, a note, valid until 2099. */
export const quoteOffer = (overrides: Partial<QuoteOffer> = {}): QuoteOffer => ({
  number: 1,
  sentAt: "2026-11-24T02:00:00Z",
  validUntil: "2099-12-06",
  expired: false,
  options: [
    { service: "express", amount: 702.5, currency: "USD", transitDays: "2-3", covers: { pickup: true, door: true, insurance: false } },
    { service: "economy", amount: 455.25, currency: "USD", transitDays: "4-6", covers: { pickup: false, door: true, insurance: true } },
  ],
  note: "Rates hold for pallets up to 120 cm.",
  chargeableKg: 95,
  ...overrides,
});
