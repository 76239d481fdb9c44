// The preview of the rate card (content/rates.yaml, "Prices"): what visitors
// would be shown. For each zone, a table of sample shipments priced by the
// function's own code (supabase/functions/_shared/price/pricing.ts) from the card as
// it is being edited, with the total and the range; and, plainly, when there
// is no instant price at all (off, or past Valid until) or when the card is
// the repository's example. The card's problems are listed in the build's words.
import { useMemo, useState } from "react";
import createCache from "@emotion/cache";
import { CacheProvider, Global, css } from "@emotion/react";
import {
  type Price,
  type Shipment,
  cardEndsAt,
  cardExpired,
  isCardOff,
  priceShipment,
  quoteValidUntil,
} from "../../../supabase/functions/_shared/price/pricing.ts";
import { AIR_DISTANCE_ADDED_KM, intensityOf } from "../../../supabase/functions/_shared/price/co2e.ts";
import { rateCardProblems } from "../../../supabase/functions/_shared/price/rateCardChecks.ts";
import { QUOTE_VALID_DAYS_DEFAULT, type RateCard, SHORT_HAUL_UNDER_KM } from "../../../supabase/functions/_shared/price/rateCardSchema.ts";
import { theme } from "../../theme";
import type { CmsEntry } from "../entryProblems";
import { noteStyles, paneStyles, problemsStyles } from "../PreviewTemplate";
import { kilograms, money, zoneStyles } from "./rateParts";
import { MixedShipment } from "./MixedShipment";
import { BatteryHandling, SECTION_II_SAMPLE } from "./BatteryHandling";

/** The sample shipments of each zone's table: chargeable weight, gross the same, no goods declared. */
export const SAMPLE_WEIGHTS_KG = [5, 45, 95, 300, 1000] as const;

/** The goods' value of the samples priced with insurance: this much per chargeable kilogram. */
export const SAMPLE_GOODS_VALUE_PER_KG = 20;

const { colors, space, radii, fontSizes } = theme;

const statusStyles = css`
  margin-bottom: ${space[4]};
  padding: ${space[4]};
  border: 1px solid ${colors.border};
  border-inline-start: ${space[1]} solid ${colors.sky};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.sm};
  p + p {
    margin-top: ${space[2]};
  }
`;

const warningStyles = css`
  border-inline-start-color: ${colors.accent};
  background: ${colors.accentSoft};
`;

/** Why a sample has no price, for an editor. */
const NO_PRICE: Record<string, string> = {
  chargeableKg: "no instant price: over the card's chargeable weight limit",
  noZone: "no instant price: the zone has no country",
};

/** A day as editors read it: 31 December 2026. */
const dayOf = (validUntil: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${validUntil}T00:00:00Z`),
  );

/** A CO2e as visitors read it ("about 550 kg"), or why there is none. */
const co2eOf = (kg: number | null) => (kg === null ? "none" : `about ${kilograms(kg)}`);

/** Why the zone's quotes show CO2e or not, and from what. */
function co2eNote(card: RateCard, zone: RateCard["zones"][number]): string {
  if (zone.distanceKm === undefined) return "No CO2e: the zone has no distance from Hong Kong.";
  if (!card.emissions) return "No CO2e: the card has no emission intensities (Emissions).";
  const band = zone.distanceKm < SHORT_HAUL_UNDER_KM ? "short haul" : "long haul";
  return `CO2e: gross weight in tonnes x (${kilometres(zone.distanceKm)} + ${AIR_DISTANCE_ADDED_KM} km) x ${intensityOf(
    card.emissions,
    zone.distanceKm,
  )} g per tonne-km (${band}), the GLEC Framework's default method for air freight.`;
}

const kilometres = (km: number) => `${new Intl.NumberFormat("en").format(km)} km`;

/** One sample row: the weight, the freight and how it was reached, the other lines, the total and the range. */
function SampleRow({ kg, price }: { kg: number; price: Price }) {
  const { minor, whole } = money(price.currency, price.minorDigits);
  const sum = (lines: { amountMinor: number }[]) => minor(lines.reduce((total, line) => total + line.amountMinor, 0));
  const how = price.minimumApplied
    ? "minimum charge"
    : `${price.ratePerKg} x ${kilograms(price.weightChargedKg)}${price.weightChargedKg !== kg ? " (cheaper at the heavier break)" : ""}`;
  return (
    <tr>
      <th scope="row">{kilograms(kg)}</th>
      <td>
        {minor(price.freight.amountMinor)}
        <small>{how}</small>
      </td>
      <td>{sum(price.surcharges)}</td>
      <td>{sum(price.fees)}</td>
      <td>{minor(price.totalMinor)}</td>
      <td>
        <strong>
          {whole(price.low)} to {whole(price.high)}
        </strong>
      </td>
      <td>{co2eOf(price.options[0].co2eKg)}</td>
    </tr>
  );
}

