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

/** An amount in a currency's minor units in its major ones (62,500 cents, 2 digits: 625), exactly. */
export const majorOf = (minor: number, digits: number): number => Number((minor / 10 ** digits).toFixed(digits));

/** An exact amount with all its currency's minor digits, e.g. 1,702.50. */
export const formatAmount = (amount: number, digits: number): string =>
  new Intl.NumberFormat("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);

/** An exact amount with its currency's code, e.g. USD 702.50 (the currency's own minor digits). */
export const formatMoney = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency, currencyDisplay: "code" }).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
};

const upToThreeDecimals = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });

/** A figure the visitor typed (a size, a volume, a weight) as they gave it, to three decimals. */
export const formatFigure = (value: number): string => upToThreeDecimals.format(value);

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** A day (YYYY-MM-DD, Hong Kong's) as the team reads it, e.g. 5 Dec 2026. */
export const formatDay = (day: string): string => {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : dayFormat.format(at);
};
