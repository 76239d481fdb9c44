// The e-mails' SQL: claiming the due ones for sending (within the hourly
// ceilings, one claimer at a time), recording what became of each attempt.
import type { BookingRequest } from "../../_shared/booking/bookingRequest.ts";
import type { Pricing, ServiceName } from "../../_shared/price/pricing.ts";
import type { Database, Row, SqlRunner } from "../storage/database.ts";
import { fieldsOfRow, iso, REQUEST_COLUMNS, SOURCE_COLUMN_NAMES, sourceOfRow } from "../storage/requestRows.ts";
import type { Milestone } from "../../_shared/quotePage.ts";
import type { ClaimedNotification, ClaimOptions, NotificationKind, NotificationStore } from "./notificationTypes.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * SQL: a notification row is due (new or failed and its time has come, or a
 * lapsed lease); `$1` is now, `alias` the table's alias with its dot.
 */
const due = (alias = "") =>
  `((${alias}status in ('pending', 'failed') and ${alias}next_attempt_at <= $1::timestamptz)
     or (${alias}status = 'sending' and ${alias}locked_until <= $1::timestamptz))`;

/** SQL: an e-mail that counts against its hour ($1 now, $2 an hour ago): sent within it, or being sent. */
const used =
  `((status = 'sent' and sent_at > $2::timestamptz) or (status = 'sending' and locked_until > $1::timestamptz))`;

/**
 * SQL: a reminder or booking e-mail (`n`) its lead has overtaken: a reminder
 * of a lead no longer new (marked before it went out), a booking e-mail of a
 * lead no longer booked under its number (marked again).
 */
const OVERTAKEN = `not exists (
  select 1 from public.contact_requests r
   where r.id = n.request_id
     and ((n.kind = 'answer_reminder' and r.status = 'new')
       or (n.kind = 'booking' and r.status = 'booked' and r.awb = n.booking_awb)))`;

type ClaimedRow = Row & {
  id: string;
  kind: NotificationKind;
  attempts: number;
  created_at: Date;
  possible_repeat: boolean;
  uncertain_before: Date | null;
  request_id: string | null;
  summary_week_start: Date | null;
  booking_awb: string | null;
  request_created_at: Date | null;
  reference: string | null;
  language: string | null;
  pricing: Pricing | null;
  choice_number: number | null;
  chosen_service: ServiceName | null;
  booking_number: number | null;
  booking: BookingRequest | null;
  milestone: Milestone | null;
  milestone_at: Date | null;
  milestone_flight: string | null;
  awb: string | null;
};

/** How many due rows of its kinds (oldest first, whichever kind) one claim may take. */
type Quota = { kinds: readonly NotificationKind[]; limit: number };

/**
 * Claims, for each quota, at most its `limit` due rows of its kind, oldest
 * first, in one statement. Each claim records when this attempt started as
 * uncertain_since, unless an earlier unknown outcome is already there; past
 * the resend window, the e-mail goes out once more as a marked possible
 * repeat, its window starting now.
 */
