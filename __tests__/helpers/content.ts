// The views' props built from loaded content: the fixture for snapshots and
// behaviour, or the real content/ for the test that renders every page from
// what editors wrote, in each of its languages.
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { localizedCountries } from "../../src/content/countries";
import { type PageI18n, pageI18n } from "../../src/content/languages";
import type { LayoutContent } from "../../src/content/queryData";
import type { LanguageContent, SiteContent } from "../../src/content/types";
import type { HomePageProps } from "../../src/views/HomePage";

/** What gatsby-plugin-image gives the hero at build time, in the same shape. */
export const heroImage: IGatsbyImageData = {
  layout: "constrained",
  width: 576,
  height: 432,
  backgroundColor: "transparent",
  images: {
    fallback: {
      src: "/static/hero-576.png",
      srcSet: "/static/hero-144.png 144w,\n/static/hero-288.png 288w,\n/static/hero-576.png 576w",
      sizes: "(min-width: 576px) 576px, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/hero-288.avif 288w,\n/static/hero-576.avif 576w", sizes: "(min-width: 576px) 576px, 100vw" },
      { type: "image/webp", srcSet: "/static/hero-288.webp 288w,\n/static/hero-576.webp 576w", sizes: "(min-width: 576px) 576px, 100vw" },
    ],
  },
};

/** One language's words; a test asking for a language the content does not have fails here. */
export function wordsOf(site: SiteContent, code: string): LanguageContent {
  const words = site.byLanguage[code];
  if (!words) throw new Error(`The content has no words for ${code}`);
  return words;
}

/** A page's languages, as plugins/content-pipeline gives them in its context; `path` null for the not-found page. */
export const i18nOf = (site: SiteContent, code: string, path: string | null = "/"): PageI18n => pageI18n(site.shared.languages, code, path);

export const layoutProps = (site: SiteContent, code: string, path: string | null = "/"): LayoutContent => {
  const { common, header, footer } = wordsOf(site, code);
  return { site: site.shared.site, common, header, footer, i18n: i18nOf(site, code, path) };
};

export const homePageProps = (site: SiteContent, code: string): HomePageProps => {
  const words = wordsOf(site, code);
  return {
    ...layoutProps(site, code, "/"),
    hero: words.hero,
    heroImage,
    solution: words.solution,
    benefits: words.benefits,
    contact: words.contact,
    countries: localizedCountries(site.shared.countries, code),
    suggestions: FIXTURE_SUGGESTIONS,
  };
};

/** The quote form's suggestions from a rate card: its pickup cities and currency (__tests__/fixtures/rates.yaml's). */
export const FIXTURE_SUGGESTIONS = {
  cities: ["Shenzhen", "深圳", "Dongguan"],
  currency: "USD",
  nonStackableHeightCm: 160,
};

/** An indicative price as the function answers it: one option, airport to airport (made-up figures). */
export const samplePrice = {
  currency: "USD",
  low: 560,
  high: 690,
  chargeableKg: 95,
  transitDays: "2-3",
  validUntil: "2099-12-31",
  options: [{ service: "express" as const, low: 560, high: 690, transitDays: "2-3", co2eKg: null }],
  covers: { pickup: false, door: false, insurance: false },
  specialGoods: null,
};
