// A quote request, from its body to the e-mails: the contract, the honeypot,
// the rate limits and idempotency, storing (one transaction), then the e-mails.
//
// Two kinds of callers: the site's script (JSON, answered in JSON with the
// request's reference), and the site's plain HTML form when JavaScript is off
// (application/x-www-form-urlencoded, answered with a 303 to the thank-you
// page, or a page saying what to fix, built in quoteRoutes.ts from the refusal).
// Both send the page's language: the request is stored with it, its numbers
// are read as that language writes them, and the form's answers are in it.
import {
  CONTACT_FIELD_SPECS,
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactRequest,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  validateContactRequest,
} from "../../_shared/contactRequest.ts";
import { formLines } from "../../_shared/cargoLines.ts";
import { type FormReplies, resolveLanguage } from "../../_shared/replies/formReplies.ts";
import { type LeadSource, readLeadSource, SOURCE_FIELD } from "../../_shared/leadSource.ts";
import { type PageWords, wordsFor } from "../../_shared/replies/formReplyPages.ts";
import { clientHashOf, type ConnectionInfo, toHex } from "../http/clientAddress.ts";
import {
  contentType,
  HttpError,
  parseForm,
  parseJsonObject,
  rateLimitedError,
  readBody,
  readIdempotencyKey,
  requireJsonContentType,
} from "../http/http.ts";
import type { Logger } from "../settings/logger.ts";
import type { Settings } from "../settings/settings.ts";
import { classifyDatabaseError, withDeadline } from "../storage/database.ts";
import { type AnsweredPrice, answeredPrice, priceRequest } from "../../_shared/price/leadPrice.ts";
import type { LoadedRateCard } from "./rateCardFile.ts";
import { referencesFor } from "../lead/reference.ts";
import { quoteKeyFor } from "../lead/quoteKey.ts";
import { quoteLanguagePath, quotePageUrl } from "../../_shared/quotePage.ts";
import type { AcceptInput, AcceptOutcome, LeadStore } from "../storage/leadTypes.ts";
import type { UnstoredLeads } from "./unstoredLeads.ts";

export type { ConnectionInfo };

/**
 * An accepted submission (or a bot's, dropped): its reference, its row's id
 * once it is stored (not while the database cannot take it: the team then
 * has it by e-mail), and whether it repeats an earlier one.
 */
export type Accepted = {
  id?: string;
  reference: string;
  replayed: boolean;
  price: AnsweredPrice | null;
  /** The shipper's key to the lead's quote page (lead/quoteKey.ts); null without a reference or a quote key secret. */
  quoteKey: string | null;
};

/** The contract refused fields; keeps what was sent, for the form's page (never put in JSON). */
export class InvalidFieldsError extends HttpError {
  constructor(readonly fields: ContactErrors, readonly values: Record<string, unknown>) {
    const names = Object.keys(fields).map((field) =>
      CONTACT_FIELD_SPECS[field as keyof typeof fields].team.toLowerCase()
    );
    super(400, "invalid_fields", `Please check: ${names.join(", ")}.`, { fields });
  }
}

/**
 * The contact fields of a plain form post. A repeated field counts once: the
 * first value is used; the contents' check boxes are one field with a value
 * per box ticked. Any filled copy of the honeypot counts, so a bot cannot
 * hide it behind an empty first one.
 */
function formFields(params: URLSearchParams): { fields: Record<string, unknown>; honeypot: boolean } {
  const fields: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    fields[field] = CONTACT_FIELD_SPECS[field].kind === "choices" ? params.getAll(field) : params.get(field);
  }
  // The lines come as indexed fields (cargoLines.0.pieces, ...): read in order, the empty ones dropped by the contract.
  fields.cargoLines = formLines(params);
  return { fields, honeypot: params.getAll(HONEYPOT_FIELD).some((value) => value !== "") };
}

/** The plain form's source field: JSON text, or nothing. Never throws: no lead is lost over it. */
function parseSourceField(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A request without an Idempotency-Key (a plain form cannot send one) is
 * recognised by its content instead, so a double submit (a second click, a
 * reload that re-posts) is one request: the same client sending the same
 * fields within the idempotency window.
 */
async function contentIdempotencyKey(prefix: string, clientHash: string, request: ContactRequest): Promise<string> {
  const content = JSON.stringify([clientHash, ...CONTACT_FIELDS.map((field) => request[field])]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content));
  return `${prefix}-${toHex(digest)}`;
}

