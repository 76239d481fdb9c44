// The deployed entry's health route (deployment.ts, which index.ts calls with
// Deno.env): 200 when configured and the database answers, 503 naming what is
// missing (a setting, the database, the rate card), never a value; and without
// SUPABASE_DB_URL, every lead still reaches the team directly.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { startFakeResend } from "../support/fakeResend.ts";
import { CONFIGURED_ENV, countRows, unreachable } from "../support/harness.ts";
import { FUNCTION_URL, postContact, postForm, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import { createDeployedHandler } from "../../send-contact-email/deployment.ts";
import { fixtureReplies } from "../support/replies.ts";
import { REFERENCE_PATTERN } from "../../send-contact-email/lead/reference.ts";
import {
  CARD_IS_OFF,
  configured,
  deployed,
  health,
  notConfiguredLines,
  recordingLogger,
  testsWithResend,
} from "../settings/deployed.ts";

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
    "TEAM_MEMBERS",
    "TEAM_SESSION_KEYS",
    "QUOTE_KEY_SECRET",
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
