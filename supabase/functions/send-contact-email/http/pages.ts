// The function's pages, each the answer to a plain form's POST (no GET answers
// HTML: Supabase shows such an answer as plain text): the page a refused quote
// form gets (../_shared/replies/formReplyPages.ts, in the visitor's language), the
// tracking form's and the team links' pages, each with headers that keep it
// to itself; and the page of a failure inside, under an id the logs hold.
import type { FormReplies } from "../../_shared/replies/formReplies.ts";
import {
  type FormProblem,
  type PageWords,
  renderFormProblemPage,
  standalonePage,
  wordsFor,
} from "../../_shared/replies/formReplyPages.ts";
import { fillHtml } from "../../_shared/html.ts";
import { parseForm, readBody } from "./http.ts";
import type { Logger } from "../settings/logger.ts";

export type { FormProblem };

/**
 * Headers of every page: inline CSS is the only thing it may load, it cannot
 * be framed or post anywhere, and it is never cached (it can echo what the
 * visitor typed).
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
    "frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/** A refusal page as a response, in `words`' language; `headers` (CORS, Retry-After) are kept. */
export function formProblemResponse(
  status: number,
  problem: FormProblem,
  words: PageWords,
  siteOrigin: string | null,
  headers: Headers,
): Response {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) headers.set(name, value);
  headers.set("Content-Language", words.code);
  return new Response(renderFormProblemPage(problem, words, siteOrigin), { status, headers });
}

/** The most a form of the track and team routes may send: one number, or one reason. */
const MAX_FORM_BYTES = 2048;

/** A page: never cached, never framed, never indexed; `formAction` lets its own form post back. */
export function pageResponse(
  status: number,
  html: string,
  language: string,
  options: { formAction?: boolean; headers?: Record<string, string> } = {},
): Response {
  const headers = new Headers({ ...PAGE_SECURITY_HEADERS, ...options.headers });
  if (options.formAction) {
    headers.set(
      "Content-Security-Policy",
      PAGE_SECURITY_HEADERS["Content-Security-Policy"].replace(
        "form-action 'none'",
        "form-action 'self'",
      ),
    );
  }
  headers.set("Content-Language", language);
  headers.set("X-Robots-Tag", "noindex");
  return new Response(html, { status, headers });
}

/** A urlencoded form body, bounded; an unreadable one throws an HttpError. */
export const readForm = async (request: Request) => parseForm(await readBody(request, MAX_FORM_BYTES));

/** Whatever failed inside (a bug) stays in the logs under an id the page gives. */
export function unhandledErrorPage(
  deps: { logger: Logger; replies: FormReplies },
  error: unknown,
): Response {
  const errorId = crypto.randomUUID();
  deps.logger.error("unhandled error", {
    errorId,
    error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
  });
  const words = wordsFor(deps.replies, null);
  return pageResponse(
    500,
    standalonePage(words, words.page.errorTitle, [
      `<p>${fillHtml(words.page.errorReference, { reference: errorId })}</p>`,
    ], null),
    words.code,
  );
}
