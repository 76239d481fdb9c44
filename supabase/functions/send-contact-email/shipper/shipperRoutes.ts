// The shipper's own routes (/quote/<reference>...), called by the
// site's quote page with `Authorization: Bearer <key>` (lead/quoteKey.ts), JSON:
//   - GET /quote/<reference>: what the shipper asked and was priced (the
//     ranges, never a total or a line of the card), their choice, where the
//     lead stands, their booking, the milestones and the tracking;
//   - POST /quote/<reference>/choice { service }: 200 { reference, chosen };
//   - POST /quote/<reference>/booking { service, cargoReadyDate, supplier,
//     consignee?, notes? }: 200 { status: "booking requested", booking }.
// A missing key, a wrong one, one past its day or one of another reference
// is 403 `forbidden`, and so is a lead no longer kept: nothing says which.
// Each choice and each send of a booking is stored with its e-mail to the
// team (shipperStore.ts), sent after the answer, within the team's hourly ceiling.
import {
  bookingErrorMessages,
  hongKongDate,
  MAX_BOOKING_SENDS,
  validateBookingRequest,
} from "../../_shared/booking/bookingRequest.ts";
import { trackingAddress } from "../../_shared/airWaybill.ts";
import {
  ASK_AGAIN_FIELDS,
  type BookingSentAnswer,
  type ChoiceAnswer,
  type QuoteAnswer,
  type QuoteBooking,
  type QuoteStatus,
} from "../../_shared/api/quotePageApi.ts";
import { lineTotals } from "../../_shared/chargeableWeight.ts";
import { type ServiceName, SERVICES } from "../../_shared/price/pricing.ts";
import { pickupAsked, visitorPriceOf } from "../../_shared/price/visitorPrice.ts";
import type { FormReplies } from "../../_shared/words/formReplies.ts";
import { wordsFor } from "../../_shared/words/formReplyPages.ts";
import { clientHashOf, type ConnectionInfo } from "../http/clientAddress.ts";
import { HttpError, parseJsonObject, rateLimitedError, readBody, requireJsonContentType } from "../http/http.ts";
import { type FunctionRoute, jsonRoute } from "../http/jsonRoute.ts";
import { REFERENCE_PATTERN } from "../lead/reference.ts";
import type { Logger } from "../settings/logger.ts";
import { bearerKey, type QuoteKeys, verifyQuoteKey } from "../lead/quoteKey.ts";
import { servicesOffered } from "./shipperStore.ts";
import { type BookingRow, bookingViewOf, milestoneViewsOf } from "../lead/leadExtras.ts";
import type { ShipperLead, ShipperStore } from "./shipperTypes.ts";

/** How many times a lead's choice may change. */
export const MAX_CHOICE_CHANGES = 5;

/** A choice's body is tiny; a booking's at most ~3,000 characters, each up to 4 bytes. */
const MAX_CHOICE_BYTES = 1024;
const MAX_BOOKING_BYTES = 16 * 1024;

const forbidden = () =>
  new HttpError(403, "forbidden", "This quote cannot be opened from here: use the link of your request's e-mail.");

export function statusOf(lead: Pick<ShipperLead, "status" | "booking">): QuoteStatus {
  if (lead.status === "lost") return "closed";
  if (lead.status === "booked") return "booked";
  if (lead.booking !== null) return "booking requested";
  return lead.status === "answered" ? "answered" : "received";
}

/** Whether the lead is open: neither lost nor booked and delivered. Its booking's parties are shown only until then. */
const isOpen = (lead: Pick<ShipperLead, "status" | "milestones">): boolean =>
  lead.status !== "lost" &&
  !(lead.status === "booked" && lead.milestones.some(({ milestone }) => milestone === "delivered"));

/** The booking as the quote page shows it: its parties while the lead is open, else null. */
export function quoteBookingOf(row: BookingRow, open: boolean): QuoteBooking {
  const { supplier, consignee, notes, ...rest } = bookingViewOf(row);
  const parties = { supplier, ...(consignee ? { consignee } : {}), ...(notes ? { notes } : {}) };
  return { ...rest, parties: open ? parties : null };
}

/** The day the lead's price holds to (YYYY-MM-DD, Hong Kong), or null without one. */
const validUntilOf = (lead: ShipperLead): string | null =>
  lead.pricing?.kind === "priced" ? lead.pricing.price.validUntil : null;

