/** @jsxImportSource react */
// The weekly summary to the team, in the team's language with its words
// (content/team-emails.yaml): the week's requests against the week before,
// with cargo details, priced instantly (and why not the rest, in the same
// words as the lead's e-mail), with dangerous goods and by their classes, by
// number of cargo lines, by destination, by
// language and by source and campaign; first the promises: answered within 24
// hours, and the firm offers (the first within 24 hours, the median time to
// it, the bookings at an offer), overall and by campaign. Made only from the
// week's figures, which no longer change once the week is over.
import { formatNumber } from "../words/fieldWords.ts";
import type { LostReason } from "../leadActions.ts";
import type { NoPriceReason, ServiceName } from "../price/pricing.ts";
import { fillTemplate as fill } from "../words/template.ts";
import { EmailLayout, Paragraph, Paragraphs, type Row, Rows, Subtitle, Title, Warning } from "./parts.tsx";
import type { EmailSite, TeamSite } from "./site.ts";
import { type ComposedEmail, languageName } from "./team/teamEmail.tsx";
import { goodsClassText } from "../price/goodsWords.ts";

export type SourceKind = "notRecorded" | "campaign" | "referrer" | "direct";

/** A figure this week and the week before. */
export type WeekCount = { thisWeek: number; lastWeek: number };

export type WeeklyFigures = {
  /** The week: Monday 00:00 to the next Monday 00:00, Hong Kong time (as instants). */
  start: Date;
  end: Date;
  requests: WeekCount;
  withCargo: WeekCount;
  priced: WeekCount;
  dangerousGoods: WeekCount;
  /** By how many lines the packing list has, fewest first; 0 (one size, a total volume or no cargo details) last. */
  byLines: ({ lines: number } & WeekCount)[];
  /**
   * The requests by the class of each declared content (specialGoods.ts, as
   * stored with its pricing; one may count under several), most this week first.
   */
  goods: ({ goodsClass: string } & WeekCount)[];
  /** Why the others got no instant price (the stored reason; "notRecorded" before prices existed). */
  notPriced: ({ reason: string } & WeekCount)[];
  /** The ten destinations with the most requests this week. */
  destinations: ({ name: string } & WeekCount)[];
  languages: ({ code: string | null } & WeekCount)[];
  /** By source and campaign. */
  sources: SourceCount[];
  /** The options the shippers chose on the thank-you page, by service ("none" for the rest that were priced). */
  chosen: ({ service: ServiceName | "none" } & WeekCount)[];
  /** The promises: answered within 24 hours, the time to the first answer, booked and lost. */
  progress: ProgressFigures;
  /** The firm offers: the promise measured on the answers the shippers received, overall and by campaign. */
  offers: OffersFigures;
};

/** The firm offers' figures of a set of leads (the function's scheduled/summaryOffers.ts counts them). */
export type OfferFigures = {
  /** Of the leads whose 24 hours ran out in the week, those whose first offer went within them. */
  offeredWithin24h: { offered: WeekCount; of: WeekCount };
  /** The median time from request to first offer of the leads first offered in the week, in minutes; null: none. */
  medianMinutesToOffer: { thisWeek: number | null; lastWeek: number | null };
  /** Leads marked booked in the week whose booking request was sent at an offer. */
  bookedAtOffer: WeekCount;
};

/** One campaign's offer figures (source_utm_campaign; null: the leads without one). */
export type CampaignOffers = { campaign: string | null } & OfferFigures;

/** The offer figures of all leads, and of each campaign's, by name (those without one last). */
export type OffersFigures = OfferFigures & { byCampaign: CampaignOffers[] };

/**
 * A count by source and campaign: no source recorded (sent without
 * JavaScript), a campaign (its source and medium as `name`), a referring site
 * (its host), or direct.
 */
export type SourceCount = { kind: SourceKind; name: string | null; campaign: string | null } & WeekCount;

