// What follows the estimate in the quote document, loaded only when there is
// something to show there: the booking of the chosen option (its form with
// Formik and the booking contract only while it is being filled in), what was
// booked, the shipment's milestones, and asking again for an expired quote (or
// for a new offer once the team's has expired).
// A shipper who opens a fresh quote loads none of it until they choose an
// option; the estimate, which the page is opened for, needs none of it.
import { lazy } from "react";
import type { ShipperQuote } from "../shipperQuote";
import { hasProgress } from "./progress";

export const loadFollowUp = () => import(/* webpackChunkName: "quote-follow-up" */ "./QuoteFollowUp");

export const QuoteFollowUp = lazy(loadFollowUp);

/**
 * Whether anything follows the estimate: asking again or for a new offer
 * (expired), a booking (an option chosen, of the price or the offer), or the progress.
 */
export const hasFollowUp = (quote: ShipperQuote, chosen: boolean, booked: boolean): boolean =>
  (quote.expired && !booked) || (chosen && (quote.price !== null || quote.offer !== null)) || hasProgress(quote);
