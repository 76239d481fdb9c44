// The content files that are the same in every language and that the
// function reads too: the company and its contacts (content/site.yaml), the
// site's languages (languages.yaml), the countries of the quote form
// (countries.yaml, whose codes the rate card names) and the airlines
// (airlines.yaml). The build, the CMS and the function's generators check
// them with these descriptions.
import { trackingUrlProblem } from "../airWaybill.ts";
import { boolean, type ContentFile, int, list, object, text } from "../schema/schemaDsl.ts";

/** A language's code: two lower-case letters (ISO 639-1). */
const LANGUAGE_CODE = /^[a-z]{2}$/;

/** Checks across the languages: unique codes, a default that is listed and published, a team's language that is listed. */
function checkLanguages(data: Record<string, unknown>): string[] {
  const {
    default: defaultCode,
    team,
    languages,
  } = data as { default: string; team: string; languages: { code: string; published: boolean }[] };
  const problems: string[] = [];
  const seen = new Set<string>();
  languages.forEach(({ code }, index) => {
    if (seen.has(code)) problems.push(`languages[${index}].code "${code}" is listed twice`);
    seen.add(code);
  });
  const chosen = languages.find((language) => language.code === defaultCode);
  if (!chosen) problems.push(`default "${defaultCode}" is not one of the languages listed (${[...seen].join(", ")})`);
  else if (!chosen.published) {
    problems.push(`default "${defaultCode}" must be published: its pages are the site's root`);
  }
  if (!seen.has(team)) problems.push(`team "${team}" is not one of the languages listed (${[...seen].join(", ")})`);
  return problems;
}

/** ISO 3166 codes the standard country names know. */
const knownRegion = (code: string) =>
  new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code) !== undefined;

/** Checks across both groups of countries: every name and code once, every code a real country. */
function checkCountries(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const codes = new Set<string>();
  for (const group of ["primary", "secondary"] as const) {
    (data[group] as { name: string; code: string }[]).forEach(({ name, code }, index) => {
      if (names.has(name)) problems.push(`${group}[${index}].name "${name}" is listed twice`);
      if (codes.has(code)) problems.push(`${group}[${index}].code "${code}" is listed twice`);
      else if (!knownRegion(code)) {
        problems.push(`${group}[${index}].code "${code}" is not a country code (ISO 3166, like US or DE)`);
      }
      names.add(name);
      codes.add(code);
    });
  }
  return problems;
}

/** Checks across the airlines: every prefix once, every tracking address usable. */
function checkAirlines(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const prefixes = new Set<string>();
  (data.airlines as { prefix: string; trackingUrl: string }[]).forEach(({ prefix, trackingUrl }, index) => {
    if (prefixes.has(prefix)) problems.push(`airlines[${index}].prefix "${prefix}" is listed twice`);
    prefixes.add(prefix);
    const problem = trackingUrlProblem(trackingUrl);
    if (problem) problems.push(`airlines[${index}].trackingUrl ${problem}`);
  });
  return problems;
}

const country = object(
  "A country: its English name and its code.",
  {
    name: text("The country in English, as the form sends it and the team reads it, e.g. United States."),
    code: text(
      "Its two-letter ISO 3166 code, e.g. US; every other language shows the country's standard name in that language.",
      {
        pattern: /^[A-Z]{2}$/,
        hint: "must be a two-letter country code in capitals, like US",
      },
    ),
  },
  { typeName: "Country" },
);

/** content/site.yaml: the company, its contacts and the site's address. */
export const SITE_FILE = {
  name: "site",
  translated: false,
  typeName: "SiteYaml",
  label: "Company and contact details",
  description: "Company details and contact constants, the same in every language",
  fields: {
    companyName: text("Company name, shown in the logo, footer and search results (the same in every language)."),
    siteUrl: text("The public address of the site, without a trailing slash.", {
      pattern: /^https?:\/\/[^\s/]+(\/[^\s]*)?[^/\s]$/,
      hint: "must be a full address like https://www.example.com without a trailing slash",
    }),
    phone: text("Phone and WhatsApp number in international form, e.g. +852 1234 5678.", {
      pattern: /^\+[0-9][0-9 ()-]{6,20}$/,
      hint: "must start with + and the country code, then digits and spaces",
    }),
    email: text("E-mail address for enquiries.", {
      pattern: /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/,
      hint: "must be one e-mail address like quotes@example.com",
    }),
    address: object("The business address, as search engines show it.", {
      locality: text("Town or city, e.g. Hong Kong."),
      countryCode: text("Country as its two-letter code, e.g. HK.", {
        pattern: /^[A-Z]{2}$/,
        hint: "must be a two-letter country code in capitals, like HK",
      }),
    }),
    copyrightYear: int("Year in the footer's copyright line.", { min: 2000, max: 2100 }),
    themeColor: text("Browser toolbar colour on phones, as #RRGGBB.", {
      pattern: /^#[0-9A-Fa-f]{6}$/,
      hint: "must be a colour like #0B1F3A",
    }),
  },
} as const satisfies ContentFile;

