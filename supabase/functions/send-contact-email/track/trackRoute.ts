// POST /track: the tracking page's plain form (no JavaScript): 303
// to the airline's tracking page, or a page in the visitor's language naming
// what is wrong with the number.
import { AIR_WAYBILL_FIELD, checkAirWaybill, TRACK_ROUTE, trackingAddress } from "../../_shared/airWaybill.ts";
import { LANGUAGE_FIELD } from "../../_shared/contactRequest.ts";
import { type FormReplies, resolveLanguage } from "../../_shared/replies/formReplies.ts";
import { renderTrackProblemPage, wordsFor } from "../../_shared/replies/formReplyPages.ts";
import { HttpError } from "../http/http.ts";
import type { FunctionRoute } from "../http/jsonRoute.ts";
import type { Logger } from "../settings/logger.ts";
import { pageResponse, readForm, unhandledErrorPage } from "../http/pages.ts";
import type { Settings } from "../settings/settings.ts";

export type TrackRouteDeps = {
  settings: Settings;
  logger: Logger;
  /** The function's languages, words and airlines (written from content/ at deploy). */
  replies: FormReplies;
};

/** The tracking page's plain form: the airline's page, or what is wrong, in the page's language. */
async function answerTrack(deps: TrackRouteDeps, request: Request): Promise<Response> {
  const { settings, replies } = deps;
  const origin = request.headers.get("origin");
  // The link back only to a site allowed by name.
  const siteOrigin = origin !== null && settings.allowedOrigins.includes(origin) ? origin : null;
  let params: URLSearchParams;
  try {
    params = await readForm(request);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    params = new URLSearchParams();
  }
  const words = wordsFor(replies, resolveLanguage(params.get(LANGUAGE_FIELD), replies));
  const typed = params.get(AIR_WAYBILL_FIELD) ?? "";
  const check = checkAirWaybill(typed, replies.airlines);
  if (check.ok) {
    return new Response(null, {
      status: 303,
      headers: {
        Location: trackingAddress(check.airline, check.awb),
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  }
  const page = renderTrackProblemPage(
    { kind: "mistake", problem: check.problem, digits: check.digits, typed },
    words,
    siteOrigin,
  );
  return pageResponse(400, page, words.code);
}

/** The tracking route's handler: a failure inside answers a page naming its id. */
export const createTrackRoute = (deps: TrackRouteDeps) => (request: Request): Promise<Response> =>
  answerTrack(deps, request).catch((error) => unhandledErrorPage(deps, error));

/** The tracking form's route: a plain form's POST, which no script of the site sends, so no preflight. */
export function trackRoutes(deps: TrackRouteDeps): FunctionRoute[] {
  const track = createTrackRoute(deps);
  return [{ method: "POST", path: TRACK_ROUTE, handler: (request) => track(request), fromSite: false }];
}
