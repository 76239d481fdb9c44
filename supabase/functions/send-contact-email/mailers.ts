// Sending e-mail: Resend's HTTP API in production (Supabase blocks SMTP
// ports), an outbox folder of files everywhere else.
import type { OutgoingEmail } from "./emails.ts";

export interface Mailer {
  /** Sends one e-mail; resolves with the provider's id, throws MailerError. */
  send(email: OutgoingEmail): Promise<{ providerMessageId: string }>;
}

/** A failed send. The message is recorded with the notification, never shown to visitors. */
export class MailerError extends Error {
  override name = "MailerError";
}

export function resendMailer(options: { apiKey: string; baseUrl?: string; timeoutMs: number }): Mailer {
  const endpoint = `${(options.baseUrl ?? "https://api.resend.com").replace(/\/+$/, "")}/emails`;
  return {
    async send(email) {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), options.timeoutMs);
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          signal: abort.signal,
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            "Content-Type": "application/json",
            // Resend keeps the key for 24 hours: a retry of an e-mail it
            // already accepted is not sent again.
            "Idempotency-Key": email.idempotencyKey,
          },
          body: JSON.stringify({
            from: email.from,
            to: [email.to],
            reply_to: email.replyTo,
            subject: email.subject,
            text: email.text,
            html: email.html,
          }),
        });
        const body = await response.text();
        if (!response.ok) {
          throw new MailerError(`Resend answered ${response.status}: ${body.slice(0, 300)}`);
        }
        const id = (JSON.parse(body) as { id?: unknown }).id;
        return { providerMessageId: typeof id === "string" ? id : "" };
      } catch (error) {
        if (error instanceof MailerError) throw error;
        const reason = abort.signal.aborted ? `no answer within ${options.timeoutMs} ms` : (error as Error).message;
        throw new MailerError(`Resend request failed: ${reason}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

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

/** Resend when RESEND_API_KEY is set; otherwise the outbox folder (OUTBOX_DIR, default `fallbackOutboxDir`). */
export function mailerFromEnv(
  env: Record<string, string | undefined>,
  options: { timeoutMs: number; fallbackOutboxDir: string },
): { mailer: Mailer; description: string } {
  const apiKey = env.RESEND_API_KEY?.trim();
  if (apiKey) {
    return {
      mailer: resendMailer({ apiKey, baseUrl: env.RESEND_API_URL?.trim() || undefined, timeoutMs: options.timeoutMs }),
      description: "Resend",
    };
  }
  const directory = env.OUTBOX_DIR?.trim() || options.fallbackOutboxDir;
  return { mailer: outboxMailer(directory), description: `outbox ${directory}` };
}
