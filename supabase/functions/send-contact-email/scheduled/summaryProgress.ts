// The weekly summary's figures of the promises (weeklySummary.ts): how many
// leads were answered within 24 hours, the median time to an answer, the
// leads booked and lost and why, the bookings by source; this week against
// the week before, counted by the database in the summary's one snapshot.
import { LOST_REASONS, type LostReason } from "../../_shared/leadActions.ts";
import type { ProgressFigures, SourceCount, WeekCount } from "../../_shared/emails/weeklySummaryEmail.tsx";
import type { SqlRunner } from "../storage/database.ts";
import { iso, SOURCE_KIND, SOURCE_NAME } from "../storage/requestRows.ts";

/** A day, as the promise is counted. */
const HOUR = "interval '24 hours'";

/** The week's promise figures, counted by the database in `tx` (the summary's one snapshot). */
export async function progressFigures(tx: SqlRunner, week: { start: Date; end: Date }): Promise<ProgressFigures> {
  const params = [iso(week.start), iso(week.end)];
  // $1 this week's start, $2 its end; the week before is the 7 days before $1.
  const weekOf = (column: string) => `case when ${column} >= $1::timestamptz then 'this' else 'last' end`;
  const within = (column: string) => `${column} >= $1::timestamptz - interval '7 days' and ${column} < $2::timestamptz`;
  const pair = (rows: { week: string; count: number }[]): WeekCount => ({
    thisWeek: rows.find((row) => row.week === "this")?.count ?? 0,
    lastWeek: rows.find((row) => row.week === "last")?.count ?? 0,
  });

  const due = await tx.query<{ week: string; of: number; answered: number }>(
    `select ${weekOf(`created_at + ${HOUR}`)} as week, count(*)::int as of,
            count(*) filter (where answered_at <= created_at + ${HOUR})::int as answered
       from public.contact_requests
      where ${within(`created_at + ${HOUR}`)}
      group by 1`,
    params,
  );
  const medians = await tx.query<{ week: string; minutes: number | null }>(
    `select ${weekOf("answered_at")} as week,
            percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at)) / 60 as minutes
       from public.contact_requests
      where answered_at is not null and ${within("answered_at")}
      group by 1`,
    params,
  );
  const marked = await tx.query<{ week: string; status: string; reason: LostReason | null; count: number }>(
    `select ${weekOf("status_at")} as week, status, lost_reason as reason, count(*)::int as count
       from public.contact_requests
      where status in ('booked', 'lost') and ${within("status_at")}
      group by 1, 2, 3`,
    params,
  );
  const bySource = await tx.query<Omit<SourceCount, keyof WeekCount> & { this_week: number; last_week: number }>(
    `select ${SOURCE_KIND} as kind, ${SOURCE_NAME} as name, source_utm_campaign as campaign,
            count(*) filter (where status_at >= $1::timestamptz)::int as this_week,
            count(*) filter (where status_at < $1::timestamptz)::int as last_week
       from public.contact_requests
      where status = 'booked' and ${within("status_at")}
      group by 1, 2, 3 order by this_week desc, last_week desc, 1, 2, 3`,
    params,
  );
  const minutes = (week: string) => {
    const value = medians.find((row) => row.week === week)?.minutes;
    return value === undefined || value === null ? null : Math.round(Number(value));
  };
  const sum = (status: string, reason?: LostReason) =>
    pair(["this", "last"].map((week) => ({
      week,
      count: marked.filter((row) => row.week === week && row.status === status && (!reason || row.reason === reason))
        .reduce((total, row) => total + row.count, 0),
    })));
  return {
    answeredWithin24h: {
      answered: pair(due.map((row) => ({ week: row.week, count: row.answered }))),
      of: pair(due.map((row) => ({ week: row.week, count: row.of }))),
    },
    medianMinutesToAnswer: { thisWeek: minutes("this"), lastWeek: minutes("last") },
    booked: sum("booked"),
    lost: sum("lost"),
    lostReasons: LOST_REASONS.map((reason) => ({ reason, ...sum("lost", reason) }))
      .filter((row) => row.thisWeek > 0 || row.lastWeek > 0)
      .sort((a, b) => b.thisWeek - a.thisWeek || b.lastWeek - a.lastWeek),
    bookedBySource: bySource.map((row) => ({
      kind: row.kind,
      name: row.name,
      campaign: row.campaign,
      thisWeek: row.this_week,
      lastWeek: row.last_week,
    })),
  };
}
