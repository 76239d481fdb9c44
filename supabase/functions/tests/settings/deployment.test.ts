// The deployed entry's wiring (deployment.ts, which index.ts calls with
// Deno.env): with a production setting missing it still stores every lead,
// keeps its e-mail pending, logs one line naming what is missing on every
// request, answers 503 on the health route, and sends the e-mail once the
// setting is back. The deployed code never reaches for supabase/local/.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { CARD_OFF, deployableCopy } from "../support/deployable.ts";
import { type FakeResend, startFakeResend } from "../support/fakeResend.ts";
import {
  askHealth,
  backendTests,
  CONFIGURED_ENV,
  countRows,
  FakeClock,
  FUNCTION_URL,
  HOUR_MS,
  notifications,
  postContact,
  postForm,
  SITE_ORIGIN,
  unreachable,
  validRequest,
} from "../support/harness.ts";
import type { Database } from "../../send-contact-email/storage/database.ts";
import { createDeployedHandler } from "../../send-contact-email/deployment.ts";
import { fixtureReplies } from "../support/replies.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import type { LogFields, Logger } from "../../send-contact-email/settings/logger.ts";
import { REFERENCE_PATTERN } from "../../send-contact-email/quote/reference.ts";
import { rateCardFromFile } from "../../send-contact-email/quote/rateCardFile.ts";
import { leadLinkSignature } from "../../send-contact-email/team/teamLinks.ts";

/** A card that is off on purpose: what the tests that are not about the card deploy with. */
const CARD_IS_OFF = rateCardFromFile(CARD_OFF);

type LogLine = { level: "info" | "error"; message: string; fields?: LogFields };

function recordingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (message, fields) => lines.push({ level: "info", message, fields }),
    error: (message, fields) => lines.push({ level: "error", message, fields }),
  };
}

/** The deployed handler on `db` with `env` (SUPABASE_DB_URL set unless the test removes it). */
function deployed(db: Database, env: Record<string, string | undefined>, clock = new FakeClock()) {
  const logger = recordingLogger();
  const handler = createDeployedHandler(
    { SUPABASE_DB_URL: "postgres://test", ALLOWED_ORIGINS: SITE_ORIGIN, ...env },
    { openDatabase: () => db, logger, clock: clock.now, rateCard: CARD_IS_OFF, words: fixtureReplies },
  );
  return { handler, logger, clock };
}

/** Every production setting, Resend pointing at the fake. */
const configured = (resend: FakeResend) => ({ ...CONFIGURED_ENV, RESEND_API_URL: resend.baseUrl });

/** `fn` as one test per database, with a fake Resend that it closes afterwards. */
function testsWithResend(name: string, fn: (db: Database, resend: FakeResend) => Promise<void>) {
  return backendTests(name, async (db) => {
    const resend = startFakeResend();
    try {
      await fn(db, resend);
    } finally {
      await resend.close();
    }
  });
}

const health = (handler: ContactHandler, headers: Record<string, string> = { "cf-connecting-ip": "203.0.113.9" }) =>
  askHealth(handler, headers);

const retryRoute = (handler: ContactHandler, secret = CONFIGURED_ENV.NOTIFICATION_RETRY_SECRET) =>
  handler(
    new Request(`${FUNCTION_URL}/retry-notifications`, { method: "POST", headers: { "x-retry-secret": secret } }),
  );

const notConfiguredLines = (logger: { lines: LogLine[] }) =>
  logger.lines.filter((line) =>
    line.level === "error" && line.message === "send-contact-email is not fully configured"
  );

