// Requests as the tests send them: a valid request body, and the handler
// called the way supabase-js does (JSON), the way the site's plain HTML form
// posts (urlencoded), the way the quote page reads its lead and posts a choice or a booking, and the way a
// monitor asks the health route.
import { type ContactRequest, EMPTY_CONTACT_REQUEST } from "../../_shared/contactRequest.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";

export const FUNCTION_URL = "http://127.0.0.1:54321/functions/v1/send-contact-email";
export const SITE_ORIGIN = "http://localhost:8000";

/** The header the platform sets to the client's address (settings.ts's default). */
export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/** A request body as a client sends it: each field as text (numbers too in JSON), a list for the contents. */
export type RequestBody = Record<string, unknown>;

/** The required and the optional text fields, filled in; no cargo details unless `overrides` give them. */
export function validRequest<T extends RequestBody>(overrides: T = {} as T) {
  return {
    name: "Mei Chan",
    email: "mei@shop.example",
    phone: "+852 5555 0101",
    shippingCountry: "Canada",
    shippingDetails: "200 kg of garments",
    message: "Please quote airfreight for two pallets.",
    ...overrides,
  };
}

/** validRequest() as the contract returns it (what the store takes): no cargo details unless `overrides` give them. */
export function validContactRequest(overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    ...EMPTY_CONTACT_REQUEST,
    ...validRequest(),
    ...overrides,
  };
}

export type PostOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** The client's address, as the platform reports it (CLIENT_ADDRESS_HEADER). */
  clientAddress?: string;
  idempotencyKey?: string;
  /** A raw body, sent as is instead of JSON.stringify(body); a function for a fresh stream per call. */
  rawBody?: BodyInit | (() => BodyInit);
};

/** Asks the handler's health route as a monitor does: a GET from one client address (the platform's header). */
export function askHealth(
  handler: (request: Request) => Promise<Response>,
  headers: Record<string, string> = { "cf-connecting-ip": "198.51.100.7" },
): Promise<Response> {
  return handler(new Request(`${FUNCTION_URL}/health`, { headers }));
}

/** Calls the handler as supabase-js's functions.invoke does, from the local site's origin. */
export function postContact(handler: ContactHandler, body: unknown, options: PostOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    origin: SITE_ORIGIN,
    authorization: "Bearer local-anon-key",
    apikey: "local-anon-key",
    "x-client-info": "supabase-js/2",
    "content-type": "application/json",
    [CLIENT_ADDRESS_HEADER]: options.clientAddress ?? "203.0.113.7",
    ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
    ...options.headers,
  };
  const method = options.method ?? "POST";
  const sendsBody = method !== "GET" && method !== "HEAD";
  return handler(
    new Request(FUNCTION_URL, {
      method,
      headers,
      body: !sendsBody
        ? undefined
        : typeof options.rawBody === "function"
        ? options.rawBody()
        : options.rawBody ?? JSON.stringify(body),
    }),
  );
}

/** Form fields as a browser sends them: a list value is the field repeated (ticked check boxes). */
export function formBody(fields: Record<string, unknown> | [string, unknown][]): string {
  if (Array.isArray(fields)) {
    return new URLSearchParams(fields.map(([name, value]) => [name, String(value)])).toString();
  }
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, String(item)]);
  }
  return new URLSearchParams(pairs).toString();
}

/** The site's plain HTML form as a browser posts it (no JavaScript): urlencoded, with an Origin, no keys. */
export function postForm(
  handler: ContactHandler,
  fields: Record<string, unknown> | [string, unknown][],
  options: { origin?: string | null; clientAddress?: string; headers?: Record<string, string>; rawBody?: BodyInit } =
    {},
): Promise<Response> {
  const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    [CLIENT_ADDRESS_HEADER]: options.clientAddress ?? "203.0.113.7",
    ...(origin === null ? {} : { origin }),
    ...options.headers,
  };
  return handler(
    new Request(FUNCTION_URL, {
      method: "POST",
      headers,
      body: options.rawBody ?? formBody(fields),
    }),
  );
}

/** The shipper's request from their quote page: `method` to /quote/<reference><tail>, with their key (none: null). */
export function shipperRequest(
  handler: ContactHandler,
  reference: string,
  options: {
    key: string | null;
    tail?: "" | "/choice" | "/booking" | "/renewal";
    body?: unknown;
    client?: string;
    /** A POST without a body (a renewal). */
    post?: boolean;
  },
): Promise<Response> {
  const post = options.body !== undefined || options.post === true;
  return handler(
    new Request(`${FUNCTION_URL}/quote/${encodeURIComponent(reference)}${options.tail ?? ""}`, {
      method: post ? "POST" : "GET",
      headers: {
        origin: SITE_ORIGIN,
        ...(post ? { "content-type": "application/json" } : {}),
        [CLIENT_ADDRESS_HEADER]: options.client ?? "203.0.113.7",
        ...(options.key === null ? {} : { authorization: `Bearer ${options.key}` }),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    }),
  );
}

/** A POST of the choice as the quote page sends it: `{ service }` to /quote/<reference>/choice with the lead's key. */
export const postChoice = (
  handler: ContactHandler,
  { reference, service }: { reference: string; service: unknown },
  options: { key: string | null; client?: string },
): Promise<Response> => shipperRequest(handler, reference, { ...options, tail: "/choice", body: { service } });

/** A POST of a booking request as the quote page sends it, with the lead's key. */
export const postBooking = (
  handler: ContactHandler,
  reference: string,
  body: unknown,
  options: { key: string | null; client?: string },
): Promise<Response> => shipperRequest(handler, reference, { ...options, tail: "/booking", body });

/** A POST of a renewal as the quote page sends it: no body, with the lead's key. */
export const postRenewal = (
  handler: ContactHandler,
  reference: string,
  options: { key: string | null; client?: string },
): Promise<Response> => shipperRequest(handler, reference, { ...options, tail: "/renewal", post: true });

/** The quote page's GET of its lead, with the lead's key. */
export const getQuote = (handler: ContactHandler, reference: string, key: string | null): Promise<Response> =>
  shipperRequest(handler, reference, { key });

/** POST /quote/<reference> with the key as its body (text/plain), as the quote page's head reads the quote. */
export const readQuoteByBody = (
  handler: ContactHandler,
  reference: string,
  body: string,
  contentType = "text/plain;charset=UTF-8",
): Promise<Response> =>
  handler(
    new Request(`${FUNCTION_URL}/quote/${encodeURIComponent(reference)}`, {
      method: "POST",
      headers: { origin: SITE_ORIGIN, "content-type": contentType, [CLIENT_ADDRESS_HEADER]: "203.0.113.7" },
      body,
    }),
  );
