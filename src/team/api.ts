// The team's calls to the function (<function>/team/…), with plain fetch:
// they carry the team's own session as `Authorization: Bearer <token>`, which
// supabase-js would replace with the project's key. Every answer comes back
// as one of a few outcomes the console says something about; nothing throws.
import { contactFunctionUrl } from "../contact/backendConfig";

export type LeadStatus = "new" | "answered" | "booked" | "lost";
export type LostReason = "price" | "transitTime" | "noReply" | "other";

/** The reasons a lead is lost, in the order the Lost form offers them. */
export const LOST_REASONS: readonly LostReason[] = ["price", "transitTime", "noReply", "other"];

/** A row of the list of leads. */
export type LeadRow = {
  reference: string;
  createdAt: string;
  ageHours: number;
  country: string;
  chargeableKg: number | null;
  chosen: string | null;
  status: LeadStatus;
  bookingRequested: boolean;
};

export type LeadList = { leads: LeadRow[]; nextCursor: string | null };

export type PriceOption = { service: string; low: number; high: number; currency?: string };
export type PriceLine = { label: string; amount: number };
/** The indicative price as stored with the lead: its options and, when the function kept them, its lines. */
export type LeadPrice = { currency?: string; options?: PriceOption[]; lines?: PriceLine[] };

export type HistoryEntry = {
  at: string;
  member: string;
  from: LeadStatus | null;
  to: LeadStatus;
  awb?: string | null;
  reason?: string | null;
};

/** A supplier or a consignee of a booking request. */
export type BookingParty = { company: string; contact: string; phone: string; address: string };

/** The shipper's booking request (issue 52's contract): sent again to correct it, at most 5 times. */
export type Booking = {
  service: string;
  /** YYYY-MM-DD. */
  cargoReadyDate: string;
  supplier: BookingParty;
  /** For door delivery. */
  consignee?: BookingParty;
  notes?: string;
  /** ISO instant. */
  requestedAt: string;
  changesLeft: number;
};

/** The shipment's milestones, in the only order they may be recorded. */
export const MILESTONES = ["collected", "in-hong-kong", "departed", "arrived", "delivered"] as const;
export type MilestoneName = (typeof MILESTONES)[number];

/** A milestone recorded: which, when (ISO), and for departed its flight. */
export type Milestone = { milestone: MilestoneName; at: string; flight?: string };

/**
 * The milestones a booked lead may still record, in order: every one after the
 * last recorded (each once; one the team did not see, such as the cargo's
 * arrival in Hong Kong, may be passed over), none once delivered.
 */
export function milestonesLeft(recorded: readonly Milestone[]): MilestoneName[] {
  const reached = recorded.reduce((last, entry) => Math.max(last, MILESTONES.indexOf(entry.milestone)), -1);
  return MILESTONES.slice(reached + 1);
}

/** One lead, as the team sees it. */
export type Lead = {
  reference: string;
  createdAt: string;
  status: LeadStatus;
  awb: string | null;
  lostReason: string | null;
  language: string;
  /** What the visitor sent: name, email, phone, shippingCountry, shippingDetails, message, and the cargo details' fields. */
  request: Record<string, unknown>;
  price: LeadPrice | null;
  chosen: string | null;
  history: HistoryEntry[];
  /** The shipper's booking request, if any (absent from a function before issue 52: none). */
  booking?: Booking | null;
  /** The milestones recorded, in order (absent: none). */
  milestones?: Milestone[];
};

export type Session = { token: string; expiresAt: string };

/** A move of a lead: to answered; to booked with its air waybill (again, to correct it); to lost with its reason. */
export type LeadMove = { status: "answered" } | { status: "booked"; awb: string } | { status: "lost"; reason: LostReason };

