// Routing by a table: each route is a method, a path after the function's name
// (segments, a `:name` one standing for any one segment: /lead/:reference/:action) and the name of the
// handler that answers it. routes.ts holds the function's one table; this file
// checks a table and answers what no route takes: 404 for a path no route
// declares, 405 with `Allow` for a declared path asked with another method,
// both in JSON. A table that declares a route twice, or leaves a handler out,
// is refused when the function starts, so such a mistake never serves.

/** What a handler gets beside the request: the path's named parts, decoded. */
export type RouteParams = Readonly<Record<string, string>>;

export type RouteHandler<Extra> = (request: Request, params: RouteParams, extra: Extra) => Promise<Response>;

export type Method = "GET" | "HEAD" | "POST" | "OPTIONS";

export type RouteDeclaration<Name extends string = string> = {
  method: Method;
  /** The path after the function's name (`/` for the function's own address). */
  path: string;
  handler: Name;
};

/** What is wrong with a table, one line per mistake; empty when it can serve. */
export function routeTableProblems(
  routes: readonly RouteDeclaration[],
  handlerNames: readonly string[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { method, path, handler } of routes) {
    const key = `${method} ${path}`;
    if (seen.has(key)) problems.push(`${key} is declared twice`);
    seen.add(key);
    if (!handlerNames.includes(handler)) problems.push(`${key} names the handler "${handler}", which does not exist`);
    if (!path.startsWith("/")) problems.push(`${key}: a path starts with /`);
  }
  for (const name of handlerNames) {
    if (!routes.some((route) => route.handler === name)) problems.push(`the handler "${name}" is in no route`);
  }
  return problems;
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

/**
 * The named parts of `path` when it has the pattern's segments (a `:name`
 * segment stands for any one that is not empty), each decoded; null when it
 * has not. A part that is not valid percent-encoding is no match either.
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
  }
  return params;
}

export type Router<Extra> = {
  /** The answer of the route the request's method and path name; 404 or 405 (with `Allow`) in JSON when none does. */
  answer(request: Request, extra: Extra, errorHeaders: Headers): Promise<Response>;
};

const jsonError = (status: number, code: string, message: string, headers: Headers) => {
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers });
};

/** A router for `routes`, each answered by the handler it names; throws RouteTableError on a table that cannot serve. */
export function createRouter<Name extends string, Extra>(
  functionName: string,
  routes: readonly RouteDeclaration<Name>[],
  handlers: Readonly<Record<Name, RouteHandler<Extra>>>,
): Router<Extra> {
  const problems = routeTableProblems(routes, Object.keys(handlers));
  if (problems.length > 0) throw new RouteTableError(problems);
  const compiled = routes.map((route) => ({ ...route, segments: route.path.split("/") }));

  const matching = (pathname: string) => {
    const path = routePath(pathname, functionName).split("/");
    return compiled.flatMap((route) => {
      const params = matchSegments(route.segments, path);
      return params ? [{ route, params }] : [];
    });
  };

  return {
    answer(request, extra, errorHeaders) {
      const found = matching(new URL(request.url).pathname);
      if (found.length === 0) {
        return Promise.resolve(jsonError(404, "not_found", "There is nothing at this address.", errorHeaders));
      }
      const chosen = found.find(({ route }) => route.method === request.method);
      if (!chosen) {
        const allow = found.map(({ route }) => route.method).join(", ");
        errorHeaders.set("Allow", allow);
        return Promise.resolve(
          jsonError(405, "method_not_allowed", `This address accepts ${allow} only.`, errorHeaders),
        );
      }
      return handlers[chosen.route.handler](request, chosen.params, extra);
    },
  };
}
