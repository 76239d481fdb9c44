// The quote request's answer: what `POST /` answers the site's script (JSON)
// when it takes a request, declared once with its reader. The function shapes
// it (send-contact-email/quote/quoteRoutes.ts, answerJsonQuote); the quote form
// reads it (src/contact/sending/submitContactRequest.ts) to show the thank-you page. The
// request's own rules are the form's contract (contactRequest.ts, yup).
import type { NoPriceReason } from "../price/pricing.ts";
import { type AnsweredPrice, NO_PRICE_REASONS, readAnsweredPrice, type VisitorPrice } from "../price/visitorPrice.ts";
import { type ErrorAnswer, refusalReader } from "./errorAnswer.ts";
import {
  absentAs,
  amount,
  count,
  fields,
  isRecord,
  nothing,
  oneOf,
  optional,
  type Reader,
  readerOf,
  text,
} from "./read.ts";

export { type AnsweredPrice, NO_PRICE_REASONS, type NoPriceReason, type VisitorPrice };

/** A request taken: which, and the key to its quote page. */
type Taken = {
  /** The stored row's id; absent while the database could not take it (the team then has it by e-mail). */
  id?: string;
  /** The reference the visitor and the team quote; "" for a bot's, dropped. */
  reference: string;
  /** The shipper's key to the quote page; absent for a bot's, or without QUOTE_KEY_SECRET. */
  quoteKey?: string;
};

/** Its indicative price: the ranges a visitor may see (visitorPrice.ts). */
type Priced = { price: VisitorPrice };

/** No price: why (none said when the request was not priced at all), and the packing list's line past the limits. */
type Unpriced = {
  price: null;
  noPrice?: NoPriceReason;
  /** With beyondLimits on a packing list: the line past the card's limits, from 0 as the form numbered it. */
  line?: number;
};

/** `POST /`'s answer to a JSON request: 200, the request taken, with its price or why it has none. */
export type QuoteRequestAnswer = Taken & (Priced | Unpriced);

/** A price as answered to a visitor (and on the quote page), checked as the pages format it (readAnsweredPrice). */
export const readVisitorPrice: Reader<VisitorPrice> = readerOf((value) => {
  const answered = readAnsweredPrice({ price: value });
  return answered && "price" in answered ? answered.price : null;
}, "a price: currency, ranges, days, the last day, options and covers (visitorPrice.ts)");

const readTaken = fields<Taken>({ id: optional(text), reference: text, quoteKey: optional(text) });
const readPriced = fields<Priced>({ price: readVisitorPrice });
const readUnpriced = fields<Unpriced>({
  // Absent in an answer from before prices.
  price: absentAs(nothing, null),
  noPrice: optional(oneOf(NO_PRICE_REASONS)),
  line: optional(count),
});

export const readQuoteRequestAnswer: Reader<QuoteRequestAnswer> = (value, at) => ({
  ...readTaken(value, at),
  ...(isRecord(value) && value.price !== null && value.price !== undefined ? readPriced : readUnpriced)(value, at),
});

/** A refusal, with what the form reads of it: how long to wait, over a rate limit or while unavailable. */
export type QuoteRequestRefusal = ErrorAnswer<{ retryAfter?: number }>;

export const readQuoteRequestRefusal: Reader<QuoteRequestRefusal> = refusalReader(
  fields<{ retryAfter?: number }>({ retryAfter: optional(amount) }),
);

/** The price, or the reason for none, as the thank-you page keeps it; null when the request was not priced. */
export function answeredPriceOf(answer: QuoteRequestAnswer): AnsweredPrice | null {
  if (answer.price !== null) return { price: answer.price };
  if (answer.noPrice === undefined) return null;
  return answer.line === undefined ? { noPrice: answer.noPrice } : { noPrice: answer.noPrice, line: answer.line };
}