/** What the quote page shows of a lead: what the shipper sent and may see, and nothing only the team sees. */
export function quoteView(lead: ShipperLead, now: Date, replies: FormReplies): QuoteAnswer {
  const priced = lead.pricing?.kind === "priced" ? lead.pricing.price : null;
  const { fields } = lead;
  const validUntil = validUntilOf(lead);
  const airline = lead.awb === null ? undefined : replies.airlines.find((a) => a.prefix === lead.awb!.slice(0, 3));
  const price = priced && visitorPriceOf(priced, fields.cargoWeightKg ?? undefined);
  const expired = validUntil !== null && hongKongDate(now) > validUntil;
  const totals = fields.cargoLines.length > 0 ? lineTotals(fields.cargoLines) : null;
  return {
    reference: lead.reference,
    language: wordsFor(replies, lead.language).code,
    askedAt: lead.createdAt.toISOString(),
    validUntil,
    expired,
    asked: {
      country: fields.shippingCountry,
      chargeableKg: priced?.chargeableKg ?? null,
      // A packing list's lines added up; else as given.
      grossKg: totals?.weightKg ?? fields.cargoWeightKg,
      pieces: totals?.pieces ?? fields.cargoPieces,
      pickupCity: pickupAsked(fields.pickupCity, lead.pricing)?.named ?? null,
      deliverTo: fields.deliverTo,
      insure: fields.insure,
    },
    // The options carry their CO2e when the stored price has it (priced since it was computed), else null.
    price: price || null,
    noPrice: lead.pricing?.kind === "noPrice" ? lead.pricing.reason : null,
    // The packing list's line past the card's limits (from 0), which the page names; null: none.
    noPriceLine: lead.pricing?.kind === "noPrice" ? lead.pricing.line ?? null : null,
    chosen: lead.chosen,
    status: statusOf(lead),
    booking: lead.booking && quoteBookingOf(lead.booking, isOpen(lead)),
    milestones: milestoneViewsOf(lead.milestones),
    tracking: lead.status === "booked" && lead.awb !== null && airline
      ? { airWaybill: lead.awb, airline: airline.name, url: trackingAddress(airline, lead.awb) }
      : null,
    // Only once it has expired, to fill the form with it: the destination and the cargo, never the shipper's
    // name, address, phone or message, which a forwarded link would show to whoever opens it.
    askAgain: expired ? Object.fromEntries(ASK_AGAIN_FIELDS.map((field) => [field, fields[field]])) : null,
  };
}

export type ShipperRoutesDeps = {
  store: ShipperStore;
  clock: () => Date;
  logger: Logger;
  replies: FormReplies;
  /** ALLOWED_ORIGINS: the quote page's script calls from these. */
  allowedOrigins: readonly string[];
  /** QUOTE_KEY_SECRETS and QUOTE_KEY_SECRET: a key opens its lead under a key listed; without one, nothing opens. */
  quoteKeys: QuoteKeys;
  /** The per-client limit, as the quote request's: the header naming the client, its hash's salt, the allowance. */
  limits: { clientAddressHeader: string | null; clientHashSalt: string; perClient: number; windowMs: number };
  /** Sends the lead's e-mails that are due (the choice's or the booking's, to the team), after the answer. */
  notify: (requestId: string) => Promise<unknown>;
};

/** What the shipper's routes share: the lead a request's key opens, and the per-client limit of its client. */
function shipperAccess(deps: ShipperRoutesDeps) {
  const { store, clock, logger, limits } = deps;
  return {
    /** The lead `reference` when the request's key opens it now; 403 otherwise, whatever the reason. */
    async authorized(request: Request, reference: string): Promise<ShipperLead> {
      const key = bearerKey(request);
      if (key === null || !REFERENCE_PATTERN.test(reference)) throw forbidden();
      if (!await verifyQuoteKey(deps.quoteKeys, reference, key, clock())) throw forbidden();
      const lead = await store.lead(reference);
      if (lead === null) throw forbidden();
      return lead;
    },

    clientLimit: async (request: Request, connection?: ConnectionInfo) => ({
      clientHash: await clientHashOf(request, connection, {
        trustedHeader: limits.clientAddressHeader,
        salt: limits.clientHashSalt,
        logger,
      }),
      perClient: limits.perClient,
      windowMs: limits.windowMs,
    }),
  };
}

type ShipperAccess = ReturnType<typeof shipperAccess>;

const expired = (validUntil: string) =>
  new HttpError(409, "expired", "This quote's price is past its last day: ask for a new quote.", { validUntil });

