// The live estimate of the chargeable weight, as the visitor types: once the
// gross weight and either the total volume or the pieces and the three sides
// each read as a number within their bounds (the contract's rules), else
// nothing; nothing either while the volume and a side are both given (the
// contract refuses that).
import { estimateChargeableWeight, type WeightEstimate } from "../../supabase/functions/_shared/chargeableWeight.ts";
import {
  CONTACT_FIELD_SPECS,
  type ContactFormInput,
  type ContactRequest,
  type NumberField,
  SIDE_FIELDS,
} from "../../supabase/functions/_shared/contactFields.ts";
import { readNumber } from "../../supabase/functions/_shared/numbers.ts";

const ESTIMATE_FIELDS = [
  "cargoPieces",
  "cargoLengthCm",
  "cargoWidthCm",
  "cargoHeightCm",
  "cargoVolumeM3",
  "cargoWeightKg",
] as const satisfies readonly NumberField[];

/** A field's number when it is one the contract would accept, else null. */
function acceptedNumber(field: NumberField, text: string, language: string): number | null {
  const spec = CONTACT_FIELD_SPECS[field];
  const value = readNumber(text, language);
  if (value === null || value < spec.min || value > spec.max || (spec.whole && !Number.isInteger(value))) return null;
  return value;
}

export function liveEstimate(values: Pick<ContactFormInput, NumberField>, language: string): WeightEstimate | null {
  const numbers = Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, acceptedNumber(field, values[field], language)])) as Pick<
    ContactRequest,
    (typeof ESTIMATE_FIELDS)[number]
  >;
  const sideGiven = SIDE_FIELDS.some((field) => values[field].trim() !== "");
  if (numbers.cargoVolumeM3 !== null && sideGiven) return null;
  return estimateChargeableWeight(numbers);
}
