// A count's words are chosen by the language's plural rules (Intl.PluralRules),
// falling back to `other` where the words have no form of the count's
// category. Expected words come from the fixture's forms, one per category.
import { pluralText } from "../../supabase/functions/_shared/words/shipmentSummary.ts";
import { formatNumber } from "../../supabase/functions/_shared/words/fieldWords.ts";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { fixtureWords } from "../fixtures/content";

const { summaryLines, summaryPieces } = fixtureWords.contact.form.cargo;
const said = (form: string | null | undefined, count: number, language: string) =>
  fillTemplate(form!, { count: formatNumber(count, language) });

it("picks Arabic's forms: 2 is two, 11 is many, 3 few, 1 one, 0 zero, 100 other", () => {
  expect(pluralText(summaryLines, 2, "ar")).toBe(said(summaryLines.two, 2, "ar"));
  expect(pluralText(summaryLines, 11, "ar")).toBe(said(summaryLines.many, 11, "ar"));
  expect(pluralText(summaryLines, 2, "ar")).not.toBe(pluralText(summaryLines, 11, "ar"));
  expect(pluralText(summaryLines, 3, "ar")).toBe(said(summaryLines.few, 3, "ar"));
  expect(pluralText(summaryLines, 1, "ar")).toBe(said(summaryLines.one, 1, "ar"));
  expect(pluralText(summaryLines, 0, "ar")).toBe(said(summaryLines.zero, 0, "ar"));
  expect(pluralText(summaryLines, 100, "ar")).toBe(said(summaryLines.other, 100, "ar"));
});

it("picks English's: one for 1, other for 2 and 11, whatever other forms the words have", () => {
  expect(pluralText(summaryLines, 1, "en")).toBe(said(summaryLines.one, 1, "en"));
  expect(pluralText(summaryLines, 2, "en")).toBe(said(summaryLines.other, 2, "en"));
  expect(pluralText(summaryLines, 1234, "en")).toBe(said(summaryLines.other, 1234, "en"));
});

it("falls back to other where a form is not given, or for a language Intl does not know", () => {
  // The fixture's pieces have one and other only (the rest null, as GraphQL reads an absent form).
  expect(pluralText(summaryPieces, 2, "ar")).toBe(said(summaryPieces.other, 2, "ar"));
  expect(pluralText(summaryPieces, 11, "ar")).toBe(said(summaryPieces.other, 11, "ar"));
  expect(pluralText({ ...summaryPieces, few: "" }, 3, "ar")).toBe(said(summaryPieces.other, 3, "ar"));
  expect(pluralText(summaryLines, 1, "not a language")).toBe(said(summaryLines.other, 1, "en"));
});
