// Where contact requests and their e-mails are kept. Every rule that must
// hold under concurrency (rate limits, idempotency, claiming a notification
// for sending, the hourly ceiling on team e-mails) is decided inside one
// database transaction.
import {
  columnOf,
  CONTACT_FIELD_SPECS,
  CONTACT_FIELDS,
  type ContactField,
  type ContactRequest,
} from "../_shared/contactFields.ts";
import type { Database, Row, SqlRunner } from "./database.ts";
import { newReference } from "./reference.ts";

/** The e-mails a stored request triggers. */
export type RequestNotificationKind = "team" | "visitor_confirmation";

/** Every e-mail the function sends: a request's, or the notice that unusual volume is being held. */
export type NotificationKind = RequestNotificationKind | "volume_notice";

/**
 * A stored request: the visitor's fields, its reference, and the language of
 * the page it came from (null if unknown).
 */
export type StoredContactRequest = ContactRequest & {
  id: string;
  reference: string;
  createdAt: Date;
  language: string | null;
  /** The key its sender gave it (or the one derived from its content): retries of it are the same request. */
  idempotencyKey: string | null;
};

/** The visitor's fields as columns of public.contact_requests, by name (cargo_weight_kg). */
const REQUEST_COLUMNS = CONTACT_FIELDS.map(columnOf);

/** A field's value as a query parameter, with the cast its column needs. */
function parameter(field: ContactField, request: ContactRequest, index: number): { value: unknown; sql: string } {
  const spec = CONTACT_FIELD_SPECS[field];
  const value = request[field];
  if (spec.kind === "number") return { value: value === null ? null : String(value), sql: `$${index}::numeric` };
  // The options are the field's own words (checked by the contract), so the array literal needs no quoting.
  if (spec.kind === "choices") return { value: `{${(value as string[]).join(",")}}`, sql: `$${index}::text[]` };
  return { value, sql: `$${index}` };
}

/** A row's columns back as a request's fields: numeric comes back as text from the drivers. */
function fieldsOfRow(row: Row): ContactRequest {
  const request: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    const value = row[columnOf(field)];
    const kind = CONTACT_FIELD_SPECS[field].kind;
    if (kind === "number") request[field] = value === null || value === undefined ? null : Number(value);
    else if (kind === "choices") request[field] = Array.isArray(value) ? value : [];
    else request[field] = value ?? "";
  }
  return request as ContactRequest;
}

export type AcceptInput = {
  request: ContactRequest;
  /** The page's language, resolved against the site's languages (see _shared/formReplies.ts). */
  language: string | null;
  clientHash: string;
  idempotencyKey: string | null;
  notifications: RequestNotificationKind[];
  now: Date;
  limits: { perClient: number; perEmail: number; windowMs: number; idempotencyTtlMs: number };
  /** The reference to store it under, when it already has one (a lead kept while the database was away); else one is drawn. */
  reference?: string;
  /**
   * The team's e-mail already went out (directly, while the database was
   * away): its notification is stored as sent, never sent again.
   */
  teamAlreadySent?: { providerMessageId: string; at: Date };
};

export type AcceptOutcome =
  | { kind: "accepted"; id: string; reference: string; replayed: boolean }
  | { kind: "rateLimited"; retryAfterSeconds: number };

/** A notification taken for sending, with the request it is about (none for a volume notice). */
export type ClaimedNotification = {
  id: string;
  kind: NotificationKind;
  attempts: number;
  createdAt: Date;
  /** Send it marked as possibly repeating an earlier e-mail, under a key of its own. */
  possibleRepeat: boolean;
  /**
   * The start of the earliest earlier attempt whose outcome is unknown, or
   * null: what uncertain_since goes back to when this attempt is refused for
   * certain (the claim sets it to this attempt's start when it was null).
   */
  uncertainBefore: Date | null;
  request: StoredContactRequest | null;
};

