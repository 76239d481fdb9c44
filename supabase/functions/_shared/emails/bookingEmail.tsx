/** @jsxImportSource react */
// The e-mail a shipper gets when the team books their shipment (marked
// booked in the team's console), in their language and direction, with the
// site's words (content/track.yaml, bookingEmail): the airline's name and the
// air waybill number set apart, and a button to the airline's own tracking
// page for that number (content/airlines.yaml). Like the confirmation it
// carries nothing the visitor wrote, and ends with the company's contacts.
// The function sends it; the CMS previews it with these components.
import { type Airline, formatAirWaybill, trackingAddress } from "../airWaybill.ts";
import type { BookingWords } from "../replies/formReplies.ts";
import { fillTemplate as fill } from "../words/template.ts";
import { EmailLayout, Ltr, Paragraph, ReferencePanel, Rows, Title } from "./parts.tsx";
import { Buttons, CompanyContacts } from "./contacts.tsx";
import { companyContacts, type EmailSite } from "./site.ts";
import type { ComposedEmail } from "./team/teamEmail.tsx";

/** What the e-mail says: the lead's reference, the airline and the number it is booked under (11 digits). */
export type BookingFacts = { reference: string; airline: Airline; awb: string };

/** Whether the airline's page takes the number in its address; if not, the shipper types it there. */
const takesNumber = (airline: Airline) => /\{(awb|prefix|serial)\}/.test(airline.trackingUrl);

/** The booking e-mail in `words`' language; `site` gives the company and its contacts. */
export function bookingEmail(
  words: BookingWords,
  site: Pick<EmailSite, "company" | "contact">,
  facts: BookingFacts,
): ComposedEmail {
  const { booking, thankYou } = words;
  const dir = words.direction === "rtl" ? "rtl" : "ltr";
  const number = formatAirWaybill(facts.awb);
  const values = { reference: facts.reference, airline: facts.airline.name, awb: number };
  const subject = fill(booking.subject, values);
  const { contact } = site;
  const element = (
    <EmailLayout
      frame={{ lang: words.code, dir, title: subject, preview: fill(booking.text, values), company: site.company }}
    >
      <Title>{subject}</Title>
      <Paragraph>{fill(booking.text, values)}</Paragraph>
      <ReferencePanel label={booking.awbLabel} reference={number} />
      <Rows
        rows={[
          { label: booking.airlineLabel, value: facts.airline.name },
          { label: thankYou.referenceLabel, value: <Ltr>{facts.reference}</Ltr> },
        ]}
      />
      <Buttons
        buttons={[{
          label: fill(booking.button, values),
          href: trackingAddress(facts.airline, facts.awb),
          kind: "link",
        }]}
      />
      {!takesNumber(facts.airline) && <Paragraph>{fill(booking.typeNumber, values)}</Paragraph>}
      <CompanyContacts {...companyContacts(contact, thankYou)} />
    </EmailLayout>
  );
  return { subject, element };
}
