// Routing by a table: each route is a method, a path after the function's name
// (segments, a `:name` one standing for any one segment: /lead/:reference/:action), the handler that answers
// it, and whether the site's script calls it. Each capability exports its
// routes and routes.ts joins them into the function's one table; this file
// checks a table and answers what no route takes: the CORS preflight
// (OPTIONS) of every path the site's script calls, 404 for a path no route
// declares, 405 with `Allow` for a declared path asked with another method,
// both in JSON. A table that declares a route twice, or a route without a
// handler, is refused when the function starts, so such a mistake never serves.

/** What a handler gets beside the request: the path's named parts, decoded. */
export type RouteParams = Readonly<Record<string, string>>;

export type RouteHandler<Extra> = (request: Request, params: RouteParams, extra: Extra) => Promise<Response>;

/** The methods a route declares; OPTIONS is the router's (a route `fromSite` gets it). */
export type Method = "GET" | "HEAD" | "POST";

export type Route<Extra> = {
  method: Method;
  /** The path after the function's name (`/` for the function's own address). */
  path: string;
  handler: RouteHandler<Extra>;
  /** The site's script calls it (a cross-origin fetch): the router answers its path's CORS preflight. */
  fromSite: boolean;
};

/** A route as the router answers it: a declared one, or the preflight it derives for a path of the site's. */
export type AnsweredRoute = { method: Method | "OPTIONS"; path: string; preflight: boolean };

const METHODS: readonly string[] = ["GET", "HEAD", "POST"] satisfies Method[];

/** What is wrong with a table, one line per mistake; empty when it can serve. */
export function routeTableProblems(routes: readonly { method: string; path: string; handler: unknown }[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { method, path, handler } of routes) {
    const key = `${method} ${path}`;
    if (seen.has(key)) problems.push(`${key} is declared twice`);
    seen.add(key);
    if (!METHODS.includes(method)) {
      problems.push(`${key}: a route is GET, HEAD or POST (the router answers OPTIONS of the site's paths)`);
    }
    if (typeof handler !== "function") problems.push(`${key} has no handler`);
    if (!path.startsWith("/")) problems.push(`${key}: a path starts with /`);
  }
  return problems;
}

/**
 * The table as the router answers it, path by path in the order the paths
 * come: each path's routes, then its preflight (OPTIONS) when the site's
 * script calls one of them. `Allow` lists a path's methods in this order.
 */
export function answeredRoutes(
  routes: readonly { method: Method; path: string; fromSite: boolean }[],
): AnsweredRoute[] {
  const paths = [...new Set(routes.map((route) => route.path))];
  return paths.flatMap((path) => {
    const own = routes.filter((route) => route.path === path);
    const declared = own.map(({ method }): AnsweredRoute => ({ method, path, preflight: false }));
    return own.some((route) => route.fromSite) ? [...declared, { method: "OPTIONS", path, preflight: true }] : declared;
  });
}

export class RouteTableError extends Error {
  constructor(readonly problems: string[]) {
    super(`The route table cannot serve:\n${problems.join("\n")}`);
    this.name = "RouteTableError";
  }
}

/**
 * The path a route is matched against: what follows the segment that names
 * the function (`/functions/v1/send-contact-email/health` and, as Supabase
 * hands it over, `/send-contact-email/health` are both `/health`), or the
 * whole path when no segment names it (a proxy that strips it).
 */
export function routePath(pathname: string, functionName: string): string {
  const segments = pathname.split("/");
  const at = segments.indexOf(functionName);
  const rest = at === -1 ? pathname : `/${segments.slice(at + 1).join("/")}`;
  // A trailing slash is the same address: /health/ is /health.
  return rest.length > 1 && rest.endsWith("/") ? rest.slice(0, -1) : rest;
}

/** A control character (C0, DEL, C1): no path any route declares holds one, decoded or not. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The named parts of `path` when it has the pattern's segments (a `:name`
 * segment stands for any one that is not empty), each decoded; null when it
 * has not. A part that is not valid percent-encoding is no match either, nor
 * one that decodes to a control character (a NUL, which the database refuses
 * in text, among them): such a path is one no route declares.
 * (Segments rather than URLPattern: compiling the table's patterns cost the
 * function about 4 ms at every cold start.)
 */
function matchSegments(pattern: readonly string[], path: readonly string[]): RouteParams | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    if (!segment.startsWith(":")) {
      if (segment !== path[index]) return null;
      continue;
    }
    if (path[index] === "") return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(path[index]);
    } catch {
      return null;
    }
    if (CONTROL_CHARACTER.test(params[segment.slice(1)])) return null;
  }
  return params;
}

export type Router<Extra> = {
  /**
   * The answer of the route the request's method and path name, its
   * preflight (204 with `headers`, the CORS headers), or 404 or 405 (with
   * `Allow`) in JSON with `headers` when none does.
   */
  answer(request: Request, extra: Extra, headers: Headers): Promise<Response>;
};

const jsonError = (status: number, code: string, message: string, headers: Headers) => {
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers });
};

/** A router for `routes`, each answered by its handler; throws RouteTableError on a table that cannot serve. */
export function createRouter<Extra>(functionName: string, routes: readonly Route<Extra>[]): Router<Extra> {
  const problems = routeTableProblems(routes);
  if (problems.length > 0) throw new RouteTableError(problems);
  const compiled = answeredRoutes(routes).map((answered) => ({
    ...answered,
    // The declared route's handler; none for a preflight, which the router answers itself.
    handler: answered.preflight
      ? null
      : routes.find(({ method, path }) => method === answered.method && path === answered.path)!.handler,
    segments: answered.path.split("/"),
  }));

  const matching = (pathname: string) => {
    const path = routePath(pathname, functionName).split("/");
    return compiled.flatMap((route) => {
      const params = matchSegments(route.segments, path);
      return params ? [{ route, params }] : [];
    });
  };

  return {
    answer(request, extra, headers) {
      const found = matching(new URL(request.url).pathname);
      if (found.length === 0) {
        return Promise.resolve(jsonError(404, "not_found", "There is nothing at this address.", headers));
      }
      const chosen = found.find(({ route }) => route.method === request.method);
      if (!chosen) {
        const allow = found.map(({ route }) => route.method).join(", ");
        headers.set("Allow", allow);
        return Promise.resolve(jsonError(405, "method_not_allowed", `This address accepts ${allow} only.`, headers));
      }
      const { route, params } = chosen;
      if (route.handler === null) return Promise.resolve(new Response(null, { status: 204, headers }));
      return route.handler(request, params, extra);
    },
  };
}
