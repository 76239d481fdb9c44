// The send-contact-email function, free of any server or provider: it takes
// its stores, mailer, clock, settings and logger, so tests call it directly.
// A request goes to the route table (routes.ts: each capability's routes,
// joined), which http/router.ts answers: the route's own handler, in the
// capability's folder (the quote request, the shipper's quote page, the
// tracking form, the team's console, milestones, health, the scheduled job),
// a preflight, 404 or 405. wiring.ts gives each capability what it needs.
// A setting that is missing never stops a lead from being stored; every
// request logs one line naming what is missing.
import { corsHeaders } from "../_shared/cors.ts";
import type { ConnectionInfo } from "./http/clientAddress.ts";
import { type AnsweredRoute, answeredRoutes, createRouter } from "./http/router.ts";
import type { NotificationDelivery } from "./outbox/delivery.ts";
import type { UnstoredLeads } from "./quote/unstoredLeads.ts";
import { FUNCTION_NAME } from "./routes.ts";
import type { ScheduledWorkReport } from "./scheduled/scheduledWork.ts";
import { describeProblems } from "./settings/settings.ts";
import { type ContactHandlerDeps, createBackground, wireParts } from "./wiring.ts";

export type { ContactHandlerDeps };
export type { HealthReport } from "./health/health.ts";
export type { ScheduledWorkReport } from "./scheduled/scheduledWork.ts";
export type { ConnectionInfo } from "./http/clientAddress.ts";

export type ContactHandler = ((request: Request, connection?: ConnectionInfo) => Promise<Response>) & {
  delivery: NotificationDelivery;
  /** Leads the database could not take, kept in this instance's memory until it can. */
  unstored: UnstoredLeads;
  /**
   * The periodic job: deletes the requests older than the retention, then
   * retries the e-mails that are due, each whatever became of the other. The
   * retry route and the local backend's timer both run it; it never throws.
   */
  runScheduledWork(): Promise<ScheduledWorkReport>;
  /** Resolves when the work started after earlier answers (e-mails, catching up) is done: for tests and shutdown. */
  settle(): Promise<void>;
  /** The route table as the router answers it: each route, and the preflights it derives (docs, tests). */
  routes: readonly AnsweredRoute[];
};

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const { settings, logger } = deps;
  const configurationProblems = settings.problems.length > 0 ? describeProblems(settings.problems) : null;

  const { background, settle } = createBackground(logger, deps.waitUntil);
  const { delivery, unstored, scheduledWork, routes } = wireParts(
    deps,
    background,
    configurationProblems?.missing ?? [],
  );
  const router = createRouter(FUNCTION_NAME, routes);

  const handler = (request: Request, connection?: ConnectionInfo): Promise<Response> => {
    if (configurationProblems) logger.error("send-contact-email is not fully configured", configurationProblems);
    const headers = corsHeaders(request.headers.get("origin"), settings.allowedOrigins);
    return router.answer(request, { connection, headers }, headers);
  };
  return Object.assign(handler, {
    delivery,
    unstored,
    runScheduledWork: scheduledWork.run,
    settle,
    routes: answeredRoutes(routes),
  });
}
