// Every route of send-contact-email, in one table: each capability's routes
// (method, path after the function's address, the handler that answers it,
// whether the site's script calls it), joined here in the order
// docs/function.md lists them, as Hono's app.route() joins its apps.
// http/router.ts answers the table: the preflight (OPTIONS) of every path
// the site's script calls, a path here asked with another method 405 with
// `Allow`, any other path 404, both in JSON.
import { bookingRoutes } from "./booking/bookingRoute.ts";
import type { FunctionRoute } from "./http/jsonRoute.ts";
import { healthRoutes } from "./health/health.ts";
import { milestoneRoutes } from "./milestones/milestoneRoute.ts";
import { offerRoutes } from "./offers/offerRoutes.ts";
import { quoteRoutes } from "./quote/quoteRoutes.ts";
import { scheduledRoutes } from "./scheduled/scheduledWork.ts";
import { shipperRoutes } from "./shipper/shipperRoutes.ts";
import { consoleRoutes } from "./team/consoleRoutes.ts";
import { signInRoutes } from "./team/signIn.ts";
import { trackRoutes } from "./track/trackRoute.ts";

/** The segment of a request's path that names this function; the routes' paths follow it. */
export const FUNCTION_NAME = "send-contact-email";

/** What each capability's routes are made with (wiring.ts). */
export type RouteParts = {
  quote: Parameters<typeof quoteRoutes>[0];
  shipper: Parameters<typeof shipperRoutes>[0];
  booking: Parameters<typeof bookingRoutes>[0];
  offers: Parameters<typeof offerRoutes>[0];
  track: Parameters<typeof trackRoutes>[0];
  signIn: Parameters<typeof signInRoutes>[0];
  console: Parameters<typeof consoleRoutes>[0];
  milestones: Parameters<typeof milestoneRoutes>[0];
  health: Parameters<typeof healthRoutes>[0];
  scheduled: Parameters<typeof scheduledRoutes>;
};

/** The function's table. */
export const routeTable = (parts: RouteParts): FunctionRoute[] => [
  // A quote request: the site's script (JSON) or its plain form (urlencoded, answered with a redirect or a page).
  ...quoteRoutes(parts.quote),
  // The shipper's quote page, with the lead's key (Authorization: Bearer): the quote, the choice, the booking (JSON).
  ...shipperRoutes(parts.shipper),
  ...bookingRoutes(parts.booking),
  // The tracking page's plain form: 303 to the airline's tracking page, or a page naming what is wrong.
  ...trackRoutes(parts.track),
  // The team's console (the site's /team/ page): sign-in with a one-time code, then the leads, with a session.
  ...signInRoutes(parts.signIn),
  ...consoleRoutes(parts.console),
  ...milestoneRoutes(parts.milestones),
  // The team's firm offers (a session), and the shipper's ask for a new one (the lead's key).
  ...offerRoutes(parts.offers),
  // Uptime monitors: 200, or 503 naming what is missing.
  ...healthRoutes(parts.health),
  // The scheduler, with the retry secret: retention, the weekly summary, reminders, then the e-mails due.
  ...scheduledRoutes(...parts.scheduled),
];
