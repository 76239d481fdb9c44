// Declared goods classified as airlines classify them, then priced or
// referred (specialGoods.ts, pricing.ts), on figures worked by hand: one piece
// of 100 x 80 x 71 cm, 60 kg, from Shenzhen to a door in the United States
// (568,000 cm³ / 6,000 = 94.67 kg, 95 kg chargeable), on the full test card
// with a lithium battery handling line of 45.00 per shipment and 0.20 per kg.
import { deepStrictEqual } from "node:assert/strict";
import { type ContactRequest, EMPTY_CONTACT_REQUEST } from "../../_shared/contactFields.ts";
import { priceRequest } from "../../_shared/price/leadPrice.ts";
import type { PriceOption, Pricing } from "../../_shared/price/pricing.ts";
import type { RateCard } from "../../_shared/price/rateCardSchema.ts";
import { classifyGoods, goodsOutcome } from "../../_shared/price/specialGoods.ts";
import { FULL_CARD, NOW } from "./cards.ts";

const CARD: RateCard = { ...FULL_CARD, specialGoods: { lithiumSectionII: { perShipment: 45, perKg: 0.2 } } };
const COUNTRIES = { "United States": "US" };

/** The shipment, with what it declares. */
const request = (declared: Partial<ContactRequest>): ContactRequest => ({
  ...EMPTY_CONTACT_REQUEST,
  shippingCountry: "United States",
  cargoPieces: 1,
  cargoLengthCm: 100,
  cargoWidthCm: 80,
  cargoHeightCm: 71,
  cargoWeightKg: 60,
  pickupCity: "Shenzhen",
  deliverTo: "door",
  ...declared,
});

const price = (declared: Partial<ContactRequest>, card: RateCard = CARD): Pricing =>
  priceRequest(request(declared), { card, countries: COUNTRIES }, NOW);

/** An option's lines in cents by name, its total and range. */
const figures = (option: PriceOption) => ({
  lines: Object.fromEntries(
    [
      option.pickup,
      option.freight,
      ...option.surcharges,
      ...option.fees,
      option.delivery,
      option.clearance,
      option.batteryHandling,
      option.insurance,
    ].filter((line) => line !== null).map((line) => [line!.name, line!.amountMinor]),
  ),
  totalMinor: option.totalMinor,
  range: [option.low, option.high],
});

const priced = (pricing: Pricing) => {
  if (pricing.kind !== "priced") throw new Error(`expected a price, got ${JSON.stringify(pricing)}`);
  return pricing.price;
};

const reasonOf = (pricing: Pricing) => (pricing.kind === "noPrice" ? pricing.reason : "priced");

/** Lithium ion batteries fitted inside the product, none over 100 Wh. */
const IN_EQUIPMENT: Partial<ContactRequest> = {
  cargoContents: ["batteries"],
  batteryType: "lithiumIon",
  batteryPacking: "inEquipment",
  batteryLarge: false,
};

// Express: pickup 0.35 x 95 = 33.25, its minimum 45.00; freight at +100's rate on 100 kg, 5.10 x 100 = 510.00
// (cheaper than 5.90 x 95 = 560.50); fuel 0.53 x 95 = 50.35; security on the gross 0.13 x 60 = 7.80; documents
// 38.00; delivery 0.45 x 95 = 42.75, its minimum 85.00; clearance 65.00: 801.15.
const EXPRESS = {
  "Pickup in China": 4500,
  Freight: 51000,
  Fuel: 5035,
  Security: 780,
  "Documents and handling": 3800,
  "Delivery to the door": 8500,
  "Import clearance": 6500,
};
// Economy: freight at +100's 4.00 on 100 kg, 400.00 (cheaper than 4.60 x 95 = 437.00): 691.15.
const ECONOMY = { ...EXPRESS, Freight: 40000 };

