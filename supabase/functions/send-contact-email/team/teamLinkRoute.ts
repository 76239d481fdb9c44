// /lead/<reference>/<action>?sig=... (routes.ts): the team's Answered, Booked
// and Lost links (teamLinks.ts). GET opens the lead's page; only its form's
// POST marks the lead. A forged, altered or expired link answers 403 and
// changes nothing.
import { AIR_WAYBILL_FIELD, checkAirWaybill } from "../../_shared/airWaybill.ts";
import type { FormReplies } from "../../_shared/words/formReplies.ts";
import { fillTemplate } from "../../_shared/words/template.ts";
import { withDeadline } from "../storage/database.ts";
import { HttpError } from "../http/http.ts";
import {
  leadFormPage,
  type LeadFormState,
  leadMarkedPage,
  leadNoticePage,
  type LeadPageWords,
  LOST_REASON_FIELD,
} from "./leadPages.ts";
import type { Logger } from "../settings/logger.ts";
import { pageResponse, readForm, unhandledErrorPage } from "../http/pages.ts";
import { type LeadMark, LOST_REASONS, type LostReason, type ProgressStore } from "./progressStore.ts";
import type { Settings } from "../settings/settings.ts";
import { type LeadAction, verifyLeadLink } from "./teamLinks.ts";

export type TeamLinkRouteDeps = {
  store: Pick<ProgressStore, "findLead" | "markLead">;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  /** The function's languages, words and airlines (written from content/ at deploy). */
  replies: FormReplies;
  /** The team's words for the lead pages. */
  leadWords: LeadPageWords;
  /** A lead was booked and its visitor's e-mail queued: sends it now (its failure is recorded, never thrown). */
  onBookingQueued: (requestId: string) => void;
};

/**
 * What a team link's form marks the lead, from what it posted: booked with a
 * checked air waybill (and its airline's name), lost with a reason, or
 * answered; or the form again, with what is wrong.
 */
function markOfForm(
  leadAction: LeadAction,
  params: URLSearchParams,
  replies: FormReplies,
  words: LeadPageWords,
): { mark: LeadMark; airline: string | null } | { status: number; state: LeadFormState } {
  if (leadAction === "booked") {
    const typed = params.get(AIR_WAYBILL_FIELD) ?? "";
    const check = checkAirWaybill(typed, replies.airlines);
    if (!check.ok) {
      const problem = fillTemplate(words.awbProblems[check.problem], { prefix: check.digits.slice(0, 3) });
      return { status: 400, state: { awb: typed, problem } };
    }
    return { mark: { status: "booked", awb: check.awb }, airline: check.airline.name };
  }
  if (leadAction === "lost") {
    const reason = params.get(LOST_REASON_FIELD) ?? "";
    if (!(LOST_REASONS as readonly string[]).includes(reason)) {
      return { status: 400, state: { problem: words.reasonMissing } };
    }
    return { mark: { status: "lost", reason: reason as LostReason }, airline: null };
  }
  return { mark: { status: "answered" }, airline: null };
}

export function createTeamLinkRoute(deps: TeamLinkRouteDeps) {
  const { store, clock, settings, logger, replies, leadWords: words } = deps;
  const databaseDeadlineMs = settings.outage.databaseTimeoutMs;

  /** A team link's page (GET) or its form (POST). */
  async function answerLead(request: Request, reference: string, action: string): Promise<Response> {
    const method = request.method;
    const signature = new URL(request.url).searchParams.get("sig") ?? "";
    const notice = (status: number, title: string, text: string) =>
      pageResponse(status, leadNoticePage(words, title, text), words.language.code);
    const forbidden = () => notice(403, words.forbiddenTitle, words.forbiddenText);
    const unavailable = (error: unknown) => {
      logger.error("a team link could not reach the database; nothing was changed", { error: String(error) });
      return notice(503, words.unavailableTitle, words.unavailableText);
    };
    if (!await verifyLeadLink(settings.teamLinks.secret, reference, action, signature)) return forbidden();
    const leadAction = action as LeadAction;

    let lead;
    try {
      lead = await withDeadline(store.findLead(reference), databaseDeadlineMs);
    } catch (error) {
      return unavailable(error);
    }
    if (lead === null) return notice(404, words.notFoundTitle, fillTemplate(words.notFoundText, { reference }));
    if (clock().getTime() - lead.createdAt.getTime() > settings.teamLinks.validForMs) return forbidden();

    const formPage = (status: number, state: LeadFormState = {}) =>
      pageResponse(status, leadFormPage(words, lead, leadAction, state), words.language.code, { formAction: true });
    if (method === "HEAD") return new Response(null, formPage(200));
    if (method !== "POST") return formPage(200);

    let params: URLSearchParams;
    try {
      params = await readForm(request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return formPage(400);
    }

    const marked = markOfForm(leadAction, params, replies, words);
    if (!("mark" in marked)) return formPage(marked.status, marked.state);
    const { mark, airline } = marked;

    let outcome;
    try {
      outcome = await withDeadline(store.markLead(reference, mark, clock()), databaseDeadlineMs);
    } catch (error) {
      return unavailable(error);
    }
    if (outcome === null) return notice(404, words.notFoundTitle, fillTemplate(words.notFoundText, { reference }));
    logger.info("lead marked", {
      reference,
      status: mark.status,
      changed: outcome.changed,
      bookingQueued: outcome.bookingQueued,
    });
    if (outcome.bookingQueued) deps.onBookingQueued(outcome.lead.id);
    const booking = outcome.bookingQueued && mark.status === "booked" ? { airline: airline!, awb: mark.awb } : null;
    return pageResponse(200, leadMarkedPage(words, outcome, leadAction, booking), words.language.code);
  }

  /** GET, HEAD or POST /lead/<reference>/<action> (routes.ts): a team link's page, or its form's answer. */
  return (request: Request, reference: string, action: string): Promise<Response> =>
    answerLead(request, reference, action).catch((error) => unhandledErrorPage(deps, error));
}
