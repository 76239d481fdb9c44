// How the console writes times, ages and weights.
import { fillTemplate } from "../content/fillTemplate";
import type { LeadRow } from "../../supabase/functions/_shared/api/consoleApi.ts";

const hongKongTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Hong_Kong",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A moment as the team reads it: Hong Kong time. */
export const inHongKong = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : hongKongTime.format(date);
};

/** The promise is an answer within 24 hours: past 20 and still not answered, a lead is late. */
export const LATE_AFTER_HOURS = 20;

export const isLate = ({ ageHours, status }: Pick<LeadRow, "ageHours" | "status">): boolean =>
  status === "new" && ageHours > LATE_AFTER_HOURS;

const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

export const formatNumber = (value: number): string => oneDecimal.format(value);

/** The chargeable weight in the content's words, or its word for none. */
export const formatWeight = (kg: number | null, words: { kilograms: string; none: string }): string =>
  kg === null ? words.none : fillTemplate(words.kilograms, { kg: formatNumber(kg) });

/** A code's word in a group of the content (a status, a service, a reason), or the code as the function gave it. */
export const wordOf = (words: object, code: string): string => (words as Record<string, string>)[code] ?? code;
