// The rate card's preview of a mixed shipment (content/rates.yaml, "Prices"):
// a packing list of pallets that cannot be stacked and cartons that can, its
// lines' volume weights as the function takes them (a pallet at the card's
// "Height of a piece that cannot be stacked" when that is higher), the
// chargeable weight against the same lines stacked, and each zone's express
// price on it: what editors change with that height and the limits, priced
// by the function's own code.
import type { CargoLine } from "../../../supabase/functions/_shared/contactFields.ts";
import {
  BILLING_STEP_KG,
  estimateChargeableWeight,
  heightTakenCm,
  type LineHeights,
  lineVolumeKg,
  VOLUMETRIC_DIVISOR,
  lineTotals,
} from "../../../supabase/functions/_shared/chargeableWeight.ts";
import { priceShipment } from "../../../supabase/functions/_shared/price/pricing.ts";
import type { RateCard } from "../../../supabase/functions/_shared/price/rateCardSchema.ts";
import { kilograms, money, zoneStyles } from "./rateParts";

/** The sample packing list: two Euro pallets that cannot be stacked, a dozen cartons that can (the example worked by hand in docs/function.md, "What a request carries"). */
export const MIXED_SAMPLE_LINES: readonly CargoLine[] = [
  { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false },
  { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true },
];

const number = (value: number, digits = 1) => new Intl.NumberFormat("en", { maximumFractionDigits: digits }).format(value);

type MixedShipmentProps = { card: RateCard; countryNames: Map<string, string>; now: Date };

/** The sample shipment's figures, as the function takes them from its lines. */
type Shipment = {
  lines: CargoLine[];
  heights: LineHeights;
  totals: ReturnType<typeof lineTotals>;
  chargeableKg: number;
};

export function MixedShipment({ card, countryNames, now }: MixedShipmentProps) {
  const lines = [...MIXED_SAMPLE_LINES];
  const heights = { nonStackableHeightCm: card.nonStackableHeightCm ?? null };
  const cargo = {
    cargoPieces: null,
    cargoLengthCm: null,
    cargoWidthCm: null,
    cargoHeightCm: null,
    cargoVolumeM3: null,
    cargoWeightKg: null,
    cargoLines: lines,
  };
  const estimate = estimateChargeableWeight(cargo, heights)!;
  const stacked = estimateChargeableWeight({ ...cargo, cargoLines: lines.map((line) => ({ ...line, stackable: true })) })!;
  const shipment: Shipment = { lines, heights, totals: lineTotals(lines), chargeableKg: estimate.chargeableKg };
  return (
    <section css={zoneStyles} aria-labelledby="mixed-shipment">
      <h2 id="mixed-shipment">A mixed shipment</h2>
      <p>
        {card.nonStackableHeightCm === undefined
          ? "The card has no height for pieces that cannot be stacked: such lines are priced at their own height, and the team's e-mail says so."
          : `A line that cannot be stacked is taken at ${number(card.nonStackableHeightCm)} cm when its pieces are lower (Height of a piece that cannot be stacked).`}
      </p>
      <PackingList shipment={shipment} stackedKg={stacked.chargeableKg} />
      <ExpressPrices shipment={shipment} card={card} countryNames={countryNames} now={now} />
    </section>
  );
}

/** The packing list line by line, each line's volume weight as the function takes it, and the chargeable weight against the same lines stacked. */
function PackingList({ shipment: { lines, heights, totals, chargeableKg }, stackedKg }: { shipment: Shipment; stackedKg: number }) {
  return (
    <table>
      <caption>The packing list (the divisor is {number(VOLUMETRIC_DIVISOR)} cm³ per kg)</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Pieces</th>
          <th scope="col">Each piece (cm)</th>
          <th scope="col">Gross weight</th>
          <th scope="col">Stackable</th>
          <th scope="col">Volume weight</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const taken = heightTakenCm(line, heights);
          return (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td>{line.pieces}</td>
              <td>
                {line.lengthCm} x {line.widthCm} x {line.heightCm}
                {taken !== line.heightCm && <small>taken at {number(taken)} cm high</small>}
              </td>
              <td>{kilograms(line.weightKg)}</td>
              <td>{line.stackable ? "yes" : "no"}</td>
              <td>{number(lineVolumeKg(line, heights), 2)} kg</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Chargeable</th>
          <td>{totals.pieces}</td>
          <td />
          <td>{kilograms(totals.weightKg)}</td>
          <td />
          <td>
            <strong>{kilograms(chargeableKg)}</strong>
            <small>
              the greater of gross and volume weight, rounded up to {BILLING_STEP_KG} kg; {kilograms(stackedKg)} were every line stackable
            </small>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

type ExpressPricesProps = { shipment: Shipment; card: RateCard; countryNames: Map<string, string>; now: Date };

/** Each zone's express price on the shipment, airport to airport, priced by the function's own code; or why it has none. */
function ExpressPrices({ shipment: { lines, totals, chargeableKg }, card, countryNames, now }: ExpressPricesProps) {
  return (
    <table>
      <caption>Express, airport to airport, on this shipment</caption>
      <thead>
        <tr>
          <th scope="col">Zone</th>
          <th scope="col">Total</th>
          <th scope="col">Visitors see</th>
        </tr>
      </thead>
      <tbody>
        {card.zones.map((zone, index) => {
          const countryCode = zone.countries[0] ?? null;
          const result = priceShipment(
            card,
            {
              countryCode,
              chargeableKg,
              grossKg: totals.weightKg,
              pieces: totals.pieces,
              lengthCm: null,
              widthCm: null,
              heightCm: null,
              volumeM3: null,
              lines,
            },
            now,
          );
          const name = `${zone.name}${countryCode ? ` (${countryNames.get(countryCode) ?? countryCode})` : ""}`;
          if (result.kind !== "priced") {
            return (
              <tr key={index}>
                <th scope="row">{name}</th>
                <td colSpan={2}>
                  no instant price ({result.reason}
                  {result.line !== undefined ? `, line ${result.line + 1}` : ""})
                </td>
              </tr>
            );
          }
          const { minor, whole } = money(result.price.currency, result.price.minorDigits);
          return (
            <tr key={index}>
              <th scope="row">{name}</th>
              <td>{minor(result.price.totalMinor)}</td>
              <td>
                {whole(result.price.low)} to {whole(result.price.high)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
