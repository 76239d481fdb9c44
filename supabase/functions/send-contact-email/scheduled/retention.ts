// Data retention: leads are personal data, kept only as long as the business
// needs them (LEAD_RETENTION_MONTHS). The scheduled call that retries failed
// e-mails also deletes what has expired, so there is one job to run.
import type { Logger } from "../settings/logger.ts";
import type { DeletedCounts, LeadStore } from "../storage/leadTypes.ts";

export type RetentionOptions = {
  months: number;
  /** Requests deleted per statement: each batch is one short transaction. */
  batchSize?: number;
  /** Batches per run; whatever is left waits for the next run. */
  maxBatches?: number;
};

export type Retention = {
  /** Deletes the requests older than the retention, with their notifications. */
  deleteExpired(): Promise<DeletedCounts>;
};

/**
 * `months` calendar months before `now`, in UTC, at the same time of day. A
 * day the target month lacks becomes its last day (31 March minus one month
 * is 28 or 29 February), where Date.setUTCMonth would run on into March.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), daysInTarget));
  return target;
}

export function createRetention(deps: {
  store: Pick<LeadStore, "deleteExpired">;
  clock: () => Date;
  logger: Logger;
  options: RetentionOptions;
}): Retention {
  const { store, clock, logger } = deps;
  const { months, batchSize = 500, maxBatches = 20 } = deps.options;
  return {
    async deleteExpired() {
      const before = monthsBefore(clock(), months);
      const total: DeletedCounts = { requests: 0, notifications: 0 };
      for (let batch = 0; batch < maxBatches; batch++) {
        const deleted = await store.deleteExpired({ before, limit: batchSize });
        total.requests += deleted.requests;
        total.notifications += deleted.notifications;
        if (deleted.requests < batchSize) break;
      }
      if (total.requests > 0) {
        logger.info("expired contact requests deleted", {
          ...total,
          createdBefore: before.toISOString(),
          retentionMonths: months,
        });
      }
      return total;
    },
  };
}