/** A zone's sample shipment of a chargeable weight: to its first country, gross the same, no goods declared. */
const sampleOf =
  (card: RateCard, zone: RateCard["zones"][number]) =>
  (kg: number): Shipment => ({
    countryCode: zone.countries[0] ?? null,
    chargeableKg: kg,
    grossKg: kg,
    // As few pieces as the card's average piece allows: the limits are per piece.
    pieces: Math.max(1, Math.ceil(kg / card.limits.averagePieceKg)),
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    volumeM3: null,
  });

type ZoneTableProps = { card: RateCard; zone: RateCard["zones"][number]; id: string; countryNames: Map<string, string>; now: Date };

function ZoneTable({ card, zone, id, countryNames, now }: ZoneTableProps) {
  const sample = sampleOf(card, zone);
  return (
    <section css={zoneStyles} aria-labelledby={id}>
      <h2 id={id}>{zone.name}</h2>
      <p>
        {zone.countries.map((code) => countryNames.get(code) ?? code).join(", ")}; {zone.transitDays} days in transit
        {zone.economy ? `; economy ${zone.economy.transitDays} days` : ""}
      </p>
      <p>{co2eNote(card, zone)}</p>
      <table>
        <caption>Sample shipments, express, airport to airport (chargeable weight, gross the same, no goods declared)</caption>
        <thead>
          <tr>
            <th scope="col">Chargeable weight</th>
            <th scope="col">Freight</th>
            <th scope="col">Surcharges</th>
            <th scope="col">Fees</th>
            <th scope="col">Total</th>
            <th scope="col">Visitors see</th>
            <th scope="col">CO2e</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_WEIGHTS_KG.map((kg) => {
            const result = priceShipment(card, sample(kg), now);
            if (result.kind === "priced") return <SampleRow key={kg} kg={kg} price={result.price} />;
            return (
              <tr key={kg}>
                <th scope="row">{kilograms(kg)}</th>
                <td colSpan={6}>{NO_PRICE[result.limit ?? result.reason] ?? `no instant price (${result.reason})`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <OptionsTable zone={zone} card={card} sample={sample} now={now} />
    </section>
  );
}

type Variant = { label: string; extras: Pick<Shipment, "pickupCity" | "door" | "goods"> & { insured?: boolean } };

/** What a sample may add to airport to airport on this card: each extra alone, then all of them. */
function variantsOf(card: RateCard, zone: RateCard["zones"][number]): Variant[] {
  const city = card.pickup?.[0]?.cities[0];
  const extras: Variant[] = [
    ...(city ? [{ label: `Pickup from ${city}`, extras: { pickupCity: city } }] : []),
    ...(zone.delivery ? [{ label: "To the door", extras: { door: true } }] : []),
    ...(card.insurance ? [{ label: `Insured (goods worth ${SAMPLE_GOODS_VALUE_PER_KG} a kg)`, extras: { insured: true } }] : []),
    ...(card.specialGoods?.lithiumSectionII ? [{ label: "Lithium batteries (Section II)", extras: { goods: SECTION_II_SAMPLE } }] : []),
  ];
  const all = extras.length > 1 ? [{ label: "All of them", extras: Object.assign({}, ...extras.map((variant) => variant.extras)) }] : [];
  return [{ label: "Airport to airport", extras: {} }, ...extras, ...all];
}

/**
 * Every option of the zone (express, economy) for the same samples, airport
 * to airport and with each extra the card prices: the total, what visitors
 * see and the days.
 */
function OptionsTable({
  zone,
  card,
  sample,
  now,
}: {
  zone: RateCard["zones"][number];
  card: RateCard;
  sample: (kg: number) => Shipment;
  now: Date;
}) {
  const variants = variantsOf(card, zone);
  return (
    <table>
      <caption>Every option, all in (the total, what visitors see, the days, the CO2e)</caption>
      <thead>
        <tr>
          <th scope="col">Chargeable weight</th>
          {variants.map((variant) => (
            <th key={variant.label} scope="col">
              {variant.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SAMPLE_WEIGHTS_KG.map((kg) => (
          <tr key={kg}>
            <th scope="row">{kilograms(kg)}</th>
            {variants.map(({ label, extras: { insured, ...extras } }) => {
              const result = priceShipment(
                card,
                { ...sample(kg), ...extras, insuredValue: insured ? kg * SAMPLE_GOODS_VALUE_PER_KG : null },
                now,
              );
              if (result.kind !== "priced") return <td key={label}>no instant price</td>;
              const { minor, whole } = money(result.price.currency, result.price.minorDigits);
              return (
                <td key={label}>
                  {result.price.options.map((option) => (
                    <small key={option.service}>
                      {option.service === "express" ? "Express" : "Economy"}: {minor(option.totalMinor)} ({whole(option.low)} to{" "}
                      {whole(option.high)}), {option.transitDays} days, CO2e {co2eOf(option.co2eKg)}
                    </small>
                  ))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the card means for visitors right now, in a sentence or two. */
function Status({ card, now }: { card: RateCard; now: Date }) {
  const lines: string[] = [];
  let warning = false;
  if (isCardOff(card)) {
    warning = true;
    lines.push("Instant prices are off: the card has no zones, so visitors who give their cargo details get no price.");
  } else if (cardExpired(card, now)) {
    warning = true;
    lines.push(
      `These prices expired at the end of ${dayOf(card.validUntil)} (Hong Kong time): visitors get no instant price until Valid until is a later day. The tables show what they saw before.`,
    );
  } else {
    lines.push(
      `Visitors who give their cargo details see the range in the "Visitors see" column, until the end of ${dayOf(card.validUntil)} (Hong Kong time).`,
    );
    const days = card.quoteValidDays ?? QUOTE_VALID_DAYS_DEFAULT;
    const until = quoteValidUntil(card, now);
    lines.push(
      until === card.validUntil
        ? `A quote asked today holds until ${dayOf(until)}, the card's last day (sooner than ${days} days).`
        : `A quote asked today holds ${days} days, until the end of ${dayOf(until)} (Hong Kong time).`,
    );
  }
  if (card.example) {
    warning = true;
    lines.push(
      "These are the example prices: they show on your own computer only, and the live site never prices from them. Untick Example once the prices are your real ones.",
    );
  }
  return (
    <div css={[statusStyles, warning && warningStyles]} role="status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

type RatesPreviewProps = {
  entry: CmsEntry;
  document: Document;
  /** content/countries.yaml as the site was built: its codes check the card, its names label the zones. */
  countries: readonly { name: string; code: string }[];
  /** The moment the card is judged at; now, but for tests. */
  now?: Date;
};

export function RatesPreview({ entry, document, countries, now = new Date() }: RatesPreviewProps) {
  const cache = useMemo(() => createCache({ key: "cms-rates", container: document.head }), [document]);
  const data = entry.get("data") && (entry.get("data") as { toJS(): unknown }).toJS();
  const problems = rateCardProblems(
    data,
    countries.map((country) => country.code),
  );
  // While a figure is being retyped the card is briefly unusable: keep showing the last usable one.
  const [lastValid, setLastValid] = useState<{ json: string; card: RateCard } | null>(null);
  const json = JSON.stringify(data);
  if (problems.length === 0 && lastValid?.json !== json) setLastValid({ json, card: data as RateCard });
  const card = problems.length === 0 ? (data as RateCard) : (lastValid?.card ?? null);
  const countryNames = new Map(countries.map((country) => [country.code, country.name]));
  // An expired card's tables show what visitors saw while it held (they see nothing now; the status says so).
  const pricedAt = card && cardExpired(card, now) ? new Date(cardEndsAt(card).getTime() - 1) : now;

  return (
    <CacheProvider value={cache}>
      <Global styles={{ body: { background: colors.surfaceAlt } }} />
      <div css={paneStyles}>
        {problems.length > 0 && (
          <div role="alert" css={problemsStyles}>
            <p>{card ? "Fix before saving (the preview shows the last usable version):" : "Fix before saving:"}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {card && <Status card={card} now={now} />}
        {card?.zones.map((zone, index) => (
          <ZoneTable
            key={`${index}-${zone.name}`}
            id={`zone-${index}`}
            card={card}
            zone={zone}
            countryNames={countryNames}
            now={pricedAt}
          />
        ))}
        {card && card.zones.length > 0 && <MixedShipment card={card} countryNames={countryNames} now={pricedAt} />}
        {card && card.zones.length > 0 && (
          <BatteryHandling card={card} sample={sampleOf(card, card.zones[0])} weights={SAMPLE_WEIGHTS_KG} now={pricedAt} />
        )}
        {card && (
          <p css={noteStyles}>
            Each line is rounded to the currency&apos;s smallest unit (the cent); the total is their sum. The range is the total less and
            plus {card.rangePercent} %, rounded down and up to two significant figures. Never published: only the function, deployed with
            the card, reads these prices.
          </p>
        )}
      </div>
    </CacheProvider>
  );
}
