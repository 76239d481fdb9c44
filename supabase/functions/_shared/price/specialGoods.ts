// What a quote request declares that airlines accept apart from ordinary
// cargo (lithium batteries, magnets, liquids, powders), classified as an
// airline's acceptance desk classifies it from the visitor's answers
// (contactFields.ts, CONTENT_QUESTIONS), and what follows for an instant
// price: priced as ordinary cargo, with the rate card's lithium battery
// handling line where the class needs it and the conditions the shipper must
// meet, or referred to the team with a reason of its own. Every rule of it is
// here, each with the public summary of IATA's Dangerous Goods Regulations
// (DGR) it was checked against (docs/special-goods.md gathers them); the DGR
// itself is the authority.
// Plain data and functions, no imports beyond contactFields.ts: the pages,
// the console and the e-mails read the codes with it.
import type { BatteryPacking, BatteryType, CargoContent, ContactRequest, YesNo } from "../contactFields.ts";

/** What a request's answers are classified from. */
export type GoodsAnswers = Pick<
  ContactRequest,
  "cargoContents" | "batteryType" | "batteryPacking" | "batteryLarge" | "magnetsLoose" | "liquidsFlammable"
>;

/**
 * Why declared goods get no instant price, in the order they are told: on
 * their own, lithium batteries fly on freighters only; over Section II's
 * limits they are fully regulated; loose magnets need the field measured;
 * flammable liquids are dangerous goods; what was not said, the team asks.
 */
export const GOODS_REFERRALS = [
  "batteriesAlone",
  "largeBatteries",
  "looseMagnets",
  "flammableLiquids",
  "specialGoodsUnknown",
] as const;
export type GoodsReferral = (typeof GOODS_REFERRALS)[number];

/** The documents the supplier provides: the cells' UN38.3 test summary, the safety data sheet. */
export const GOODS_DOCUMENTS = ["un38.3", "sds"] as const;
export type GoodsDocument = (typeof GOODS_DOCUMENTS)[number];

/** What the shipment must respect to fly as priced, each said to the visitor (the words are content). */
export const GOODS_CONDITIONS = [
  "batteriesPerPackage",
  "spareSets",
  "stateOfCharge",
  "magneticField",
  "notRegulatedForAir",
] as const;
export type GoodsCondition = (typeof GOODS_CONDITIONS)[number];

/** What the visitor's answer carries of priced special goods: codes only (the words are content). */
export type SpecialGoods = {
  /** A Section II battery's UN number, packing instruction and section; absent without batteries. */
  un?: string;
  packingInstruction?: string;
  section?: "II";
  documents: GoodsDocument[];
  conditions: GoodsCondition[];
};

/** A lithium battery's UN number and packing instruction, by kind and packing. */
export type BatteryEntry = { un: string; packingInstruction: string };

/**
 * The UN number and packing instruction of each kind of lithium battery as it
 * is packed: lithium ion on its own UN3480 (PI 965), packed with equipment
 * UN3481 (PI 966), contained in equipment UN3481 (PI 967); lithium metal on
 * its own UN3090 (PI 968), with equipment UN3091 (PI 969), in equipment
 * UN3091 (PI 970). Air France KLM Cargo, "Lithium batteries" (its table of
 * UN numbers, packing instructions and sections); IATA, Lithium Battery
 * Guidance Document (lithium metal: generally single use; lithium ion:
 * rechargeable).
 */
export const BATTERY_ENTRIES: Record<Exclude<BatteryType, "unknown">, Record<BatteryPacking, BatteryEntry>> = {
  lithiumIon: {
    alone: { un: "UN3480", packingInstruction: "965" },
    withEquipment: { un: "UN3481", packingInstruction: "966" },
    inEquipment: { un: "UN3481", packingInstruction: "967" },
  },
  lithiumMetal: {
    alone: { un: "UN3090", packingInstruction: "968" },
    withEquipment: { un: "UN3091", packingInstruction: "969" },
    inEquipment: { un: "UN3091", packingInstruction: "970" },
  },
};

/** The sections a battery's class may name: I and II in or with equipment; IA and IB on its own. */
export const BATTERY_SECTIONS = ["II", "I", "IA", "IB"] as const;
export type BatterySection = (typeof BATTERY_SECTIONS)[number];

/**
 * A class of declared goods: a battery's UN number, packing instruction and
 * section ("UN3481-967-II"; no section when its size was not said), or one
 * of the others by name.
 */
export type GoodsClass = `${string}-${string}` | (typeof NAMED_GOODS_CLASSES)[number];

/** The classes that are not a battery's, by name. */
export const NAMED_GOODS_CLASSES = [
  "batteriesUnknown",
  "magnetsInProducts",
  "looseMagnets",
  "magnetsUnknown",
  "liquids",
  "flammableLiquids",
  "liquidsUnknown",
  "powders",
] as const;

/** A battery's class read back: its entry, section (null: its size not said), kind and whether it is on its own. */
export type BatteryClass = BatteryEntry & {
  section: BatterySection | null;
  type: Exclude<BatteryType, "unknown">;
  packing: BatteryPacking;
};