/** The e-mail settings a deployment can get wrong, and the variable each case names. */
const UNUSABLE_EMAIL_SETTINGS: { case: string; env: Record<string, string>; missing: string }[] = [
  { case: "no RESEND_API_KEY", env: { RESEND_API_KEY: "" }, missing: "RESEND_API_KEY" },
  { case: "no CONTACT_TO_EMAIL", env: { CONTACT_TO_EMAIL: "" }, missing: "CONTACT_TO_EMAIL" },
  { case: "a team address on example.com", env: { CONTACT_TO_EMAIL: "team@example.com" }, missing: "CONTACT_TO_EMAIL" },
  {
    case: "no CONTACT_FROM_EMAIL (resend.dev's sandbox)",
    env: { CONTACT_FROM_EMAIL: "" },
    missing: "CONTACT_FROM_EMAIL",
  },
  {
    case: "a sender on resend.dev",
    env: { CONTACT_FROM_EMAIL: "Quotes <onboarding@resend.dev>" },
    missing: "CONTACT_FROM_EMAIL",
  },
  {
    case: "a sender on an example domain",
    env: { CONTACT_FROM_EMAIL: "Quotes <no-reply@your-domain.example>" },
    missing: "CONTACT_FROM_EMAIL",
  },
];

for (const setting of UNUSABLE_EMAIL_SETTINGS) {
  testsWithResend(
    `${setting.case}: the lead is stored, its e-mail waits, and it is sent once the setting is back`,
    async (db, resend) => {
      const clock = new FakeClock();
      const broken = deployed(db, { ...configured(resend), ...setting.env }, clock);

      const response = await postContact(broken.handler, validRequest());
      deepStrictEqual(response.status, 200, "the visitor is told it worked: it is stored");
      const { reference } = await response.json();
      deepStrictEqual(await countRows(db, "contact_requests"), 1);
      let [notification] = await notifications(db);
      deepStrictEqual([notification.status, notification.attempts], ["pending", 0], "pending, never marked sent");
      ok(notification.last_error?.includes(setting.missing), notification.last_error ?? "");
      deepStrictEqual(resend.received.length, 0, "nothing was tried");

      deepStrictEqual((await postForm(broken.handler, validRequest({ email: "form@shop.example" }))).status, 303);
      const lines = notConfiguredLines(broken.logger);
      deepStrictEqual(lines.length, 2, "one line for each request");
      for (const line of lines) deepStrictEqual(line.fields?.missing, [setting.missing]);

      const unhealthy = await health(broken.handler);
      deepStrictEqual(unhealthy.status, 503);
      deepStrictEqual(await unhealthy.json(), { status: "unavailable", missing: [setting.missing] });

      // The scheduled job runs while the setting is still missing: still pending, still due.
      clock.advance(HOUR_MS);
      deepStrictEqual((await retryRoute(broken.handler)).status, 200);
      deepStrictEqual((await notifications(db)).map((n) => n.status), ["pending", "pending"]);

      // The setting is fixed (new instances start with it); the next scheduled run sends both.
      const fixed = deployed(db, configured(resend), clock);
      deepStrictEqual((await health(fixed.handler)).status, 200);
      const retried = await retryRoute(fixed.handler);
      deepStrictEqual(await retried.json(), { sent: 2, failed: 0, deleted: 0 });
      [notification] = await notifications(db);
      deepStrictEqual([notification.status, notification.attempts], ["sent", 1]);
      deepStrictEqual(resend.delivered().length, 2, "the JSON post's e-mail and the form post's");
      ok(resend.delivered().some((email) => email.idempotencyKey === `quote-request/${reference}/team`));
      deepStrictEqual(notConfiguredLines(fixed.logger).length, 0);
    },
  ).forEach((test) => Deno.test(test));
}

testsWithResend(
  "without NOTIFICATION_RETRY_SECRET leads are stored and e-mailed, and it is named",
  async (db, resend) => {
    const { handler, logger } = deployed(db, { ...configured(resend), NOTIFICATION_RETRY_SECRET: "" });
    deepStrictEqual((await postContact(handler, validRequest())).status, 200);
    deepStrictEqual(resend.delivered().length, 1);
    deepStrictEqual((await retryRoute(handler, "")).status, 401, "the retry route stays closed");
    deepStrictEqual(notConfiguredLines(logger).length, 2);
    deepStrictEqual(notConfiguredLines(logger)[0].fields?.missing, ["NOTIFICATION_RETRY_SECRET"]);
    deepStrictEqual(await (await health(handler)).json(), {
      status: "unavailable",
      missing: ["NOTIFICATION_RETRY_SECRET"],
    });
  },
).forEach((test) => Deno.test(test));

