// GET .../health, for uptime monitors: ready for production means the e-mail
// settings, the retry secret and the salt configured (settings.problems), the
// database answering, and, behind a platform, its client-address header on
// this request. The answer names what is missing, never a value.
import type { Logger } from "./logger.ts";
import type { ContactStore } from "./store.ts";

/** Path suffix of the route an uptime monitor calls. */
export const HEALTH_ROUTE = "/health";

/**
 * What GET .../health answers: 200 with no names, or 503 naming what is
 * missing (never a value); `kept`, while leads the database could not take
 * wait in this instance's memory, how many.
 */
export type HealthReport = { status: "ok" | "unavailable"; missing: string[]; kept?: number };

export function createHealthCheck(deps: {
  store: Pick<ContactStore, "ping">;
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        deps.store.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${deps.timeoutMs} ms`)), deps.timeoutMs);
        }),
      ]);
    } catch (error) {
      missing.push("database");
      deps.logger.error("health: the database does not answer", { error: String(error) });
    } finally {
      clearTimeout(timer);
    }
    const header = deps.clientAddressHeader;
    if (header !== null && !request.headers.get(header)?.trim()) missing.push(`${header} header`);
    const kept = deps.kept();
    return { status: missing.length === 0 ? "ok" : "unavailable", missing, ...(kept > 0 ? { kept } : {}) };
  };
}