/** The battery a class names, or null for the other classes (and any text that is no class). */
export function batteryOf(goodsClass: string): BatteryClass | null {
  const [un, packingInstruction, section, more] = goodsClass.split("-");
  if (more !== undefined || (section !== undefined && !(BATTERY_SECTIONS as readonly string[]).includes(section))) {
    return null;
  }
  for (const [type, packings] of Object.entries(BATTERY_ENTRIES)) {
    for (const [packing, entry] of Object.entries(packings)) {
      if (entry.un === un && entry.packingInstruction === packingInstruction) {
        return {
          ...entry,
          section: (section ?? null) as BatterySection | null,
          type: type as BatteryClass["type"],
          packing: packing as BatteryPacking,
        };
      }
    }
  }
  return null;
}

/** A class as stored (in a lead's pricing), checked; null for anything else. */
export const readGoodsClass = (value: unknown): GoodsClass | null =>
  typeof value === "string" &&
    ((NAMED_GOODS_CLASSES as readonly string[]).includes(value) || batteryOf(value) !== null)
    ? value as GoodsClass
    : null;

/**
 * The batteries' class. Section II, the one that flies as ordinary cargo on
 * passenger and cargo aircraft with a battery mark, is for batteries in or
 * with equipment within its limits: lithium ion at most 20 Wh a cell and 100
 * Wh a battery, lithium metal at most 1 g of lithium a cell and 2 g a battery
 * (batteriestransport.org, "Lithium ion batteries packed with equipment,
 * Section II" and "contained in equipment, Section I"; its lithium metal
 * pages for PI 969 and 970; the Section IA text of PI 965 quoted in an Acer
 * battery's safety data sheet). Over them: Section I, fully regulated (a Class
 * 9 label, the shipper's declaration). On their own, lithium batteries have
 * no Section II since 2022: Section IB within those limits, IA over them,
 * cargo aircraft only (dg-packaging.nl, UN3480 PI 965 IB; Cathay Cargo,
 * "Lithium batteries can go back on board": UN3480 on its freighters only).
 */
function batteryClass(type: BatteryType | null, packing: BatteryPacking | null, large: YesNo | null): GoodsClass {
  if (type === null || type === "unknown" || packing === null) return "batteriesUnknown";
  const { un, packingInstruction } = BATTERY_ENTRIES[type][packing];
  if (typeof large !== "boolean") return `${un}-${packingInstruction}`;
  const section = packing === "alone" ? (large ? "IA" : "IB") : large ? "I" : "II";
  return `${un}-${packingInstruction}-${section}`;
}

/**
 * Magnets inside products (speakers, motors) are ordinary cargo when the
 * package's field, 2.1 m away, is at most 0.159 A/m (200 nT): packing
 * instruction 953's test, which a product with magnets inside must pass too (a
 * speaker can fail it). Loose magnets and magnetic material are measured the
 * same way, and above it are dangerous goods (UN2807, Class 9) or forbidden by
 * air (magnet makers' summaries of PI 953: HSPOT Magnets, Magna-C, Keneng).
 */
const magnetsClass = (loose: YesNo | null): GoodsClass =>
  loose === false ? "magnetsInProducts" : loose === true ? "looseMagnets" : "magnetsUnknown";

/**
 * Liquids and powders are ordinary cargo when section 14 (transport
 * information) of their safety data sheet says they are not regulated for
 * air; flammable liquids (perfume, nail polish, paints, alcohol-based) are
 * Class 3 dangerous goods, and corrosive (Class 8), toxic (6.1) or oxidising
 * (5.1) goods and aerosols (2.x) are regulated too, which section 14 says
 * (chemsafetypro.com, "GHS SDS Preparation Tip 5"; The Chemical Safety
 * Association, "GHS Safety Data Sheets Explained: Section 14").
 */
const liquidsClass = (flammable: YesNo | null): GoodsClass =>
  flammable === false ? "liquids" : flammable === true ? "flammableLiquids" : "liquidsUnknown";

/** The classes of what a request declares, one a content, in the order of its contents (none: nothing declared). */
export function classifyGoods(answers: GoodsAnswers): GoodsClass[] {
  const classes: Record<CargoContent, () => GoodsClass> = {
    batteries: () => batteryClass(answers.batteryType, answers.batteryPacking, answers.batteryLarge),
    liquids: () => liquidsClass(answers.liquidsFlammable),
    powders: () => "powders",
    magnets: () => magnetsClass(answers.magnetsLoose),
  };
  return answers.cargoContents.map((content) => classes[content]());
}

/** The content a class is of: a battery's are the batteries', the others' their name's. */
export function contentOf(goodsClass: GoodsClass): CargoContent {
  if (goodsClass === "powders") return "powders";
  if (goodsClass.startsWith("magnets") || goodsClass === "looseMagnets") return "magnets";
  if (goodsClass.startsWith("liquids") || goodsClass === "flammableLiquids") return "liquids";
  return "batteries";
}