testsWithResend(
  "without TEAM_LINK_SECRET leads are stored and e-mailed, no team link acts, and it is named",
  async (db, resend) => {
    const { handler, logger } = deployed(db, { ...configured(resend), TEAM_LINK_SECRET: "" });
    const response = await postContact(handler, validRequest());
    deepStrictEqual(response.status, 200);
    deepStrictEqual(resend.delivered().length, 1);
    const { reference } = await response.json();
    // A link signed as the deployment would with an empty secret is refused.
    const signature = await leadLinkSignature(" ", reference, "answered");
    const link = await handler(new Request(`${FUNCTION_URL}/lead/${reference}/answered?sig=${signature}`));
    deepStrictEqual(link.status, 403);
    deepStrictEqual(notConfiguredLines(logger)[0].fields?.missing, ["TEAM_LINK_SECRET"]);
    deepStrictEqual(await (await health(handler)).json(), { status: "unavailable", missing: ["TEAM_LINK_SECRET"] });
  },
).forEach((test) => Deno.test(test));

Deno.test("links to pages on supabase.co, which Supabase shows as plain text, are named at launch", () => {
  const launched = (env: Record<string, string>) => {
    const logger = recordingLogger();
    createDeployedHandler({ ...CONFIGURED_ENV, ...env }, { logger, rateCard: CARD_IS_OFF, words: fixtureReplies });
    return logger.lines.filter((line) => line.message.includes("plain text")).map((line) => line.fields?.host);
  };
  deepStrictEqual(launched({ SUPABASE_URL: "https://abcd.supabase.co" }), ["abcd.supabase.co"]);
  deepStrictEqual(
    launched({
      SUPABASE_URL: "https://abcd.supabase.co",
      FUNCTION_URL: "https://api.forwarder.example/functions/v1/x",
    }),
    [],
  );
});

testsWithResend(
  "without ALLOWED_ORIGINS the live site's requests are refused, and that is named on every one and by health",
  async (db, resend) => {
    const live = "https://www.forwarder.example";
    const { handler, logger } = deployed(db, { ...configured(resend), ALLOWED_ORIGINS: "" });
    const refused = await postContact(handler, validRequest(), { headers: { origin: live } });
    deepStrictEqual(refused.status, 403);
    deepStrictEqual((await postForm(handler, validRequest(), { origin: live })).status, 403);
    deepStrictEqual(notConfiguredLines(logger).length, 2);
    deepStrictEqual(notConfiguredLines(logger)[0].fields?.missing, ["ALLOWED_ORIGINS"]);
    deepStrictEqual(await (await health(handler)).json(), { status: "unavailable", missing: ["ALLOWED_ORIGINS"] });
  },
).forEach((test) => Deno.test(test));

testsWithResend(
  "without RATE_LIMIT_SALT nothing falls back to a known salt, and the limits still hold",
  async (db, resend) => {
    const env = { ...configured(resend), RATE_LIMIT_SALT: "", SUPABASE_SERVICE_ROLE_KEY: "service-role-key" };
    const { handler } = deployed(db, env);
    for (let i = 0; i < 5; i++) {
      deepStrictEqual((await postContact(handler, validRequest({ email: `b${i}@shop.example` }))).status, 200);
    }
    deepStrictEqual((await postContact(handler, validRequest({ email: "b9@shop.example" }))).status, 429);
    deepStrictEqual(await (await health(handler)).json(), { status: "unavailable", missing: ["RATE_LIMIT_SALT"] });

    // Neither the service role key nor the old constant is the salt: their hashes are not the stored ones.
    const { hashClientAddress } = await import("../../send-contact-email/http/clientAddress.ts");
    const [row] = await db.query<{ client_hash: string }>("select client_hash from public.contact_requests limit 1");
    for (const knownSalt of ["service-role-key", "local-development-salt"]) {
      ok(row.client_hash !== await hashClientAddress("203.0.113.7", knownSalt), knownSalt);
    }
    // A second instance has a salt of its own: the limit counts per instance, as the log says.
    const other = deployed(db, env);
    deepStrictEqual((await postContact(other.handler, validRequest({ email: "c@shop.example" }))).status, 200);
  },
).forEach((test) => Deno.test(test));

