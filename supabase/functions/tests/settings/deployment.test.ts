// The deployed entry's wiring (deployment.ts, which index.ts calls with
// Deno.env): with a production setting missing it still stores every lead,
// keeps its e-mail pending, logs one line naming what is missing on every
// request, answers 503 on the health route, and sends the e-mail once the
// setting is back; the limits hold whatever the salt and the address headers.
// (health.test.ts: the health route; bundle.test.ts: what is deployed.)
import { deepStrictEqual, ok } from "node:assert/strict";
import { CONFIGURED_ENV, countRows, FakeClock, HOUR_MS, notifications } from "../support/harness.ts";
import { FUNCTION_URL, postContact, postForm, SITE_ORIGIN, validRequest } from "../support/requests.ts";
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import { configured, deployed, health, notConfiguredLines, testsWithResend } from "./deployed.ts";

const retryRoute = (handler: ContactHandler, secret = CONFIGURED_ENV.NOTIFICATION_RETRY_SECRET) =>
  handler(
    new Request(`${FUNCTION_URL}/retry-notifications`, { method: "POST", headers: { "x-retry-secret": secret } }),
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
  "without TEAM_SESSION_KEYS leads are stored and e-mailed, nobody can sign in to the console, and it is named",
  async (db, resend) => {
    const { handler, logger } = deployed(db, { ...configured(resend), TEAM_SESSION_KEYS: "" });
    const response = await postContact(handler, validRequest());
    deepStrictEqual(response.status, 200);
    deepStrictEqual(resend.delivered().length, 1);
    const asked = await handler(
      new Request(`${FUNCTION_URL}/team/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "ops@forwarder.test" }),
      }),
    );
    deepStrictEqual(asked.status, 202, "answered as ever");
    await handler.settle();
    deepStrictEqual(resend.delivered().length, 1, "and no code is sent");
    deepStrictEqual(notConfiguredLines(logger)[0].fields?.missing, ["TEAM_SESSION_KEYS"]);
    deepStrictEqual(await (await health(handler)).json(), { status: "unavailable", missing: ["TEAM_SESSION_KEYS"] });
  },
).forEach((test) => Deno.test(test));

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
