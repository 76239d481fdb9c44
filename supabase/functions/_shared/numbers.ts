// Numbers as people type them, in the language of the page they type them on:
// 12.5, 12,5 (Spanish, French, German), 1 200, 1.200 where that is the
// language's grouping, Arabic-Indic digits (١٢٫٥) and the Arabic separators.
// The form and the function read numbers with this one function, so a number
// the page accepted is the number the function stores.
//
// @internationalized/number (Adobe's, used by React Aria) knows each
// language's separators and reads digits of every common numbering system.
// Before it, this decides what a separator means where people are not
// consistent: a lone "." or "," followed by anything but three digits is the
// decimal separator in every language (a German typing 12.5 means twelve and
// a half, not 125), a lone one after a zero is too (0,500 and 0.500 are half
// a kilogram in every language: nobody groups a leading zero), and where both
// appear the last one is the decimal.
import { NumberParser } from "@internationalized/number";

/** Separators that only ever group digits: spaces of every width, the Arabic thousands sign, Swiss apostrophes. */
const GROUPING_ONLY = /^[\s\u00a0\u2009\u202f\u066c'’]$/u;
/** The Arabic decimal separator. */
const ARABIC_DECIMAL = "\u066b";
/** Separators whose meaning depends on the language. */
const AMBIGUOUS = [".", ","];

const parsers = new Map<string, { parser: NumberParser; decimal: string }>();

function parserFor(language: string) {
  let entry = parsers.get(language);
  if (!entry) {
    let locale = language;
    try {
      new Intl.NumberFormat(locale);
    } catch {
      locale = "en";
    }
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ??
      ".";
    entry = { parser: new NumberParser(locale, { maximumFractionDigits: 20 }), decimal };
    parsers.set(language, entry);
  }
  return entry;
}

/** One digit of any numbering system the parser knows (٣, ३, ３) as 0-9, or "?" for one it does not. */
function latinDigit(parser: NumberParser, digit: string): string {
  if (digit >= "0" && digit <= "9") return digit;
  for (const reader of [parser, parserFor("fa").parser]) {
    // Persian and Urdu keyboards type the extended Arabic-Indic digits (۱۲), which only Persian's parser reads.
    const value = reader.parse(digit);
    if (Number.isInteger(value) && value >= 0 && value <= 9) return String(value);
  }
  return "?";
}

/** A number written as digits and separators: optional minus, digit runs, one character between runs. */
const SHAPE = /^[-\u2212]?\p{Nd}+(?:[\s\u00a0\u2009\u202f\u066c\u066b'’.,]\p{Nd}+)*$/u;

/**
 * The number `text` means in `language` (a code like de), or null when it is
 * not a number a person would write: letters, units, exponents, two decimal
 * separators, groups of other than three digits.
 */
export function readNumber(text: string, language: string): number | null {
  const trimmed = text.trim().replace(/\s+/gu, " ");
  if (trimmed === "" || trimmed.length > 40 || !SHAPE.test(trimmed)) return null;
  const negative = /^[-\u2212]/.test(trimmed);
  const body = negative ? trimmed.slice(1) : trimmed;
  const runs = body.split(/[^\p{Nd}]/u);
  const separators: string[] = body.match(/[^\p{Nd}]/gu) ?? [];
  const { parser, decimal: localeDecimal } = parserFor(language);
  const isZero = (run: string) => Array.from(run).every((digit) => latinDigit(parser, digit) === "0");

  // Which separator, if any, is the decimal one: its position among `separators`.
  let decimalAt = -1;
  const arabic = separators.indexOf(ARABIC_DECIMAL);
  let lastAmbiguous = -1;
  separators.forEach((separator, index) => {
    if (AMBIGUOUS.includes(separator)) lastAmbiguous = index;
  });
  if (arabic !== -1) {
    decimalAt = arabic;
  } else if (lastAmbiguous !== -1) {
    const kind = separators[lastAmbiguous];
    const sameKind = separators.filter((separator) => separator === kind).length;
    const mixed = separators.some((separator) => AMBIGUOUS.includes(separator) && separator !== kind);
    if (mixed) decimalAt = lastAmbiguous; // 1.200,5 and 1,200.5 alike
    else if (
      sameKind === 1 &&
      (runs[lastAmbiguous + 1].length !== 3 || kind === localeDecimal || (separators.length === 1 && isZero(runs[0])))
    ) {
      decimalAt = lastAmbiguous;
    }
  }
  if (decimalAt !== -1 && decimalAt !== separators.length - 1) return null; // grouping after the decimal

  const whole = decimalAt === -1 ? runs : runs.slice(0, -1);
  // Grouped digits: the first group of one to three, not zero, every other of three.
  if (
    whole.length > 1 && (whole[0].length > 3 || isZero(whole[0]) || whole.slice(1).some((run) => run.length !== 3))
  ) return null;
  if (
    separators.some((separator, index) =>
      index !== decimalAt && !GROUPING_ONLY.test(separator) && !AMBIGUOUS.includes(separator)
    )
  ) {
    return null; // a second Arabic decimal separator
  }

  const digits = (run: string) => Array.from(run, (digit) => latinDigit(parser, digit)).join("");
  const written = `${negative ? "-" : ""}${digits(whole.join(""))}${
    decimalAt === -1 ? "" : `.${digits(runs[runs.length - 1])}`
  }`;
  if (written.includes("?")) return null;
  const value = Number(written);
  return Number.isFinite(value) ? value : null;
}