testsWithResend("a spoofed X-Forwarded-For does not escape the per-client limit", async (db, resend) => {
  const { handler } = deployed(db, configured(resend));
  const spoofed = (i: number) =>
    postContact(handler, validRequest({ email: `rotating${i}@shop.example` }), {
      clientAddress: "198.51.100.20",
      headers: { "x-forwarded-for": `10.${i}.${i}.${i}, 198.51.100.20` },
    });
  for (let i = 0; i < 5; i++) deepStrictEqual((await spoofed(i)).status, 200);
  deepStrictEqual((await spoofed(5)).status, 429, "a new first X-Forwarded-For entry is not a new client");
  const another = await postContact(handler, validRequest({ email: "other@shop.example" }), {
    clientAddress: "198.51.100.21",
  });
  deepStrictEqual(another.status, 200, "another address the platform reports is another client");
}).forEach((test) => Deno.test(test));

testsWithResend("without the platform's address header, requests share one allowance, logged", async (db, resend) => {
  const { handler, logger } = deployed(db, configured(resend));
  const bare = (i: number) =>
    handler(
      new Request(FUNCTION_URL, {
        method: "POST",
        headers: { origin: SITE_ORIGIN, "content-type": "application/json", "x-forwarded-for": `10.0.0.${i}` },
        body: JSON.stringify(validRequest({ email: `bare${i}@shop.example` })),
      }),
    );
  for (let i = 0; i < 5; i++) deepStrictEqual((await bare(i)).status, 200);
  deepStrictEqual((await bare(5)).status, 429);
  ok(logger.lines.some((line) => line.message.startsWith("client address missing")));
  const unhealthy = await health(handler, {});
  deepStrictEqual(await unhealthy.json(), { status: "unavailable", missing: ["cf-connecting-ip header"] });
}).forEach((test) => Deno.test(test));

testsWithResend(
  "health: 200 when configured and the database answers, 503 naming the database when not",
  async (db, resend) => {
    const { handler } = deployed(db, configured(resend));
    const ready = await health(handler);
    deepStrictEqual(ready.status, 200);
    deepStrictEqual(ready.headers.get("cache-control"), "no-store");
    deepStrictEqual(await ready.json(), { status: "ok", missing: [] });
    const head = await handler(
      new Request(`${FUNCTION_URL}/health`, { method: "HEAD", headers: { "cf-connecting-ip": "203.0.113.9" } }),
    );
    deepStrictEqual([head.status, await head.text()], [200, ""]);
    const post = await handler(new Request(`${FUNCTION_URL}/health`, { method: "POST", body: "{}" }));
    deepStrictEqual([post.status, post.headers.get("allow")], [405, "GET, HEAD"]);
    deepStrictEqual(await countRows(db, "contact_requests"), 0, "a POST to the health route stores nothing");

    const brokenDatabase = createDeployedHandler(
      { ...configured(resend), SUPABASE_DB_URL: "postgres://test" },
      {
        openDatabase: () => ({
          ...db,
          query: () => Promise.reject(unreachable("connection refused; password=hunter2")),
          transaction: () => Promise.reject(unreachable("connection refused; password=hunter2")),
        }),
        logger: recordingLogger(),
        rateCard: CARD_IS_OFF,
        words: fixtureReplies,
      },
    );
    const down = await health(brokenDatabase);
    deepStrictEqual(down.status, 503);
    const text = await down.text();
    deepStrictEqual(JSON.parse(text), { status: "unavailable", missing: ["database"], database: "does not answer" });
    ok(!text.includes("hunter2"));
  },
).forEach((test) => Deno.test(test));

