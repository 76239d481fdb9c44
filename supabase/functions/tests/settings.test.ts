// The environment the function reads: defaults for the local backend, and a
// clear refusal naming the variable when a value is unusable.
import { deepStrictEqual, ok } from "node:assert/strict";
import { loadSettings, SettingsError } from "../send-contact-email/settings.ts";
import { LOCAL_SITE_ORIGINS } from "../_shared/cors.ts";

function refusal(env: Record<string, string>): string {
  try {
    loadSettings(env);
  } catch (error) {
    ok(error instanceof SettingsError);
    return error.message;
  }
  throw new Error("expected a SettingsError");
}

Deno.test("defaults: local origins, 5 per client and 3 per e-mail an hour, no confirmation, 32 KB", () => {
  const settings = loadSettings({});
  deepStrictEqual(settings.allowedOrigins, [...LOCAL_SITE_ORIGINS]);
  deepStrictEqual([settings.rateLimit.perClient, settings.rateLimit.perEmail], [5, 3]);
  deepStrictEqual(settings.mail.sendVisitorConfirmation, false);
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

Deno.test("Resend without a team address is refused", () => {
  deepStrictEqual(refusal({ RESEND_API_KEY: "re_123" }), "CONTACT_TO_EMAIL must be set when RESEND_API_KEY is set");
});
