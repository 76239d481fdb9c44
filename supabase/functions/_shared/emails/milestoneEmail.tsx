/** @jsxImportSource react */
// The e-mail a shipper gets at each milestone of their booked shipment
// (recorded by the team in its console), in their language and direction,
// in the thread of their confirmation, with the site's words
// (content/booking.yaml, milestoneEmail; content/track.yaml, bookingEmail,
// for the airline's button): what happened and when (Hong Kong time), the
// flight for a departure, the air waybill, a button to the airline's own
// tracking page and one to the shipper's quote page. Like the confirmation it
// carries nothing the shipper wrote. The function sends it; the CMS previews it.
import { type Airline, formatAirWaybill, trackingAddress } from "../airWaybill.ts";
import type { Milestone } from "../quotePage.ts";
import type { LanguageReplies } from "../replies/formReplies.ts";
import { fillTemplate as fill } from "../words/template.ts";
import { EmailLayout, Ltr, Paragraph, type Row, Rows, Title } from "./parts.tsx";
import { type ButtonLink, Buttons, CompanyContacts } from "./contacts.tsx";
import { companyContacts, type EmailSite } from "./site.ts";
import type { ComposedEmail } from "./team/teamEmail.tsx";

/** The words it uses, in the shipper's language, and its code. */
export type MilestoneWords = Pick<LanguageReplies, "milestone" | "booking" | "direction" | "thankYou"> & {
  code: string;
};

/** What it says: the lead, the milestone and its moment, and what the shipper may follow it with. */
export type MilestoneFacts = {
  reference: string;
  milestone: Milestone;
  at: Date;
  /** The flight of a departure (as the team typed it); null otherwise. */
  flight: string | null;
  /** Delivered to the door, or ready for collection at the airport. */
  deliverTo: "airport" | "door";
  /** The air waybill and its airline, when the lead's airline is known. */
  tracking: { airline: Airline; awb: string } | null;
  /** The shipper's quote page, or null without the site's address. */
  quotePage: string | null;
};

/** The milestone's line, in the words' language. */
export function milestoneLine(
  words: MilestoneWords["milestone"],
  facts: Pick<MilestoneFacts, "milestone" | "flight" | "deliverTo">,
): string {
  switch (facts.milestone) {
    case "collected":
      return words.collected;
    case "in-hong-kong":
      return words.inHongKong;
    case "departed":
      return fill(words.departed, { flight: facts.flight ?? "" });
    case "arrived":
      return words.arrived;
    case "delivered":
      return facts.deliverTo === "door" ? words.deliveredDoor : words.deliveredAirport;
  }
}

/** A moment in Hong Kong time, as the language writes it. */
function hongKongTime(at: Date, code: string): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Hong_Kong",
  };
  try {
    return new Intl.DateTimeFormat(code, options).format(at);
  } catch {
    return new Intl.DateTimeFormat("en", options).format(at);
  }
}

/** The milestone e-mail in `words`' language; `site` gives the company and its contacts. */
export function milestoneEmail(
  words: MilestoneWords,
  site: Pick<EmailSite, "company" | "contact">,
  facts: MilestoneFacts,
): ComposedEmail {
  const { milestone, booking, thankYou } = words;
  const dir = words.direction === "rtl" ? "rtl" : "ltr";
  const line = milestoneLine(milestone, facts);
  const intro = fill(milestone.text, { reference: facts.reference });
  const rows: Row[] = [
    { label: milestone.timeLabel, value: hongKongTime(facts.at, words.code) },
    { label: thankYou.referenceLabel, value: <Ltr>{facts.reference}</Ltr> },
  ];
  const buttons: ButtonLink[] = [];
  if (facts.tracking) {
    const { airline, awb } = facts.tracking;
    rows.push({ label: booking.airlineLabel, value: airline.name });
    rows.push({ label: booking.awbLabel, value: <Ltr>{formatAirWaybill(awb)}</Ltr> });
    buttons.push({
      label: fill(booking.button, { airline: airline.name, awb: formatAirWaybill(awb), reference: facts.reference }),
      href: trackingAddress(airline, awb),
      kind: "link",
    });
  }
  if (facts.quotePage) buttons.push({ label: milestone.quoteButton, href: facts.quotePage, kind: "link" });
  const element = (
    <EmailLayout frame={{ lang: words.code, dir, title: line, preview: `${intro} ${line}`, company: site.company }}>
      <Paragraph>{intro}</Paragraph>
      <Title>{line}</Title>
      <Rows rows={rows} />
      {buttons.length > 0 && <Buttons buttons={buttons} />}
      <CompanyContacts {...companyContacts(site.contact, thankYou)} />
    </EmailLayout>
  );
  return { subject: line, element };
}