const formIdempotencyKey = (clientHash: string, request: ContactRequest) =>
  contentIdempotencyKey("form", clientHash, request);

function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/** What a plain form post is answered with: the words of its page's language, as soon as they are known. */
export type FormAnswer = { siteOrigin: string; words: PageWords };

export type SubmissionDeps = {
  store: Pick<LeadStore, "accept">;
  clock: () => Date;
  settings: Settings;
  logger: Logger;
  /** The salt of the client-address hash (RATE_LIMIT_SALT, or this instance's own). */
  clientHashSalt: string;
  /** The secret every instance shares for the requests' references (RATE_LIMIT_SALT, or ""). */
  referenceSecret: string;
  /** The rate card requests are priced from (off when there is none). */
  rateCard: LoadedRateCard;
  /** Runs work after the answer (EdgeRuntime.waitUntil), or lets it run. */
  background: (work: Promise<unknown>) => void;
  /** The site's languages and words (written from content/ at deploy). */
  replies: FormReplies;
  /** Sends the e-mails of a stored request (a failure is recorded, never thrown). */
  notify: (requestId: string) => Promise<unknown>;
  /** Where a lead goes when the database cannot take it. */
  unstored: UnstoredLeads;
};

export type Submissions = {
  /**
   * A JSON post from the site's script: 200 with the id and reference.
   */
  submitJson(request: Request, connection?: ConnectionInfo): Promise<Accepted>;
  /**
   * A plain form post: where the visitor goes next (the thank-you page of its
   * language on `answer.siteOrigin`). Until the language is read from the
   * form, `answer` holds the default language's words, for a refusal before
   * that.
   */
  submitForm(request: Request, answer: FormAnswer, connection?: ConnectionInfo): Promise<string>;
};

/** A submission once its body is parsed: what JSON and form posts share. */
type Submission = {
  fields: Record<string, unknown>;
  honeypot: boolean;
  /** The page's language, resolved against the site's: its numbers are read in it. */
  language: string;
  /** Where the visitor came from: the live form sends it; a plain form post has none. */
  source: LeadSource | null;
  /** Its idempotency key, from the client's hash and the validated request for callers that derive it. */
  idempotencyKey: (clientHash: string, request: ContactRequest) => Promise<string>;
};

/**
 * What the store is given for a submission: the validated request, who sent
 * it (the client's hash), its identity and references, its price; null for a
 * bot's (the honeypot filled). Throws InvalidFieldsError for refused fields.
 */
async function acceptInput(
  deps: SubmissionDeps,
  submission: Submission,
  request: Request,
  connection?: ConnectionInfo,
): Promise<AcceptInput | null> {
  const { settings, logger } = deps;
  const { clientAddressHeader } = settings.rateLimit;
  const { fields } = submission;
  const result = validateContactRequest(fields, submission.language);
  if (!result.ok) throw new InvalidFieldsError(result.errors, fields);
  if (submission.honeypot) return null;

  const clientHash = await clientHashOf(request, connection, {
    trustedHeader: clientAddressHeader,
    salt: deps.clientHashSalt,
    logger,
  });
  const idempotencyKey = await submission.idempotencyKey(clientHash, result.value);
  const now = deps.clock();
  return {
    request: result.value,
    language: submission.language,
    clientHash,
    idempotencyKey,
    references: await referencesFor(deps.referenceSecret, idempotencyKey),
    pricing: priceRequest(result.value, deps.rateCard, now),
    source: submission.source,
    notifications: settings.mail.sendVisitorConfirmation ? ["team", "visitor_confirmation"] : ["team"],
    now,
    limits: { ...settings.rateLimit, idempotencyTtlMs: settings.idempotencyTtlMs },
    // A request this instance e-mailed while the database could not take it: stored as sent, not sent again.
    emailOutcomes: deps.unstored.outcomesFor(idempotencyKey),
  };
}

/** The lead's key for the shipper's quote page, made from its reference and the day it was asked. */
const keyOf = (deps: SubmissionDeps, reference: string, askedAt: Date): Promise<string | null> =>
  quoteKeyFor(deps.settings.quoteKeys, reference, askedAt, deps.settings.leadRetentionMonths);

/**
 * Stores a lead and sends its e-mails; when the database does not take it
 * (away, or refusing), the lead goes to the team anyway and the visitor hears
 * whether anyone has it (unstoredLeads.ts).
 */
