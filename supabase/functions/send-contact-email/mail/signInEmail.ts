// The e-mail of a team member's one-time sign-in code for the site's team
// page (the component is _shared/emails/signInCodeEmail.tsx): from the
// function's sender to the member's own address, never the team's inbox, in
// the team's language. Its provider key is made from the address and the code
// (hashed: the code itself is never in a key the provider logs), so every
// attempt of one code is one e-mail, and each new code its own.
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import { toHex } from "../http/clientAddress.ts";
import { type EmailAddresses, type EmailContext, outgoing, type OutgoingEmail, toHeaderValue } from "./emails.ts";

/** The provider key of one code's e-mail: team-sign-in/ and the SHA-256 of the address and the code, 32 hex digits. */
export async function signInEmailKey(to: string, code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${to}\u0000${code}`));
  return `team-sign-in/${toHex(digest).slice(0, 32)}`;
}

/** The e-mail with `code`, working `validMinutes` minutes, to the member's address `to`; no reply-to. */
export async function signInCodeEmail(
  input: { to: string; code: string; validMinutes: number },
  addresses: EmailAddresses,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const to = toHeaderValue(input.to, 254);
  const facts = { code: input.code, validMinutes: input.validMinutes };
  return await outgoing(({ signInCodeEmail }) => signInCodeEmail(facts, site), {
    to,
    from: addresses.fromAddress,
    idempotencyKey: await signInEmailKey(to, input.code),
  });
}
