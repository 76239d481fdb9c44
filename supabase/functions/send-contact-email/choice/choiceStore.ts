// The shipper's choice among a lead's priced options, made on the thank-you
// page (choice.ts): stored on the lead (chosen_service, chosen_at) with how
// many times it changed, and, for each change, one e-mail to the team in the
// lead's thread (a notification of kind 'choice', numbered by the change, with
// the client's hash: a client's changes are limited across leads). In one
// transaction, the lead's row and the client locked, so parallel changes count right.
import type { Pricing, ServiceName } from "../../_shared/price/pricing.ts";
import type { Database, SqlRunner } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";

/** The shipper's choice, from the thank-you page: the lead's reference, the key of the request that made it. */
export type ChoiceInput = {
  reference: string;
  idempotencyKey: string;
  service: ServiceName;
  now: Date;
  /** How many times a lead's choice may change. */
  maxChanges: number;
  /** The salted hash of the client's address (clientAddress.ts): its changes are limited across leads. */
  clientHash: string;
  /** How many changes one client may make within `windowMs` (RATE_LIMIT_PER_CLIENT_PER_HOUR, an hour). */
  perClient: number;
  windowMs: number;
};

/**
 * What became of a choice: refused (not that key's lead), not one of the
 * lead's options, one change too many for the lead, or for the client within
 * the hour (a slot frees in `retryAfterSeconds`), or chosen (changed: a new
 * choice, stored, its e-mail due; false: the same as before, nothing changed).
 */
export type ChoiceOutcome =
  | { kind: "forbidden" }
  | { kind: "notOffered" }
  | { kind: "tooMany" }
  | { kind: "rateLimited"; retryAfterSeconds: number }
  | { kind: "chosen"; requestId: string; reference: string; service: ServiceName; changed: boolean };

/** Where choices are kept. */
export interface ChoiceStore {
  /** Stores the shipper's choice among the lead's options, and its e-mail to the team (choiceStore.ts). */
  choose(input: ChoiceInput): Promise<ChoiceOutcome>;
}

/** The services a lead's price offers, express first; none for a lead without a price. */
export function servicesOffered(pricing: Pricing | null): ServiceName[] {
  if (pricing?.kind !== "priced") return [];
  // A price stored before options had express alone.
  return pricing.price.options?.map((option) => option.service) ?? ["express"];
}

/**
 * The refusal when the client has made its allowance of changes (across all
 * leads) within the window, else null. The client's lock is held to the end
 * of the transaction, so parallel changes cannot both take the last one.
 */
async function clientLimit(tx: SqlRunner, input: ChoiceInput): Promise<ChoiceOutcome | null> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`choice-client:${input.clientHash}`]);
  const [recent] = await tx.query<{ count: number; oldest: Date | null }>(
    `select count(*)::int as count, min(created_at) as oldest from public.contact_notifications
      where kind = 'choice' and client_hash = $1 and created_at > $2::timestamptz`,
    [input.clientHash, iso(new Date(input.now.getTime() - input.windowMs))],
  );
  if (recent.count < input.perClient) return null;
  // A slot frees up when the oldest change in the window leaves it.
  const retryAfterMs = new Date(recent.oldest!).getTime() + input.windowMs - input.now.getTime();
  return { kind: "rateLimited", retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

async function chooseIn(tx: SqlRunner, input: ChoiceInput): Promise<ChoiceOutcome> {
  const [lead] = await tx.query<
    {
      id: string;
      reference: string;
      pricing: Pricing | null;
      chosen_service: ServiceName | null;
      choice_changes: number;
    }
  >(
    `select id, reference, pricing, chosen_service, choice_changes from public.contact_requests
      where reference = $1 and idempotency_key = $2
      for update`,
    [input.reference, input.idempotencyKey],
  );
  // Not the key of the request that made this lead (or no such lead): nothing is said of which.
  if (!lead) return { kind: "forbidden" };
  if (!servicesOffered(lead.pricing).includes(input.service)) return { kind: "notOffered" };
  const chosen = { kind: "chosen" as const, requestId: lead.id, reference: lead.reference, service: input.service };
  if (lead.chosen_service === input.service) return { ...chosen, changed: false };
  if (lead.choice_changes >= input.maxChanges) return { kind: "tooMany" };
  const limited = await clientLimit(tx, input);
  if (limited) return limited;
  const number = lead.choice_changes + 1;
  await tx.query(
    `with chosen as (
       update public.contact_requests
          set chosen_service = $2, chosen_at = $3::timestamptz, choice_changes = $4
        where id = $1
     )
     insert into public.contact_notifications
       (request_id, kind, choice_number, chosen_service, next_attempt_at, created_at, client_hash)
     values ($1, 'choice', $4, $2, $3::timestamptz, $3::timestamptz, $5)`,
    [lead.id, input.service, iso(input.now), number, input.clientHash],
  );
  return { ...chosen, changed: true };
}

export function createChoiceStore(db: Database): ChoiceStore {
  return { choose: (input) => db.transaction((tx) => chooseIn(tx, input)) };
}
