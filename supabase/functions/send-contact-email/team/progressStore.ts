// The SQL of a lead's progress: finding a lead by its reference for its
// page, marking it (answered, booked with its air waybill, lost with why) and
// queueing the visitor's booking e-mail in the same transaction, and queueing
// the team's reminders of the leads still new.
import type { Database, SqlRunner } from "../storage/database.ts";
import { iso, SOURCE_KIND, SOURCE_NAME } from "../storage/requestRows.ts";
import type { ProgressFigures, SourceCount, WeekCount } from "../../_shared/emails/weeklySummaryEmail.tsx";

export type LeadStatus = "new" | "answered" | "booked" | "lost";

export { LOST_REASONS, type LostReason } from "../../_shared/leadActions.ts";
export type { ProgressFigures } from "../../_shared/emails/weeklySummaryEmail.tsx";
import { LOST_REASONS, type LostReason } from "../../_shared/leadActions.ts";

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

/** The weekly summary's figures of the promises (weeklySummary.ts), this week against the week before. */
const HOUR = "interval '24 hours'";

/** The week's promise figures, counted by the database in `tx` (the summary's one snapshot). */
export async function progressFigures(tx: SqlRunner, week: { start: Date; end: Date }): Promise<ProgressFigures> {
  const params = [iso(week.start), iso(week.end)];
  // $1 this week's start, $2 its end; the week before is the 7 days before $1.
  const weekOf = (column: string) => `case when ${column} >= $1::timestamptz then 'this' else 'last' end`;
  const within = (column: string) => `${column} >= $1::timestamptz - interval '7 days' and ${column} < $2::timestamptz`;
  const pair = (rows: { week: string; count: number }[]): WeekCount => ({
    thisWeek: rows.find((row) => row.week === "this")?.count ?? 0,
    lastWeek: rows.find((row) => row.week === "last")?.count ?? 0,
  });

  const due = await tx.query<{ week: string; of: number; answered: number }>(
    `select ${weekOf(`created_at + ${HOUR}`)} as week, count(*)::int as of,
            count(*) filter (where answered_at <= created_at + ${HOUR})::int as answered
       from public.contact_requests
      where ${within(`created_at + ${HOUR}`)}
      group by 1`,
    params,
  );
  const medians = await tx.query<{ week: string; minutes: number | null }>(
    `select ${weekOf("answered_at")} as week,
            percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at)) / 60 as minutes
       from public.contact_requests
      where answered_at is not null and ${within("answered_at")}
      group by 1`,
    params,
  );
  const marked = await tx.query<{ week: string; status: string; reason: LostReason | null; count: number }>(
    `select ${weekOf("status_at")} as week, status, lost_reason as reason, count(*)::int as count
       from public.contact_requests
      where status in ('booked', 'lost') and ${within("status_at")}
      group by 1, 2, 3`,
    params,
  );
  const bySource = await tx.query<Omit<SourceCount, keyof WeekCount> & { this_week: number; last_week: number }>(
    `select ${SOURCE_KIND} as kind, ${SOURCE_NAME} as name, source_utm_campaign as campaign,
            count(*) filter (where status_at >= $1::timestamptz)::int as this_week,
            count(*) filter (where status_at < $1::timestamptz)::int as last_week
       from public.contact_requests
      where status = 'booked' and ${within("status_at")}
      group by 1, 2, 3 order by this_week desc, last_week desc, 1, 2, 3`,
    params,
  );
  const minutes = (week: string) => {
    const value = medians.find((row) => row.week === week)?.minutes;
    return value === undefined || value === null ? null : Math.round(Number(value));
  };
  const sum = (status: string, reason?: LostReason) =>
    pair(["this", "last"].map((week) => ({
      week,
      count: marked.filter((row) => row.week === week && row.status === status && (!reason || row.reason === reason))
        .reduce((total, row) => total + row.count, 0),
    })));
  return {
    answeredWithin24h: {
      answered: pair(due.map((row) => ({ week: row.week, count: row.answered }))),
      of: pair(due.map((row) => ({ week: row.week, count: row.of }))),
    },
    medianMinutesToAnswer: { thisWeek: minutes("this"), lastWeek: minutes("last") },
    booked: sum("booked"),
    lost: sum("lost"),
    lostReasons: LOST_REASONS.map((reason) => ({ reason, ...sum("lost", reason) }))
      .filter((row) => row.thisWeek > 0 || row.lastWeek > 0)
      .sort((a, b) => b.thisWeek - a.thisWeek || b.lastWeek - a.lastWeek),
    bookedBySource: bySource.map((row) => ({
      kind: row.kind,
      name: row.name,
      campaign: row.campaign,
      thisWeek: row.this_week,
      lastWeek: row.last_week,
    })),
  };
}
