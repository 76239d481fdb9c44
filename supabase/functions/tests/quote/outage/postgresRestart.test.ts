// When the database goes away, the deployed entry itself (index.ts,
// node-postgres) in its own process while a real PostgreSQL 15 restarts in
// the middle of a burst, with an e-mail provider outage beside it: no lead
// lost, every lead answered, each stored once and e-mailed to the team once.
// (outage.test.ts has the handler on a store that fails as the test says.)
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { deployableCopy, startDeployedEntry } from "../../support/deployable.ts";
import { startFakeResend } from "../../support/fakeResend.ts";
import { CONFIGURED_ENV, countRows } from "../../support/harness.ts";
import { SITE_ORIGIN, validRequest } from "../../support/requests.ts";
import { freePort } from "../../../../local/freePort.ts";
import { applyMigrations } from "../../../../local/database/migrations.ts";
import { type PostgresCluster, startPostgres } from "../../../../local/database/postgresCluster.ts";
import { SKIP_POSTGRES } from "../../support/postgres.ts";
import { connectPostgres } from "../../../send-contact-email/storage/database.ts";
import { REFERENCE_PATTERN } from "../../../send-contact-email/lead/reference.ts";

type Answer = { lead: number; status: number | "no answer"; ms: number; at: number };

/** The deployed entry on its own port, on the database at `databaseUrl` and the fake Resend, with limits no burst reaches. */
function deployedOn(databaseUrl: string, resendUrl: string) {
  const { entry, config } = deployableCopy();
  return startDeployedEntry(entry, config, freePort(), {
    ...CONFIGURED_ENV,
    SEND_VISITOR_CONFIRMATION: "true",
    SUPABASE_DB_URL: databaseUrl,
    RESEND_API_URL: resendUrl,
    ALLOWED_ORIGINS: SITE_ORIGIN,
    RATE_LIMIT_PER_CLIENT_PER_HOUR: "1000",
    RATE_LIMIT_PER_EMAIL_PER_HOUR: "1000",
    TEAM_EMAILS_PER_HOUR: "100000",
  });
}

