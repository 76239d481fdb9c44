// The team's console's API, declared once with its readers: what the site's
// /team/ page (src/team/api.ts) sends and what the function answers
// (send-contact-email/team/consoleRoutes.ts and milestones/milestoneRoute.ts
// shape it):
//   - POST /team/sign-in SignInBody: 202 SignInAnswer;
//   - POST /team/session SessionBody: Session (401 invalid_code);
//   - GET /team/leads?status=open|all&cursor=…: LeadList;
//   - GET /team/leads/<reference>: LeadAnswer;
//   - POST /team/leads/<reference>/status LeadMove: LeadAnswer (409 conflict with the status);
//   - POST /team/leads/<reference>/milestones MilestoneBody: MilestonesAnswer
//     (409 out_of_order with the last, or not_booked with the status);
//   - a refusal: ConsoleRefusal (401 without a session, 404, 400 invalid_fields by field).
import { LOST_REASONS, type LostReason } from "../leadActions.ts";
import type { NoPriceReason } from "../price/pricing.ts";
import { NO_PRICE_REASONS } from "../price/visitorPrice.ts";
import { type GoodsClass, readGoodsClass } from "../price/specialGoods.ts";
import { type ErrorAnswer, refusalReader } from "./errorAnswer.ts";
import {
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
export { LOST_REASONS, type LostReason, NO_PRICE_REASONS, type NoPriceReason };

/** Where the team stands with a lead. */
export const LEAD_STATUSES = ["new", "answered", "booked", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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

/** One change of a lead's status: when, by whom, from what to what, with its air waybill or reason. */
export type HistoryEntry = {
  at: string;
  member: string;
  from: LeadStatus;
  to: LeadStatus;
  awb: string | null;
  reason: LostReason | null;
};

/** One option of a lead's price as the console shows it: the service and its range. */
export type LeadPriceOption = { service: ServiceName; low: number; high: number };

/**
 * A lead's price as stored (price/pricing.ts's Pricing): priced, with its
 * options' ranges, or why there is none, and the classes of the goods it
 * declared (specialGoods.ts; absent: none, or stored before classes). The
 * function sends the price whole; this is what the console reads of it.
 */
export type LeadPrice =
  & (
    | { kind: "priced"; price: { currency: string; options: LeadPriceOption[] } }
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
 * 409's status (conflict, not_booked) or last milestone (out_of_order).
 */
export type ConsoleRefusal = ErrorAnswer<{ fields?: Record<string, string>; status?: LeadStatus; last?: Milestone }>;

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
});

const readGoods = optional(list(readerOf(readGoodsClass, "a class of declared goods (specialGoods.ts)")));

const readPriced = fields<Extract<LeadPrice, { kind: "priced" }>>({
  kind: oneOf(["priced"]),
  price: fields({
    currency: text,
    options: list(fields<LeadPriceOption>({ service: readService, low: amount, high: amount })),
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
});

export const readLeadAnswer: Reader<LeadAnswer> = fields<LeadAnswer>({ lead: readLead });

export const readMilestonesAnswer: Reader<MilestonesAnswer> = fields<MilestonesAnswer>({
  milestones: list(readRecordedMilestone),
});

export const readConsoleRefusal: Reader<ConsoleRefusal> = refusalReader(
  fields<{ fields?: Record<string, string>; status?: LeadStatus; last?: Milestone }>({
    fields: optional(record(text)),
    status: optional(readStatus),
    last: optional(oneOf(MILESTONES)),
  }),
);
