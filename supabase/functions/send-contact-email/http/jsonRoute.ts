// What every route of the function gets beside the request (the client's
// connection, the answer's CORS headers), and the JSON routes' common part:
// the Origin checked, the answer in JSON, and every refusal (an HttpError)
// or failure inside answered in JSON too, with the CORS headers, a failure's
// details kept in the logs under an id the answer names.
import type { ErrorAnswer } from "../../_shared/api/errorAnswer.ts";
import { isOriginAllowed } from "../../_shared/cors.ts";
import type { ConnectionInfo } from "./clientAddress.ts";
import { HttpError, jsonResponse } from "./http.ts";
import type { Route, RouteHandler, RouteParams } from "./router.ts";
import type { Logger } from "../settings/logger.ts";

/** What every route's handler gets beside the request and the path's parts. */
export type RouteContext = {
  connection?: ConnectionInfo;
  /** The answer's CORS headers, for this request's Origin. */
  headers: Headers;
};

/** A route of the function (http/router.ts), its handler given the RouteContext. */
export type FunctionRoute = Route<RouteContext>;

/** A successful answer: JSON body, plus headers beyond CORS. */
export type JsonAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** Refused: the Origin is not one of the site's. */
export const originNotAllowed = () =>
  new HttpError(403, "origin_not_allowed", "Requests from this website are not accepted.");

/** The JSON answer to a request that was refused (an HttpError) or failed inside (500, its details logged). */
export function jsonErrorResponse(error: unknown, headers: Headers, logger: Logger): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
    const refusal: ErrorAnswer = { error: { code: error.code, message: error.message, ...error.details } };
    return jsonResponse(error.status, refusal, headers);
  }
  const requestId = unhandledErrorId(error, logger);
  const failed: ErrorAnswer = { error: { code: "internal_error", message: "internal error", requestId } };
  return jsonResponse(500, failed, headers);
}

/** Logs a failure inside (a database, a bug) under a new id, which the answer names instead of it. */
export function unhandledErrorId(error: unknown, logger: Logger): string {
  const errorId = crypto.randomUUID();
  logger.error("unhandled error", {
    errorId,
    error: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error),
  });
  return errorId;
}

/**
 * A JSON route's handler, called by the site's script or a scheduler: the
 * Origin checked (ALLOWED_ORIGINS), then `answer`, in JSON; every refusal in JSON.
 */
export function jsonRoute(
  deps: { allowedOrigins: readonly string[]; logger: Logger },
  answer: (request: Request, params: RouteParams, context: RouteContext) => Promise<JsonAnswer>,
): RouteHandler<RouteContext> {
  return async (request, params, context) => {
    const { headers } = context;
    try {
      if (!isOriginAllowed(request.headers.get("origin"), deps.allowedOrigins)) throw originNotAllowed();
      const { status, body, headers: extra } = await answer(request, params, context);
      for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
      // No Content: an answer without a body at all (a Response refuses one).
      if (status === 204) return new Response(null, { status, headers });
      return jsonResponse(status, body, headers);
    } catch (error) {
      return jsonErrorResponse(error, headers, deps.logger);
    }
  };
}