async function storeLead(deps: SubmissionDeps, input: AcceptInput): Promise<Accepted> {
  const { store, settings, logger } = deps;
  let outcome: AcceptOutcome;
  try {
    outcome = await withDeadline(store.accept(input), settings.outage.databaseTimeoutMs);
  } catch (error) {
    const { reference, pricing } = await deps.unstored.take(input, classifyDatabaseError(error));
    // Not stored yet: its key is of the day it came, the day it is stored with.
    return {
      reference,
      replayed: false,
      price: answeredPrice(pricing, input.request),
      quoteKey: await keyOf(deps, reference, input.now),
    };
  }
  // The database takes leads again: what was kept while it did not is written after this answer.
  if (deps.unstored.count() > 0) deps.background(deps.unstored.drain());
  if (outcome.kind === "rateLimited") throw rateLimitedError(outcome.retryAfterSeconds);
  const accepted = {
    id: outcome.id,
    reference: outcome.reference,
    replayed: outcome.replayed,
    price: answeredPrice(outcome.pricing, input.request),
    // The key opens the lead's quote page: a replay gets it only from the client that sent the request, as sent.
    quoteKey: outcome.sameSender ? await keyOf(deps, outcome.reference, outcome.createdAt) : null,
  };
  if (outcome.replayed) return accepted;
  logger.info("contact request stored", { requestId: outcome.id, reference: outcome.reference });
  await deps.notify(outcome.id);
  return accepted;
}

export function createSubmissions(deps: SubmissionDeps): Submissions {
  const { settings, logger } = deps;

  /** A JSON or form post, once its body is parsed: validated, then stored and e-mailed (a bot's dropped). */
  async function accept(submission: Submission, request: Request, connection?: ConnectionInfo): Promise<Accepted> {
    const input = await acceptInput(deps, submission, request, connection);
    if (input === null) {
      // Looks accepted, so the bot learns nothing; nothing is stored or sent.
      logger.info("honeypot filled; request dropped");
      return { id: crypto.randomUUID(), reference: "", replayed: false, price: null, quoteKey: null };
    }
    return await storeLead(deps, input);
  }

  return {
    async submitJson(request, connection) {
      requireJsonContentType(request);
      const body = parseJsonObject(await readBody(request, settings.maxBodyBytes));
      const idempotencyKey = readIdempotencyKey(request);
      const language = resolveLanguage(body[LANGUAGE_FIELD], deps.replies);
      return await accept(
        {
          fields: body,
          honeypot: isHoneypotFilled(body),
          language,
          // Bounded and trimmed, never refused: no lead is lost over a tracking parameter.
          source: readLeadSource(body[SOURCE_FIELD]),
          idempotencyKey: (clientHash, request) =>
            idempotencyKey === null
              ? contentIdempotencyKey("content", clientHash, request)
              : Promise.resolve(idempotencyKey),
        },
        request,
        connection,
      );
    },

    async submitForm(request, answer, connection) {
      const { charset } = contentType(request);
      if (charset && charset !== "charset=utf-8") {
        throw new HttpError(415, "unsupported_media_type", "The form must be sent in UTF-8.");
      }
      const params = parseForm(await readBody(request, settings.maxBodyBytes));
      const language = resolveLanguage(params.get(LANGUAGE_FIELD), deps.replies);
      answer.words = wordsFor(deps.replies, language);
      const accepted = await accept(
        {
          ...formFields(params),
          language,
          // Filled by the page's starter where JavaScript runs (the landing values as kept, JSON); empty without it.
          source: readLeadSource(parseSourceField(params.get(SOURCE_FIELD))),
          idempotencyKey: formIdempotencyKey,
        },
        request,
        connection,
      );
      // To the lead's quote page, its key in the fragment; a bot's (no reference) and a key-less one to the thank-you page.
      // The database-away path (no id yet) keeps the thank-you page too: its quote page would not open until it is stored.
      if (accepted.id === undefined || accepted.reference === "" || accepted.quoteKey === null) {
        return `${answer.siteOrigin}${answer.words.thankYouPath}`;
      }
      return quotePageUrl(
        answer.siteOrigin,
        quoteLanguagePath(language, deps.replies.defaultLanguage),
        accepted.reference,
        accepted.quoteKey,
      );
    },
  };
}
