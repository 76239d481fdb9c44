// `npm run probe:card`: plays a competitor who tries to rebuild the rate card
// from the function's answers. It starts the local backend (the real function,
// pricing with the repository's example card, its rate limits raised so that
// only the answers limit it), asks for prices as a visitor would, and works
// out from the ranges alone, as tightly as they allow, each zone's price per
// kilogram in each weight break (freight, fuel and security together) and its
// fixed part (the fees). It then compares what it learnt with the card.
// A measurement, not a test: it prints how many requests it needed and how
// close it came.
//
// How: a range says the total T lies in an interval (the rounding rule is
// public, in _shared/price/pricing.ts). Within a break, with the gross weight equal
// to the chargeable weight W, T = s x W + c: every answer is a band the line
// (s, c) must cross, and the lines that fit every band so far form a convex
// polygon, clipped after each answer. The next weight asked is the one that
// halves the polygon's range of s. It stops when s is known to 0.001 (rates
// have at most three decimals) or after --budget answers per break.
//
//   --rounding significant|whole   the rule the function rounds the range by (significant: today's two
//                                  significant figures; whole: the earlier whole units), to run it on an earlier build
//   --budget N                     answers per break at most (default 40)
//   --url URL                      a function already running (its limits must allow the requests)
import { parseArgs } from "node:util";
import { BREAK_FROM_KG, type RateCard, WEIGHT_BREAKS } from "../../functions/_shared/price/rateCardSchema.ts";
import { freePort } from "../freePort.ts";
import { NO_LIMITS, startLocalBackend } from "../localBackend.ts";
import { rateCardFromContent } from "../content/rateCardFromContent.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    rounding: { type: "string", default: "significant" },
    budget: { type: "string", default: "40" },
    url: { type: "string" },
  },
});
const rounding = values.rounding === "whole" ? "whole" : "significant";
const budget = Number(values.budget);

type Interval = [number, number];

/** 10 to the power of the digits of `value` less two, never below 1: the step of two significant figures. */
const step = (digits: number) => 10 ** Math.max(0, digits - 2);
const digitsOf = (value: number) => String(Math.floor(value)).length;

/** The totals a range can come from, with the range's per cent `p`: where T is, by the low end and by the high end. */
export function totalFrom(low: number, high: number, p: number, rule: "significant" | "whole"): Interval {
  const down = 1 - p / 100;
  const up = 1 + p / 100;
  if (rule === "whole") return [Math.max(low / down, (high - 1) / up), Math.min((low + 1) / down, high / up)];
  // low = floor(v) to two significant figures of v = T x down: v in [low, low + step).
  const lowStep = step(digitsOf(low));
  // high = ceil(w) to two significant figures: w in (high - step, high], where a power of ten may come up from below.
  const highStep = /^10*$/.test(String(high)) && high >= 100 ? step(digitsOf(high) - 1) : step(digitsOf(high));
  return [Math.max(low / down, (high - highStep) / up), Math.min((low + lowStep) / down, high / up)];
}

type Point = [number, number];

/** The convex polygon of (s, c) kept by lo <= s x w + c <= hi (Sutherland-Hodgman, twice). */
function clip(polygon: Point[], w: number, [lo, hi]: Interval): Point[] {
  const half = (points: Point[], keep: (p: Point) => number): Point[] => {
    const out: Point[] = [];
    points.forEach((current, index) => {
      const previous = points[(index + points.length - 1) % points.length];
      const [a, b] = [keep(previous), keep(current)];
      if (b >= 0) {
        if (a < 0) out.push(cross(previous, current, a, b));
        out.push(current);
      } else if (a >= 0) out.push(cross(previous, current, a, b));
    });
    return out;
  };
  const cross = (p: Point, q: Point, a: number, b: number): Point => {
    const t = a / (a - b);
    return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
  };
  // A band of no width (a total the range pins exactly) would leave a polygon of no area, which clipping
  // in floating point loses: a millionth of a unit either side keeps it.
  return half(half(polygon, ([s, c]) => s * w + c - (lo - 1e-6)), ([s, c]) => hi + 1e-6 - (s * w + c));
}

const rangeOf = (polygon: Point[], axis: 0 | 1): Interval => [
  Math.min(...polygon.map((point) => point[axis])),
  Math.max(...polygon.map((point) => point[axis])),
];

let requests = 0;

