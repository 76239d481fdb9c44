// The team's console (routes.ts: /team/...), called by the site's /team/ page:
//   - POST /team/sign-in { email }: 202, the same whether the address is a
//     member's or not; a member gets a one-time code by e-mail (10 minutes,
//     once, at most 5 an hour, kept only as a hash);
//   - POST /team/session { email, code }: 200 { token, expiresAt } (12 hours)
//     or 401; five wrong codes end the code, the right one included;
//   - GET /team/leads?status=open|all&cursor=...: the leads, oldest first, 50
//     a page; GET /team/leads/<reference>: one lead with its history;
//   - POST /team/leads/<reference>/status { status, awb?, reason? }: allowed
//     moves only (409 naming the current status otherwise), recorded with the
//     member;
//   - POST /team/leads/<reference>/milestones { milestone, flight? }: a booked
//     shipment's next milestone, recorded with the member, and the shipper's
//     e-mail of it (milestones/milestoneRoute.ts).
// Every route but the first two answers 401 without a valid session
// (Authorization: Bearer <token>). The answers are JSON; the handler checks
// the Origin and turns an HttpError into its JSON answer.
import { createHash } from "node:crypto";
import { checkAirWaybill } from "../../_shared/airWaybill.ts";
import type { FormReplies } from "../../_shared/words/formReplies.ts";
import { HttpError, parseJsonObject, readBody, requireJsonContentType } from "../http/http.ts";
import type { EmailAddresses, EmailContext } from "../outbox/outgoing.ts";
import type { Mailer } from "../outbox/mailers.ts";
import { signInCodeEmail } from "./signInEmail.ts";
import type { Logger } from "../settings/logger.ts";
import type { Settings } from "../settings/settings.ts";
import { recordMilestone } from "../milestones/milestoneRoute.ts";
import type { MilestoneStore } from "../milestones/milestoneStore.ts";
import type { ConsoleStore, LeadDetail, LeadListItem, ListCursor } from "./consoleStore.ts";
import { LOST_REASONS, type LostReason } from "../lead/leadProgress.ts";
import { type LeadMark } from "./marking.ts";
import { bearerToken, signSession, verifySession } from "../members/sessions.ts";
import type { SignInStore } from "./signInStore.ts";

export const CODE_VALID_MS = 10 * 60 * 1000;
export const CODES_PER_HOUR = 5;
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong codes an address may have tried in a day, whatever the codes, before none is taken. */
export const DAILY_WRONG_CODES = 15;
export const PAGE_SIZE = 50;
export const MAX_BOOKING_EMAILS = 3;
/** How long a lead may wait for its answer before the console shows it late (the promise is 24 hours). */
const HOUR_MS = 60 * 60 * 1000;
const MAX_BODY_BYTES = 1024;

/** What a route answers: its status and JSON body (the handler adds the CORS headers). */
export type ConsoleAnswer = { status: number; body: unknown };

export type ConsoleRoutesDeps = {
  signIns: SignInStore;
  leads: ConsoleStore;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  replies: FormReplies;
  mailer: Mailer;
  addresses: EmailAddresses;
  emailContext: EmailContext;
  /** Runs work after the answer is sent (EdgeRuntime.waitUntil), or lets it run. */
  background: (work: Promise<unknown>) => void;
  /** A lead was booked under a new number and its visitor's e-mail queued: sends it now. */
  onBookingQueued: (requestId: string) => void;
  /** A booked shipment's milestones. */
  milestones: MilestoneStore;
  /** A milestone was recorded and its e-mail to the shipper queued: sends it now. */
  onMilestoneQueued: (requestId: string) => void;
};

const unauthorized = () => new HttpError(401, "unauthorized", "Sign in to the team's console first.");

/** A member's address as typed: trimmed, lower case, bounded; "" for anything else. */
const addressOf = (value: unknown) =>
  typeof value === "string" && value.length <= 254 ? value.trim().toLowerCase() : "";

/** Six digits, each equally likely (a random 32-bit number below the largest multiple of a million). */
function newCode(): string {
  const limit = Math.floor(2 ** 32 / 1_000_000) * 1_000_000;
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value < limit ? String(value % 1_000_000).padStart(6, "0") : newCode();
}