/** content/languages.yaml: the site's languages, the default one and the team's. */
export const LANGUAGES_FILE = {
  name: "languages",
  translated: false,
  typeName: "LanguagesYaml",
  label: "Languages",
  description: "The languages of the site and which one is at its root",
  fields: {
    default: text("Code of the default language, whose pages are at the site's root (/, /thank-you); e.g. en.", {
      pattern: LANGUAGE_CODE,
      hint: "must be a language code of two lower-case letters, like en",
    }),
    team: text(
      "Code of the language the team reads its e-mails in (each quote request, the notices, the weekly summary), e.g. en: Team e-mails must have its words.",
      { pattern: LANGUAGE_CODE, hint: "must be a language code of two lower-case letters, like en" },
    ),
    languages: list(
      "The site's languages, in the order the language menu lists them.",
      object("A language.", {
        code: text(
          "Two-letter code (ISO 639-1), e.g. es: the key of its words in each file (es:) and the start of its addresses (/es).",
          {
            pattern: LANGUAGE_CODE,
            hint: "must be a language code of two lower-case letters, like es",
          },
        ),
        name: text("The language's name in itself, as the language menu shows it, e.g. Español."),
        locale: text("Language and country for link previews (Open Graph), e.g. es_ES.", {
          pattern: /^[a-z]{2}_[A-Z]{2}$/,
          hint: "must be a language and a country code joined by _, like es_ES",
        }),
        direction: text("Writing direction: ltr (left to right) or rtl (right to left, e.g. Arabic).", {
          oneOf: ["ltr", "rtl"] as const,
        }),
        published: boolean(
          "On the site: its pages are built and listed. Off: only editors see it, in the CMS, until it is ready.",
        ),
      }),
    ),
  },
  check: checkLanguages,
} as const satisfies ContentFile;

/** content/countries.yaml: the destinations of the quote form. */
export const COUNTRIES_FILE = {
  name: "countries",
  translated: false,
  typeName: "CountriesYaml",
  label: "Countries in the quote form",
  description: "Destinations offered in the quote form, the same in every language",
  fields: {
    primary: list("Most common destinations, shown first.", country),
    secondary: list("Other destinations, shown after a divider.", country),
  },
  check: checkCountries,
} as const satisfies ContentFile;

/** content/airlines.yaml: the airlines a shipment is tracked with. */
export const AIRLINES_FILE = {
  name: "airlines",
  translated: false,
  typeName: "AirlinesYaml",
  label: "Airlines",
  description: "The airlines whose cargo tracking pages the site sends shippers to, the same in every language",
  fields: {
    airlines: list(
      "The airlines: a shipper's air waybill number starts with one of their prefixes (the tracking page, and the e-mail a shipper gets when their shipment is booked).",
      object(
        "An airline.",
        {
          prefix: text(
            "Its 3-digit air waybill prefix, e.g. 160 (the first three digits of its air waybill numbers).",
            {
              pattern: /^[0-9]{3}$/,
              hint: "must be three digits, like 160",
            },
          ),
          name: text("Its name as shippers know it, e.g. Cathay Cargo."),
          trackingUrl: text(
            "Its cargo tracking page, from its own website: write {awb} where its address takes the 11 digits (or {prefix} and {serial} for the 3 and the 8), or leave them out for a page where shippers type the number.",
            { pattern: /^https:\/\/\S+$/, hint: "must be a web address starting with https://" },
          ),
        },
        { typeName: "Airline" },
      ),
    ),
  },
  check: checkAirlines,
} as const satisfies ContentFile;
