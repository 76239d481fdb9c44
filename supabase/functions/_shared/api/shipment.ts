// What both the quote page's API and the console's answer of a lead's
// shipment, in the same shape: its service, and the milestones the team
// recorded. Declared once here, with their readers (read.ts): the function
// shapes them (lead/leadExtras.ts, milestones/milestoneRoute.ts), the quote
// page and the console read them. The booking request is booking.ts's.
import { type ServiceName, SERVICES } from "../price/services.ts";
import { type Milestone, MILESTONES } from "../quotePage.ts";
import { absentAs, fields, instant, list, oneOf, optional, type Reader, text } from "./read.ts";

export { type Milestone, MILESTONES, type ServiceName, SERVICES };

/** A milestone recorded, as answered: which, when (ISO), and for departed its flight. */
export type RecordedMilestone = { milestone: Milestone; at: string; flight?: string };

export const readService: Reader<ServiceName> = oneOf(SERVICES);

export const readRecordedMilestone: Reader<RecordedMilestone> = fields<RecordedMilestone>({
  milestone: oneOf(MILESTONES),
  at: instant,
  flight: optional(text),
});

/** A lead's milestones in their order; none in an answer from before milestones. */
export const readMilestonesField: Reader<RecordedMilestone[]> = absentAs(list(readRecordedMilestone), []);
