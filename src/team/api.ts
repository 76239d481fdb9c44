// The team's calls to the function (<function>/team/…), with plain fetch:
// they carry the team's own session as `Authorization: Bearer <token>`, which
// supabase-js would replace with the project's key. What is sent and answered
// is the console's contract (supabase/functions/_shared/api/consoleApi.ts),
// whose readers read every answer. Every answer comes back as one of a few
// outcomes the console says something about; nothing throws. What a visitor or
// a shipper wrote reaches the console without its bidirectional controls, as it
// reaches the team's e-mails, so none can reorder a lead's page.
import { contactFunctionUrl } from "../contact/backendConfig";
import {
  type LeadAnswer,
  type LeadList,
  type LeadMove,
  type LeadStatus,
  type Milestone,
  type MilestoneBody,
  type MilestonesAnswer,
  type OfferAnswer,
  type OfferBody,
  type Session,
  type SessionBody,
  type SignInAnswer,
  type SignInBody,
  readConsoleRefusal,
  readLeadAnswer,
  readLeadList,
  readMilestonesAnswer,
  readOfferAnswer,
  readSessionAnswer,
  readSignInAnswer,
} from "../../supabase/functions/_shared/api/consoleApi.ts";
import { type Reader, readOrNull } from "../../supabase/functions/_shared/api/read.ts";
import { textsWithoutBidiControls } from "../../supabase/functions/_shared/words/bidiControls.ts";

/** What a call came to. */
export type Outcome<T> =
  | { kind: "ok"; value: T }
  /** 401: the session (or, signing in, the code) is not valid. */
  | { kind: "unauthorized" }
  | { kind: "notFound" }
  /** 409: the lead has moved meanwhile (or, to a milestone, is not booked); where it stands now. */
  | { kind: "conflict"; status: LeadStatus }
  /** 409 to a milestone: it, or a later one, is already recorded; the last recorded. */
  | { kind: "outOfOrder"; last: Milestone | null }
  /** 400: what is wrong with which field, in the function's words. */
  | { kind: "invalid"; fields: Record<string, string> }
  /** 429: the lead has had as many as it may (offers), or this client has signed in too often: the seconds to wait, if said. */
  | { kind: "tooMany"; retryAfter?: number }
  /** No answer, or one the console does not know. */
  | { kind: "failed" };

/** Runs a call to the function with the session; a 401 forgets it and shows the sign-in again (TeamConsole.tsx). */
export type WithSession = <T>(call: (token: string) => Promise<Outcome<T>>) => Promise<Outcome<T>>;

export const teamUrl = (path: string): string => `${contactFunctionUrl}/team/${path}`;

async function call<T>(path: string, read: Reader<T>, { token, body }: { token?: string; body?: unknown } = {}): Promise<Outcome<T>> {
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
  if (response.ok) {
    const value = readOrNull(read, answer);
    return value === null ? { kind: "failed" } : { kind: "ok", value };
  }
  const refusal = readOrNull(readConsoleRefusal, answer)?.error;
  switch (response.status) {
    case 401:
      return { kind: "unauthorized" };
    case 404:
      return { kind: "notFound" };
    case 409:
      // A lead moved meanwhile, or not booked: its status; a milestone out of order: the last recorded.
      if (refusal?.status) return { kind: "conflict", status: refusal.status };
      return refusal ? { kind: "outOfOrder", last: refusal.last ?? null } : { kind: "failed" };
    case 400:
      return refusal?.fields ? { kind: "invalid", fields: refusal.fields } : { kind: "failed" };
    case 429:
      return refusal?.retryAfter === undefined ? { kind: "tooMany" } : { kind: "tooMany", retryAfter: refusal.retryAfter };
    default:
      return { kind: "failed" };
  }
}

/** Asks for a code by e-mail: the function answers 202 whether or not the address is a team member's. */
export const requestCode = (email: string): Promise<Outcome<SignInAnswer>> =>
  call("sign-in", readSignInAnswer, { body: { email } satisfies SignInBody });

/** Signs in with the code: a session, or `unauthorized` for a wrong or expired code. */
export const openSession = (email: string, code: string): Promise<Outcome<Session>> =>
  call("session", readSessionAnswer, { body: { email, code } satisfies SessionBody });

/**
 * Ends the session on the function (204): its token, and every other of the member's, answers 401 from then on,
 * in every tab. Never throws: the tab forgets its session whatever the answer.
 */
export async function endSession(token: string): Promise<void> {
  try {
    await fetch(teamUrl("sign-out"), { method: "POST", headers: { Accept: "application/json", Authorization: `Bearer ${token}` } });
  } catch {
    // No answer: the session still ends in this tab, and by itself within 12 hours.
  }
}

/** An answer about leads read with `read`, each text in it without bidirectional controls (the visitor's and the shipper's words). */
const shownToTeam =
  <T>(read: Reader<T>): Reader<T> =>
  (value, at) =>
    textsWithoutBidiControls(read(value, at));

/** A page of leads, oldest first: the open ones, or all of them. */
export const listLeads = (token: string, { all, cursor }: { all: boolean; cursor?: string | null }): Promise<Outcome<LeadList>> =>
  call(`leads?status=${all ? "all" : "open"}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, shownToTeam(readLeadList), {
    token,
  });

export const getLead = (token: string, reference: string): Promise<Outcome<LeadAnswer>> =>
  call(`leads/${encodeURIComponent(reference)}`, shownToTeam(readLeadAnswer), { token });

export const moveLead = (token: string, reference: string, move: LeadMove): Promise<Outcome<LeadAnswer>> =>
  call(`leads/${encodeURIComponent(reference)}/status`, shownToTeam(readLeadAnswer), { token, body: move });

/** Records a booked lead's next milestone (`flight` with departed): the milestones as they stand, or outOfOrder. */
export const recordMilestone = (
  token: string,
  reference: string,
  milestone: Milestone,
  flight?: string,
): Promise<Outcome<MilestonesAnswer>> =>
  call(`leads/${encodeURIComponent(reference)}/milestones`, readMilestonesAnswer, {
    token,
    body: (flight === undefined ? { milestone } : { milestone, flight }) satisfies MilestoneBody,
  });

/**
 * Sends the lead's shipper a firm offer: the offer as the function stored it
 * (201), or invalid with each wrong field's problem by its path
 * (options.0.amount), conflict for a booked or lost lead, tooMany past the
 * offers a lead may have.
 */
export const sendOffer = (token: string, reference: string, offer: OfferBody): Promise<Outcome<OfferAnswer>> =>
  call(`leads/${encodeURIComponent(reference)}/offers`, readOfferAnswer, { token, body: offer });

/** Where the session is kept: this tab only, gone when it closes. */
export const SESSION_STORAGE_KEY = "team-session";

/** The tab's session, unless there is none, it cannot be read, or it has expired. */
export function readSession(now = Date.now()): Session | null {
  try {
    const kept = readOrNull(readSessionAnswer, JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? "null"));
    return kept && Date.parse(kept.expiresAt) > now ? kept : null;
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
