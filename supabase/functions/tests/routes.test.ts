// The route table (send-contact-email/routes.ts) and its router (router.ts):
// a table that declares a route twice or leaves a handler out is refused when
// the function starts; a path no route declares answers 404, a declared path
// asked with another method 405 with `Allow`, both in JSON with CORS headers.
import { deepStrictEqual, match, ok, throws } from "node:assert/strict";
import {
  createRouter,
  type RouteHandler,
  routePath,
  RouteTableError,
  routeTableProblems,
} from "../send-contact-email/http/router.ts";
import { FUNCTION_NAME, type RouteName, ROUTES } from "../send-contact-email/routes.ts";
import type { Database } from "../send-contact-email/storage/database.ts";
import { FakeClock, makeHandler } from "./support/harness.ts";
import { FUNCTION_URL, SITE_ORIGIN } from "./support/requests.ts";

const NO_DATABASE = undefined as unknown as Database;

/** A handler for every name the table uses, answering its own name. */
const namedHandlers = () =>
  Object.fromEntries(
    ROUTES.map(({ handler }) => [handler, () => Promise.resolve(new Response(handler))]),
  ) as unknown as Record<RouteName, RouteHandler<unknown>>;

/** What TypeScript already refuses in the function's own code, refused at run time too (for a table built otherwise). */
const untyped = <T>(value: unknown) => value as T;

const handlerOn = () => makeHandler(NO_DATABASE, { clock: new FakeClock() }).handler;

async function jsonError(response: Response): Promise<{ code: string; message: string }> {
  match(response.headers.get("content-type") ?? "", /^application\/json/);
  return (await response.json()).error;
}

Deno.test("the function's table declares each method and path once, and names only handlers it has", () => {
  deepStrictEqual(routeTableProblems(ROUTES, [...new Set(ROUTES.map((route) => route.handler))]), []);
  // The real wiring builds its router from the table: it would throw here if they disagreed.
  ok(handlerOn());
});

Deno.test("a route declared twice is refused when the router is made", () => {
  const twice = [...ROUTES, { method: "POST", path: "/quote/:reference/choice", handler: "choice" }] as const;
  throws(
    () => createRouter(FUNCTION_NAME, twice, namedHandlers()),
    (error: unknown) =>
      error instanceof RouteTableError && error.problems.includes("POST /quote/:reference/choice is declared twice"),
  );
});

Deno.test("a handler the table leaves out is refused when the router is made", () => {
  const handlers = { ...namedHandlers(), forgotten: () => Promise.resolve(new Response()) };
  throws(
    () => createRouter(FUNCTION_NAME, ROUTES, untyped<Record<RouteName, RouteHandler<unknown>>>(handlers)),
    (error: unknown) =>
      error instanceof RouteTableError && error.problems.includes('the handler "forgotten" is in no route'),
  );
  throws(
    () =>
      createRouter(
        FUNCTION_NAME,
        [{ method: "GET", path: "/gone", handler: "gone" }],
        untyped<Record<"gone", RouteHandler<unknown>>>({}),
      ),
    (error: unknown) => error instanceof RouteTableError && /"gone", which does not exist/.test(error.message),
  );
});

Deno.test("a route's path is what follows the function's name, however the function is reached", () => {
  deepStrictEqual(routePath("/functions/v1/send-contact-email/health", FUNCTION_NAME), "/health");
  deepStrictEqual(routePath("/send-contact-email/health/", FUNCTION_NAME), "/health");
  deepStrictEqual(routePath("/send-contact-email", FUNCTION_NAME), "/");
  deepStrictEqual(routePath("/functions/v1/send-contact-email/", FUNCTION_NAME), "/");
  deepStrictEqual(
    routePath("/send-contact-email/lead/send-contact-email/x", FUNCTION_NAME),
    "/lead/send-contact-email/x",
  );
  deepStrictEqual(routePath("/health", FUNCTION_NAME), "/health", "behind a proxy that strips the name");
});

