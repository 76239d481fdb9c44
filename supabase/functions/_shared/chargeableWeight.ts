// Airfreight is billed on the chargeable weight: the greater of the gross
// weight and the volumetric weight (length x width x height in cm / 6,000 per
// piece, the IATA divisor; for pieces of different sizes, the total volume in
// m³ x 1,000,000 / 6,000), in steps of half a kilogram, a fraction rounded up.
// The form shows it as an estimate while the visitor types; the function
// computes it again from the stored numbers for the e-mails, never taking a
// client's figure.
import type { ContactRequest } from "./contactFields.ts";

/** Cubic centimetres per kilogram: IATA's divisor for general airfreight (express couriers use 5,000). */
export const VOLUMETRIC_DIVISOR = 6000;

/** Airfreight is billed in steps of this many kilograms. */
export const BILLING_STEP_KG = 0.5;

export type WeightEstimate = {
  /** What the volume came from: one piece's sides times the pieces, or the total volume given. */
  basis: "size" | "volume";
  grossKg: number;
  /** All pieces' volume over the divisor, unrounded. */
  volumetricKg: number;
  /** The greater of the two, rounded up to the next billing step. */
  chargeableKg: number;
};

type CargoNumbers = Pick<
  ContactRequest,
  "cargoPieces" | "cargoLengthCm" | "cargoWidthCm" | "cargoHeightCm" | "cargoVolumeM3" | "cargoWeightKg"
>;

/** Cubic centimetres in a cubic metre. */
const CM3_PER_M3 = 1_000_000;

/** Rounds up to the next `step`, ignoring the floating-point dust of a product (160.0000000001 is 160). */
export function roundUpTo(value: number, step: number): number {
  const steps = Math.round((value / step) * 1e6) / 1e6;
  return Math.ceil(steps) * step;
}

/**
 * The estimate, when the gross weight is known and either the total volume or
 * the pieces and the three sides of one; else null.
 */
export function estimateChargeableWeight(cargo: CargoNumbers): WeightEstimate | null {
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoVolumeM3, cargoWeightKg } = cargo;
  if (cargoWeightKg === null) return null;
  let estimate: Pick<WeightEstimate, "basis" | "volumetricKg">;
  if (cargoVolumeM3 !== null) {
    estimate = { basis: "volume", volumetricKg: (cargoVolumeM3 * CM3_PER_M3) / VOLUMETRIC_DIVISOR };
  } else if (cargoPieces !== null && cargoLengthCm !== null && cargoWidthCm !== null && cargoHeightCm !== null) {
    estimate = {
      basis: "size",
      volumetricKg: (cargoPieces * cargoLengthCm * cargoWidthCm * cargoHeightCm) / VOLUMETRIC_DIVISOR,
    };
  } else {
    return null;
  }
  return {
    ...estimate,
    grossKg: cargoWeightKg,
    chargeableKg: roundUpTo(Math.max(cargoWeightKg, estimate.volumetricKg), BILLING_STEP_KG),
  };
}
