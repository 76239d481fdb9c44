// The weekly summary to the team: how many quote requests came in the week
// from Monday 00:00 to Monday 00:00 Hong Kong time, against the week before,
// with cargo details, priced instantly (and why not the rest), with dangerous
// goods, by destination, by language and by source and campaign. In English,
// plain and readable on a phone. The scheduled run queues it on the Monday
// morning after (from 08:00 Hong Kong time), once: a row unique per week in
// the database decides, whichever run or instance gets there first; it goes
// out through the same delivery as every other e-mail (retried, never twice),
// and not at all for a week without requests. WEEKLY_SUMMARY=false turns it off.
import type { EmailAddresses, OutgoingEmail } from "./emails.ts";
import { escapeHtml } from "../_shared/html.ts";
import { languageLine } from "./emails.ts";
import type { WeekCount, WeeklyFigures } from "./summaryStore.ts";
import type { LostReason, ProgressFigures } from "./progressStore.ts";

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

/** A day as Hong Kong reads it, e.g. Monday, 16 November 2026 (or 16 November 2026 without the weekday). */
const hongKongDay = (instant: Date, weekday = true) =>
  new Intl.DateTimeFormat("en-GB", {
    ...(weekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Hong_Kong",
  }).format(instant);

/** "12 (last week 9)". */
const figure = ({ thisWeek, lastWeek }: WeekCount) => `${thisWeek} (last week ${lastWeek})`;

const NO_PRICE_REASONS: Record<string, string> = {
  off: "instant prices off",
  expired: "the rate card had expired",
  noChargeableWeight: "no chargeable weight (cargo details missing)",
  noZone: "a destination in no zone",
  dangerousGoods: "dangerous goods declared",
  noPieces: "no number of pieces",
  beyondLimits: "beyond the rate card's limits",
  "not recorded": "not recorded (stored before prices)",
};

const CHOSEN_NAMES: Record<string, string> = {
  express: "Express",
  economy: "Economy",
  "none chosen": "None chosen (yet, or without JavaScript: by reply)",
};

const LOST_REASON_NAMES: Record<LostReason, string> = {
  price: "Lost on price",
  transitTime: "Lost on transit time",
  noReply: "Lost: no reply from the shipper",
  other: "Lost for another reason",
};

/** "2 h 05 min", "3 days 4 h", or "none" when no lead was first answered in the week. */
export function duration(minutes: number | null): string {
  if (minutes === null) return "none";
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? "day" : "days"} ${hours} h`;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, "0")} min` : `${rest} min`;
}

/** "3 of 4 (last week 1 of 1)". */
const share = ({ answered, of }: ProgressFigures["answeredWithin24h"]) =>
  `${answered.thisWeek} of ${of.thisWeek} (last week ${answered.lastWeek} of ${of.lastWeek})`;

type Section = { title: string; rows: [string, string][] };

/** The promises kept: the 24-hour answer, and the leads the team booked and lost (marked from the team's links). */
function progressSections({ progress }: WeeklyFigures): Section[] {
  return [
    {
      title: "Answered within 24 hours (of the leads whose 24 hours ran out in the week)",
      rows: [
        ["Answered within 24 hours", share(progress.answeredWithin24h)],
        [
          "Median time to the first answer",
          `${duration(progress.medianMinutesToAnswer.thisWeek)} (last week ${
            duration(progress.medianMinutesToAnswer.lastWeek)
          })`,
        ],
      ],
    },
    {
      title: "Booked and lost (marked in the week)",
      rows: [
        ["Booked", figure(progress.booked)],
        ["Lost", figure(progress.lost)],
        ...progress.lostReasons.map((row): [string, string] => [LOST_REASON_NAMES[row.reason], figure(row)]),
      ],
    },
  ];
}

