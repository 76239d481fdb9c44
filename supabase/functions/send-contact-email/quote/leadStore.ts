// The requests' SQL: accepting one (serialised per client and mailbox, its
// idempotency, the rate limits, the row and its e-mails' rows in one
// transaction), the health route's probe of it, and deleting expired ones.
import { CONTACT_FIELDS, type ContactRequest, EMPTY_CONTACT_REQUEST } from "../../_shared/contactFields.ts";
import type { Pricing } from "../../_shared/price/pricing.ts";
import { mailboxOf } from "./mailbox.ts";
import type { Database, Row, SqlRunner } from "../storage/database.ts";
import { randomReference, referencesFor } from "../lead/reference.ts";
import {
  fieldsOfRow,
  iso,
  parameter,
  REQUEST_COLUMNS,
  SOURCE_COLUMN_NAMES,
  sourceParameters,
} from "../storage/requestRows.ts";
import type {
  AcceptInput,
  AcceptOutcome,
  EmailOutcome,
  LeadStore,
  RequestNotificationKind,
} from "../storage/leadTypes.ts";

type Accepted = Extract<AcceptOutcome, { kind: "accepted" }>;

/**
 * Holds the transaction's locks on the client and the mailbox, so two
 * parallel requests cannot both see "4 of 5" and both be accepted. In a fixed
 * (sorted) order, so two transactions never wait on each other; one statement
 * (its select list is evaluated left to right), so one round trip.
 */
async function lockRequester(tx: SqlRunner, input: AcceptInput): Promise<void> {
  const keys = [`client:${input.clientHash}`, `mailbox:${mailboxOf(input.request.email)}`].sort();
  await tx.query(
    "select pg_advisory_xact_lock(hashtextextended($1, 0)), pg_advisory_xact_lock(hashtextextended($2, 0))",
    keys,
  );
}

/** A stored request as a replay reads it: its identity, its price, who sent it and what. */
type StoredRequest = Row & {
  id: string;
  reference: string;
  created_at: Date;
  pricing: Pricing | null;
  client_hash: string;
};

/** The stored request under `idempotencyKey`, with its sender's hash and its fields' columns, or none. */
async function storedUnder(tx: SqlRunner, idempotencyKey: string): Promise<StoredRequest | undefined> {
  const [stored] = await tx.query<StoredRequest>(
    `select id, reference, created_at, pricing, client_hash, ${REQUEST_COLUMNS.join(", ")}
       from public.contact_requests where idempotency_key = $1`,
    [idempotencyKey],
  );
  return stored;
}

/** A value as text with its objects' keys in one order: jsonb keeps a line's keys in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(
    value,
    (_key, inner) =>
      typeof inner === "object" && inner !== null && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : inner,
  );

/** The replay of `stored`: the sender's own (the same client and fields) or another client's, which gets no key. */
function replayOf(stored: StoredRequest, input: AcceptInput): Accepted {
  const fields = (request: ContactRequest) => canonical(CONTACT_FIELDS.map((field) => request[field]));
  const sameSender = stored.client_hash === input.clientHash && fields(fieldsOfRow(stored)) === fields(input.request);
  const { id, reference, pricing } = stored;
  return {
    kind: "accepted",
    id,
    reference,
    pricing,
    replayed: true,
    sameSender,
    createdAt: new Date(stored.created_at),
  };
}

/** The request stored under the same key within the idempotency window (its answer is replayed), if any. */
async function findReplay(tx: SqlRunner, input: AcceptInput): Promise<Accepted | null> {
  const previous = await storedUnder(tx, input.idempotencyKey);
  if (!previous) return null;
  if (input.now.getTime() - new Date(previous.created_at).getTime() < input.limits.idempotencyTtlMs) {
    return replayOf(previous, input);
  }
  // Expired: the key may be used again for a new request.
  await tx.query("update public.contact_requests set idempotency_key = null where id = $1", [previous.id]);
  return null;
}

type Recent = { count: number; oldest: Date | null };

/** The client's and the mailbox's requests within the window, in one round trip. */
async function countRecent(
  tx: SqlRunner,
  input: AcceptInput,
  since: Date,
): Promise<{ client: Recent; mailbox: Recent }> {
  const [row] = await tx.query<
    { client_count: number; client_oldest: Date | null; mailbox_count: number; mailbox_oldest: Date | null }
  >(
    `select c.count as client_count, c.oldest as client_oldest, m.count as mailbox_count, m.oldest as mailbox_oldest
       from (select count(*)::int as count, min(created_at) as oldest from public.contact_requests
              where client_hash = $1 and created_at > $3::timestamptz) c,
            (select count(*)::int as count, min(created_at) as oldest from public.contact_requests
              where mailbox = public.contact_mailbox($2) and created_at > $3::timestamptz) m`,
    [input.clientHash, input.request.email, iso(since)],
  );
  const date = (value: Date | null) => value === null ? null : new Date(value);
  return {
    client: { count: row.client_count, oldest: date(row.client_oldest) },
    mailbox: { count: row.mailbox_count, oldest: date(row.mailbox_oldest) },
  };
}

