/** @jsxImportSource react */
// The team's e-mail of a quote request, in the team's language with the
// team's words (content/team-emails.yaml): it leads with what prices the job
// (route, a packing list's lines or one size, weights, contents, pickup:
// cargoRows.ts), then the indicative price
// broken down as an invoice adds it up (or why there is none), then the
// visitor, their message and where the lead came from. Buttons reply to the
// visitor and open WhatsApp with their number. Everything the visitor wrote is
// text in it (escaped), never markup, and goes only to the team's own address.
import type { ReactElement } from "react";
import { formatNumber } from "../../words/fieldWords.ts";
import type { LeadSource } from "../../leadSource.ts";
import type { Covers, Price, PriceLine, PriceOption, Pricing } from "../../price/pricing.ts";
import { COVERS_NOTHING } from "../../price/visitorPrice.ts";
import type { LeadLink } from "../../leadActions.ts";
import { fillTemplate as fill } from "../../words/template.ts";
import {
  EmailLayout,
  Lines,
  Paragraph,
  PricePanel,
  ReferencePanel,
  type Row,
  Rows,
  Subtitle,
  Title,
  Warning,
} from "../parts.tsx";
import { type ButtonLink, Buttons } from "../contacts.tsx";
import {
  type EmailSite,
  formatList,
  type LeadFacts,
  leadForTeam,
  mailtoLink,
  type TeamSite,
  whatsappLink,
} from "../site.ts";
import type { TeamWords } from "../../replies/teamWords.ts";
import { cargoRows, leadEstimate, type TeamFormat } from "./cargoRows.ts";
import { goodsRows } from "./goodsRows.ts";

/** An e-mail composed, not yet rendered: its subject (one line, not yet header-safe) and its element. */
export type ComposedEmail = { subject: string; element: ReactElement };

/**
 * The e-mail's end: a line saying where the lead is worked, then a button to
 * it in the team's console (it acts for nobody: the console asks the member
 * to sign in); or why there is none.
 */
export function LeadLinkButtons({ links, words }: { links: LeadLink; words: TeamWords }) {
  if (links === null) return <Warning>{words.links.missing}</Warning>;
  return (
    <>
      <Paragraph>{words.links.title}</Paragraph>
      <Buttons buttons={[{ label: words.links.open, href: links.console, kind: "link" }]} />
    </>
  );
}

/** A lead's subject, as its first e-mail has it (the thread's later e-mails answer it). */
export function leadSubject(lead: LeadFacts, team: TeamSite): string {
  return fill(team.words.lead.subject, { reference: lead.reference, summary: summaryOf(lead, team), name: lead.name });
}

/** Numbers and lists as the team's language writes them. */
export function teamFormat(team: TeamSite): TeamFormat {
  const { code, words } = team;
  const number = (value: number, digits = 2) => formatNumber(value, code, { maximumFractionDigits: digits });
  return {
    number,
    kg: (value: number) => fill(words.values.weight, { weight: number(value) }),
    list: (items: string[]) => formatList(code, items),
  };
}

/** "Spanish (es)": a language as the team reads it, so the reply can be written in it. */
export function languageName(code: string | null, team: TeamSite): string {
  const { common } = team.words;
  if (code === null) return common.unknownLanguage;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([team.code], { type: "language", fallback: "none" }).of(code);
  } catch {
    name = undefined;
  }
  return name ? fill(common.languageName, { name, code }) : code;
}

/** The one-line summary of the subject and the preview: the route, the chargeable weight, dangerous goods. */
function summaryOf(lead: LeadFacts, team: TeamSite): string {
  const { words } = team;
  const { kg, list } = teamFormat(team);
  const estimate = leadEstimate(lead);
  return list([
    fill(words.values.route, { country: lead.shippingCountry }),
    ...(estimate ? [fill(words.lead.summaryChargeable, { weight: kg(estimate.chargeableKg) })] : []),
    ...(lead.cargoContents.length > 0 ? [words.lead.summaryDangerous] : []),
  ]);
}

/** Why a request got no instant price, with what the team needs to know more (the card's last day, the limit passed). */
export function noPriceText(pricing: Extract<Pricing, { kind: "noPrice" }>, words: TeamWords): string {
  const reason = words.noPrice[pricing.reason];
  const detail = pricing.reason === "expired" && pricing.validUntil
    ? fill(words.price.expiredDetail, { date: pricing.validUntil })
    : pricing.reason === "beyondLimits" && pricing.limit
    // A packing list's line past the limit is named as the e-mail's packing list names it (Line 2: ...).
    ? pricing.line === undefined
      ? words.limits[pricing.limit]
      : `${fill(words.labels.line, { number: String(pricing.line + 1) })}: ${words.limits[pricing.limit]}`
    : null;
  return detail ? fill(words.price.noneDetail, { reason, detail }) : fill(words.price.none, { reason });
}