/** POST /quote/<reference>/choice: the shipper's option, stored with its e-mail to the team. */
async function choose(
  deps: ShipperRoutesDeps,
  access: ShipperAccess,
  request: Request,
  reference: string,
  connection?: ConnectionInfo,
) {
  const { store, clock, logger } = deps;
  requireJsonContentType(request);
  const { service } = parseJsonObject(await readBody(request, MAX_CHOICE_BYTES));
  const lead = await access.authorized(request, reference);
  if (!(SERVICES as readonly unknown[]).includes(service)) {
    throw new HttpError(400, "unknown_service", `The service must be one of ${SERVICES.join(", ")}.`);
  }
  const validUntil = validUntilOf(lead);
  if (validUntil !== null && hongKongDate(clock()) > validUntil) throw expired(validUntil);
  const outcome = await store.choose({
    reference,
    service: service as ServiceName,
    now: clock(),
    maxChanges: MAX_CHOICE_CHANGES,
    ...await access.clientLimit(request, connection),
  });
  switch (outcome.kind) {
    case "forbidden":
      throw forbidden();
    case "notOffered":
      throw new HttpError(400, "unknown_service", "This request was not priced for that service.");
    case "closed":
      throw new HttpError(
        409,
        "closed",
        "This request's option can no longer change here: reply to the team's e-mail.",
      );
    case "tooMany":
      throw new HttpError(
        429,
        "too_many_changes",
        `The choice of a request can change ${MAX_CHOICE_CHANGES} times: please tell the team in a reply.`,
      );
    case "rateLimited":
      throw rateLimitedError(outcome.retryAfterSeconds);
  }
  if (outcome.changed) {
    logger.info("a shipper chose an option", { reference: outcome.reference, service: outcome.service });
    await deps.notify(outcome.requestId);
  }
  return { status: 200, body: { reference: outcome.reference, chosen: outcome.service } satisfies ChoiceAnswer };
}

/** POST /quote/<reference>/booking: a send of the booking request, stored with its e-mail to the team. */
async function book(
  deps: ShipperRoutesDeps,
  access: ShipperAccess,
  request: Request,
  reference: string,
  connection?: ConnectionInfo,
) {
  const { store, clock, logger } = deps;
  requireJsonContentType(request);
  const input = parseJsonObject(await readBody(request, MAX_BOOKING_BYTES));
  const lead = await access.authorized(request, reference);
  const booked = () =>
    new HttpError(409, "booked", "This shipment is booked: reply to the team's e-mail to change it.");
  if (lead.status === "booked") throw booked();
  const now = clock();
  const today = hongKongDate(now);
  const validUntil = validUntilOf(lead);
  if (validUntil !== null && today > validUntil) throw expired(validUntil);
  const checked = validateBookingRequest(input, {
    today,
    consigneeRequired: lead.fields.deliverTo === "door",
    services: servicesOffered(lead.pricing),
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
    now,
    ...await access.clientLimit(request, connection),
  });
  switch (outcome.kind) {
    case "forbidden":
      throw forbidden();
    case "booked":
      throw booked();
    case "closed":
      throw new HttpError(409, "closed", "This request is closed: reply to the team's e-mail to take it up again.");
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
    logger.info("a shipper sent a booking request", { reference, sends: outcome.booking.sends });
    await deps.notify(outcome.requestId);
  }
  // Sent now, so the lead is open: the parties as sent.
  const answer: BookingSentAnswer = { status: "booking requested", booking: quoteBookingOf(outcome.booking, true) };
  return { status: 200, body: answer };
}

/** The shipper's routes: the quote page's calls, with the lead's key, in JSON. */
export function shipperRoutes(deps: ShipperRoutesDeps): FunctionRoute[] {
  const access = shipperAccess(deps);
  const json = (answer: Parameters<typeof jsonRoute>[1]) => jsonRoute(deps, answer);
  const quote = json(async (request, { reference }) => {
    const lead = await access.authorized(request, reference);
    return { status: 200, body: quoteView(lead, deps.clock(), deps.replies), headers: { "Cache-Control": "no-store" } };
  });
  const choice = json((request, { reference }, { connection }) => choose(deps, access, request, reference, connection));
  const booking = json((request, { reference }, { connection }) => book(deps, access, request, reference, connection));
  return [
    { method: "GET", path: "/quote/:reference", handler: quote, fromSite: true },
    { method: "POST", path: "/quote/:reference/choice", handler: choice, fromSite: true },
    { method: "POST", path: "/quote/:reference/booking", handler: booking, fromSite: true },
  ];
}
