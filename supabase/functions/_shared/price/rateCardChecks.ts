// What makes a rate card unusable (content/rates.yaml): one line per problem,
// naming the field (zones[1].perKg.from100 ...), in the words the build, the
// CMS, the generator and the function all show. First the fields, as the
// card's schema describes them (rateCardSchema.ts: kinds, required, minimums,
// choices, unknown names); then, once they are all there, the rules the schema
// cannot say: amounts above 0 with at most three decimals, a currency and a
// date that exist, per cents below 100, days in order, the countries of
// content/countries.yaml, each country in one zone and each city in one
// pickup area, and rates per kg that never rise with the weight. Pure, like
// pricing.ts.
import { contentProblems, DATE_HINT, DAYS_HINT } from "../schema/schemaDsl.ts";
import { cityKey, daysOf } from "./pricing.ts";
import {
  type Days,
  type DoorDelivery,
  type RateCard,
  RATES_FILE,
  RATES_PATH,
  type ServiceRates,
  WEIGHT_BREAKS,
  type WeightBreak,
} from "./rateCardSchema.ts";

/** Has at most three decimals: 7.913 yes, 7.9135 no. */
const hasAtMostThreeDecimals = (value: number) => Number(value.toFixed(3)) === value;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 4217 code the runtime's Intl knows (and so can format). */
const isCurrencyCode = (value: string): boolean => Intl.supportedValuesOf("currency").includes(value);

/** The rules' checks of single figures (the schema has checked each is there, of its kind, and not below 0). */
function checker(problems: string[]) {
  /** An amount that must be more than 0 (or may be 0), with at most three decimals; false when it is not. */
  const amount = (value: number, path: string, { zeroAllowed = false } = {}): boolean => {
    if (!zeroAllowed && value <= 0) {
      problems.push(`${path} must be more than 0, but is ${value}`);
      return false;
    }
    if (!hasAtMostThreeDecimals(value)) {
      problems.push(`${path} may have at most three decimals, but is ${value}`);
      return false;
    }
    return true;
  };
  /** Days a number or a range in order (2-3, never 3-2); a transit time is text, so written as days here. */
  const days = (value: Days, path: string) => {
    if (daysOf(value) === null) problems.push(`${path} ${DAYS_HINT}, but found ${JSON.stringify(value)}`);
  };
  /**
   * An optional part is left out or given: the schema lets one written empty
   * (nothing, or blank) pass as left out, but pricing would read it as given.
   */
  const leftOutOrGiven = (value: unknown, path: string, kind: "a group of fields" | "a list" | "true or false") => {
    if (value === undefined || (value !== null && typeof value !== "string")) return true;
    problems.push(`${path} must be ${kind}, but found ${value === null ? "nothing" : JSON.stringify(value)}`);
    return false;
  };
  const percent = (value: number, path: string, { zeroAllowed = false } = {}) => {
    if (amount(value, path, { zeroAllowed }) && value >= 100) {
      problems.push(`${path} must be less than 100, but is ${value}`);
    }
  };
  return { problems, amount, days, leftOutOrGiven, percent };
}

type Checker = ReturnType<typeof checker>;

/** A service's transit days and minimum. */
function checkServiceTerms(check: Checker, service: ServiceRates, path: string): void {
  check.days(service.transitDays, `${path}.transitDays`);
  check.amount(service.minimum, `${path}.minimum`, { zeroAllowed: true });
}

/** A service's prices per kg, each break the same or less than the one before. */
function checkPerKg(check: Checker, service: ServiceRates, path: string): void {
  let previous: { name: WeightBreak; rate: number } | null = null;
  for (const name of WEIGHT_BREAKS) {
    const rate = service.perKg[name];
    if (!check.amount(rate, `${path}.perKg.${name}`)) {
      previous = null;
      continue;
    }
    if (previous && rate > previous.rate) {
      check.problems.push(
        `${path}.perKg.${name} (${rate}) is more than ${previous.name} (${previous.rate}): a heavier break must not cost more per kg`,
      );
    }
    previous = { name, rate };
  }
}

/** Each zone: its countries (each of the form's, each in one zone), its services and door delivery. */
function checkZones(check: Checker, zones: RateCard["zones"], countryCodes: readonly string[]): void {
  const known = new Set(countryCodes);
  const zoneOf = new Map<string, string>();
  zones.forEach((zone, index) => {
    const path = `zones[${index}]`;
    checkServiceTerms(check, zone, path);
    zone.countries.forEach((code, position) => {
      const where = `${path}.countries[${position}]`;
      if (!known.has(code)) {
        check.problems.push(
          `${where} ${
            JSON.stringify(code)
          } is not a country of content/countries.yaml (add it there first, or correct the code)`,
        );
        return;
      }
      const other = zoneOf.get(code);
      if (other !== undefined) {
        check.problems.push(`${where} "${code}" is already in ${other}: a country belongs to one zone`);
      } else zoneOf.set(code, `${path} (${zone.name})`);
    });
    checkPerKg(check, zone, path);
    if (check.leftOutOrGiven(zone.economy, `${path}.economy`, "a group of fields") && zone.economy) {
      checkServiceTerms(check, zone.economy, `${path}.economy`);
      checkPerKg(check, zone.economy, `${path}.economy`);
    }
    if (check.leftOutOrGiven(zone.delivery, `${path}.delivery`, "a group of fields") && zone.delivery) {
      checkDelivery(check, zone.delivery, `${path}.delivery`);
    }
  });
}

