// POST /quote/<reference>/booking { service, cargoReadyDate, supplier,
// consignee?, notes?, offer? }, from the shipper's quote page with the lead's
// key (lead/shipperAccess.ts): a send of the booking request, checked with the
// booking contract (_shared/booking/), stored with its e-mail to the team
// (bookingStore.ts, bookingRequestMail.ts), sent after the answer; 200
// { status: "booking requested", booking }.
// At an offer's price: a lead the team sent offers is booked at its latest
// offer only, by its number, while the offer holds (its last day replaces the
// estimate's), with one of the offer's services; otherwise 409 offer_required
// (none named), offer_expired (the latest has expired, whichever is named) or
// offer_superseded (an older one named), each
// with the latest offer's number and a sentence in the lead's language. A lead
// without an offer is booked at the estimate, while it holds.
import type { BookedOffer, BookingSentAnswer } from "../../_shared/api/quotePageApi.ts";
import {
  bookingErrorMessages,
  hongKongDate,
  MAX_BOOKING_SENDS,
  validateBookingRequest,
} from "../../_shared/booking/bookingRequest.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import { wordsFor } from "../../_shared/replies/formReplyPages.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import type { ConnectionInfo } from "../http/clientAddress.ts";
import { HttpError, parseJsonObject, rateLimitedError, readBody, requireJsonContentType } from "../http/http.ts";
import { type FunctionRoute, jsonRoute } from "../http/jsonRoute.ts";
import { quoteBookingOf } from "../lead/leadExtras.ts";
import { majorOf, offerExpired, type OfferRow, termsOf } from "../lead/leadOffers.ts";
import {
  bookedRefusal,
  closedRefusal,
  forbidden,
  priceExpired,
  type ShipperAccess,
  shipperAccess,
  type ShipperAccessDeps,
  type ShipperLead,
} from "../lead/shipperAccess.ts";
import type { BookingStore } from "./bookingStore.ts";

/** A booking's body: at most ~3,000 characters, each up to 4 bytes. */
const MAX_BOOKING_BYTES = 16 * 1024;

export type BookingRouteDeps = Omit<ShipperAccessDeps, "lead"> & {
  store: BookingStore;
  replies: FormReplies;
  /** ALLOWED_ORIGINS: the quote page's script calls from these. */
  allowedOrigins: readonly string[];
  /** Sends the lead's e-mails that are due (the booking request's, to the team), after the answer. */
  notify: (requestId: string) => Promise<unknown>;
};

/** Which of an offer's refusals, in the lead's language (content/booking.yaml, offerRefusals). */
type OfferRefusal = "superseded" | "expired" | "required";

const OFFER_CODES: Record<OfferRefusal, string> = {
  superseded: "offer_superseded",
  expired: "offer_expired",
  required: "offer_required",
};

/** A 409 about the offer, naming the latest (its number, and its last day once it has expired). */
function offerRefused(replies: FormReplies, lead: ShipperLead, refusal: OfferRefusal, latest: OfferRow | number) {
  const words = wordsFor(replies, lead.language);
  const number = typeof latest === "number" ? latest : latest.number;
  const message = fillTemplate(words.offerRefusals[refusal], { reference: lead.reference, number: String(number) });
  const lastDay = refusal === "expired" && typeof latest !== "number" ? { validUntil: latest.valid_until } : {};
  return new HttpError(409, OFFER_CODES[refusal], message, { offer: number, ...lastDay });
}

/** A 400 naming `offer`: not a number of an offer, or one where the lead has none. */
const noSuchOffer = (replies: FormReplies, lead: ShipperLead) =>
  new HttpError(400, "invalid_fields", "Check the booking's fields.", {
    fields: { offer: wordsFor(replies, lead.language).bookingErrors.choice },
  });

/** The offer a body names: absent, or its number (1 and up); a 400 naming `offer` for anything else. */
function offerNamed(input: Record<string, unknown>, replies: FormReplies, lead: ShipperLead): number | null {
  const { offer } = input;
  if (offer === undefined || offer === null) return null;
  if (typeof offer === "number" && Number.isInteger(offer) && offer >= 1) return offer;
  throw noSuchOffer(replies, lead);
}

