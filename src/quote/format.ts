// How the quote page writes its dates, times and figures in the page's language.

const safeFormat = (language: string, options: Intl.DateTimeFormatOptions, at: Date): string => {
  try {
    return new Intl.DateTimeFormat(language, options).format(at);
  } catch {
    return new Intl.DateTimeFormat("en", options).format(at);
  }
};

/** A day (YYYY-MM-DD) as the language writes it, e.g. 5 December 2026. */
export const formatDay = (day: string, language: string): string =>
  safeFormat(language, { dateStyle: "long", timeZone: "UTC" }, new Date(`${day}T00:00:00Z`));

/** The day of a moment (ISO) in Hong Kong, where the quote was priced. */
export const formatDayOf = (at: string, language: string): string =>
  safeFormat(language, { dateStyle: "long", timeZone: "Asia/Hong_Kong" }, new Date(at));

/** A moment (ISO) with its time, in Hong Kong time and saying so, e.g. 3 Dec 2026, 14:05 GMT+8. */
export const formatMoment = (at: string, language: string): string =>
  safeFormat(
    language,
    {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone: "Asia/Hong_Kong",
    },
    new Date(at),
  );

/** A whole number of kilograms as the language writes it. */
export const formatKg = (kg: number, language: string): string => {
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(kg);
  } catch {
    return String(Math.round(kg));
  }
};

/** An exact amount as the language writes money, by the currency's code with its own minor digits ("702,50 USD" in German). */
export const formatMoney = (amount: number, currency: string, language: string): string => {
  const options: Intl.NumberFormatOptions = { style: "currency", currency, currencyDisplay: "code" };
  try {
    return new Intl.NumberFormat(language, options).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
};
