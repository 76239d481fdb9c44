// The shipper's own routes on their quote page (/quote/<reference>...), called
// by the site's quote page with `Authorization: Bearer <key>` (lead/quoteKey.ts), JSON:
//   - GET /quote/<reference>: what the shipper asked and was priced (the
//     ranges, never a total or a line of the card), the team's latest offer,
//     their choice, where the lead stands, their booking, the milestones and
//     the tracking;
//   - POST /quote/<reference> with the key as its text body: the same answer,
//     for the page's head, whose read then needs no preflight (below);
//   - POST /quote/<reference>/choice { service }: 200 { reference, chosen }.
// The booking is booking/'s, a renewal of an offer offers/'s; the lead a key
// opens and the per-client limit are lead/shipperAccess.ts's. Each choice is
// stored with its e-mail to the team (shipperStore.ts), sent after the answer,
// within the team's hourly ceiling.
import { hongKongDate } from "../../_shared/booking/bookingRequest.ts";
import { trackingAddress } from "../../_shared/airWaybill.ts";
import {
  ASK_AGAIN_FIELDS,
  type ChoiceAnswer,
  type QuoteAnswer,
  type QuoteStatus,
} from "../../_shared/api/quotePageApi.ts";
import { lineTotals } from "../../_shared/chargeableWeight.ts";
import { type ServiceName, SERVICES } from "../../_shared/price/pricing.ts";
import { pickupAsked, visitorPriceOf } from "../../_shared/price/visitorPrice.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import { wordsFor } from "../../_shared/replies/formReplyPages.ts";
import type { ConnectionInfo } from "../http/clientAddress.ts";
import {
  contentType,
  HttpError,
  parseJsonObject,
  rateLimitedError,
  readBody,
  requireJsonContentType,
} from "../http/http.ts";
import { type FunctionRoute, jsonRoute } from "../http/jsonRoute.ts";
import { isOpen, milestoneViewsOf, quoteBookingOf } from "../lead/leadExtras.ts";
import { quoteKeyOf } from "../lead/quoteKey.ts";
import { quoteOfferOf, renewalOf, termsOf } from "../lead/leadOffers.ts";
import {
  forbidden,
  priceExpired,
  type ShipperAccess,
  shipperAccess,
  type ShipperAccessDeps,
  type ShipperLead,
} from "../lead/shipperAccess.ts";
import type { ShipperStore } from "./shipperTypes.ts";

/** How many times a lead's choice may change. */
export const MAX_CHOICE_CHANGES = 5;

/** A choice's body is tiny. */
const MAX_CHOICE_BYTES = 1024;

/** A quote key as a body: at most 200 characters (quoteKeyOf's), with room for a line break. */
const MAX_KEY_BYTES = 256;

/**
 * The key of POST /quote/<reference>'s body (text/plain), or null. The quote
 * page's head reads its quote this way: a POST of plain text with no other
 * header is a CORS "simple" request, which the browser sends at once, where
 * an Authorization header makes it ask first (a preflight), a round trip
 * more on a phone before the quote shows. The key stays out of the address
 * (and so out of logs) as in the header.
 */
async function keyOfBody(request: Request): Promise<string | null> {
  if (contentType(request).mediaType !== "text/plain") {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "The request body must be the key as text (Content-Type: text/plain).",
    );
  }
  return quoteKeyOf((await readBody(request, MAX_KEY_BYTES)).trim());
}

export function statusOf(lead: Pick<ShipperLead, "status" | "booking">): QuoteStatus {
  if (lead.status === "lost") return "closed";
  if (lead.status === "booked") return "booked";
  if (lead.booking !== null) return "booking requested";
  return lead.status === "answered" ? "answered" : "received";
}

/** What the quote page shows of a lead: what the shipper sent and may see, and nothing only the team sees. */
export function quoteView(lead: ShipperLead, now: Date, replies: FormReplies): QuoteAnswer {
  const priced = lead.pricing?.kind === "priced" ? lead.pricing.price : null;
  const { fields } = lead;
  const validUntil = priced?.validUntil ?? null;
  const airline = lead.awb === null ? undefined : replies.airlines.find((a) => a.prefix === lead.awb!.slice(0, 3));
  const price = priced && visitorPriceOf(priced, fields.cargoWeightKg ?? undefined);
  const expired = validUntil !== null && hongKongDate(now) > validUntil;
  const totals = fields.cargoLines.length > 0 ? lineTotals(fields.cargoLines) : null;
  const offer = quoteOfferOf(lead.offers, now);
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
    // Only once the estimate has expired, to fill the form with it, and only without an offer (whose page asks
    // the team for a new one instead): the destination and the cargo, never the shipper's name, address, phone
    // or message, which a forwarded link would show to whoever opens it.
    askAgain: expired && offer === null
      ? Object.fromEntries(ASK_AGAIN_FIELDS.map((field) => [field, fields[field]]))
      : null,
    offer,
    renewal: renewalOf(lead.offers, lead.renewal),
  };
}

export type ShipperRoutesDeps = Omit<ShipperAccessDeps, "lead"> & {
  store: ShipperStore;
  replies: FormReplies;
  /** ALLOWED_ORIGINS: the quote page's script calls from these. */
  allowedOrigins: readonly string[];
  /** Sends the lead's e-mails that are due (the choice's, to the team), after the answer. */
  notify: (requestId: string) => Promise<unknown>;
};

/**
 * POST /quote/<reference>/choice: the shipper's option, stored with its e-mail
 * to the team; one of the latest offer's options while it holds, else of the
 * price's while the price holds.
 */
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
  const terms = termsOf(lead);
  if (terms.validUntil !== null && hongKongDate(clock()) > terms.validUntil) throw priceExpired(terms.validUntil);
  const outcome = await store.choose({
    reference,
    service: service as ServiceName,
    services: terms.services,
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

/** The quote page's own routes: the quote and the choice, with the lead's key, in JSON. */
export function shipperRoutes(deps: ShipperRoutesDeps): FunctionRoute[] {
  const access = shipperAccess({ ...deps, lead: deps.store.lead });
  const json = (answer: Parameters<typeof jsonRoute>[1]) => jsonRoute(deps, answer);
  const answer = (lead: ShipperLead) => ({
    status: 200,
    body: quoteView(lead, deps.clock(), deps.replies),
    headers: { "Cache-Control": "no-store" },
  });
  const quote = json(async (request, { reference }) => answer(await access.authorized(request, reference)));
  const quoteByBody = json(async (request, { reference }) =>
    answer(await access.openedBy(await keyOfBody(request), reference))
  );
  const choice = json((request, { reference }, { connection }) => choose(deps, access, request, reference, connection));
  return [
    { method: "GET", path: "/quote/:reference", handler: quote, fromSite: true },
    { method: "POST", path: "/quote/:reference", handler: quoteByBody, fromSite: true },
    { method: "POST", path: "/quote/:reference/choice", handler: choice, fromSite: true },
  ];
}
