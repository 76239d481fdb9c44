// The route table (send-contact-email/routes.ts: each capability's routes,
// joined) and its router (http/router.ts): a table that declares a route
// twice, or a route without a handler, is refused when the function starts;
// every path the site's script calls gets its preflight (OPTIONS) from the
// router; a path no route declares answers 404, a declared path asked with
// another method 405 with `Allow`, both in JSON with CORS headers. And
// docs/function.md shows the table as the router answers it.
import { deepStrictEqual, match, ok, throws } from "node:assert/strict";
import {
  answeredRoutes,
  createRouter,
  type Route,
  routePath,
  RouteTableError,
  routeTableProblems,
} from "../send-contact-email/http/router.ts";
import { FUNCTION_NAME } from "../send-contact-email/routes.ts";
import type { Database } from "../send-contact-email/storage/database.ts";
import { FakeClock, makeHandler } from "./support/harness.ts";
import { FUNCTION_URL, SITE_ORIGIN } from "./support/requests.ts";

const NO_DATABASE = undefined as unknown as Database;

const handlerOn = () => makeHandler(NO_DATABASE, { clock: new FakeClock() }).handler;

/** The function's routes as it declares them (its preflights aside), each answering its own method and path. */
const declared = (): Route<unknown>[] =>
  handlerOn().routes.filter((route) => !route.preflight).map(({ method, path }) => ({
    method: method as Route<unknown>["method"],
    path,
    fromSite: handlerOn().routes.some((other) => other.path === path && other.preflight),
    handler: () => Promise.resolve(new Response(`${method} ${path}`)),
  }));

/** What TypeScript already refuses in the function's own code, refused at run time too (for a table built otherwise). */
const untyped = <T>(value: unknown) => value as T;

async function jsonError(response: Response): Promise<{ code: string; message: string }> {
  match(response.headers.get("content-type") ?? "", /^application\/json/);
  return (await response.json()).error;
}

Deno.test("the function's table declares each method and path once, each with its handler", () => {
  const routes = declared();
  ok(routes.length >= 13, `${routes.length} routes`);
  deepStrictEqual(routeTableProblems(routes), []);
  // The real wiring builds its router from the table: it would throw here if it could not serve.
  ok(handlerOn());
});

Deno.test("a route declared twice is refused when the router is made", () => {
  const twice = [...declared(), {
    method: "POST" as const,
    path: "/quote/:reference/choice",
    handler: () => Promise.resolve(new Response()),
    fromSite: true,
  }];
  throws(
    () => createRouter(FUNCTION_NAME, twice),
    (error: unknown) =>
      error instanceof RouteTableError && error.problems.includes("POST /quote/:reference/choice is declared twice"),
  );
});

