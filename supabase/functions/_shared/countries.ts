// The destinations the contact form offers, in the order the form shows them.
// This mirrors content/countries.yaml (which editors change); the function
// cannot read content/ once deployed, so the list is kept here too and
// __tests__/contract.test.ts fails the moment the two differ.
export const PRIMARY_COUNTRIES = [
  "United States",
  "Canada",
  "Germany",
  "United Kingdom",
  "France",
  "Spain",
  "Netherlands",
] as const;

export const SECONDARY_COUNTRIES = [
  "Argentina",
  "Australia",
  "Austria",
  "Belgium",
  "Brazil",
  "China",
  "Czech Republic",
  "Denmark",
  "Finland",
  "India",
  "Indonesia",
  "Ireland",
  "Israel",
  "Italy",
  "Japan",
  "Malaysia",
  "Mexico",
  "New Zealand",
  "Norway",
  "Philippines",
  "Poland",
  "Portugal",
  "Saudi Arabia",
  "Singapore",
  "South Africa",
  "South Korea",
  "Sweden",
  "Switzerland",
  "Taiwan",
  "Thailand",
  "UAE",
  "Vietnam",
] as const;

export const SHIPPING_COUNTRIES: readonly string[] = [
  ...PRIMARY_COUNTRIES,
  ...SECONDARY_COUNTRIES,
];
