// The SQL of the quote page's routes (shipperRoutes.ts): a lead as its quote
// page reads it (lead/shipperAccess.ts), and the shipper's choice among its
// options, stored with its e-mail to the team in the lead's thread (a
// notification of kind 'choice' numbered by the change), in one transaction
// with the lead's row locked, so parallel requests count right on every
// instance. The key was checked before: a reference reaches this store only
// with its own key.
import type { ServiceName } from "../../_shared/price/pricing.ts";
import type { Database, SqlRunner } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";
import { clientLimitIn, readShipperLead } from "../lead/shipperAccess.ts";
import type { ChoiceInput, ChoiceOutcome, ShipperStore } from "./shipperTypes.ts";

async function chooseIn(tx: SqlRunner, input: ChoiceInput): Promise<ChoiceOutcome> {
  const [lead] = await tx.query<
    {
      id: string;
      reference: string;
      chosen_service: ServiceName | null;
      choice_changes: number;
      status: string;
    }
  >(
    `select id, reference, chosen_service, choice_changes, status from public.contact_requests
      where reference = $1 for update`,
    [input.reference],
  );
  if (!lead) return { kind: "forbidden" };
  // Booked or lost, the choice is the team's; asked to book, the booking names the service (a correction changes it).
  if (lead.status === "booked" || lead.status === "lost") return { kind: "closed" };
  const [{ asked }] = await tx.query<{ asked: boolean }>(
    "select exists (select 1 from public.lead_bookings where request_id = $1) as asked",
    [lead.id],
  );
  if (asked) return { kind: "closed" };
  if (!input.services.includes(input.service)) return { kind: "notOffered" };
  const chosen = { kind: "chosen" as const, requestId: lead.id, reference: lead.reference, service: input.service };
  if (lead.chosen_service === input.service) return { ...chosen, changed: false };
  if (lead.choice_changes >= input.maxChanges) return { kind: "tooMany" };
  const limited = await clientLimitIn(tx, "choice", input, input.now);
  if (limited) return limited;
  const number = lead.choice_changes + 1;
  await tx.query(
    `with chosen as (
       update public.contact_requests
          set chosen_service = $2, chosen_at = $3::timestamptz, choice_changes = $4
        where id = $1
     )
     insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at, client_hash)
     values ($1, 'choice', jsonb_build_object('service', $2::text, 'number', $4::int), $3::timestamptz,
             $3::timestamptz, $5)`,
    [lead.id, input.service, iso(input.now), number, input.clientHash],
  );
  return { ...chosen, changed: true };
}

export function createShipperStore(db: Database): ShipperStore {
  return {
    lead: (reference) => readShipperLead(db, reference),
    choose: (input) => db.transaction((tx) => chooseIn(tx, input)),
    forgetClients: async (before) => {
      const rows = await db.query(
        `update public.contact_notifications set client_hash = null
          where client_hash is not null and created_at <= $1::timestamptz
            and (kind = 'choice' or family in ('booking_request', 'renewal'))
          returning id`,
        [iso(before)],
      );
      return rows.length;
    },
  };
}
