// The environment the function reads: its defaults, a clear refusal naming
// the variable when a value is unusable (loadSettings, the local backend), and
// the list of what production lacks (readSettings, the deployed function).
import { deepStrictEqual, ok } from "node:assert/strict";
import { CONFIGURED_ENV } from "../support/harness.ts";
import { loadSettings, readSettings, SettingsError } from "../../send-contact-email/settings/settings.ts";
import { LOCAL_SITE_ORIGINS } from "../../_shared/cors.ts";
import { CONTACT_TIMEOUT_MS } from "../../_shared/contactFields.ts";

function refusal(env: Record<string, string>): string {
  try {
    loadSettings(env);
  } catch (error) {
    ok(error instanceof SettingsError);
    return error.message;
  }
  throw new Error("expected a SettingsError");
}

Deno.test("defaults: local origins, 5 per client and 3 per e-mail an hour, the confirmation on, 32 KB", () => {
  const settings = loadSettings({});
  deepStrictEqual(settings.allowedOrigins, [...LOCAL_SITE_ORIGINS]);
  deepStrictEqual([settings.rateLimit.perClient, settings.rateLimit.perEmail], [5, 3]);
  deepStrictEqual(settings.mail.sendVisitorConfirmation, true);
  deepStrictEqual(settings.maxBodyBytes, 32 * 1024);
  deepStrictEqual(settings.retrySecret, "");
});

Deno.test("ALLOWED_ORIGINS is a comma-separated list, trailing slashes ignored", () => {
  const settings = loadSettings({ ALLOWED_ORIGINS: " https://a.example/ , https://www.a.example" });
  deepStrictEqual(settings.allowedOrigins, ["https://a.example", "https://www.a.example"]);
});

Deno.test("an unusable number names its variable", () => {
  deepStrictEqual(
    refusal({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "five" }),
    'RATE_LIMIT_PER_CLIENT_PER_HOUR must be a positive integer, got "five"',
  );
  deepStrictEqual(
    refusal({ RATE_LIMIT_PER_EMAIL_PER_HOUR: "0" }),
    'RATE_LIMIT_PER_EMAIL_PER_HOUR must be a positive integer, got "0"',
  );
});

Deno.test("readSettings names every missing production setting, never its value, and never throws", () => {
  const settings = readSettings({ SUPABASE_SERVICE_ROLE_KEY: "service-role-key", RATE_LIMIT_PER_CLIENT_PER_HOUR: "x" });
  deepStrictEqual(settings.problems.map((problem) => problem.name), [
    "RESEND_API_KEY",
    "CONTACT_TO_EMAIL",
    "CONTACT_FROM_EMAIL",
    "NOTIFICATION_RETRY_SECRET",
    "RATE_LIMIT_SALT",
    "ALLOWED_ORIGINS",
    "RATE_LIMIT_PER_CLIENT_PER_HOUR",
    "TEAM_MEMBERS",
    "TEAM_SESSION_KEYS",
    "QUOTE_KEY_SECRET",
  ]);
  deepStrictEqual(settings.rateLimit.perClient, 5, "an unreadable number takes its default");
  deepStrictEqual(settings.rateLimit.clientHashSalt, "", "the service role key is not the salt");
  ok(!JSON.stringify(settings.problems).includes("service-role-key"));
  deepStrictEqual(readSettings(CONFIGURED_ENV).problems, [], "the tests' configuration is complete");
});

Deno.test("addresses no real inbox is on are unusable: example domains, and resend.dev as a sender", () => {
  const problemsOf = (env: Record<string, string>) =>
    readSettings({ ...CONFIGURED_ENV, ...env }).problems.map((problem) => problem.name);
  const unusable: Record<string, string>[] = [
    { CONTACT_TO_EMAIL: "team@example.com" },
    { CONTACT_TO_EMAIL: "quotes@mail.example.org" },
    { CONTACT_TO_EMAIL: "quotes@your-domain.example" },
    { CONTACT_TO_EMAIL: "not an address" },
    { CONTACT_TO_EMAIL: "a@b.example.net, c@d.com" },
    { CONTACT_FROM_EMAIL: "Quote requests <onboarding@resend.dev>" },
    { CONTACT_FROM_EMAIL: "no-reply@your-domain.example" },
    { CONTACT_FROM_EMAIL: "Quotes <quotes@localhost>" },
  ];
  for (const env of unusable) deepStrictEqual(problemsOf(env), Object.keys(env), JSON.stringify(env));
  const usable: Record<string, string>[] = [
    { CONTACT_TO_EMAIL: "quotes@hk-airfreight.com" },
    { CONTACT_TO_EMAIL: "team@resend.dev.hk-airfreight.com" },
    { CONTACT_FROM_EMAIL: "Quote requests <no-reply@hk-airfreight.com>" },
    { CONTACT_FROM_EMAIL: "no-reply@send.hk-airfreight.com" },
  ];
  for (const env of usable) deepStrictEqual(problemsOf(env), [], JSON.stringify(env));
});

