// The weekly summary to the team: how many quote requests came in the week
// from Monday 00:00 to Monday 00:00 Hong Kong time, against the week before,
// with cargo details, priced instantly (and why not the rest), with dangerous
// goods, by destination, by language and by source and campaign, readable on
// a phone. The scheduled run queues it on the Monday
// morning after (from 08:00 Hong Kong time), once: a row unique per week in
// the database decides, whichever run or instance gets there first; it goes
// out through the same delivery as every other e-mail (retried, never twice),
// and not at all for a week without requests. WEEKLY_SUMMARY=false turns it off.
// In the team's language, with the team's words (content/team-emails.yaml).
// Its kind in the outbox (payload {weekStart}: the week's Monday 00:00 in Hong
// Kong, as an instant) has no lead and no ceiling, and only the scheduled run
// sends it.
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import type { WeeklyFigures } from "../../_shared/emails/weeklySummaryEmail.tsx";
import { type EmailKind, keyOf, payloadField } from "../outbox/emailKinds.ts";
import { type EmailAddresses, type EmailContext, outgoing, type OutgoingEmail } from "../outbox/outgoing.ts";
import type { SummaryStore } from "./summaryStore.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const HONG_KONG_OFFSET_MS = 8 * HOUR_MS;
/** The summary goes out from this hour on the Monday, Hong Kong time. */
const MORNING_HOUR = 8;

/**
 * The last whole week before `now`: from a Monday 00:00 to the next Monday
 * 00:00 in Hong Kong (UTC+8, no daylight saving), and when its summary may go
 * out (that Monday morning).
 */
export function lastWholeWeek(now: Date): { start: Date; end: Date; sendFrom: Date } {
  const local = new Date(now.getTime() + HONG_KONG_OFFSET_MS);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysSinceMonday);
  const end = new Date(mondayLocal - HONG_KONG_OFFSET_MS);
  return {
    start: new Date(end.getTime() - 7 * DAY_MS),
    end,
    sendFrom: new Date(end.getTime() + MORNING_HOUR * HOUR_MS),
  };
}

/**
 * The summary e-mail of `figures` (../_shared/emails/weeklySummaryEmail.tsx),
 * with the team's words of `context`. Made only from the week's figures,
 * which do not change once the week is over, so every attempt has the same
 * body and Resend recognises a retry under its key.
 */
export async function weeklySummary(
  figures: WeeklyFigures,
  addresses: EmailAddresses,
  context: EmailContext,
  possibleRepeat = false,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const weekKey = new Date(figures.start.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
  const compose = async () =>
    (await import("../../_shared/emails/weeklySummaryEmail.tsx")).weeklySummaryEmail(figures, site, possibleRepeat);
  return await outgoing(compose, {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    idempotencyKey: keyOf(`weekly-summary/${weekKey}`, possibleRepeat),
  });
}

/** The weekly summary's kind: its figures counted by the database when it is composed. */
export function weeklySummaryKind(
  store: Pick<SummaryStore, "weeklyFigures">,
  addresses: EmailAddresses,
  context: EmailContext,
): EmailKind {
  return {
    kind: "weekly_summary",
    scheduledOnly: true,
    perClaim: 1,
    compose: async (email) => {
      const figures = await store.weeklyFigures(new Date(payloadField(email, "weekStart", "string")));
      return await weeklySummary(figures, addresses, context, email.possibleRepeat);
    },
  };
}

/** Queues the last whole week's summary once its Monday morning has come; true when this run queued it. */
export function queueDueSummary(store: Pick<SummaryStore, "queueWeeklySummary">, now: Date): Promise<boolean> {
  const week = lastWholeWeek(now);
  return now < week.sendFrom ? Promise.resolve(false) : store.queueWeeklySummary({ ...week, now });
}
