// The team's console (the site's /team/ page), with a member's session
// (Authorization: Bearer <token>; 401 without a valid one: members/sessions.ts):
//   - GET /team/leads?status=open|all&cursor=...: the leads, oldest first, 50
//     a page; GET /team/leads/<reference>: one lead with its history;
//   - POST /team/leads/<reference>/status { status, awb?, reason? }: allowed
//     moves only (409 naming the current status otherwise), recorded with the
//     member, and a booking's e-mail to the shipper (marking.ts).
// A lead lists its offers and the window a new one may take (lead/leadOffers.ts).
// Signing in is signIn.ts's; a booked shipment's milestones are milestones/'s,
// the offers offers/'s.
// The answers are JSON, the Origin checked (http/jsonRoute.ts).
import { checkAirWaybill } from "../../_shared/airWaybill.ts";
import type { Lead, LeadAnswer, LeadList, LeadMove, LeadRow } from "../../_shared/api/consoleApi.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import { HttpError, readJsonObject } from "../http/http.ts";
import { type FunctionRoute, type JsonAnswer, jsonRoute } from "../http/jsonRoute.ts";
import type { Logger } from "../settings/logger.ts";
import type { Settings } from "../settings/settings.ts";
import type { ConsoleStore, LeadDetail, LeadListItem, ListCursor } from "./consoleStore.ts";
import { LOST_REASONS, type LostReason } from "../lead/leadProgress.ts";
import { memberOf } from "../members/sessions.ts";
import { offerWindowOf, sentOfferOf } from "../lead/leadOffers.ts";
import type { SignOutStore } from "../members/signOuts.ts";

export const PAGE_SIZE = 50;
export const MAX_BOOKING_EMAILS = 3;
/** How long a lead may wait for its answer before the console shows it late (the promise is 24 hours). */
const HOUR_MS = 60 * 60 * 1000;
const MAX_BODY_BYTES = 1024;

/** What a route answers: its status and JSON body (the JSON route adds the CORS headers). */
export type ConsoleAnswer = { status: number; body: unknown };

export type ConsoleRoutesDeps = {
  leads: ConsoleStore;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  replies: FormReplies;
  /** The deployed rate card (null: none): the window of a lead's new offer follows it. */
  card: RateCard | null;
  /** A lead was booked under a new number and its visitor's e-mail queued: sends it now. */
  onBookingQueued: (requestId: string) => void;
  /** When each member last signed out: sessions issued before are refused. */
  signOuts: SignOutStore;
};

const encodeCursor = ({ createdAt, id }: ListCursor) => btoa(`${createdAt.toISOString()}|${id}`);

function decodeCursor(value: string | null): ListCursor | null {
  if (!value) return null;
  try {
    const [at, id] = atob(value).split("|");
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error("not a cursor");
    return { createdAt, id };
  } catch {
    throw new HttpError(400, "invalid_cursor", "This list's next page is not known: load the list again.");
  }
}

/** The change a status post asks for, or an HttpError naming each field that is wrong. */
function changeOf(body: Record<string, unknown>, replies: FormReplies): LeadMove {
  const { status, awb, reason } = body;
  if (status === "answered") return { status };
  if (status === "booked") {
    const check = checkAirWaybill(typeof awb === "string" ? awb : "", replies.airlines);
    if (!check.ok) {
      throw new HttpError(400, "invalid_fields", "Check the air waybill number.", { fields: { awb: check.problem } });
    }
    return { status, awb: check.awb };
  }
  if (status === "lost") {
    if (!(LOST_REASONS as readonly unknown[]).includes(reason)) {
      throw new HttpError(400, "invalid_fields", "Say why the lead was lost.", { fields: { reason: "choice" } });
    }
    return { status, reason: reason as LostReason };
  }
  throw new HttpError(400, "invalid_fields", "The status must be answered, booked or lost.", {
    fields: { status: "choice" },
  });
}

