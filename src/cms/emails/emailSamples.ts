// The sample requests the CMS previews the e-mails with (and the e-mail
// snapshot tests render): made-up figures, never the rate card's (the CMS's
// scripts never carry the card), and nothing anyone wrote.
import { EMPTY_CONTACT_REQUEST } from "../../../supabase/functions/_shared/contactFields.ts";
import type { BookingRequest } from "../../../supabase/functions/_shared/booking/bookingFields.ts";
import type { ConfirmationFacts } from "../../../supabase/functions/_shared/emails/confirmationEmail.tsx";
import type { OfferFacts } from "../../../supabase/functions/_shared/emails/offerEmail.tsx";
import type { LeadFacts } from "../../../supabase/functions/_shared/emails/site.ts";
import type { SignInCodeFacts } from "../../../supabase/functions/_shared/emails/signInCodeEmail.tsx";
import type { WeeklyFigures } from "../../../supabase/functions/_shared/emails/weeklySummaryEmail.tsx";
import type { LeadLink } from "../../../supabase/functions/_shared/leadActions.ts";
import type { Price, PriceOption, ServiceName } from "../../../supabase/functions/_shared/price/pricing.ts";
import { pickupAsked, visitorPriceOf } from "../../../supabase/functions/_shared/price/visitorPrice.ts";

/** A sample option, line by line: pickup, freight at the +300 kg break, two surcharges, a fee. */
const option = (
  service: ServiceName,
  transitDays: string,
  ratePerKg: number,
  freightMinor: number,
  low: number,
  high: number,
): PriceOption => {
  const lines = {
    pickup: { name: "Pickup in China", amountMinor: 14400, perKg: 0.3, weightKg: 480, minimumApplied: false },
    freight: { name: "Freight", amountMinor: freightMinor, perKg: ratePerKg, weightKg: 480 },
    surcharges: [
      { name: "Fuel surcharge", amountMinor: 19200, perKg: 0.4, weightKg: 480, basis: "chargeable" as const },
      { name: "Security surcharge", amountMinor: 6758, perKg: 0.15, weightKg: 450.5, basis: "gross" as const },
    ],
    fees: [{ name: "Documents and handling", amountMinor: 4500 }],
  };
  return {
    service,
    transitDays,
    breakUsed: "from300" as const,
    ratePerKg,
    weightChargedKg: 480,
    minimumApplied: false,
    ...lines,
    delivery: null,
    clearance: null,
    batteryHandling: null,
    insurance: null,
    totalMinor: 14400 + freightMinor + 19200 + 6758 + 4500,
    low,
    high,
    // A sample figure (the same flight for either service), not one worked from a card.
    co2eKg: 2900,
  };
};

const EXPRESS = option("express", "3-5", 4.95, 237600, 2500, 3000);
const ECONOMY = option("economy", "6-9", 3.95, 189600, 2000, 2500);

/** A sample price: express and economy, collected in Shenzhen, to the destination airport. */
const SAMPLE_PRICE: Price = {
  ...EXPRESS,
  currency: "USD",
  minorDigits: 2,
  zone: { name: "Europe", transitDays: "2-3" },
  chargeableKg: 480,
  validUntil: "2026-12-31",
  options: [EXPRESS, ECONOMY],
  covers: { pickup: true, door: false, insurance: false },
  pickupZone: "Pearl River Delta",
  pickupCity: "Shenzhen",
};

/** The sample request's reference, as every e-mail about it says it. */
export const SAMPLE_REFERENCE = "K7QM-4TXH";

/** The sample request's link, as the team's e-mails end: the lead in the console (the previews' link goes nowhere). */
export const SAMPLE_LINKS: LeadLink = { console: `https://www.forwarder.example/team?lead=${SAMPLE_REFERENCE}` };

