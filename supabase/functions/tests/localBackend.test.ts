// `npm run backend` as a developer runs it: a process that serves the real
// function, answers the site's calls and its health route, writes the outbox,
// keeps its leads across a restart and rate-limits by the connection, speaks
// content/'s words with no site to read them from; and the local defaults it
// applies.
import { deepStrictEqual, ok } from "node:assert/strict";
import yaml from "js-yaml";
import { type Airline, trackingAddress } from "../_shared/airWaybill.ts";
import { SITE_ORIGIN, validRequest } from "./support/requests.ts";
import { languageOf } from "./support/emails.ts";
import { freePort } from "../../local/freePort.ts";
import { localBackendCommand, startLocalBackend } from "../../local/localBackend.ts";
import { loadLocalSettings } from "../../local/localSettings.ts";
import { SettingsError } from "../send-contact-email/settings/settings.ts";

/** A file of content/ as the editors wrote it. */
const contentFile = (name: string) =>
  yaml.load(Deno.readTextFileSync(new URL(`../../../content/${name}.yaml`, import.meta.url)));

const headers = {
  origin: SITE_ORIGIN,
  authorization: "Bearer local-anon-key",
  apikey: "local-anon-key",
  "content-type": "application/json",
};

Deno.test({
  name: "the local backend serves the function, writes the outbox and keeps leads across restarts",
  sanitizeResources: false,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "contact-backend-" });
    const port = freePort();
    const url = `http://127.0.0.1:${port}/functions/v1/send-contact-email`;
    const env = { PORT: String(port), DATA_DIR: dataDir, RETRY_INTERVAL_MS: "600000" };
    const post = (idempotencyKey: string) =>
      fetch(url, {
        method: "POST",
        headers: { ...headers, "idempotency-key": idempotencyKey },
        body: JSON.stringify(validRequest()),
      });
    try {
      let backend = await startLocalBackend(env);
      deepStrictEqual(backend.url, url, backend.readyLine);

      const health = await fetch(`${url}/health`);
      deepStrictEqual([health.status, await health.json()], [200, { status: "ok", missing: [] }]);

      const preflight = await fetch(url, { method: "OPTIONS", headers: { origin: SITE_ORIGIN } });
      await preflight.body?.cancel();
      deepStrictEqual(preflight.status, 204);
      deepStrictEqual(preflight.headers.get("access-control-allow-origin"), SITE_ORIGIN);

      const first = await post("local-backend-test");
      deepStrictEqual(first.status, 200);
      const { id, reference } = await first.json();
      const email = JSON.parse(await Deno.readTextFile(`${dataDir}/outbox/quote-request_${reference}_team.json`));
      deepStrictEqual(email.replyTo, "mei@shop.example");

      // Production allows 3 an hour per e-mail address; the local default allows 100.
      for (let i = 1; i <= 3; i++) {
        const more = await post(`local-backend-test-${i}`);
        await more.body?.cancel();
        deepStrictEqual(more.status, 200, `request ${i + 1} from one address`);
      }
      deepStrictEqual(await backend.stop(), 0, "exits cleanly on SIGTERM");

      backend = await startLocalBackend(env);
      const again = await post("local-backend-test");
      deepStrictEqual(again.status, 200);
      deepStrictEqual((await again.json()).id, id, "the lead survived the restart");
      deepStrictEqual(again.headers.get("idempotent-replayed"), "true");
      deepStrictEqual(await backend.stop(), 0);
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name:
    "with nothing answering at SITE_URL, the local backend confirms an Arabic visitor in content/'s Arabic and /track answers 303",
  sanitizeResources: false,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "contact-backend-" });
    const port = freePort();
    const url = `http://127.0.0.1:${port}/functions/v1/send-contact-email`;
    const arabic = (contentFile("form-replies") as { ar: { confirmation: { subject: string; closing: string } } })
      .ar.confirmation;
    const [airline] = (contentFile("airlines") as { airlines: Airline[] }).airlines;
    // 1234567 mod 7 is 5: a right number of the first airline content/airlines.yaml lists.
    const awb = `${airline.prefix}12345675`;
    try {
      const backend = await startLocalBackend({
        PORT: String(port),
        DATA_DIR: dataDir,
        RETRY_INTERVAL_MS: "600000",
        // A loopback port where nothing listens: the site is never asked for anything.
        SITE_URL: `http://127.0.0.1:${freePort()}`,
      });
      try {
        const response = await fetch(url, {
          method: "POST",
          headers,
          body: JSON.stringify({ ...validRequest({ email: "arabic@shop.example" }), language: "ar" }),
        });
        deepStrictEqual(response.status, 200);
        const { reference } = await response.json();
        const confirmation = JSON.parse(
          await Deno.readTextFile(`${dataDir}/outbox/quote-request_${reference}_visitor_confirmation.json`),
        );
        deepStrictEqual(confirmation.subject, arabic.subject.replace("{reference}", reference));
        ok(confirmation.text.includes(arabic.closing), confirmation.text);
        deepStrictEqual(languageOf(confirmation.html), { document: ["ar", "rtl"], wrapper: ["ar", "rtl"] });

        const track = await fetch(`${url}/track`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ awb: `${airline.prefix}-1234 5675`, language: "ar" }),
        });
        await track.body?.cancel();
        deepStrictEqual([track.status, track.headers.get("location")], [303, trackingAddress(airline, awb)]);
      } finally {
        deepStrictEqual(await backend.stop(), 0);
      }
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name:
    "the local backend limits by the connection, whatever X-Forwarded-For says, and its health names what is missing",
  sanitizeResources: false,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "contact-backend-" });
    const port = freePort();
    const url = `http://127.0.0.1:${port}/functions/v1/send-contact-email`;
    try {
      // Resend "configured" with resend.dev's sandbox sender: nothing may be sent, the leads wait.
      const backend = await startLocalBackend({
        PORT: String(port),
        DATA_DIR: dataDir,
        RETRY_INTERVAL_MS: "600000",
        RATE_LIMIT_PER_CLIENT_PER_HOUR: "2",
        RESEND_API_KEY: "re_not_used",
        RESEND_API_URL: "http://127.0.0.1:9/never-called",
        CONTACT_TO_EMAIL: "team@forwarder.test",
      });
      try {
        const statuses = [];
        for (let i = 0; i < 3; i++) {
          const response = await fetch(url, {
            method: "POST",
            headers: { ...headers, "x-forwarded-for": `10.1.2.${i}`, "x-real-ip": `10.3.4.${i}` },
            body: JSON.stringify(validRequest({ email: `spoof${i}@shop.example` })),
          });
          await response.body?.cancel();
          statuses.push(response.status);
        }
        deepStrictEqual(statuses, [200, 200, 429], "a new X-Forwarded-For or X-Real-IP is not a new client");

        const health = await fetch(`${url}/health`);
        deepStrictEqual([health.status, await health.json()], [503, {
          status: "unavailable",
          missing: ["CONTACT_FROM_EMAIL"],
        }]);
        ok(backend.output().includes('"message":"send-contact-email is not fully configured"'), backend.output());
      } finally {
        deepStrictEqual(await backend.stop(), 0);
      }
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test("a mistyped or missing setting, or a busy port, stops the local backend with one clear line", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "contact-backend-" });
  try {
    const cases: [Record<string, string>, string][] = [
      [
        { RATE_LIMIT_PER_CLIENT_PER_HOUR: "lots" },
        'RATE_LIMIT_PER_CLIENT_PER_HOUR must be a positive integer, got "lots"',
      ],
      [{ PORT: "70000" }, 'PORT must be at most 65535, got "70000"'],
      [{ RESEND_API_KEY: "re_123", CONTACT_TO_EMAIL: "" }, "CONTACT_TO_EMAIL must be set when RESEND_API_KEY is set"],
    ];
    for (const [env, reason] of cases) {
      const { code, stdout, stderr } = await localBackendCommand({
        PORT: String(freePort()),
        DATA_DIR: dataDir,
        ...env,
      })
        .output();
      deepStrictEqual(code, 1);
      deepStrictEqual(new TextDecoder().decode(stdout), "");
      deepStrictEqual(new TextDecoder().decode(stderr), `Local backend not started: ${reason}\n`);
    }

    const taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    try {
      const { port } = taken.addr as Deno.NetAddr;
      const { code, stderr } = await localBackendCommand({ PORT: String(port), DATA_DIR: dataDir }).output();
      deepStrictEqual(code, 1);
      deepStrictEqual(
        new TextDecoder().decode(stderr),
        `Local backend not started: port ${port} on 127.0.0.1 is in use; stop what uses it or set PORT\n`,
      );
    } finally {
      taken.close();
    }
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test("the local defaults: 100 an hour, port 54321, data in .data, unless the environment sets them", () => {
  const defaults = loadLocalSettings({});
  deepStrictEqual([defaults.settings.rateLimit.perClient, defaults.settings.rateLimit.perEmail], [100, 100]);
  deepStrictEqual(defaults.settings.mail.teamEmailsPerHour, 1000);
  deepStrictEqual(defaults.settings.rateLimit.clientAddressHeader, null, "the connection's peer: nothing in front");
  deepStrictEqual(defaults.settings.problems, [], "outbox e-mail, a timer for retries, a local salt");
  deepStrictEqual([defaults.port, defaults.retryIntervalMs, defaults.databaseUrl], [54321, 30_000, undefined]);
  deepStrictEqual([defaults.dataDir, defaults.pgliteDir, defaults.outboxDir], [
    ".data",
    ".data/pglite",
    ".data/outbox",
  ]);
  deepStrictEqual(defaults.env.OUTBOX_DIR, ".data/outbox", "the mailer writes where the backend says");

  const set = loadLocalSettings({
    RATE_LIMIT_PER_CLIENT_PER_HOUR: "5",
    RATE_LIMIT_PER_EMAIL_PER_HOUR: " ",
    PORT: "60000",
    DATA_DIR: "/tmp/leads",
    OUTBOX_DIR: "/tmp/mail",
  });
  deepStrictEqual(
    [set.settings.rateLimit.perClient, set.settings.rateLimit.perEmail],
    [5, 100],
    "blank counts as unset",
  );
  deepStrictEqual([set.port, set.pgliteDir, set.outboxDir], [60000, "/tmp/leads/pglite", "/tmp/mail"]);

  for (const env of [{ PORT: "0" }, { RETRY_INTERVAL_MS: "soon" }]) {
    try {
      loadLocalSettings(env);
      throw new Error(`expected ${JSON.stringify(env)} to be refused`);
    } catch (error) {
      ok(error instanceof SettingsError, String(error));
    }
  }
});