async function claim(tx: SqlRunner, options: ClaimOptions, quotas: readonly Quota[]): Promise<ClaimedNotification[]> {
  const wanted = quotas.filter((quota) => quota.limit > 0);
  if (wanted.length === 0) return [];
  const { now, leaseMs, requestId, resendWindowMs } = options;
  // One locking select per kind (each with its own limit), then one update of them all.
  const picks = wanted.map((_, index) =>
    `due_${index} as (
       select n.id, n.uncertain_since,
              (n.uncertain_since is not null and n.uncertain_since <= $4::timestamptz) as window_passed
         from public.contact_notifications n
        where ${due("n.")}
          and n.family = any($${6 + 2 * index}::text[])
          and ($3::uuid is null or n.request_id = $3::uuid)
          -- A confirmation a day old is never sent (retireUnsendable marks it expired).
          and not (n.kind = 'visitor_confirmation' and n.created_at <= $5::timestamptz)
          -- Nor a reminder of a lead marked since, nor a booking e-mail of a number the lead is no longer booked under.
          and not (n.kind in ('answer_reminder', 'booking') and ${OVERTAKEN})
        order by n.next_attempt_at
        limit $${7 + 2 * index}
        for update of n skip locked
     )`
  );
  const rows = await tx.query<ClaimedRow>(
    `with ${picks.join(", ")},
     due as (${wanted.map((_, index) => `select * from due_${index}`).join(" union all ")}),
     claimed as (
       update public.contact_notifications n
          set status = 'sending', attempts = n.attempts + 1,
              locked_until = $1::timestamptz + ($2::int * interval '1 millisecond'),
              possible_repeat = n.possible_repeat or due.window_passed,
              uncertain_since = case when due.window_passed then $1::timestamptz
                                     else coalesce(n.uncertain_since, $1::timestamptz) end
         from due where n.id = due.id
       returning n.id, n.family as kind, n.attempts, n.request_id, n.summary_week_start, n.booking_awb, n.created_at,
                 n.possible_repeat, n.choice_number, n.chosen_service, n.booking_number, n.booking, n.milestone,
                 case when due.window_passed then null else due.uncertain_since end as uncertain_before
     )
     select c.id, c.kind, c.attempts, c.request_id, c.summary_week_start, c.booking_awb, c.created_at, c.possible_repeat,
            c.uncertain_before, c.choice_number, c.chosen_service, c.booking_number, c.booking,
            c.milestone, m.at as milestone_at, m.flight as milestone_flight, r.awb,
            r.created_at as request_created_at, r.reference, r.language, r.pricing,
            ${SOURCE_COLUMN_NAMES.map((column) => `r.${column}`).join(", ")},
            ${REQUEST_COLUMNS.map((column) => `r.${column}`).join(", ")}
       from claimed c left join public.contact_requests r on r.id = c.request_id
       left join public.lead_milestones m on m.request_id = c.request_id and m.milestone = c.milestone`,
    [
      iso(now),
      leaseMs,
      requestId ?? null,
      iso(new Date(now.getTime() - resendWindowMs)),
      iso(new Date(now.getTime() - DAY_MS)),
      ...wanted.flatMap((quota) => [quota.kinds, quota.limit]),
    ],
  );
  // In the order of the quotas (the team's e-mail first), as one statement returns them in any order.
  const order = (row: ClaimedRow) => wanted.findIndex((quota) => quota.kinds.includes(row.kind));
  return rows.sort((a, b) => order(a) - order(b)).map((row) => ({
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    possibleRepeat: row.possible_repeat,
    uncertainBefore: row.uncertain_before === null ? null : new Date(row.uncertain_before),
    summaryWeekStart: row.summary_week_start === null ? null : new Date(row.summary_week_start),
    choice: row.choice_number === null ? null : { service: row.chosen_service!, number: row.choice_number },
    bookingRequest: row.booking_number === null ? null : { number: row.booking_number, booking: row.booking! },
    bookingAwb: row.booking_awb,
    milestone: row.milestone === null || row.milestone_at === null ? null : {
      milestone: row.milestone,
      at: new Date(row.milestone_at),
      flight: row.milestone_flight,
      awb: row.awb,
    },
    request: row.request_id === null ? null : {
      ...fieldsOfRow(row),
      id: row.request_id,
      reference: row.reference!,
      createdAt: new Date(row.request_created_at!),
      language: row.language,
      pricing: row.pricing,
      source: sourceOfRow(row),
    },
  }));
}

/**
 * What is never sent: an e-mail whose marked repeat went unconfirmed past the
 * window too ('unconfirmed'), a visitor confirmation still unsent a day
 * after its request, held back by the ceiling or an outage ('expired': a
 * confirmation that late helps nobody, and a flood of them is what the
 * ceiling is for), and a reminder or booking e-mail its lead has overtaken
 * ('expired', saying how).
 */
