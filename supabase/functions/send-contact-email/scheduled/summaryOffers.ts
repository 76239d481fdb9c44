// The weekly summary's figures of the firm offers (weeklySummary.ts): the
// 24-hour promise measured on the answers the shippers received, overall and
// by campaign (source_utm_campaign): how many of the leads whose 24 hours ran
// out in the week had their first offer within them, the median time from a
// request to its first offer (of the leads first offered in the week), and
// how many leads marked booked in the week were booked at an offer's price;
// this week against the week before, counted by the database in the
// summary's one snapshot.
import type { CampaignOffers, OfferFigures, OffersFigures } from "../../_shared/emails/weeklySummaryEmail.tsx";
import type { SqlRunner } from "../storage/database.ts";
import { iso } from "../storage/requestRows.ts";

/** SQL: which of the two weeks an instant is in ($1 this week's start). */
const weekOf = (column: string) => `case when ${column} >= $1::timestamptz then 'this' else 'last' end`;
/** SQL: the instant is in this week or the one before ($1 this week's start, $2 its end). */
const within = (column: string) => `${column} >= $1::timestamptz - interval '7 days' and ${column} < $2::timestamptz`;
/** SQL: overall (one row a week) and by campaign (one a week and campaign), from `rows` (week, campaign, ...). */
const bothWays = "group by grouping sets ((week), (week, campaign))";

/** A figure's rows: the week, overall or the campaign's, and the figure. */
type Counted<T> = { week: "this" | "last"; overall: boolean; campaign: string | null } & T;

const WITHIN_24H = `with due as (
  select ${weekOf("r.created_at + interval '24 hours'")} as week, r.source_utm_campaign as campaign,
         exists (select 1 from public.lead_offers o
                  where o.request_id = r.id and o.sent_at <= r.created_at + interval '24 hours') as offered
    from public.contact_requests r
   where ${within("r.created_at + interval '24 hours'")}
)
select week, grouping(campaign) = 1 as overall, campaign, count(*)::int as of,
       count(*) filter (where offered)::int as offered
  from due ${bothWays}`;

const MEDIAN_TO_OFFER = `with firsts as (
  select r.created_at, r.source_utm_campaign as campaign, min(o.sent_at) as offered_at
    from public.contact_requests r join public.lead_offers o on o.request_id = r.id
   where o.sent_at < $2::timestamptz
   group by r.id
  having ${within("min(o.sent_at)")}
), timed as (
  select ${weekOf("offered_at")} as week, campaign, extract(epoch from offered_at - created_at) as seconds from firsts
)
select week, grouping(campaign) = 1 as overall, campaign,
       percentile_cont(0.5) within group (order by seconds) / 60 as minutes
  from timed ${bothWays}`;

const BOOKED_AT_OFFER = `with booked as (
  select ${weekOf("r.status_at")} as week, r.source_utm_campaign as campaign
    from public.contact_requests r join public.lead_bookings b on b.request_id = r.id
   where r.status = 'booked' and b.offer_number is not null and ${within("r.status_at")}
)
select week, grouping(campaign) = 1 as overall, campaign, count(*)::int as count from booked ${bothWays}`;

/** The figures of the rows of one campaign (or overall, `campaign` undefined), both weeks. */
function figuresOf(
  rows: {
    due: Counted<{ of: number; offered: number }>[];
    medians: Counted<{ minutes: number | null }>[];
    booked: Counted<{ count: number }>[];
  },
  campaign?: string | null,
): OfferFigures {
  const mine = <T extends Counted<object>>(list: T[], week: string) =>
    list.find((row) =>
      row.week === week && (campaign === undefined ? row.overall : !row.overall && row.campaign === campaign)
    );
  const pair = <T extends Counted<object>>(list: T[], read: (row: T) => number) => {
    const inWeek = (week: string) => {
      const row = mine(list, week);
      return row ? read(row) : 0;
    };
    return { thisWeek: inWeek("this"), lastWeek: inWeek("last") };
  };
  const minutes = (week: string) => {
    const value = mine(rows.medians, week)?.minutes;
    return value === undefined || value === null ? null : Math.round(Number(value));
  };
  return {
    offeredWithin24h: { offered: pair(rows.due, (row) => row.offered), of: pair(rows.due, (row) => row.of) },
    medianMinutesToOffer: { thisWeek: minutes("this"), lastWeek: minutes("last") },
    bookedAtOffer: pair(rows.booked, (row) => row.count),
  };
}

/** The week's offer figures, overall and by campaign, counted by the database in `tx` (the summary's one snapshot). */
export async function offerFigures(tx: SqlRunner, week: { start: Date; end: Date }): Promise<OffersFigures> {
  const params = [iso(week.start), iso(week.end)];
  const rows = {
    due: await tx.query<Counted<{ of: number; offered: number }>>(WITHIN_24H, params),
    medians: await tx.query<Counted<{ minutes: number | null }>>(MEDIAN_TO_OFFER, params),
    booked: await tx.query<Counted<{ count: number }>>(BOOKED_AT_OFFER, params),
  };
  const campaigns = new Set(
    [...rows.due, ...rows.medians, ...rows.booked].filter((row) => !row.overall).map((row) => row.campaign),
  );
  // The campaigns by name, the leads without one last.
  const byCampaign: CampaignOffers[] = [...campaigns]
    .sort((a, b) => a === null ? 1 : b === null ? -1 : a.localeCompare(b))
    .map((campaign) => ({ campaign, ...figuresOf(rows, campaign) }));
  return { ...figuresOf(rows), byCampaign };
}
