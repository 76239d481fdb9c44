// The rate card's shape, once: content/rates.yaml, the forwarder's rate card
// that quote requests are priced on (pricing.ts). One card for every language,
// edited in the CMS as "Prices" and checked by the build, like the rest of
// content/, but private: forwarders do not publish their tariffs. It is not
// one of the site's CONTENT_FILES (src/content/schema.ts), so no GraphQL type,
// page or CMS content snapshot ever holds it
// (gatsby-config.ts keeps it out of Gatsby's data altogether); the function
// gets it with its deployment (supabase/local/content/writeRateCard.ts).
//
// From this one description come the card's type (RateCard, ValueOf), the
// check of its fields that the build, the CMS, the generator and the function
// share (rateCardChecks.ts adds the rules across fields), and the CMS's fields
// (src/cms/config.ts).
import {
  boolean,
  type ContentFile,
  contentPath,
  date,
  days,
  decimal,
  int,
  list,
  object,
  text,
  type ValuesOf,
} from "../schema/schemaDsl.ts";

export const WEIGHT_BREAKS = ["under45", "from45", "from100", "from300", "from500", "from1000"] as const;
export type WeightBreak = (typeof WEIGHT_BREAKS)[number];

/** The lowest chargeable weight of each break, in kg. */
export const BREAK_FROM_KG: Record<WeightBreak, number> = {
  under45: 0,
  from45: 45,
  from100: 100,
  from300: 300,
  from500: 500,
  from1000: 1000,
};

/** The longest a quote may be set to hold, in days (and 7 when the card does not say). */
export const QUOTE_VALID_DAYS_MAX = 90;
export const QUOTE_VALID_DAYS_DEFAULT = 7;

/**
 * Where air freight's short haul ends: ISO 14083:2023 Table A.1 ("short (e.g.
 * < 1,500 km)" and "long (> 1,500 km)"), the journey-length bands of the GLEC
 * Framework's air emission intensities. See co2e.ts.
 */
export const SHORT_HAUL_UNDER_KM = 1500;

/** Half the Earth's circumference: no great-circle distance is longer. */
export const GREAT_CIRCLE_MAX_KM = 20_040;

/** The weights a surcharge may be charged on. */
export const SURCHARGE_BASES = ["chargeable", "gross"] as const;
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];

const breakLabel = (name: WeightBreak) =>
  BREAK_FROM_KG[name] === 0 ? `Under ${BREAK_FROM_KG.from45} kg` : `${BREAK_FROM_KG[name]} kg and more`;

const perKgField = (name: WeightBreak, index: number) => {
  const next = WEIGHT_BREAKS[index + 1];
  const range = next
    ? `from ${BREAK_FROM_KG[name]} to under ${BREAK_FROM_KG[next]} kg`
    : `${BREAK_FROM_KG[name]} kg and more`;
  return decimal(
    `Price per kg for a chargeable weight ${range}, up to three decimals. The same or less than the break before it.`,
    { label: breakLabel(name), min: 0 },
  );
};

/** A price per kg for each weight break. */
const perKg = Object.fromEntries(WEIGHT_BREAKS.map((name, index) => [name, perKgField(name, index)])) as Record<
  WeightBreak,
  ReturnType<typeof perKgField>
>;