Deno.test("a route without a handler, or one declaring a preflight of its own, is refused when the router is made", () => {
  const handler = () => Promise.resolve(new Response());
  throws(
    () => createRouter(FUNCTION_NAME, untyped<Route<unknown>[]>([{ method: "GET", path: "/gone", fromSite: false }])),
    (error: unknown) => error instanceof RouteTableError && error.problems.includes("GET /gone has no handler"),
  );
  throws(
    () =>
      createRouter(
        FUNCTION_NAME,
        untyped<Route<unknown>[]>([{ method: "OPTIONS", path: "/", handler, fromSite: false }]),
      ),
    (error: unknown) =>
      error instanceof RouteTableError && /OPTIONS \/: a route is GET, HEAD or POST/.test(error.message),
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
  const routes = declared().map((route) => ({
    ...route,
    handler: (_request: Request, params: unknown) => {
      seen.push({ name: `${route.method} ${route.path}`, params });
      return Promise.resolve(new Response(null, { status: 204 }));
    },
  }));
  const router = createRouter(FUNCTION_NAME, routes);
  for (const { method, path } of routes) {
    const concrete = path.replace(":reference", "K7QM%2D4TXH");
    seen.length = 0;
    const response = await router.answer(new Request(`${FUNCTION_URL}${concrete}`, { method }), null, new Headers());
    deepStrictEqual(
      [response.status, seen.map((call) => call.name)],
      [204, [`${method} ${path}`]],
      `${method} ${path}`,
    );
    const expected = Object.fromEntries(
      [["reference", "K7QM-4TXH"]].filter(([name]) => path.includes(`:${name}`)),
    );
    deepStrictEqual(seen[0].params, expected, `${method} ${path}`);
  }
});

Deno.test("every path the site's script calls gets its preflight from the router, and no other path", async () => {
  const ran: string[] = [];
  const route = (method: "GET" | "POST", path: string, fromSite: boolean): Route<null> => ({
    method,
    path,
    fromSite,
    handler: () => Promise.resolve(new Response(ran.push(`${method} ${path}`) ? "ran" : "")),
  });
  const table = [route("GET", "/a", true), route("POST", "/a", false), route("POST", "/b", false)];
  deepStrictEqual(answeredRoutes(table).map(({ method, path }) => `${method} ${path}`), [
    "GET /a",
    "POST /a",
    "OPTIONS /a",
    "POST /b",
  ]);
  const router = createRouter(FUNCTION_NAME, table);
  const ask = (method: string, path: string, headers = new Headers({ "x-cors": "yes" })) =>
    router.answer(new Request(`${FUNCTION_URL}${path}`, { method }), null, headers);
  const preflight = await ask("OPTIONS", "/a");
  deepStrictEqual([preflight.status, preflight.headers.get("x-cors"), ran], [204, "yes", []], "no handler runs");
  const refused = await ask("OPTIONS", "/b");
  deepStrictEqual([refused.status, refused.headers.get("allow")], [405, "POST"]);

  // The function's own: each path of the site's answers its preflight with the CORS headers, whatever its method.
  const handler = handlerOn();
  const sitePaths = handler.routes.filter((answered) => answered.preflight).map((answered) => answered.path);
  deepStrictEqual(sitePaths, [
    "/",
    "/quote/:reference",
    "/quote/:reference/choice",
    "/quote/:reference/booking",
    "/team/sign-in",
    "/team/session",
    "/team/sign-out",
    "/team/leads",
    "/team/leads/:reference",
    "/team/leads/:reference/status",
    "/team/leads/:reference/milestones",
    "/team/leads/:reference/offers",
    "/quote/:reference/renewal",
  ]);
  for (const path of sitePaths) {
    const response = await handler(
      new Request(`${FUNCTION_URL}${path.replace(":reference", "K7QM-4TXH")}`, {
        method: "OPTIONS",
        headers: { origin: SITE_ORIGIN, "access-control-request-method": "POST" },
      }),
    );
    deepStrictEqual(
      [response.status, response.headers.get("access-control-allow-origin"), await response.text()],
      [204, SITE_ORIGIN, ""],
      path,
    );
    ok(response.headers.get("access-control-allow-headers")?.includes("authorization"), path);
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
    ["PUT", "/quote/K7QM-4TXH", "GET, POST, OPTIONS"],
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

/** A row of docs/function.md's route table: | the method and path, in backquotes (\x60) | the handler, its file | yes or no | what it is | */
const DOCS_ROW = /^\| \x60(GET|HEAD|POST) ([^\x60]+)\x60 \| [^|]+ \| (yes|no) \| [^|]+ \|$/gm;

Deno.test("docs/function.md's route table is the table the router answers: each route, and which get a preflight", async () => {
  const docs = await Deno.readTextFile(new URL("../../../docs/function.md", import.meta.url));
  const section = docs.slice(docs.indexOf("### The route table"));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("|")));
  const rows = [...table.matchAll(DOCS_ROW)].map(([, method, path, preflight]) => `${method} ${path} ${preflight}`);
  const routes = handlerOn().routes;
  deepStrictEqual(
    rows,
    routes.filter((route) => !route.preflight).map(({ method, path }) =>
      `${method} ${path} ${routes.some((other) => other.preflight && other.path === path) ? "yes" : "no"}`
    ),
  );
});
