// The SQL of a lead's progress: finding a lead by its reference, marking it
// (answered, booked with its air waybill, lost with why) and
// queueing the visitor's booking e-mail in the same transaction, and queueing
// the team's reminders of the leads still new.
import type { Database, SqlRunner } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";

export type { LeadStatus } from "../../_shared/api/consoleApi.ts";
import type { LeadStatus } from "../../_shared/api/consoleApi.ts";

export { LOST_REASONS, type LostReason } from "../../_shared/leadActions.ts";
import type { LostReason } from "../../_shared/leadActions.ts";

/** Where the team stands with a lead. */
export type LeadProgress = {
  status: LeadStatus;
  /** The first time it left new; null while new. */
  answeredAt: Date | null;
  /** When it was last marked; null while new. */
  statusAt: Date | null;
  /** A booked lead's master air waybill, 11 digits. */
  awb: string | null;
  lostReason: LostReason | null;
};

/** What a lead's page says of it: which lead, from whom, to where, when it came, and where it stands. */
export type LeadSummary = {
  id: string;
  reference: string;
  createdAt: Date;
  name: string;
  shippingCountry: string;
  progress: LeadProgress;
};

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
  /**
   * Queues the team's reminder of each lead still new `afterMs` after it
   * arrived (and at most a week after: a lead older than that is past
   * reminding), whose team e-mail has gone out, so the reminder has a thread
   * to join, and has been in the team's mailbox `afterMs` too: a team e-mail
   * held back (an outage, the hourly ceiling) and sent late is not followed
   * at once by its reminder. One per lead, whatever runs overlap. Returns how
   * many it queued.
   */
  queueAnswerReminders(now: Date, afterMs: number): Promise<number>;
};

type LeadRow = {
  id: string;
  reference: string;
  created_at: Date;
  name: string;
  shipping_country: string;
  status: LeadStatus;
  answered_at: Date | null;
  status_at: Date | null;
  awb: string | null;
  lost_reason: LostReason | null;
};

const LEAD_COLUMNS =
  "id, reference, created_at, name, shipping_country, status, answered_at, status_at, awb, lost_reason";

const date = (value: Date | null) => (value === null ? null : new Date(value));

const summaryOf = (row: LeadRow): LeadSummary => ({
  id: row.id,
  reference: row.reference,
  createdAt: new Date(row.created_at),
  name: row.name,
  shippingCountry: row.shipping_country,
  progress: {
    status: row.status,
    answeredAt: date(row.answered_at),
    statusAt: date(row.status_at),
    awb: row.awb,
    lostReason: row.lost_reason,
  },
});

/** The most a reminder may come after its lead: past a week, the lead is past reminding. */
export const REMINDER_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;

/** The booking e-mail of a lead booked under `awb`: queued, or queued again when the last one was for another number or was never sent. */
async function queueBooking(tx: SqlRunner, requestId: string, awb: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `insert into public.contact_notifications (request_id, kind, booking_awb, next_attempt_at, created_at)
     values ($1, 'booking', $2, $3::timestamptz, $3::timestamptz)
     on conflict (request_id, kind) where kind <> 'choice' do update
        set booking_awb = excluded.booking_awb, status = 'pending', attempts = 0, last_error = null,
            next_attempt_at = excluded.next_attempt_at, created_at = excluded.created_at, locked_until = null,
            sent_at = null, provider_message_id = null, uncertain_since = null, possible_repeat = false
      where contact_notifications.booking_awb <> excluded.booking_awb or contact_notifications.status = 'expired'
     returning id`,
    [requestId, awb, iso(now)],
  );
  return rows.length > 0;
}

/** The lead with this reference, its row locked until `tx` ends; null when there is none. */
export async function lockLead(tx: SqlRunner, reference: string): Promise<LeadSummary | null> {
  const [row] = await tx.query<LeadRow>(
    `select ${LEAD_COLUMNS} from public.contact_requests where reference = $1 for update`,
    [reference],
  );
  return row ? summaryOf(row) : null;
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
    findLead: async (reference) => {
      const [row] = await db.query<LeadRow>(
        `select ${LEAD_COLUMNS} from public.contact_requests where reference = $1`,
        [reference],
      );
      return row ? summaryOf(row) : null;
    },

    markLead: (reference, mark, now) => db.transaction((tx) => markIn(tx, reference, mark, now)),

    queueAnswerReminders: async (now, afterMs) => {
      const [row] = await db.query<{ queued: number }>(
        `with queued as (
           insert into public.contact_notifications (request_id, kind, next_attempt_at, created_at)
           select r.id, 'answer_reminder', $1::timestamptz, $1::timestamptz
             from public.contact_requests r
            where r.status = 'new'
              and r.created_at <= $2::timestamptz and r.created_at > $3::timestamptz
              and exists (select 1 from public.contact_notifications t
                           where t.request_id = r.id and t.kind = 'team' and t.status = 'sent'
                             and t.sent_at <= $2::timestamptz)
           on conflict (request_id, kind) where kind <> 'choice' do nothing
           returning 1
         )
         select count(*)::int as queued from queued`,
        [iso(now), iso(new Date(now.getTime() - afterMs)), iso(new Date(now.getTime() - REMINDER_HORIZON_MS))],
      );
      return row.queued;
    },
  };
}