async function retireUnsendable(tx: SqlRunner, now: Date, resendCutoff: Date): Promise<void> {
  await tx.query(
    `update public.contact_notifications
        set status = 'unconfirmed', locked_until = null,
            last_error = 'not sent again: its delivery could not be confirmed within the provider''s idempotency window'
      where possible_repeat and uncertain_since <= $2::timestamptz
        and ${due()}`,
    [iso(now), iso(resendCutoff)],
  );
  await tx.query(
    `update public.contact_notifications
        set status = 'expired', locked_until = null,
            last_error = 'not sent: still unsent a day after the request (held back by the hourly ceiling on confirmations, or by an outage)'
      where kind = 'visitor_confirmation' and created_at <= $2::timestamptz and ${due()}`,
    [iso(now), iso(new Date(now.getTime() - DAY_MS))],
  );
  await tx.query(
    `update public.contact_notifications n
        set status = 'expired', locked_until = null,
            last_error = case when n.kind = 'answer_reminder' then 'not sent: the lead was marked before the reminder went out'
                              else 'not sent: the lead was marked again before its booking e-mail went out' end
      where n.kind in ('answer_reminder', 'booking') and ${due("n.")} and ${OVERTAKEN}`,
    [iso(now)],
  );
}

/** What the hour still allows (`budget`), how many e-mails are due, and how many of them it holds back. */
type Ceiling = { budget: number; due: number; held: number };
type Ceilings = { team: Ceiling; visitorConfirmation: Ceiling; holdOpen: boolean };

/**
 * How many team e-mails and visitor confirmations the hour still allows, how
 * many of each are due, and whether a hold of the team's e-mails is open: one
 * round trip. The team's are its leads' e-mails, the choices' and the booking
 * requests' (a shipper may change a choice, or send a booking, five times a
 * lead: never past the team's ceiling) and the reminders (these sent with
 * what the hour leaves, so never held). The shipper's milestone e-mails count
 * with the confirmations: e-mails to an address a visitor typed, under the
 * one ceiling on what the function sends to visitors.
 */
async function ceilings(tx: SqlRunner, options: ClaimOptions): Promise<Ceilings> {
  const { now } = options;
  const [row] = await tx.query<Record<`${"team" | "confirmation"}_${"used" | "due"}`, number> & { hold_open: boolean }>(
    `select count(*) filter (where family in ('team', 'choice', 'booking_request', 'answer_reminder') and ${used})::int
              as team_used,
            count(*) filter (where family in ('team', 'choice', 'booking_request') and ${due()})::int as team_due,
            count(*) filter (where family in ('visitor_confirmation', 'milestone') and ${used})::int as confirmation_used,
            count(*) filter (where family in ('visitor_confirmation', 'milestone') and ${due()})::int as confirmation_due,
            exists (select 1 from public.contact_mail_holds where ended_at is null) as hold_open
       from public.contact_notifications
      where family in ('team', 'choice', 'booking_request', 'answer_reminder', 'visitor_confirmation', 'milestone')`,
    [iso(now), iso(new Date(now.getTime() - HOUR_MS))],
  );
  const ceiling = (used: number, due: number, perHour: number): Ceiling => {
    const budget = Math.max(0, perHour - used);
    return { budget, due, held: Math.max(0, due - budget) };
  };
  return {
    team: ceiling(row.team_used, row.team_due, options.teamEmailsPerHour),
    visitorConfirmation: ceiling(row.confirmation_used, row.confirmation_due, options.confirmationsPerHour),
    holdOpen: row.hold_open,
  };
}

/**
 * While the team's ceiling holds e-mails back, the first claim of the hold
 * queues the one volume notice of it (returned, to send now); once nothing is
 * held, the hold ends.
 */
