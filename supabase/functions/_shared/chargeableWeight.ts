// Airfreight is billed on the chargeable weight: the greater of the gross
// weight and the volumetric weight (length x width x height in cm / 6,000 per
// piece, the IATA divisor; for pieces of different sizes, the total volume in
// m³ x 1,000,000 / 6,000), in steps of half a kilogram, a fraction rounded up.
// The form shows it as an estimate while the visitor types; the function
// computes it again from the stored numbers for the e-mails, never taking a
// client's figure.
//
// A packing list of lines adds up each line's volume weight (its pieces x
// L x W x H / the divisor) against the lines' gross weights added up. A line
// that cannot be stacked takes the space above it too: the function prices
// it at the card's nonStackableHeightCm when that is higher than the piece;
// the form's estimate does not know the card, so it takes every line as it is.
import type { CargoLine, ContactRequest } from "./contactFields.ts";
import type { Pricing } from "./price/pricing.ts";

/** Cubic centimetres per kilogram: IATA's divisor for general airfreight (express couriers use 5,000). */
export const VOLUMETRIC_DIVISOR = 6000;

/** Airfreight is billed in steps of this many kilograms. */
export const BILLING_STEP_KG = 0.5;

export type WeightEstimate = {
  /** What the volume came from: one piece's sides times the pieces, the lines of a packing list, or the total volume. */
  basis: "size" | "lines" | "volume";
  grossKg: number;
  /** All pieces' volume over the divisor, unrounded. */
  volumetricKg: number;
  /** The greater of the two, rounded up to the next billing step. */
  chargeableKg: number;
};

type CargoNumbers =
  & Pick<
    ContactRequest,
    "cargoPieces" | "cargoLengthCm" | "cargoWidthCm" | "cargoHeightCm" | "cargoVolumeM3" | "cargoWeightKg"
  >
  & { cargoLines?: CargoLine[] };

/** How lines are taken: a non-stackable line's pieces at least this high (the card's; null or absent: as they are). */
export type LineHeights = { nonStackableHeightCm?: number | null };

/** How the lead's lines were priced: at the height its price's card gives pieces that cannot be stacked; as they are without a price. */
export const heightsOf = (pricing: Pricing | null): LineHeights =>
  pricing?.kind === "priced" ? { nonStackableHeightCm: pricing.price.nonStackableHeightCm ?? null } : {};

/** The height a line's pieces take in the aircraft: their own, or the card's for pieces that cannot be stacked. */
export function heightTakenCm(line: CargoLine, heights: LineHeights = {}): number {
  const card = heights.nonStackableHeightCm;
  return !line.stackable && typeof card === "number" && card > line.heightCm ? card : line.heightCm;
}

/** A line's volume, cm³: pieces x L x W x the height taken. */
export const lineVolumeCm3 = (line: CargoLine, heights: LineHeights = {}): number =>
  line.pieces * line.lengthCm * line.widthCm * heightTakenCm(line, heights);

/** A line's volume weight, kg, unrounded: its volume / the divisor. */
export const lineVolumeKg = (line: CargoLine, heights: LineHeights = {}): number =>
  lineVolumeCm3(line, heights) / VOLUMETRIC_DIVISOR;

/** Cubic centimetres in a cubic metre. */
const CM3_PER_M3 = 1_000_000;

/** Rounds up to the next `step`, ignoring the floating-point dust of a product (160.0000000001 is 160). */
export function roundUpTo(value: number, step: number): number {
  const steps = Math.round((value / step) * 1e6) / 1e6;
  return Math.ceil(steps) * step;
}

/**
 * The estimate, when the gross weight is known and either the total volume or
 * the pieces and the three sides of one; or from the lines given; else null.
 */
export function estimateChargeableWeight(cargo: CargoNumbers, heights: LineHeights = {}): WeightEstimate | null {
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoVolumeM3, cargoWeightKg } = cargo;
  const lines = cargo.cargoLines ?? [];
  if (lines.length > 0) {
    // The lines' volumes added in cm³, divided once.
    const volumetricKg = lines.reduce((sum, line) => sum + lineVolumeCm3(line, heights), 0) / VOLUMETRIC_DIVISOR;
    const grossKg = lineTotals(lines).weightKg;
    return {
      basis: "lines",
      grossKg,
      volumetricKg,
      chargeableKg: roundUpTo(Math.max(grossKg, volumetricKg), BILLING_STEP_KG),
    };
  }
  if (cargoWeightKg === null) return null;
  let estimate: Pick<WeightEstimate, "basis" | "volumetricKg">;
  if (cargoVolumeM3 !== null) {
    estimate = { basis: "volume", volumetricKg: (cargoVolumeM3 * CM3_PER_M3) / VOLUMETRIC_DIVISOR };
  } else if (cargoPieces !== null && cargoLengthCm !== null && cargoWidthCm !== null && cargoHeightCm !== null) {
    // One size: one stackable line.
    estimate = { basis: "size", volumetricKg: lineVolumeKg(linesOf({ ...cargo, cargoLines: [] })[0]) };
  } else {
    return null;
  }
  return {
    ...estimate,
    grossKg: cargoWeightKg,
    chargeableKg: roundUpTo(Math.max(cargoWeightKg, estimate.volumetricKg), BILLING_STEP_KG),
  };
}

/**
 * The shipment's lines: the lines given, or the single size of the older form
 * (pieces, three sides and the gross weight) as one stackable line; none when
 * the visitor gave a total volume or not enough to make a line.
 */
export function linesOf(
  request: Pick<
    ContactRequest,
    "cargoLines" | "cargoPieces" | "cargoLengthCm" | "cargoWidthCm" | "cargoHeightCm" | "cargoWeightKg"
  >,
): CargoLine[] {
  if (request.cargoLines.length > 0) return request.cargoLines;
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoWeightKg } = request;
  if (
    cargoPieces === null || cargoLengthCm === null || cargoWidthCm === null || cargoHeightCm === null ||
    cargoWeightKg === null
  ) return [];
  return [{
    pieces: cargoPieces,
    lengthCm: cargoLengthCm,
    widthCm: cargoWidthCm,
    heightCm: cargoHeightCm,
    weightKg: cargoWeightKg,
    stackable: true,
  }];
}

/** The lines' pieces and gross weight added up. */
export function lineTotals(lines: readonly CargoLine[]): { pieces: number; weightKg: number } {
  return {
    pieces: lines.reduce((sum, line) => sum + line.pieces, 0),
    // In grams, so 0.1 + 0.2 is 0.3.
    weightKg: lines.reduce((sum, line) => sum + Math.round(line.weightKg * 1000), 0) / 1000,
  };
}
