// GET .../health, for uptime monitors: ready for production means the e-mail
// settings, the retry secret and the salt configured (settings.problems), the
// database taking a lead as the function writes one (not just answering), and,
// behind a platform, its client-address header on this request. The answer
// names what is missing, never a value.
import { jsonResponse } from "../http/http.ts";
import type { FunctionRoute } from "../http/jsonRoute.ts";
import { classifyDatabaseError, withDeadline } from "../storage/database.ts";
import type { Logger } from "../settings/logger.ts";
import type { LeadStore } from "../storage/leadTypes.ts";

/**
 * What GET .../health answers: 200 with no names, or 503 naming what is
 * missing (never a value); with "database", whether it does not answer or
 * refuses leads (with its SQLSTATE); `kept`, while leads the database could
 * not take wait in this instance's memory, how many.
 */
export type HealthReport = { status: "ok" | "unavailable"; missing: string[]; database?: string; kept?: number };

export function createHealthCheck(deps: {
  store: Pick<LeadStore, "probe">;
  clock: () => Date;
  logger: Logger;
  /** The settings that are missing or unusable, by name. */
  missingSettings: readonly string[];
  /** The header the platform sets to the client's address; null without a platform. */
  clientAddressHeader: string | null;
  /** How long the database may take to answer. */
  timeoutMs: number;
  /** How many leads wait in memory for the database. */
  kept: () => number;
}): (request: Request) => Promise<HealthReport> {
  return async (request) => {
    const missing = [...deps.missingSettings];
    let database: string | undefined;
    try {
      await withDeadline(deps.store.probe(deps.clock()), deps.timeoutMs);
    } catch (error) {
      const failure = classifyDatabaseError(error);
      missing.push("database");
      database = failure.kind === "away" ? "does not answer" : `refuses leads (${failure.sqlstate ?? failure.name})`;
      deps.logger.error(`health: the database ${database}`, {
        sqlstate: failure.sqlstate,
        name: failure.name,
        error: failure.message,
      });
    }
    const header = deps.clientAddressHeader;
    if (header !== null && !request.headers.get(header)?.trim()) missing.push(`${header} header`);
    const kept = deps.kept();
    return {
      status: missing.length === 0 ? "ok" : "unavailable",
      missing,
      ...(database ? { database } : {}),
      ...(kept > 0 ? { kept } : {}),
    };
  };
}

/**
 * GET and HEAD /health, for monitors: no Origin check (a monitor's request has
 * none, and the answer names no value), 200 or 503 with the report.
 */
export function healthRoutes(check: (request: Request) => Promise<HealthReport>): FunctionRoute[] {
  const health: FunctionRoute["handler"] = async (request, _params, { headers }) => {
    const report = await check(request);
    const response = jsonResponse(report.status === "ok" ? 200 : 503, report, headers);
    return request.method === "HEAD" ? new Response(null, response) : response;
  };
  return [
    { method: "GET", path: "/health", handler: health, fromSite: false },
    { method: "HEAD", path: "/health", handler: health, fromSite: false },
  ];
}
