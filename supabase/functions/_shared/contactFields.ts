// The quote request's fields, each defined once: its name (the form control's
// name, the JSON key, the column in snake case), its kind, its bounds, whether
// it is required, and its English name for the team's e-mail. The form, the
// contract (contactRequest.ts), the function, the pages a plain form post gets
// and the e-mails all read this table; the words a visitor sees for each field
// (its label, in every language) are content (content/contact.yaml).
// Plain data with no imports, so the site can use it on first load without
// shipping yup or the number parser.

type Common = {
  /** Its name in English, as the team's e-mail and the logs show it. */
  team: string;
  required: boolean;
};

/** Free text; `singleLine` for values that may end up in an e-mail header or subject. */
export type TextFieldSpec = Common & { kind: "text"; maxLength: number; singleLine: boolean };

/** One e-mail address (used as the Reply-To of the team's e-mail). */
export type EmailFieldSpec = Common & { kind: "email"; maxLength: number };

/**
 * A number as the visitor types it in their language (numbers.ts reads it),
 * between `min` and `max`; `whole` refuses fractions.
 */
export type NumberFieldSpec = Common & {
  kind: "number";
  min: number;
  max: number;
  whole: boolean;
  /** What it counts; "money": an amount in the rate card's currency. */
  unit?: "cm" | "kg" | "m3" | "money";
};

/** Any of a fixed set of options, several at once (check boxes); none means none declared. */
export type ChoicesFieldSpec = Common & { kind: "choices"; options: readonly string[] };

/** One of a fixed set of options (radio buttons), the first when none is given. */
export type ChoiceFieldSpec = Common & { kind: "choice"; options: readonly string[] };

/** Yes or no (a check box): ticked or not. */
export type FlagFieldSpec = Common & { kind: "flag" };

/** One of a fixed set of answers (radio buttons), or none: a question left unanswered. */
export type AnswerFieldSpec = Common & { kind: "answer"; options: readonly string[] };
/** Yes or no (radio buttons), "unknown" where `unknown` allows "I don't know", or none: unanswered. */
export type YesNoFieldSpec = Common & { kind: "yesNo"; unknown: boolean };

/** The packing list: up to `maxLines` lines of pieces of one size each (cargoLines.ts says what a line holds). */
export type LinesFieldSpec = Common & { kind: "lines"; maxLines: number };

export type FieldSpec =
  | TextFieldSpec
  | EmailFieldSpec
  | NumberFieldSpec
  | ChoicesFieldSpec
  | ChoiceFieldSpec
  | FlagFieldSpec
  | AnswerFieldSpec
  | YesNoFieldSpec
  | LinesFieldSpec;

/** What a shipment may declare that needs documents before it can fly (dangerous goods). */
export const CARGO_CONTENTS = ["batteries", "liquids", "powders", "magnets"] as const;

export type CargoContent = (typeof CARGO_CONTENTS)[number];

// The questions under a declared content, as airlines classify it (price/specialGoods.ts); unanswered counts as
// not known. Batteries inside the product, in its box not fitted, or on their own (a power bank is a battery).
export const BATTERY_TYPES = ["lithiumIon", "lithiumMetal", "unknown"] as const;
export type BatteryType = (typeof BATTERY_TYPES)[number];
export const BATTERY_PACKINGS = ["inEquipment", "withEquipment", "alone"] as const;
export type BatteryPacking = (typeof BATTERY_PACKINGS)[number];
/** A yes-or-no answer, or "I don't know". */
export type YesNo = boolean | "unknown";

/** The questions of each content that has some, in the order the form asks them. */
export const CONTENT_QUESTIONS = {
  batteries: ["batteryType", "batteryPacking", "batteryLarge"],
  magnets: ["magnetsLoose"],
  liquids: ["liquidsFlammable"],
} as const;

/** Where the shipment is delivered at its destination: the airport (the team's default), or the door. */
export const DELIVERY_PLACES = ["airport", "door"] as const;

export type DeliveryPlace = (typeof DELIVERY_PLACES)[number];

/** Each of them in English, for the team's e-mail. */
export const CARGO_CONTENT_NAMES: Record<CargoContent, string> = {
  batteries: "Lithium batteries",
  liquids: "Liquids",
  powders: "Powders",
  magnets: "Magnets",
};

