// CORS for functions called from the website. Every answer, errors included,
// carries these headers: without them the browser hides the answer from the
// page and the visitor sees a network error instead of our message.

/** The origins of `npm start` (8000) and `npm run serve` (9000). */
export const LOCAL_SITE_ORIGINS = [
  "http://localhost:8000",
  "http://127.0.0.1:8000",
  "http://localhost:9000",
  "http://127.0.0.1:9000",
] as const;

/** Headers supabase-js sends with functions.invoke, plus our Idempotency-Key. */
const ALLOWED_REQUEST_HEADERS = [
  "authorization",
  "apikey",
  "x-client-info",
  "content-type",
  "idempotency-key",
].join(", ");

/** Parses a comma-separated ALLOWED_ORIGINS value; empty means the local origins. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  return origins.length > 0 ? origins : [...LOCAL_SITE_ORIGINS];
}

export function isOriginAllowed(origin: string | null, allowedOrigins: readonly string[]): boolean {
  return origin === null || allowedOrigins.includes("*") || allowedOrigins.includes(origin);
}

/**
 * The CORS headers for an answer to a request from `origin`. An origin not on
 * the list gets no Access-Control-Allow-Origin, so its page cannot read the answer.
 */
export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Headers {
  const headers = new Headers({
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS,
    "Access-Control-Expose-Headers": "Retry-After, Idempotent-Replayed",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin",
  });
  if (origin !== null && isOriginAllowed(origin, allowedOrigins)) {
    headers.set("Access-Control-Allow-Origin", origin);
  }
  return headers;
}
