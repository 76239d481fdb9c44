// HTTP helpers with no knowledge of contact requests: refusals with a stable
// code (the 429 over a rate limit among them, whether the database or this
// instance's memory counted it), the content type, reading a bounded body,
// parsing JSON and forms, the Idempotency-Key header, and JSON answers.
// The routes decide what they mean (jsonRoute.ts answers them in JSON).

/** A refusal with a stable code for programs and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The answer to a request over a rate limit, stored or not: 429 with Retry-After, in seconds and minutes. */
export function rateLimitedError(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    "rate_limited",
    `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfter: retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** What a browser sends for a <form method="post"> without enctype. */
export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A JSON answer that is never cached; `headers` (CORS and the like) are kept. */
export function jsonResponse(status: number, body: unknown, headers: Headers): Response {
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers });
}

/** The Content-Type's media type, lower case, and its charset parameter ("charset=..."), if any. */
export function contentType(request: Request): { mediaType: string; charset: string | undefined } {
  const [mediaType, ...parameters] = (request.headers.get("content-type") ?? "").split(";");
  const charset = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("charset="));
  return { mediaType: mediaType.trim().toLowerCase(), charset };
}

/** A JSON object body of at most `maxBytes`: refused (415, 413, 400) when it is not JSON, too long, or not an object. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  requireJsonContentType(request);
  return parseJsonObject(await readBody(request, maxBytes));
}

/** Refuses anything but JSON in UTF-8 (the default charset of JSON) with 415. */
export function requireJsonContentType(request: Request): void {
  const { mediaType, charset } = contentType(request);
  if (mediaType !== "application/json" || (charset && charset !== "charset=utf-8")) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "The request body must be JSON (Content-Type: application/json).",
    );
  }
}

/** Reads at most `maxBytes` of the body as UTF-8 text, refusing early when it is larger. */
export async function readBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new HttpError(413, "payload_too_large", `The request body must be at most ${maxBytes / 1024} KB.`);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid UTF-8 text.");
  }
}

/** The body as a JSON object; anything else (empty, not JSON, an array) is refused with 400. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === "") throw new HttpError(400, "invalid_json", "The request body is empty; send the form as JSON.");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError(400, "invalid_body", "The request body must be a JSON object with the form's fields.");
  }
  return value as Record<string, unknown>;
}

/**
 * The fields of a urlencoded body. URLSearchParams quietly turns percent-encoded
 * bytes that are not UTF-8 into U+FFFD; decodeURIComponent refuses them, so
 * each pair is checked with it first and such a body is refused, as raw
 * non-UTF-8 bytes are.
 */
export function parseForm(text: string): URLSearchParams {
  for (const pair of text.split("&")) {
    try {
      decodeURIComponent(pair.replaceAll("+", " "));
    } catch {
      throw new HttpError(400, "invalid_form", "The form data is not valid UTF-8 percent-encoding.");
    }
  }
  return new URLSearchParams(text);
}

/** The Idempotency-Key header, or null without one; a malformed key is refused with 400. */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      "invalid_idempotency_key",
      "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
    );
  }
  return key;
}
