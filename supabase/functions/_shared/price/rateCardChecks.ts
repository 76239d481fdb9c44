// What makes a rate card unusable (content/rates.yaml, pricing.ts's RateCard):
// one line per problem, naming the field (zones[1].perKg.from100 ...), in the
// words the build, the CMS and the generator all show. It checks the shape
// too, so a card from anywhere (a JSON file, an editor's draft) can be checked
// before it prices anything. Pure, like pricing.ts.
import {
  cityKey,
  daysOf,
  type RateCard,
  SURCHARGE_BASES,
  type SurchargeBasis,
  WEIGHT_BREAKS,
  type WeightBreak,
} from "./pricing.ts";

const describe = (value: unknown): string => {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  return JSON.stringify(value);
};

/** Has at most three decimals: 7.913 yes, 7.9135 no. */
const hasAtMostThreeDecimals = (value: number) => Number(value.toFixed(3)) === value;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === "string" ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 4217 code the runtime's Intl knows (and so can format). */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === "string" && /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf("currency").includes(value);
}

type Group = Record<string, unknown>;

/** The checks of one card's fields, each adding its line to `problems`. */
function checker(problems: string[]) {
  /** A number that must be more than 0 (or at least 0), with at most three decimals. */
  const amount = (value: unknown, path: string, { zeroAllowed = false } = {}): boolean => {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      problems.push(`${path} must be a number, but found ${describe(value)}`);
      return false;
    }
    if (zeroAllowed ? value < 0 : value <= 0) {
      problems.push(`${path} must be ${zeroAllowed ? "0 or more" : "more than 0"}, but is ${value}`);
      return false;
    }
    if (!hasAtMostThreeDecimals(value)) {
      problems.push(`${path} may have at most three decimals, but is ${value}`);
      return false;
    }
    return true;
  };
  const words = (value: unknown, path: string) => {
    if (typeof value !== "string" || value.trim() === "") problems.push(`${path} is required`);
  };
  const days = (value: unknown, path: string) => {
    if (value === undefined || value === null || value === "") problems.push(`${path} is required`);
    else if ((typeof value !== "number" && typeof value !== "string") || daysOf(value) === null) {
      problems.push(`${path} must be days written as a number or a range, like 2 or 2-3, but found ${describe(value)}`);
    }
  };
  const list = (value: unknown, path: string): unknown[] => {
    if (Array.isArray(value)) return value;
    problems.push(`${path} must be a list, but found ${describe(value)}`);
    return [];
  };
  const group = (value: unknown, path: string): Group | null => {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Group;
    problems.push(`${path} must be a group of fields, but found ${describe(value)}`);
    return null;
  };
  return { problems, amount, words, days, list, group };
}

type Checker = ReturnType<typeof checker>;

/** A service's transit days and minimum. */
function checkServiceTerms(check: Checker, service: Group, path: string): void {
  check.days(service.transitDays, `${path}.transitDays`);
  check.amount(service.minimum, `${path}.minimum`, { zeroAllowed: true });
}

/** A service's prices per kg, each break the same or less than the one before. */
function checkPerKg(check: Checker, service: Group, path: string): void {
  const perKg = check.group(service.perKg, `${path}.perKg`);
  if (!perKg) return;
  let previous: { name: WeightBreak; rate: number } | null = null;
  for (const name of WEIGHT_BREAKS) {
    const rate = perKg[name];
    if (!check.amount(rate, `${path}.perKg.${name}`)) {
      previous = null;
      continue;
    }
    if (previous && (rate as number) > previous.rate) {
      check.problems.push(
        `${path}.perKg.${name} (${rate}) is more than ${previous.name} (${previous.rate}): a heavier break must not cost more per kg`,
      );
    }
    previous = { name, rate: rate as number };
  }
  for (const name of Object.keys(perKg)) {
    if (!(WEIGHT_BREAKS as readonly string[]).includes(name)) {
      check.problems.push(`${path}.perKg.${name} is not a weight break (they are ${WEIGHT_BREAKS.join(", ")})`);
    }
  }
}

/** Each zone: its name, its countries (each of the form's, each in one zone), its services and door delivery. */
function checkZones(check: Checker, zones: unknown, countryCodes: readonly string[]): void {
  const known = new Set(countryCodes);
  const zoneOf = new Map<string, string>();
  check.list(zones, "zones").forEach((item, index) => {
    const path = `zones[${index}]`;
    const zone = check.group(item, path);
    if (!zone) return;
    check.words(zone.name, `${path}.name`);
    checkServiceTerms(check, zone, path);
    const countries = check.list(zone.countries, `${path}.countries`);
    if (Array.isArray(zone.countries) && countries.length === 0) {
      check.problems.push(`${path}.countries must name at least one country`);
    }
    countries.forEach((code, position) => {
      const where = `${path}.countries[${position}]`;
      if (typeof code !== "string" || !known.has(code)) {
        check.problems.push(
          `${where} ${
            describe(code)
          } is not a country of content/countries.yaml (add it there first, or correct the code)`,
        );
        return;
      }
      const other = zoneOf.get(code);
      if (other !== undefined) {
        check.problems.push(`${where} "${code}" is already in ${other}: a country belongs to one zone`);
      } else zoneOf.set(code, `${path}${typeof zone.name === "string" ? ` (${zone.name})` : ""}`);
    });
    checkPerKg(check, zone, path);
    if (zone.economy !== undefined) {
      const economy = check.group(zone.economy, `${path}.economy`);
      if (economy) {
        checkServiceTerms(check, economy, `${path}.economy`);
        checkPerKg(check, economy, `${path}.economy`);
      }
    }
    if (zone.delivery !== undefined) checkDelivery(check, zone.delivery, `${path}.delivery`);
  });
}

