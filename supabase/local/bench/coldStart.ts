// `npm run bench:cold-start [-- <other checkout> ...]`: how long the deployed
// function (send-contact-email/index.ts, in a new Deno process) takes from its
// start to listening and to its first answer (a quote request stored and
// e-mailed, on a throw-away PostgreSQL 15 and a stand-in for Resend), and how
// long one e-mail takes to render. Given other checkouts of the repository
// (the code before a change, say), it starts theirs and this one's in turn,
// ROUNDS times (default 5), and prints the medians and their ratios to this
// one's. A measurement, not a test: nothing asserts a time. Loopback only.
// Each checkout needs its rate-card.json and words.json (`npm run rate-card`,
// `npm run function-words`), as a deploy does.
//
// Plain Deno has no EdgeRuntime.waitUntil, so the first answer here waits for
// its e-mails; deployed, it is sent before them.
import { fileURLToPath } from "node:url";
import { freePort } from "../freePort.ts";
import { applyMigrations } from "../database/migrations.ts";
import { startPostgres } from "../database/postgresCluster.ts";
import type { ReactElement } from "react";
import { connectPostgres } from "../../functions/send-contact-email/storage/database.ts";

const ROUNDS = Number(Deno.env.get("ROUNDS") ?? 5);
const HERE = fileURLToPath(new URL("../../../", import.meta.url)).replace(/\/$/, "");
const roots = [HERE, ...Deno.args.map((root) => root.replace(/\/$/, ""))];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A stand-in for Resend: every e-mail accepted at once. */
const resend = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen: () => {} },
  async (request) => {
    await request.body?.cancel();
    return Response.json({ id: crypto.randomUUID() });
  },
);
const postgres = await startPostgres();
const setup = connectPostgres(postgres.url(), { maxConnections: 1 });
await applyMigrations(setup);
await setup.close();

let lead = 0;

/** One start of `root`'s deployed function: ms to listening, to its first answer, and that answer's own ms. */
async function coldStart(root: string) {
  const port = freePort();
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--config",
      `${root}/supabase/functions/deno.json`,
      "--allow-net",
      "--allow-env",
      "--allow-read",
      `${root}/supabase/functions/send-contact-email/index.ts`,
    ],
    cwd: root,
    env: {
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: postgres.url(),
      RESEND_API_URL: `http://127.0.0.1:${resend.addr.port}`,
      RESEND_API_KEY: "re_cold_start",
      CONTACT_TO_EMAIL: "team@forwarder.test",
      CONTACT_FROM_EMAIL: "Quotes <quotes@forwarder.test>",
      NOTIFICATION_RETRY_SECRET: "cold-start",
      RATE_LIMIT_SALT: "cold-start",
      SEND_VISITOR_CONFIRMATION: "true",
      // Nothing answers there: the e-mails' logo is only an address, and nothing is read at run time.
      ALLOWED_ORIGINS: `http://127.0.0.1:${freePort()}`,
      RATE_LIMIT_PER_CLIENT_PER_HOUR: "1000000",
      RATE_LIMIT_PER_EMAIL_PER_HOUR: "1000000",
      NO_COLOR: "1",
    },
    stdout: "null",
    stderr: "piped",
  }).spawn();
  try {
    const decoder = new TextDecoder();
    let output = "";
    for await (const chunk of child.stderr) {
      output += decoder.decode(chunk);
      if (output.includes("Listening on")) break;
    }
    const listening = performance.now() - started;
    const sent = performance.now();
    const n = lead++;
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.7" },
      body: JSON.stringify({
        name: `Cold Start ${n}`,
        email: `cold${n}@bench.example`,
        phone: "+852 5555 0101",
        shippingCountry: "Germany",
        shippingDetails: "3 cartons",
        message: "Please quote.\nThanks.",
        cargoPieces: "3",
        cargoLengthCm: "60",
        cargoWidthCm: "40",
        cargoHeightCm: "40",
        cargoWeightKg: "45",
      }),
    });
    await response.body?.cancel();
    if (response.status !== 200) throw new Error(`${root}: the first answer was ${response.status}`);
    const answered = performance.now();
    return { listening, firstAnswer: answered - started, answerOnly: answered - sent };
  } finally {
    child.kill("SIGTERM");
    await child.status;
    child.stderr.cancel().catch(() => {});
  }
}

type Times = { listening: number[]; firstAnswer: number[]; answerOnly: number[] };
const times = new Map<string, Times>(roots.map((root) => [root, { listening: [], firstAnswer: [], answerOnly: [] }]));
try {
  // A start of each first, not counted: Deno's caches of every checkout are warm for all the rounds alike.
  for (const root of roots) await coldStart(root);
  for (let round = 0; round < ROUNDS; round++) {
    for (const root of round % 2 ? [...roots].reverse() : roots) {
      const measured = await coldStart(root);
      const entry = times.get(root)!;
      entry.listening.push(measured.listening);
      entry.firstAnswer.push(measured.firstAnswer);
      entry.answerOnly.push(measured.answerOnly);
    }
  }
} finally {
  await resend.shutdown();
  postgres.stop();
}

