// Airfreight is billed on the chargeable weight: the greater of the gross
// weight and the volumetric weight (length x width x height in cm / 6,000 per
// piece, the IATA divisor), in steps of half a kilogram, a fraction rounded up.
// The form shows it as an estimate while the visitor types; the function
// computes it again from the stored numbers for the e-mails, never taking a
// client's figure.
import type { ContactRequest } from "./contactFields.ts";

/** Cubic centimetres per kilogram: IATA's divisor for general airfreight (express couriers use 5,000). */
export const VOLUMETRIC_DIVISOR = 6000;

/** Airfreight is billed in steps of this many kilograms. */
export const BILLING_STEP_KG = 0.5;

export type WeightEstimate = {
  grossKg: number;
  /** All pieces' volume over the divisor, unrounded. */
  volumetricKg: number;
  /** The greater of the two, rounded up to the next billing step. */
  chargeableKg: number;
};

type CargoNumbers = Pick<
  ContactRequest,
  "cargoPieces" | "cargoLengthCm" | "cargoWidthCm" | "cargoHeightCm" | "cargoWeightKg"
>;

/** Rounds up to the next `step`, ignoring the floating-point dust of a product (160.0000000001 is 160). */
export function roundUpTo(value: number, step: number): number {
  const steps = Math.round((value / step) * 1e6) / 1e6;
  return Math.ceil(steps) * step;
}

/** The estimate, when pieces, the three sides and the gross weight are all known; else null. */
export function estimateChargeableWeight(cargo: CargoNumbers): WeightEstimate | null {
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoWeightKg } = cargo;
  if (
    cargoPieces === null || cargoLengthCm === null || cargoWidthCm === null || cargoHeightCm === null ||
    cargoWeightKg === null
  ) {
    return null;
  }
  const volumetricKg = (cargoPieces * cargoLengthCm * cargoWidthCm * cargoHeightCm) / VOLUMETRIC_DIVISOR;
  return {
    grossKg: cargoWeightKg,
    volumetricKg,
    chargeableKg: roundUpTo(Math.max(cargoWeightKg, volumetricKg), BILLING_STEP_KG),
  };
}