/** The request the previews show: cargo details, a price, a campaign, a message of two lines. */
export const SAMPLE_LEAD: LeadFacts = {
  ...EMPTY_CONTACT_REQUEST,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0958",
  shippingCountry: "Germany",
  shippingDetails: "Spare parts for textile machines",
  message: "Hello,\nplease quote three pallets from our supplier in Shenzhen.",
  cargoPieces: 3,
  cargoLengthCm: 120,
  cargoWidthCm: 80,
  cargoHeightCm: 100,
  cargoWeightKg: 450.5,
  pickupCity: "Shenzhen",
  reference: SAMPLE_REFERENCE,
  language: "es",
  pricing: { kind: "priced", price: SAMPLE_PRICE },
  source: {
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "spring-sale",
    gclid: true,
    fbclid: false,
    referrerHost: "www.google.com",
    landingPath: "/es",
  },
};

/** The same request declaring lithium batteries on their own and magnets inside products: no instant price, their classes named. */
export const SAMPLE_DANGEROUS_LEAD: LeadFacts = {
  ...SAMPLE_LEAD,
  cargoContents: ["batteries", "magnets"],
  batteryType: "lithiumIon",
  batteryPacking: "alone",
  batteryLarge: false,
  magnetsLoose: false,
  pricing: { kind: "noPrice", reason: "batteriesAlone", goods: ["UN3480-965-IB", "magnetsInProducts"] },
};

/** An option with a lithium battery handling line of 45.00 + 0.20 x 480 kg = 141.00, and its range with it. */
const withBatteryHandling = (priced: PriceOption, low: number, high: number): PriceOption => ({
  ...priced,
  batteryHandling: { name: "Lithium batteries, Section II", amountMinor: 14100, perShipment: 45, perKg: 0.2, weightKg: 480 },
  totalMinor: priced.totalMinor + 14100,
  low,
  high,
});
const BATTERY_EXPRESS = withBatteryHandling(EXPRESS, 2600, 3300);
const BATTERY_ECONOMY = withBatteryHandling(ECONOMY, 2200, 2800);

/** The codes of lithium ion batteries inside the product (UN3481, PI 967, Section II) and magnets inside products. */
const SAMPLE_SPECIAL_GOODS = {
  un: "UN3481",
  packingInstruction: "967",
  section: "II" as const,
  documents: ["un38.3" as const, "sds" as const],
  conditions: ["batteriesPerPackage" as const, "magneticField" as const],
};

/** The same request with lithium batteries inside the product and magnets inside products: priced, with the battery line. */
export const SAMPLE_BATTERIES_LEAD: LeadFacts = {
  ...SAMPLE_LEAD,
  cargoContents: ["batteries", "magnets"],
  batteryType: "lithiumIon",
  batteryPacking: "inEquipment",
  batteryLarge: false,
  magnetsLoose: false,
  pricing: {
    kind: "priced",
    price: {
      ...SAMPLE_PRICE,
      ...BATTERY_EXPRESS,
      options: [BATTERY_EXPRESS, BATTERY_ECONOMY],
      specialGoods: SAMPLE_SPECIAL_GOODS,
    },
    goods: ["UN3481-967-II", "magnetsInProducts"],
  },
};

/**
 * The same shipment as a packing list: a pallet that cannot be stacked, taken
 * at the card's 160 cm (1 x 120 x 80 x 160 = 1,536,000 cm³), and 14 cartons
 * (14 x 60 x 40 x 40 = 1,344,000 cm³): 2,880,000 / 6,000 = 480 kg, as priced.
 */
export const SAMPLE_LINES_LEAD: LeadFacts = {
  ...SAMPLE_LEAD,
  cargoPieces: null,
  cargoLengthCm: null,
  cargoWidthCm: null,
  cargoHeightCm: null,
  cargoWeightKg: null,
  cargoLines: [
    { pieces: 1, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 250, stackable: false },
    { pieces: 14, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 200.5, stackable: true },
  ],
  pricing: { kind: "priced", price: { ...SAMPLE_PRICE, nonStackableHeightCm: 160 } },
};

