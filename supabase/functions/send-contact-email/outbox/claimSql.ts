// The SQL of a claim, made from the kinds' policies (emailKinds.ts): which
// rows are due, what counts against each hourly ceiling, which rows their
// policy never sends (too old, or overtaken by their lead), and the one
// statement that takes each quota's due rows. Kind names are checked when
// they are registered (lower case letters and underscores), so they are
// written into the SQL as they are; every value is a parameter.
import { type CeilingName, CEILINGS } from "./emailKinds.ts";
import type { ClaimOptions, KindPolicy } from "./outboxTypes.ts";

/**
 * SQL: a notification row is due (new or failed and its time has come, or a
 * lapsed lease); `$1` is now, `alias` the table's alias with its dot.
 */
export const due = (alias = "") =>
  `((${alias}status in ('pending', 'failed') and ${alias}next_attempt_at <= $1::timestamptz)
     or (${alias}status = 'sending' and ${alias}locked_until <= $1::timestamptz))`;

/** SQL: an e-mail that counts against its hour ($1 now, $2 an hour ago): sent within it, or being sent. */
const used =
  `((status = 'sent' and sent_at > $2::timestamptz) or (status = 'sending' and locked_until > $1::timestamptz))`;

/** SQL: the row is of one of `kinds` (by its family); false for none. */
export const familyIn = (kinds: readonly KindPolicy[], alias = "") =>
  kinds.length === 0 ? "false" : `${alias}family in (${kinds.map(({ kind }) => `'${kind}'`).join(", ")})`;

/** The kinds that count against `ceiling`; without the spare ones, those it holds back. */
export const countedBy = (kinds: readonly KindPolicy[], ceiling: CeilingName, held = false) =>
  kinds.filter((kind) => kind.ceiling === ceiling && !(held && kind.spare));

/**
 * SQL, one round trip: for each ceiling, the e-mails that count against its
 * hour (`<ceiling>_used`) and those it holds back that are due
 * (`<ceiling>_due`), and whether a hold of the team's e-mails is open.
 * $1 now, $2 an hour ago.
 */
export function ceilingsSql(kinds: readonly KindPolicy[]): string {
  const counts = CEILINGS.map((ceiling) =>
    `count(*) filter (where ${familyIn(countedBy(kinds, ceiling))} and ${used})::int as ${ceiling}_used,
     count(*) filter (where ${familyIn(countedBy(kinds, ceiling, true))} and ${due()})::int as ${ceiling}_due`
  );
  return `select ${counts.join(",\n     ")},
            exists (select 1 from public.contact_mail_holds where ended_at is null) as hold_open
       from public.contact_notifications
      where ${familyIn(kinds.filter((kind) => kind.ceiling !== undefined))}`;
}

const interval = (ms: number) => `interval '${Math.round(ms)} milliseconds'`;

/** SQL: the lead has overtaken the row `n` of `kind`: its policy no longer wants it sent. */
const overtaken = (kind: KindPolicy) =>
  `not exists (select 1 from public.contact_requests r where r.id = n.request_id and (${kind.stillWanted!.sql}))`;

/**
 * Each policy that never sends a row `n` ($1 now): its condition, and why.
 * A row too old for its kind, or one its lead has overtaken.
 */
export function unsendable(kinds: readonly KindPolicy[]): { sql: string; because: string }[] {
  return kinds.flatMap((kind) => [
    ...(kind.expires
      ? [{
        sql: `(n.family = '${kind.kind}' and n.created_at <= $1::timestamptz - ${interval(kind.expires.afterMs)})`,
        because: kind.expires.because,
      }]
      : []),
    ...(kind.stillWanted
      ? [{ sql: `(n.family = '${kind.kind}' and ${overtaken(kind)})`, because: kind.stillWanted.because }]
      : []),
  ]);
}

/** How many due rows of its kinds (oldest first, whichever kind) one claim may take. */
export type Quota = { kinds: readonly KindPolicy[]; limit: number };

/** What the ceilings allow this hour, and how many e-mails each holds back. */
export type Ceiling = { budget: number; due: number; held: number };

/**
 * The claim's quotas, in the order of their kinds: a ceiling's kinds share
 * what its hour allows, its spare kinds what is left once the e-mails it
 * holds back are sent; a kind of no ceiling has a quota of its own. A lead's
 * own claim takes no kind that only the scheduled run sends.
 */
export function quotasOf(options: ClaimOptions, ceilings: Record<CeilingName, Ceiling>): Quota[] {
  const quotas = new Map<string, { kinds: KindPolicy[]; limit: number }>();
  for (const kind of options.kinds) {
    if (options.requestId !== undefined && kind.scheduledOnly) continue;
    const ceiling = kind.ceiling && ceilings[kind.ceiling];
    const group = ceiling ? `${kind.ceiling}${kind.spare ? " spare" : ""}` : `kind ${kind.kind}`;
    const allowed = !ceiling
      ? kind.perClaim ?? options.limit
      : kind.spare
      ? Math.max(0, ceiling.budget - ceiling.due)
      : ceiling.budget;
    const quota = quotas.get(group) ?? { kinds: [], limit: Math.min(options.limit, allowed) };
    quota.kinds.push(kind);
    quotas.set(group, quota);
  }
  return [...quotas.values()];
}

/**
 * SQL: the one statement of a claim. One locking select per quota (each with
 * its own limit, oldest first, never a row its policy does not send), then
 * one update of them all: each row's attempt counted, its lease taken, its
 * uncertain_since kept or started; past the resend window ($4) it goes out
 * once more as a marked possible repeat, its window starting now. Returns the
 * rows with their payload and their lead ($3: only this lead's; null: any).
 */
export function claimSql(quotas: readonly Quota[], leadColumns: string): string {
  const picks = quotas.map(({ kinds }, index) => {
    const never = unsendable(kinds).map(({ sql }) => `and not ${sql}`);
    return `due_${index} as (
       select n.id, n.uncertain_since,
              (n.uncertain_since is not null and n.uncertain_since <= $4::timestamptz) as window_passed
         from public.contact_notifications n
        where ${due("n.")}
          and ${familyIn(kinds, "n.")}
          and ($3::uuid is null or n.request_id = $3::uuid)
          ${never.join("\n          ")}
        order by n.next_attempt_at
        limit $${5 + index}
        for update of n skip locked
     )`;
  });
  return `with ${picks.join(", ")},
     due as (${quotas.map((_, index) => `select * from due_${index}`).join(" union all ")}),
     claimed as (
       update public.contact_notifications n
          set status = 'sending', attempts = n.attempts + 1,
              locked_until = $1::timestamptz + ($2::int * interval '1 millisecond'),
              possible_repeat = n.possible_repeat or due.window_passed,
              uncertain_since = case when due.window_passed then $1::timestamptz
                                     else coalesce(n.uncertain_since, $1::timestamptz) end
         from due where n.id = due.id
       returning n.id, n.family as kind, n.attempts, n.request_id, n.created_at, n.possible_repeat, n.payload,
                 case when due.window_passed then null else due.uncertain_since end as uncertain_before
     )
     select c.id, c.kind, c.attempts, c.request_id, c.created_at, c.possible_repeat, c.uncertain_before, c.payload,
            r.created_at as request_created_at, r.reference, r.language, r.pricing, r.awb,
            ${leadColumns}
       from claimed c left join public.contact_requests r on r.id = c.request_id`;
}
