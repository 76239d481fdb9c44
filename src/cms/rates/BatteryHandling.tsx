// The rate card preview's panel of lithium battery handling (content/rates.yaml,
// specialGoods.lithiumSectionII): the line a shipment declaring lithium
// batteries inside or packed with the product (Section II) adds to every
// option, worked by the function's own code (pricing.ts) for the sample
// weights on the first zone; or, without it, that such shipments get no
// instant price.
import { type Shipment, priceShipment } from "../../../supabase/functions/_shared/price/pricing.ts";
import type { RateCard } from "../../../supabase/functions/_shared/price/rateCardSchema.ts";
import { goodsOutcome } from "../../../supabase/functions/_shared/price/specialGoods.ts";
import { kilograms, money, zoneStyles } from "./rateParts";

/** What a sample declares: lithium ion batteries inside the product, within Section II (UN3481, PI 967). */
export const SECTION_II_SAMPLE = goodsOutcome(["UN3481-967-II"]);

type BatteryHandlingProps = {
  card: RateCard;
  /** A sample shipment of the first zone, of a chargeable weight. */
  sample: (kg: number) => Shipment;
  weights: readonly number[];
  now: Date;
};

export function BatteryHandling({ card, sample, weights, now }: BatteryHandlingProps) {
  const rates = card.specialGoods?.lithiumSectionII;
  return (
    <section css={zoneStyles} aria-labelledby="battery-handling">
      <h2 id="battery-handling">Lithium batteries, Section II</h2>
      {rates ? (
        <>
          <p>
            Batteries inside or packed with the product, at most 100 Wh a battery (UN3481, UN3091): {rates.perShipment} a shipment plus{" "}
            {rates.perKg} a chargeable kg, a line of its own on every option, before insurance. Visitors are told it is included, and what
            their supplier must provide.
          </p>
          <table>
            <caption>The line, and the express total with it, airport to airport ({card.zones[0]?.name})</caption>
            <thead>
              <tr>
                <th scope="col">Chargeable weight</th>
                <th scope="col">Battery handling</th>
                <th scope="col">Total</th>
                <th scope="col">Visitors see</th>
              </tr>
            </thead>
            <tbody>
              {weights.map((kg) => {
                const result = priceShipment(card, { ...sample(kg), goods: SECTION_II_SAMPLE }, now);
                if (result.kind !== "priced" || !result.price.batteryHandling) {
                  return (
                    <tr key={kg}>
                      <th scope="row">{kilograms(kg)}</th>
                      <td colSpan={3}>no instant price ({result.kind === "noPrice" ? result.reason : "no line"})</td>
                    </tr>
                  );
                }
                const { minor, whole } = money(result.price.currency, result.price.minorDigits);
                return (
                  <tr key={kg}>
                    <th scope="row">{kilograms(kg)}</th>
                    <td>{minor(result.price.batteryHandling.amountMinor)}</td>
                    <td>{minor(result.price.totalMinor)}</td>
                    <td>
                      {whole(result.price.low)} to {whole(result.price.high)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : (
        <p>
          No battery handling line: shipments declaring lithium batteries inside or packed with the product get no instant price, and the
          team quotes them. Magnets inside products, liquids that are not flammable and powders are priced as ordinary cargo either way.
        </p>
      )}
    </section>
  );
}