const side = (team: string): NumberFieldSpec => ({
  kind: "number",
  team,
  required: false,
  min: 1,
  max: 400,
  whole: false,
  unit: "cm",
});

/**
 * Every field, in the order the form shows them. The bounds are what a real
 * airfreight piece can meet; the database's constraints repeat them.
 */
export const CONTACT_FIELD_SPECS = {
  name: { kind: "text", team: "Name", required: true, maxLength: 100, singleLine: true },
  email: { kind: "email", team: "E-mail", required: true, maxLength: 254 },
  phone: { kind: "text", team: "Phone", required: false, maxLength: 40, singleLine: true },
  shippingCountry: { kind: "text", team: "Shipping country", required: true, maxLength: 100, singleLine: true },
  shippingDetails: { kind: "text", team: "What to ship", required: false, maxLength: 500, singleLine: false },
  message: { kind: "text", team: "Message", required: true, maxLength: 5000, singleLine: false },
  // Pieces of different sizes, a line per size (pallets and cartons): instead of one piece's size below.
  cargoLines: { kind: "lines", team: "Cargo lines", required: false, maxLines: 10 },
  cargoPieces: { kind: "number", team: "Pieces", required: false, min: 1, max: 9999, whole: true },
  cargoLengthCm: side("Length"),
  cargoWidthCm: side("Width"),
  cargoHeightCm: side("Height"),
  // All pieces together, from the packing list: for pieces that are not all one size, instead of one piece's sides.
  cargoVolumeM3: {
    kind: "number",
    team: "Total volume",
    required: false,
    min: 0.001,
    max: 1000,
    whole: false,
    unit: "m3",
  },
  cargoWeightKg: {
    kind: "number",
    team: "Gross weight",
    required: false,
    min: 0.1,
    max: 100_000,
    whole: false,
    unit: "kg",
  },
  cargoContents: { kind: "choices", team: "Declared contents", required: false, options: CARGO_CONTENTS },
  batteryType: { kind: "answer", team: "Battery type", required: false, options: BATTERY_TYPES },
  batteryPacking: { kind: "answer", team: "Batteries packed", required: false, options: BATTERY_PACKINGS },
  // Over 100 Wh a battery or 20 Wh a cell (ion); over 2 g of lithium a battery or 1 g a cell (metal).
  batteryLarge: { kind: "yesNo", team: "Batteries over the Section II limits", required: false, unknown: false },
  // False: inside products (speakers, motors). Flammable: perfume, nail polish, paints, alcohol-based.
  magnetsLoose: { kind: "yesNo", team: "Loose magnets", required: false, unknown: true },
  liquidsFlammable: { kind: "yesNo", team: "Flammable liquids", required: false, unknown: true },
  pickupCity: { kind: "text", team: "Pickup city in China", required: false, maxLength: 100, singleLine: true },
  deliverTo: { kind: "choice", team: "Delivered to", required: false, options: DELIVERY_PLACES },
  // For the team, with delivery to the door: where in the destination country.
  deliveryPostcode: {
    kind: "text",
    team: "Postcode at the destination",
    required: false,
    maxLength: 20,
    singleLine: true,
  },
  insure: { kind: "flag", team: "Insurance", required: false },
  // Insured on: the goods' value in the rate card's currency, as the invoice says it.
  goodsValue: {
    kind: "number",
    team: "Value of the goods",
    required: false,
    min: 1,
    max: 100_000_000,
    whole: false,
    unit: "money",
  },
} as const satisfies Record<string, FieldSpec>;

export type ContactField = keyof typeof CONTACT_FIELD_SPECS;

type SpecOf<F extends ContactField> = (typeof CONTACT_FIELD_SPECS)[F];

/** The fields of one kind. */
export type FieldsOfKind<K extends FieldSpec["kind"]> = {
  [F in ContactField]: SpecOf<F>["kind"] extends K ? F : never;
}[ContactField];

export type TextField = FieldsOfKind<"text" | "email">;
export type NumberField = FieldsOfKind<"number">;
export type ChoicesField = FieldsOfKind<"choices">;
export type ChoiceField = FieldsOfKind<"choice">;
export type FlagField = FieldsOfKind<"flag">;
export type AnswerField = FieldsOfKind<"answer">;
export type YesNoField = FieldsOfKind<"yesNo">;
export type LinesField = FieldsOfKind<"lines">;
/** A question's field: one of its answers, or yes or no. */
export type QuestionField = AnswerField | YesNoField;

