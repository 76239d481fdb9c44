// The SQL of a booked shipment's milestones: one recorded by a member of the
// team (public.lead_milestones, with the member, as lead_history keeps a
// status change), in one transaction with the shipper's e-mail of it (a
// contact_notifications row of kind 'milestone_<milestone>', the milestone as
// recorded in its payload: milestoneMail.ts). The lead's row is locked
// first, so two members recording at once are taken one after the other: the
// second finds the first's milestone and is refused. The primary key (lead,
// milestone) and the e-mail's unique index (lead, milestone) keep it one of
// each whatever runs.
import { type Milestone, MILESTONES } from "../../_shared/quotePage.ts";
import type { Database } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";
import { type LeadStatus, lockLead } from "../lead/leadProgress.ts";

/** A milestone as recorded: which, when, the flight of a departure, by which member. */
export type MilestoneEntry = { milestone: Milestone; at: Date; flight: string | null; member: string };

export type RecordMilestoneInput = {
  reference: string;
  milestone: Milestone;
  /** The flight, written as checkFlightNumber writes it: for `departed` only, null otherwise. */
  flight: string | null;
  member: string;
  now: Date;
};

export type RecordMilestoneOutcome =
  /** Recorded, its e-mail queued: the lead's milestones, in their order. */
  | { kind: "recorded"; requestId: string; milestones: MilestoneEntry[] }
  | { kind: "notFound" }
  /** The lead is not booked: its status. */
  | { kind: "notBooked"; status: LeadStatus }
  /** Recorded already, or before the last recorded: the last. */
  | { kind: "outOfOrder"; last: Milestone };

export type MilestoneStore = {
  /**
   * Records `milestone` of the booked lead with this reference when it comes
   * after every milestone recorded, with its e-mail to the shipper.
   */
  record(input: RecordMilestoneInput): Promise<RecordMilestoneOutcome>;
};

/** A milestone's place in MILESTONES. */
export const milestoneIndex = (milestone: Milestone): number => MILESTONES.indexOf(milestone);

/** Milestones in their order. */
const inOrder = (entries: MilestoneEntry[]) =>
  [...entries].sort((a, b) => milestoneIndex(a.milestone) - milestoneIndex(b.milestone));

export function createMilestoneStore(db: Database): MilestoneStore {
  return {
    record: ({ reference, milestone, flight, member, now }) =>
      db.transaction(async (tx): Promise<RecordMilestoneOutcome> => {
        const lead = await lockLead(tx, reference);
        if (!lead) return { kind: "notFound" };
        if (lead.progress.status !== "booked") return { kind: "notBooked", status: lead.progress.status };
        const rows = await tx.query<{ milestone: Milestone; at: Date; flight: string | null; member: string }>(
          "select milestone, at, flight, member from public.lead_milestones where request_id = $1",
          [lead.id],
        );
        const recorded = inOrder(rows.map((row) => ({ ...row, at: new Date(row.at) })));
        const last = recorded.at(-1);
        if (last && milestoneIndex(last.milestone) >= milestoneIndex(milestone)) {
          return { kind: "outOfOrder", last: last.milestone };
        }
        const inserted = await tx.query(
          `insert into public.lead_milestones (request_id, milestone, at, flight, member)
           values ($1, $2, $3::timestamptz, $4, $5)
           on conflict (request_id, milestone) do nothing
           returning milestone`,
          [lead.id, milestone, iso(now), flight, member],
        );
        // Only another writer that did not lock the lead could have been first; refused all the same.
        if (inserted.length === 0) return { kind: "outOfOrder", last: milestone };
        await tx.query(
          `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at)
           values ($1, 'milestone_' || $2::text,
                   jsonb_build_object('milestone', $2::text, 'at', $5::text, 'flight', $4::text),
                   $3::timestamptz, $3::timestamptz)
           on conflict (request_id, kind) where kind <> 'choice' do nothing`,
          [lead.id, milestone, iso(now), flight, iso(now)],
        );
        return {
          kind: "recorded",
          requestId: lead.id,
          milestones: [...recorded, { milestone, at: now, flight, member }],
        };
      }),
  };
}
