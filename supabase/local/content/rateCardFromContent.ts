// The rate card straight from content/, for what runs on this computer: the
// generator (`npm run rate-card`, writeRateCard.ts) and the local backend.
// It reads content/rates.yaml (or the YAML card RATE_CARD_FILE names, for
// tests) and content/countries.yaml, and checks the card with the build's own
// rules and words (functions/_shared/price/rateCardChecks.ts), so a card the build refuses is
// refused here in the same lines.
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { rateCardFileErrors } from "../../functions/_shared/price/rateCardChecks.ts";
import { countryCodesByName, type RateCard, RATES_PATH } from "../../functions/_shared/price/rateCardSchema.ts";
import {
  type LoadedRateCard,
  type RateCardFile,
  rateCardFromFile,
} from "../../functions/send-contact-email/quote/rateCardFile.ts";

/** The repository's root. */
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const COUNTRIES_PATH = "content/countries.yaml";

type Countries = { primary: { name: string; code: string }[]; secondary: { name: string; code: string }[] };

/** A YAML file, or null when it is not there; a syntax error in the build's words (file, line, column). */
function readYaml(path: string, shownAs: string): unknown {
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
  try {
    // YAML's core schema: a date stays the text it was written as (2026-12-31), as the build reads it.
    return yaml.load(text, { schema: yaml.CORE_SCHEMA });
  } catch (error) {
    const { mark, reason } = error as { mark?: { line: number; column: number }; reason?: string };
    const where = mark ? `line ${mark.line + 1}, column ${mark.column + 1}: ` : "";
    throw new RateCardContentError([
      `${shownAs}: ${where}${reason ?? (error as Error).message} (check the indentation and quotes)`,
    ]);
  }
}

/** A card the build would refuse: one line per problem, each naming the file and the field. */
export class RateCardContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "RateCardContentError";
  }
}

/**
 * rate-card.json's contents from content/: the card (null when
 * content/rates.yaml is not there: off) and the countries by name. Throws
 * RateCardContentError with the build's lines when the card is not usable.
 */
export function readRateCardContent(
  options: { root?: string; cardFile?: string } = {},
): RateCardFile {
  const root = options.root ?? REPOSITORY_ROOT;
  const countries = readYaml(`${root}/${COUNTRIES_PATH}`, COUNTRIES_PATH) as Countries | null;
  if (!countries || !Array.isArray(countries.primary) || !Array.isArray(countries.secondary)) {
    throw new RateCardContentError([`${COUNTRIES_PATH}: the file is missing, or has no primary and secondary lists`]);
  }
  const byName = countryCodesByName(countries);
  const cardPath = options.cardFile ?? `${root}/${RATES_PATH}`;
  const shownAs = options.cardFile ?? RATES_PATH;
  const card = readYaml(cardPath, shownAs);
  if (card === null) return { card: null, countries: byName };
  const problems = rateCardFileErrors(card, Object.values(byName));
  if (problems.length > 0) {
    throw new RateCardContentError(
      options.cardFile ? problems.map((line) => line.replace(RATES_PATH, shownAs)) : problems,
    );
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
    if (!(error instanceof RateCardContentError)) throw error;
    return { card: null, countries: {}, problem: `${error.problems.join("; ")}: instant prices are off` };
  }
}