/** The function's range for `kg` (gross = chargeable: small pieces) to `country`, or null when it gives none. */
async function ask(url: string, country: string, kg: number): Promise<{ low: number; high: number } | null> {
  requests++;
  const pieces = Math.max(1, Math.ceil(kg / 100));
  const response = await fetch(url, {
    method: "POST",
    headers: {
      origin: "http://localhost:8000",
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID(),
    },
    body: JSON.stringify({
      name: "Price Probe",
      email: `probe${requests}@probe.example`,
      shippingCountry: country,
      message: "How much?",
      cargoPieces: String(pieces),
      cargoLengthCm: "10",
      cargoWidthCm: "10",
      cargoHeightCm: "10",
      cargoWeightKg: String(kg),
    }),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`the function answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.price ? { low: answer.price.low, high: answer.price.high } : null;
}

/** The weights of a break where its own rate applies for sure: above the minimum, below where a heavier break is cheaper. */
function weightsOf(weightBreak: (typeof WEIGHT_BREAKS)[number], limitKg: number): Interval {
  const index = WEIGHT_BREAKS.indexOf(weightBreak);
  const from = Math.max(BREAK_FROM_KG[weightBreak], index === 0 ? 20 : 0);
  const to = index + 1 < WEIGHT_BREAKS.length ? BREAK_FROM_KG[WEIGHT_BREAKS[index + 1]] : limitKg;
  // A heavier break's lowest weight is cheaper only in the top part of a break (under 45 kg, from about 34 kg here).
  return [from, from + (to - from) * 0.5];
}

type Learnt = { slope: Interval; fixed: Interval; answers: number };

async function learnBreak(url: string, country: string, [from, to]: Interval, p: number): Promise<Learnt> {
  let polygon: Point[] = [[0, -1000], [100, -1000], [100, 1000], [0, 1000]];
  let answers = 0;
  const learn = async (kg: number) => {
    const range = await ask(url, country, kg);
    answers++;
    if (range) polygon = clip(polygon, kg, totalFrom(range.low, range.high, p, rounding));
  };
  // The ends first (they tell the slope most), then weights spread over the break by the golden ratio,
  // in half kilograms, each band cutting the polygon anew.
  await learn(from);
  await learn(to);
  while (answers < budget) {
    const [low, high] = rangeOf(polygon, 0);
    if (high - low < 0.001) break;
    const spread = (answers * 0.6180339887) % 1;
    await learn(Math.round(2 * (from + spread * (to - from))) / 2);
  }
  return { slope: rangeOf(polygon, 0), fixed: rangeOf(polygon, 1), answers };
}

const local = rateCardFromContent();
const card = local.card as RateCard;
if (!card) throw new Error("content/rates.yaml has no card to probe");
const countryName = (code: string) => Object.entries(local.countries).find(([, c]) => c === code)![0];

let backend: Awaited<ReturnType<typeof startLocalBackend>> | null = null;
const dataDir = await Deno.makeTempDir({ prefix: "card-probe-" });
let url = values.url;
if (!url) {
  backend = await startLocalBackend({
    PORT: String(freePort()),
    DATA_DIR: dataDir,
    ...NO_LIMITS,
    SEND_VISITOR_CONFIRMATION: "false",
  });
  url = backend.url;
}

try {
  console.log(
    `Rebuilding the example card from the function's answers (range rounded: ${rounding}; at most ${budget} answers a break)`,
  );
  const extra = card.surcharges.reduce((sum, line) => sum + line.perKg, 0);
  const fees = card.fees.reduce((sum, fee) => sum + fee.amount, 0);
  let pinned = 0;
  let breaks = 0;
  const errors: number[] = [];
  for (const zone of card.zones) {
    const country = countryName(zone.countries[0]);
    const rows: string[] = [];
    for (const weightBreak of WEIGHT_BREAKS) {
      const learnt = await learnBreak(
        url,
        country,
        weightsOf(weightBreak, card.limits.chargeableKg),
        card.rangePercent,
      );
      const truth = zone.perKg[weightBreak] + extra;
      const width = learnt.slope[1] - learnt.slope[0];
      breaks++;
      if (width < 0.001) pinned++;
      errors.push(width / 2);
      rows.push(
        `  ${weightBreak.padEnd(9)} per kg ${learnt.slope[0].toFixed(4)} to ${learnt.slope[1].toFixed(4)} (card ${
          truth.toFixed(3)
        }), ` +
          `fixed ${learnt.fixed[0].toFixed(2)} to ${learnt.fixed[1].toFixed(2)} (card ${
            fees.toFixed(2)
          }), ${learnt.answers} answers`,
      );
    }
    console.log(`${zone.name} (${country}):\n${rows.join("\n")}`);
  }
  const sorted = [...errors].sort((a, b) => a - b);
  console.log(
    `${requests} requests; ${pinned} of ${breaks} per-kg prices pinned to the thousandth; ` +
      `median uncertainty ±${sorted[Math.floor(sorted.length / 2)].toFixed(4)} per kg, largest ±${
        sorted[sorted.length - 1].toFixed(4)
      }`,
  );
} finally {
  await backend?.stop();
  await Deno.remove(dataDir, { recursive: true });
}
