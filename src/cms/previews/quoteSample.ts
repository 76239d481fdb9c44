// The quotes the CMS's preview of the quote page shows (made up; no lead has
// them): one booked, with two milestones and the airline's tracking link, its
// options with their emissions; one expired, offering to ask again; one the
// team has answered with a firm offer, shown as a quotation above the estimate.
import type { ShipperQuote } from "../../quote/shipperQuote";
import { SAMPLE_LEAD, SAMPLE_REFERENCE, SAMPLE_REQUEST } from "../emails/emailSamples";

const price = SAMPLE_REQUEST.price && "price" in SAMPLE_REQUEST.price ? SAMPLE_REQUEST.price.price : null;

export const SAMPLE_QUOTE: ShipperQuote = {
  reference: SAMPLE_REFERENCE,
  language: "en",
  askedAt: "2026-11-23T01:00:00Z",
  validUntil: "2026-11-30",
  expired: false,
  asked: {
    country: SAMPLE_LEAD.shippingCountry,
    chargeableKg: price?.chargeableKg ?? null,
    grossKg: 450.5,
    pieces: 3,
    pickupCity: SAMPLE_LEAD.pickupCity || null,
    deliverTo: "airport",
    insure: false,
  },
  price,
  emissions: { express: 2600, economy: 2600 },
  noPrice: null,
  noPriceLine: null,
  chosen: "express",
  status: "booked",
  booking: {
    service: "express",
    cargoReadyDate: "2026-11-27",
    requestedAt: "2026-11-23T03:00:00Z",
    changesLeft: 4,
    offer: null,
    parties: {
      supplier: {
        company: "Shenzhen Sample Textile Co.",
        contact: "Li Wei",
        phone: "+86 755 0000 0000",
        address: "8 Sample Road\nBao'an, Shenzhen",
      },
    },
  },
  milestones: [
    { milestone: "collected", at: "2026-11-27T06:30:00Z" },
    { milestone: "departed", at: "2026-11-28T14:10:00Z", flight: "CX 289" },
  ],
  tracking: { airWaybill: "160-12345675", airline: "Cathay Cargo", url: "https://www.cathaycargo.com/" },
  askAgain: {},
  offer: null,
  renewal: null,
};

export const SAMPLE_EXPIRED_QUOTE: ShipperQuote = {
  ...SAMPLE_QUOTE,
  validUntil: "2026-11-20",
  expired: true,
  chosen: null,
  status: "received",
  booking: null,
  milestones: [],
  tracking: null,
};

/** The team's offer on the sample quote: its exact amounts start from the estimate's, the economy lowered, with a note. */
export const SAMPLE_OFFER_QUOTE: ShipperQuote = {
  ...SAMPLE_EXPIRED_QUOTE,
  validUntil: "2026-12-04",
  expired: false,
  status: "answered",
  chosen: "economy",
  offer: {
    number: 1,
    sentAt: "2026-11-23T06:00:00Z",
    validUntil: "2026-12-04",
    expired: false,
    options: [
      { service: "express", amount: 3285.5, currency: "USD", transitDays: "2-3", covers: { pickup: true, door: false, insurance: false } },
      { service: "economy", amount: 2450, currency: "USD", transitDays: "4-6", covers: { pickup: true, door: false, insurance: false } },
    ],
    note: "Economy departs on Tuesdays and Fridays; the pallet travels as stackable.",
    chargeableKg: price?.chargeableKg ?? null,
  },
};