/**
 * The refusal when the client or the mailbox (one mailbox, +tags and letter
 * case aside: public.contact_mailbox) is over its limit, else null.
 */
async function rateLimit(tx: SqlRunner, input: AcceptInput): Promise<AcceptOutcome | null> {
  const { limits, now } = input;
  const recent = await countRecent(tx, input, new Date(now.getTime() - limits.windowMs));
  const checks = [
    { limit: limits.perClient, ...recent.client },
    { limit: limits.perEmail, ...recent.mailbox },
  ];
  const exceeded = checks.filter((check) => check.count >= check.limit);
  if (exceeded.length === 0) return null;
  // A slot frees up when the oldest request in the window leaves it.
  const retryAfterMs = Math.max(
    ...exceeded.map((check) => (check.oldest?.getTime() ?? 0) + limits.windowMs - now.getTime()),
  );
  return { kind: "rateLimited", retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** How many random references a request whose every candidate is taken may try, one after another. */
const RANDOM_REFERENCE_TRIES = 8;

/** The request's candidate references, then random ones: a reference of its own, never another lead's. */
function* referencesToTry(input: AcceptInput): Generator<string> {
  yield* input.references;
  for (let draw = 0; draw < RANDOM_REFERENCE_TRIES; draw++) yield randomReference();
}

/**
 * Inserts the request under the first of its references that is free. ON
 * CONFLICT DO NOTHING covers both unique columns without aborting the
 * transaction: when nothing was inserted, either a parallel request with the
 * same idempotency key committed first (its answer is replayed) or the
 * reference was taken (the next one is tried).
 */
async function insertRequest(tx: SqlRunner, input: AcceptInput): Promise<Accepted> {
  const sources = sourceParameters(input.source);
  const fields = CONTACT_FIELDS.map((field, index) => parameter(field, input.request, index + 7 + sources.length));
  for (const reference of referencesToTry(input)) {
    const [inserted] = await tx.query<{ id: string }>(
      `insert into public.contact_requests
         (created_at, reference, client_hash, idempotency_key, language, pricing,
          ${SOURCE_COLUMN_NAMES.join(", ")}, ${REQUEST_COLUMNS.join(", ")})
       values ($1::timestamptz, $2, $3, $4, $5, $6::jsonb, ${sources.map((_, index) => `$${index + 7}`).join(", ")},
               ${fields.map((field) => field.sql).join(", ")})
       on conflict do nothing
       returning id`,
      [
        iso(input.now),
        reference,
        input.clientHash,
        input.idempotencyKey,
        input.language,
        JSON.stringify(input.pricing),
        ...sources,
        ...fields.map((f) => f.value),
      ],
    );
    if (inserted) {
      return {
        kind: "accepted",
        id: inserted.id,
        reference,
        pricing: input.pricing,
        replayed: false,
        sameSender: true,
        createdAt: input.now,
      };
    }
    const winner = await storedUnder(tx, input.idempotencyKey);
    if (winner) return replayOf(winner, input);
  }
  // 40 bits: eight random draws all taken is beyond any table this holds. A fault of ours, never the database away.
  throw new Error(`none of the request's references is free, nor ${RANDOM_REFERENCE_TRIES} random ones`);
}

/**
 * The notification rows of a new request, in one statement: due at once, or
 * as what became of an e-mail tried before it was stored.
 */
async function insertNotifications(
  tx: SqlRunner,
  requestId: string,
  kinds: readonly RequestNotificationKind[],
  now: Date,
  outcomes: AcceptInput["emailOutcomes"] = {},
): Promise<void> {
  if (kinds.length === 0) return;
  const rows = kinds.map((kind) => {
    const outcome: EmailOutcome = outcomes[kind] ?? { status: "not sent" };
    const sent = outcome.status === "sent" ? outcome : null;
    return [
      kind,
      sent ? "sent" : "pending",
      outcome.status === "not sent" ? 0 : 1,
      sent ? iso(sent.at) : null,
      sent?.providerMessageId ?? null,
      // Perhaps gone out: sent again under its key only within the provider's window of that attempt.
      outcome.status === "unknown" ? iso(outcome.since) : null,
    ];
  });
  const width = rows[0].length;
  const values = rows.map((_, row) => {
    const at = (column: number) => `$${3 + row * width + column}`;
    return `($1, ${at(0)}, $2::timestamptz, $2::timestamptz, ${at(1)}, ${at(2)}::int, ${at(3)}::timestamptz, ${
      at(4)
    }, ${at(5)}::timestamptz)`;
  });
  await tx.query(
    `insert into public.contact_notifications
       (request_id, kind, next_attempt_at, created_at, status, attempts, sent_at, provider_message_id, uncertain_since)
     values ${values.join(", ")}`,
    [requestId, iso(now), ...rows.flat()],
  );
}

/**
 * Accepts a request within `tx`: its requester's locks, a replay of the same
 * key, the rate limits, then the row and its e-mails' rows.
 */
async function acceptIn(tx: SqlRunner, input: AcceptInput): Promise<AcceptOutcome> {
  await lockRequester(tx, input);
  const replay = await findReplay(tx, input);
  if (replay) return replay;
  const limited = await rateLimit(tx, input);
  if (limited) return limited;
  const accepted = await insertRequest(tx, input);
  if (!accepted.replayed) {
    await insertNotifications(tx, accepted.id, input.notifications, input.now, input.emailOutcomes);
  }
  return accepted;
}

/** Every column of a request, filled in within its bounds, for the probe. */
const PROBE_REQUEST: ContactRequest = {
  ...EMPTY_CONTACT_REQUEST,
  name: "Health check",
  email: "health-check@probe.invalid",
  phone: "+852 0000 0000",
  shippingCountry: "Health check",
  shippingDetails: "health check",
  message: "health check",
  cargoPieces: 1,
  cargoLengthCm: 1,
  cargoWidthCm: 1,
  cargoHeightCm: 1,
  cargoWeightKg: 1,
  cargoContents: ["batteries"],
  pickupCity: "Health check",
  deliverTo: "door",
  deliveryPostcode: "00000",
  insure: true,
  goodsValue: 1,
};

/** Thrown inside the probe's transaction so that it rolls back. */
class ProbeRollback extends Error {}

/**
 * The lead store on `db`. `markProbe` marks the probe's lead inside its
 * transaction as the team's console marks one, with every column and e-mail a
 * mark writes (team/marking.ts, probeMarking), so the probe tries the marking
 * too; stores.ts hands it over.
 */
export function createLeadStore(
  db: Database,
  markProbe: (tx: SqlRunner, reference: string, now: Date) => Promise<void>,
): LeadStore {
  return {
    accept: (input) => db.transaction((tx) => acceptIn(tx, input)),

    probe: async (now) => {
      const key = `health-probe/${crypto.randomUUID()}`;
      try {
        await db.transaction(async (tx) => {
          // Every statement a lead's accept runs (the locks, the replay, both
          // rate counts on the mailbox column, the row, its e-mails' rows), and
          // a mark of it, so a schema the function cannot use is found here, not by a lead.
          const accepted = await acceptIn(tx, {
            request: PROBE_REQUEST,
            language: "en",
            clientHash: "0".repeat(64),
            idempotencyKey: key,
            // Random ones: the probe rolls back, so they are never taken.
            references: await referencesFor(crypto.randomUUID(), key),
            notifications: ["team", "visitor_confirmation"],
            pricing: { kind: "noPrice", reason: "off" },
            source: {
              utmSource: "health",
              utmMedium: "check",
              utmCampaign: "probe",
              gclid: true,
              fbclid: true,
              referrerHost: "probe.invalid",
              landingPath: "/",
            },
            now,
            limits: { perClient: Infinity, perEmail: Infinity, windowMs: 60_000, idempotencyTtlMs: 60_000 },
          });
          // And marks it, as the team's console does.
          if (accepted.kind !== "accepted") throw new Error("the probe's lead was not accepted");
          await markProbe(tx, accepted.reference, now);
          throw new ProbeRollback();
        });
      } catch (error) {
        if (!(error instanceof ProbeRollback)) throw error;
      }
    },

    deleteExpired: async ({ before, limit }) => {
      // One statement: the cascade deletes the notifications at its end, and
      // the outer select, which still sees them (same snapshot), counts them.
      // SKIP LOCKED lets two overlapping runs take different rows instead of
      // queueing behind each other.
      const [row] = await db.query<{ requests: number; notifications: number }>(
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