export const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_SPECS) as ContactField[];

const fieldsWhere = <F extends ContactField>(test: (spec: FieldSpec) => boolean) =>
  CONTACT_FIELDS.filter((field) => test(CONTACT_FIELD_SPECS[field])) as F[];

export const TEXT_FIELDS = fieldsWhere<TextField>((spec) => spec.kind === "text" || spec.kind === "email");
export const NUMBER_FIELDS = fieldsWhere<NumberField>((spec) => spec.kind === "number");
export const CHOICES_FIELDS = fieldsWhere<ChoicesField>((spec) => spec.kind === "choices");
export const CHOICE_FIELDS = fieldsWhere<ChoiceField>((spec) => spec.kind === "choice");
export const FLAG_FIELDS = fieldsWhere<FlagField>((spec) => spec.kind === "flag");
export const QUESTION_FIELDS = fieldsWhere<QuestionField>((spec) => spec.kind === "answer" || spec.kind === "yesNo");

/** The fields a request cannot do without, in the order the form shows them. */
export const REQUIRED_CONTACT_FIELDS = fieldsWhere((spec) => spec.required);

/** The optional group of the form that says what is shipped: what prices an airfreight job. */
export const CARGO_FIELDS = [
  "cargoLines",
  "cargoPieces",
  "cargoLengthCm",
  "cargoWidthCm",
  "cargoHeightCm",
  "cargoVolumeM3",
  "cargoWeightKg",
  "cargoContents",
  "batteryType",
  "batteryPacking",
  "batteryLarge",
  "magnetsLoose",
  "liquidsFlammable",
  "pickupCity",
  "deliverTo",
  "deliveryPostcode",
  "insure",
  "goodsValue",
] as const satisfies readonly ContactField[];

/** The size of one piece, in the order the form asks for it. */
export const SIDE_FIELDS = ["cargoLengthCm", "cargoWidthCm", "cargoHeightCm"] as const satisfies readonly NumberField[];

/** A field's column in public.contact_requests: its name in snake case (cargoWeightKg -> cargo_weight_kg). */
export const columnOf = (field: ContactField): string =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * How long the site's script waits for the function's answer before it counts
 * the send as failed; the function answers well within it (settings.ts, outage).
 */
export const CONTACT_TIMEOUT_MS = 15_000;

/** The field a bot fills in: hidden from people, tempting to form-fillers. */
export const HONEYPOT_FIELD = "website";

/**
 * The language of the page the request was sent from (a code like es). Not a
 * field the visitor fills in: the form sends it, and the function takes it if
 * it is one of the site's languages, else the site's default language. Numbers
 * are read as that language writes them.
 */
export const LANGUAGE_FIELD = "language";

/**
 * A validated request: text trimmed ("" when absent), numbers read (null when
 * absent), the contents ticked, a choice its option (the first when absent),
 * a flag true or false, a question its answer (null when unanswered).
 */
export type ContactRequest =
  & { [F in TextField]: string }
  & { [F in NumberField]: number | null }
  & { [F in ChoicesField]: CargoContent[] }
  & { deliverTo: DeliveryPlace }
  & { [F in FlagField]: boolean }
  & { batteryType: BatteryType | null; batteryPacking: BatteryPacking | null }
  & { [F in YesNoField]: YesNo | null }
  & { [F in LinesField]: CargoLine[] };

/**
 * What the form holds and sends: every value as typed, the ticked contents as
 * a list, a flag ticked or not, a question's answer as its radio button's
 * value ("true", "false", "unknown" for yes or no; "" unanswered).
 */
export type ContactFormInput =
  & { [F in TextField | NumberField | ChoiceField | QuestionField]: string }
  & { [F in ChoicesField]: string[] }
  & { [F in FlagField]: boolean }
  & { [F in LinesField]: CargoLineInput[] };

/**
 * One line of the packing list, as the contract gives it back: pieces of one
 * size, the line's gross weight (all its pieces), and whether they can be stacked.
 */
export type CargoLine = {
  pieces: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
  stackable: boolean;
  /**
   * The line's place on the form it was sent from, counted from 0, when lines
   * before it were left empty (the form's Line 3 is the second line given):
   * what the shipper and the team call it. Absent: its place in the list.
   */
  place?: number;
};

