// A shipment's greenhouse gas emissions in kg CO2e, by the GLEC Framework's
// default method for air freight (Smart Freight Centre, GLEC Framework for
// Logistics Emissions Accounting and Reporting, v3; the method of ISO 14083:2023):
//
//   kg CO2e = actual gross weight in tonnes
//             x (the great-circle distance + 95 km)
//             x the default emission intensity of the distance band (g CO2e per tonne-km) / 1000
//
// - The distance: air freight is measured as the great-circle distance (GCD)
//   between the airports plus 95 km for the routes actually flown (ISO
//   14083:2023 Table 3, "Air transport: GCD + 95 km", as the UBA/CLECAT guide to
//   ISO 14083 gives it, p. 23, Table 3; the GLEC Framework's air intensities
//   include the same +95 km).
// - The bands: a journey under 1,500 km is short haul, 1,500 km or more long
//   haul (ISO 14083:2023 Table A.1, as the same guide gives it, p. 60), on the
//   great-circle distance.
// - The intensities: the card's own (content/rates.yaml, `emissions`), which
//   editors copy from the GLEC Framework's air transport table: the figures of
//   the table could not be checked against the Framework's own text when this
//   was written (docs/function.md, "CO2e per option"), so none is built in and
//   a card without them shows no CO2e.
//
// Worked in integers, like the price: grams of gross weight x km x thousandths
// of a gram per tonne-km. Pure: no clock, no I/O.
import { type EmissionFactors, SHORT_HAUL_UNDER_KM } from "./rateCardSchema.ts";

/** What ISO 14083 adds to an air leg's great-circle distance for the route actually flown. */
export const AIR_DISTANCE_ADDED_KM = 95;

/** The band's intensity, g CO2e per tonne-km: short haul under 1,500 km of great-circle distance. */
export const intensityOf = (factors: EmissionFactors, greatCircleKm: number): number =>
  greatCircleKm < SHORT_HAUL_UNDER_KM ? factors.shortHaul : factors.longHaul;

/** Significant figures of the CO2e visitors see ("about 580 kg"). */
export const CO2E_SIGNIFICANT_FIGURES = 2;

/**
 * kg rounded half up to two significant figures, never finer than a whole kg
 * and never below 1 (a shipment that flew emitted something): 575.6 is 580,
 * 11.6 is 12, 0.4 is 1.
 */
export function roundCo2e(kg: number): number {
  if (!(kg > 0)) return 0;
  const digits = Math.floor(Math.log10(kg)) + 1;
  const step = 10 ** Math.max(0, digits - CO2E_SIGNIFICANT_FIGURES);
  return Math.max(1, Math.round(kg / step) * step);
}

/**
 * The shipment's kg CO2e, rounded for visitors (roundCo2e); null when there is
 * no figure to give: the zone has no distance, the card no intensities, or the
 * shipment no gross weight.
 */
export function co2eKgOf(
  factors: EmissionFactors | undefined,
  greatCircleKm: number | undefined,
  grossKg: number | null,
): number | null {
  if (!factors || typeof greatCircleKm !== "number" || !(greatCircleKm > 0)) return null;
  if (grossKg === null || !Number.isFinite(grossKg) || grossKg <= 0) return null;
  const grams = BigInt(Math.round(grossKg * 1000));
  const km = BigInt(Math.round(greatCircleKm) + AIR_DISTANCE_ADDED_KM);
  const milliGramsPerTonneKm = BigInt(Math.round(intensityOf(factors, greatCircleKm) * 1000));
  // grams of cargo x km x thousandths of a g per tonne-km: 10^-6 t x km x 10^-3 g/tkm, so 10^-9 g CO2e each;
  // rounded half up to whole grams, then in kg.
  const gramsCo2e = (grams * km * milliGramsPerTonneKm + 500_000_000n) / 1_000_000_000n;
  return roundCo2e(Number(gramsCo2e) / 1000);
}
