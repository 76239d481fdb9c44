// The local backend's e-mail: an outbox folder of files instead of Resend,
// unless RESEND_API_KEY is set. Local only: the deployed function never
// writes e-mails to a folder.
import type { OutgoingEmail } from "../functions/send-contact-email/outbox/outgoing.ts";
import { type Mailer, resendMailer } from "../functions/send-contact-email/outbox/mailers.ts";

/** File name stem of an outbox e-mail: stable per e-mail, so a retry overwrites instead of duplicating. */
export function outboxFileStem(email: OutgoingEmail): string {
  return email.idempotencyKey.replace(/[^A-Za-z0-9_-]+/g, "_");
}

/**
 * Writes each e-mail as `<stem>.json` (to, from, replyTo, subject, text,
 * html, idempotencyKey, writtenAt) for tests and tools, and `<stem>.html`
 * to open in a browser.
 */
export function outboxMailer(directory: string): Mailer {
  return {
    async send(email) {
      await Deno.mkdir(directory, { recursive: true });
      const stem = `${directory}/${outboxFileStem(email)}`;
      const record = { ...email, writtenAt: new Date().toISOString() };
      // Write then rename, so a reader never sees half a file. The .json goes
      // last: its presence means the e-mail is complete.
      for (const [extension, content] of [["html", email.html], ["json", JSON.stringify(record, null, 2)]]) {
        const temporary = `${stem}.${extension}.tmp`;
        await Deno.writeTextFile(temporary, content);
        await Deno.rename(temporary, `${stem}.${extension}`);
      }
      return { providerMessageId: `outbox:${outboxFileStem(email)}` };
    },
  };
}

/** Resend when RESEND_API_KEY is set; otherwise the outbox folder OUTBOX_DIR. */
export function localMailer(
  env: Record<string, string | undefined>,
  options: { timeoutMs: number; outboxDir: string },
): { mailer: Mailer; description: string; usesResend: boolean } {
  const apiKey = env.RESEND_API_KEY?.trim();
  if (apiKey) {
    return {
      mailer: resendMailer({ apiKey, baseUrl: env.RESEND_API_URL?.trim() || undefined, timeoutMs: options.timeoutMs }),
      description: "Resend",
      usesResend: true,
    };
  }
  return { mailer: outboxMailer(options.outboxDir), description: `outbox ${options.outboxDir}`, usesResend: false };
}