Deno.test("health names what is missing, never a value", async () => {
  const secrets = { RESEND_API_KEY: "re_live_secret", NOTIFICATION_RETRY_SECRET: "cron-secret-value" };
  const handler = createDeployedHandler(
    { ...secrets, CONTACT_TO_EMAIL: "team@example.com", ALLOWED_ORIGINS: SITE_ORIGIN },
    { logger: recordingLogger(), words: fixtureReplies },
  );
  const response = await health(handler);
  deepStrictEqual(response.status, 503);
  const text = await response.text();
  deepStrictEqual(JSON.parse(text).missing, [
    "CONTACT_TO_EMAIL",
    "CONTACT_FROM_EMAIL",
    "RATE_LIMIT_SALT",
    "TEAM_LINK_SECRET",
    "SUPABASE_URL",
    "SUPABASE_DB_URL",
    "rate card",
    "database",
  ]);
  for (const value of [...Object.values(secrets), "team@example.com"]) ok(!text.includes(value), value);
});

Deno.test(
  "without SUPABASE_DB_URL every lead reaches the team directly, the visitor gets its reference, and it is named",
  async () => {
    const resend = startFakeResend();
    try {
      const logger = recordingLogger();
      const handler = createDeployedHandler({ ...configured(resend), ALLOWED_ORIGINS: SITE_ORIGIN }, {
        logger,
        rateCard: CARD_IS_OFF,
        words: fixtureReplies,
      });
      const response = await postContact(handler, validRequest());
      deepStrictEqual(response.status, 200, "the team has it: the visitor is told so");
      deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN);
      match((await response.json()).reference, REFERENCE_PATTERN);
      const page = await postForm(handler, validRequest({ email: "form@shop.example" }));
      deepStrictEqual([page.status, page.headers.get("location")], [303, `${SITE_ORIGIN}/thank-you`]);
      await handler.settle();
      const subjects = resend.delivered().map((email) => email.body.subject);
      deepStrictEqual(
        resend.delivered().filter((email) => email.body.subject.startsWith("Quote request ")).map((email) =>
          email.body.reply_to
        ),
        ["mei@shop.example", "form@shop.example"],
        "the team has both leads",
      );
      deepStrictEqual(
        subjects.filter((subject) => subject.startsWith("Quote requests not stored")),
        ["Quote requests not stored: the database does not answer"],
        "and is told once why they are not stored",
      );
      deepStrictEqual(notConfiguredLines(logger)[0].fields?.missing, ["SUPABASE_DB_URL"]);
      const report = await (await health(handler)).json();
      deepStrictEqual([report.missing, report.kept], [["SUPABASE_DB_URL", "database"], 2]);

      // With the e-mail provider failing too, a lead reaches nobody: that, and only that, is a 503.
      resend.mode = "error500";
      const nobody = await postContact(handler, validRequest({ email: "third@shop.example" }));
      deepStrictEqual([nobody.status, (await nobody.json()).error.code], [503, "unavailable"]);
    } finally {
      await resend.close();
    }
  },
);

/** `deno info` of the deployed entry: the modules the bundler would take, each with its error if any. */
async function moduleGraph(entry: string, config: string) {
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "--config", config, entry],
    stdout: "piped",
    stderr: "null",
  }).output();
  ok(success);
  const graph = JSON.parse(new TextDecoder().decode(stdout)) as { modules: { specifier: string; error?: string }[] };
  return graph.modules.filter((module) => module.specifier.startsWith("file:"));
}

Deno.test("what is deployed imports nothing from supabase/local/ and writes no files; the card and words are in it", async () => {
  const { entry, config } = deployableCopy();
  const files = await moduleGraph(entry, config);
  ok(files.length > 5, `the graph lists the function's modules: ${files.length}`);
  for (const { specifier, error } of files) {
    deepStrictEqual(error, undefined, specifier);
    match(
      specifier,
      /\/(send-contact-email|_shared)\/([^/]+\/)?([^/]+\.tsx?|rate-card\.json|words\.json)$/,
      "only what ships",
    );
    const source = await Deno.readTextFile(new URL(specifier));
    ok(!/Deno\.(writeFile|writeTextFile|mkdir|rename|create|open|readFile|readTextFile)\b/.test(source), specifier);
  }
  ok(files.some(({ specifier }) => specifier.endsWith("/send-contact-email/rate-card.json")), "the card is bundled");
  ok(files.some(({ specifier }) => specifier.endsWith("/send-contact-email/words.json")), "the words are bundled");
});

