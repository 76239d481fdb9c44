// The outbox's own e-mail: the one notice the team gets while the hourly
// ceiling on its e-mails holds some back (outboxStore.ts queues it once per
// hold). Nothing visitor-written, so a flood cannot put words in it, and
// nothing that changes between attempts (such as how many e-mails wait), so
// every attempt under its idempotency key has the same body and Resend
// recognises a retry.
import { emailSiteFrom } from "../../_shared/emails/site.ts";
import { type EmailKind, keyOf } from "./emailKinds.ts";
import { type EmailAddresses, type EmailContext, outgoing } from "./outgoing.ts";

/** The volume notice's kind. */
export const VOLUME_NOTICE = "volume_notice";

/** The volume notice, naming TEAM_EMAILS_PER_HOUR; sent by the scheduled run or the claim that opens the hold. */
export function volumeNoticeKind(
  addresses: EmailAddresses,
  context: EmailContext,
  teamEmailsPerHour: number,
): EmailKind {
  return {
    kind: VOLUME_NOTICE,
    scheduledOnly: true,
    compose: (email) => {
      const site = emailSiteFrom(context.replies, context.origin);
      const since = { since: email.createdAt, teamEmailsPerHour };
      return outgoing(
        async () =>
          (await import("../../_shared/emails/notices.tsx")).volumeNoticeEmail(since, site, email.possibleRepeat),
        {
          to: addresses.teamAddress,
          from: addresses.fromAddress,
          idempotencyKey: keyOf(`contact-volume-notice/${email.id}`, email.possibleRepeat),
        },
      );
    },
  };
}
