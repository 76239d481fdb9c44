// The kinds of e-mail the outbox sends, each registered by the capability it
// belongs to: its name, how its e-mail is composed from its row (the JSON
// payload it was queued with, and the lead it is about), and how it is sent:
// which hourly ceiling it counts against, when it is too old to send, what
// about its lead makes it pointless (overtaken). The outbox knows no kind of
// its own but the volume notice (volumeNotice.ts); delivery.ts dispatches
// every claimed e-mail to its kind's composer, and outboxStore.ts claims by
// the kinds' policies. A kind's name is the row's `family` (its `kind`
// without the number or milestone that makes it one of several of a lead).
import type { StoredContactRequest } from "../storage/leadTypes.ts";
import type { OutgoingEmail } from "./outgoing.ts";

/**
 * The outbox's two hourly ceilings: the team's (TEAM_EMAILS_PER_HOUR: e-mails
 * to the team about leads) and the visitors' (VISITOR_CONFIRMATIONS_PER_HOUR:
 * e-mails to an address a visitor typed).
 */
export const CEILINGS = ["team", "visitors"] as const;
export type CeilingName = (typeof CEILINGS)[number];

/** The lead a claimed e-mail is about, as stored, with the air waybill it is booked under now (if any). */
export type ClaimedLead = StoredContactRequest & { awb: string | null };

/** What a row's payload holds: JSON, in the shape its kind's composer reads. */
export type Payload = Readonly<Record<string, unknown>>;

/** An e-mail taken from the outbox for sending, as its composer gets it. */
export type ClaimedEmail = {
  id: string;
  /** Its kind's name (the row's family). */
  kind: string;
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
  payload: Payload;
  /** The lead it is about; null for an e-mail of no lead (the volume notice, the weekly summary). */
  lead: ClaimedLead | null;
};

/** A kind of e-mail: its name, its policy in the outbox, and its composer. */
export type EmailKind = {
  /** Lower case letters and underscores: the family of its rows. */
  kind: string;
  /** The hourly ceiling it counts against and is held back by; none: never held. */
  ceiling?: CeilingName;
  /**
   * Sent only with what its ceiling's hour leaves once the e-mails that
   * ceiling holds back are sent: counted against it, never held by it.
   */
  spare?: boolean;
  /** Sent only by the scheduled run, never by the claim right after a lead's change. */
  scheduledOnly?: boolean;
  /** At most this many in one claim. */
  perClaim?: number;
  /** Never sent once this old (its row's created_at), marked expired saying `because`. */
  expires?: { afterMs: number; because: string };
  /**
   * SQL on its lead `r` (public.contact_requests) and its row `n`: while
   * false, the lead has overtaken the e-mail, which is never sent, marked
   * expired saying `because`.
   */
  stillWanted?: { sql: string; because: string };
  /** The e-mail of a claimed row; throws (the row is retried later, loudly) when it cannot be made. */
  compose(email: ClaimedEmail): Promise<OutgoingEmail>;
};

/** What is wrong with a list of kinds, one line per mistake; empty when the outbox can send them. */
export function emailKindProblems(kinds: readonly EmailKind[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { kind, ceiling, spare } of kinds) {
    if (!/^[a-z][a-z_]*$/.test(kind)) problems.push(`"${kind}": a kind is lower case letters and underscores`);
    if (seen.has(kind)) problems.push(`"${kind}" is registered twice`);
    seen.add(kind);
    if (spare && !ceiling) problems.push(`"${kind}" is sent with what its ceiling leaves, but names no ceiling`);
  }
  return problems;
}

/** The registered kinds by name; throws when the list cannot be sent (a mistake of ours, found at start). */
export function emailKindsByName(kinds: readonly EmailKind[]): ReadonlyMap<string, EmailKind> {
  const problems = emailKindProblems(kinds);
  if (problems.length > 0) throw new Error(`The outbox cannot send these kinds:\n${problems.join("\n")}`);
  return new Map(kinds.map((kind) => [kind.kind, kind]));
}

/** The lead a claimed e-mail is about; throws when it has none. */
export function leadOf(email: ClaimedEmail): ClaimedLead {
  if (email.lead === null) throw new Error(`notification ${email.id} (${email.kind}) has no request`);
  return email.lead;
}

/** A value of the e-mail's payload of the type `typeof` names; throws when it is missing or of another type. */
export function payloadField<T extends "string" | "number" | "object">(
  email: ClaimedEmail,
  name: string,
  type: T,
): T extends "string" ? string : T extends "number" ? number : Payload {
  const value = email.payload[name];
  if (typeof value !== type || value === null) {
    throw new Error(`notification ${email.id} (${email.kind}) needs its payload's ${name}`);
  }
  return value as T extends "string" ? string : T extends "number" ? number : Payload;
}

/** A provider key, marked for a possible repeat (delivery.ts) so that it is an e-mail of its own. */
export const keyOf = (key: string, possibleRepeat: boolean): string =>
  `${key}${possibleRepeat ? "/possible-repeat" : ""}`;
