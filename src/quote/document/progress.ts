// Whether a quote has a shipment's progress to show (Milestones.tsx), asked
// before the follow-up's chunk is loaded (followUp.ts).
import type { ShipperQuote } from "../shipperQuote";

/** Whether the quote has a progress to show: a milestone recorded, or the air waybill's tracking. */
export const hasProgress = (quote: ShipperQuote): boolean => quote.milestones.length > 0 || quote.tracking !== null;
