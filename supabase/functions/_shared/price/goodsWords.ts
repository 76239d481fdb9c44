// The words of declared special goods (specialGoods.ts gives their codes):
// what the visitor reads of a price made with them, on the thank-you page,
// the quote page and in the confirmation (content/thank-you.yaml,
// specialGoods), and how the team names a class and the documents to collect,
// in its e-mail, the weekly summary and the console (content/team-emails.yaml
// and team-console.yaml, goods). Every word is content.
import { fillTemplate } from "../words/template.ts";
import {
  batteryOf,
  documentsOf,
  GOODS_CONDITIONS,
  GOODS_DOCUMENTS,
  type GoodsClass,
  type GoodsDocument,
  NAMED_GOODS_CLASSES,
  type SpecialGoods,
} from "./specialGoods.ts";

/** Each document's word, by its code's key in content (a field's name has no dot). */
const DOCUMENT_KEYS = { "un38.3": "testSummary", sds: "safetyDataSheet" } as const satisfies Record<
  GoodsDocument,
  string
>;

/** The visitor's words (content/thank-you.yaml, specialGoods). */
export const SPECIAL_GOODS_WORD_KEYS = [
  "included",
  "title",
  ...GOODS_DOCUMENTS.map((code) => DOCUMENT_KEYS[code]),
  ...GOODS_CONDITIONS,
] as const;

export type SpecialGoodsWords = Record<(typeof SPECIAL_GOODS_WORD_KEYS)[number], string>;

/** What the visitor is told of a price made with special goods: what it includes, then what the supplier must do. */
export type ShownSpecialGoods = { included: string | null; title: string; items: string[] };

/**
 * The sentences of priced special goods: the battery handling the price
 * includes (Section II batteries), then each document the supplier provides
 * and each condition the shipment respects; null when there is nothing to say.
 */
export function describeSpecialGoods(goods: SpecialGoods | null, words: SpecialGoodsWords): ShownSpecialGoods | null {
  if (goods === null) return null;
  const items = [
    ...goods.documents.map((code) => words[DOCUMENT_KEYS[code]]),
    ...goods.conditions.map((code) => words[code]),
  ];
  const included = goods.section === "II" ? words.included : null;
  return included === null && items.length === 0 ? null : { included, title: words.title, items };
}

/** The team's words of the classes (content/team-emails.yaml and team-console.yaml, goods), and what each is. */
export const GOODS_TEAM_WORDS = {
  battery:
    "A battery's class; {un}, {packingInstruction}, {section} and {limits} become them, e.g. {un}, PI {packingInstruction}, Section {section}, {limits}.",
  batteryUnsized:
    "A battery whose size was not said; {un} and {packingInstruction} become them: what to ask (Wh, or grams of lithium).",
  ionWithin: "Lithium ion within Section II's limits: at most 100 Wh a battery and 20 Wh a cell.",
  ionOver: "Lithium ion over them: over 100 Wh a battery or 20 Wh a cell.",
  metalWithin: "Lithium metal within them: at most 2 g of lithium a battery and 1 g a cell.",
  metalOver: "Lithium metal over them: over 2 g of lithium a battery or 1 g a cell.",
  cargoAircraftOnly: "Batteries on their own; {class} becomes the class: they fly on cargo aircraft only.",
  batteriesUnknown: "Batteries whose kind or packing was not said: what to ask.",
  magnetsInProducts: "Magnets inside products: general cargo if each package passes the field test of PI 953.",
  looseMagnets: "Loose magnets or magnetic material: the field to measure (PI 953, UN2807).",
  magnetsUnknown: "Magnets not said to be loose or inside products: what to ask.",
  liquids: "Liquids not flammable: general cargo if section 14 of the safety data sheet says not regulated for air.",
  flammableLiquids: "Flammable liquids (Class 3): dangerous goods.",
  liquidsUnknown: "Liquids not said to be flammable or not: what to ask.",
  powders: "Powders: general cargo if section 14 of the safety data sheet says not regulated for air.",
  documents: "Label of the documents to collect from the supplier, e.g. Documents to collect.",
  testSummary: "The document: the cells' UN38.3 test summary.",
  safetyDataSheet: "The document: the safety data sheet (SDS).",
} as const satisfies Record<string, string>;

export type GoodsTeamWords = Record<keyof typeof GOODS_TEAM_WORDS, string>;

/** The placeholders each of the team's sentences must keep. */
export const GOODS_TEAM_NEEDS: Partial<Record<keyof GoodsTeamWords, readonly string[]>> = {
  battery: ["un", "packingInstruction", "section"],
  batteryUnsized: ["un", "packingInstruction"],
  cargoAircraftOnly: ["class"],
};

/**
 * Each of the team's sentences as the team's words are specified (replies/teamWords.ts): what it is, what it
 * keeps. A function, not a value built on import: the pages that show the visitor's words never carry the team's.
 */
export const goodsTeamSpecs = () =>
  Object.fromEntries(
    Object.entries(GOODS_TEAM_WORDS).map(([key, description]) => [
      key,
      { description, needs: GOODS_TEAM_NEEDS[key as keyof GoodsTeamWords] },
    ]),
  ) as Record<keyof GoodsTeamWords, { description: string; needs?: readonly string[] }>;

/**
 * A class as the team reads it: "UN3481, PI 967, Section II, at most 100 Wh a
 * battery and 20 Wh a cell"; a text that is no class (stored by a later
 * version), as it is.
 */
export function goodsClassText(goodsClass: string, words: GoodsTeamWords): string {
  const battery = batteryOf(goodsClass);
  if (battery === null) {
    return (NAMED_GOODS_CLASSES as readonly string[]).includes(goodsClass)
      ? words[goodsClass as (typeof NAMED_GOODS_CLASSES)[number]]
      : goodsClass;
  }
  const { un, packingInstruction, section } = battery;
  if (section === null) return fillTemplate(words.batteryUnsized, { un, packingInstruction });
  const within = section === "II" || section === "IB";
  const limits = battery.type === "lithiumIon"
    ? (within ? words.ionWithin : words.ionOver)
    : (within ? words.metalWithin : words.metalOver);
  const text = fillTemplate(words.battery, { un, packingInstruction, section, limits });
  return battery.packing === "alone" ? fillTemplate(words.cargoAircraftOnly, { class: text }) : text;
}

/** The documents to collect for the classes, each once, in the team's words; none when they need none. */
export function goodsDocuments(classes: readonly GoodsClass[], words: GoodsTeamWords): string[] {
  return GOODS_DOCUMENTS.filter((code) => classes.some((goodsClass) => documentsOf(goodsClass).includes(code)))
    .map((code) => words[DOCUMENT_KEYS[code]]);
}