async function volumeNotice(
  tx: SqlRunner,
  options: ClaimOptions,
  { team: { held }, holdOpen }: Ceilings,
): Promise<ClaimedNotification[]> {
  const { now } = options;
  if (held === 0) {
    if (!holdOpen) return [];
    await tx.query("update public.contact_mail_holds set ended_at = $1::timestamptz where ended_at is null", [
      iso(now),
    ]);
    return [];
  }
  const [opened] = await tx.query<{ id: string }>(
    `insert into public.contact_mail_holds (started_at) values ($1::timestamptz)
     on conflict ((ended_at is null)) where ended_at is null do nothing
     returning id`,
    [iso(now)],
  );
  if (!opened) return [];
  await tx.query(
    `insert into public.contact_notifications (request_id, kind, next_attempt_at, created_at)
     values (null, 'volume_notice', $1::timestamptz, $1::timestamptz)`,
    [iso(now)],
  );
  return await claim(tx, { ...options, requestId: undefined }, [{ kinds: ["volume_notice"], limit: 1 }]);
}

export function createNotificationStore(
  db: Database,
): NotificationStore {
  return {
    claimDueNotifications: (options) =>
      db.transaction(async (tx) => {
        // One claimer at a time: the ceilings are counted and spent in the same
        // transaction, so parallel claimers cannot both spend the last slot.
        await tx.query("select pg_advisory_xact_lock(hashtextextended('contact_notifications claim', 0))");
        const { now, limit, requestId } = options;
        // The housekeeping and the e-mails of no request are the scheduled
        // run's. A request's own claim, right after storing it, finds only its
        // new rows: not yet a marked repeat, and a confirmation a day old (a
        // lead kept through a long outage) is left to the scheduled run by the
        // claim itself. So the lock every new lead waits for is held for less.
        if (requestId === undefined) await retireUnsendable(tx, now, new Date(now.getTime() - options.resendWindowMs));
        const counted = await ceilings(tx, options);
        const { team, visitorConfirmation: confirmations } = counted;
        // Reminders are team e-mails too, sent with what the hour leaves after the leads' own.
        const teamLimit = Math.min(limit, team.budget);
        const claimed = await claim(tx, options, [
          // A lead's e-mail, a choice's and a booking request's (one per change or send, five of each a lead)
          // share the team's hour, oldest first.
          { kinds: ["team", "choice", "booking_request"], limit: teamLimit },
          // The visitors' confirmations and milestone e-mails share the visitors' hour, oldest first.
          { kinds: ["visitor_confirmation", "milestone"], limit: Math.min(limit, confirmations.budget) },
          // The visitor's e-mail of a booked shipment: one per booking the team makes, no ceiling.
          { kinds: ["booking"], limit },
          ...(requestId === undefined
            ? [
              { kinds: ["answer_reminder"], limit: Math.min(limit, Math.max(0, team.budget - team.due)) },
              { kinds: ["volume_notice"], limit },
              { kinds: ["weekly_summary"], limit: 1 },
            ] as const
            : []),
        ]);
        claimed.push(...await volumeNotice(tx, options, counted));
        return { claimed, held: { team: team.held, visitorConfirmation: confirmations.held } };
      }),

    markSent: async (id, now, providerMessageId) => {
      await db.query(
        `update public.contact_notifications
            set status = 'sent', sent_at = $2::timestamptz, provider_message_id = $3,
                last_error = null, locked_until = null, uncertain_since = null
          where id = $1`,
        [id, iso(now), providerMessageId],
      );
    },

    markFailed: async (id, error, nextAttemptAt, uncertainSince) => {
      await db.query(
        `update public.contact_notifications
            set status = 'failed', last_error = $2, next_attempt_at = $3::timestamptz, locked_until = null,
                uncertain_since = case when $4::boolean then $5::timestamptz else uncertain_since end
          where id = $1`,
        [
          id,
          error.slice(0, 1000),
          iso(nextAttemptAt),
          uncertainSince !== undefined,
          uncertainSince ? iso(uncertainSince) : null,
        ],
      );
    },

    release: async (id, reason, uncertainSince) => {
      await db.query(
        `update public.contact_notifications
            set status = 'pending', attempts = greatest(attempts - 1, 0), last_error = $2,
                locked_until = null, uncertain_since = $3::timestamptz
          where id = $1`,
        [id, reason.slice(0, 1000), uncertainSince ? iso(uncertainSince) : null],
      );
    },
  };
}
