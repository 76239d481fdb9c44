// `npm run bench:function`: throughput and latency of the local backend
// (backend.ts in its own process: the real send-contact-email function,
// outbox mailer) on PGlite and on a throw-away PostgreSQL 15, in one run. Loopback only. A measurement, not a
// test: nothing here asserts a time.
//
//   BENCH_REQUESTS (default 400)     valid requests per store
//   BENCH_CONCURRENCY (default 16)   requests in flight at once
//
// Each request carries cargo details to a destination the example rate card
// prices, collected in Shenzhen, to the door and insured, so the chargeable
// weight and every option of the price, all in, are worked out for every
// request, as for a visitor who fills in the whole cargo group.
import { freePort } from "../freePort.ts";
import { NO_LIMITS, startLocalBackend } from "../localBackend.ts";
import { startPostgres } from "../database/postgresCluster.ts";

const REQUESTS = Number(Deno.env.get("BENCH_REQUESTS") ?? 400);
const CONCURRENCY = Number(Deno.env.get("BENCH_CONCURRENCY") ?? 16);
const WARM_UP = 20;

type Result = {
  store: string;
  ok: number;
  failed: number;
  seconds: number;
  latenciesMs: number[];
  emails: number;
};

let sequence = 0;

/**
 * One valid request, unique per call so idempotency does not interfere. Every
 * request comes from this one connection's address, as a real client's would;
 * the backend is started with limits no benchmark reaches, rather than
 * pretending to be many clients with a forged X-Forwarded-For (which the
 * function ignores).
 */
async function sendOne(url: string): Promise<{ ok: boolean; ms: number }> {
  const n = sequence++;
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: {
      origin: "http://localhost:8000",
      "content-type": "application/json",
      "idempotency-key": `bench-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({
      name: `Bench Buyer ${n}`,
      email: `buyer${n}@bench.example`,
      phone: "+852 5555 0101",
      shippingCountry: "Germany",
      shippingDetails: "3 cartons of phone cases",
      message: "Please quote express airfreight to Hamburg.",
      cargoPieces: "3",
      cargoLengthCm: "60",
      cargoWidthCm: "40",
      cargoHeightCm: "40",
      cargoWeightKg: "45",
      // Every option priced all in: collected in Shenzhen, to the door, insured.
      pickupCity: "Shenzhen",
      deliverTo: "door",
      deliveryPostcode: "20095",
      insure: true,
      goodsValue: "4000",
    }),
  });
  await response.body?.cancel();
  return { ok: response.status === 200, ms: performance.now() - started };
}

/** Sends `count` requests with `concurrency` in flight; returns every latency. */
async function load(url: string, count: number, concurrency: number) {
  const latenciesMs: number[] = [];
  let ok = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const result = await sendOne(url);
      latenciesMs.push(result.ms);
      if (result.ok) ok++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ok, failed: count - ok, seconds: (performance.now() - started) / 1000, latenciesMs };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function countFiles(directory: string, suffix: string): Promise<number> {
  let count = 0;
  for await (const entry of Deno.readDir(directory)) if (entry.name.endsWith(suffix)) count++;
  return count;
}

async function bench(store: string, extraEnv: Record<string, string>): Promise<Result> {
  const dataDir = await Deno.makeTempDir({ prefix: "contact-bench-" });
  try {
    const backend = await startLocalBackend({
      PORT: String(freePort()),
      DATA_DIR: dataDir,
      ...NO_LIMITS,
      RETRY_INTERVAL_MS: "3600000",
      ...extraEnv,
    });
    try {
      await load(backend.url, WARM_UP, 4);
      const measured = await load(backend.url, REQUESTS, CONCURRENCY);
      return { store, ...measured, emails: (await countFiles(`${dataDir}/outbox`, ".json")) - WARM_UP };
    } finally {
      await backend.stop();
    }
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
}

console.log(
  `Benchmark: ${REQUESTS} valid requests per store, ${CONCURRENCY} in flight, after ${WARM_UP} warm-up requests`,
);
const results: Result[] = [await bench("PGlite", {})];
const postgres = await startPostgres();
try {
  results.push(await bench("PostgreSQL 15", { SUPABASE_DB_URL: postgres.url() }));
} finally {
  postgres.stop();
}

const rows = [
  ["store", "requests", "200 OK", "failed", "e-mails", "req/s", "p50 ms", "p95 ms"],
  ...results.map((r) => [
    r.store,
    String(r.ok + r.failed),
    String(r.ok),
    String(r.failed),
    String(r.emails),
    ((r.ok + r.failed) / r.seconds).toFixed(1),
    percentile(r.latenciesMs, 50).toFixed(1),
    percentile(r.latenciesMs, 95).toFixed(1),
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
if (results.some((r) => r.failed > 0)) Deno.exitCode = 1;