function checkDelivery(check: Checker, delivery: DoorDelivery, path: string): void {
  check.amount(delivery.perKg, `${path}.perKg`);
  check.amount(delivery.minimum, `${path}.minimum`, { zeroAllowed: true });
  check.amount(delivery.clearance, `${path}.clearance`, { zeroAllowed: true });
  check.days(delivery.addDays, `${path}.addDays`);
}

/** The pickup areas: a city in one area only, however it is written; each area's price and days. */
function checkPickup(check: Checker, pickup: RateCard["pickup"]): void {
  if (!check.leftOutOrGiven(pickup, "pickup", "a list")) return;
  const areaOf = new Map<string, string>();
  (pickup ?? []).forEach((area, index) => {
    const path = `pickup[${index}]`;
    area.cities.forEach((city, position) => {
      const where = `${path}.cities[${position}]`;
      if (cityKey(city) === "") {
        check.problems.push(`${where} must be a city's name, but found ${JSON.stringify(city)}`);
        return;
      }
      const other = areaOf.get(cityKey(city));
      if (other !== undefined && !other.startsWith(`${path} `)) {
        check.problems.push(`${where} "${city}" is already in ${other}: a city belongs to one pickup area`);
      } else areaOf.set(cityKey(city), `${path} (${area.name})`);
    });
    check.amount(area.perKg, `${path}.perKg`);
    check.amount(area.minimum, `${path}.minimum`, { zeroAllowed: true });
    check.days(area.addDays, `${path}.addDays`);
  });
}

/** The rules across the fields of a card whose fields are all there (contentProblems found none). */
function cardRuleProblems(card: RateCard, countryCodes: readonly string[]): string[] {
  const check = checker([]);
  check.leftOutOrGiven(card.example, "example", "true or false");
  if (!isCurrencyCode(card.currency)) {
    check.problems.push(
      `currency must be a currency code (ISO 4217, like USD or HKD), but found ${JSON.stringify(card.currency)}`,
    );
  }
  if (!isCalendarDate(card.validUntil)) {
    check.problems.push(`validUntil ${DATE_HINT}, but found ${JSON.stringify(card.validUntil)}`);
  }
  check.percent(card.rangePercent, "rangePercent", { zeroAllowed: true });
  checkZones(check, card.zones, countryCodes);
  card.surcharges.forEach((surcharge, index) => check.amount(surcharge.perKg, `surcharges[${index}].perKg`));
  card.fees.forEach((fee, index) => check.amount(fee.amount, `fees[${index}].amount`));
  for (const name of ["longestSideCm", "heightCm", "averagePieceKg", "chargeableKg"] as const) {
    check.amount(card.limits[name], `limits.${name}`);
  }
  checkPickup(check, card.pickup);
  if (check.leftOutOrGiven(card.emissions, "emissions", "a group of fields") && card.emissions) {
    check.amount(card.emissions.shortHaul, "emissions.shortHaul");
    check.amount(card.emissions.longHaul, "emissions.longHaul");
  }
  if (check.leftOutOrGiven(card.insurance, "insurance", "a group of fields") && card.insurance) {
    check.percent(card.insurance.percent, "insurance.percent");
    check.amount(card.insurance.minimum, "insurance.minimum", { zeroAllowed: true });
  }
  return check.problems;
}

/**
 * Why a card (content/rates.yaml as parsed, or rate-card.json's card) cannot
 * be used, one line each naming the field, without the file's name (the CMS's
 * words); [] when it is usable. `countryCodes` are content/countries.yaml's.
 * The fields first, then, once they are all there, the rules across them.
 */
export function rateCardProblems(data: unknown, countryCodes: readonly string[]): string[] {
  const problems = contentProblems(RATES_FILE, data);
  return problems.length > 0 ? problems : cardRuleProblems(data as RateCard, countryCodes);
}

/** The same, each line starting with the file, as the build and the generator say it. */
export const rateCardFileErrors = (data: unknown, countryCodes: readonly string[]): string[] =>
  rateCardProblems(data, countryCodes).map((problem) => `${RATES_PATH}: ${problem}`);
