// The firm offers' routes:
//   - POST /team/leads/<reference>/offers OfferBody, from the team's console
//     with a member's session (members/sessions.ts: 401 without): 201
//     { offer }, the offer stored, in the lead's history with the member, its
//     e-mail to the shipper sent after the answer (offerMail.ts). 400
//     invalid_fields naming each wrong field by its path (options.0.amount:
//     the contract's checkOfferBody, against the lead's window), 404 for no
//     such lead, 409 conflict (with the status) for a booked or lost lead, 429
//     too_many_offers past MAX_OFFERS_A_LEAD. Bodies up to 8 KB: three options
//     and a note of 500 characters in Arabic pass.
//   - POST /quote/<reference>/renewal, from the shipper's quote page with the
//     lead's key (lead/shipperAccess.ts), no body: 202 { renewal }, the
//     shipper's ask for a new offer once the latest has expired, told to the
//     team in the lead's thread. 409 no_offer (none sent), offer_valid (the
//     latest still holds, with its last day), booked or closed; 429
//     too_many_renewals past MAX_RENEWALS_A_LEAD, rate_limited per client as
//     the choice and the booking.
import { estimateChargeableWeight } from "../../_shared/chargeableWeight.ts";
import {
  checkOfferBody,
  MAX_OFFERS_A_LEAD,
  MAX_RENEWALS_A_LEAD,
  type OfferAnswer,
  type RenewalAnswer,
} from "../../_shared/api/offers.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import type { ConnectionInfo } from "../http/clientAddress.ts";
import { HttpError, rateLimitedError, readJsonObject } from "../http/http.ts";
import { type FunctionRoute, type JsonAnswer, jsonRoute } from "../http/jsonRoute.ts";
import { offerWindowOf, sentOfferOf } from "../lead/leadOffers.ts";
import {
  bookedRefusal,
  closedRefusal,
  forbidden,
  shipperAccess,
  type ShipperAccessDeps,
} from "../lead/shipperAccess.ts";
import { memberOf } from "../members/sessions.ts";
import type { SignOutStore } from "../members/signOuts.ts";
import type { TeamSettings } from "../settings/teamSettings.ts";
import type { OfferStore } from "./offerStore.ts";

/** An offer's body: three options and a note of 500 characters, each up to 4 bytes, with room to spare. */
const MAX_OFFER_BYTES = 8 * 1024;

export type OfferRoutesDeps = Omit<ShipperAccessDeps, "lead"> & {
  store: OfferStore;
  /** The deployed rate card (null: none): a new offer's last day and currency follow it. */
  card: RateCard | null;
  team: TeamSettings;
  /** When each member last signed out: sessions issued before are refused. */
  signOuts: SignOutStore;
  /** ALLOWED_ORIGINS: the console's and the quote page's scripts call from these. */
  allowedOrigins: readonly string[];
  /** An offer's or a renewal's e-mail was queued: sends it after the answer. */
  onQueued: (requestId: string) => void;
};

const notFound = () => new HttpError(404, "not_found", "There is no lead with this reference.");

const closedLead = (status: string) =>
  new HttpError(409, "conflict", `This lead is ${status}: no offer can be sent to it.`, { status });

/** POST /team/leads/<reference>/offers: an offer sent by `member`; 201 with it. */
async function sendOffer(deps: OfferRoutesDeps, request: Request, reference: string): Promise<JsonAnswer> {
  const member = await memberOf(request, deps.team, deps.clock(), deps.signOuts);
  const body = await readJsonObject(request, MAX_OFFER_BYTES);
  const lead = await deps.store.lead(reference);
  if (lead === null) throw notFound();
  if (lead.status === "booked" || lead.status === "lost") throw closedLead(lead.status);
  const now = deps.clock();
  const window = offerWindowOf(deps.card, lead.pricing, now);
  const checked = checkOfferBody(body, window);
  if (!checked.ok) {
    throw new HttpError(400, "invalid_fields", "Check the offer's fields.", { fields: checked.fields });
  }
  const outcome = await deps.store.send({
    reference,
    offer: checked.value,
    currency: window.currency,
    minorDigits: window.minorDigits,
    chargeableKg: lead.pricing?.kind === "priced"
      ? lead.pricing.price.chargeableKg
      : estimateChargeableWeight(lead.fields)?.chargeableKg ?? null,
    member,
    now,
    maxOffers: MAX_OFFERS_A_LEAD,
  });
  switch (outcome.kind) {
    case "notFound":
      throw notFound();
    case "closed":
      throw closedLead(outcome.status);
    case "tooMany":
      throw new HttpError(429, "too_many_offers", `A lead can be sent ${MAX_OFFERS_A_LEAD} offers at the most.`);
  }
  deps.logger.info("offer sent from the console", { reference, offer: outcome.offer.number });
  deps.onQueued(outcome.requestId);
  return { status: 201, body: { offer: sentOfferOf(outcome.offer) } satisfies OfferAnswer };
}

/** POST /quote/<reference>/renewal: the shipper asks for a new offer; 202 with which ask it is. */
async function renew(
  deps: OfferRoutesDeps,
  request: Request,
  reference: string,
  connection?: ConnectionInfo,
): Promise<JsonAnswer> {
  const access = shipperAccess({ ...deps, lead: deps.store.lead });
  await access.authorized(request, reference);
  const outcome = await deps.store.renew({
    reference,
    now: deps.clock(),
    maxRenewals: MAX_RENEWALS_A_LEAD,
    ...await access.clientLimit(request, connection),
  });
  switch (outcome.kind) {
    case "forbidden":
      throw forbidden();
    case "booked":
      throw bookedRefusal();
    case "closed":
      throw closedRefusal();
    case "noOffer":
      throw new HttpError(409, "no_offer", "The team has sent no offer for this request yet.");
    case "offerValid":
      throw new HttpError(409, "offer_valid", "The team's offer still holds: book it.", {
        validUntil: outcome.validUntil,
      });
    case "tooMany":
      throw new HttpError(
        429,
        "too_many_renewals",
        `A new offer can be asked for ${MAX_RENEWALS_A_LEAD} times: please tell the team in a reply.`,
      );
    case "rateLimited":
      throw rateLimitedError(outcome.retryAfterSeconds);
  }
  if (outcome.sent) {
    deps.logger.info("a shipper asked for a new offer", { reference, renewal: outcome.number });
    deps.onQueued(outcome.requestId);
  }
  const answer: RenewalAnswer = {
    renewal: { number: outcome.number, requestedAt: outcome.requestedAt.toISOString() },
  };
  return { status: 202, body: answer };
}

/** The offers' routes: the console's offer (a session), the quote page's renewal (the lead's key). */
export function offerRoutes(deps: OfferRoutesDeps): FunctionRoute[] {
  const offer = jsonRoute(deps, (request, { reference }) => sendOffer(deps, request, reference));
  const renewal = jsonRoute(
    deps,
    (request, { reference }, { connection }) => renew(deps, request, reference, connection),
  );
  return [
    { method: "POST", path: "/team/leads/:reference/offers", handler: offer, fromSite: true },
    { method: "POST", path: "/quote/:reference/renewal", handler: renewal, fromSite: true },
  ];
}