/** A code as kept: its salted SHA-256, never the code. */
const codeHash = (salt: string, email: string, code: string) =>
  createHash("sha256").update(`team-sign-in\u0000${salt}\u0000${email}\u0000${code}`).digest("hex");

const encodeCursor = ({ createdAt, id }: ListCursor) => btoa(`${createdAt.toISOString()}|${id}`);

function decodeCursor(value: string | null): ListCursor | null {
  if (!value) return null;
  try {
    const [at, id] = atob(value).split("|");
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error("not a cursor");
    return { createdAt, id };
  } catch {
    throw new HttpError(400, "invalid_cursor", "This list's next page is not known: load the list again.");
  }
}

/** The change a status post asks for, or an HttpError naming each field that is wrong. */
function changeOf(body: Record<string, unknown>, replies: FormReplies): LeadMark {
  const { status, awb, reason } = body;
  if (status === "answered") return { status };
  if (status === "booked") {
    const check = checkAirWaybill(typeof awb === "string" ? awb : "", replies.airlines);
    if (!check.ok) {
      throw new HttpError(400, "invalid_fields", "Check the air waybill number.", { fields: { awb: check.problem } });
    }
    return { status, awb: check.awb };
  }
  if (status === "lost") {
    if (!(LOST_REASONS as readonly unknown[]).includes(reason)) {
      throw new HttpError(400, "invalid_fields", "Say why the lead was lost.", { fields: { reason: "choice" } });
    }
    return { status, reason: reason as LostReason };
  }
  throw new HttpError(400, "invalid_fields", "The status must be answered, booked or lost.", {
    fields: { status: "choice" },
  });
}

const listed = (lead: Omit<LeadListItem, "id">, now: Date) => ({
  reference: lead.reference,
  createdAt: lead.createdAt.toISOString(),
  ageHours: Math.floor((now.getTime() - lead.createdAt.getTime()) / (HOUR_MS / 10)) / 10,
  country: lead.country,
  chargeableKg: lead.chargeableKg,
  chosen: lead.chosen,
  status: lead.status,
  bookingRequested: lead.bookingRequested,
});

const detailed = (lead: LeadDetail, now: Date) => ({
  ...listed(lead, now),
  awb: lead.awb,
  lostReason: lead.lostReason,
  language: lead.language,
  request: lead.request,
  price: lead.pricing,
  history: lead.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  booking: lead.booking,
  milestones: lead.milestones,
});

