// The team's console's API, declared once with its readers: what the site's
// /team/ page (src/team/api.ts) sends and what the function answers
// (send-contact-email/team/consoleRoutes.ts and milestones/milestoneRoute.ts
// shape it):
//   - POST /team/sign-in SignInBody: 202 SignInAnswer;
//   - POST /team/session SessionBody: Session (401 invalid_code);
//     both 429 rate_limited past the client's calls of the hour;
//   - POST /team/sign-out, the session, no body: 204 (401 without a live session);
//   - GET /team/leads?status=open|all&cursor=…: LeadList;
//   - GET /team/leads/<reference>: LeadAnswer;
//   - POST /team/leads/<reference>/status LeadMove: LeadAnswer (409 conflict with the status);
//   - POST /team/leads/<reference>/milestones MilestoneBody: MilestonesAnswer
//     (409 out_of_order with the last, or not_booked with the status);
//   - POST /team/leads/<reference>/offers OfferBody: 201 OfferAnswer (offers.ts;
//     400 invalid_fields by path, 409 conflict with the status of a booked or
//     lost lead, 429 too_many_offers);
//   - a refusal: ConsoleRefusal (401 without a session, 404, 400 invalid_fields by field).
import { LEAD_MOVES, LEAD_STATUSES, type LeadStatus, LOST_REASONS, type LostReason } from "../leadActions.ts";
import type { NoPriceReason } from "../price/pricing.ts";
import { NO_PRICE_REASONS } from "../price/visitorPrice.ts";
import { type GoodsClass, readGoodsClass } from "../price/specialGoods.ts";
import { type ErrorAnswer, refusalReader } from "./errorAnswer.ts";
import { type OfferCovers, type OfferWindow, readOffersField, readOfferWindowField, type SentOffer } from "./offers.ts";
import {
  absentAs,
  amount,
  anyObject,
  count,
  fields,
  flag,
  instant,
  list,
  nullable,
  oneOf,
  optional,
  type Reader,
  readerOf,
  record,
  text,
} from "./read.ts";
import {
  type LeadBooking,
  type Milestone,
  MILESTONES,
  readBookingField,
  readMilestonesField,
  readRecordedMilestone,
  readService,
  type RecordedMilestone,
  type ServiceName,
} from "./shipment.ts";

export * from "./shipment.ts";
export * from "./offers.ts";
export {
  LEAD_MOVES,
  LEAD_STATUSES,
  type LeadStatus,
  LOST_REASONS,
  type LostReason,
  NO_PRICE_REASONS,
  type NoPriceReason,
};

export type SignInBody = { email: string };
/** The same whether the address is a member's or not. */
export type SignInAnswer = { status: "sent" };

export type SessionBody = { email: string; code: string };
/** A member's session: its token (Authorization: Bearer <token>) and when it ends (ISO). */
export type Session = { token: string; expiresAt: string };

/** A row of the list of leads. */
export type LeadRow = {
  reference: string;
  createdAt: string;
  /** Hours since it came, one decimal. */
  ageHours: number;
  country: string;
  chargeableKg: number | null;
  chosen: ServiceName | null;
  status: LeadStatus;
  /** The shipper sent a booking request, and the lead is not booked yet. */
  bookingRequested: boolean;
};

/** A page of leads, oldest first, and where the next starts (null: none). */
export type LeadList = { leads: LeadRow[]; nextCursor: string | null };

/**
 * One change of a lead's status, or an offer sent: when, by whom, from what to
 * what (the same status when an offer changed none), with its air waybill, its
 * reason or the offer's number.
 */
export type HistoryEntry = {
  at: string;
  member: string;
  from: LeadStatus;
  to: LeadStatus;
  awb: string | null;
  reason: LostReason | null;
  /** The offer sent (its number), or null for a change of status alone. */
  offer: number | null;
};

/** A line of a priced option: its name (the card's, or Freight, Pickup in China…) and its amount in minor units. */
export type LeadPriceLine = { name: string; amountMinor: number };

/**
 * One option of a lead's price as the console shows it: the service, its
 * range (what the shipper saw), its transit days, its exact total (minor
 * units) and its lines, each in a field of its own as stored (priceLinesOf
 * lists them).
 */
export type LeadPriceOption = {
  service: ServiceName;
  low: number;
  high: number;
  transitDays: string;
  totalMinor: number;
  pickup: LeadPriceLine | null;
  freight: LeadPriceLine;
  surcharges: LeadPriceLine[];
  fees: LeadPriceLine[];
  delivery: LeadPriceLine | null;
  clearance: LeadPriceLine | null;
  /** Lithium battery handling, Section II; null: none (or a price stored before it). */
  batteryHandling: LeadPriceLine | null;
  insurance: LeadPriceLine | null;
};

/**
 * An option's lines in the order the card adds them: pickup, freight,
 * surcharges, fees, delivery, clearance, battery handling, insurance.
 */
export const priceLinesOf = (option: LeadPriceOption): LeadPriceLine[] =>
  [
    option.pickup,
    option.freight,
    ...option.surcharges,
    ...option.fees,
    option.delivery,
    option.clearance,
    option.batteryHandling,
    option.insurance,
  ].filter((line): line is LeadPriceLine => line !== null);

/**
 * A lead's price as stored (price/pricing.ts's Pricing): priced, with its
 * currency and its minor digits, the chargeable weight, what its options cover
 * of what was asked, and its options; or why there is none; and the classes of
 * the goods it declared (specialGoods.ts; absent: none, or stored before
 * classes). The function sends the price whole; this is what the console reads of it.
 */
