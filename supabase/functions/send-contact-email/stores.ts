// The stores, one per capability, each holding its own SQL and promising its
// own interface: the requests' (leadStore.ts), the outbox's
// (outboxStore.ts), the weekly summary's (summaryStore.ts), the
// shipper's quote page (shipperStore.ts), the booking request (bookingStore.ts),
// the team's marks (marking.ts), the reminders (reminders.ts), a booked
// shipment's milestones (milestoneStore.ts) and the firm offers (offerStore.ts).
// Each part of the function is given the store it uses, and only that one.
import type { Database } from "./storage/database.ts";
import { type BookingStore, createBookingStore } from "./booking/bookingStore.ts";
import { createOfferStore, type OfferStore } from "./offers/offerStore.ts";
import { createShipperStore } from "./shipper/shipperStore.ts";
import type { ShipperStore } from "./shipper/shipperTypes.ts";
import { createLeadStore } from "./quote/leadStore.ts";
import type { LeadStore } from "./storage/leadTypes.ts";
import { createOutboxStore } from "./outbox/outboxStore.ts";
import type { OutboxStore } from "./outbox/outboxTypes.ts";
import { createProgressStore, probeMarking, type ProgressStore } from "./team/marking.ts";
import { createReminderStore, type ReminderStore } from "./scheduled/reminders.ts";
import { createSummaryStore, type SummaryStore } from "./scheduled/summaryStore.ts";
import { type ConsoleStore, createConsoleStore } from "./team/consoleStore.ts";
import { createSignInStore, type SignInStore } from "./team/signInStore.ts";
import { createSignOutStore, type SignOutStore } from "./members/signOuts.ts";
import { createMilestoneStore, type MilestoneStore } from "./milestones/milestoneStore.ts";

export type Stores = {
  leads: LeadStore;
  /** The e-mails to send: the outbox. */
  outbox: OutboxStore;
  summary: SummaryStore;
  /** The shipper's quote page: the lead, its choice. */
  shipper: ShipperStore;
  /** The booking request sent from the quote page, with its e-mail to the team. */
  booking: BookingStore;
  /** A lead marked as the console marks it, with its booking e-mail. */
  progress: ProgressStore;
  /** The team's reminders of the leads still new. */
  reminders: ReminderStore;
  /** The team's one-time sign-in codes. */
  signIns: SignInStore;
  /** When each member last signed out of the console. */
  signOuts: SignOutStore;
  /** The team's console: the leads, their history, their status. */
  console: ConsoleStore;
  /** A booked shipment's milestones, each with its e-mail to the shipper. */
  milestones: MilestoneStore;
  /** The team's firm offers, each with its e-mail to the shipper, and the shipper's asks for new ones. */
  offers: OfferStore;
};

export function createStores(db: Database): Stores {
  return {
    leads: createLeadStore(db, probeMarking),
    outbox: createOutboxStore(db),
    summary: createSummaryStore(db),
    shipper: createShipperStore(db),
    booking: createBookingStore(db),
    progress: createProgressStore(db),
    reminders: createReminderStore(db),
    signIns: createSignInStore(db),
    signOuts: createSignOutStore(db),
    console: createConsoleStore(db),
    milestones: createMilestoneStore(db),
    offers: createOfferStore(db),
  };
}
