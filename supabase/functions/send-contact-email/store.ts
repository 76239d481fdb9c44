// Where contact requests and their e-mails are kept. Every rule that must
// hold under concurrency (rate limits, idempotency, claiming a notification
// for sending) is decided inside one database transaction.
import type { ContactRequest } from "../_shared/contactRequest.ts";
import type { Database, SqlRunner } from "./database.ts";

export type NotificationKind = "team" | "visitor_confirmation";

export type StoredContactRequest = ContactRequest & { id: string; createdAt: Date };

/** The visitor's fields as columns of public.contact_requests. */
export type ContactRequestColumns = {
  name: string;
  email: string;
  phone: string;
  shipping_country: string;
  shipping_details: string;
  message: string;
};

export type AcceptInput = {
  request: ContactRequest;
  clientHash: string;
  idempotencyKey: string | null;
  notifications: NotificationKind[];
  now: Date;
  limits: { perClient: number; perEmail: number; windowMs: number; idempotencyTtlMs: number };
};

export type AcceptOutcome =
  | { kind: "accepted"; id: string; replayed: boolean }
  | { kind: "rateLimited"; retryAfterSeconds: number };

/** A notification taken for sending, with the request it is about. */
export type ClaimedNotification = {
  id: string;
  kind: NotificationKind;
  attempts: number;
  request: StoredContactRequest;
};

/** What one deleteExpired call removed. */
export type DeletedCounts = { requests: number; notifications: number };

export interface ContactStore {
  accept(input: AcceptInput): Promise<AcceptOutcome>;
  /**
   * Marks due notifications as being sent and returns them. A row is due when
   * new, when its retry time has come, or when a previous sender's lease ran out.
   */
  claimDueNotifications(
    options: { now: Date; leaseMs: number; limit: number; requestId?: string },
  ): Promise<ClaimedNotification[]>;
  markSent(id: string, now: Date, providerMessageId: string): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  /**
   * Deletes at most `limit` requests created before `before`, oldest first,
   * with their notifications (the foreign key cascades).
   */
  deleteExpired(options: { before: Date; limit: number }): Promise<DeletedCounts>;
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
          const [previous] = await tx.query<{ id: string; created_at: Date }>(
            "select id, created_at from public.contact_requests where idempotency_key = $1",
            [input.idempotencyKey],
          );
          if (previous) {
            const age = now.getTime() - new Date(previous.created_at).getTime();
            if (age < limits.idempotencyTtlMs) return { kind: "accepted", id: previous.id, replayed: true };
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

        const [inserted] = await tx.query<{ id: string }>(
          `insert into public.contact_requests
             (created_at, name, email, phone, shipping_country, shipping_details, message, client_hash, idempotency_key)
           values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8, $9)
           on conflict (idempotency_key) do nothing
           returning id`,
          [
            iso(now),
            request.name,
            request.email,
            request.phone,
            request.shippingCountry,
            request.shippingDetails,
            request.message,
            input.clientHash,
            input.idempotencyKey,
          ],
        );
        if (!inserted) {
          // The same key was stored by a parallel request (other client) that committed first.
          const [winner] = await tx.query<{ id: string }>(
            "select id from public.contact_requests where idempotency_key = $1",
            [input.idempotencyKey],
          );
          return { kind: "accepted", id: winner.id, replayed: true };
        }
        for (const kind of input.notifications) {
          await tx.query(
            `insert into public.contact_notifications (request_id, kind, next_attempt_at, created_at)
             values ($1, $2, $3::timestamptz, $3::timestamptz)`,
            [inserted.id, kind, iso(now)],
          );
        }
        return { kind: "accepted", id: inserted.id, replayed: false };
      }),

    claimDueNotifications: async ({ now, leaseMs, limit, requestId }) => {
      const rows = await db.query<
        ContactRequestColumns & {
          id: string;
          kind: NotificationKind;
          attempts: number;
          request_id: string;
          created_at: Date;
        }
      >(
        `with due as (
           select id from public.contact_notifications
            where ((status in ('pending', 'failed') and next_attempt_at <= $1::timestamptz)
                or (status = 'sending' and locked_until <= $1::timestamptz))
              and ($4::uuid is null or request_id = $4::uuid)
            order by next_attempt_at
            limit $3
            for update skip locked
         ), claimed as (
           update public.contact_notifications n
              set status = 'sending', attempts = n.attempts + 1,
                  locked_until = $1::timestamptz + ($2::int * interval '1 millisecond')
             from due where n.id = due.id
           returning n.id, n.kind, n.attempts, n.request_id
         )
         select c.id, c.kind, c.attempts, c.request_id, r.created_at, r.name, r.email, r.phone,
                r.shipping_country, r.shipping_details, r.message
           from claimed c join public.contact_requests r on r.id = c.request_id`,
        [iso(now), leaseMs, limit, requestId ?? null],
      );
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        request: {
          id: row.request_id,
          createdAt: new Date(row.created_at),
          name: row.name,
          email: row.email,
          phone: row.phone,
          shippingCountry: row.shipping_country,
          shippingDetails: row.shipping_details,
          message: row.message,
        },
      }));
    },

    markSent: async (id, now, providerMessageId) => {
      await db.query(
        `update public.contact_notifications
            set status = 'sent', sent_at = $2::timestamptz, provider_message_id = $3,
                last_error = null, locked_until = null
          where id = $1`,
        [id, iso(now), providerMessageId],
      );
    },

    markFailed: async (id, error, nextAttemptAt) => {
      await db.query(
        `update public.contact_notifications
            set status = 'failed', last_error = $2, next_attempt_at = $3::timestamptz, locked_until = null
          where id = $1`,
        [id, error.slice(0, 1000), iso(nextAttemptAt)],
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
  };
}
