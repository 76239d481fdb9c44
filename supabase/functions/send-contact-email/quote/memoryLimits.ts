// The limits that protect the team's and the visitors' inboxes, counted while
// the database cannot count them: in this instance's memory, for the leads it
// takes directly (unstoredLeads.ts). Their refusal is the database path's
// too: http.ts's rateLimitedError.
import { mailboxOf } from "./mailbox.ts";
import { rateLimitedError } from "../http/http.ts";

export type MemoryLimits = {
  /**
   * Counts a lead from `clientHash` for `email`, or throws the 429 a stored
   * request would get when the client or the mailbox is over its limit.
   */
  take(clientHash: string, email: string): void;
};

/** Per client and per mailbox, in a sliding window, as the store counts them (leadStore.ts). */
export function createMemoryLimits(options: {
  clock: () => Date;
  perClient: number;
  perEmail: number;
  windowMs: number;
}): MemoryLimits {
  const taken: { clientHash: string; mailbox: string; at: number }[] = [];
  return {
    take(clientHash, email) {
      const now = options.clock().getTime();
      while (taken.length > 0 && taken[0].at <= now - options.windowMs) taken.shift();
      const mailbox = mailboxOf(email);
      const byClient = taken.filter((entry) => entry.clientHash === clientHash);
      const byMailbox = taken.filter((entry) => entry.mailbox === mailbox);
      const over = [
        ...(byClient.length >= options.perClient ? [byClient[0].at] : []),
        ...(byMailbox.length >= options.perEmail ? [byMailbox[0].at] : []),
      ];
      if (over.length > 0) {
        throw rateLimitedError(Math.max(1, Math.ceil((Math.max(...over) + options.windowMs - now) / 1000)));
      }
      taken.push({ clientHash, mailbox, at: now });
    },
  };
}

/** At most `perHour` of something in any hour, counted in this instance's memory. */
export function hourlyCeiling(perHour: number, clock: () => Date): { tryTake(): boolean } {
  const times: number[] = [];
  return {
    tryTake() {
      const now = clock().getTime();
      while (times.length > 0 && times[0] <= now - 60 * 60 * 1000) times.shift();
      if (times.length >= perHour) return false;
      times.push(now);
      return true;
    },
  };
}