Deno.test("batteries inside the equipment: UN3481, PI 967, Section II, priced with the battery handling line", () => {
  const pricing = price(IN_EQUIPMENT);
  const { options, specialGoods } = priced(pricing);
  // The line: 45.00 + 0.20 x 95 = 64.00, after the others. Express 801.15 + 64.00 = 865.15: less 10 %, 778.635, down
  // to 770; plus 10 %, 951.665, up to 960. Economy 691.15 + 64.00 = 755.15: 679.635 -> 670, 830.665 -> 840.
  const handling = { "Lithium batteries, Section II": 6400 };
  deepStrictEqual(figures(options[0]), { lines: { ...EXPRESS, ...handling }, totalMinor: 86515, range: [770, 960] });
  deepStrictEqual(figures(options[1]), { lines: { ...ECONOMY, ...handling }, totalMinor: 75515, range: [670, 840] });
  deepStrictEqual(options[0].batteryHandling, {
    name: "Lithium batteries, Section II",
    amountMinor: 6400,
    perShipment: 45,
    perKg: 0.2,
    weightKg: 95,
  });
  deepStrictEqual(specialGoods, {
    un: "UN3481",
    packingInstruction: "967",
    section: "II",
    documents: ["un38.3", "sds"],
    conditions: ["batteriesPerPackage"],
  });
  deepStrictEqual(pricing.goods, ["UN3481-967-II"]);
});

Deno.test("the battery line is rounded once, and insurance is taken of the total with it", () => {
  // 45.00 + 0.229 x 95 = 66.755: one rounding, half up, 66.76 (not 45.00 + 21.76).
  const odd = priced(
    price(IN_EQUIPMENT, { ...CARD, specialGoods: { lithiumSectionII: { perShipment: 45, perKg: 0.229 } } }),
  );
  deepStrictEqual(odd.options[0].batteryHandling?.amountMinor, 6676);
  // Insured for 10,000: 0.3 % of 110 % of (10,000 + 865.15) = 0.0033 x 10,865.15 = 35.854995 -> 35.85.
  const insured = priced(price({ ...IN_EQUIPMENT, insure: true, goodsValue: 10_000 })).options[0];
  deepStrictEqual([insured.insurance?.insuredMinor, insured.insurance?.amountMinor], [1195167, 3585]);
  deepStrictEqual(insured.totalMinor, 86515 + 3585);
});

Deno.test("lithium metal in, and batteries packed with the equipment: their classes, the same line, their conditions", () => {
  const metal = price({ ...IN_EQUIPMENT, batteryType: "lithiumMetal" });
  deepStrictEqual([metal.goods, priced(metal).totalMinor], [["UN3091-970-II"], 86515]);
  deepStrictEqual(priced(metal).specialGoods?.packingInstruction, "970");
  const ionWith = price({ ...IN_EQUIPMENT, batteryPacking: "withEquipment" });
  deepStrictEqual(ionWith.goods, ["UN3481-966-II"]);
  deepStrictEqual(priced(ionWith).specialGoods?.conditions, ["batteriesPerPackage", "spareSets", "stateOfCharge"]);
  // Lithium metal has no state of charge to keep.
  const metalWith = price({ ...IN_EQUIPMENT, batteryType: "lithiumMetal", batteryPacking: "withEquipment" });
  deepStrictEqual([metalWith.goods, priced(metalWith).specialGoods?.conditions], [["UN3091-969-II"], [
    "batteriesPerPackage",
    "spareSets",
  ]]);
});

Deno.test("batteries alone, large batteries, loose magnets, flammable liquids: no price, each its own reason", () => {
  const cases: [Partial<ContactRequest>, string, string][] = [
    [{ ...IN_EQUIPMENT, batteryPacking: "alone" }, "batteriesAlone", "UN3480-965-IB"],
    [{ ...IN_EQUIPMENT, batteryType: "lithiumMetal", batteryPacking: "alone" }, "batteriesAlone", "UN3090-968-IB"],
    [{ ...IN_EQUIPMENT, batteryLarge: true }, "largeBatteries", "UN3481-967-I"],
    [{ ...IN_EQUIPMENT, batteryPacking: "alone", batteryLarge: true }, "batteriesAlone", "UN3480-965-IA"],
    [{ cargoContents: ["magnets"], magnetsLoose: true }, "looseMagnets", "looseMagnets"],
    [{ cargoContents: ["liquids"], liquidsFlammable: true }, "flammableLiquids", "flammableLiquids"],
  ];
  for (const [declared, reason, goodsClass] of cases) {
    const pricing = price(declared);
    deepStrictEqual([reasonOf(pricing), pricing.goods], [reason, [goodsClass]], JSON.stringify(declared));
  }
});

