// What prices the job in the team's e-mail of a lead (teamEmail.tsx): the
// route, the cargo, contents, pickup, delivery and insurance as rows. A packing
// list shows each line with its number, pieces, one piece's sides, the line's gross weight, whether
// it can be stacked, and its volume weight as it was priced: a line that
// cannot be stacked at the card's nonStackableHeightCm when that is higher
// than the piece, said so. The card's height comes with the lead's stored
// price (never from the card deployed now), so every attempt of the e-mail is
// the same; without a price, or on a card with no such height, the lines are
// taken as they are and a sentence says to check the space above them. Then
// the lines' totals and the chargeable weight, as for the single size.
import {
  BILLING_STEP_KG,
  estimateChargeableWeight,
  heightsOf,
  heightTakenCm,
  type LineHeights,
  lineTotals,
  lineVolumeCm3,
  lineVolumeKg,
  VOLUMETRIC_DIVISOR,
  type WeightEstimate,
} from "../../chargeableWeight.ts";
import { type CargoLine, lineNumber } from "../../contactFields.ts";
import { declaresCargo } from "../../contactRequest.ts";
import type { Pricing } from "../../price/pricing.ts";
import { fillTemplate as fill } from "../../words/template.ts";
import type { Row } from "../parts.tsx";
import type { LeadFacts, TeamSite } from "../site.ts";

/** Numbers and lists as the team's language writes them (teamEmail.tsx, teamFormat). */
export type TeamFormat = {
  number: (value: number, digits?: number) => string;
  kg: (value: number) => string;
  list: (items: string[]) => string;
};

/** The lead's chargeable weight as it was priced (a line that cannot be stacked at its price's card's height). */
export const leadEstimate = (lead: LeadFacts): WeightEstimate | null =>
  estimateChargeableWeight(lead, heightsOf(lead.pricing));

/** The lines' volumes added up, cm³, as priced: what their volume weight is worked out from. */
export const linesVolumeCm3 = (lines: readonly CargoLine[], heights: LineHeights): number =>
  lines.reduce((sum, line) => sum + lineVolumeCm3(line, heights), 0);

/**
 * The packing list as rows, one a line counted from 1, and the sentence to
 * check the space above the lines that cannot be stacked when they were
 * taken at their own height (no card's height, or no price); null otherwise.
 */
function packingList(
  lines: readonly CargoLine[],
  pricing: Pricing | null,
  team: TeamSite,
  format: TeamFormat,
): { rows: Row[]; note: string | null } {
  const { labels, values } = team.words;
  const { number, kg } = format;
  const heights = heightsOf(pricing);
  const rows = lines.map((line, index): Row => {
    const taken = heightTakenCm(line, heights);
    const volumetric = kg(lineVolumeKg(line, heights));
    return {
      label: fill(labels.line, { number: number(lineNumber(line, index)) }),
      value: fill(values.line, {
        pieces: number(line.pieces),
        sides: [line.lengthCm, line.widthCm, line.heightCm].map((side) => number(side)).join(" x "),
        weight: kg(line.weightKg),
        stackable: line.stackable ? values.stackable : values.notStackable,
        volumetric: taken === line.heightCm
          ? volumetric
          : fill(values.takenAt, { weight: volumetric, height: number(taken) }),
      }),
    };
  });
  const ownHeight = lines.some((line) => !line.stackable) && typeof heights.nonStackableHeightCm !== "number";
  return {
    rows,
    note: ownHeight ? (pricing?.kind === "priced" ? values.ownHeight : values.ownHeightNoPrice) : null,
  };
}

/**
 * The rows that price the job: route, the packing list's lines and their
 * totals (or pieces, size, volume, weights), contents, pickup; and the
 * packing list's sentence on the lines that cannot be stacked, when it has one.
 */
export function cargoRows(
  lead: LeadFacts,
  team: TeamSite,
  format: TeamFormat,
): { rows: Row[]; note: string | null } {
  const { labels, values, contents: names } = team.words;
  const { number, kg, list } = format;
  const rows: Row[] = [{ label: labels.route, value: fill(values.route, { country: lead.shippingCountry }) }];
  if (!declaresCargo(lead)) {
    return { rows: [...rows, { label: labels.cargoDetails, value: values.notGiven }], note: null };
  }
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoVolumeM3, cargoWeightKg, cargoContents } = lead;
  const lines = lead.cargoLines;
  const packing = lines.length > 0 ? packingList(lines, lead.pricing, team, format) : { rows: [], note: null };
  const totals = lines.length > 0 ? lineTotals(lines) : { pieces: cargoPieces, weightKg: cargoWeightKg };
  rows.push(...packing.rows);
  if (totals.pieces !== null) rows.push({ label: labels.pieces, value: number(totals.pieces) });
  const sides = [cargoLengthCm, cargoWidthCm, cargoHeightCm];
  const sidesText = sides.map((value) => (value === null ? "?" : number(value))).join(" x ");
  if (sides.some((value) => value !== null)) {
    rows.push({ label: labels.size, value: fill(values.size, { sides: sidesText }) });
  }
  if (cargoVolumeM3 !== null) {
    rows.push({ label: labels.volume, value: fill(values.volume, { volume: number(cargoVolumeM3, 3) }) });
  }
  if (totals.weightKg !== null) rows.push({ label: labels.grossWeight, value: kg(totals.weightKg) });
  const estimate = leadEstimate(lead);
  if (estimate) {
    const formula = estimate.basis === "volume"
      ? `${number(cargoVolumeM3!, 3)} m3 x ${number(1_000_000)}`
      : estimate.basis === "lines"
      ? `${number(linesVolumeCm3(lines, heightsOf(lead.pricing)))} cm3`
      : `${number(cargoPieces!)} x ${sidesText} cm`;
    rows.push(
      {
        label: labels.volumetricWeight,
        value: fill(values.volumetric, {
          weight: kg(estimate.volumetricKg),
          formula,
          divisor: number(VOLUMETRIC_DIVISOR),
        }),
      },
      {
        label: labels.chargeableWeight,
        value: fill(values.chargeable, { weight: kg(estimate.chargeableKg), step: number(BILLING_STEP_KG) }),
      },
    );
  } else {
    rows.push({ label: labels.chargeableWeight, value: values.notComputed });
  }
  rows.push({
    label: labels.contents,
    value: cargoContents.length > 0 ? list(cargoContents.map((content) => names[content])) : values.noneDeclared,
  });
  if (lead.pickupCity) rows.push({ label: labels.pickupCity, value: lead.pickupCity });
  if (lead.deliverTo === "door") {
    rows.push({
      label: labels.deliverTo,
      value: lead.deliveryPostcode ? fill(values.door, { postcode: lead.deliveryPostcode }) : values.doorNoPostcode,
    });
  }
  if (lead.insure) {
    rows.push({ label: labels.insure, value: fill(values.insured, { value: number(lead.goodsValue ?? 0) }) });
  }
  return { rows, note: packing.note };
}
