// What the quote page's routes (shipperRoutes.ts) and their store
// (shipperStore.ts) say to each other.
import type { ServiceName } from "../../_shared/price/pricing.ts";
import type { ClientLimit, ShipperLead } from "../lead/shipperAccess.ts";

export type ChoiceInput = ClientLimit & {
  reference: string;
  service: ServiceName;
  /** The services the lead may be chosen at (its latest offer's, else its price's: leadOffers.ts, termsOf). */
  services: readonly ServiceName[];
  now: Date;
  maxChanges: number;
};

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

/** Where the quote page's routes read and keep a lead (shipperStore.ts). */
export interface ShipperStore {
  /** The lead of `reference` with its booking, milestones and offers, or null (lead/shipperAccess.ts). */
  lead(reference: string): Promise<ShipperLead | null>;
  /** Stores the shipper's choice among the lead's options, and its e-mail to the team. */
  choose(input: ChoiceInput): Promise<ChoiceOutcome>;
  /**
   * Forgets which client made each choice, booking send and renewal made at or before
   * `before` (the limit's window ago): its hash is kept only as long as the
   * per-client limit counts it. The scheduled run's; how many it forgot.
   */
  forgetClients(before: Date): Promise<number>;
}