Deno.test({
  name: "the deployed function survives PostgreSQL restarting in a burst, with an e-mail outage beside it",
  ignore: SKIP_POSTGRES,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const cluster = await migratedCluster();
    const resend = startFakeResend();
    const deployed = deployedOn(cluster.url(), resend.baseUrl);
    const { child, exit, reading, url } = deployed;
    const post = sender(url);
    const burst = burstOf(post);
    const retryRoute = () =>
      fetch(`${url}/retry-notifications`, {
        method: "POST",
        headers: { "x-retry-secret": CONFIGURED_ENV.NOTIFICATION_RETRY_SECRET },
      }).then((response) => response.json());
    const teamDelivered = () =>
      resend.delivered().filter((email) =>
        email.body.to[0] === CONFIGURED_ENV.CONTACT_TO_EMAIL && email.body.subject.startsWith("Quote request ")
      );
    try {
      await waitFor(healthy(url));

      const { answers, restartAt, startedAgainAt } = await restartInBurst(cluster, burst);
      ok(deployed.exited() === null, `the process is alive (log:\n${deployed.log().slice(-3000)})`);
      const during = answers.filter((answer) =>
        answer.at >= restartAt && answer.at - answer.ms <= startedAgainAt + 1000
      );
      const unanswered = answers.filter((answer) => answer.status === "no answer");
      deepStrictEqual(unanswered, [], "every lead got an answer");
      deepStrictEqual(
        answers.filter((answer) => answer.status !== 200 && answer.status !== 503),
        [],
        "200 when stored or e-mailed to the team, 503 when neither",
      );
      const refused = answers.filter((answer) => answer.status === 503).map((answer) => answer.lead);
      const notices = () =>
        resend.delivered().filter((email) => email.body.subject.startsWith("Quote requests not stored"));
      await waitFor(() => Promise.resolve(notices().length > 0), 100);
      deepStrictEqual(notices().length, 1, "the restart was felt, and the team told once");

      // After the return: a new lead is accepted within seconds.
      let firstAcceptedMs = 0;
      await waitFor(async () => {
        const response = await post(1000, "after");
        await response.body?.cancel();
        firstAcceptedMs = performance.now() - startedAgainAt;
        return response.status === 200;
      }, 100);

      // The visitors send the refused ones again, as asked: each is stored once and e-mailed once.
      const retries = await Promise.all(refused.map(async (lead) => {
        const response = await post(lead, "burst");
        await response.body?.cancel();
        return response.status;
      }));
      deepStrictEqual(retries.filter((status) => status !== 200), [], "accepted once the database is back");
      // The leads e-mailed while it was away are written by the scheduled run.
      await waitFor(async () => {
        const report = await retryRoute();
        return report.sent === 0 && !report.storedFromMemory && teamDelivered().length >= answers.length + 1 &&
          (await countRows0(cluster.url())) === answers.length + 1;
      }, 200);
      const directly = answers.filter((answer) =>
        answer.status === 200 && answer.at >= restartAt && answer.at - answer.ms <= startedAgainAt
      ).length;

      const outage = await providerFailingWhileAway(cluster, resend, burst, retryRoute, teamDelivered);
      ok(deployed.exited() === null, `the process is alive (log:\n${deployed.log().slice(-3000)})`);

      // Every lead stored once, and the team e-mailed about each exactly once.
      await eachLeadStoredAndMailedOnce(cluster.url(), teamDelivered(), answers.length + 1 + 10);
      const longest = Math.max(...during.map((answer) =>
        answer.ms
      ));
      const firstStored = answers.filter((answer) => answer.status === 200 && answer.at > startedAgainAt)
        .map((answer) => answer.at - startedAgainAt);
      console.log(
        `restart in a burst: ${answers.length} leads sent, ${
          answers.filter((a) => a.status === 200).length
        } answered 200 (${directly} of them e-mailed to the team while the database was away), ` +
          `${refused.length} answered 503 (all stored on the visitor's retry), ${
            answers.length + 1 + 10
          } stored in all, ` +
          `each e-mailed to the team once; longest answer while the database was away ${Math.round(longest)} ms; ` +
          `the first lead accepted ${Math.round(Math.min(...firstStored, firstAcceptedMs))} ms after PostgreSQL ` +
          "started again; " +
          `with Resend failing too: ${outage.length} leads answered 503, kept, stored and e-mailed once after.`,
      );
    } finally {
      if (deployed.exited() === null) child.kill("SIGTERM");
      await exit;
      await Promise.allSettled(reading);
      await resend.close();
      cluster.stop();
    }
  },
});

/** A throw-away PostgreSQL with the migrations applied. */
async function migratedCluster(): Promise<PostgresCluster> {
  const cluster = await startPostgres();
  const setup = connectPostgres(cluster.url(), { maxConnections: 1 });
  await applyMigrations(setup);
  await setup.close();
  return cluster;
}

/** Whether the function at `url` answers its health route with 200. */
const healthy = (url: string) => async () => {
  const response = await fetch(`${url}/health`, { headers: { "cf-connecting-ip": "198.51.100.7" } });
  await response.body?.cancel();
  return response.status === 200;
};

/** Posts lead number `lead` of the series `tag` to the function at `url`, from its own client address. */
const sender = (url: string) => (lead: number, tag: string) =>
  fetch(url, {
    method: "POST",
    headers: {
      origin: SITE_ORIGIN,
      "content-type": "application/json",
      "idempotency-key": `${tag}-${lead}`,
      "cf-connecting-ip": `198.51.100.${lead % 250}`,
    },
    body: JSON.stringify(validRequest({ email: `${tag}-${lead}@shop.example` })),
    // Only a hang detector: every answer here comes within seconds (printed below).
    signal: AbortSignal.timeout(60_000),
  });

/**
 * Sends leads from `from` on, `concurrency` at a time, each sender going
 * on `gapMs` after a 200 and `pauseMs` after anything else, until `to`
 * leads are sent or `until()` says to stop.
 */
