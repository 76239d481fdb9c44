// The shipment in one sentence, "3 lines, 14 pieces, 1.82 m³, 640 kg", as the
// confirmation e-mail and the thank-you page say it in the visitor's language.
// The words are editors' content (content/contact.yaml, form.cargo:
// summarySentence, summaryLines, summaryPieces); a count's words are chosen by
// the language's plural rules (Arabic has six forms, English two), each form
// but `other` optional. Only sibling files: the site and the function share it.
import type { CargoLine } from "../contactFields.ts";
import { lineTotals } from "../chargeableWeight.ts";
import { formatNumber } from "./fieldWords.ts";
import { fillTemplate } from "./template.ts";

/** Intl.PluralRules' categories; `other` is the one every language has. */
export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;

export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * A count's words in each plural form the language needs, {count} in each;
 * `other` for every count whose form is not given (as GraphQL reads an absent
 * form: null).
 */
export type PluralForms = { [K in Exclude<PluralCategory, "other">]?: string | null } & { other: string };

/** The summary's words: the sentence ({lines}, {pieces}, {volume}, {weight}) and the counts' plural forms. */
export type ShipmentSummaryWords = {
  summarySentence: string;
  summaryLines: PluralForms;
  summaryPieces: PluralForms;
};

/** What the sentence must say: each becomes a figure of the lines. */
export const SUMMARY_PLACEHOLDERS = ["lines", "pieces", "volume", "weight"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Plural forms as the words file holds them: `other` non-empty text, every other form text, absent or null. */
export function isPluralForms(value: unknown): value is PluralForms {
  if (!isRecord(value) || typeof value.other !== "string" || value.other === "") return false;
  return Object.entries(value).every(([key, form]) =>
    (PLURAL_CATEGORIES as readonly string[]).includes(key) && (form === null || typeof form === "string")
  );
}

/** The summary's words as the words file holds them. */
export const isShipmentSummaryWords = (value: unknown): value is ShipmentSummaryWords =>
  isRecord(value) && typeof value.summarySentence === "string" && value.summarySentence !== "" &&
  isPluralForms(value.summaryLines) && isPluralForms(value.summaryPieces);

/** The forms given, without the absent or empty ones (GraphQL's nulls, a form an editor emptied). */
export function givenForms(forms: PluralForms): PluralForms {
  const given: PluralForms = { other: forms.other };
  for (const category of PLURAL_CATEGORIES) {
    const form = forms[category];
    if (typeof form === "string" && form.trim() !== "") given[category] = form;
  }
  return given;
}

/** The summary's words as the words file keeps them: the forms given only. */
export const summaryWordsOf = (words: ShipmentSummaryWords): ShipmentSummaryWords => ({
  summarySentence: words.summarySentence,
  summaryLines: givenForms(words.summaryLines),
  summaryPieces: givenForms(words.summaryPieces),
});

/** The language's plural category of `count` (`other` for a language Intl does not know). */
export function pluralCategory(count: number, language: string): PluralCategory {
  try {
    return new Intl.PluralRules(language).select(count) as PluralCategory;
  } catch {
    return "other";
  }
}

/** `count` in its plural form of `forms` in `language` ({count} written as the language writes numbers); `other` when that form is not given. */
export function pluralText(forms: PluralForms, count: number, language: string): string {
  const form = forms[pluralCategory(count, language)];
  const chosen = typeof form === "string" && form.trim() !== "" ? form : forms.other;
  return fillTemplate(chosen, { count: formatNumber(count, language) });
}

/** Cubic centimetres in a cubic metre. */
const CM3_PER_M3 = 1_000_000;

/** The lines' numbers the sentence says: how many lines, their pieces, their volume (m³, from their sides), their gross weight (kg). */
export type ShipmentFigures = { lines: number; pieces: number; volumeM3: number; weightKg: number };

/** The figures of `lines` (each line's pieces x its three sides; the weights added to the gram). */
export function shipmentFigures(lines: readonly CargoLine[]): ShipmentFigures {
  const { pieces, weightKg } = lineTotals(lines);
  const volumeCm3 = lines.reduce((sum, line) => sum + line.pieces * line.lengthCm * line.widthCm * line.heightCm, 0);
  return { lines: lines.length, pieces, volumeM3: volumeCm3 / CM3_PER_M3, weightKg };
}

/** The sentence of `figures` in `language`: the counts in their plural forms, the volume with 2 decimals, the weight. */
export function summaryOfFigures(figures: ShipmentFigures, words: ShipmentSummaryWords, language: string): string {
  return fillTemplate(words.summarySentence, {
    lines: pluralText(words.summaryLines, figures.lines, language),
    pieces: pluralText(words.summaryPieces, figures.pieces, language),
    volume: formatNumber(figures.volumeM3, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    weight: formatNumber(figures.weightKg, language, { maximumFractionDigits: 2 }),
  });
}

/** "3 lines, 14 pieces, 1.82 m³, 640 kg" in `language`; null without lines. */
export function shipmentSummary(
  lines: readonly CargoLine[],
  words: ShipmentSummaryWords,
  language: string,
): string | null {
  return lines.length === 0 ? null : summaryOfFigures(shipmentFigures(lines), words, language);
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1;
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** Figures read back from storage, checked: whole counts of at least one, a volume and a weight of no less than zero; else null. */
export function readShipmentFigures(value: unknown): ShipmentFigures | null {
  if (!isRecord(value)) return null;
  const { lines, pieces, volumeM3, weightKg } = value;
  return isCount(lines) && isCount(pieces) && isAmount(volumeM3) && isAmount(weightKg)
    ? { lines, pieces, volumeM3, weightKg }
    : null;
}
