// The quote as the page shows it: the function's answer to GET /quote/<reference>
// as the quote page's contract reads it (supabase/functions/_shared/api/quotePageApi.ts),
// with each option's emissions by service, and what was asked (the destination
// and the cargo) as the quote form's values, to fill the form again once the quote has expired.
import {
  ASK_AGAIN_FIELDS,
  type QuoteAnswer,
  readQuoteAnswer,
  type ServiceName,
} from "../../supabase/functions/_shared/api/quotePageApi.ts";
import { isRecord, readOrNull } from "../../supabase/functions/_shared/api/read.ts";
import { CONTACT_FIELD_SPECS, LINE_NUMBER_FIELDS, lineControlName } from "../../supabase/functions/_shared/contactFields.ts";

/** An option's emissions, kg CO2e, by service; null where the function gives no figure. */
export type Emissions = Partial<Record<ServiceName, number | null>>;

/** The form's values, by control name, as the form's snapshot keeps them. */
type FormValues = Record<string, string | string[]>;

export type ShipperQuote = Omit<QuoteAnswer, "askAgain"> & {
  emissions: Emissions;
  /** The quote form's fields as they were sent, as the form's values (none before it expires). */
  askAgain: FormValues;
};

const isText = (value: unknown): value is string => typeof value === "string";

/** A question answered yes or no: its radio button's value ("true", "false"), not a check box's. */
const isYesNo = (name: string) =>
  Object.hasOwn(CONTACT_FIELD_SPECS, name) && CONTACT_FIELD_SPECS[name as keyof typeof CONTACT_FIELD_SPECS].kind === "yesNo";

/**
 * What the form's controls take of the fields sent: text as it is, numbers as typed, a ticked box as ["yes"], a
 * question's yes or no as its radio button's value. The destination and the cargo only (ASK_AGAIN_FIELDS): the
 * contact fields are the visitor's to fill, whatever a function deployed before sent of them.
 */
function askAgainValues(sent: Record<string, unknown> | null): FormValues {
  if (!sent) return {};
  const asked = Object.entries(sent).filter(([name]) => (ASK_AGAIN_FIELDS as readonly string[]).includes(name));
  const fields: FormValues = Object.fromEntries(
    asked.flatMap(([name, field]): [string, string | string[]][] => {
      if (name === "cargoLines") return Array.isArray(field) ? linesAsControls(field) : [];
      if (isText(field)) return [[name, field]];
      if (typeof field === "number" && Number.isFinite(field)) return [[name, String(field)]];
      if (typeof field === "boolean") return [[name, isYesNo(name) ? String(field) : field ? ["yes"] : []]];
      if (Array.isArray(field) && field.every(isText)) return [[name, field]];
      return [];
    }),
  );
  return withSizeAsLine(fields);
}

/** The lines asked as the form's controls (cargoLines.N.*, the weight the line's), so the form shows them. */
function linesAsControls(lines: unknown[]): [string, string | string[]][] {
  return lines
    .filter(isRecord)
    .flatMap((line, index): [string, string | string[]][] => [
      ...LINE_NUMBER_FIELDS.flatMap((field): [string, string][] =>
        typeof line[field] === "number" ? [[lineControlName(index, field), String(line[field])]] : [],
      ),
      [lineControlName(index, "weightPer"), "line"],
      [lineControlName(index, "stackable"), line.stackable === false ? [] : ["yes"]],
    ]);
}

/**
 * A quote asked before lines, with one piece's size: that size as the form's
 * first line (the form has no single size any more), the totals it had gone.
 */
function withSizeAsLine(fields: FormValues): FormValues {
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoWeightKg, ...rest } = fields;
  const size = { pieces: cargoPieces, lengthCm: cargoLengthCm, widthCm: cargoWidthCm, heightCm: cargoHeightCm, weightKg: cargoWeightKg };
  if (Object.keys(fields).some((name) => name.startsWith("cargoLines.")) || !isText(cargoLengthCm)) {
    // No size to move: the totals stay (a total volume's pieces and weight), the sides go (no control shows them).
    const totals = Object.entries({ cargoPieces, cargoWeightKg }).filter((entry): entry is [string, string] => isText(entry[1]));
    return { ...rest, ...Object.fromEntries(totals) };
  }
  const line = Object.entries(size).flatMap(([field, text]): [string, string][] =>
    isText(text) ? [[lineControlName(0, field as (typeof LINE_NUMBER_FIELDS)[number]), text]] : [],
  );
  return { ...rest, ...Object.fromEntries(line), [lineControlName(0, "weightPer")]: "line", [lineControlName(0, "stackable")]: ["yes"] };
}

/** The quote as the page shows it, from the function's answer. */
export function shipperQuoteOf(answer: QuoteAnswer): ShipperQuote {
  const emissions: Emissions = Object.fromEntries(answer.price?.options.map((option) => [option.service, option.co2eKg]) ?? []);
  return { ...answer, emissions, askAgain: askAgainValues(answer.askAgain) };
}

/** The function's answer to GET /quote/<reference>, read with the contract; null when it is not one. */
export function readShipperQuote(body: unknown): ShipperQuote | null {
  const answer = readOrNull(readQuoteAnswer, body);
  return answer && shipperQuoteOf(answer);
}