/** An amount in the card's currency, to its minor unit, e.g. 2,980.48 USD. */
function moneyOf(price: Price, team: TeamSite) {
  return (minor: number) =>
    `${
      formatNumber(minor / 10 ** price.minorDigits, team.code, {
        minimumFractionDigits: price.minorDigits,
        maximumFractionDigits: price.minorDigits,
      })
    } ${price.currency}`;
}

/** A range in the card's currency, as the visitor's page writes it (by currency code). */
export function rangeOf(currency: string, low: number, high: number, code: string): string {
  const format = (locale: string) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "code",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  try {
    return format(code).formatRange(low, high);
  } catch {
    return format("en").formatRange(low, high);
  }
}

/** A price's options: a price stored before options is its express option, airport to airport. */
export const optionsOf = (price: Price): PriceOption[] =>
  price.options ?? [{ ...price, service: "express", transitDays: price.zone.transitDays, co2eKg: null }];

/** What the options include of what the visitor asked, and what the team quotes by hand. */
export function coversText(lead: LeadFacts, price: Price | null, team: TeamSite): string {
  const { covers: said } = team.words;
  const covers: Covers = price?.covers ?? COVERS_NOTHING;
  const city = lead.pickupCity;
  return teamFormat(team).list([
    city
      ? covers.pickup
        ? fill(said.pickup, { city, area: price?.pickupZone ?? "" })
        : fill(said.pickupNotOnCard, { city })
      : said.fromAirport,
    lead.deliverTo === "door" ? (covers.door ? said.door : said.doorNotOnCard) : said.airport,
    ...(lead.insure ? [covers.insurance ? said.insured : said.insuranceNotOnCard] : []),
  ]);
}

/** One option line by line as an invoice adds it up, its exact total, and the range the visitor saw. */
function optionRows(option: PriceOption, price: Price, lead: LeadFacts, team: TeamSite): Row[] {
  const { words } = team;
  const { number, kg } = teamFormat(team);
  const money = moneyOf(price, team);
  const perKg = (line: PriceLine, basis?: string) =>
    fill(words.price.perKg, {
      rate: number(line.perKg!, 3),
      weight: basis ? `${kg(line.weightKg!)} ${basis}` : kg(line.weightKg!),
      amount: money(line.amountMinor),
    });
  const withMinimum = (line: PriceLine): Row => ({
    label: line.name,
    value: line.minimumApplied
      ? fill(words.price.lineMinimum, { amount: money(line.amountMinor) })
      : perKg(line, words.price.chargeable),
  });
  const freight = option.minimumApplied
    ? fill(words.price.minimum, { amount: money(option.freight.amountMinor) })
    : fill(words.price.freight, {
      break: words.breaks[option.breakUsed],
      rate: number(option.freight.perKg!, 3),
      weight: `${kg(option.freight.weightKg!)}${
        option.weightChargedKg !== leadEstimate(lead)?.chargeableKg ? ` ${words.price.heavierBreak}` : ""
      }`,
      amount: money(option.freight.amountMinor),
    });
  const { insurance } = option;
  const service = words.services[option.service];
  return [
    ...(option.pickup ? [withMinimum(option.pickup)] : []),
    { label: option.freight.name, value: freight },
    ...option.surcharges.map((line): Row => ({
      label: line.name,
      value: perKg(line, line.basis === "gross" ? words.price.gross : words.price.chargeable),
    })),
    ...option.fees.map((line): Row => ({ label: line.name, value: money(line.amountMinor) })),
    ...(option.clearance ? [{ label: option.clearance.name, value: money(option.clearance.amountMinor) }] : []),
    ...(option.delivery ? [withMinimum(option.delivery)] : []),
    ...(option.batteryHandling
      ? [{
        label: option.batteryHandling.name,
        value: fill(words.price.batteryHandling, {
          fixed: money(Math.round(option.batteryHandling.perShipment! * 10 ** price.minorDigits)),
          rate: number(option.batteryHandling.perKg!, 3),
          weight: kg(option.batteryHandling.weightKg!),
          amount: money(option.batteryHandling.amountMinor),
        }),
      }]
      : []),
    ...(insurance
      ? [{
        label: insurance.name,
        value: insurance.minimumApplied
          ? fill(words.price.lineMinimum, { amount: money(insurance.amountMinor) })
          : fill(words.price.insurance, {
            percent: number(insurance.percent!, 3),
            insured: money(insurance.insuredMinor!),
            amount: money(insurance.amountMinor),
          }),
      }]
      : []),
    { label: fill(words.labels.total, { service }), value: money(option.totalMinor) },
    {
      label: words.labels.visitorSaw,
      value: fill(words.price.visitorSaw, { range: rangeOf(price.currency, option.low, option.high, team.code) }),
    },
  ];
}

/** The price panel: the zone, what it covers and the card, then each option line by line. */
function PriceBreakdown({ price, lead, team }: { price: Price; lead: LeadFacts; team: TeamSite }) {
  const { words } = team;
  const money = moneyOf(price, team);
  return (
    <PricePanel
      title={words.lead.priceTitle}
      intro={[
        fill(words.price.zone, {
          zone: price.zone.name,
          covers: coversText(lead, price, team),
          date: price.validUntil,
        }),
      ]}
      options={optionsOf(price).map((option) => ({
        name: fill(words.price.option, { service: words.services[option.service] }),
        headline: money(option.totalMinor),
        rows: optionRows(option, price, lead, team),
        notes: [fill(words.price.optionDays, { days: option.transitDays })],
      }))}
    />
  );
}

