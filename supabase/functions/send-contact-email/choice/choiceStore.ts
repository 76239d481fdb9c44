// The shipper's choice among a lead's priced options, made on the thank-you
// page (choice.ts): stored on the lead (chosen_service, chosen_at) with how
// many times it changed, and, for each change, one e-mail to the team in the
// lead's thread (a notification of kind 'choice', numbered by the change). In
// one transaction, the lead's row locked, so parallel changes count right.
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
};

/**
 * What became of a choice: refused (not that key's lead), not one of the
 * lead's options, one change too many, or chosen (changed: a new choice,
 * stored, its e-mail due; false: the same as before, nothing changed).
 */
export type ChoiceOutcome =
  | { kind: "forbidden" }
  | { kind: "notOffered" }
  | { kind: "tooMany" }
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
  const number = lead.choice_changes + 1;
  await tx.query(
    `with chosen as (
       update public.contact_requests
          set chosen_service = $2, chosen_at = $3::timestamptz, choice_changes = $4
        where id = $1
     )
     insert into public.contact_notifications
       (request_id, kind, choice_number, chosen_service, next_attempt_at, created_at)
     values ($1, 'choice', $4, $2, $3::timestamptz, $3::timestamptz)`,
    [lead.id, input.service, iso(input.now), number],
  );
  return { ...chosen, changed: true };
}

export function createChoiceStore(db: Database): ChoiceStore {
  return { choose: (input) => db.transaction((tx) => chooseIn(tx, input)) };
}
