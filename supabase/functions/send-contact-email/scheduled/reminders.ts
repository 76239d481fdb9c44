// The team's reminder of a lead not answered: queued by the scheduled run,
// ANSWER_REMINDER_AFTER_MINUTES after the lead arrived, once per lead, for a
// lead still new with no offer sent (an offer answers it, as marking it
// answered by hand does, for a lead answered by phone), and its e-mail in the
// lead's thread. Its kind in the outbox (no payload: it is made from its lead
// and the setting alone) counts against the team's hourly ceiling but is sent
// only with what the hour leaves once the leads' own e-mails are sent, and
// never once the lead is answered or marked.
import { emailSiteFrom, type LeadFacts } from "../../_shared/emails/site.ts";
import type { LeadLink } from "../../_shared/leadActions.ts";
import { type EmailKind, keyOf, leadOf } from "../outbox/emailKinds.ts";
import {
  type EmailAddresses,
  type EmailContext,
  type LeadMail,
  outgoing,
  type OutgoingEmail,
  toTeamInThread,
} from "../outbox/outgoing.ts";
import type { Database } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";

/** SQL: the lead `r` is not answered: still new, and no offer sent (the first offer answers it too). */
const UNANSWERED = `r.status = 'new' and not exists (select 1 from public.lead_offers o where o.request_id = r.id)`;

/** The most a reminder may come after its lead: past a week, the lead is past reminding. */
export const REMINDER_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;

export type ReminderStore = {
  /**
   * Queues the team's reminder of each lead not answered (still new, no offer sent) `afterMs` after it
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
            where ${UNANSWERED}
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

/**
 * The team's one reminder of a lead still new ANSWER_REMINDER_AFTER_MINUTES
 * after it arrived, in the lead's thread, with its links. Made from the lead
 * and the setting alone, so every attempt is the same e-mail under the same key.
 */
export function answerReminderEmail(
  request: LeadFacts & { createdAt: Date },
  addresses: EmailAddresses,
  links: LeadLink,
  afterMs: number,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const key = keyOf(`quote-request/${request.reference}/answer_reminder`, possibleRepeat);
  const { envelope, subject } = toTeamInThread(request, addresses, key);
  const compose = async () =>
    (await import("../../_shared/emails/leadThreadEmails.tsx")).answerReminderEmail(
      request,
      site,
      links,
      afterMs,
      possibleRepeat,
    );
  return outgoing(compose, envelope, subject);
}

/** The reminder's kind: its lead's link in the console, and ANSWER_REMINDER_AFTER_MINUTES, which it names. */
export function reminderEmailKind(deps: LeadMail & { answerReminderAfterMs: number }): EmailKind {
  return {
    kind: "answer_reminder",
    ceiling: "team",
    spare: true,
    scheduledOnly: true,
    // An offer marks the lead answered too.
    stillWanted: { sql: UNANSWERED, because: "not sent: the lead was marked before the reminder went out" },
    compose: async (email) => {
      const lead = leadOf(email);
      const links = await deps.leadLink(lead.reference);
      return await answerReminderEmail(
        lead,
        deps.addresses,
        links,
        deps.answerReminderAfterMs,
        deps.context,
        email.possibleRepeat,
      );
    },
  };
}
