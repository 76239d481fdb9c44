// The site's words and addresses in each of its languages, read from the site
// itself (/form-replies.json, written by its build from editors' content; see
// ../_shared/formReplies.ts): the function has no copy of the site's content,
// so a language an editor adds or takes off, or a sentence an editor changes,
// reaches the function without deploying it again.
//
// Read once per origin and kept for a few minutes. When the site cannot be
// read, the last good copy is used; with none, null (callers fall back to
// English words and the code as sent, and say so in the logs). It never
// throws, and never waits more than `timeoutMs`: a lead is never held up by it.
import { FORM_REPLIES_PATH, type FormReplies, parseFormReplies } from "../_shared/formReplies.ts";
import type { Logger } from "./logger.ts";

export type RepliesSource = {
  /** The replies of the site at `origin` (e.g. https://www.example.com), or null when they cannot be read. */
  forOrigin(origin: string): Promise<FormReplies | null>;
};

export type RepliesSourceOptions = {
  fetch?: typeof fetch;
  logger: Logger;
  clock?: () => Date;
  /** How long a copy is used before the site is asked again. */
  ttlMs?: number;
  /** How long to wait after a failed read before asking again. */
  retryAfterMs?: number;
  /** How long one read may take. */
  timeoutMs?: number;
  /** The largest file read. */
  maxBytes?: number;
};

/** What is known of one origin: its last good copy (or null), until when to use it, and a read under way. */
type Cached = { replies: FormReplies | null; expiresAt: number; pending?: Promise<FormReplies | null> };

/** How long a read of the site's words may hold a visitor's answer up. */
export const SITE_REPLIES_TIMEOUT_MS = 2_500;

export function createRepliesSource(options: RepliesSourceOptions): RepliesSource {
  const {
    fetch: fetcher = fetch,
    logger,
    clock = () => new Date(),
    ttlMs = 5 * 60_000,
    retryAfterMs = 30_000,
    timeoutMs = SITE_REPLIES_TIMEOUT_MS,
    maxBytes = 256 * 1024,
  } = options;
  const cache = new Map<string, Cached>();

  async function read(origin: string): Promise<FormReplies> {
    const url = `${origin}${FORM_REPLIES_PATH}`;
    const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const text = await response.text();
    if (text.length > maxBytes) throw new Error(`${url} is larger than ${maxBytes} bytes`);
    const replies = parseFormReplies(JSON.parse(text));
    if (!replies) throw new Error(`${url} does not have the expected shape`);
    return replies;
  }

  return {
    forOrigin(origin) {
      const cached = cache.get(origin);
      if (cached?.pending) return cached.pending;
      if (cached && clock().getTime() < cached.expiresAt) return Promise.resolve(cached.replies);
      const previous = cached?.replies ?? null;
      const pending = read(origin).then(
        (replies) => {
          cache.set(origin, { replies, expiresAt: clock().getTime() + ttlMs });
          return replies;
        },
        (error) => {
          // The last good copy, if any, until the site answers again.
          cache.set(origin, { replies: previous, expiresAt: clock().getTime() + retryAfterMs });
          logger.error("the site's form replies could not be read; using the last copy, or English", {
            origin,
            lastCopy: previous !== null,
            error: String(error),
          });
          return previous;
        },
      );
      cache.set(origin, { replies: previous, expiresAt: 0, pending });
      return pending;
    },
  };
}
