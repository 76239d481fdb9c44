// The outbox's SQL: claiming the due e-mails for sending (within the hourly
// ceilings, one claimer at a time, by their kinds' policies: claimSql.ts),
// recording what became of each attempt.
import type { Pricing } from "../../_shared/price/pricing.ts";
import type { Database, Row, SqlRunner } from "../storage/database.ts";
import { fieldsOfRow, iso, REQUEST_COLUMNS, SOURCE_COLUMN_NAMES, sourceOfRow } from "../storage/requestRows.ts";
import { type CeilingName, CEILINGS, type ClaimedEmail, type Payload } from "./emailKinds.ts";
import { type Ceiling, ceilingsSql, claimSql, due, type Quota, quotasOf, unsendable } from "./claimSql.ts";
import type { ClaimOptions, OutboxStore } from "./outboxTypes.ts";
import { VOLUME_NOTICE } from "./volumeNotice.ts";

const HOUR_MS = 60 * 60 * 1000;

/** SQL: the lead's columns a claimed e-mail carries, after its own. */
const LEAD_COLUMNS = [...SOURCE_COLUMN_NAMES, ...REQUEST_COLUMNS].map((column) => `r.${column}`).join(", ");

type ClaimedRow = Row & {
  id: string;
  kind: string;
  attempts: number;
  created_at: Date;
  possible_repeat: boolean;
  uncertain_before: Date | null;
  payload: Payload | string;
  request_id: string | null;
  request_created_at: Date | null;
  reference: string | null;
  language: string | null;
  pricing: Pricing | null;
  awb: string | null;
};

/** A claimed row as its composer gets it: a driver may give jsonb back as its text. */
const claimedEmail = (row: ClaimedRow): ClaimedEmail => ({
  id: row.id,
  kind: row.kind,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
  possibleRepeat: row.possible_repeat,
  uncertainBefore: row.uncertain_before === null ? null : new Date(row.uncertain_before),
  payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
  lead: row.request_id === null ? null : {
    ...fieldsOfRow(row),
    id: row.request_id,
    reference: row.reference!,
    createdAt: new Date(row.request_created_at!),
    language: row.language,
    pricing: row.pricing,
    source: sourceOfRow(row),
    awb: row.awb,
  },
});

/** Claims, for each quota, at most its `limit` due rows of its kinds, oldest first, in one statement. */
async function claim(tx: SqlRunner, options: ClaimOptions, quotas: readonly Quota[]): Promise<ClaimedEmail[]> {
  const wanted = quotas.filter((quota) => quota.limit > 0);
  if (wanted.length === 0) return [];
  const { now, leaseMs, requestId, resendWindowMs } = options;
  const rows = await tx.query<ClaimedRow>(claimSql(wanted, LEAD_COLUMNS), [
    iso(now),
    leaseMs,
    requestId ?? null,
    iso(new Date(now.getTime() - resendWindowMs)),
    ...wanted.map((quota) => quota.limit),
  ]);
  // In the order of the quotas (the team's e-mail first), as one statement returns them in any order.
  const order = (row: ClaimedRow) => wanted.findIndex((quota) => quota.kinds.some(({ kind }) => kind === row.kind));
  return rows.sort((a, b) => order(a) - order(b)).map(claimedEmail);
}

/**
 * What is never sent: an e-mail whose marked repeat went unconfirmed past the
 * window too ('unconfirmed'), and one its kind's policy no longer sends
 * ('expired', saying why): too old (a visitor confirmation a day after its
 * request, held back by the ceiling or an outage: that late it helps nobody,
 * and a flood of them is what the ceiling is for), or overtaken by its lead.
 */
async function retireUnsendable(tx: SqlRunner, options: ClaimOptions): Promise<void> {
  const { now, resendWindowMs } = options;
  await tx.query(
    `update public.contact_notifications
        set status = 'unconfirmed', locked_until = null,
            last_error = 'not sent again: its delivery could not be confirmed within the provider''s idempotency window'
      where possible_repeat and uncertain_since <= $2::timestamptz
        and ${due()}`,
    [iso(now), iso(new Date(now.getTime() - resendWindowMs))],
  );
  const never = unsendable(options.kinds);
  if (never.length === 0) return;
  await tx.query(
    `update public.contact_notifications n
        set status = 'expired', locked_until = null,
            last_error = case ${never.map(({ sql }, index) => `when ${sql} then $${index + 2}`).join(" ")} end
      where ${due("n.")} and (${never.map(({ sql }) => sql).join(" or ")})`,
    [iso(now), ...never.map(({ because }) => because)],
  );
}

type Ceilings = Record<CeilingName, Ceiling> & { holdOpen: boolean };

/**
 * How much of each hourly ceiling is left, how many e-mails each holds back,
 * and whether a hold of the team's e-mails is open: one round trip
 * (claimSql.ts, ceilingsSql).
 */
async function ceilings(tx: SqlRunner, options: ClaimOptions): Promise<Ceilings> {
  const { now } = options;
  const [row] = await tx.query<Record<string, number> & { hold_open: boolean }>(ceilingsSql(options.kinds), [
    iso(now),
    iso(new Date(now.getTime() - HOUR_MS)),
  ]);
  const perHour: Record<CeilingName, number> = {
    team: options.teamEmailsPerHour,
    visitors: options.confirmationsPerHour,
  };
  const ceiling = (name: CeilingName): Ceiling => {
    const budget = Math.max(0, perHour[name] - row[`${name}_used`]);
    return { budget, due: row[`${name}_due`], held: Math.max(0, row[`${name}_due`] - budget) };
  };
  return { ...Object.fromEntries(CEILINGS.map((name) => [name, ceiling(name)])), holdOpen: row.hold_open } as Ceilings;
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
): Promise<ClaimedEmail[]> {
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
  const notice = options.kinds.find(({ kind }) => kind === VOLUME_NOTICE);
  if (!opened || !notice) return [];
  await tx.query(
    `insert into public.contact_notifications (request_id, kind, next_attempt_at, created_at)
     values (null, '${VOLUME_NOTICE}', $1::timestamptz, $1::timestamptz)`,
    [iso(now)],
  );
  return await claim(tx, { ...options, requestId: undefined }, [{ kinds: [notice], limit: 1 }]);
}

export function createOutboxStore(db: Database): OutboxStore {
  return {
    claimDueNotifications: (options) =>
      db.transaction(async (tx) => {
        // One claimer at a time: the ceilings are counted and spent in the same
        // transaction, so parallel claimers cannot both spend the last slot.
        await tx.query("select pg_advisory_xact_lock(hashtextextended('contact_notifications claim', 0))");
        // The housekeeping and the e-mails of no request are the scheduled
        // run's. A request's own claim, right after storing it, finds only its
        // new rows: not yet a marked repeat, and a confirmation a day old (a
        // lead kept through a long outage) is left to the scheduled run by the
        // claim itself. So the lock every new lead waits for is held for less.
        if (options.requestId === undefined) await retireUnsendable(tx, options);
        const counted = await ceilings(tx, options);
        const claimed = await claim(tx, options, quotasOf(options, counted));
        claimed.push(...await volumeNotice(tx, options, counted));
        return { claimed, held: { team: counted.team.held, visitorConfirmation: counted.visitors.held } };
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
