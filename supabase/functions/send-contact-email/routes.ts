// Every route of send-contact-email, in one table: the method, the path after
// the function's address, and the handler that answers it (handler.ts makes
// the handlers, router.ts matches a request against this table). A path here
// asked with another method answers 405 with `Allow`; any other path 404, both
// in JSON. docs/function.md describes each route.
import { TRACK_ROUTE } from "../_shared/airWaybill.ts";
import type { RouteDeclaration } from "./http/router.ts";

/** The segment of a request's path that names this function; the routes' paths follow it. */
export const FUNCTION_NAME = "send-contact-email";

export const ROUTES = [
  // A quote request: the site's script (JSON) or its plain form (urlencoded, answered with a redirect or a page).
  { method: "POST", path: "/", handler: "quoteRequest" },
  { method: "OPTIONS", path: "/", handler: "preflight" },
  // The shipper's quote page, with the lead's key (Authorization: Bearer): the quote, the choice, the booking (JSON).
  { method: "GET", path: "/quote/:reference", handler: "quote" },
  { method: "OPTIONS", path: "/quote/:reference", handler: "preflight" },
  { method: "POST", path: "/quote/:reference/choice", handler: "choice" },
  { method: "OPTIONS", path: "/quote/:reference/choice", handler: "preflight" },
  { method: "POST", path: "/quote/:reference/booking", handler: "booking" },
  { method: "OPTIONS", path: "/quote/:reference/booking", handler: "preflight" },
  // The tracking page's plain form: 303 to the airline's tracking page, or a page naming what is wrong.
  { method: "POST", path: TRACK_ROUTE, handler: "track" },
  // The team's console (the site's /team/ page): sign-in with a one-time code, then the leads, with a session.
  { method: "POST", path: "/team/sign-in", handler: "teamSignIn" },
  { method: "OPTIONS", path: "/team/sign-in", handler: "preflight" },
  { method: "POST", path: "/team/session", handler: "teamSession" },
  { method: "OPTIONS", path: "/team/session", handler: "preflight" },
  { method: "GET", path: "/team/leads", handler: "teamLeads" },
  { method: "OPTIONS", path: "/team/leads", handler: "preflight" },
  { method: "GET", path: "/team/leads/:reference", handler: "teamLead" },
  { method: "OPTIONS", path: "/team/leads/:reference", handler: "preflight" },
  { method: "POST", path: "/team/leads/:reference/status", handler: "teamLeadStatus" },
  { method: "OPTIONS", path: "/team/leads/:reference/status", handler: "preflight" },
  { method: "POST", path: "/team/leads/:reference/milestones", handler: "teamLeadMilestones" },
  { method: "OPTIONS", path: "/team/leads/:reference/milestones", handler: "preflight" },
  // Uptime monitors: 200, or 503 naming what is missing.
  { method: "GET", path: "/health", handler: "health" },
  { method: "HEAD", path: "/health", handler: "health" },
  // The scheduler, with the retry secret: retention, the weekly summary, reminders, then the e-mails due.
  { method: "POST", path: "/retry-notifications", handler: "scheduledWork" },
] as const satisfies readonly RouteDeclaration[];

/** The name of each handler the table routes to. */
export type RouteName = (typeof ROUTES)[number]["handler"];
