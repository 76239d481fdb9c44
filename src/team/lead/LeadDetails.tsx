import { fillTemplate } from "../../content/fillTemplate";
import type { BookingParty, Lead, LeadBooking, Milestone, RecordedMilestone } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "../content";
import { formatNumber, inHongKong, wordOf } from "../format";
import { serviceName } from "../LeadsTable";
import { detailsStyles, listStyles } from "../styles";
import { contentOf } from "../../../supabase/functions/_shared/price/specialGoods.ts";
import { goodsClassText, goodsDocuments } from "../../../supabase/functions/_shared/price/goodsWords.ts";

/** What the visitor sent that the content names; any other field (the cargo details') is shown under its own name. */
const NAMED_FIELDS = ["name", "email", "phone", "shippingCountry", "shippingDetails", "message", "deliverTo", "insure"] as const;

type LeadWords = TeamConsoleContent["lead"];

/** A named field's value in the content's words: where to deliver and insurance are codes, the rest as sent. */
function namedValue(words: LeadWords, name: (typeof NAMED_FIELDS)[number], value: unknown): string | null {
  if (name === "deliverTo") return value === "door" ? words.deliverToDoor : value === "airport" ? words.deliverToAirport : shown(value);
  if (name === "insure") return value === true || value === "yes" ? words.yes : value === false || value === "no" ? words.no : shown(value);
  return shown(value);
}

/** A milestone's name in the content's words (in-hong-kong is inHongKong there). */
export const milestoneName = (content: TeamConsoleContent, milestone: Milestone | string): string =>
  wordOf(
    content.milestones,
    milestone.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
  );

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(String).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

const range = (low: number, high: number, currency: string) => `${formatNumber(low)}–${formatNumber(high)} ${currency}`;

/** A lead: where it stands, what the visitor sent, the price, the choice and its history. */
export function LeadDetails({ content, lead }: { content: TeamConsoleContent; lead: Lead }) {
  const words = content.lead;
  const status = (code: string | null) => (code ? wordOf(content.statuses, code) : content.leads.none);
  const lostReason = lead.lostReason ? wordOf(content.lostReasons, lead.lostReason) : null;
  const rows: [string, string | null][] = [
    [words.status, status(lead.status)],
    [words.received, inHongKong(lead.createdAt)],
    [words.visitorLanguage, lead.language],
    [words.awb, lead.awb],
    [words.lostReason, lostReason],
  ];
  const request: [string, string | null][] = [
    ...NAMED_FIELDS.map((name): [string, string | null] => [words[name], namedValue(words, name, lead.request[name])]),
    ...Object.entries(lead.request)
      .filter(([name]) => !(NAMED_FIELDS as readonly string[]).includes(name))
      .map(([name, value]): [string, string | null] => [name, shown(value)]),
  ];
  // The stored price: its options' ranges; a lead without one (or not priced) says so.
  const price = lead.price?.kind === "priced" ? lead.price.price : null;
  return (
    <>
      <Rows rows={rows} />
      <h3>{words.requestTitle}</h3>
      <Rows rows={request} />
      <h3>{words.priceTitle}</h3>
      {price ? (
        <ul css={listStyles}>
          {price.options.map((option) => (
            <li key={option.service}>
              {serviceName(content, option.service)}: {range(option.low, option.high, price.currency)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{words.noPrice}</p>
      )}
      <dl css={detailsStyles}>
        <Row label={words.chosen} value={serviceName(content, lead.chosen)} />
      </dl>
      <DeclaredGoods content={content} lead={lead} />
      {lead.booking && <BookingRequest content={content} booking={lead.booking} />}
      {lead.status === "booked" && <Milestones content={content} milestones={lead.milestones} />}
      <h3>{words.historyTitle}</h3>
      {lead.history.length === 0 ? (
        <p>{words.noHistory}</p>
      ) : (
        <ol css={listStyles}>
          {lead.history.map((entry, index) => (
            <li key={`${index}-${entry.at}`}>
              {fillTemplate(words.historyEntry, {
                member: entry.member,
                at: inHongKong(entry.at),
                from: status(entry.from),
                to: status(entry.to),
              })}
              {entry.awb ? ` (${words.awb}: ${entry.awb})` : ""}
              {entry.reason ? ` (${words.lostReason}: ${wordOf(content.lostReasons, entry.reason)})` : ""}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * The declared goods' classes as the lead was priced by them ("UN3481, PI 967,
 * Section II, at most 100 Wh ..."), by content, and the documents to collect;
 * nothing for a lead that declared none (or was priced before there were classes).
 */
function DeclaredGoods({ content, lead }: { content: TeamConsoleContent; lead: Lead }) {
  const classes = lead.price?.goods ?? [];
  if (classes.length === 0) return null;
  const { goods } = content;
  const documents = goodsDocuments(classes, goods);
  return (
    <>
      <h3>{goods.title}</h3>
      <Rows
        rows={[
          ...classes.map((goodsClass): [string, string] => [content.contents[contentOf(goodsClass)], goodsClassText(goodsClass, goods)]),
          [goods.documents, documents.length > 0 ? documents.join(", ") : null],
        ]}
      />
    </>
  );
}

/** The shipper's booking request: what to book, when the cargo is ready, whom to collect from and deliver to. */
function BookingRequest({ content, booking }: { content: TeamConsoleContent; booking: LeadBooking }) {
  const words = content.booking;
  const party = (who: BookingParty | undefined) => (who ? fillTemplate(words.party, who) : null);
  return (
    <>
      <h3>{words.title}</h3>
      <Rows
        rows={[
          [words.service, serviceName(content, booking.service)],
          [words.cargoReadyDate, booking.cargoReadyDate],
          [words.supplier, party(booking.supplier)],
          [words.consignee, party(booking.consignee)],
          [words.notes, shown(booking.notes)],
          [words.requestedAt, inHongKong(booking.requestedAt)],
          [words.changesLeft, formatNumber(booking.changesLeft)],
        ]}
      />
    </>
  );
}

/** The milestones recorded, in order, with their times and the flight. */
function Milestones({ content, milestones }: { content: TeamConsoleContent; milestones: readonly RecordedMilestone[] }) {
  const words = content.milestones;
  return (
    <>
      <h3>{words.title}</h3>
      {milestones.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ol css={listStyles}>
          {milestones.map((entry) => (
            <li key={entry.milestone}>
              {fillTemplate(words.entry, { milestone: milestoneName(content, entry.milestone), at: inHongKong(entry.at) })}
              {entry.flight ? ` (${fillTemplate(words.flight, { flight: entry.flight })})` : ""}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** Label and value rows, as a definition list; those without a value left out. */
function Rows({ rows }: { rows: readonly [string, string | null][] }) {
  return <dl css={detailsStyles}>{rows.map(([label, value]) => value !== null && <Row key={label} label={label} value={value} />)}</dl>;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
