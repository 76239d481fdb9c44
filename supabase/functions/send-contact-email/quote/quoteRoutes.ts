// POST /: a quote request, from the site's script (JSON, answered
// in JSON with its reference, the shipper's key and what the visitor is shown
// of its price) or from its plain form when JavaScript is off (urlencoded,
// answered with a 303 to the lead's quote page or the thank-you page, or a
// page in the visitor's language naming what to fix). submission.ts does the
// work: the contract, the honeypot, the limits, storing, the e-mails.
import type { QuoteRequestAnswer } from "../../_shared/api/quoteRequestApi.ts";
import { wordsFor } from "../../_shared/replies/formReplyPages.ts";
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import type { ConnectionInfo } from "../http/clientAddress.ts";
import { contentType, FORM_MEDIA_TYPE, HttpError } from "../http/http.ts";
import {
  type FunctionRoute,
  type JsonAnswer,
  jsonRoute,
  originNotAllowed,
  type RouteContext,
  unhandledErrorId,
} from "../http/jsonRoute.ts";
import { type FormProblem, formProblemResponse } from "../http/pages.ts";
import type { Logger } from "../settings/logger.ts";
import type { Settings } from "../settings/settings.ts";
import { type FormAnswer, InvalidFieldsError, type Submissions } from "./submission.ts";

/** A successful answer: JSON body, plus headers beyond CORS. */
type Answer = JsonAnswer;

/** The page a refused form post gets, from the refusal. */
function formProblem(error: HttpError, maxBodyBytes: number): FormProblem {
  if (error instanceof InvalidFieldsError) {
    return { kind: "invalidFields", errors: error.fields, values: error.values };
  }
  switch (error.code) {
    case "rate_limited":
      return { kind: "rateLimited", retryAfterSeconds: Number(error.headers["Retry-After"]) };
    case "unavailable":
      return { kind: "unavailable", retryAfterSeconds: Number(error.headers["Retry-After"]) };
    case "payload_too_large":
      return { kind: "tooLarge", maxBytes: maxBodyBytes };
    case "origin_not_allowed":
      return { kind: "originNotAllowed" };
    default:
      return { kind: "unreadable" };
  }
}

/**
 * `origin` when ALLOWED_ORIGINS lists it by name ("*" does not count) and it
 * is an origin as browsers send one (a scheme and a host); else null. Such an
 * origin is a site of ours: a plain form posted from it is sent back there.
 */
export function listedOrigin(origin: string | null, allowedOrigins: readonly string[]): string | null {
  return origin !== null && allowedOrigins.includes(origin) && /^https?:\/\/[^\s/?#]+$/.test(origin) &&
      origin.length <= 255
    ? origin
    : null;
}

/**
 * The page a refused or failed form post gets, in the visitor's language (the
 * words of its page, as far as they were read), with a link back to `siteOrigin`.
 */
function formErrorResponse(
  error: unknown,
  form: { page: FormAnswer; siteOrigin: string | null },
  headers: Headers,
  deps: { settings: Settings; logger: Logger },
): Response {
  if (!(error instanceof HttpError)) {
    const reference = unhandledErrorId(error, deps.logger);
    return formProblemResponse(500, { kind: "internalError", reference }, form.page.words, form.siteOrigin, headers);
  }
  for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
  const problem = formProblem(error, deps.settings.maxBodyBytes);
  return formProblemResponse(error.status, problem, form.page.words, form.siteOrigin, headers);
}

export type QuoteRoutesDeps = { submissions: Submissions; settings: Settings; logger: Logger; replies: FormReplies };

/** The quote request's route: POST /, the site's script and its plain form. */
export function quoteRoutes(deps: QuoteRoutesDeps): FunctionRoute[] {
  const { submissions, settings, logger } = deps;
  const json = jsonRoute(
    { allowedOrigins: settings.allowedOrigins, logger },
    (request, _params, { connection }) => answerJsonQuote(request, connection),
  );

  /** A quote request: JSON from the site's script, or the plain form's post (a redirect, or a page naming what to fix). */
  async function quoteRequest(request: Request, params: Record<string, string>, context: RouteContext) {
    const form = contentType(request).mediaType === FORM_MEDIA_TYPE;
    if (!form) return await json(request, params, context);
    const { headers, connection } = context;
    // A form post is a "simple" cross-site request that no preflight guards,
    // and its answer sends the visitor to `origin`: the Origin must be present
    // and listed by name ("*" does not count).
    const siteOrigin = listedOrigin(request.headers.get("origin"), settings.allowedOrigins);
    const page: FormAnswer = { siteOrigin: siteOrigin ?? "", words: wordsFor(deps.replies, null) };
    try {
      if (siteOrigin === null) throw originNotAllowed();
      headers.set("Location", await submissions.submitForm(request, page, connection));
      headers.set("Cache-Control", "no-store");
      headers.set("Referrer-Policy", "no-referrer");
      return new Response(null, { status: 303, headers });
    } catch (error) {
      return formErrorResponse(error, { page, siteOrigin }, headers, deps);
    }
  }

  /** A JSON quote request: its reference and what the visitor is shown of its price. */
  async function answerJsonQuote(request: Request, connection?: ConnectionInfo): Promise<Answer> {
    const { id, reference, replayed, price, quoteKey } = await submissions.submitJson(request, connection);
    // The range and what the page shows beside it, never the total; or null, and why there is none.
    const priced = price === null ? { price: null } : "price" in price ? price : { price: null, ...price };
    const body: QuoteRequestAnswer = {
      ...(id === undefined ? {} : { id }),
      reference,
      // The shipper's key to the quote page, beside its reference (none for a bot's, or without QUOTE_KEY_SECRET).
      ...(reference !== "" && quoteKey !== null ? { quoteKey } : {}),
      ...priced,
    };
    return { status: 200, body, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined };
  }

  return [{ method: "POST", path: "/", handler: quoteRequest, fromSite: true }];
}