Deno.test("the client address header: cf-connecting-ip unless CLIENT_ADDRESS_HEADER names another", () => {
  deepStrictEqual(loadSettings({}).rateLimit.clientAddressHeader, "cf-connecting-ip");
  deepStrictEqual(loadSettings({ CLIENT_ADDRESS_HEADER: " X-Real-IP " }).rateLimit.clientAddressHeader, "x-real-ip");
  deepStrictEqual(refusal({ CLIENT_ADDRESS_HEADER: "x real ip" }), "CLIENT_ADDRESS_HEADER is not a header name");
});

Deno.test("TEAM_EMAILS_PER_HOUR: 30 by default, a positive integer", () => {
  deepStrictEqual(loadSettings({}).mail.teamEmailsPerHour, 30);
  deepStrictEqual(loadSettings({ TEAM_EMAILS_PER_HOUR: "5" }).mail.teamEmailsPerHour, 5);
  deepStrictEqual(refusal({ TEAM_EMAILS_PER_HOUR: "0" }), 'TEAM_EMAILS_PER_HOUR must be a positive integer, got "0"');
});

Deno.test("VISITOR_CONFIRMATIONS_PER_HOUR: 30 by default, a positive integer", () => {
  deepStrictEqual(loadSettings({}).mail.confirmationsPerHour, 30);
  deepStrictEqual(loadSettings({ VISITOR_CONFIRMATIONS_PER_HOUR: "4" }).mail.confirmationsPerHour, 4);
  deepStrictEqual(
    refusal({ VISITOR_CONFIRMATIONS_PER_HOUR: "many" }),
    'VISITOR_CONFIRMATIONS_PER_HOUR must be a positive integer, got "many"',
  );
});

Deno.test("the visitor's answer waits for the database and the e-mail well within the form's timeout", () => {
  const { outage } = loadSettings({});
  // The store's deadline, then the team's e-mail when the database did not take the lead.
  const longest = outage.databaseTimeoutMs + outage.directMailTimeoutMs;
  ok(longest <= CONTACT_TIMEOUT_MS * 2 / 3, `${longest} ms against the form's ${CONTACT_TIMEOUT_MS} ms`);
});

Deno.test("the team's console: its members, in lower case, and its keys, each id:secret of 32 characters or more", () => {
  const team = (env: Record<string, string>) => readSettings({ ...CONFIGURED_ENV, ...env });
  const key = "a".repeat(32);
  deepStrictEqual(
    team({ TEAM_MEMBERS: " Ops@Forwarder.test ,sales@forwarder.test", TEAM_SESSION_KEYS: `k2:${key},k1:${key}` }).team,
    {
      members: ["ops@forwarder.test", "sales@forwarder.test"],
      sessionKeys: [{ id: "k2", secret: key }, { id: "k1", secret: key }],
    },
  );
  for (
    const [env, name] of [
      [{ TEAM_MEMBERS: "" }, "TEAM_MEMBERS"],
      [{ TEAM_MEMBERS: "ops@forwarder.test, not an address" }, "TEAM_MEMBERS"],
      [{ TEAM_SESSION_KEYS: "" }, "TEAM_SESSION_KEYS"],
      [{ TEAM_SESSION_KEYS: `k1:${"a".repeat(31)}` }, "TEAM_SESSION_KEYS"],
      [{ TEAM_SESSION_KEYS: `k1:${key},k1:${key}` }, "TEAM_SESSION_KEYS"],
      [{ TEAM_SESSION_KEYS: key }, "TEAM_SESSION_KEYS"],
    ] as const
  ) {
    const settings = team(env);
    deepStrictEqual(
      settings.problems.map((problem) => [problem.name, problem.part]),
      [[name, "team"]],
      JSON.stringify(env),
    );
    ok(!JSON.stringify(settings.problems).includes(key.slice(0, 31)), "never a secret");
  }
  deepStrictEqual(
    team({ TEAM_SESSION_KEYS: `k1:${"a".repeat(31)}` }).team.sessionKeys,
    [],
    "an unusable list signs nothing",
  );
});
