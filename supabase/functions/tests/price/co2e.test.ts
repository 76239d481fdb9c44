// Each option's CO2e by the GLEC Framework's default method for air freight
// (co2e.ts): gross tonnes x (great-circle km + 95) x the distance band's
// intensity, to two significant figures; none without the zone's distance, the
// card's intensities or the shipment's gross weight; and a price stored before
// it, or an answer without it, reads as none. The intensities below are the
// tests' own (G_SHORT, G_LONG), not the GLEC Framework's.
import { deepStrictEqual } from "node:assert/strict";
import { co2eKgOf, roundCo2e } from "../../_shared/price/co2e.ts";
import type { Price } from "../../_shared/price/pricing.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import { readAnsweredPrice, visitorPriceOf } from "../../_shared/price/visitorPrice.ts";
import { FULL_CARD, priced, shipment } from "./cards.ts";

const G_SHORT = 1100;
const G_LONG = 600;

/** FULL_CARD with intensities, North America 9,153 km away and Europe at `europeKm` (none when undefined). */
function cardWith(europeKm?: number): RateCard {
  const [america, europe] = FULL_CARD.zones;
  return {
    ...FULL_CARD,
    emissions: { shortHaul: G_SHORT, longHaul: G_LONG },
    zones: [{ ...america, distanceKm: 9153 }, {
      ...europe,
      ...(europeKm === undefined ? {} : { distanceKm: europeKm }),
    }],
  };
}

Deno.test("100 kg gross over 9,153 km: 0.1 t x 9,248 km x 600 g/tkm = 554.88 kg, about 550, on every option", () => {
  // 0.1 t x (9,153 + 95) km = 924.8 tkm; x 600 g = 554,880 g = 554.88 kg; two significant figures: 550.
  // The chargeable weight (here 140 kg) plays no part: the method takes the actual gross weight.
  const price = priced(cardWith(), shipment(140, { grossKg: 100 }));
  deepStrictEqual(price.options.map((option) => [option.service, option.co2eKg]), [["express", 550], [
    "economy",
    550,
  ]]);
});

Deno.test("under 1,500 km the short-haul intensity, from 1,500 km the long-haul one", () => {
  // 1,200 km: 0.25 t x 1,295 km x 1,100 g = 356.125 kg, about 360.
  const short = priced(cardWith(1200), shipment(250, { countryCode: "DE" }));
  deepStrictEqual(short.options.map((option) => option.co2eKg), [360]);
  // 1,500 km: 0.25 t x 1,595 km x 600 g = 239.25 kg, about 240 (at 1,100 g it would be 438.6, about 440).
  const long = priced(cardWith(1500), shipment(250, { countryCode: "DE" }));
  deepStrictEqual(long.options.map((option) => option.co2eKg), [240]);
});

Deno.test("no figure without the zone's distance, the card's intensities or the shipment's gross weight", () => {
  deepStrictEqual(priced(cardWith(), shipment(250, { countryCode: "DE" })).options[0].co2eKg, null);
  const { emissions: _none, ...withoutIntensities } = cardWith(1200);
  deepStrictEqual(priced(withoutIntensities, shipment(250, { countryCode: "DE" })).options[0].co2eKg, null);
  deepStrictEqual(priced(cardWith(), shipment(250, { grossKg: null })).options.map((o) => o.co2eKg), [null, null]);
});

Deno.test("kg rounded half up to two significant figures, never finer than a kg nor below 1", () => {
  deepStrictEqual([575.6, 574.9, 11.6, 5.5, 0.4, 1234, 99_950].map(roundCo2e), [580, 570, 12, 6, 1, 1200, 100_000]);
  // Half up in whole grams: 1 kg x (905 + 95) km x 1,234.5 g/tkm = 1,234.5 kg, about 1,200.
  deepStrictEqual(co2eKgOf({ shortHaul: 1234.5, longHaul: 1234.5 }, 905, 1000), 1200);
});

Deno.test("a price stored before CO2e, and an answer without it, read as no figure; a wrong one is no answer", () => {
  const price = priced(cardWith(), shipment(140, { grossKg: 100 }));
  const stored = JSON.parse(JSON.stringify({
    ...price,
    options: price.options.map(({ co2eKg: _dropped, ...option }) => option),
  })) as Price;
  deepStrictEqual(visitorPriceOf(stored).options.map((option) => option.co2eKg), [null, null]);
  const answer = visitorPriceOf(price);
  deepStrictEqual(answer.options.map((option) => option.co2eKg), [550, 550]);
  const withoutCo2e = { ...answer, options: answer.options.map(({ co2eKg: _dropped, ...option }) => option) };
  deepStrictEqual(
    readAnsweredPrice({ price: withoutCo2e }),
    { price: { ...answer, options: answer.options.map((option) => ({ ...option, co2eKg: null })) } },
  );
  deepStrictEqual(readAnsweredPrice({ price: answer }), { price: answer });
  const wrong = { ...answer, options: [{ ...answer.options[0], co2eKg: "550" }] };
  deepStrictEqual(readAnsweredPrice({ price: wrong }), null);
});