export type LeadPrice =
  & (
    | {
      kind: "priced";
      price: {
        currency: string;
        minorDigits: number;
        chargeableKg: number;
        covers: OfferCovers;
        options: LeadPriceOption[];
      };
    }
    | { kind: "noPrice"; reason: NoPriceReason; line?: number }
  )
  & { goods?: GoodsClass[] };

/** One lead, as the team sees it. */
export type Lead = LeadRow & {
  awb: string | null;
  lostReason: LostReason | null;
  language: string | null;
  /** What the visitor sent, by field name (the quote form's fields; the lines as a list). */
  request: Record<string, unknown>;
  price: LeadPrice | null;
  history: HistoryEntry[];
  /** The shipper's booking request, as the quote page has it. */
  booking: LeadBooking | null;
  /** The milestones recorded, in order. */
  milestones: RecordedMilestone[];
  /** The offers sent, oldest first: the last is the one the shipper can book. */
  offers: SentOffer[];
  /** What a new offer may be (its last day, its currency); null when the lead takes none (booked or lost). */
  offerWindow: OfferWindow | null;
};

export type LeadAnswer = { lead: Lead };

/** A move of a lead: to answered; to booked with its air waybill (again, to correct it); to lost with its reason. */
export type LeadMove = { status: "answered" } | { status: "booked"; awb: string } | {
  status: "lost";
  reason: LostReason;
};

/** A booked shipment's next milestone; `flight` with departed only. */
export type MilestoneBody = { milestone: Milestone; flight?: string };
export type MilestonesAnswer = { milestones: RecordedMilestone[] };

/**
 * A refusal, with what the console reads of it: a 400's problem per field, a
 * 409's status (conflict, not_booked) or last milestone (out_of_order), a
 * 429's seconds to wait (rate_limited).
 */
export type ConsoleRefusal = ErrorAnswer<{
  fields?: Record<string, string>;
  status?: LeadStatus;
  last?: Milestone;
  retryAfter?: number;
}>;

const readStatus: Reader<LeadStatus> = oneOf(LEAD_STATUSES);

export const readSignInAnswer: Reader<SignInAnswer> = fields<SignInAnswer>({ status: oneOf(["sent"]) });

export const readSessionAnswer: Reader<Session> = fields<Session>({ token: text, expiresAt: instant });

const rowReaders = {
  reference: text,
  createdAt: instant,
  ageHours: amount,
  country: text,
  chargeableKg: nullable(amount),
  chosen: nullable(readService),
  status: readStatus,
  bookingRequested: flag,
};

export const readLeadList: Reader<LeadList> = fields<LeadList>({
  leads: list(fields<LeadRow>(rowReaders)),
  nextCursor: nullable(text),
});

const readHistoryEntry = fields<HistoryEntry>({
  at: instant,
  member: text,
  from: readStatus,
  to: readStatus,
  awb: nullable(text),
  reason: nullable(oneOf(LOST_REASONS)),
  offer: absentAs(nullable(count), null),
});

const readGoods = optional(list(readerOf(readGoodsClass, "a class of declared goods (specialGoods.ts)")));

const readLine = fields<LeadPriceLine>({ name: text, amountMinor: amount });
const readSomeLine = absentAs(nullable(readLine), null);

const readPriceOption = fields<LeadPriceOption>({
  service: readService,
  low: amount,
  high: amount,
  transitDays: text,
  totalMinor: amount,
  pickup: readSomeLine,
  freight: readLine,
  surcharges: absentAs(list(readLine), []),
  fees: absentAs(list(readLine), []),
  delivery: readSomeLine,
  clearance: readSomeLine,
  batteryHandling: readSomeLine,
  insurance: readSomeLine,
});

const NOTHING_COVERED: OfferCovers = { pickup: false, door: false, insurance: false };

const readPriced = fields<Extract<LeadPrice, { kind: "priced" }>>({
  kind: oneOf(["priced"]),
  price: fields({
    currency: text,
    minorDigits: count,
    chargeableKg: amount,
    // A price stored before what it covers was: nothing asked was covered.
    covers: absentAs(fields<OfferCovers>({ pickup: flag, door: flag, insurance: flag }), NOTHING_COVERED),
    options: list(readPriceOption),
  }),
  goods: readGoods,
});

const readNoPrice = fields<Extract<LeadPrice, { kind: "noPrice" }>>({
  kind: oneOf(["noPrice"]),
  reason: oneOf(NO_PRICE_REASONS),
  line: optional(count),
  goods: readGoods,
});

const readLeadPrice: Reader<LeadPrice> = (value, at) =>
  (anyObject(value, at).kind === "noPrice" ? readNoPrice : readPriced)(value, at);

export const readLead: Reader<Lead> = fields<Lead>({
  ...rowReaders,
  awb: nullable(text),
  lostReason: nullable(oneOf(LOST_REASONS)),
  language: nullable(text),
  request: anyObject,
  price: nullable(readLeadPrice),
  history: list(readHistoryEntry),
  booking: readBookingField,
  milestones: readMilestonesField,
  offers: readOffersField,
  offerWindow: readOfferWindowField,
});

export const readLeadAnswer: Reader<LeadAnswer> = fields<LeadAnswer>({ lead: readLead });

export const readMilestonesAnswer: Reader<MilestonesAnswer> = fields<MilestonesAnswer>({
  milestones: list(readRecordedMilestone),
});

export const readConsoleRefusal: Reader<ConsoleRefusal> = refusalReader(
  fields<{ fields?: Record<string, string>; status?: LeadStatus; last?: Milestone; retryAfter?: number }>({
    fields: optional(record(text)),
    status: optional(readStatus),
    last: optional(oneOf(MILESTONES)),
    retryAfter: optional(amount),
  }),
);