export type ClaimOptions = {
  now: Date;
  leaseMs: number;
  limit: number;
  /** Only this request's notifications (the e-mails sent right after storing it). */
  requestId?: string;
  /** Team e-mails sent (or being sent) in the last hour may not exceed this. */
  teamEmailsPerHour: number;
  /** How long after an unconfirmed attempt the same e-mail may go out again under its key. */
  resendWindowMs: number;
};

export type Claim = {
  claimed: ClaimedNotification[];
  /** Team e-mails due now that the hourly ceiling holds back (across all requests). */
  held: number;
};

/** What one deleteExpired call removed. */
export type DeletedCounts = { requests: number; notifications: number };

export interface ContactStore {
  accept(input: AcceptInput): Promise<AcceptOutcome>;
  /**
   * Marks due notifications as being sent and returns them. A row is due when
   * new, when its retry time has come, or when a previous sender's lease ran
   * out. Team e-mails are taken only while the hourly ceiling allows; while
   * it holds some back, one volume notice is queued (and returned) per hold.
   */
  claimDueNotifications(options: ClaimOptions): Promise<Claim>;
  markSent(id: string, now: Date, providerMessageId: string): Promise<void>;
  /**
   * Records a failed attempt. `uncertainSince` is what uncertain_since
   * becomes: the claimed row's `uncertainBefore` when the provider refused it
   * for certain, or undefined to keep this attempt's start (no answer).
   */
  markFailed(id: string, error: string, nextAttemptAt: Date, uncertainSince?: Date | null): Promise<void>;
  /**
   * Puts a claimed notification back, due at once and with its attempt
   * undone: nothing was tried (e-mail is not configured).
   */
  release(id: string, reason: string, uncertainSince: Date | null): Promise<void>;
  /**
   * Deletes at most `limit` requests created before `before`, oldest first,
   * with their notifications (the foreign key cascades).
   */
  deleteExpired(options: { before: Date; limit: number }): Promise<DeletedCounts>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
}

const iso = (date: Date) => date.toISOString();

async function countRecent(
  tx: SqlRunner,
  where: string,
  value: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx.query<{ count: number; oldest: Date | null }>(
    `select count(*)::int as count, min(created_at) as oldest
       from public.contact_requests where ${where} and created_at > $2::timestamptz`,
    [value, iso(since)],
  );
  return { count: row.count, oldest: row.oldest === null ? null : new Date(row.oldest) };
}

const HOUR_MS = 60 * 60 * 1000;

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
  request_created_at: Date | null;
  reference: string | null;
  language: string | null;
  idempotency_key: string | null;
};

/**
 * Claims at most `limit` due rows matching `where`, oldest first. Each claim
 * records when this attempt started as uncertain_since, unless an earlier
 * unknown outcome is already there; past the resend window, the e-mail goes
 * out once more as a marked possible repeat, its window starting now.
 */