/** The week's promise figures (the function's scheduled/summaryProgress.ts counts them). */
export type ProgressFigures = {
  /**
   * The leads whose 24 hours ran out in the week (they arrived from 24 hours
   * before its start to 24 hours before its end), and how many of them were
   * first answered within their 24 hours: figures the week's end fixes.
   */
  answeredWithin24h: { answered: WeekCount; of: WeekCount };
  /** The median time from arrival to first answer of the leads first answered in the week, in minutes; null: none. */
  medianMinutesToAnswer: { thisWeek: number | null; lastWeek: number | null };
  /** Leads marked booked in the week (and booked still). */
  booked: WeekCount;
  /** Leads marked lost in the week (and lost still), and why. */
  lost: WeekCount;
  lostReasons: ({ reason: LostReason } & WeekCount)[];
  /** The booked ones by source and campaign, as the summary counts requests by them. */
  bookedBySource: SourceCount[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as Hong Kong reads it in the team's language, e.g. Monday, 16 November 2026 (or without the weekday). */
export function hongKongDay(instant: Date, team: TeamSite, weekday = true): string {
  const options: Intl.DateTimeFormatOptions = {
    ...(weekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Hong_Kong",
  };
  try {
    return new Intl.DateTimeFormat(`${team.code}-HK`, options).format(instant);
  } catch {
    return new Intl.DateTimeFormat("en-HK", options).format(instant);
  }
}

/** A time in minutes as the team reads it ("2 h 05 min", "3 days 4 h"), or the words for none. */
export function duration(minutes: number | null, team: TeamSite): string {
  const { weekly } = team.words;
  if (minutes === null) return weekly.noAnswer;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const two = (value: number) => formatNumber(value, team.code, { minimumIntegerDigits: 2 });
  if (days > 0) {
    return fill(weekly.days, { days: formatNumber(days, team.code), hours: formatNumber(hours, team.code) });
  }
  return hours > 0
    ? fill(weekly.hours, { hours: formatNumber(hours, team.code), minutes: two(rest) })
    : fill(weekly.minutes, { minutes: formatNumber(rest, team.code) });
}

/** One week's figure against the week before's, in the team's words and numbers. */
const figureIn = (team: EmailSite["team"]) => ({ thisWeek, lastWeek }: WeekCount) =>
  fill(team.words.weekly.figure, {
    count: formatNumber(thisWeek, team.code),
    last: formatNumber(lastWeek, team.code),
  });

/** The rows of a set of leads' offer figures: the share within 24 hours, the median time, the bookings. */
function offerRows(figures: OfferFigures, team: EmailSite["team"]): Row[] {
  const { weekly } = team.words;
  const { offered, of } = figures.offeredWithin24h;
  return [
    {
      label: weekly.offeredWithin24h,
      value: fill(weekly.share, {
        answered: formatNumber(offered.thisWeek, team.code),
        of: formatNumber(of.thisWeek, team.code),
        lastAnswered: formatNumber(offered.lastWeek, team.code),
        lastOf: formatNumber(of.lastWeek, team.code),
      }),
    },
    {
      label: weekly.medianToOffer,
      value: fill(weekly.durationFigure, {
        time: duration(figures.medianMinutesToOffer.thisWeek, team),
        last: duration(figures.medianMinutesToOffer.lastWeek, team),
      }),
    },
    { label: weekly.bookedAtOffer, value: figureIn(team)(figures.bookedAtOffer) },
  ];
}

/** Each campaign's offer figures as a section of its own, titled by the campaign. */
const campaignOfferSections = (offers: OffersFigures, team: EmailSite["team"]) =>
  offers.byCampaign.map((campaign) => ({
    title: fill(team.words.weekly.campaignOffersTitle, { campaign: campaign.campaign ?? team.words.weekly.noCampaign }),
    rows: offerRows(campaign, team),
  }));

/** A source's row (and its campaign's): its name in the team's words, its figure. */
function sourceRowIn(team: EmailSite["team"]): (row: SourceCount) => Row {
  const { weekly, source: said } = team.words;
  const sourceName = ({ kind, name }: SourceCount) =>
    kind === "notRecorded"
      ? said.notRecorded
      : kind === "direct" || name === null
      ? said.direct
      : kind === "referrer"
      ? fill(said.referredBy, { host: name })
      : name;
  return (row) => ({
    label: row.campaign ? fill(weekly.campaign, { source: sourceName(row), campaign: row.campaign }) : sourceName(row),
    value: figureIn(team)(row),
  });
}

/**
 * The summary's sections, each a title and its rows, those without rows left
 * out: a list of the figures in the order the e-mail shows them.
 */
function summarySections(figures: WeeklyFigures, team: EmailSite["team"]): { title: string; rows: Row[] }[] {
  const { weekly, noPrice, goods } = team.words;
  const figure = figureIn(team);
  const reason = (stored: string) =>
    Object.hasOwn(noPrice, stored)
      ? noPrice[stored as NoPriceReason]
      : stored === "notRecorded"
      ? weekly.notRecorded
      : stored;
  const sourceRow = sourceRowIn(team);
  const { progress } = figures;
  const answered = progress.answeredWithin24h;
  return [
    {
      title: weekly.answeredTitle,
      rows: [
        {
          label: weekly.answeredWithin24h,
          value: fill(weekly.share, {
            answered: formatNumber(answered.answered.thisWeek, team.code),
            of: formatNumber(answered.of.thisWeek, team.code),
            lastAnswered: formatNumber(answered.answered.lastWeek, team.code),
            lastOf: formatNumber(answered.of.lastWeek, team.code),
          }),
        },
        {
          label: weekly.medianToAnswer,
          value: fill(weekly.durationFigure, {
            time: duration(progress.medianMinutesToAnswer.thisWeek, team),
            last: duration(progress.medianMinutesToAnswer.lastWeek, team),
          }),
        },
      ],
    },
    { title: weekly.offersTitle, rows: offerRows(figures.offers, team) },
    {
      title: weekly.markedTitle,
      rows: [
        { label: weekly.booked, value: figure(progress.booked) },
        { label: weekly.lost, value: figure(progress.lost) },
        ...progress.lostReasons.map((row) => ({ label: team.words.lostReasons[row.reason], value: figure(row) })),
      ],
    },
    {
      title: weekly.requestsTitle,
      rows: [
        { label: weekly.requests, value: figure(figures.requests) },
        { label: weekly.withCargo, value: figure(figures.withCargo) },
        { label: weekly.priced, value: figure(figures.priced) },
        { label: weekly.dangerousGoods, value: figure(figures.dangerousGoods) },
      ],
    },
    {
      title: weekly.linesTitle,
      rows: figures.byLines.map((row) => ({
        label: row.lines === 0
          ? weekly.noLines
          : row.lines === 1
          ? weekly.oneLine
          : fill(weekly.lines, { lines: formatNumber(row.lines, team.code) }),
        value: figure(row),
      })),
    },
    {
      title: weekly.goodsTitle,
      rows: figures.goods.map((row) => ({ label: goodsClassText(row.goodsClass, goods), value: figure(row) })),
    },
    {
      title: weekly.notPricedTitle,
      rows: figures.notPriced.map((row) => ({ label: reason(row.reason), value: figure(row) })),
    },
    {
      title: weekly.destinationsTitle,
      rows: figures.destinations.map((row) => ({ label: row.name, value: figure(row) })),
    },
    {
      title: weekly.languagesTitle,
      rows: figures.languages.map((row) => ({ label: languageName(row.code, team), value: figure(row) })),
    },
    {
      title: weekly.chosenTitle,
      rows: figures.chosen.map((row) => ({
        label: row.service === "none" ? weekly.noneChosen : team.words.services[row.service as ServiceName],
        value: figure(row),
      })),
    },
    { title: weekly.sourcesTitle, rows: figures.sources.map(sourceRow) },
    { title: weekly.bookedSourcesTitle, rows: progress.bookedBySource.map(sourceRow) },
    ...campaignOfferSections(figures.offers, team),
  ].filter((section) => section.rows.length > 0);
}

/** The summary of `figures`, the same at every attempt. */
export function weeklySummaryEmail(figures: WeeklyFigures, site: EmailSite, possibleRepeat = false): ComposedEmail {
  const { team } = site;
  const { weekly, common } = team.words;
  const figure = figureIn(team);
  const sections = summarySections(figures, team);
  const intro = fill(weekly.intro, {
    first: hongKongDay(figures.start, team),
    last: hongKongDay(new Date(figures.end.getTime() - DAY_MS), team),
  });
  const subject = fill(weekly.subject, {
    requests: figure(figures.requests),
    week: hongKongDay(figures.start, team, false),
  });
  const full = possibleRepeat ? fill(common.repeatSubject, { subject }) : subject;
  return {
    subject: full,
    element: (
      <EmailLayout
        frame={{ lang: team.code, dir: team.dir, title: full, preview: intro, company: site.company }}
        footer={<Paragraphs text={weekly.notes} muted />}
      >
        {possibleRepeat && <Warning>{common.repeatText}</Warning>}
        <Title>{weekly.title}</Title>
        <Paragraph>{intro}</Paragraph>
        {sections.map((section) => (
          <div key={section.title}>
            <Subtitle>{section.title}</Subtitle>
            <Rows rows={section.rows} />
          </div>
        ))}
      </EmailLayout>
    ),
  };
}
