// The packing list in the team's e-mail: each line with its number, pieces,
// one piece's sides, gross weight, stackable or not and its volume weight as
// priced (a line that cannot be stacked at the card's height, said so), then
// the totals and the chargeable weight; and the sentence to check the space
// above the lines that cannot be stacked when they were taken at their own
// height (a card without the height, or no price). Worked out by hand on the
// pricing tests' USD card (price/cards.ts).
import { deepStrictEqual, ok } from "node:assert/strict";
import { priceRequest } from "../../../_shared/price/leadPrice.ts";
import type { RateCard } from "../../../_shared/price/rateCardSchema.ts";
import type { CargoLine } from "../../../_shared/contactFields.ts";
import { renderEmail } from "../../../_shared/emails/render.ts";
import { emailSiteFrom } from "../../../_shared/emails/site.ts";
import { teamLeadEmail } from "../../../_shared/emails/team/teamEmail.tsx";
import { fillTemplate as fill } from "../../../_shared/words/template.ts";
import { NOW, USD_CARD } from "../../price/cards.ts";
import { validContactRequest } from "../../support/requests.ts";
import { fixtureReplies } from "../../support/replies.ts";

/** The USD card charging a piece that cannot be stacked at 160 cm. */
const CARD: RateCard = { ...USD_CARD, nonStackableHeightCm: 160 };
const { nonStackableHeightCm: _height, ...NO_HEIGHT } = CARD;

const PALLETS: CargoLine = { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false };
const CARTONS: CargoLine = { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true };
const BOXES: CargoLine = { pieces: 3, lengthCm: 50, widthCm: 50, heightCm: 50, weightKg: 30, stackable: false };

const { labels, values, lead: leadWords } = fixtureReplies.team.words;
const kg = (weight: string) => fill(values.weight, { weight });

/** The team's e-mail, as plain text, of the three lines priced on `card` (null: prices off). */
async function teamText(card: RateCard | null, lines = [PALLETS, CARTONS, BOXES]) {
  const request = validContactRequest({ shippingCountry: "United States", cargoLines: lines });
  const pricing = priceRequest(request, { card, countries: { "United States": "US" } }, NOW);
  const lead = { ...request, reference: "Q-LINES-1", language: "en", pricing, source: null };
  const { subject, element } = teamLeadEmail(lead, emailSiteFrom(fixtureReplies, null), null);
  return { pricing, subject, text: (await renderEmail(element)).text };
}

/** A line's row as the e-mail has it. */
const lineRow = (number: number, line: CargoLine, sides: string, weight: string, volumetric: string) =>
  `${fill(labels.line, { number })}: ${
    fill(values.line, {
      pieces: line.pieces,
      sides,
      weight: kg(weight),
      stackable: line.stackable ? values.stackable : values.notStackable,
      volumetric,
    })
  }`;

const totalRows = (pieces: string, gross: string, volumetric: string, formula: string, chargeable: string) => [
  `${labels.pieces}: ${pieces}`,
  `${labels.grossWeight}: ${kg(gross)}`,
  `${labels.volumetricWeight}: ${fill(values.volumetric, { weight: kg(volumetric), formula, divisor: "6,000" })}`,
  `${labels.chargeableWeight}: ${fill(values.chargeable, { weight: kg(chargeable), step: "0.5" })}`,
];

const includes = (text: string, lines: string[]) => {
  for (const line of lines) ok(text.includes(line), `${line}\n---\n${text}`);
};

Deno.test("three lines, each with its volume weight as priced: the non-stackable ones at the card's 160 cm", async () => {
  // By hand, the card taking a piece that cannot be stacked 160 cm high:
  // 1. 2 pallets 120 x 80 x 150, not stackable: 2 x 120 x 80 x 160 = 3,072,000 cm³ / 6,000 = 512 kg;
  // 2. 12 cartons 60 x 40 x 40, stackable: 12 x 60 x 40 x 40 = 1,152,000 cm³ / 6,000 = 192 kg;
  // 3. 3 boxes 50 x 50 x 50, not stackable: 3 x 50 x 50 x 160 = 1,200,000 cm³ / 6,000 = 200 kg.
  // 17 pieces, 200 + 180 + 30 = 410 kg gross; 5,424,000 cm³ / 6,000 = 904 kg volumetric, 904 kg chargeable.
  const { pricing, subject, text } = await teamText(CARD);
  deepStrictEqual(pricing.kind === "priced" && pricing.price.chargeableKg, 904);
  includes(text, [
    lineRow(1, PALLETS, "120 x 80 x 150", "200", fill(values.takenAt, { weight: kg("512"), height: "160" })),
    lineRow(2, CARTONS, "60 x 40 x 40", "180", kg("192")),
    lineRow(3, BOXES, "50 x 50 x 50", "30", fill(values.takenAt, { weight: kg("200"), height: "160" })),
    ...totalRows("17", "410", "904", "5,424,000 cm3", "904"),
  ]);
  ok(!text.includes(fill(labels.line, { number: 4 })), "three lines, no more");
  ok(subject.includes(fill(leadWords.summaryChargeable, { weight: kg("904") })), subject);
  ok(!text.includes(values.ownHeight) && !text.includes(values.ownHeightNoPrice), "the card's height applied");
});

Deno.test("a card without the height: the non-stackable lines at their own height, and the e-mail says so", async () => {
  // By hand, each line as it is: 2 x 120 x 80 x 150 = 2,880,000 cm³ / 6,000 = 480 kg; the cartons 192 kg;
  // 3 x 50 x 50 x 50 = 375,000 cm³ / 6,000 = 62.5 kg. 4,407,000 cm³ / 6,000 = 734.5 kg volumetric and chargeable.
  const { pricing, text } = await teamText(NO_HEIGHT);
  deepStrictEqual(pricing.kind === "priced" && pricing.price.chargeableKg, 734.5);
  includes(text, [
    lineRow(1, PALLETS, "120 x 80 x 150", "200", kg("480")),
    lineRow(2, CARTONS, "60 x 40 x 40", "180", kg("192")),
    lineRow(3, BOXES, "50 x 50 x 50", "30", kg("62.5")),
    ...totalRows("17", "410", "734.5", "4,407,000 cm3", "734.5"),
    values.ownHeight,
  ]);
  // Only stackable lines: nothing to check above them.
  const stackable = await teamText(NO_HEIGHT, [CARTONS]);
  ok(!stackable.text.includes(values.ownHeight), stackable.text);
});

Deno.test("no instant price: the non-stackable lines at their own height, said so without naming the card", async () => {
  const { pricing, text } = await teamText(null);
  deepStrictEqual(pricing.kind, "noPrice");
  includes(text, [
    lineRow(1, PALLETS, "120 x 80 x 150", "200", kg("480")),
    ...totalRows("17", "410", "734.5", "4,407,000 cm3", "734.5"),
    values.ownHeightNoPrice,
  ]);
  ok(!text.includes(values.ownHeight), text);
});