async function claim(
  tx: SqlRunner,
  options: ClaimOptions,
  where: string,
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
          and ${where}
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
       returning n.id, n.kind, n.attempts, n.request_id, n.created_at, n.possible_repeat,
                 case when due.window_passed then null else due.uncertain_since end as uncertain_before
     )
     select c.id, c.kind, c.attempts, c.request_id, c.created_at, c.possible_repeat, c.uncertain_before,
            r.created_at as request_created_at, r.reference, r.language, r.idempotency_key,
            ${REQUEST_COLUMNS.map((column) => `r.${column}`).join(", ")}
       from claimed c left join public.contact_requests r on r.id = c.request_id`,
    [iso(now), leaseMs, limit, requestId ?? null, iso(new Date(now.getTime() - resendWindowMs))],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    possibleRepeat: row.possible_repeat,
    uncertainBefore: row.uncertain_before === null ? null : new Date(row.uncertain_before),
    request: row.request_id === null ? null : {
      ...fieldsOfRow(row),
      id: row.request_id,
      reference: row.reference!,
      createdAt: new Date(row.request_created_at!),
      language: row.language,
      idempotencyKey: row.idempotency_key,
    },
  }));
}

/** How many references are drawn before a request is refused: a clash is a one-in-a-trillion event. */
const REFERENCE_DRAWS = 5;

/**
 * Inserts the request under a new reference. ON CONFLICT DO NOTHING covers
 * both unique columns without aborting the transaction: when nothing was
 * inserted, either a parallel request with the same idempotency key committed
 * first (its answer is replayed) or the reference was taken (drawn again).
 */
async function insertRequest(
  tx: SqlRunner,
  input: AcceptInput,
): Promise<{ kind: "inserted" | "replayed"; id: string; reference: string }> {
  const fields = CONTACT_FIELDS.map((field, index) => parameter(field, input.request, index + 6));
  for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
    // A lead kept while the database was away keeps the reference its e-mail gave; on a clash, a new one.
    const reference = draw === 0 && input.reference ? input.reference : newReference();
    const [inserted] = await tx.query<{ id: string }>(
      `insert into public.contact_requests
         (created_at, reference, client_hash, idempotency_key, language, ${REQUEST_COLUMNS.join(", ")})
       values ($1::timestamptz, $2, $3, $4, $5, ${fields.map((field) => field.sql).join(", ")})
       on conflict do nothing
       returning id`,
      [
        iso(input.now),
        reference,
        input.clientHash,
        input.idempotencyKey,
        input.language,
        ...fields.map((f) => f.value),
      ],
    );
    if (inserted) return { kind: "inserted", id: inserted.id, reference };
    if (input.idempotencyKey !== null) {
      const [winner] = await tx.query<{ id: string; reference: string }>(
        "select id, reference from public.contact_requests where idempotency_key = $1",
        [input.idempotencyKey],
      );
      if (winner) return { kind: "replayed", ...winner };
    }
  }
  throw new Error(`no free reference after ${REFERENCE_DRAWS} draws`);
}

export function createContactStore(db: Database): ContactStore {
  return {
    accept: (input) =>
      db.transaction(async (tx) => {
        const { request, limits, now } = input;
        const email = request.email.toLowerCase();

        // Serialise requests from the same client or for the same address, so
        // two parallel requests cannot both see "4 of 5" and both be accepted.
        // Fixed order (sorted) so two transactions never wait on each other.
        for (const key of [`client:${input.clientHash}`, `email:${email}`].sort()) {
          await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
        }

        if (input.idempotencyKey !== null) {
          const [previous] = await tx.query<{ id: string; reference: string; created_at: Date }>(
            "select id, reference, created_at from public.contact_requests where idempotency_key = $1",
            [input.idempotencyKey],
          );
          if (previous) {
            const age = now.getTime() - new Date(previous.created_at).getTime();
            if (age < limits.idempotencyTtlMs) {
              return { kind: "accepted", id: previous.id, reference: previous.reference, replayed: true };
            }
            // Expired: the key may be used again for a new request.
            await tx.query("update public.contact_requests set idempotency_key = null where id = $1", [previous.id]);
          }
        }

        const since = new Date(now.getTime() - limits.windowMs);
        const checks = [
          { limit: limits.perClient, ...(await countRecent(tx, "client_hash = $1", input.clientHash, since)) },
          { limit: limits.perEmail, ...(await countRecent(tx, "lower(email) = $1", email, since)) },
        ];
        const exceeded = checks.filter((check) => check.count >= check.limit);
        if (exceeded.length > 0) {
          // A slot frees up when the oldest request in the window leaves it.
          const retryAfterMs = Math.max(
            ...exceeded.map((check) => (check.oldest?.getTime() ?? 0) + limits.windowMs - now.getTime()),
          );
          return { kind: "rateLimited", retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
        }

        const inserted = await insertRequest(tx, input);
        if (inserted.kind === "replayed") {
          return { kind: "accepted", id: inserted.id, reference: inserted.reference, replayed: true };
        }
        for (const kind of input.notifications) {
          const sent = kind === "team" ? input.teamAlreadySent : undefined;
          await tx.query(
            sent
              ? `insert into public.contact_notifications
                   (request_id, kind, next_attempt_at, created_at, status, attempts, sent_at, provider_message_id)
                 values ($1, $2, $3::timestamptz, $3::timestamptz, 'sent', 1, $4::timestamptz, $5)`
              : `insert into public.contact_notifications (request_id, kind, next_attempt_at, created_at)
                 values ($1, $2, $3::timestamptz, $3::timestamptz)`,
            sent ? [inserted.id, kind, iso(now), iso(sent.at), sent.providerMessageId] : [inserted.id, kind, iso(now)],
          );
        }
        return { kind: "accepted", id: inserted.id, reference: inserted.reference, replayed: false };
      }),

    claimDueNotifications: (options) =>
      db.transaction(async (tx) => {
        // One claimer at a time: the ceiling is counted and spent in the same
        // transaction, so parallel claimers cannot both spend the last slot.
        await tx.query("select pg_advisory_xact_lock(hashtextextended('contact_notifications claim', 0))");
        const { now, limit } = options;
        const resendCutoff = new Date(now.getTime() - options.resendWindowMs);
        // Even the marked repeat went unconfirmed past the window: never sent again.
        await tx.query(
          `update public.contact_notifications
              set status = 'unconfirmed', locked_until = null,
                  last_error = 'not sent again: its delivery could not be confirmed within the provider''s idempotency window'
            where possible_repeat and uncertain_since <= $2::timestamptz
              and ${due()}`,
          [iso(now), iso(resendCutoff)],
        );
        const [usage] = await tx.query<{ used: number; due: number }>(
          `select count(*) filter (where (status = 'sent' and sent_at > $2::timestamptz)
                                      or (status = 'sending' and locked_until > $1::timestamptz))::int as used,
                  count(*) filter (where ${due()})::int as due
             from public.contact_notifications where kind = 'team'`,
          [iso(now), iso(new Date(now.getTime() - HOUR_MS))],
        );
        const budget = Math.max(0, options.teamEmailsPerHour - usage.used);
        const held = Math.max(0, usage.due - budget);
        const claimed = [
          ...await claim(tx, options, "n.kind = 'team'", Math.min(limit, budget)),
          ...await claim(tx, options, "n.kind <> 'team'", limit),
        ];
        if (held > 0) {
          // The first time the ceiling holds e-mails back, the team is told once.
          const [opened] = await tx.query<{ id: string }>(
            `insert into public.contact_mail_holds (started_at) values ($1::timestamptz)
             on conflict ((ended_at is null)) where ended_at is null do nothing
             returning id`,
            [iso(now)],
          );
          if (opened) {
            await tx.query(
              `insert into public.contact_notifications (request_id, kind, next_attempt_at, created_at)
               values (null, 'volume_notice', $1::timestamptz, $1::timestamptz)`,
              [iso(now)],
            );
            claimed.push(...await claim(tx, { ...options, requestId: undefined }, "n.kind = 'volume_notice'", 1));
          }
        } else {
          await tx.query(
            "update public.contact_mail_holds set ended_at = $1::timestamptz where ended_at is null",
            [iso(now)],
          );
        }
        return { claimed, held };
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

    deleteExpired: async ({ before, limit }) => {
      // One statement: the cascade deletes the notifications at its end, and
      // the outer select, which still sees them (same snapshot), counts them.
      // SKIP LOCKED lets two overlapping runs take different rows instead of
      // queueing behind each other.
      const [row] = await db.query<DeletedCounts>(
        `with expired as (
           select id from public.contact_requests
            where created_at < $1::timestamptz
            order by created_at
            limit $2
            for update skip locked
         ), deleted as (
           delete from public.contact_requests r using expired where r.id = expired.id
           returning r.id
         )
         select (select count(*)::int from deleted) as requests,
                (select count(*)::int from public.contact_notifications n
                   join deleted on n.request_id = deleted.id) as notifications`,
        [iso(before), limit],
      );
      return row;
    },

    ping: async () => {
      await db.query("select 1");
    },
  };
}