/** What a call came to. */
export type Outcome<T> =
  | { kind: "ok"; value: T }
  /** 401: the session (or, signing in, the code) is not valid. */
  | { kind: "unauthorized" }
  | { kind: "notFound" }
  /** 409: the lead has moved meanwhile; where it stands now. */
  | { kind: "conflict"; status: LeadStatus }
  /** 409 to a milestone: it, or a later one, is already recorded (or the lead is not booked); the last recorded. */
  | { kind: "outOfOrder"; last: MilestoneName | null }
  /** 400: what is wrong with which field, in the function's words. */
  | { kind: "invalid"; fields: Record<string, string> }
  /** No answer, or one the console does not know. */
  | { kind: "failed" };

export const teamUrl = (path: string): string => `${contactFunctionUrl}/team/${path}`;

const errorOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" && "error" in body && body.error && typeof body.error === "object"
    ? (body.error as Record<string, unknown>)
    : {};

async function call<T>(path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(teamUrl(path), {
      method: body === undefined ? "GET" : "POST",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { kind: "failed" };
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    // An answer without JSON is judged by its status alone.
  }
  if (response.ok) return answer === null ? { kind: "failed" } : { kind: "ok", value: answer as T };
  const error = errorOf(answer);
  switch (response.status) {
    case 401:
      return { kind: "unauthorized" };
    case 404:
      return { kind: "notFound" };
    case 409: {
      if (typeof error.status === "string") return { kind: "conflict", status: error.status as LeadStatus };
      // The milestones' answer: { error: "out_of_order", last } (or "not_booked"), the error a code, not an object.
      const { last } = (answer ?? {}) as { last?: unknown };
      if (typeof (answer as { error?: unknown } | null)?.error === "string" || typeof error.code === "string") {
        const known = (MILESTONES as readonly unknown[]).includes(last ?? error.last);
        return { kind: "outOfOrder", last: known ? ((last ?? error.last) as MilestoneName) : null };
      }
      return { kind: "failed" };
    }
    case 400: {
      const fields = error.fields ?? (answer as { fields?: unknown } | null)?.fields;
      return fields && typeof fields === "object" ? { kind: "invalid", fields: fields as Record<string, string> } : { kind: "failed" };
    }
    default:
      return { kind: "failed" };
  }
}

/** Asks for a code by e-mail: the function answers 202 whether or not the address is a team member's. */
export const requestCode = (email: string) => call<{ status: "sent" }>("sign-in", { body: { email } });

/** Signs in with the code: a session, or `unauthorized` for a wrong or expired code. */
export const openSession = (email: string, code: string) => call<Session>("session", { body: { email, code } });

/** A page of leads, oldest first: the open ones, or all of them. */
export const listLeads = (token: string, { all, cursor }: { all: boolean; cursor?: string | null }) =>
  call<LeadList>(`leads?status=${all ? "all" : "open"}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token });

export const getLead = (token: string, reference: string) => call<{ lead: Lead }>(`leads/${encodeURIComponent(reference)}`, { token });

export const moveLead = (token: string, reference: string, move: LeadMove) =>
  call<{ lead: Lead }>(`leads/${encodeURIComponent(reference)}/status`, { token, body: move });

/** Records a booked lead's next milestone (`flight` with departed): the milestones as they stand, or outOfOrder. */
export const recordMilestone = (token: string, reference: string, milestone: MilestoneName, flight?: string) =>
  call<{ milestones: Milestone[] }>(`leads/${encodeURIComponent(reference)}/milestones`, {
    token,
    body: flight === undefined ? { milestone } : { milestone, flight },
  });

/** Where the session is kept: this tab only, gone when it closes. */
export const SESSION_STORAGE_KEY = "team-session";

/** The tab's session, unless there is none, it cannot be read, or it has expired. */
export function readSession(now = Date.now()): Session | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? "null") as Partial<Session> | null;
    if (!kept || typeof kept.token !== "string" || typeof kept.expiresAt !== "string") return null;
    return Date.parse(kept.expiresAt) > now ? { token: kept.token, expiresAt: kept.expiresAt } : null;
  } catch {
    return null;
  }
}

export function keepSession(session: Session): void {
  try {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage refused (a private window's quota): the session lasts as long as the page.
  }
}

export function forgetSession(): void {
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
