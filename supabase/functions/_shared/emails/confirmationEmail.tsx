/** @jsxImportSource react */
// The e-mail a visitor gets after sending the form, in their language, right
// to left where it reads so, with the site's words (content/form-replies.yaml,
// confirmation; content/thank-you.yaml, the reference's and the contacts'
// labels and the price's words): their reference set apart, the indicative
// price as a panel (or why there is none), what they declared about the cargo
// (numbers and ticked contents only, lines as one sentence, "3 lines, 14
// pieces, 1.82 m³, 640 kg"; a pickup city only as the rate card names it), the
// documents dangerous goods need (for a price made with special goods, what it
// includes and what the supplier must provide and respect),
// buttons to message or write to the team, and the company's contacts. It
// carries nothing the visitor wrote, not even their name: the address was
// typed by the visitor, and a form that mails strangers must not become a
// relay for anyone's words. The function sends it; the CMS previews it.
import { estimateChargeableWeight, heightsOf, VOLUMETRIC_DIVISOR } from "../chargeableWeight.ts";
import { CONTACT_FIELD_SPECS, type ContactRequest, NUMBER_FIELDS, type NumberFieldSpec } from "../contactFields.ts";
import { formatNumber } from "../words/fieldWords.ts";
import type { LanguageReplies } from "../replies/formReplies.ts";
import { fillTemplate as fill } from "../words/template.ts";
import {
  type AnsweredPrice,
  type Asked,
  describePrice,
  noPriceSentence,
  type PickupAsked,
} from "../price/visitorPrice.ts";
import { shipmentSummary } from "../words/shipmentSummary.ts";
import { describeSpecialGoods, type ShownSpecialGoods } from "../price/goodsWords.ts";
import {
  EmailLayout,
  Paragraph,
  Paragraphs,
  PricePanel,
  ReferencePanel,
  type Row,
  Rows,
  Subtitle,
  Title,
} from "./parts.tsx";
import { type ButtonLink, Buttons, CompanyContacts } from "./contacts.tsx";
import { companyContacts, type EmailSite, formatList, mailtoLink, whatsappLink } from "./site.ts";
import type { ComposedEmail } from "./team/teamEmail.tsx";
import type { Pricing } from "../price/pricing.ts";

/** What the e-mail may say about a request: its reference, its price, and the numbers and contents declared. */
export type ConfirmationFacts = {
  reference: string;
  cargo:
    & Pick<ContactRequest, (typeof NUMBER_FIELDS)[number] | "cargoLines" | "cargoContents" | "deliverTo" | "insure">
    // How it was priced: the estimate takes a line that cannot be stacked at the card's height, as the price did.
    & { pricing?: Pricing | null };
  /** The price the visitor was shown, or why there was none; absent for a request stored before prices. */
  price?: AnsweredPrice | null;
  /** The pickup city asked for, as the e-mail may name it (pickupAsked); null: none asked. */
  pickup: PickupAsked | null;
  /** The shipper's quote page (quotePage.ts, with the lead's key); null or absent: no link (no site address). */
  quotePage?: string | null;
};

/** The fields of the single size and the totals, which the summary of lines stands for. */
const SINGLE_SIZE = new Set<string>([
  "cargoPieces",
  "cargoLengthCm",
  "cargoWidthCm",
  "cargoHeightCm",
  "cargoVolumeM3",
  "cargoWeightKg",
]);

/** The visitor's language's words the e-mail uses, and its code. */
export type ConfirmationWords =
  & Pick<
    LanguageReplies,
    | "labels"
    | "contents"
    | "estimate"
    | "summary"
    | "confirmation"
    | "direction"
    | "price"
    | "noPrice"
    | "specialGoods"
    | "thankYou"
    | "quoteLink"
  >
  & { code: string };

/**
 * The rows of what the visitor declared: the lines in one sentence (instead of
 * the single size's rows, which a request with lines leaves empty), each other
 * number given, the contents ticked.
 */
function detailRows(words: ConfirmationWords, cargo: ConfirmationFacts["cargo"]): Row[] {
  const number = (value: number, digits: number) => formatNumber(value, words.code, { maximumFractionDigits: digits });
  const summary = shipmentSummary(cargo.cargoLines, words.summary, words.code);
  const rows: Row[] = summary === null ? [] : [{ label: words.labels.cargoLines, value: summary }];
  const shown = NUMBER_FIELDS.filter((field) => cargo[field] !== null && (summary === null || !SINGLE_SIZE.has(field)));
  rows.push(...shown.map((field) => ({
    label: words.labels[field],
    value: number(cargo[field]!, (CONTACT_FIELD_SPECS[field] as NumberFieldSpec).unit === "m3" ? 3 : 2),
  })));
  if (cargo.cargoContents.length > 0) {
    rows.push({
      label: words.confirmation.contentsLabel,
      value: formatList(words.code, cargo.cargoContents.map((content) => words.contents[content])),
    });
  }
  return rows;
}

/** The price panel of the confirmation: each option's range and transit, and what the price covers. */
function ConfirmationPrice(props: { words: ConfirmationWords; facts: ConfirmationFacts }) {
  const { words, facts } = props;
  const asked: Asked = {
    pickupCity: facts.pickup?.named ?? null,
    unnamedCity: facts.pickup !== null && facts.pickup.named === null,
    door: facts.cargo.deliverTo === "door",
    insure: facts.cargo.insure,
  };
  const shown = facts.price && "price" in facts.price
    ? describePrice(facts.price.price, words.price, words.code, asked)
    : null;
  if (!shown) return null;
  const several = shown.options.length > 1;
  const goods = pricedGoods(words, facts);
  return (
    <PricePanel
      title={shown.title}
      intro={shown.details}
      options={shown.options.map((option) => ({
        name: several ? option.name : undefined,
        headline: option.range,
        // Read low to high in every language: a right-to-left e-mail showed an Arabic range high end first.
        figures: true,
        rows: [],
        notes: [option.transit],
      }))}
      notes={[
        ...(several ? [words.price.byReply] : []),
        shown.included,
        ...(goods?.included ? [goods.included] : []),
        shown.excluded,
        shown.confirm,
      ]}
    />
  );
}

