// What the shipper's routes (shipperRoutes.ts) and their store
// (shipperStore.ts) say to each other.
import type { BookingRequest } from "../../_shared/booking/bookingRequest.ts";
import type { ContactRequest } from "../../_shared/contactFields.ts";
import type { Pricing, ServiceName } from "../../_shared/price/pricing.ts";
import type { BookingRow, MilestoneRow } from "../lead/leadExtras.ts";
import type { LeadStatus } from "../lead/leadProgress.ts";

/** A lead as its quote page reads it. */
export type ShipperLead = {
  id: string;
  reference: string;
  language: string | null;
  createdAt: Date;
  fields: ContactRequest;
  pricing: Pricing | null;
  chosen: ServiceName | null;
  status: LeadStatus;
  awb: string | null;
  booking: BookingRow | null;
  milestones: MilestoneRow[];
};

/** The per-client limit of a route (RATE_LIMIT_PER_CLIENT_PER_HOUR across leads), with the client's salted hash. */
export type ClientLimit = { clientHash: string; perClient: number; windowMs: number };

export type ChoiceInput = ClientLimit & { reference: string; service: ServiceName; now: Date; maxChanges: number };

/**
 * What became of a choice: no such lead, not one of the lead's options, one
 * change too many for the lead, or for the client within the hour, or chosen
 * (changed: a new choice, stored, its e-mail due; false: the same as before).
 */
export type ChoiceOutcome =
  | { kind: "forbidden" }
  | { kind: "notOffered" }
  | { kind: "tooMany" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  /** Booked or lost, or asked to book: the choice is no longer the page's to change. */
  | { kind: "closed" }
  | { kind: "chosen"; requestId: string; reference: string; service: ServiceName; changed: boolean };

export type BookingInput = ClientLimit & { reference: string; booking: BookingRequest; now: Date };

/**
 * What became of a booking request: no such lead, already booked, its sixth
 * send, the client's allowance spent, or stored (sent: a new send, its e-mail
 * due; false: the same booking as the last send, nothing changed).
 */
export type BookingOutcome =
  | { kind: "forbidden" }
  | { kind: "booked" }
  /** The team marked the lead lost. */
  | { kind: "closed" }
  | { kind: "tooMany" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  | { kind: "requested"; requestId: string; booking: BookingRow; sent: boolean };

/** Where the shipper's routes read and keep a lead (shipperStore.ts). */
export interface ShipperStore {
  /** The lead of `reference` with its booking and milestones, or null. */
  lead(reference: string): Promise<ShipperLead | null>;
  /** Stores the shipper's choice among the lead's options, and its e-mail to the team. */
  choose(input: ChoiceInput): Promise<ChoiceOutcome>;
  /** Stores a send of the booking request, and its e-mail to the team, in one transaction. */
  book(input: BookingInput): Promise<BookingOutcome>;
  /**
   * Forgets which client made each choice and booking send made at or before
   * `before` (the limit's window ago): its hash is kept only as long as the
   * per-client limit counts it. The scheduled run's; how many it forgot.
   */
  forgetClients(before: Date): Promise<number>;
}
