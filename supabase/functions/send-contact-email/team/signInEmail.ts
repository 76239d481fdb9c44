// The e-mail of a team member's one-time sign-in code for the site's team
// page (the component is _shared/emails/signInCodeEmail.tsx): from the
// function's sender to the member's own address, never the team's inbox, in
// the team's language. Its provider key is the code's own id (random, made
// with the code): every attempt of one code is one e-mail, each new code its
// own, and nothing in the key tells the code, not even by trying every one.
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import {
  type EmailAddresses,
  type EmailContext,
  outgoing,
  type OutgoingEmail,
  toHeaderValue,
} from "../outbox/outgoing.ts";

/** The e-mail with `code` (whose own id is `id`), working `validMinutes` minutes, to the member's address `to`; no reply-to. */
export async function signInCodeEmail(
  input: { id: string; to: string; code: string; validMinutes: number },
  addresses: EmailAddresses,
  context: EmailContext,
): Promise<OutgoingEmail> {
  const site = emailSiteFrom(context.replies, context.origin);
  const to = toHeaderValue(input.to, 254);
  const facts = { code: input.code, validMinutes: input.validMinutes };
  const compose = async () => (await import("../../_shared/emails/signInCodeEmail.tsx")).signInCodeEmail(facts, site);
  return await outgoing(compose, {
    to,
    from: addresses.fromAddress,
    idempotencyKey: `team-sign-in/${input.id}`,
  });
}