const burstOf = (post: ReturnType<typeof sender>) =>
async (
  tag: string,
  from: number,
  to: number,
  concurrency: number,
  pauseMs: number,
  gapMs: number,
  until: () => boolean = () => false,
) => {
  const answers: Answer[] = [];
  let next = from;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < to && !until()) {
      const lead = next++;
      const started = performance.now();
      let status: Answer["status"];
      try {
        const response = await post(lead, tag);
        await response.body?.cancel();
        status = response.status;
      } catch {
        status = "no answer";
      }
      answers.push({ lead, status, ms: performance.now() - started, at: performance.now() });
      await new Promise((resolve) => setTimeout(resolve, status === 200 ? gapMs : pauseMs));
    }
  }));
  return answers.sort((a, b) => a.lead - b.lead);
};

/**
 * Phase 1: leads from 8 senders; once 20 are stored PostgreSQL stops (fast:
 * every connection closed in the middle of the burst) and starts again 2.5 s
 * later; the burst goes on for a second after that. A sender told 503 waits
 * 100 ms, as a person would longer. The answers, and when it stopped and
 * started again.
 */
async function restartInBurst(cluster: PostgresCluster, burst: ReturnType<typeof burstOf>) {
  let done = false;
  // Each sender 40 ms apart: up to 200 leads a second, fewer than the 1,000 an instance keeps while the
  // database is away (a lead past that is e-mailed to the team only, never stored).
  const leads = burst("burst", 0, 5000, 8, 100, 40, () => done);
  await waitFor(async () => (await countRows0(cluster.url())) >= 20, 200, 10);
  const restartAt = performance.now();
  await cluster.stopServer();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await cluster.startServer();
  const startedAgainAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  done = true;
  return { answers: await leads, restartAt, startedAgainAt };
}

/**
 * Phase 2: the e-mail provider fails while the database is away: 10 leads,
 * all answered 503 and kept, then e-mailed to the team once both are back.
 */
async function providerFailingWhileAway(
  cluster: PostgresCluster,
  resend: ReturnType<typeof startFakeResend>,
  burst: ReturnType<typeof burstOf>,
  retryRoute: () => Promise<unknown>,
  teamDelivered: () => unknown[],
): Promise<Answer[]> {
  resend.mode = "error500";
  await cluster.stopServer();
  const outage = await burst("both", 0, 10, 4, 50, 0);
  deepStrictEqual(
    outage.map((answer) => answer.status),
    Array(10).fill(503),
  );
  const deliveredBefore = teamDelivered().length;
  await cluster.startServer();
  resend.mode = "success";
  await waitFor(async () => {
    await retryRoute();
    return teamDelivered().length >= deliveredBefore + 10;
  }, 300);
  return outage;
}

/** Every lead stored once (`expected` in all), and the team e-mailed about each exactly once (`teamDelivered`). */
async function eachLeadStoredAndMailedOnce(
  databaseUrl: string,
  teamDelivered: { body: { reply_to?: string } }[],
  expected: number,
): Promise<void> {
  const db = connectPostgres(databaseUrl, { maxConnections: 1 });
  try {
    const rows = await db.query<{ email: string; reference: string }>(
      "select email, reference from public.contact_requests",
    );
    const emails = rows.map((row) => row.email);
    deepStrictEqual(new Set(emails).size, emails.length, "no lead stored twice");
    deepStrictEqual(rows.length, expected, "every lead stored");
    for (const row of rows) match(row.reference, REFERENCE_PATTERN);
    const perLead = new Map<string, number>();
    for (const email of teamDelivered) {
      perLead.set(email.body.reply_to!, (perLead.get(email.body.reply_to!) ?? 0) + 1);
    }
    const twice = [...perLead].filter(([, count]) => count !== 1);
    deepStrictEqual(twice, [], "each lead e-mailed to the team once");
    deepStrictEqual(perLead.size, rows.length, "every lead e-mailed to the team");
  } finally {
    await db.close();
  }
}

/** Polls `check` until it is true; fails after `limit` tries. */
async function waitFor(check: () => Promise<boolean>, limit = 200, everyMs = 50): Promise<void> {
  for (let attempt = 0; attempt < limit; attempt++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error("the condition was never met");
}

/** How many leads the database holds, read on a connection of its own (0 while it is away). */
async function countRows0(url: string): Promise<number> {
  const db = connectPostgres(url, { maxConnections: 1 });
  try {
    return await countRows(db, "contact_requests");
  } catch {
    return 0;
  } finally {
    await db.close();
  }
}