Deno.test("each route reaches its own handler, with the path's parts decoded", async () => {
  const seen: { name: string; params: unknown }[] = [];
  const handlers = Object.fromEntries(
    ROUTES.map(({ handler }) => [
      handler,
      (_request: Request, params: unknown) => {
        seen.push({ name: handler, params });
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    ]),
  ) as unknown as Record<RouteName, RouteHandler<null>>;
  const router = createRouter(FUNCTION_NAME, ROUTES, handlers);
  for (const { method, path, handler } of ROUTES) {
    const concrete = path.replace(":reference", "K7QM%2D4TXH");
    seen.length = 0;
    const response = await router.answer(new Request(`${FUNCTION_URL}${concrete}`, { method }), null, new Headers());
    deepStrictEqual([response.status, seen.map((call) => call.name)], [204, [handler]], `${method} ${path}`);
    const expected = Object.fromEntries(
      [["reference", "K7QM-4TXH"]].filter(([name]) => path.includes(`:${name}`)),
    );
    deepStrictEqual(seen[0].params, expected, `${method} ${path}`);
  }
});

Deno.test("a path no route declares answers 404 in JSON, with CORS headers; a suffix is not a route", async () => {
  const handler = handlerOn();
  for (
    const path of ["/nothing", "/x/health", "/health/more", "/lead/K7QM-4TXH/answered", "/choice", "/quote/K7QM-4TXH/x"]
  ) {
    const response = await handler(new Request(`${FUNCTION_URL}${path}`, { headers: { origin: SITE_ORIGIN } }));
    deepStrictEqual(response.status, 404, path);
    deepStrictEqual((await jsonError(response)).code, "not_found", path);
    deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN, path);
  }
});

Deno.test("a declared path asked with another method answers 405 in JSON, with the table's methods in Allow", async () => {
  const handler = handlerOn();
  const cases: [string, string, string][] = [
    ["GET", "/", "POST, OPTIONS"],
    ["GET", "/quote/K7QM-4TXH/choice", "POST, OPTIONS"],
    ["PUT", "/quote/K7QM-4TXH", "GET, OPTIONS"],
    ["GET", "/quote/K7QM-4TXH/booking", "POST, OPTIONS"],
    ["GET", "/track", "POST"],
    ["OPTIONS", "/track", "POST"],
    ["DELETE", "/health", "GET, HEAD"],
    ["POST", "/health", "GET, HEAD"],
    ["GET", "/retry-notifications", "POST"],
    ["PUT", "/team/leads/K7QM-4TXH", "GET, OPTIONS"],
    ["GET", "/team/leads/K7QM-4TXH/status", "POST, OPTIONS"],
  ];
  for (const [method, path, allow] of cases) {
    const response = await handler(new Request(`${FUNCTION_URL}${path}`, { method }));
    deepStrictEqual([response.status, response.headers.get("allow")], [405, allow], `${method} ${path}`);
    deepStrictEqual((await jsonError(response)).code, "method_not_allowed", `${method} ${path}`);
  }
});

Deno.test("a malformed escape in a lead's path answers 404 in JSON, not the runtime's 500", async () => {
  const response = await handlerOn()(new Request(`${FUNCTION_URL}/team/leads/%E0%A4%A`));
  deepStrictEqual(response.status, 404);
  deepStrictEqual((await jsonError(response)).code, "not_found");
});

Deno.test("the routes answer as Supabase hands requests over: /send-contact-email/<path>", async () => {
  const handler = handlerOn();
  const health = await handler(new Request("http://127.0.0.1/send-contact-email/health"));
  ok([200, 503].includes(health.status));
  ok("missing" in await health.json());
  const preflight = await handler(
    new Request("http://127.0.0.1/send-contact-email", { method: "OPTIONS", headers: { origin: SITE_ORIGIN } }),
  );
  deepStrictEqual(preflight.status, 204);
});
