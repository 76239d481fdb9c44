// The SQL of the team's marks on a lead: marking it (answered, booked with
// its air waybill, lost with why) and queueing the visitor's booking e-mail in
// the same transaction, the lead's row locked first (lead/leadProgress.ts).
import type { Database, SqlRunner } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";
import {
  findLead,
  LEAD_COLUMNS,
  type LeadProgress,
  type LeadRow,
  type LeadSummary,
  lockLead,
  type LostReason,
  summaryOf,
} from "../lead/leadProgress.ts";

/** What the team marks a lead as. */
export type LeadMark =
  | { status: "answered" }
  | { status: "booked"; awb: string }
  | { status: "lost"; reason: LostReason };

export type MarkOutcome = {
  lead: LeadSummary;
  /** Where it stood before. */
  before: LeadProgress;
  /** False when it was marked so already (the same status, number and reason): nothing changed. */
  changed: boolean;
  /** True when this mark queued the visitor's booking e-mail (a number they have not been e-mailed). */
  bookingQueued: boolean;
};

export type ProgressStore = {
  /** The lead with this reference, or null. */
  findLead(reference: string): Promise<LeadSummary | null>;
  /**
   * Marks the lead with this reference (null when there is none), in one
   * transaction with its booking e-mail: queued when the lead becomes booked
   * under a number its visitor has not been e-mailed.
   */
  markLead(reference: string, mark: LeadMark, now: Date): Promise<MarkOutcome | null>;
};

/** The booking e-mail of a lead booked under `awb`: queued, or queued again when the last one was for another number or was never sent. */
async function queueBooking(tx: SqlRunner, requestId: string, awb: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at)
     values ($1, 'booking', jsonb_build_object('awb', $2::text), $3::timestamptz, $3::timestamptz)
     on conflict (request_id, kind) where kind <> 'choice' do update
        set payload = excluded.payload, status = 'pending', attempts = 0, last_error = null,
            next_attempt_at = excluded.next_attempt_at, created_at = excluded.created_at, locked_until = null,
            sent_at = null, provider_message_id = null, uncertain_since = null, possible_repeat = false
      where contact_notifications.payload->>'awb' <> excluded.payload->>'awb'
         or contact_notifications.status = 'expired'
     returning id`,
    [requestId, awb, iso(now)],
  );
  return rows.length > 0;
}

/**
 * Marks a lead within `tx`: its row locked, then changed (unless it is marked
 * so already), then its booking e-mail, unless `bookingEmail` is false.
 */
export async function markIn(
  tx: SqlRunner,
  reference: string,
  mark: LeadMark,
  now: Date,
  bookingEmail = true,
): Promise<MarkOutcome | null> {
  const lead = await lockLead(tx, reference);
  if (!lead) return null;
  const before = lead.progress;
  const awb = mark.status === "booked" ? mark.awb : null;
  const reason = mark.status === "lost" ? mark.reason : null;
  if (before.status === mark.status && before.awb === awb && before.lostReason === reason) {
    return { lead, before, changed: false, bookingQueued: false };
  }
  const [updated] = await tx.query<LeadRow>(
    `update public.contact_requests
        set status = $2, answered_at = coalesce(answered_at, $3::timestamptz), status_at = $3::timestamptz,
            awb = $4, lost_reason = $5
      where id = $1
      returning ${LEAD_COLUMNS}`,
    [lead.id, mark.status, iso(now), awb, reason],
  );
  const bookingQueued = awb !== null && bookingEmail && await queueBooking(tx, lead.id, awb, now);
  return { lead: summaryOf(updated), before, changed: true, bookingQueued };
}

/**
 * Marks a lead that `accept` wrote inside the health probe's transaction,
 * with every column and e-mail a mark writes, so a schema the marking
 * cannot use is found by the probe (the caller rolls it back).
 */
export async function probeMarking(tx: SqlRunner, reference: string, now: Date): Promise<void> {
  if (!await markIn(tx, reference, { status: "booked", awb: "16012345675" }, now)) {
    throw new Error("the probe's lead could not be marked");
  }
}

export function createProgressStore(db: Database): ProgressStore {
  return {
    findLead: (reference) => findLead(db, reference),

    markLead: (reference, mark, now) => db.transaction((tx) => markIn(tx, reference, mark, now)),
  };
}
