// The answer a refused plain form post gets: the page (../_shared/formReplyPages.ts,
// in the visitor's language) with headers that keep it to itself.
import { type FormProblem, type PageWords, renderFormProblemPage } from "../_shared/formReplyPages.ts";

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