/** A line as the shipper numbers it on the form, from 1. */
export const lineNumber = (line: CargoLine, index: number): number => (line.place ?? index) + 1;

/** A line's numbers, in the order the form asks for them. */
export const LINE_NUMBER_FIELDS = ["pieces", "lengthCm", "widthCm", "heightCm", "weightKg"] as const;
export type LineNumberField = (typeof LINE_NUMBER_FIELDS)[number];

/** A line's weight as the shipper gives it: for the whole line (the default), or for each piece. */
export const WEIGHT_PER = ["line", "piece"] as const;
export type WeightPer = (typeof WEIGHT_PER)[number];

/** A line as the form holds and sends it: the numbers as typed, what the weight is for, stackable or not. */
export type CargoLineInput = { [F in LineNumberField]: string } & { weightPer: WeightPer; stackable: boolean };

/** A line's field as a form control names it, counted from 0: cargoLines.1.heightCm (the plain form posts these). */
export const lineControlName = (index: number, field: LineNumberField | "weightPer" | "stackable"): string =>
  `cargoLines.${index}.${field}`;

/** A line with nothing typed in it: the weight for the line, stackable (what most cargo is). */
export const EMPTY_CARGO_LINE: CargoLineInput = {
  pieces: "",
  lengthCm: "",
  widthCm: "",
  heightCm: "",
  weightKg: "",
  weightPer: "line",
  stackable: true,
};

/** A field's value in a form that starts empty: "" (a choice's first option), no contents, a flag unticked, no lines. */
const emptyInput = (spec: FieldSpec): unknown =>
  spec.kind === "choices" || spec.kind === "lines"
    ? []
    : spec.kind === "flag"
    ? false
    : spec.kind === "choice"
    ? spec.options[0]
    : "";

export const EMPTY_CONTACT_INPUT: ContactFormInput = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, emptyInput(CONTACT_FIELD_SPECS[field])]),
) as unknown as ContactFormInput;

/** A request with nothing in it, as the contract gives one back: text "", numbers null, no contents, defaults, no answers. */
export const EMPTY_CONTACT_REQUEST: ContactRequest = Object.fromEntries(
  CONTACT_FIELDS.map((field) => {
    const spec = CONTACT_FIELD_SPECS[field];
    const absent = spec.kind === "number" || spec.kind === "answer" || spec.kind === "yesNo";
    return [field, absent ? null : emptyInput(spec)];
  }),
) as unknown as ContactRequest;

/** Error codes a field can fail with; the form and the pages say each in the visitor's language. */
export const CONTACT_ERROR = {
  required: "required",
  email: "email",
  tooLong: "tooLong",
  type: "type",
  lineBreak: "lineBreak",
  /** A NUL character: PostgreSQL text cannot store it, and no person types it. */
  invalidCharacter: "invalidCharacter",
  /** Not a number in the page's language (letters, two decimal separators). */
  number: "number",
  /** A fraction where only whole numbers make sense (pieces). */
  wholeNumber: "wholeNumber",
  /** A number outside the field's bounds (zero and negative numbers included). */
  range: "range",
  /** A value that is not one of the field's options. */
  choice: "choice",
  /** The total volume beside a piece's size: one or the other (the volume is for pieces of different sizes). */
  volumeOrSize: "volumeOrSize",
  /** Insurance asked for without the goods' value it is worked on: named on the value's field. */
  valueToInsure: "valueToInsure",
  /** Lines beside one piece's size, the pieces, the total volume or the total weight: the lines say all of it. */
  linesOrSize: "linesOrSize",
  /** An answer to a question of a content not ticked (named on its first question), or batteries' without their kind. */
  notTicked: "notTicked",
  batteryTypeFirst: "batteryTypeFirst",
} as const;

export type ContactErrorCode = (typeof CONTACT_ERROR)[keyof typeof CONTACT_ERROR];

/** The codes with words of their own ("type", which no form control can cause, reads as "required"). */
export const WORDED_ERRORS = [
  "required",
  "email",
  "tooLong",
  "lineBreak",
  "invalidCharacter",
  "number",
  "wholeNumber",
  "range",
  "choice",
  "volumeOrSize",
  "valueToInsure",
  "linesOrSize",
  "notTicked",
  "batteryTypeFirst",
] as const satisfies readonly ContactErrorCode[];

export type WordedError = (typeof WORDED_ERRORS)[number];