/** A sample booking request, as the shipper sends it from the quote page (the second of five sends). */
export const SAMPLE_BOOKING_REQUEST: { number: number; booking: BookingRequest } = {
  number: 2,
  booking: {
    service: "economy",
    cargoReadyDate: "2026-12-03",
    supplier: { company: "Sample Factory Ltd", contact: "Wang Li", phone: "+86 755 0000 0000", address: "1 Sample Road\nShenzhen" },
    consignee: { company: "Sample Shop Inc", contact: "Mei Chan", phone: "+1 555 0100", address: "2 Sample Street\nToronto" },
    notes: "Two pallets, stackable.",
  },
};

/** The sample lead's quote page, as the confirmation and the milestone e-mails link to it (a sample key). */
export const SAMPLE_QUOTE_PAGE = `https://www.forwarder.example/quote/?ref=${SAMPLE_REFERENCE}#key=v1.20271128.sample`;

/** A sample firm offer, the second the team sent the sample lead: express covering what was asked, economy from the airport. */
export const SAMPLE_OFFER: OfferFacts = {
  reference: SAMPLE_REFERENCE,
  number: 2,
  validUntil: "2026-11-30",
  options: [
    { service: "express", amount: 2716.58, currency: "USD", transitDays: "3-4", covers: { pickup: true, door: false, insurance: false } },
    { service: "economy", amount: 1980.5, currency: "USD", transitDays: "6-8", covers: { pickup: false, door: false, insurance: false } },
  ],
  note: "Collection from your supplier on Monday at the earliest.\nThe economy flight leaves on Thursdays.",
  chargeableKg: 480,
  pickupCity: "Shenzhen",
  quotePage: SAMPLE_QUOTE_PAGE,
};

/** The sample booking request sent at the sample offer's economy option. */
export const SAMPLE_OFFER_BOOKING_REQUEST = {
  ...SAMPLE_BOOKING_REQUEST,
  booking: { ...SAMPLE_BOOKING_REQUEST.booking, offer: { number: 2, amount: 1980.5, currency: "USD" } },
};

/** A sample renewal: the shipper asks for a new offer once the sample offer has expired. */
export const SAMPLE_RENEWAL = { number: 1, offer: 2, validUntil: "2026-11-30" };

/**
 * What the visitor's confirmation says of it: the reference, the price (the range), the cargo declared (lithium
 * batteries inside the product and magnets inside products: what the price includes, what the supplier provides),
 * the quote page.
 */
export const SAMPLE_REQUEST: ConfirmationFacts = {
  reference: SAMPLE_LEAD.reference,
  cargo: { ...SAMPLE_LEAD, cargoContents: ["batteries", "magnets"] },
  price: { price: { ...visitorPriceOf(SAMPLE_PRICE, 480), specialGoods: SAMPLE_SPECIAL_GOODS } },
  pickup: pickupAsked(SAMPLE_LEAD.pickupCity, SAMPLE_LEAD.pricing),
  quotePage: SAMPLE_QUOTE_PAGE,
};

