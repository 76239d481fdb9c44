// The rate card straight from content/, for what runs on this computer: the
// generator (`npm run rate-card`, writeRateCard.ts) and the local backend.
// It reads content/rates.yaml (or the YAML card RATE_CARD_FILE names, for
// tests) and content/countries.yaml with the build's own reader
// (functions/_shared/content/contentReader.ts), and checks them with the
// build's own rules and words (the countries' description, and
// functions/_shared/price/rateCardChecks.ts), so a card the build refuses is
// refused here in the same lines.
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { COUNTRIES_FILE } from "../../functions/_shared/content/companySchema.ts";
import { ContentError, parseYaml, readSharedFile } from "../../functions/_shared/content/contentReader.ts";
import { rateCardFileErrors } from "../../functions/_shared/price/rateCardChecks.ts";
import { countryCodesByName, type RateCard, RATES_PATH } from "../../functions/_shared/price/rateCardSchema.ts";
import {
  type LoadedRateCard,
  type RateCardFile,
  rateCardFromFile,
} from "../../functions/send-contact-email/quote/rateCardFile.ts";

export { ContentError };

/** The repository's root. */
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** A file's text, or null when it is not there. */
function readText(path: string): string | null {
  try {
    return Deno.readTextFileSync(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
}

/**
 * rate-card.json's contents from content/: the card (null when
 * content/rates.yaml is not there: off) and the countries by name. Throws
 * ContentError with the build's lines when the card or the countries are not
 * usable.
 */
export function readRateCardContent(
  options: { root?: string; cardFile?: string } = {},
): RateCardFile {
  const root = options.root ?? REPOSITORY_ROOT;
  const byName = countryCodesByName(readSharedFile(COUNTRIES_FILE, (path) => readText(`${root}/${path}`)));
  const cardText = readText(options.cardFile ?? `${root}/${RATES_PATH}`);
  if (cardText === null) return { card: null, countries: byName };
  const shownAs = options.cardFile ?? RATES_PATH;
  // YAML's core schema: a date stays the text it was written as (2026-12-31), as the build reads it.
  const card = parseYaml(shownAs, cardText, { schema: yaml.CORE_SCHEMA });
  const problems = rateCardFileErrors(card, Object.values(byName));
  if (problems.length > 0) {
    throw new ContentError(options.cardFile ? problems.map((line) => line.replace(RATES_PATH, shownAs)) : problems);
  }
  return { card: card as RateCard, countries: byName };
}

/**
 * The local backend's card: the same object the deployed function loads from
 * rate-card.json (loadRateCard), built straight from content/, so an edit is
 * seen at the next start without `npm run rate-card`. RATE_CARD_FILE in `env`
 * names a YAML card to use instead of content/rates.yaml (tests). A card the
 * build would refuse is off, with the build's lines as its problem. The
 * example card prices here, as it should on a newcomer's computer.
 */
export function rateCardFromContent(
  options: { root?: string; env?: Record<string, string | undefined> } = {},
): LoadedRateCard {
  const cardFile = options.env?.RATE_CARD_FILE?.trim() || undefined;
  try {
    return rateCardFromFile(readRateCardContent({ root: options.root, cardFile }), cardFile ?? RATES_PATH);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { card: null, countries: {}, problem: `${error.problems.join("; ")}: instant prices are off` };
  }
}