const listed = (lead: Omit<LeadListItem, "id">, now: Date): LeadRow => ({
  reference: lead.reference,
  createdAt: lead.createdAt.toISOString(),
  ageHours: Math.floor((now.getTime() - lead.createdAt.getTime()) / (HOUR_MS / 10)) / 10,
  country: lead.country,
  chargeableKg: lead.chargeableKg,
  chosen: lead.chosen,
  status: lead.status,
  bookingRequested: lead.bookingRequested,
});

const detailed = (lead: LeadDetail, now: Date, card: RateCard | null): Lead => ({
  ...listed(lead, now),
  awb: lead.awb,
  lostReason: lead.lostReason,
  language: lead.language,
  request: lead.request,
  price: lead.pricing,
  history: lead.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  booking: lead.booking,
  milestones: lead.milestones,
  offers: lead.offers.map(sentOfferOf),
  // A booked or lost lead takes no offer.
  offerWindow: lead.status === "booked" || lead.status === "lost" ? null : offerWindowOf(card, lead.pricing, now),
});

/** One lead with its history, or an HttpError (404). */
async function leadAnswer(deps: ConsoleRoutesDeps, reference: string): Promise<ConsoleAnswer> {
  const lead = await deps.leads.leadDetail(reference);
  if (!lead) throw new HttpError(404, "not_found", "There is no lead with this reference.");
  return { status: 200, body: { lead: detailed(lead, deps.clock(), deps.card) } satisfies LeadAnswer };
}

/** GET /team/leads: a page of the leads, open or all, oldest first. */
async function leadList(deps: ConsoleRoutesDeps, request: Request): Promise<ConsoleAnswer> {
  const query = new URL(request.url).searchParams;
  const open = (query.get("status") ?? "open") !== "all";
  const page = await deps.leads.listLeads({ open, after: decodeCursor(query.get("cursor")), limit: PAGE_SIZE + 1 });
  const now = deps.clock();
  const shown = page.slice(0, PAGE_SIZE);
  const last = shown.at(-1);
  const answer: LeadList = {
    leads: shown.map((lead) => listed(lead, now)),
    nextCursor: page.length > PAGE_SIZE && last ? encodeCursor(last) : null,
  };
  return { status: 200, body: answer };
}

/** POST /team/leads/<reference>/status: an allowed move, recorded with `member`; the lead as it is now. */
async function leadStatus(
  deps: ConsoleRoutesDeps,
  request: Request,
  reference: string,
  member: string,
): Promise<ConsoleAnswer> {
  const change = changeOf(await readJsonObject(request, MAX_BODY_BYTES), deps.replies);
  const outcome = await deps.leads.changeStatus({
    reference,
    change,
    member,
    now: deps.clock(),
    maxBookingEmails: MAX_BOOKING_EMAILS,
  });
  if (outcome.kind === "notFound") throw new HttpError(404, "not_found", "There is no lead with this reference.");
  if (outcome.kind === "conflict") {
    throw new HttpError(409, "conflict", `This lead is ${outcome.status}: it cannot be marked so.`, {
      status: outcome.status,
    });
  }
  deps.logger.info("lead marked from the console", { reference, status: change.status });
  if (outcome.bookingQueued) deps.onBookingQueued(outcome.requestId);
  return await leadAnswer(deps, reference);
}

/** The console's routes, each for a member signed in. */
export function consoleRoutes(deps: ConsoleRoutesDeps): FunctionRoute[] {
  const { settings, logger } = deps;
  const json = (answer: (request: Request, reference: string, member: string) => Promise<JsonAnswer>) =>
    jsonRoute({ allowedOrigins: settings.allowedOrigins, logger }, async (request, { reference }) => {
      const member = await memberOf(request, settings.team, deps.clock(), deps.signOuts);
      return await answer(request, reference, member);
    });
  return [
    { method: "GET", path: "/team/leads", handler: json((request) => leadList(deps, request)), fromSite: true },
    {
      method: "GET",
      path: "/team/leads/:reference",
      handler: json((_request, reference) => leadAnswer(deps, reference)),
      fromSite: true,
    },
    {
      method: "POST",
      path: "/team/leads/:reference/status",
      handler: json((request, reference, member) => leadStatus(deps, request, reference, member)),
      fromSite: true,
    },
  ];
}
