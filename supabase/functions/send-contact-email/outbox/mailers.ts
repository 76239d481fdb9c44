// Sending e-mail: Resend's HTTP API (Supabase blocks SMTP ports), or, while
// the e-mail settings are missing, a mailer that refuses without trying, so
// every e-mail waits in the database until they are set. (The local backend's
// outbox folder is in supabase/local/outboxMailer.ts: it is never deployed.)
import type { OutgoingEmail } from "./outgoing.ts";

/** How one send may differ: a shorter wait, for an e-mail the visitor's answer waits for. */
export type SendOptions = { timeoutMs?: number };

export interface Mailer {
  /** Sends one e-mail; resolves with the provider's id, throws MailerError. */
  send(email: OutgoingEmail, options?: SendOptions): Promise<{ providerMessageId: string }>;
}

/**
 * A failed send. The message is recorded with the notification, never shown
 * to visitors. `refused` is true only when the provider answered that it did
 * not take the e-mail; without an answer (a timeout, a dropped connection, a
 * server error) it may have been sent all the same.
 */
export class MailerError extends Error {
  override name = "MailerError";
  /** `status`: the provider's HTTP answer, when there was one (409: it already holds an e-mail under this key). */
  constructor(message: string, readonly refused = false, readonly status?: number) {
    super(message);
  }
}

/** Nothing was tried: e-mail is not configured. The e-mail stays pending, its attempt not counted. */
export class MailerNotConfiguredError extends MailerError {
  override name = "MailerNotConfiguredError";
  constructor(message: string) {
    super(message, true);
  }
}

export function resendMailer(options: { apiKey: string; baseUrl?: string; timeoutMs: number }): Mailer {
  const endpoint = `${(options.baseUrl ?? "https://api.resend.com").replace(/\/+$/, "")}/emails`;
  return {
    async send(email, sendOptions = {}) {
      const timeoutMs = Math.min(options.timeoutMs, sendOptions.timeoutMs ?? Infinity);
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          signal: abort.signal,
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            "Content-Type": "application/json",
            // Resend keeps the key for 24 hours: a retry of an e-mail it
            // already accepted is not sent again (delivery.ts keeps retries
            // of an unconfirmed e-mail within that time).
            "Idempotency-Key": email.idempotencyKey,
          },
          body: JSON.stringify({
            from: email.from,
            to: [email.to],
            reply_to: email.replyTo,
            subject: email.subject,
            text: email.text,
            html: email.html,
            ...(email.headers ? { headers: email.headers } : {}),
          }),
        });
        const body = await response.text();
        if (!response.ok) {
          // A 4xx is Resend saying no (a bad key, a rate limit, an unverified
          // domain); a 5xx may come after it took the e-mail, so it proves nothing.
          // Nor does a 409: Resend already holds a request under this key
          // (one still running, or one whose body differed), which may have
          // been sent, so it is an unknown outcome and never a refusal.
          const refused = response.status >= 400 && response.status < 500 && response.status !== 409;
          throw new MailerError(`Resend answered ${response.status}: ${body.slice(0, 300)}`, refused, response.status);
        }
        const id = (JSON.parse(body) as { id?: unknown }).id;
        return { providerMessageId: typeof id === "string" ? id : "" };
      } catch (error) {
        if (error instanceof MailerError) throw error;
        const reason = abort.signal.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
        throw new MailerError(`Resend request failed: ${reason}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Refuses every e-mail without calling anyone, saying what is missing. */
export function unconfiguredMailer(reasons: readonly string[]): Mailer {
  const message = `not sent: e-mail is not configured (${reasons.join("; ")})`;
  return { send: () => Promise.reject(new MailerNotConfiguredError(message)) };
}
