// The e-mail a visitor gets after sending the form, in their language, with
// the site's words (content/form-replies.yaml, read from /form-replies.json):
// their reference, the indicative price with its options (or why there is
// none; with several options, that the visitor chooses one by replying), what they
// declared about the cargo (numbers and ticked contents only), the documents
// dangerous goods need, and how to reach the team. It carries nothing the visitor wrote, not even their name: the address
// was typed by the visitor, and a form that mails strangers must not become a
// relay for anyone's words. The function sends it; the CMS previews it with
// this code.
import { estimateChargeableWeight, VOLUMETRIC_DIVISOR } from "./chargeableWeight.ts";
import { CONTACT_FIELD_SPECS, type ContactRequest, NUMBER_FIELDS, type NumberFieldSpec } from "./contactFields.ts";
import { formatNumber } from "./fieldWords.ts";
import type { FormReplies, LanguageReplies } from "./formReplies.ts";
import { escapeHtml } from "./html.ts";
import { fillTemplate } from "./template.ts";
import { type AnsweredPrice, describePrice } from "./visitorPrice.ts";

/** What the e-mail may say about a request: its reference, its price, and the numbers and contents declared. */
export type ConfirmationFacts = {
  reference: string;
  cargo: Pick<ContactRequest, (typeof NUMBER_FIELDS)[number] | "cargoContents" | "pickupCity" | "deliverTo" | "insure">;
  /** The price the visitor was shown, or why there was none; absent for a request stored before prices. */
  price?: AnsweredPrice | null;
};

export type ConfirmationWords =
  & Pick<LanguageReplies, "labels" | "contents" | "estimate" | "confirmation" | "direction" | "price" | "noPrice">
  & {
    code: string;
  };

export type ComposedConfirmation = { subject: string; text: string; html: string };

/** A paragraph, or a titled list, of the e-mail; the same blocks make its text and its HTML. */
type Block = { paragraph: string } | { title: string; intro?: string; items: string[] };

/** The e-mail's blocks, plain text; `contact` is null when the site's contacts could not be read. */
function blocks(words: ConfirmationWords, contact: FormReplies["contact"] | null, facts: ConfirmationFacts): Block[] {
  const { confirmation, labels } = words;
  const number = (value: number, digits = 1) => formatNumber(value, words.code, { maximumFractionDigits: digits });
  const result: Block[] = confirmation.text.split(/\n\s*\n/).map((paragraph) => ({ paragraph: paragraph.trim() }));
  result.push({ paragraph: fillTemplate(confirmation.reference, { reference: facts.reference }) });
  if (facts.price && "price" in facts.price) {
    const asked = {
      pickupCity: facts.cargo.pickupCity || null,
      door: facts.cargo.deliverTo === "door",
      insure: facts.cargo.insure,
    };
    const shown = describePrice(facts.price.price, words.price, words.code, asked);
    result.push(
      { title: shown.title, items: shown.details },
      {
        title: shown.options.length > 1 ? words.price.optionsTitle : shown.options[0].name,
        items: shown.options.map((option) =>
          shown.options.length > 1
            ? `${option.name}: ${option.range}, ${option.transit}`
            : `${option.range}, ${option.transit}`
        ),
      },
      ...(shown.options.length > 1 ? [{ paragraph: words.price.byReply }] : []),
      { paragraph: shown.included },
      { paragraph: shown.excluded },
      { paragraph: shown.confirm },
    );
  } else if (facts.price) {
    result.push({ paragraph: words.noPrice[facts.price.noPrice] });
  }

  const { cargo } = facts;
  const details = NUMBER_FIELDS.filter((field) => cargo[field] !== null).map((field) =>
    `${labels[field]}: ${number(cargo[field]!, (CONTACT_FIELD_SPECS[field] as NumberFieldSpec).unit === "m3" ? 3 : 2)}`
  );
  if (cargo.cargoContents.length > 0) {
    const names = cargo.cargoContents.map((content) => words.contents[content]);
    details.push(`${confirmation.contentsLabel}: ${names.join(", ")}`);
  }
  const estimate = estimateChargeableWeight(cargo);
  if (estimate) {
    details.push(
      fillTemplate(words.estimate.estimate, { chargeable: number(estimate.chargeableKg) }),
      fillTemplate(words.estimate.estimateDetails, {
        volumetric: number(estimate.volumetricKg),
        gross: number(estimate.grossKg, 2),
        divisor: formatNumber(VOLUMETRIC_DIVISOR, words.code),
      }),
      words.estimate.estimateNote,
    );
  }
  if (details.length > 0) result.push({ title: confirmation.detailsTitle, items: details });
  if (cargo.cargoContents.length > 0) {
    result.push({
      title: confirmation.documentsTitle,
      intro: confirmation.documentsText,
      items: cargo.cargoContents.map((content) => confirmation.documents[content]),
    });
  }
  if (contact) result.push({ paragraph: fillTemplate(confirmation.contact, contact) });
  result.push({ paragraph: confirmation.closing });
  return result;
}

const asText = (block: Block): string =>
  "paragraph" in block
    ? block.paragraph
    : [block.title, ...(block.intro ? [block.intro] : []), ...block.items.map((item) => `- ${item}`)].join("\n");

const asHtml = (block: Block): string =>
  "paragraph" in block ? `<p>${escapeHtml(block.paragraph)}</p>` : [
    `<h2 style="font-size:16px">${escapeHtml(block.title)}</h2>`,
    ...(block.intro ? [`<p>${escapeHtml(block.intro)}</p>`] : []),
    `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
  ].join("\n");

/** The confirmation in `words`' language: subject (one line, not yet header-safe), text and HTML. */
export function composeConfirmation(
  words: ConfirmationWords,
  contact: FormReplies["contact"] | null,
  facts: ConfirmationFacts,
): ComposedConfirmation {
  const subject = fillTemplate(words.confirmation.subject, { reference: facts.reference });
  const parts = blocks(words, contact, facts);
  const direction = words.direction === "rtl" ? "rtl" : "ltr";
  const html = `<!doctype html>
<html lang="${escapeHtml(words.code)}" dir="${direction}"><head><meta charset="utf-8"><title>${
    escapeHtml(subject)
  }</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c">
${parts.map(asHtml).join("\n")}
</body></html>
`;
  return { subject, text: parts.map(asText).join("\n\n"), html };
}