/** content/rates.yaml as the build checks it and the CMS edits it (the rules across fields are rateCardChecks.ts's). */
export const RATES_FILE = {
  name: "rates",
  translated: false,
  typeName: "RatesYaml",
  label: "Prices",
  description: "The rate card a quote request is priced on, the same in every language, never published",
  fields: {
    example: boolean(
      "Ticked: these are the repository's example prices, shown on your own computer only; the live site never prices from them. Untick it once the prices below are your real ones.",
      { optional: true },
    ),
    currency: text("The currency of every price below, as its three-letter code (ISO 4217), e.g. USD or HKD.", {
      pattern: /^[A-Z]{3}$/,
      hint: "must be a three-letter currency code in capitals, like USD",
    }),
    validUntil: date(
      "The last day these prices hold. After the end of this day in Hong Kong, visitors get no instant price until a later date is set.",
      { label: "Valid until" },
    ),
    quoteValidDays: int(
      "How many days a quote holds from the day it was asked (Hong Kong days), 1 to 90; 7 when left empty. A quote never holds past Valid until.",
      { label: "Quote valid for (days)", min: 1, max: QUOTE_VALID_DAYS_MAX, optional: true },
    ),
    rangePercent: decimal(
      "Visitors see a range, not one figure: the total less and plus this many per cent, rounded outwards to two significant figures (10 turns 610 into 540 to 680).",
      { label: "Range (per cent)", min: 0 },
    ),
    zones: list(
      "Where you fly to, each zone with its countries and prices. No zones at all switches instant prices off.",
      object("A zone.", {
        name: text("The zone's name, as the team's e-mail shows it, e.g. North America."),
        countries: list(
          "The countries of this zone, from the quote form's countries. A country belongs to one zone.",
          text("A country's code.", { choicesFrom: "countryCodes" }),
        ),
        transitDays: text("Days in transit, as visitors read them, e.g. 2-3.", { label: "Transit days" }),
        distanceKm: int(
          "Optional: the great-circle distance in whole km from Hong Kong (HKG) to the zone's main gateway airport, e.g. 9153 to Frankfurt (FRA). Quotes to the zone show CO2e for that flight; without it, none.",
          { label: "Distance from Hong Kong (km)", min: 1, max: GREAT_CIRCLE_MAX_KM, optional: true },
        ),
        minimum: decimal("The least a shipment to this zone pays for freight (the minimum charge, M).", { min: 0 }),
        perKg: object(
          "The price per kg of chargeable weight, by weight break; heavier breaks cost the same or less.",
          perKg,
          {
            label: "Price per kg",
          },
        ),
        economy: object(
          "Optional: a slower, cheaper consolidated service to this zone, offered beside express (the prices above).",
          {
            transitDays: text("Days in transit by economy, e.g. 5-7.", { label: "Transit days" }),
            minimum: decimal("The least a shipment pays for economy freight.", { min: 0 }),
            perKg: object("Economy's price per kg of chargeable weight, by weight break.", perKg, {
              label: "Price per kg",
              typeName: "RatesYamlEconomyPerKg",
            }),
          },
          { optional: true },
        ),
        delivery: object(
          "Optional: import clearance and delivery to the door in this zone. Without it, the team quotes door delivery by hand.",
          {
            perKg: decimal("Delivery's price per kg of chargeable weight.", { label: "Per kg", min: 0 }),
            minimum: decimal("The least the delivery line costs.", { min: 0 }),
            clearance: decimal("Import clearance, per shipment.", { min: 0 }),
            addDays: days("Days the delivery adds to the transit time, e.g. 1-2.", { label: "Days added" }),
          },
          { optional: true },
        ),
      }),
      { min: 0 },
    ),
    surcharges: list(
      "Charges per kg on top of the freight, e.g. fuel and security.",
      object("A surcharge.", {
        name: text("What it is, as the team's e-mail shows it, e.g. Fuel."),
        perKg: decimal("Its price per kg, up to three decimals.", { label: "Per kg", min: 0 }),
        basis: text(
          "Which weight it is charged on: chargeable (the greater of gross and volumetric; usual for fuel) or gross (what the scales say; often for security).",
          { oneOf: SURCHARGE_BASES },
        ),
      }),
      { min: 0 },
    ),
    fees: list(
      "Charges per shipment, whatever it weighs, e.g. documents and handling.",
      object("A fee.", {
        name: text("What it is, as the team's e-mail shows it."),
        amount: decimal("What it costs, per shipment.", { min: 0 }),
      }),
      { min: 0 },
    ),
    pickup: list(
      "Optional: collection from the supplier in China, trucked to the Hong Kong warehouse, by area. A city not listed is quoted by the team.",
      object("A pickup area.", {
        name: text("The area's name, as the team's e-mail shows it, e.g. Pearl River Delta."),
        cities: list(
          "Its cities, as visitors may write them (Shenzhen, 深圳); the form suggests them. A city belongs to one area.",
          text("A city's name."),
        ),
        perKg: decimal("Its price per kg of chargeable weight.", { label: "Per kg", min: 0 }),
        minimum: decimal("The least the pickup costs.", { min: 0 }),
        addDays: days("Days the pickup adds to the transit time, e.g. 1.", { label: "Days added" }),
      }),
      { min: 0, optional: true },
    ),
    insurance: object(
      "Optional: all-risks cover on the goods' value the shipper gives. Without it, the team quotes insurance by hand.",
      {
        percent: decimal(
          "The premium, in per cent of 110 % of (the goods' value + the option's price before insurance).",
          {
            label: "Per cent",
            min: 0,
          },
        ),
        minimum: decimal("The least the premium costs.", { min: 0 }),
      },
      { optional: true },
    ),
    specialGoods: object(
      "Optional: what declared special goods that fly as ordinary cargo add to the price.",
      {
        lithiumSectionII: object(
          "Optional: handling lithium batteries inside or packed with the product, within Section II's limits (UN3481 and UN3091: at most 100 Wh a battery, 2 g of lithium). A line of its own on every option: per shipment plus per kg of chargeable weight, no minimum. Without it, such shipments get no instant price (the team quotes them).",
          {
            perShipment: decimal("Per shipment, whatever it weighs (checking the documents, the battery mark).", {
              label: "Per shipment",
              min: 0,
            }),
            perKg: decimal("Per kg of chargeable weight, up to three decimals.", { label: "Per kg", min: 0 }),
          },
          { optional: true, label: "Lithium batteries, Section II" },
        ),
      },
      { optional: true, label: "Special goods" },
    ),
    emissions: object(
      "Optional: the GLEC Framework's default emission intensities for air freight (well-to-wheel, aircraft type unknown), in g CO2e per tonne-km, by the flight's great-circle distance. Copy them from the GLEC Framework's air transport table (Smart Freight Centre; ISO 14083). Without them, no quote shows CO2e.",
      {
        shortHaul: decimal(
          `For a great-circle distance under ${SHORT_HAUL_UNDER_KM.toLocaleString("en")} km, g CO2e per tonne-km.`,
          {
            label: "Short haul (g CO2e per tonne-km)",
            min: 0,
          },
        ),
        longHaul: decimal(`For ${SHORT_HAUL_UNDER_KM.toLocaleString("en")} km and more, g CO2e per tonne-km.`, {
          label: "Long haul (g CO2e per tonne-km)",
          min: 0,
        }),
      },
      { optional: true },
    ),
    limits: object("Beyond any of these, visitors get no instant price (the team quotes by hand).", {
      longestSideCm: decimal("The longest side of one piece, in cm.", { label: "Longest side (cm)", min: 0 }),
      heightCm: decimal("The height of one piece, in cm.", { label: "Height (cm)", min: 0 }),
      averagePieceKg: decimal("The gross weight of a piece on average (gross weight over pieces), in kg.", {
        label: "Average piece (kg)",
        min: 0,
      }),
      chargeableKg: decimal("The chargeable weight of the shipment, in kg.", {
        label: "Chargeable weight (kg)",
        min: 0,
      }),
    }),
    nonStackableHeightCm: decimal(
      "Optional: the height in cm a piece that cannot be stacked is charged at, for the space above it that nothing else can use (e.g. 160, the main deck's usual pallet height). A line of the packing list marked not stackable is priced at this height when its pieces are lower. Without it, such lines are priced as they are and the team's e-mail says so.",
      { label: "Height of a piece that cannot be stacked (cm)", min: 1, optional: true },
    ),
  },
} as const satisfies ContentFile;