function sections(figures: WeeklyFigures): Section[] {
  const sections: Section[] = [
    ...progressSections(figures),
    {
      title: "Requests",
      rows: [
        ["Requests", figure(figures.requests)],
        ["With cargo details", figure(figures.withCargo)],
        ["Priced instantly", figure(figures.priced)],
        ["Dangerous goods declared", figure(figures.dangerousGoods)],
      ],
    },
    {
      title: "Not priced instantly, and why",
      rows: figures.notPriced.map((row): [string, string] => [NO_PRICE_REASONS[row.reason] ?? row.reason, figure(row)]),
    },
    {
      title: "By destination (top ten)",
      rows: figures.destinations.map((row): [string, string] => [row.name, figure(row)]),
    },
    {
      title: "By language",
      rows: figures.languages.map((row): [string, string] => [languageLine(row.code), figure(row)]),
    },
    {
      title: "Options chosen on the thank-you page, of the requests priced",
      rows: figures.chosen.map((row): [string, string] => [CHOSEN_NAMES[row.service] ?? row.service, figure(row)]),
    },
    {
      title: "By source and campaign",
      rows: figures.sources.map((row): [string, string] => [
        row.campaign ? `${row.source}, campaign ${row.campaign}` : row.source,
        figure(row),
      ]),
    },
    {
      title: "Booked by source and campaign (beside the requests above)",
      rows: figures.progress.bookedBySource.map((row): [string, string] => [
        row.campaign ? `${row.source}, campaign ${row.campaign}` : row.source,
        figure(row),
      ]),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

/**
 * The summary e-mail of `figures`. Made only from the week's figures, which
 * do not change once the week is over, so every attempt has the same body and
 * Resend recognises a retry under its key.
 */
export function weeklySummaryEmail(
  figures: WeeklyFigures,
  addresses: EmailAddresses,
  possibleRepeat = false,
): OutgoingEmail {
  const first = hongKongDay(figures.start);
  const last = hongKongDay(new Date(figures.end.getTime() - DAY_MS));
  const week = `${first} to ${last}`;
  const parts = sections(figures);
  const notes = [
    "Each figure is this week's, with the week before in brackets. Weeks run from Monday 00:00 to Monday 00:00 " +
    "Hong Kong time; the figures are counted in the database, so a request deleted since (retention) no longer counts.",
    "You get this e-mail every Monday morning after a week with quote requests. WEEKLY_SUMMARY=false turns it off " +
    "(supabase/README.md).",
  ];
  const text = [
    `Quote requests from ${week} (Hong Kong time), against the week before.`,
    ...parts.flatMap((section) => ["", section.title, ...section.rows.map(([name, value]) => `- ${name}: ${value}`)]),
    "",
    ...notes.flatMap((note) => [note, ""]),
  ].join("\n").trimEnd();
  const cell = "padding:4px 12px 4px 0;vertical-align:top";
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Weekly quote requests</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;font-size:15px">
<p>Quote requests from ${escapeHtml(week)} (Hong Kong time), against the week before.</p>
${
    parts.map((section) =>
      `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(section.title)}</h2>
<table style="border-collapse:collapse">
${
        section.rows.map(([name, value]) =>
          `<tr><th style="${cell};text-align:left;font-weight:normal">${escapeHtml(name)}</th><td style="${cell}">${
            escapeHtml(value)
          }</td></tr>`
        ).join("\n")
      }
</table>`
    ).join("\n")
  }
${notes.map((note) => `<p style="color:#718096;font-size:12px">${escapeHtml(note)}</p>`).join("\n")}
</body></html>
`;
  const weekKey = new Date(figures.start.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);
  return {
    to: addresses.teamAddress,
    from: addresses.fromAddress,
    subject: `${possibleRepeat ? "Possibly a repeat: " : ""}Weekly quote requests: ${
      figure(figures.requests)
    }, week of ${hongKongDay(figures.start, false)}`,
    text,
    html,
    idempotencyKey: `weekly-summary/${weekKey}${possibleRepeat ? "/possible-repeat" : ""}`,
  };
}