function checkDelivery(check: Checker, value: unknown, path: string): void {
  const delivery = check.group(value, path);
  if (!delivery) return;
  check.amount(delivery.perKg, `${path}.perKg`);
  check.amount(delivery.minimum, `${path}.minimum`, { zeroAllowed: true });
  check.amount(delivery.clearance, `${path}.clearance`, { zeroAllowed: true });
  check.days(delivery.addDays, `${path}.addDays`);
}

/** The pickup areas: each with its cities (a city in one area only, however it is written), price and days. */
function checkPickup(check: Checker, value: unknown): void {
  if (value === undefined) return;
  const areaOf = new Map<string, string>();
  check.list(value, "pickup").forEach((item, index) => {
    const path = `pickup[${index}]`;
    const area = check.group(item, path);
    if (!area) return;
    check.words(area.name, `${path}.name`);
    const cities = check.list(area.cities, `${path}.cities`);
    if (Array.isArray(area.cities) && cities.length === 0) {
      check.problems.push(`${path}.cities must name at least one city`);
    }
    cities.forEach((city, position) => {
      const where = `${path}.cities[${position}]`;
      if (typeof city !== "string" || cityKey(city) === "") {
        check.problems.push(`${where} must be a city's name, but found ${describe(city)}`);
        return;
      }
      const other = areaOf.get(cityKey(city));
      if (other !== undefined && !other.startsWith(`${path} `) && other !== path) {
        check.problems.push(`${where} "${city}" is already in ${other}: a city belongs to one pickup area`);
      } else areaOf.set(cityKey(city), `${path}${typeof area.name === "string" ? ` (${area.name})` : ""}`);
    });
    check.amount(area.perKg, `${path}.perKg`);
    check.amount(area.minimum, `${path}.minimum`, { zeroAllowed: true });
    check.days(area.addDays, `${path}.addDays`);
  });
}

function checkInsurance(check: Checker, value: unknown): void {
  if (value === undefined) return;
  const insurance = check.group(value, "insurance");
  if (!insurance) return;
  if (check.amount(insurance.percent, "insurance.percent") && (insurance.percent as number) >= 100) {
    check.problems.push(`insurance.percent must be less than 100, but is ${insurance.percent}`);
  }
  check.amount(insurance.minimum, "insurance.minimum", { zeroAllowed: true });
}

/** The surcharges (name, per kg, basis) and the fees (name, amount). */
function checkLines(check: Checker, data: Group): void {
  check.list(data.surcharges, "surcharges").forEach((item, index) => {
    const path = `surcharges[${index}]`;
    const surcharge = check.group(item, path);
    if (!surcharge) return;
    check.words(surcharge.name, `${path}.name`);
    check.amount(surcharge.perKg, `${path}.perKg`);
    if (!SURCHARGE_BASES.includes(surcharge.basis as SurchargeBasis)) {
      check.problems.push(`${path}.basis must be chargeable or gross, but found ${describe(surcharge.basis)}`);
    }
  });
  check.list(data.fees, "fees").forEach((item, index) => {
    const path = `fees[${index}]`;
    const fee = check.group(item, path);
    if (!fee) return;
    check.words(fee.name, `${path}.name`);
    check.amount(fee.amount, `${path}.amount`);
  });
}

/** The card as a whole: example, currency, last day and range. */
function checkCard(check: Checker, data: Group): void {
  if (data.example !== undefined && typeof data.example !== "boolean") {
    check.problems.push(`example must be true or false, but found ${describe(data.example)}`);
  }
  if (!isCurrencyCode(data.currency)) {
    check.problems.push(
      `currency must be a currency code (ISO 4217, like USD or HKD), but found ${describe(data.currency)}`,
    );
  }
  if (!isCalendarDate(data.validUntil)) {
    check.problems.push(
      `validUntil must be a date written YYYY-MM-DD, like 2026-12-31, but found ${describe(data.validUntil)}`,
    );
  }
  if (check.amount(data.rangePercent, "rangePercent", { zeroAllowed: true }) && (data.rangePercent as number) >= 100) {
    check.problems.push(`rangePercent must be less than 100, but is ${data.rangePercent}`);
  }
}

function checkLimits(check: Checker, value: unknown): void {
  const limits = check.group(value, "limits");
  if (!limits) return;
  for (const name of ["longestSideCm", "heightCm", "averagePieceKg", "chargeableKg"] as const) {
    check.amount(limits[name], `limits.${name}`);
  }
}

/**
 * The card's problems, one line each naming the field (zones[1].perKg.from100
 * ...), [] when usable. `countryCodes` are content/countries.yaml's.
 */
export function rateCardProblems(card: RateCard, countryCodes: readonly string[]): string[] {
  if (typeof card !== "object" || card === null || Array.isArray(card)) {
    return [`the rate card must be a group of fields, but found ${describe(card)}`];
  }
  const data = card as unknown as Group;
  const check = checker([]);
  checkCard(check, data);
  checkZones(check, data.zones, countryCodes);
  checkLines(check, data);
  checkLimits(check, data.limits);
  checkPickup(check, data.pickup);
  checkInsurance(check, data.insurance);
  return check.problems;
}
