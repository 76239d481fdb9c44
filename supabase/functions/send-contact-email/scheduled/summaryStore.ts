// The weekly summary's SQL: queueing its one e-mail a week, and the week's
// figures against the week before, counted by the database (never by loading
// the leads into the function).
import type { WeekCount, WeeklyFigures } from "../../_shared/emails/weeklySummaryEmail.tsx";
import type { Database, SqlRunner } from "../storage/database.ts";
import { DECLARES_CARGO_SQL, iso, SOURCE_KIND, SOURCE_NAME } from "../storage/requestRows.ts";
import { offerFigures } from "./summaryOffers.ts";
import { progressFigures } from "./summaryProgress.ts";
import type { ServiceName } from "../../_shared/price/pricing.ts";

// The figures' shape is the e-mail's (../_shared/emails/weeklySummaryEmail.tsx).
export type { WeekCount, WeeklyFigures };

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

/** Where the weekly summary is queued and counted. */
export interface SummaryStore {
  /**
   * Queues the weekly summary of the week from `start` to `end`, unless it is
   * queued already or the week had no requests; true when it queued it.
   */
  queueWeeklySummary(week: { start: Date; end: Date; now: Date }): Promise<boolean>;
  /** The week from `start`'s figures, against the week before, counted by the database. */
  weeklyFigures(start: Date): Promise<WeeklyFigures>;
}

export function createSummaryStore(db: Database): SummaryStore {
  return {
    queueWeeklySummary: async ({ start, end, now }) => {
      // Not at all for a week without requests; once for the week, whoever runs it.
      const [row] = await db.query<{ id: string }>(
        `insert into public.contact_notifications (request_id, kind, payload, next_attempt_at, created_at)
         select null, 'weekly_summary', jsonb_build_object('weekStart', $4::text), $3::timestamptz, $3::timestamptz
          where exists (select 1 from public.contact_requests
                         where created_at >= $1::timestamptz and created_at < $2::timestamptz)
         on conflict ((payload->>'weekStart')) where kind = 'weekly_summary' do nothing
         returning id`,
        [iso(start), iso(end), iso(now), iso(start)],
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
           select coalesce(no_price_reason, 'notRecorded') as reason, ${counts()} from weeks
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
          goods: (await tx.query<CountRow & { goods_class: string }>(
            // Each class stored with the request's pricing (specialGoods.ts); none before there were classes.
            `with ${WEEKS}
             select goods.class as goods_class, ${counts()}
               from weeks, jsonb_array_elements_text(coalesce(pricing->'goods', '[]'::jsonb)) as goods(class)
              group by 1 order by this_week desc, last_week desc, goods.class collate "C"`,
            [iso(week.start), iso(week.end)],
          )).map((row) => ({ goodsClass: row.goods_class, ...weekCount(row) })),
          destinations: (await grouped(tx, week, "shipping_country", "name", 10)) as ({ name: string } & WeekCount)[],
          languages: await grouped(tx, week, "language", "code"),
          sources: (await tx.query<CountRow & Omit<WeeklyFigures["sources"][number], keyof WeekCount>>(
            `with ${WEEKS}
             select ${SOURCE_KIND} as kind, ${SOURCE_NAME} as name, source_utm_campaign as campaign, ${counts()}
               from weeks group by 1, 2, 3 order by this_week desc, last_week desc, 1, 2, 3`,
            [iso(week.start), iso(week.end)],
          )).map((row) => ({ kind: row.kind, name: row.name, campaign: row.campaign, ...weekCount(row) })),
          chosen: (await tx.query<CountRow & { service: ServiceName | "none" }>(
            `with ${WEEKS}
             select coalesce(chosen_service, 'none') as service, ${counts()} from weeks
              where pricing->>'kind' = 'priced'
              group by 1 order by (coalesce(chosen_service, 'none') = 'none'), 1`,
            [iso(week.start), iso(week.end)],
          )).map((row) => ({ service: row.service, ...weekCount(row) })),
          byLines: (await tx.query<CountRow & { lines: number }>(
            // A request sent with one size, a total volume or no cargo details has no lines ('[]'): counted last.
            `with ${WEEKS}
             select coalesce(jsonb_array_length(cargo_lines), 0) as lines, ${counts()} from weeks
              group by 1 order by (coalesce(jsonb_array_length(cargo_lines), 0) = 0), 1`,
            [iso(week.start), iso(week.end)],
          )).map((row) => ({ lines: row.lines, ...weekCount(row) })),
          progress: await progressFigures(tx, week),
          offers: await offerFigures(tx, week),
        };
      }),
  };
}