Deno.test("the function starts without React: React and React Email load with its first e-mail", async () => {
  const { entry, config } = deployableCopy();
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "--config", config, entry],
    stdout: "piped",
    stderr: "null",
  }).output();
  ok(success);
  type Module = { specifier: string; dependencies?: { code?: { specifier: string }; isDynamic?: boolean }[] };
  const graph = JSON.parse(new TextDecoder().decode(stdout)) as { roots: string[]; modules: Module[] };
  const modules = new Map(graph.modules.map((module) => [module.specifier, module]));
  // What index.ts imports before it answers: every import but the dynamic ones.
  const loaded = new Set<string>();
  const next = [...graph.roots];
  while (next.length > 0) {
    const specifier = next.pop()!;
    if (loaded.has(specifier)) continue;
    loaded.add(specifier);
    for (const { code, isDynamic } of modules.get(specifier)?.dependencies ?? []) {
      if (code && !isDynamic) next.push(code.specifier);
    }
  }
  // React, React DOM, React Email and html-to-text, and the components (.tsx): none of them.
  const rendering = [...loaded].filter((specifier) => /^npm:(react|@react-email|html-to-text)|\.tsx$/.test(specifier));
  deepStrictEqual(rendering, [], [...loaded].join("\n"));
  ok(
    [...loaded].some((specifier) => specifier.endsWith("/send-contact-email/mail/emails.ts")),
    "the e-mails' module itself is there",
  );
});

for (
  const [file, copy] of [
    ["rate-card.json", () => deployableCopy(null)],
    ["words.json", () => deployableCopy(undefined, null)],
  ] as const
) {
  Deno.test(`without ${file} the function cannot be bundled: the deploy fails, it never ships without it`, async () => {
    const { entry, config } = copy();
    const missing = (await moduleGraph(entry, config)).find(({ specifier }) => specifier.endsWith(`/${file}`));
    match(missing?.error ?? "", /Module not found/);
    // What the CLI's bundler does with the graph: resolve every module, or stop.
    const { success, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["cache", "--config", config, entry],
      stdout: "null",
      stderr: "piped",
    }).output();
    deepStrictEqual(success, false);
    match(new TextDecoder().decode(stderr), new RegExp(file.replace(".", "\\.")));
  });
}

Deno.test("a deployment without its card answers health 503 naming it, and the logs say so; prices off is not that", async () => {
  const logger = recordingLogger();
  const missing = createDeployedHandler({ ...CONFIGURED_ENV }, { logger, words: fixtureReplies });
  const report = await (await health(missing)).json();
  ok(report.missing.includes("rate card"), JSON.stringify(report));
  ok(
    logger.lines.some(({ message, fields }) =>
      message === "send-contact-email is not fully configured" && JSON.stringify(fields).includes("not deployed")
    ),
    JSON.stringify(logger.lines),
  );
  const off = createDeployedHandler({ ...CONFIGURED_ENV }, {
    logger: recordingLogger(),
    rateCard: CARD_IS_OFF,
    words: fixtureReplies,
  });
  ok(!(await (await health(off)).json()).missing.includes("rate card"), "a card that is off on purpose is no problem");
});

Deno.test("a SUPABASE_DB_URL that cannot be used is named like a missing one, its value never", async () => {
  const handler = createDeployedHandler(
    { ...CONFIGURED_ENV, SUPABASE_DB_URL: "postgres://user:hunter2@db.internal:5432/postgres" },
    {
      openDatabase: () => {
        throw new Error("Invalid URL postgres://user:hunter2@db.internal");
      },
      logger: recordingLogger(),
      rateCard: CARD_IS_OFF,
      words: fixtureReplies,
    },
  );
  const response = await health(handler);
  const text = await response.text();
  deepStrictEqual(JSON.parse(text).missing, ["SUPABASE_DB_URL", "database"]);
  ok(!text.includes("hunter2"));
  deepStrictEqual((await postContact(handler, validRequest())).status, 503);
});
