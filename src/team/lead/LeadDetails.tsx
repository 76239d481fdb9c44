// A lead's page's details: where it stands, what the visitor sent, its price,
// the booking request and the milestones, the offers sent and its history.
import { fillTemplate } from "../../content/fillTemplate";
import { formatAirWaybill } from "../../../supabase/functions/_shared/airWaybill.ts";
import type { BookingParty, Lead, LeadBooking, Milestone, RecordedMilestone } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "../content";
import { formatMoney, formatNumber, inHongKong, wordOf } from "../format";
import { serviceName } from "../LeadsTable";
import { detailsStyles, listStyles } from "../styles";
import { PriceDetails } from "./PriceDetails";
import { RequestDetails } from "./RequestDetails";
import { Row, Rows, shown } from "./Rows";
import { SentOffers } from "./SentOffers";
import { contentOf } from "../../../supabase/functions/_shared/price/specialGoods.ts";
import { goodsClassText, goodsDocuments } from "../../../supabase/functions/_shared/price/goodsWords.ts";

/** A milestone's name in the content's words (in-hong-kong is inHongKong there). */
export const milestoneName = (content: TeamConsoleContent, milestone: Milestone | string): string =>
  wordOf(
    content.milestones,
    milestone.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
  );

/**
 * A lead: where it stands, what the visitor sent, the price line by line (or
 * why there is none), the choice, the booking request, the milestones, the
 * offers sent and its history.
 */
export function LeadDetails({ content, lead, focusOffer }: { content: TeamConsoleContent; lead: Lead; focusOffer?: number | null }) {
  const words = content.lead;
  const status = (code: string | null) => (code ? wordOf(content.statuses, code) : content.leads.none);
  const lostReason = lead.lostReason ? wordOf(content.lostReasons, lead.lostReason) : null;
  const rows: [string, string | null][] = [
    [words.status, status(lead.status)],
    [words.received, inHongKong(lead.createdAt)],
    [words.visitorLanguage, lead.language],
    [words.awb, lead.awb && formatAirWaybill(lead.awb)],
    [words.lostReason, lostReason],
  ];
  return (
    <>
      <Rows rows={rows} />
      <RequestDetails content={content} lead={lead} />
      <PriceDetails content={content} lead={lead} />
      <dl css={detailsStyles}>
        <Row label={words.chosen} value={serviceName(content, lead.chosen)} />
      </dl>
      <DeclaredGoods content={content} lead={lead} />
      {lead.booking && <BookingRequest content={content} booking={lead.booking} />}
      {lead.status === "booked" && <Milestones content={content} milestones={lead.milestones} />}
      <SentOffers content={content} offers={lead.offers} focusOffer={focusOffer ?? null} />
      <h3>{words.historyTitle}</h3>
      {lead.history.length === 0 ? (
        <p>{words.noHistory}</p>
      ) : (
        <ol css={listStyles}>
          {lead.history.map((entry, index) => (
            <li key={`${index}-${entry.at}`}>
              {entry.offer !== null
                ? fillTemplate(content.offers.historyEntry, { member: entry.member, at: inHongKong(entry.at), number: String(entry.offer) })
                : fillTemplate(words.historyEntry, {
                    member: entry.member,
                    at: inHongKong(entry.at),
                    from: status(entry.from),
                    to: status(entry.to),
                  })}
              {entry.awb ? ` (${words.awb}: ${formatAirWaybill(entry.awb)})` : ""}
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

/** The price a booking request was sent at: the offer and its option's amount, or the instant estimate. */
const bookedPrice = (content: TeamConsoleContent, booking: LeadBooking): string =>
  booking.offer
    ? fillTemplate(content.offers.bookedOffer, {
        number: String(booking.offer.number),
        amount: formatMoney(booking.offer.amount, booking.offer.currency),
      })
    : content.offers.atEstimate;

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
          [content.offers.bookedAt, bookedPrice(content, booking)],
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