/**
 * The documents a class's goods are accepted on, priced or not: lithium
 * batteries their cells' UN38.3 test summary (every cell and battery type is
 * tested: IATA, Lithium Battery Guidance Document) and a safety data sheet;
 * liquids and powders a safety data sheet, whose section 14 says how they fly.
 */
export function documentsOf(goodsClass: GoodsClass): GoodsDocument[] {
  const content = contentOf(goodsClass);
  if (content === "batteries") return ["un38.3", "sds"];
  return content === "liquids" || content === "powders" ? ["sds"] : [];
}

/** What a class means for the price: referred to the team, or priced, with what it asks of the shipper. */
export type ClassRule =
  | { refer: GoodsReferral }
  | { refer?: undefined; lithiumLine: boolean; documents: GoodsDocument[]; conditions: GoodsCondition[] };

/**
 * A class's rule. Section II batteries are priced with the handling line,
 * their cells' UN38.3 test summary and a safety data sheet, at most 5 kg of
 * batteries a package; packed with equipment, only the batteries that power
 * it plus two spare sets (batteriestransport.org, PI 966 Section II) and,
 * lithium ion, from 1 January 2026 each battery over 2.7 Wh at a state of
 * charge of at most 30 % (DGR 67th edition, as summarised by ESTL and by a
 * Chinese certification body; for PI 967 it stays a recommendation).
 */
export function ruleOf(goodsClass: GoodsClass): ClassRule {
  const battery = batteryOf(goodsClass);
  if (battery) {
    if (battery.packing === "alone") return { refer: "batteriesAlone" };
    if (battery.section === null) return { refer: "specialGoodsUnknown" };
    if (battery.section !== "II") return { refer: "largeBatteries" };
    const packedWith = battery.packing === "withEquipment";
    const conditions: GoodsCondition[] = [
      "batteriesPerPackage",
      ...(packedWith ? ["spareSets" as const] : []),
      ...(packedWith && battery.type === "lithiumIon" ? ["stateOfCharge" as const] : []),
    ];
    return { lithiumLine: true, documents: documentsOf(goodsClass), conditions };
  }
  switch (goodsClass) {
    case "magnetsInProducts":
      return { lithiumLine: false, documents: [], conditions: ["magneticField"] };
    case "liquids":
    case "powders":
      return { lithiumLine: false, documents: documentsOf(goodsClass), conditions: ["notRegulatedForAir"] };
    case "looseMagnets":
      return { refer: "looseMagnets" };
    case "flammableLiquids":
      return { refer: "flammableLiquids" };
    default:
      return { refer: "specialGoodsUnknown" };
  }
}

/** What declared goods ask of the price: why there is none, or the battery line and what the visitor is told. */
export type GoodsOutcome =
  | { refer: GoodsReferral }
  | { refer?: undefined; lithiumLine: boolean; specialGoods: SpecialGoods };

/** The classes' outcome: the first referral in GOODS_REFERRALS' order, else every condition of them all, once. */
export function goodsOutcome(classes: readonly GoodsClass[]): GoodsOutcome | null {
  if (classes.length === 0) return null;
  const rules = classes.map(ruleOf);
  const referral = GOODS_REFERRALS.find((reason) => rules.some((rule) => rule.refer === reason));
  if (referral) return { refer: referral };
  const priced = rules.filter((rule): rule is Exclude<ClassRule, { refer: GoodsReferral }> => rule.refer === undefined);
  const battery = classes.map(batteryOf).find((found) => found !== null);
  const has = <T extends string>(all: readonly T[], pick: (rule: (typeof priced)[number]) => readonly T[]) =>
    all.filter((code) => priced.some((rule) => pick(rule).includes(code)));
  return {
    lithiumLine: priced.some((rule) => rule.lithiumLine),
    specialGoods: {
      ...(battery ? { un: battery.un, packingInstruction: battery.packingInstruction, section: "II" as const } : {}),
      documents: has(GOODS_DOCUMENTS, (rule) => rule.documents),
      conditions: has(GOODS_CONDITIONS, (rule) => rule.conditions),
    },
  };
}

/** The codes of an answer's specialGoods, checked; null when it is not one (visitorPrice.ts reads answers with it). */
export function readSpecialGoods(value: unknown): SpecialGoods | null {
  if (typeof value !== "object" || value === null) return null;
  const { un, packingInstruction, section, documents, conditions } = value as Record<string, unknown>;
  const codes = <T extends string>(list: unknown, all: readonly T[]): list is T[] =>
    Array.isArray(list) && list.every((code) => (all as readonly unknown[]).includes(code));
  if (!codes(documents, GOODS_DOCUMENTS) || !codes(conditions, GOODS_CONDITIONS)) return null;
  if (un === undefined && packingInstruction === undefined && section === undefined) return { documents, conditions };
  if (typeof un !== "string" || typeof packingInstruction !== "string" || section !== "II") return null;
  if (batteryOf(`${un}-${packingInstruction}-II`) === null) return null;
  return { un, packingInstruction, section, documents, conditions };
}
