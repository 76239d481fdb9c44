// The team's reminder of a lead still new: queued by the scheduled run,
// ANSWER_REMINDER_AFTER_MINUTES after the lead arrived, once per lead.
import type { Database } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";

/** The most a reminder may come after its lead: past a week, the lead is past reminding. */
export const REMINDER_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;

export type ReminderStore = {
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

export function createReminderStore(db: Database): ReminderStore {
  return {
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
