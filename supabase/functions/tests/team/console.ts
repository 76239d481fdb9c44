// What the console's tests share: a member's requests to the /team/ routes as
// the site's /team/ page sends them, the code from the member's e-mail, and a
// session.
import type { ContactHandler } from "../../send-contact-email/handler.ts";
import type { RecordingMailer } from "../support/harness.ts";
import { CLIENT_ADDRESS_HEADER, FUNCTION_URL, SITE_ORIGIN } from "../support/requests.ts";

/** A member of the tests' TEAM_MEMBERS (support/harness.ts). */
export const MEMBER = "ops@forwarder.test";

/** The member's own client's address, as the platform reports it (CLIENT_ADDRESS_HEADER). */
export const MEMBER_CLIENT = "203.0.113.40";

/**
 * A request to a /team/ route from the site's page, from `client` (the member's own unless named), with the
 * session's token when there is one: a GET, or a POST with a body or `method` named.
 */
export function teamRequest(
  handler: ContactHandler,
  path: string,
  options: { body?: unknown; token?: string; client?: string; method?: "POST" } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    origin: SITE_ORIGIN,
    [CLIENT_ADDRESS_HEADER]: options.client ?? MEMBER_CLIENT,
  };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return handler(
    new Request(`${FUNCTION_URL}${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
}

/** The code of the last sign-in e-mail to `to`, or null when none came. */
export function codeSentTo(mailer: RecordingMailer, to: string): string | null {
  const email = mailer.sent.filter((sent) => sent.to === to && sent.idempotencyKey.startsWith("team-sign-in/")).at(-1);
  return email ? /\b([0-9]{6})\b/.exec(email.text)?.[1] ?? null : null;
}

/** Asks for a code for `email` (the answer is 202 whatever the address) and returns the one e-mailed, if any. */
export async function askCode(handler: ContactHandler, mailer: RecordingMailer, email = MEMBER, client?: string) {
  const response = await teamRequest(handler, "/team/sign-in", { body: { email }, client });
  await handler.settle();
  return { response, code: codeSentTo(mailer, email.trim().toLowerCase()) };
}

/** A session for `email` (a member): its token. */
export async function signIn(handler: ContactHandler, mailer: RecordingMailer, email = MEMBER): Promise<string> {
  const { code } = await askCode(handler, mailer, email);
  const response = await teamRequest(handler, "/team/session", { body: { email, code } });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}`);
  return (await response.json()).token;
}
