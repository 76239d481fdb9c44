// The shipper's calls to the function about their own quote
// (<function>/quote/<reference>…), with plain fetch: they carry the lead's key
// as `Authorization: Bearer <key>`, which supabase-js would replace with the
// project's key (as the team's calls do, src/team/api.ts). Every answer comes
// back as one of a few outcomes the page says something about; nothing throws.
import { contactFunctionUrl } from "../contact/backendConfig";
import { SERVICES, type NoPriceReason, type ServiceName } from "../../supabase/functions/_shared/price/pricing.ts";
import { NO_PRICE_REASONS, type VisitorPrice, readAnsweredPrice } from "../../supabase/functions/_shared/price/visitorPrice.ts";
import type { BookingParty } from "../../supabase/functions/_shared/booking/bookingFields.ts";
import { MILESTONES, type Milestone } from "../../supabase/functions/_shared/quotePage.ts";
import { LINE_NUMBER_FIELDS, lineControlName } from "../../supabase/functions/_shared/contactFields.ts";

/** Where a request stands, as the function tells the shipper. */
export const QUOTE_STATUSES = ["received", "answered", "booking requested", "booked", "closed"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A booking request as the function keeps it: what was sent last, when, and how many corrections are left. */
export type QuoteBooking = {
  service: ServiceName;
  cargoReadyDate: string;
  supplier: BookingParty;
  consignee: BookingParty | null;
  notes: string;
  requestedAt: string;
  changesLeft: number;
};

export type MilestoneEntry = { milestone: Milestone; at: string; flight: string | null };

/** An option's emissions, kg CO2e, by service; null where the function gives no figure. */
export type Emissions = Partial<Record<ServiceName, number | null>>;

/** The quote as the page shows it (GET <function>/quote/<reference>), checked. */
export type ShipperQuote = {
  reference: string;
  language: string;
  askedAt: string;
  validUntil: string | null;
  expired: boolean;
  asked: {
    country: string;
    chargeableKg: number | null;
    grossKg: number | null;
    pieces: number | null;
    pickupCity: string | null;
    deliverTo: "airport" | "door";
    insure: boolean;
  };
  price: VisitorPrice | null;
  /** Each option's CO2e, read beside the price (null: no figure). */
  emissions: Emissions;
  noPrice: NoPriceReason | null;
  /** The packing list's line (from 0) past the card's limits, when that is why there is no price. */
  noPriceLine: number | null;
  chosen: ServiceName | null;
  status: QuoteStatus;
  booking: QuoteBooking | null;
  milestones: MilestoneEntry[];
  tracking: { airWaybill: string; airline: string; url: string } | null;
  /** The quote form's fields as they were sent, to ask again. */
  askAgain: Record<string, string | string[]>;
};

/** What a call came to. */
export type QuoteOutcome<T> =
  | { kind: "ok"; value: T }
  /** 403: the key is wrong, another lead's, or expired (the function never says which). */
  | { kind: "forbidden" }
  /** 400: what is wrong with which field, in the lead's language. */
  | { kind: "invalid"; fields: Record<string, string> }
  /** 409: booked already, or the quote has expired. */
  | { kind: "conflict"; reason: "booked" | "expired" }
  /** 429: sent too many times. */
  | { kind: "tooMany" }
  /** No answer, or one the page does not know. */
  | { kind: "failed" };

export const quoteUrl = (reference: string, rest = ""): string => `${contactFunctionUrl}/quote/${encodeURIComponent(reference)}${rest}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const textOrNull = (value: unknown): string | null => (isText(value) ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const isService = (value: unknown): value is ServiceName => (SERVICES as readonly unknown[]).includes(value);
const isDay = (value: unknown): value is string => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

function readParty(value: unknown): BookingParty | null {
  if (!isRecord(value)) return null;
  const { company, contact, phone, address } = value;
  return [company, contact, phone, address].every(isText) ? ({ company, contact, phone, address } as BookingParty) : null;
}

function readBooking(value: unknown): QuoteBooking | null {
  if (!isRecord(value) || !isService(value.service) || !isDay(value.cargoReadyDate)) return null;
  const supplier = readParty(value.supplier);
  if (!supplier) return null;
  return {
    service: value.service,
    cargoReadyDate: value.cargoReadyDate,
    supplier,
    consignee: readParty(value.consignee),
    notes: isText(value.notes) ? value.notes : "",
    requestedAt: isText(value.requestedAt) ? value.requestedAt : "",
    changesLeft: numberOrNull(value.changesLeft) ?? 0,
  };
}

function readMilestones(value: unknown): MilestoneEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    isRecord(entry) && (MILESTONES as readonly unknown[]).includes(entry.milestone) && isText(entry.at)
      ? [{ milestone: entry.milestone as Milestone, at: entry.at, flight: textOrNull(entry.flight) }]
      : [],
  );
}

function readEmissions(price: unknown): Emissions {
  const options = isRecord(price) && Array.isArray(price.options) ? price.options : [];
  return Object.fromEntries(
    options.flatMap((option: unknown) =>
      isRecord(option) && isService(option.service) ? [[option.service, numberOrNull(option.co2eKg)]] : [],
    ),
  );
}

function readAskAgain(value: unknown): Record<string, string | string[]> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(value).flatMap(([name, field]): [string, string | string[]][] => {
      if (name === "cargoLines") return Array.isArray(field) ? linesAsControls(field) : [];
      if (isText(field)) return [[name, field]];
      if (typeof field === "number" && Number.isFinite(field)) return [[name, String(field)]];
      if (typeof field === "boolean") return [[name, field ? ["yes"] : []]];
      if (Array.isArray(field) && field.every(isText)) return [[name, field]];
      return [];
    }),
  );
  return withSizeAsLine(fields);
}

/** The lines asked as the form's controls (cargoLines.N.*, the weight the line's), so the form shows them. */
function linesAsControls(lines: unknown[]): [string, string | string[]][] {
  return lines
    .filter(isRecord)
    .flatMap((line, index): [string, string | string[]][] => [
      ...LINE_NUMBER_FIELDS.flatMap((field): [string, string][] =>
        typeof line[field] === "number" ? [[lineControlName(index, field), String(line[field])]] : [],
      ),
      [lineControlName(index, "weightPer"), "line"],
      [lineControlName(index, "stackable"), line.stackable === false ? [] : ["yes"]],
    ]);
}

/**
 * A quote asked before lines, with one piece's size: that size as the form's
 * first line (the form has no single size any more), the totals it had gone.
 */
function withSizeAsLine(fields: Record<string, string | string[]>): Record<string, string | string[]> {
  const { cargoPieces, cargoLengthCm, cargoWidthCm, cargoHeightCm, cargoWeightKg, ...rest } = fields;
  const size = { pieces: cargoPieces, lengthCm: cargoLengthCm, widthCm: cargoWidthCm, heightCm: cargoHeightCm, weightKg: cargoWeightKg };
  if (Object.keys(fields).some((name) => name.startsWith("cargoLines.")) || !isText(cargoLengthCm)) {
    // No size to move: the totals stay (a total volume's pieces and weight), the sides go (no control shows them).
    const totals = Object.entries({ cargoPieces, cargoWeightKg }).filter((entry): entry is [string, string] => isText(entry[1]));
    return { ...rest, ...Object.fromEntries(totals) };
  }
  const line = Object.entries(size).flatMap(([field, text]): [string, string][] =>
    isText(text) ? [[lineControlName(0, field as (typeof LINE_NUMBER_FIELDS)[number]), text]] : [],
  );
  return { ...rest, ...Object.fromEntries(line), [lineControlName(0, "weightPer")]: "line", [lineControlName(0, "stackable")]: ["yes"] };
}

/** The function's answer to GET /quote/<reference>, checked; null when it is not one. */
export function readShipperQuote(body: unknown): ShipperQuote | null {
  if (!isRecord(body) || !isText(body.reference) || !isText(body.askedAt)) return null;
  if (!(QUOTE_STATUSES as readonly unknown[]).includes(body.status)) return null;
  const asked = isRecord(body.asked) ? body.asked : {};
  const answered = body.price ? readAnsweredPrice({ price: body.price }) : null;
  return {
    reference: body.reference,
    language: isText(body.language) ? body.language : "en",
    askedAt: body.askedAt,
    validUntil: isDay(body.validUntil) ? body.validUntil : null,
    expired: body.expired === true,
    asked: {
      country: isText(asked.country) ? asked.country : "",
      chargeableKg: numberOrNull(asked.chargeableKg),
      grossKg: numberOrNull(asked.grossKg),
      pieces: numberOrNull(asked.pieces),
      pickupCity: textOrNull(asked.pickupCity),
      deliverTo: asked.deliverTo === "door" ? "door" : "airport",
      insure: asked.insure === true,
    },
    price: answered && "price" in answered ? answered.price : null,
    emissions: readEmissions(body.price),
    noPrice: NO_PRICE_REASONS.includes(body.noPrice as NoPriceReason) ? (body.noPrice as NoPriceReason) : null,
    noPriceLine: Number.isInteger(body.noPriceLine) && (body.noPriceLine as number) >= 0 ? (body.noPriceLine as number) : null,
    chosen: isService(body.chosen) ? body.chosen : null,
    status: body.status as QuoteStatus,
    booking: readBooking(body.booking),
    milestones: readMilestones(body.milestones),
    tracking:
      isRecord(body.tracking) && isText(body.tracking.airWaybill) && isText(body.tracking.airline) && isText(body.tracking.url)
        ? { airWaybill: body.tracking.airWaybill, airline: body.tracking.airline, url: body.tracking.url }
        : null,
    askAgain: readAskAgain(body.askAgain),
  };
}

/** The error's code, however the function writes it: `{ error: "booked" }` or `{ error: { code: "booked" } }`. */
const errorCode = (body: unknown): string | null => {
  if (!isRecord(body)) return null;
  if (isText(body.error)) return body.error;
  return isRecord(body.error) && isText(body.error.code) ? body.error.code : null;
};

const fieldsOf = (body: unknown): Record<string, string> => {
  const fields = isRecord(body) ? (body.fields ?? (isRecord(body.error) ? body.error.fields : undefined)) : undefined;
  return isRecord(fields) ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => isText(entry[1]))) : {};
};

async function call<T>(url: string, key: string, read: (body: unknown) => T | null, body?: unknown): Promise<QuoteOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // The key is in the header, never the address; nothing to send or keep beyond it.
      credentials: "omit",
      cache: "no-store",
    });
  } catch (error) {
    console.error("The quote could not be reached", error);
    return { kind: "failed" };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const value = read(answer);
    return value === null ? { kind: "failed" } : { kind: "ok", value };
  }
  if (response.status === 403 || response.status === 401 || response.status === 404) return { kind: "forbidden" };
  if (response.status === 400) return { kind: "invalid", fields: fieldsOf(answer) };
  if (response.status === 409) return { kind: "conflict", reason: errorCode(answer) === "expired" ? "expired" : "booked" };
  if (response.status === 429) return { kind: "tooMany" };
  console.error("The quote's call was answered", response.status, answer);
  return { kind: "failed" };
}

/** GET /quote/<reference> with the lead's key. */
export const fetchQuote = (reference: string, key: string): Promise<QuoteOutcome<ShipperQuote>> =>
  call(quoteUrl(reference), key, readShipperQuote);

/** POST /quote/<reference>/choice: resolves with the service stored. */
export const sendChoice = (reference: string, key: string, service: ServiceName): Promise<QuoteOutcome<ServiceName>> =>
  call(quoteUrl(reference, "/choice"), key, (body) => (isRecord(body) && isService(body.chosen) ? body.chosen : null), { service });

/** POST /quote/<reference>/booking: the booking as the function now keeps it. */
export const sendBooking = (reference: string, key: string, booking: unknown): Promise<QuoteOutcome<QuoteBooking>> =>
  call(quoteUrl(reference, "/booking"), key, (body) => (isRecord(body) ? readBooking(body.booking) : null), booking);

/** The reference (`?ref=`) and key (`#key=`) of the page's address; empty when either is missing. */
export function quoteAddress(search: string, hash: string): { reference: string; key: string } {
  const reference = new URLSearchParams(search).get("ref")?.trim() ?? "";
  const key = new URLSearchParams(hash.replace(/^#/, "")).get("key")?.trim() ?? "";
  return { reference, key };
}