/** What the visitor declared (rows, or the lines in one sentence) and the chargeable weight it comes to. */
function CargoDetails(props: { words: ConfirmationWords; facts: ConfirmationFacts }) {
  const { words, facts } = props;
  const number = (value: number, digits = 1) => formatNumber(value, words.code, { maximumFractionDigits: digits });
  const details = detailRows(words, facts.cargo);
  const estimate = estimateChargeableWeight(facts.cargo, heightsOf(facts.cargo.pricing ?? null));
  if (details.length === 0 && !estimate) return null;
  return (
    <>
      <Subtitle>{words.confirmation.detailsTitle}</Subtitle>
      {details.length > 0 && <Rows rows={details} />}
      {estimate && (
        <>
          <Paragraph>{fill(words.estimate.estimate, { chargeable: number(estimate.chargeableKg) })}</Paragraph>
          <Paragraph muted>
            {fill(words.estimate.estimateDetails, {
              volumetric: number(estimate.volumetricKg),
              gross: number(estimate.grossKg, 2),
              divisor: formatNumber(VOLUMETRIC_DIVISOR, words.code),
            })}
          </Paragraph>
          <Paragraph muted>{words.estimate.estimateNote}</Paragraph>
        </>
      )}
    </>
  );
}

/** What the visitor is told of the special goods their price was made with; null without a price, or without them. */
const pricedGoods = (words: ConfirmationWords, facts: ConfirmationFacts): ShownSpecialGoods | null =>
  facts.price && "price" in facts.price
    ? describeSpecialGoods(facts.price.price.specialGoods, words.specialGoods)
    : null;

/** A list of sentences, its bullets on the side the e-mail reads from. */
function Items({ items, dir }: { items: readonly string[]; dir: string }) {
  return (
    <ul style={{ margin: "0 0 12px", padding: dir === "rtl" ? "0 20px 0 0" : "0 0 0 20px" }}>
      {items.map((item) => (
        <li key={item} style={{ fontSize: "16px", lineHeight: "24px", margin: "0 0 4px" }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * The documents the dangerous goods declared need, one item each; for a price
 * made with special goods, what the supplier must provide and respect instead;
 * nothing when none was declared.
 */
function DangerousGoodsDocuments(props: { words: ConfirmationWords; facts: ConfirmationFacts; dir: string }) {
  const { confirmation } = props.words;
  const contents = props.facts.cargo.cargoContents;
  if (contents.length === 0) return null;
  const goods = pricedGoods(props.words, props.facts);
  if (goods) {
    return (
      <>
        <Subtitle>{goods.title}</Subtitle>
        <Items items={goods.items} dir={props.dir} />
      </>
    );
  }
  return (
    <>
      <Subtitle>{confirmation.documentsTitle}</Subtitle>
      <Paragraph>{confirmation.documentsText}</Paragraph>
      <Items items={contents.map((content) => confirmation.documents[content])} dir={props.dir} />
    </>
  );
}

/** The confirmation in `words`' language; `site` gives the company and its contacts. */
export function confirmationEmail(
  words: ConfirmationWords,
  site: Pick<EmailSite, "company" | "contact">,
  facts: ConfirmationFacts,
): ComposedEmail {
  const { confirmation, thankYou } = words;
  const dir = words.direction === "rtl" ? "rtl" : "ltr";
  const subject = fill(confirmation.subject, { reference: facts.reference });
  const { contact } = site;
  const whatsapp = whatsappLink(contact.phone);
  const buttons: ButtonLink[] = [
    ...(whatsapp ? [{ label: confirmation.whatsappButton, href: whatsapp, kind: "whatsapp" as const }] : []),
    { label: confirmation.replyButton, href: mailtoLink(contact.email, subject), kind: "reply" },
  ];
  const element = (
    <EmailLayout
      frame={{
        lang: words.code,
        dir,
        title: subject,
        preview: fill(confirmation.preview, { reference: facts.reference }),
        company: site.company,
      }}
      footer={<Paragraph muted>{confirmation.closing}</Paragraph>}
    >
      <Title>{subject}</Title>
      <Paragraphs text={confirmation.text} />
      <ReferencePanel label={thankYou.referenceLabel} reference={facts.reference} note={thankYou.referenceNote} />
      <ConfirmationPrice words={words} facts={facts} />
      {facts.price && "noPrice" in facts.price && (
        <Paragraph>{noPriceSentence(words.noPrice, facts.price.noPrice, facts.price.line, words.code)}</Paragraph>
      )}
      {facts.quotePage && (
        <>
          <Paragraph>{words.quoteLink.text}</Paragraph>
          <Buttons buttons={[{ label: words.quoteLink.button, href: facts.quotePage, kind: "link" }]} />
        </>
      )}
      <CargoDetails words={words} facts={facts} />
      <DangerousGoodsDocuments words={words} facts={facts} dir={dir} />
      <Buttons buttons={buttons} />
      <CompanyContacts {...companyContacts(contact, thankYou)} />
    </EmailLayout>
  );
  return { subject, element };
}