/** A sample week: a few requests against the week before. */
export const SAMPLE_WEEK: WeeklyFigures = {
  start: new Date("2026-11-15T16:00:00Z"),
  end: new Date("2026-11-22T16:00:00Z"),
  requests: { thisWeek: 12, lastWeek: 9 },
  withCargo: { thisWeek: 8, lastWeek: 5 },
  priced: { thisWeek: 5, lastWeek: 4 },
  dangerousGoods: { thisWeek: 2, lastWeek: 1 },
  notPriced: [
    { reason: "noChargeableWeight", thisWeek: 4, lastWeek: 4 },
    { reason: "dangerousGoods", thisWeek: 2, lastWeek: 1 },
    { reason: "noZone", thisWeek: 1, lastWeek: 0 },
  ],
  goods: [
    { goodsClass: "UN3481-967-II", thisWeek: 3, lastWeek: 1 },
    { goodsClass: "magnetsInProducts", thisWeek: 2, lastWeek: 0 },
    { goodsClass: "UN3480-965-IB", thisWeek: 1, lastWeek: 1 },
  ],
  destinations: [
    { name: "Germany", thisWeek: 4, lastWeek: 2 },
    { name: "United States", thisWeek: 3, lastWeek: 4 },
    { name: "Brazil", thisWeek: 2, lastWeek: 0 },
  ],
  languages: [
    { code: "en", thisWeek: 6, lastWeek: 5 },
    { code: "es", thisWeek: 4, lastWeek: 2 },
    { code: "ar", thisWeek: 2, lastWeek: 2 },
  ],
  sources: [
    { kind: "campaign", name: "google / cpc", campaign: "spring-sale", thisWeek: 5, lastWeek: 3 },
    { kind: "direct", name: null, campaign: null, thisWeek: 4, lastWeek: 4 },
    { kind: "referrer", name: "www.linkedin.com", campaign: null, thisWeek: 2, lastWeek: 1 },
    { kind: "notRecorded", name: null, campaign: null, thisWeek: 1, lastWeek: 1 },
  ],
  chosen: [
    { service: "express", thisWeek: 2, lastWeek: 2 },
    { service: "economy", thisWeek: 2, lastWeek: 1 },
    { service: "none", thisWeek: 1, lastWeek: 1 },
  ],
  byLines: [
    { lines: 1, thisWeek: 3, lastWeek: 2 },
    { lines: 2, thisWeek: 2, lastWeek: 1 },
    { lines: 4, thisWeek: 1, lastWeek: 0 },
    { lines: 0, thisWeek: 6, lastWeek: 6 },
  ],
  progress: {
    answeredWithin24h: { answered: { thisWeek: 10, lastWeek: 8 }, of: { thisWeek: 11, lastWeek: 9 } },
    medianMinutesToAnswer: { thisWeek: 185, lastWeek: 240 },
    booked: { thisWeek: 3, lastWeek: 2 },
    lost: { thisWeek: 2, lastWeek: 1 },
    lostReasons: [
      { reason: "price", thisWeek: 1, lastWeek: 1 },
      { reason: "transitTime", thisWeek: 1, lastWeek: 0 },
    ],
    bookedBySource: [
      { kind: "campaign", name: "google / cpc", campaign: "spring-sale", thisWeek: 2, lastWeek: 1 },
      { kind: "direct", name: null, campaign: null, thisWeek: 1, lastWeek: 1 },
    ],
  },
  offers: {
    offeredWithin24h: { offered: { thisWeek: 9, lastWeek: 7 }, of: { thisWeek: 11, lastWeek: 9 } },
    medianMinutesToOffer: { thisWeek: 310, lastWeek: 385 },
    bookedAtOffer: { thisWeek: 2, lastWeek: 1 },
    byCampaign: [
      {
        campaign: "spring-sale",
        offeredWithin24h: { offered: { thisWeek: 4, lastWeek: 3 }, of: { thisWeek: 4, lastWeek: 4 } },
        medianMinutesToOffer: { thisWeek: 190, lastWeek: 260 },
        bookedAtOffer: { thisWeek: 2, lastWeek: 1 },
      },
      {
        campaign: null,
        offeredWithin24h: { offered: { thisWeek: 5, lastWeek: 4 }, of: { thisWeek: 7, lastWeek: 5 } },
        medianMinutesToOffer: { thisWeek: 420, lastWeek: 480 },
        bookedAtOffer: { thisWeek: 0, lastWeek: 0 },
      },
    ],
  },
};

/** When the samples of the notices happen: a Monday morning. */
export const SAMPLE_MOMENT = new Date("2026-11-23T01:00:00Z");

/** A sample sign-in code for the team's page, and how long it works (made up: it signs nobody in). */
export const SAMPLE_SIGN_IN: SignInCodeFacts = { code: "482913", validMinutes: 10 };