/** Where the card is, from the repository's root. */
export const RATES_PATH = contentPath(RATES_FILE);

// ---------------------------------------------------------------------------
// The card's type, made from the description above (what each field means is
// its description there).

/** A card that has passed its check (rateCardChecks.ts's rateCardProblems). */
export type RateCard = ValuesOf<typeof RATES_FILE.fields>;

/** A zone: its countries (ISO 3166 codes, each one of content/countries.yaml's), express's rates, economy and door delivery. */
export type RateZone = RateCard["zones"][number];

/** A service's freight: its transit days as visitors read them (2-3), its minimum and its price per kg by break. */
export type ServiceRates = NonNullable<RateZone["economy"]>;

/** Import clearance and delivery to the door at the destination. */
export type DoorDelivery = NonNullable<RateZone["delivery"]>;

/** Collection in China, trucked to the Hong Kong warehouse, from the cities of one area. */
export type PickupZone = NonNullable<RateCard["pickup"]>[number];

/** The air freight emission intensities by distance band, g CO2e per tonne-km. */
export type EmissionFactors = NonNullable<RateCard["emissions"]>;

/** All risks, on the goods' value the shipper gives. */
export type Insurance = NonNullable<RateCard["insurance"]>;

/** Days as a card writes them: a whole number (1) or a range (1-2). */
export type Days = DoorDelivery["addDays"];

// ---------------------------------------------------------------------------
// The countries the card names: content/countries.yaml's, by code

/** content/countries.yaml's countries, as the card and the function need them. */
type CountryLists = {
  primary: readonly { name: string; code: string }[];
  secondary: readonly { name: string; code: string }[];
};

/** Every code of content/countries.yaml. */
export const countryCodesOf = (countries: CountryLists): string[] =>
  [...countries.primary, ...countries.secondary].map((country) => country.code);

/** The function's way from what a request carries (the English name) to the card's code: { "United States": "US" }. */
export const countryCodesByName = (countries: CountryLists): Record<string, string> =>
  Object.fromEntries([...countries.primary, ...countries.secondary].map((country) => [country.name, country.code]));