/** Where the lead came from, for the marketer reading the e-mail: the campaign, an ad's click, the referring site, the landing page. */
export function sourceRows(source: LeadSource | null, words: TeamWords): Row[] {
  const { labels, source: said, common } = words;
  if (source === null) return [{ label: labels.source, value: said.notRecorded }];
  const clicks = [source.gclid ? said.googleAds : "", source.fbclid ? said.metaAds : ""].filter(Boolean);
  const origin = source.utmSource
    ? [source.utmSource, source.utmMedium].filter(Boolean).join(" / ")
    : source.referrerHost
    ? fill(said.referredBy, { host: source.referrerHost })
    : said.direct;
  return [
    {
      label: labels.source,
      value: clicks.length > 0 ? `${origin} ${fill(said.clicks, { clicks: clicks.join(` ${said.and} `) })}` : origin,
    },
    { label: labels.campaign, value: source.utmCampaign ?? common.empty },
    { label: labels.referrer, value: source.referrerHost ?? said.none },
    { label: labels.landingPage, value: source.landingPath ?? common.empty },
  ];
}

/**
 * The team's e-mail of a lead, the same from every instance and every path
 * (the function sends it under one provider key); a marked possible repeat is
 * its own e-mail, saying so first.
 */
export function teamLeadEmail(
  written: LeadFacts,
  site: EmailSite,
  links: LeadLink,
  possibleRepeat = false,
): ComposedEmail {
  const lead = leadForTeam(written);
  const { team } = site;
  const { words } = team;
  const summary = summaryOf(lead, team);
  const subject = leadSubject(lead, team);
  const whatsapp = whatsappLink(lead.phone);
  const buttons: ButtonLink[] = [
    {
      label: fill(words.lead.replyButton, { name: lead.name }),
      href: mailtoLink(lead.email, `Re: ${subject}`),
      kind: "reply",
    },
    ...(whatsapp
      ? [{ label: fill(words.lead.whatsappButton, { name: lead.name }), href: whatsapp, kind: "whatsapp" as const }]
      : []),
  ];
  const { pricing } = lead;
  const { rows: cargo, note: packingNote } = cargoRows(lead, team, teamFormat(team));
  if (pricing?.kind === "noPrice") cargo.push({ label: words.labels.instantPrice, value: noPriceText(pricing, words) });
  const visitor: Row[] = [
    { label: words.labels.name, value: lead.name },
    { label: words.labels.email, value: <a href={mailtoLink(lead.email)}>{lead.email}</a> },
    { label: words.labels.phone, value: lead.phone ? <span dir="ltr">{lead.phone}</span> : words.common.empty },
    { label: words.labels.language, value: languageName(lead.language, team) },
    {
      label: words.labels.shippingDetails,
      value: lead.shippingDetails ? <Lines text={lead.shippingDetails} /> : words.common.empty,
    },
  ];
  const full = possibleRepeat ? fill(words.common.repeatSubject, { subject }) : subject;
  const element = (
    <EmailLayout
      frame={{
        lang: team.code,
        dir: team.dir,
        title: full,
        preview: fill(words.lead.preview, { summary, name: lead.name }),
        company: site.company,
      }}
      footer={<Paragraph muted>{fill(words.lead.footer, { reference: lead.reference })}</Paragraph>}
    >
      {possibleRepeat && <Warning>{words.common.repeatText}</Warning>}
      <Title>{words.lead.title}</Title>
      <Paragraph>{fill(words.lead.intro, { reference: lead.reference })}</Paragraph>
      <ReferencePanel label={words.lead.referenceLabel} reference={lead.reference} />
      {buttons.length > 0 && <Buttons buttons={buttons} />}
      <Subtitle>{words.lead.cargoTitle}</Subtitle>
      <Rows rows={cargo} />
      {packingNote && <Paragraph>{packingNote}</Paragraph>}
      {lead.cargoContents.length > 0 && (
        <Warning rows={goodsRows(lead, words, teamFormat(team).list)}>{words.lead.warning}</Warning>
      )}
      {pricing?.kind === "priced" && <PriceBreakdown price={pricing.price} lead={lead} team={team} />}
      <Subtitle>{words.lead.visitorTitle}</Subtitle>
      <Rows rows={visitor} />
      <Subtitle>{words.lead.messageTitle}</Subtitle>
      <Paragraph>
        <Lines text={lead.message} />
      </Paragraph>
      <Subtitle>{words.lead.sourceTitle}</Subtitle>
      <Rows rows={sourceRows(lead.source, words)} />
      <LeadLinkButtons links={links} words={words} />
    </EmailLayout>
  );
  return { subject: full, element };
}
