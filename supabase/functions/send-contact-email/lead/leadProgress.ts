// Where the team stands with a lead (new, answered, booked with its air
// waybill, lost with why), read from its row, and the row's lock: what the
// console's marks, the milestones and the probe of a mark share. Whoever
// changes a lead takes its lock first, so two changes at once are taken one
// after the other.
import type { Database, SqlRunner } from "../storage/database.ts";

export type { LeadStatus } from "../../_shared/api/consoleApi.ts";
import type { LeadStatus } from "../../_shared/api/consoleApi.ts";

export { LOST_REASONS, type LostReason } from "../../_shared/leadActions.ts";
import type { LostReason } from "../../_shared/leadActions.ts";

/** Where the team stands with a lead. */
export type LeadProgress = {
  status: LeadStatus;
  /** The first time it left new; null while new. */
  answeredAt: Date | null;
  /** When it was last marked; null while new. */
  statusAt: Date | null;
  /** A booked lead's master air waybill, 11 digits. */
  awb: string | null;
  lostReason: LostReason | null;
};

/** What a lead's page says of it: which lead, from whom, to where, when it came, and where it stands. */
export type LeadSummary = {
  id: string;
  reference: string;
  createdAt: Date;
  name: string;
  shippingCountry: string;
  progress: LeadProgress;
};

/** A lead's row as the columns below read it. */
export type LeadRow = {
  id: string;
  reference: string;
  created_at: Date;
  name: string;
  shipping_country: string;
  status: LeadStatus;
  answered_at: Date | null;
  status_at: Date | null;
  awb: string | null;
  lost_reason: LostReason | null;
};

/** SQL: the columns of a lead's summary and progress. */
export const LEAD_COLUMNS =
  "id, reference, created_at, name, shipping_country, status, answered_at, status_at, awb, lost_reason";

const date = (value: Date | null) => (value === null ? null : new Date(value));

export const summaryOf = (row: LeadRow): LeadSummary => ({
  id: row.id,
  reference: row.reference,
  createdAt: new Date(row.created_at),
  name: row.name,
  shippingCountry: row.shipping_country,
  progress: {
    status: row.status,
    answeredAt: date(row.answered_at),
    statusAt: date(row.status_at),
    awb: row.awb,
    lostReason: row.lost_reason,
  },
});

/** The lead with this reference, its row locked until `tx` ends; null when there is none. */
export async function lockLead(tx: SqlRunner, reference: string): Promise<LeadSummary | null> {
  const [row] = await tx.query<LeadRow>(
    `select ${LEAD_COLUMNS} from public.contact_requests where reference = $1 for update`,
    [reference],
  );
  return row ? summaryOf(row) : null;
}

/** The lead with this reference, or null. */
export async function findLead(db: Database, reference: string): Promise<LeadSummary | null> {
  const [row] = await db.query<LeadRow>(
    `select ${LEAD_COLUMNS} from public.contact_requests where reference = $1`,
    [reference],
  );
  return row ? summaryOf(row) : null;
}