Deno.test("magnets inside products and liquids not flammable: priced as ordinary cargo, no battery line", () => {
  const magnets = priced(price({ cargoContents: ["magnets"], magnetsLoose: false }));
  deepStrictEqual(figures(magnets.options[0]), { lines: EXPRESS, totalMinor: 80115, range: [720, 890] });
  deepStrictEqual(magnets.specialGoods, { documents: [], conditions: ["magneticField"] });
  const liquids = priced(price({ cargoContents: ["liquids"], liquidsFlammable: false }));
  deepStrictEqual(figures(liquids.options[0]), { lines: EXPRESS, totalMinor: 80115, range: [720, 890] });
  deepStrictEqual(liquids.specialGoods, { documents: ["sds"], conditions: ["notRegulatedForAir"] });
  const powders = priced(price({ cargoContents: ["powders"] }));
  deepStrictEqual([powders.totalMinor, powders.specialGoods?.conditions], [80115, ["notRegulatedForAir"]]);
  // Nothing declared: no special goods at all.
  deepStrictEqual(priced(price({})).specialGoods, null);
});

Deno.test("batteries in the equipment, magnets in products and a liquid not flammable: one price, one line, every condition", () => {
  const pricing = price({
    ...IN_EQUIPMENT,
    cargoContents: ["batteries", "liquids", "magnets"],
    magnetsLoose: false,
    liquidsFlammable: false,
  });
  const combined = priced(pricing);
  deepStrictEqual(figures(combined.options[0]).totalMinor, 86515);
  deepStrictEqual(combined.specialGoods, {
    un: "UN3481",
    packingInstruction: "967",
    section: "II",
    documents: ["un38.3", "sds"],
    conditions: ["batteriesPerPackage", "magneticField", "notRegulatedForAir"],
  });
  deepStrictEqual(pricing.goods, ["UN3481-967-II", "liquids", "magnetsInProducts"]);
});

Deno.test("what was not said is not known: no price, the team asks; a known refusal is said first", () => {
  for (
    const declared of [
      { cargoContents: ["batteries"] },
      { ...IN_EQUIPMENT, batteryPacking: null },
      { ...IN_EQUIPMENT, batteryType: "unknown" },
      { ...IN_EQUIPMENT, batteryLarge: null },
      { cargoContents: ["magnets"], magnetsLoose: "unknown" },
      { cargoContents: ["liquids"] },
    ] as Partial<ContactRequest>[]
  ) {
    deepStrictEqual(reasonOf(price(declared)), "specialGoodsUnknown", JSON.stringify(declared));
  }
  deepStrictEqual(price({ ...IN_EQUIPMENT, batteryLarge: null }).goods, ["UN3481-967"]);
  // Flammable liquids beside batteries not described: the known reason.
  deepStrictEqual(
    reasonOf(price({ cargoContents: ["batteries", "liquids"], liquidsFlammable: true })),
    "flammableLiquids",
  );
});

Deno.test("without the card's battery handling line, Section II batteries get no instant price, as before it", () => {
  const { specialGoods: _line, ...withoutLine } = CARD;
  deepStrictEqual(reasonOf(price(IN_EQUIPMENT, withoutLine)), "dangerousGoods");
  // Magnets inside products need no line.
  deepStrictEqual(reasonOf(price({ cargoContents: ["magnets"], magnetsLoose: false }, withoutLine)), "priced");
});

Deno.test("the classes of a request, one a content in the order of its contents", () => {
  deepStrictEqual(
    classifyGoods({
      ...EMPTY_CONTACT_REQUEST,
      cargoContents: ["batteries", "liquids", "powders", "magnets"],
      batteryType: "lithiumMetal",
      batteryPacking: "withEquipment",
      batteryLarge: true,
      liquidsFlammable: "unknown",
      magnetsLoose: null,
    }),
    ["UN3091-969-I", "liquidsUnknown", "powders", "magnetsUnknown"],
  );
  deepStrictEqual(goodsOutcome([]), null);
});