export function createConsoleRoutes(deps: ConsoleRoutesDeps) {
  const { settings, clock, logger } = deps;
  const team = settings.team;
  // Keyed with the shared salt and the signing key, so the stored hashes cannot be tried against a million codes
  // by someone who reads the table but not the function's secrets (and are never keyed with nothing).
  const salt = `${settings.rateLimit.clientHashSalt}\u0000${team.sessionKeys[0]?.secret ?? ""}`;

  const body = async (request: Request) => {
    requireJsonContentType(request);
    return parseJsonObject(await readBody(request, MAX_BODY_BYTES));
  };

  /** The member a request's session names; an HttpError (401) without one. */
  const memberOf = async (request: Request) => {
    const token = bearerToken(request);
    const member = token === null ? null : await verifySession(team, token, clock());
    if (member === null) throw unauthorized();
    return member;
  };

  /** E-mails a member their code; a failure is logged, never thrown (the member asks for another). */
  const sendCode = async (to: string, code: string) => {
    try {
      const email = await signInCodeEmail(
        { id: crypto.randomUUID(), to, code, validMinutes: CODE_VALID_MS / 60_000 },
        deps.addresses,
        deps.emailContext,
      );
      await deps.mailer.send(email);
    } catch (error) {
      logger.error("a member's sign-in code could not be e-mailed", { error: String(error) });
    }
  };

  /** Keeps a new code for a member (unless the hour's are used up) and e-mails it; never thrown. */
  const issueAndSend = async (email: string) => {
    const now = clock();
    const code = newCode();
    const issued = await deps.signIns.issueCode({
      email,
      codeHash: codeHash(salt, email, code),
      now,
      expiresAt: new Date(now.getTime() + CODE_VALID_MS),
      perHour: CODES_PER_HOUR,
    });
    if (issued) await sendCode(email, code);
    else logger.info("a member's sign-in codes for this hour are used up", {});
  };

  /** One lead with its history, or an HttpError (404). */
  const leadAnswer = async (reference: string): Promise<ConsoleAnswer> => {
    const lead = await deps.leads.leadDetail(reference);
    if (!lead) throw new HttpError(404, "not_found", "There is no lead with this reference.");
    return { status: 200, body: { lead: detailed(lead, clock()) } };
  };

  return {
    async signIn(request: Request): Promise<ConsoleAnswer> {
      const email = addressOf((await body(request)).email);
      const sent: ConsoleAnswer = { status: 202, body: { status: "sent" } };
      if (!team.members.includes(email) || team.sessionKeys.length === 0) return sent;
      // Kept and sent after the answer: a member's answer comes as soon as a stranger's, database or not.
      deps.background(issueAndSend(email));
      return sent;
    },

    async session(request: Request): Promise<ConsoleAnswer> {
      const fields = await body(request);
      const email = addressOf(fields.email);
      const code = typeof fields.code === "string" ? fields.code.replace(/\s/g, "") : "";
      const refused = new HttpError(401, "invalid_code", "This code is wrong, used or expired: ask for a new one.");
      if (email === "" || !/^[0-9]{6}$/.test(code)) throw refused;
      const now = clock();
      // Checked for any address, a stranger's included (no code is kept for it): the same work, the same answer.
      const check = await deps.signIns.checkCode({
        email,
        codeHash: codeHash(salt, email, code),
        now,
        maxAttempts: MAX_CODE_ATTEMPTS,
        dailyWrong: DAILY_WRONG_CODES,
      });
      const member = check === "signedIn" && team.members.includes(email);
      const session = member ? await signSession(team, email, now) : null;
      if (!session) throw refused;
      logger.info("a member signed in to the console", {});
      return { status: 200, body: { token: session.token, expiresAt: session.expiresAt.toISOString() } };
    },

    async leads(request: Request): Promise<ConsoleAnswer> {
      await memberOf(request);
      const query = new URL(request.url).searchParams;
      const open = (query.get("status") ?? "open") !== "all";
      const page = await deps.leads.listLeads({ open, after: decodeCursor(query.get("cursor")), limit: PAGE_SIZE + 1 });
      const now = clock();
      const shown = page.slice(0, PAGE_SIZE);
      const last = shown.at(-1);
      return {
        status: 200,
        body: {
          leads: shown.map((lead) => listed(lead, now)),
          nextCursor: page.length > PAGE_SIZE && last ? encodeCursor(last) : null,
        },
      };
    },

    async lead(request: Request, reference: string): Promise<ConsoleAnswer> {
      await memberOf(request);
      return await leadAnswer(reference);
    },

    async leadStatus(request: Request, reference: string): Promise<ConsoleAnswer> {
      const member = await memberOf(request);
      const change = changeOf(await body(request), deps.replies);
      const outcome = await deps.leads.changeStatus({
        reference,
        change,
        member,
        now: clock(),
        maxBookingEmails: MAX_BOOKING_EMAILS,
      });
      if (outcome.kind === "notFound") throw new HttpError(404, "not_found", "There is no lead with this reference.");
      if (outcome.kind === "conflict") {
        throw new HttpError(409, "conflict", `This lead is ${outcome.status}: it cannot be marked so.`, {
          status: outcome.status,
        });
      }
      logger.info("lead marked from the console", { reference, status: change.status });
      if (outcome.bookingQueued) deps.onBookingQueued(outcome.requestId);
      return await leadAnswer(reference);
    },

    async milestones(request: Request, reference: string): Promise<ConsoleAnswer> {
      const member = await memberOf(request);
      const milestoneDeps = { store: deps.milestones, clock, logger, onQueued: deps.onMilestoneQueued };
      return await recordMilestone(milestoneDeps, { member, reference, body: await body(request) });
    },
  };
}