const base = times.get(HERE)!;
console.log(`Cold start of send-contact-email/index.ts: median of ${ROUNDS} starts each, interleaved`);
const rows = [
  ["checkout", "listening ms", "first answer ms", "(the answer itself) ms", "ratio to this checkout"],
  ...roots.map((root) => {
    const t = times.get(root)!;
    return [
      root === HERE ? `${root} (this one)` : root,
      median(t.listening).toFixed(0),
      median(t.firstAnswer).toFixed(0),
      median(t.answerOnly).toFixed(0),
      `${(median(t.listening) / median(base.listening)).toFixed(2)} / ${
        (median(t.firstAnswer) / median(base.firstAnswer)).toFixed(2)
      }`,
    ];
  }),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());

// How long one e-mail takes to render, in this checkout: each kind, warm, with React's production build
// as the function has it (outgoing.ts, preferProductionReact).
const { preferProductionReact } = await import("../../functions/send-contact-email/outbox/outgoing.ts");
preferProductionReact();
const { renderEmail } = await import("../../functions/_shared/emails/render.ts");
const { teamLeadEmail } = await import("../../functions/_shared/emails/team/teamEmail.tsx");
const { confirmationEmail } = await import("../../functions/_shared/emails/confirmationEmail.tsx");
const { weeklySummaryEmail } = await import("../../functions/_shared/emails/weeklySummaryEmail.tsx");
const { emailSiteFrom } = await import("../../functions/_shared/emails/site.ts");
const { wordsFor } = await import("../../functions/_shared/replies/formReplyPages.ts");
const { functionWordsFromContent } = await import("../content/functionWordsFromContent.ts");
const { EMPTY_CONTACT_REQUEST } = await import("../../functions/_shared/contactFields.ts");
const words = functionWordsFromContent();
const site = emailSiteFrom(words, "https://www.example.com");
const lead0 = {
  ...EMPTY_CONTACT_REQUEST,
  name: "Ada",
  email: "ada@example.com",
  phone: "+44 20 7946 0958",
  shippingCountry: "Germany",
  message: "Hello\nthere",
  cargoPieces: 3,
  cargoLengthCm: 120,
  cargoWidthCm: 80,
  cargoHeightCm: 100,
  cargoWeightKg: 450.5,
  cargoContents: ["batteries" as const],
  reference: "K7QM-4TXH",
  language: "en",
  pricing: { kind: "noPrice" as const, reason: "dangerousGoods" as const },
  source: null,
};
const week = {
  start: new Date("2026-11-15T16:00:00Z"),
  end: new Date("2026-11-22T16:00:00Z"),
  requests: { thisWeek: 4, lastWeek: 1 },
  withCargo: { thisWeek: 2, lastWeek: 1 },
  priced: { thisWeek: 1, lastWeek: 1 },
  dangerousGoods: { thisWeek: 1, lastWeek: 0 },
  notPriced: [{ reason: "dangerousGoods", thisWeek: 1, lastWeek: 0 }],
  goods: [{ goodsClass: "UN3481-967-II", thisWeek: 1, lastWeek: 0 }],
  destinations: [{ name: "Germany", thisWeek: 2, lastWeek: 0 }],
  languages: [{ code: "en", thisWeek: 2, lastWeek: 1 }],
  sources: [],
  chosen: [],
  byLines: [{ lines: 0, thisWeek: 4, lastWeek: 1 }],
  progress: {
    answeredWithin24h: { answered: { thisWeek: 1, lastWeek: 1 }, of: { thisWeek: 2, lastWeek: 1 } },
    medianMinutesToAnswer: { thisWeek: 95, lastWeek: null },
    booked: { thisWeek: 0, lastWeek: 0 },
    lost: { thisWeek: 0, lastWeek: 0 },
    lostReasons: [],
    bookedBySource: [],
  },
  offers: {
    offeredWithin24h: { offered: { thisWeek: 1, lastWeek: 0 }, of: { thisWeek: 2, lastWeek: 1 } },
    medianMinutesToOffer: { thisWeek: 300, lastWeek: null },
    bookedAtOffer: { thisWeek: 0, lastWeek: 0 },
    byCampaign: [],
  },
};
const kinds: Record<string, () => ReactElement> = {
  "the team's e-mail": () => teamLeadEmail(lead0, site, null).element,
  "the confirmation": () =>
    confirmationEmail(wordsFor(words, "en"), site, {
      reference: lead0.reference,
      cargo: lead0,
      price: null,
      pickup: null,
    }).element,
  "the weekly summary": () => weeklySummaryEmail(week, site).element,
};
{
  const started = performance.now();
  await renderEmail(kinds["the team's e-mail"]());
  console.log(
    `\nThe first e-mail this process renders (loads react-dom/server): ${(performance.now() - started).toFixed(1)} ms`,
  );
}
console.log("One e-mail rendered (HTML and plain text), warm: median of 50 after 10");
for (const [name, element] of Object.entries(kinds)) {
  const spent: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await renderEmail(element());
    if (i >= 10) spent.push(performance.now() - started);
  }
  console.log(`${name.padEnd(20)} ${median(spent).toFixed(2)} ms`);
}
