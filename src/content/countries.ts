// A country's name in each language. content/countries.yaml names each
// country once, in English (what the form sends and the team reads), with its
// ISO code; every other language shows the standard name for that code in
// that language (the Unicode CLDR's, which Node's and Deno's Intl carry).
import type { ContentCountry } from "./types";

/** The language content/countries.yaml names the countries in. */
export const COUNTRY_NAMES_LANGUAGE = "en";

/** The country's name as a visitor reading `language` sees it in the form. */
export function countryLabel(country: ContentCountry, language: string): string {
  if (language === COUNTRY_NAMES_LANGUAGE) return country.name;
  return new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(country.code) ?? country.name;
}

/** content/countries.yaml with each country's name in `language`, as the page's query gives it. */
export const localizedCountries = (
  countries: { primary: readonly ContentCountry[]; secondary: readonly ContentCountry[] },
  language: string,
): Queries.CountriesContentFragment => ({
  primary: countries.primary.map((country) => ({ name: country.name, label: countryLabel(country, language) })),
  secondary: countries.secondary.map((country) => ({ name: country.name, label: countryLabel(country, language) })),
});
