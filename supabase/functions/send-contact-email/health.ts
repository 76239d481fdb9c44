// GET .../health, for uptime monitors: ready for production means the e-mail
// settings, the retry secret and the salt configured (settings.problems), the
// database answering, and, behind a platform, its client-address header on
// this request. The answer names what is missing, never a value.
import type { Logger } from "./logger.ts";
import type { ContactStore } from "./store.ts";

/** Path suffix of the route an uptime monitor calls. */
export const HEALTH_ROUTE = "/health";

/** What GET .../health answers: 200 with no names, or 503 naming what is missing (never a value). */
export type HealthReport = { status: "ok" | "unavailable"; missing: string[] };

export function createHealthCheck(deps: {
  store: Pick<ContactStore, "ping">;
  logger: Logger;
  /** The settings that are missing or unusable, by name. */
  missingSettings: readonly string[];
  /** The header the platform sets to the client's address; null without a platform. */
  clientAddressHeader: string | null;
}): (request: Request) => Promise<HealthReport> {
  return async (request) => {
    const missing = [...deps.missingSettings];
    try {
      await deps.store.ping();
    } catch (error) {
      missing.push("database");
      deps.logger.error("health: the database does not answer", { error: String(error) });
    }
    const header = deps.clientAddressHeader;
    if (header !== null && !request.headers.get(header)?.trim()) missing.push(`${header} header`);
    return { status: missing.length === 0 ? "ok" : "unavailable", missing };
  };
}
