// Numbers as people type them: the one parser the form and the function share.
import { readNumber } from "../../supabase/functions/_shared/numbers.ts";

describe("readNumber", () => {
  it.each([
    ["12.5", "en", 12.5],
    ["12,5", "es", 12.5],
    ["12,5", "fr", 12.5],
    ["12,5", "de", 12.5],
    // A lone separator followed by anything but three digits is a decimal one, whatever the language.
    ["12,5", "en", 12.5],
    ["12.5", "de", 12.5],
    ["1 200", "fr", 1200],
    ["1\u202f200,5", "fr", 1200.5],
    ["1.200", "es", 1200],
    ["1.200", "de", 1200],
    ["1.200", "en", 1.2],
    ["1,200", "en", 1200],
    ["1,200", "de", 1.2],
    ["1.200,5", "de", 1200.5],
    ["1,200.5", "de", 1200.5],
    ["1.200.000", "es", 1_200_000],
    ["١٢٫٥", "ar", 12.5],
    ["١٬٢٠٠", "ar", 1200],
    ["٠٫١", "ar", 0.1],
    ["۱۲", "ar", 12],
    // A leading zero is never a group of thousands: 0,500 and 0.500 are half a kilogram in every language.
    ["0,500", "en", 0.5],
    ["0.500", "en", 0.5],
    ["0.500", "de", 0.5],
    ["0,500", "de", 0.5],
    ["٠٫٥٠٠", "ar", 0.5],
    ["  7 ", "en", 7],
    ["-3", "en", -3],
  ])("reads %p in %s as %p", (text, language, expected) => {
    expect(readNumber(text, language)).toBe(expected);
  });

  it.each([
    "",
    "abc",
    "12 kg",
    "12.5kg",
    "1e3",
    "0x10",
    "1.2.3",
    "1,2,3",
    "1 2",
    "12..5",
    "١٢٫٥٫٥",
    "--3",
    "NaN",
    "Infinity",
    "0 500",
    "0,500,000",
    "0.500,5",
  ])("refuses %p", (text) => {
    expect(readNumber(text, "en")).toBeNull();
  });

  // What each language's own formatting writes, it reads back: every number,
  // with and without grouping, and Arabic in Arabic-Indic digits too.
  it("reads back what Intl.NumberFormat writes in every site language", () => {
    const locales = ["en", "es", "fr", "de", "ar", "ar-u-nu-arab"];
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 300; i++) {
      const value = Math.round(random() * 10 ** (1 + Math.floor(random() * 6)) * 100) / 100;
      for (const locale of locales) {
        for (const useGrouping of [true, false]) {
          const written = new Intl.NumberFormat(locale, { useGrouping, maximumFractionDigits: 2 }).format(value);
          expect([written, locale, readNumber(written, locale.slice(0, 2))]).toEqual([written, locale, value]);
        }
      }
    }
  });
});
