// The confirmation of a request described line by line says its lines in one
// sentence among the shipment's details ("3 lines, 14 pieces, 4.66 m³, 640
// kg"), in the visitor's language and its plural forms, where a request of
// one size has that size's rows. The words are content's (English and the
// Arabic of content/contact.yaml, whose counts have six plural forms).
import { ok } from "node:assert/strict";
import { type CargoLine, EMPTY_CONTACT_REQUEST } from "../../../_shared/contactFields.ts";
import type { FormReplies } from "../../../_shared/replies/formReplies.ts";
import { formatNumber } from "../../../_shared/words/fieldWords.ts";
import { fillTemplate } from "../../../_shared/words/template.ts";
import { shipmentSummary } from "../../../_shared/words/shipmentSummary.ts";
import { type TeamEmailRequest, visitorConfirmation } from "../../../send-contact-email/quote/quoteEmails.ts";
import { textOf } from "../../support/emails.ts";
import { contentWords, fixtureReplies } from "../../support/replies.ts";
import { FIXTURE_CARD } from "../../support/fixtureCard.ts";
import { countryNamed } from "../../support/harness.ts";
import { priceRequest } from "../../../_shared/price/leadPrice.ts";

const SITE = "https://www.forwarder.example";
const ADDRESSES = { teamAddress: "team@forwarder.test", fromAddress: "Quotes <quotes@forwarder.test>" };
/** The fixture's company and contacts, content's words in English and in Arabic. */
const REPLIES: FormReplies = {
  ...fixtureReplies,
  languages: { en: contentWords.languages.en, ar: contentWords.languages.ar },
};
const CONTEXT = { replies: REPLIES, origin: SITE };

/** Three lines: 14 pieces, 4.656 m³, 640 kg. */
const LINES: CargoLine[] = [
  { pieces: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 300, stackable: true },
  { pieces: 6, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 120, stackable: false },
  { pieces: 4, lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 220, stackable: true },
];

const lead = (language: string, cargoLines: CargoLine[]): TeamEmailRequest => ({
  ...EMPTY_CONTACT_REQUEST,
  name: "Mei Chan",
  email: "mei@shop.example",
  shippingCountry: "Germany",
  cargoLines,
  reference: "K7QM-4TXH",
  language,
  pricing: null,
  source: null,
});

for (const code of ["en", "ar"] as const) {
  Deno.test(`the confirmation in ${code} says the three lines in one sentence, not the single size's rows`, async () => {
    const words = REPLIES.languages[code];
    const { html } = await visitorConfirmation(lead(code, LINES), ADDRESSES, false, CONTEXT);
    const text = textOf(html);
    const summary = shipmentSummary(LINES, words.summary, code)!;
    ok(text.includes(words.labels.cargoLines), "the lines' label heads the row");
    ok(text.includes(summary), `the sentence: ${summary}`);
    for (const field of ["cargoPieces", "cargoLengthCm", "cargoWeightKg"] as const) {
      ok(!text.includes(words.labels[field]), `no row of the single size: ${field}`);
    }
  });
}

Deno.test("the Arabic confirmation counts in Arabic's plural forms: 3 lines are few, 14 pieces many", async () => {
  const { summary } = REPLIES.languages.ar;
  const { html } = await visitorConfirmation(lead("ar", LINES), ADDRESSES, false, CONTEXT);
  const text = textOf(html);
  ok(text.includes(fillTemplate(summary.summaryLines.few!, { count: formatNumber(3, "ar") })));
  ok(text.includes(fillTemplate(summary.summaryPieces.many!, { count: formatNumber(14, "ar") })));
});

Deno.test("a confirmation without lines has no sentence of lines", async () => {
  const words = REPLIES.languages.en;
  const { html } = await visitorConfirmation(
    { ...lead("en", []), cargoPieces: 4, cargoLengthCm: 120, cargoWidthCm: 80, cargoHeightCm: 100, cargoWeightKg: 300 },
    ADDRESSES,
    false,
    CONTEXT,
  );
  const text = textOf(html);
  ok(text.includes(words.labels.cargoPieces), "the single size's rows");
  ok(!text.includes(words.labels.cargoLines));
});

Deno.test("the confirmation's estimate takes a line that cannot be stacked at the height it was priced at", async () => {
  // Two pallets and twelve cartons on the fixture card with a height of 160 cm for pieces that cannot be stacked: the pallets
  // 2 x 120 x 80 x 160 = 3,072,000 cm³ and the cartons 12 x 60 x 40 x 40 = 1,152,000 cm³, 4,224,000 / 6,000 = 704 kg
  // (672 kg with the pallets at their own 150 cm, which the e-mail must not say).
  const lines: CargoLine[] = [
    { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false },
    { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true },
  ];
  const card = { ...FIXTURE_CARD, card: { ...FIXTURE_CARD.card!, nonStackableHeightCm: 160 } };
  const request = { ...lead("en", lines), shippingCountry: countryNamed(FIXTURE_CARD, "US") };
  const pricing = priceRequest(request, card, new Date("2026-06-01T00:00:00Z"));
  ok(pricing.kind === "priced", pricing.kind);
  const { html } = await visitorConfirmation({ ...request, pricing }, ADDRESSES, false, CONTEXT);
  const text = textOf(html);
  const words = REPLIES.languages.en;
  ok(text.includes(fillTemplate(words.estimate.estimate, { chargeable: formatNumber(704, "en") })), text);
});
