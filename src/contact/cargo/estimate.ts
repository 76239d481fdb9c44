// The live estimate of the chargeable weight, as the visitor types: from the
// lines, once every line with something in it has its five numbers within
// their bounds (the contract's rules; a weight per piece counted for the
// line); else from the totals, once the gross weight and either the total
// volume or the pieces and the three sides each read as a number within their
// bounds; else nothing. Nothing either where the contract refuses the mix: the
// lines beside the totals, the volume beside a side. A line that cannot be
// stacked is taken at the card's height for such pieces, as the function
// prices it (the page is built with that one figure of the card,
// src/content/rateCard.ts).
import { estimateChargeableWeight, type LineHeights, type WeightEstimate } from "../../../supabase/functions/_shared/chargeableWeight.ts";
import { LINE_NUMBER_SPECS } from "../../../supabase/functions/_shared/cargoLines.ts";
import {
  type CargoLine,
  type CargoLineInput,
  CONTACT_FIELD_SPECS,
  type ContactFormInput,
  type ContactRequest,
  LINE_NUMBER_FIELDS,
  type NumberField,
  type NumberFieldSpec,
  SIDE_FIELDS,
} from "../../../supabase/functions/_shared/contactFields.ts";
import { readNumber } from "../../../supabase/functions/_shared/numbers.ts";

const ESTIMATE_FIELDS = [
  "cargoPieces",
  "cargoLengthCm",
  "cargoWidthCm",
  "cargoHeightCm",
  "cargoVolumeM3",
  "cargoWeightKg",
] as const satisfies readonly NumberField[];

/** A number when it is one the contract would accept, else null. */
function acceptedNumber(spec: NumberFieldSpec, text: string, language: string): number | null {
  const value = readNumber(text, language);
  if (value === null || value < spec.min || value > spec.max || (spec.whole && !Number.isInteger(value))) return null;
  return value;
}

const hasText = (text: string) => text.trim() !== "";

/** A line as the contract would take it (its weight the line's), null when one of its numbers is missing or refused. */
function acceptedLine(line: CargoLineInput, language: string): CargoLine | null {
  const numbers: Partial<Record<(typeof LINE_NUMBER_FIELDS)[number], number>> = {};
  for (const field of LINE_NUMBER_FIELDS) {
    const value = acceptedNumber(LINE_NUMBER_SPECS[field], line[field], language);
    if (value === null) return null;
    numbers[field] = value;
  }
  const { pieces = 0, lengthCm = 0, widthCm = 0, heightCm = 0, weightKg = 0 } = numbers;
  const lineKg = line.weightPer === "piece" ? Math.round(pieces * weightKg * 1000) / 1000 : weightKg;
  if (lineKg > LINE_NUMBER_SPECS.weightKg.max) return null;
  return { pieces, lengthCm, widthCm, heightCm, weightKg: lineKg, stackable: line.stackable };
}

export function liveEstimate(
  values: Pick<ContactFormInput, NumberField | "cargoLines">,
  language: string,
  heights: LineHeights = {},
): WeightEstimate | null {
  const typed = values.cargoLines.filter((line) => LINE_NUMBER_FIELDS.some((field) => hasText(line[field])));
  const totalsGiven = ESTIMATE_FIELDS.some((field) => hasText(values[field]));
  if (typed.length > 0) {
    if (totalsGiven) return null;
    const lines = typed.map((line) => acceptedLine(line, language));
    if (lines.some((line) => line === null)) return null;
    const none = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, null])) as Pick<
      ContactRequest,
      (typeof ESTIMATE_FIELDS)[number]
    >;
    return estimateChargeableWeight({ ...none, cargoLines: lines as CargoLine[] }, heights);
  }
  const numbers = Object.fromEntries(
    ESTIMATE_FIELDS.map((field) => [field, acceptedNumber(CONTACT_FIELD_SPECS[field], values[field], language)]),
  ) as Pick<ContactRequest, (typeof ESTIMATE_FIELDS)[number]>;
  const sideGiven = SIDE_FIELDS.some((field) => hasText(values[field]));
  if (numbers.cargoVolumeM3 !== null && sideGiven) return null;
  return estimateChargeableWeight(numbers);
}
