// What the milestones' tests share: a lead sent in a language and marked
// booked by a member from the console, the member's milestone posts, and the
// rows they leave.
import { deepStrictEqual } from "node:assert/strict";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import type { RecordingMailer } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { FIXTURE_AIRLINES } from "../support/replies.ts";
import { MILESTONES } from "../../_shared/quotePage.ts";
import { teamRequest } from "../team/console.ts";

/** A right number of the fixture's first airline (the check digit: the serial's first seven digits modulo 7). */
export const AWB = `${FIXTURE_AIRLINES[0].prefix}12345675`;

let leads = 0;

/** A new lead in `language`, delivered to `deliverTo`: its reference and the shipper's address. */
export async function newLead(
  handler: ContactHandler,
  options: { language?: string; deliverTo?: "airport" | "door" } = {},
): Promise<{ reference: string; email: string }> {
  const email = `shipper${leads++}@shop.example`;
  const body = {
    ...validRequest({ email }),
    language: options.language ?? "en",
    ...(options.deliverTo === "door" ? { deliverTo: "door", deliveryPostcode: "M5V 2T6" } : {}),
  };
  const response = await postContact(handler, body);
  deepStrictEqual(response.status, 200, await response.clone().text());
  return { reference: (await response.json()).reference, email };
}

/** Marks the lead booked under AWB from the console. */
export async function book(handler: ContactHandler, token: string, reference: string): Promise<void> {
  const response = await teamRequest(handler, `/team/leads/${reference}/status`, {
    token,
    body: { status: "booked", awb: AWB },
  });
  deepStrictEqual(response.status, 200, await response.clone().text());
}

/** A member's milestone post for the lead. */
export const postMilestone = (
  handler: ContactHandler,
  reference: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<Response> => teamRequest(handler, `/team/leads/${reference}/milestones`, { token, body });

/** A refused post: its HTTP status, and its error's code and details (its message aside). */
export async function refusal(response: Response): Promise<Record<string, unknown>> {
  const body = await response.json();
  // An answer that is not a refusal shows whole in the assertion's difference.
  if (!body.error) return { http: response.status, body };
  const { message: _message, ...rest } = body.error;
  return { http: response.status, ...rest };
}

/** The lead's milestones as stored: which, the flight, the member. */
export const storedMilestones = (db: Database, reference: string) =>
  db.query<{ milestone: string; flight: string | null; member: string }>(
    `select m.milestone, m.flight, m.member from public.lead_milestones m
       join public.contact_requests r on r.id = m.request_id
      where r.reference = $1 order by array_position($2::text[], m.milestone)`,
    [reference, MILESTONES],
  );

/** The lead's milestone e-mails as stored: the milestone each tells, its status and attempts. */
export const milestoneNotifications = (db: Database, reference: string) =>
  db.query<{ milestone: string; status: string; attempts: number }>(
    `select n.payload->>'milestone' as milestone, n.status, n.attempts from public.contact_notifications n
       join public.contact_requests r on r.id = n.request_id
      where r.reference = $1 and n.family = 'milestone' order by array_position($2::text[], n.payload->>'milestone')`,
    [reference, MILESTONES],
  );

/** The milestone e-mails the mailer sent about the lead. */
export const milestoneEmails = (mailer: RecordingMailer, reference: string) =>
  mailer.sent.filter((email) => email.idempotencyKey.startsWith(`quote-request/${reference}/milestone/`));
