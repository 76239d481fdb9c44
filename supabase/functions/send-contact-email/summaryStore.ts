// The weekly summary's SQL: queueing its one e-mail a week, and the week's
// figures against the week before, counted by the database (never by loading
// the leads into the function).
import type { Database, SqlRunner } from "./database.ts";
import { DECLARES_CARGO_SQL, iso } from "./requestRows.ts";
import type { ContactStore } from "./store.ts";
import { type ProgressFigures, progressFigures } from "./progressStore.ts";

/** A count this week and the week before. */
export type WeekCount = { thisWeek: number; lastWeek: number };

export type WeeklyFigures = {
  /** The week: Monday 00:00 to the next Monday 00:00, Hong Kong time (as instants). */
  start: Date;
  end: Date;
  requests: WeekCount;
  withCargo: WeekCount;
  priced: WeekCount;
  dangerousGoods: WeekCount;
  /** Why the others got no instant price (the stored reason; "not recorded" before prices existed). */
  notPriced: ({ reason: string } & WeekCount)[];
  /** The ten destinations with the most requests this week. */
  destinations: ({ name: string } & WeekCount)[];
  languages: ({ code: string | null } & WeekCount)[];
  /** By source (campaign source and medium, a referring site, direct, or not recorded) and campaign. */
  sources: ({ source: string; campaign: string | null } & WeekCount)[];
  /** The options the shippers chose on the thank-you page, by service, of the week's requests; "none chosen" for the rest that were priced. */
  chosen: ({ service: string } & WeekCount)[];
  /** The promises: answered within 24 hours, the time to the first answer, booked and lost (progressStore.ts). */
  progress: ProgressFigures;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SQL: the requests of this week and the one before, each with `week`
 * ('this' or 'last'); $1 is this week's start, $2 its end.
 */
const WEEKS = `weeks as (
  select r.*, case when r.created_at >= $1::timestamptz then 'this' else 'last' end as week
    from public.contact_requests r
   where r.created_at >= $1::timestamptz - interval '7 days' and r.created_at < $2::timestamptz
)`;

/** SQL: this week's and last week's counts, filtered by `where`, as `<as>this_week` and `<as>last_week`. */
const counts = (where = "true", as = "") =>
  `count(*) filter (where week = 'this' and ${where})::int as ${as}this_week,
   count(*) filter (where week = 'last' and ${where})::int as ${as}last_week`;

type CountRow = { this_week: number; last_week: number };
const weekCount = (row: CountRow): WeekCount => ({ thisWeek: row.this_week, lastWeek: row.last_week });

/** A grouped count, both weeks, ordered by this week's then last week's count. */
async function grouped<K extends string>(
  tx: SqlRunner,
  week: { start: Date; end: Date },
  key: string,
  as: K,
  limit = 1000,
): Promise<({ [key in K]: string | null } & WeekCount)[]> {
  const rows = await tx.query<CountRow & Record<K, string | null>>(
    `with ${WEEKS}
     select ${key} as ${as}, ${counts()} from weeks group by 1
      order by this_week desc, last_week desc, 1 limit ${limit}`,
    [iso(week.start), iso(week.end)],
  );
  return rows.map((row) => ({ [as]: row[as], ...weekCount(row) }) as { [key in K]: string | null } & WeekCount);
}

/** SQL: where a request came from, as the summary names it (its requests, and its booked leads: progressStore.ts). */
export const SOURCE_SQL = `case
  when source_gclid is null then 'not recorded (sent without JavaScript)'
  when source_utm_source is not null then concat_ws(' / ', source_utm_source, source_utm_medium)
  when source_referrer_host is not null then 'referred by ' || source_referrer_host
  else 'direct' end`;

export function createSummaryStore(db: Database): Pick<ContactStore, "queueWeeklySummary" | "weeklyFigures"> {
  return {
    queueWeeklySummary: async ({ start, end, now }) => {
      // Not at all for a week without requests; once for the week, whoever runs it.
      const [row] = await db.query<{ id: string }>(
        `insert into public.contact_notifications (request_id, kind, summary_week_start, next_attempt_at, created_at)
         select null, 'weekly_summary', $1::timestamptz, $3::timestamptz, $3::timestamptz
          where exists (select 1 from public.contact_requests
                         where created_at >= $1::timestamptz and created_at < $2::timestamptz)
         on conflict (summary_week_start) where kind = 'weekly_summary' do nothing
         returning id`,
        [iso(start), iso(end), iso(now)],
      );
      return row !== undefined;
    },

    weeklyFigures: (start) =>
      db.transaction(async (tx) => {
        // One snapshot for every figure of the e-mail.
        await tx.query("set transaction isolation level repeatable read");
        const week = { start, end: new Date(start.getTime() + 7 * DAY_MS) };
        const [totals] = await tx.query<Record<string, number>>(
          `with ${WEEKS}
           select ${counts()}, ${counts(DECLARES_CARGO_SQL, "cargo_")}, ${
            counts("pricing->>'kind' = 'priced'", "priced_")
          },
                  ${counts("cardinality(cargo_contents) > 0", "dg_")}
             from weeks`,
          [iso(week.start), iso(week.end)],
        );
        const pair = (as = "") => ({ thisWeek: totals[`${as}this_week`], lastWeek: totals[`${as}last_week`] });
        const reasons = await tx.query<CountRow & { reason: string }>(
          `with ${WEEKS}
           select coalesce(no_price_reason, 'not recorded') as reason, ${counts()} from weeks
            where pricing->>'kind' is distinct from 'priced' group by 1 order by this_week desc, last_week desc, 1`,
          [iso(week.start), iso(week.end)],
        );
        return {
          ...week,
          requests: pair(),
          withCargo: pair("cargo_"),
          priced: pair("priced_"),
          dangerousGoods: pair("dg_"),
          notPriced: reasons.map((row) => ({ reason: row.reason, ...weekCount(row) })),
          destinations: (await grouped(tx, week, "shipping_country", "name", 10)) as ({ name: string } & WeekCount)[],
          languages: await grouped(tx, week, "language", "code"),
          sources: (await tx.query<CountRow & { source: string; campaign: string | null }>(
            `with ${WEEKS}
             select ${SOURCE_SQL} as source, source_utm_campaign as campaign, ${counts()} from weeks
              group by 1, 2 order by this_week desc, last_week desc, 1, 2`,
            [iso(week.start), iso(week.end)],
          )).map((row) => ({ source: row.source, campaign: row.campaign, ...weekCount(row) })),
          chosen: (await tx.query<CountRow & { service: string }>(
            `with ${WEEKS}
             select coalesce(chosen_service, 'none chosen') as service, ${counts()} from weeks
              where pricing->>'kind' = 'priced'
              group by 1 order by (coalesce(chosen_service, 'none chosen') = 'none chosen'), 1`,
            [iso(week.start), iso(week.end)],
          )).map((row) => ({ service: row.service, ...weekCount(row) })),
          progress: await progressFigures(tx, week),
        };
      }),
  };
}