/**
 * The offer a booking may be sent at, for `service` (once the body is
 * checked): null without offers; the lead's latest when the body names it and
 * it holds; a 409 otherwise.
 */
function offerTaken(deps: BookingRouteDeps, lead: ShipperLead, named: number | null, now: Date): OfferRow | null {
  const { offer } = termsOf(lead);
  if (offer === null) {
    if (named === null) return null;
    throw noSuchOffer(deps.replies, lead);
  }
  if (named === null) throw offerRefused(deps.replies, lead, "required", offer);
  // The latest offer expired is what the shipper must know first, whichever they named: a newer offer would not book either.
  if (offerExpired(offer, now)) throw offerRefused(deps.replies, lead, "expired", offer);
  if (named !== offer.number) throw offerRefused(deps.replies, lead, "superseded", offer);
  return offer;
}

/** The offer's option booked, as stored with the booking: its number, amount and currency. */
function bookedAt(offer: OfferRow | null, service: string): (BookedOffer & { minorDigits: number }) | null {
  const option = offer?.options.find((candidate) => candidate.service === service);
  if (!offer || !option) return null;
  const amount = majorOf(Number(option.amount_minor), offer.minor_digits);
  return { number: offer.number, amount, currency: offer.currency, minorDigits: offer.minor_digits };
}

/** POST /quote/<reference>/booking: a send of the booking request, stored with its e-mail to the team. */
async function book(
  deps: BookingRouteDeps,
  access: ShipperAccess,
  request: Request,
  reference: string,
  connection?: ConnectionInfo,
) {
  const { store, clock, logger } = deps;
  requireJsonContentType(request);
  const input = parseJsonObject(await readBody(request, MAX_BOOKING_BYTES));
  const lead = await access.authorized(request, reference);
  if (lead.status === "booked") throw bookedRefusal();
  const now = clock();
  const today = hongKongDate(now);
  const offer = offerTaken(deps, lead, offerNamed(input, deps.replies, lead), now);
  const terms = termsOf(lead);
  if (offer === null && terms.validUntil !== null && today > terms.validUntil) throw priceExpired(terms.validUntil);
  const checked = validateBookingRequest(input, {
    today,
    consigneeRequired: lead.fields.deliverTo === "door",
    services: terms.services,
  });
  if (!checked.ok) {
    const words = wordsFor(deps.replies, lead.language);
    throw new HttpError(400, "invalid_fields", "Check the booking's fields.", {
      fields: bookingErrorMessages(checked.errors, words.bookingErrors, words.code, today),
    });
  }
  const outcome = await store.book({
    reference,
    booking: checked.value,
    offer: bookedAt(offer, checked.value.service),
    now,
    ...await access.clientLimit(request, connection),
  });
  switch (outcome.kind) {
    case "forbidden":
      throw forbidden();
    case "booked":
      throw bookedRefusal();
    case "closed":
      throw closedRefusal();
    case "offerSuperseded":
      throw offerRefused(deps.replies, lead, "superseded", outcome.latest);
    case "tooMany":
      throw new HttpError(
        429,
        "too_many_sends",
        `A booking request can be sent ${MAX_BOOKING_SENDS} times: please tell the team in a reply.`,
      );
    case "rateLimited":
      throw rateLimitedError(outcome.retryAfterSeconds);
  }
  if (outcome.sent) {
    logger.info("a shipper sent a booking request", { reference, sends: outcome.booking.sends, offer: offer?.number });
    await deps.notify(outcome.requestId);
  }
  // Sent now, so the lead is open: the parties as sent.
  const answer: BookingSentAnswer = { status: "booking requested", booking: quoteBookingOf(outcome.booking, true) };
  return { status: 200, body: answer };
}

/** The booking's route: the quote page's booking request, with the lead's key, in JSON. */
export function bookingRoutes(deps: BookingRouteDeps): FunctionRoute[] {
  const access = shipperAccess({ ...deps, lead: deps.store.lead });
  const booking = jsonRoute(
    deps,
    (request, { reference }, { connection }) => book(deps, access, request, reference, connection),
  );
  return [{ method: "POST", path: "/quote/:reference/booking", handler: booking, fromSite: true }];
}
