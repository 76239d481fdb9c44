// The environment the function reads: defaults for the local backend, and a
// clear refusal naming the variable when a value is unusable.
import { assert, assertEquals } from "./support/assert.ts";
import { loadSettings, SettingsError } from "../send-contact-email/settings.ts";
import { LOCAL_SITE_ORIGINS } from "../_shared/cors.ts";

function refusal(env: Record<string, string>): string {
  try {
    loadSettings(env);
  } catch (error) {
    assert(error instanceof SettingsError);
    return error.message;
  }
  throw new Error("expected a SettingsError");
}

Deno.test("defaults: local origins, 5 per client and 3 per e-mail an hour, no confirmation, 32 KB", () => {
  const settings = loadSettings({});
  assertEquals(settings.allowedOrigins, [...LOCAL_SITE_ORIGINS]);
  assertEquals([settings.rateLimit.perClient, settings.rateLimit.perEmail], [5, 3]);
  assertEquals(settings.mail.sendVisitorConfirmation, false);
  assertEquals(settings.maxBodyBytes, 32 * 1024);
  assertEquals(settings.retrySecret, "");
});

Deno.test("ALLOWED_ORIGINS is a comma-separated list, trailing slashes ignored", () => {
  const settings = loadSettings({ ALLOWED_ORIGINS: " https://a.example/ , https://www.a.example" });
  assertEquals(settings.allowedOrigins, ["https://a.example", "https://www.a.example"]);
});

Deno.test("an unusable number names its variable", () => {
  assertEquals(
    refusal({ RATE_LIMIT_PER_CLIENT_PER_HOUR: "five" }),
    'RATE_LIMIT_PER_CLIENT_PER_HOUR must be a positive integer, got "five"',
  );
  assertEquals(
    refusal({ RATE_LIMIT_PER_EMAIL_PER_HOUR: "0" }),
    'RATE_LIMIT_PER_EMAIL_PER_HOUR must be a positive integer, got "0"',
  );
});

Deno.test("Resend without a team address is refused", () => {
  assertEquals(refusal({ RESEND_API_KEY: "re_123" }), "CONTACT_TO_EMAIL must be set when RESEND_API_KEY is set");
});
