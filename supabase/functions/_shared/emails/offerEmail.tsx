/** @jsxImportSource react */
// The e-mail a shipper gets when the team sends them a firm offer from its
// console, in their language and direction, in the thread of their
// confirmation, with the site's words (content/booking.yaml, offerEmail; the
// indicative price's words of content/thank-you.yaml for what the amounts
// cover, the chargeable weight, the last day and what is not included):
// which quotation it is (and which it replaces), each option's exact amount
// in the language's format ("702,50 USD" in German) with its transit time and
// what it covers, the note the team wrote (text only), and a button to the
// shipper's quote page, where it is booked. The function sends it
// (send-contact-email/offers/offerMail.ts); the CMS previews it.
import type { OfferOption } from "../api/offers.ts";
import { formatDay, formatMoney, formatNumber } from "../words/fieldWords.ts";
import type { LanguageReplies } from "../replies/formReplies.ts";
import { fillTemplate as fill } from "../words/template.ts";
import { type ButtonLink, Buttons, CompanyContacts } from "./contacts.tsx";
import { EmailLayout, Lines, Paragraph, PricePanel, Subtitle, Title } from "./parts.tsx";
import { companyContacts, type EmailSite } from "./site.ts";
import type { ComposedEmail } from "./team/teamEmail.tsx";

/** The words it uses, in the shipper's language, and its code. */
export type OfferWords = Pick<LanguageReplies, "offerEmail" | "price" | "thankYou" | "direction"> & { code: string };

/** What it says: which offer of which lead, its options, its last day, the team's note, where to book it. */
export type OfferFacts = {
  reference: string;
  number: number;
  /** YYYY-MM-DD, Hong Kong: its last day. */
  validUntil: string;
  options: readonly OfferOption[];
  /** The team's note to the shipper, as it wrote it; null: none. */
  note: string | null;
  /** The chargeable weight it rests on; null when not known. */
  chargeableKg: number | null;
  /** The pickup city the shipper named, as the e-mail may name it; null: none. */
  pickupCity: string | null;
  /** The shipper's quote page, or null without the site's address. */
  quotePage: string | null;
};

/** What an option covers of what the shipper asked, in the price's words: where from, where to, insurance. */
function coverLines(option: OfferOption, facts: OfferFacts, words: OfferWords): string[] {
  const { price, offerEmail } = words;
  const from = !option.covers.pickup
    ? price.fromAirport
    : facts.pickupCity
    ? fill(price.fromCity, { city: facts.pickupCity })
    : offerEmail.pickupIncluded;
  const to = option.covers.door ? price.toDoor : price.toAirport;
  return [from, to, ...(option.covers.insurance ? [price.insured] : [])];
}

/** The firm offer's e-mail in `words`' language; `site` gives the company and its contacts. */
export function offerEmail(
  words: OfferWords,
  site: Pick<EmailSite, "company" | "contact">,
  facts: OfferFacts,
): ComposedEmail {
  const { offerEmail: said, price, thankYou, code } = words;
  const dir = words.direction === "rtl" ? "rtl" : "ltr";
  const title = fill(said.title, { reference: facts.reference, number: String(facts.number) });
  const intro = fill(said.text, { reference: facts.reference });
  const replaces = facts.number > 1
    ? [fill(said.replaces, { reference: facts.reference, previous: String(facts.number - 1) })]
    : [];
  const weight = facts.chargeableKg === null
    ? []
    : [fill(price.weight, { weight: formatNumber(facts.chargeableKg, code, { maximumFractionDigits: 1 }) })];
  const buttons: ButtonLink[] = facts.quotePage ? [{ label: said.button, href: facts.quotePage, kind: "link" }] : [];
  const element = (
    <EmailLayout frame={{ lang: code, dir, title, preview: intro, company: site.company }}>
      <Title>{title}</Title>
      <Paragraph>{intro}</Paragraph>
      {replaces.map((line) => <Paragraph key={line}>{line}</Paragraph>)}
      {/* Headed by its last day, the weight it rests on under it. */}
      <PricePanel
        title={fill(price.validUntil, { date: formatDay(facts.validUntil, code) })}
        intro={weight}
        options={facts.options.map((option) => ({
          name: price[option.service],
          // In the e-mail's direction: Intl writes the amount with its own marks in Arabic.
          headline: formatMoney(option.amount, option.currency, code),
          rows: [],
          notes: [fill(price.transit, { days: option.transitDays }), ...coverLines(option, facts, words)],
        }))}
        notes={[price.excluded]}
      />
      {facts.note !== null && (
        <>
          <Subtitle>{said.noteTitle}</Subtitle>
          <Paragraph>
            <Lines text={facts.note} />
          </Paragraph>
        </>
      )}
      {buttons.length > 0 && <Buttons buttons={buttons} />}
      <CompanyContacts {...companyContacts(site.contact, thankYou)} />
    </EmailLayout>
  );
  return { subject: title, element };
}
