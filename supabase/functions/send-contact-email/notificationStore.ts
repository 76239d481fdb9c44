// The e-mails' SQL: claiming the due ones for sending (within the hourly
// ceilings, one claimer at a time), recording what became of each attempt.
import type { Pricing } from "../_shared/pricing.ts";
import type { Database, Row, SqlRunner } from "./database.ts";
import { fieldsOfRow, iso, REQUEST_COLUMNS, SOURCE_COLUMN_NAMES, sourceOfRow } from "./requestRows.ts";
import type { ClaimedNotification, ClaimOptions, ContactStore, NotificationKind } from "./store.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * SQL: a notification row is due (new or failed and its time has come, or a
 * lapsed lease); `$1` is now, `alias` the table's alias with its dot.
 */
const due = (alias = "") =>
  `((${alias}status in ('pending', 'failed') and ${alias}next_attempt_at <= $1::timestamptz)
     or (${alias}status = 'sending' and ${alias}locked_until <= $1::timestamptz))`;

type ClaimedRow = Row & {
  id: string;
  kind: NotificationKind;
  attempts: number;
  created_at: Date;
  possible_repeat: boolean;
  uncertain_before: Date | null;
  request_id: string | null;
  summary_week_start: Date | null;
  request_created_at: Date | null;
  reference: string | null;
  language: string | null;
  pricing: Pricing | null;
};

/**
 * Claims at most `limit` due rows of `kind`, oldest first. Each claim records
 * when this attempt started as uncertain_since, unless an earlier unknown
 * outcome is already there; past the resend window, the e-mail goes out once
 * more as a marked possible repeat, its window starting now.
 */
async function claim(
  tx: SqlRunner,
  options: ClaimOptions,
  kind: NotificationKind,
  limit: number,
): Promise<ClaimedNotification[]> {
  if (limit <= 0) return [];
  const { now, leaseMs, requestId, resendWindowMs } = options;
  const rows = await tx.query<ClaimedRow>(
    `with due as (
       select n.id, n.uncertain_since,
              (n.uncertain_since is not null and n.uncertain_since <= $5::timestamptz) as window_passed
         from public.contact_notifications n
        where ${due("n.")}
          and n.kind = $6
          and ($4::uuid is null or n.request_id = $4::uuid)
        order by n.next_attempt_at
        limit $3
        for update of n skip locked
     ), claimed as (
       update public.contact_notifications n
          set status = 'sending', attempts = n.attempts + 1,
              locked_until = $1::timestamptz + ($2::int * interval '1 millisecond'),
              possible_repeat = n.possible_repeat or due.window_passed,
              uncertain_since = case when due.window_passed then $1::timestamptz
                                     else coalesce(n.uncertain_since, $1::timestamptz) end
         from due where n.id = due.id
       returning n.id, n.kind, n.attempts, n.request_id, n.summary_week_start, n.created_at, n.possible_repeat,
                 case when due.window_passed then null else due.uncertain_since end as uncertain_before
     )
     select c.id, c.kind, c.attempts, c.request_id, c.summary_week_start, c.created_at, c.possible_repeat,
            c.uncertain_before,
            r.created_at as request_created_at, r.reference, r.language, r.pricing,
            ${SOURCE_COLUMN_NAMES.map((column) => `r.${column}`).join(", ")},
            ${REQUEST_COLUMNS.map((column) => `r.${column}`).join(", ")}
       from claimed c left join public.contact_requests r on r.id = c.request_id`,
    [iso(now), leaseMs, limit, requestId ?? null, iso(new Date(now.getTime() - resendWindowMs)), kind],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    possibleRepeat: row.possible_repeat,
    uncertainBefore: row.uncertain_before === null ? null : new Date(row.uncertain_before),
    summaryWeekStart: row.summary_week_start === null ? null : new Date(row.summary_week_start),
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
 * window too ('unconfirmed'), and a visitor confirmation the ceiling held
 * back (or failing) for a day ('expired': a confirmation that late helps
 * nobody, and a flood of them is what the ceiling is for).
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
            last_error = 'not sent: held back by the hourly ceiling on visitor confirmations for a day'
      where kind = 'visitor_confirmation' and created_at <= $2::timestamptz and ${due()}`,
    [iso(now), iso(new Date(now.getTime() - DAY_MS))],
  );
}

/** How many e-mails of `kind` the hour still allows, and how many are due. */
async function ceiling(
  tx: SqlRunner,
  kind: NotificationKind,
  perHour: number,
  now: Date,
): Promise<{ budget: number; held: number }> {
  const [usage] = await tx.query<{ used: number; due: number }>(
    `select count(*) filter (where (status = 'sent' and sent_at > $2::timestamptz)
                                or (status = 'sending' and locked_until > $1::timestamptz))::int as used,
            count(*) filter (where ${due()})::int as due
       from public.contact_notifications where kind = $3`,
    [iso(now), iso(new Date(now.getTime() - HOUR_MS)), kind],
  );
  const budget = Math.max(0, perHour - usage.used);
  return { budget, held: Math.max(0, usage.due - budget) };
}

/**
 * While the team's ceiling holds e-mails back, the first claim of the hold
 * queues the one volume notice of it (returned, to send now); once nothing is
 * held, the hold ends.
 */
async function volumeNotice(
  tx: SqlRunner,
  options: ClaimOptions,
  held: number,
): Promise<ClaimedNotification[]> {
  const { now } = options;
  if (held === 0) {
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
  return await claim(tx, { ...options, requestId: undefined }, "volume_notice", 1);
}

export function createNotificationStore(
  db: Database,
): Pick<ContactStore, "claimDueNotifications" | "markSent" | "markFailed" | "release"> {
  return {
    claimDueNotifications: (options) =>
      db.transaction(async (tx) => {
        // One claimer at a time: the ceilings are counted and spent in the same
        // transaction, so parallel claimers cannot both spend the last slot.
        await tx.query("select pg_advisory_xact_lock(hashtextextended('contact_notifications claim', 0))");
        const { now, limit } = options;
        await retireUnsendable(tx, now, new Date(now.getTime() - options.resendWindowMs));
        const team = await ceiling(tx, "team", options.teamEmailsPerHour, now);
        const confirmations = await ceiling(tx, "visitor_confirmation", options.confirmationsPerHour, now);
        const claimed = [
          ...await claim(tx, options, "team", Math.min(limit, team.budget)),
          ...await claim(tx, options, "visitor_confirmation", Math.min(limit, confirmations.budget)),
          ...await claim(tx, options, "volume_notice", limit),
          ...await claim(tx, options, "weekly_summary", 1),
        ];
        claimed.push(...await volumeNotice(tx, options, team.held));
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
