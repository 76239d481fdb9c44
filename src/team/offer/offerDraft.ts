// The offer form's values and rules, apart from its markup (OfferForm.tsx):
// where a new offer starts (the latest offer sent, or the rate card's exact
// totals for a priced lead, or one empty option), its default last day (the
// content's days from today, within the lead's window), the body it sends,
// checked with the contract the function checks it with (checkOfferBody), and
// each problem in the console's words.
import {
  type Lead,
  MAX_OFFER_AMOUNT,
  MAX_OFFER_NOTE,
  MAX_OFFER_OPTIONS,
  type OfferBody,
  type OfferCovers,
  type OfferProblem,
  type OfferProblems,
  type OfferWindow,
  SERVICES,
  type ServiceName,
  checkOfferBody,
} from "../../../supabase/functions/_shared/api/consoleApi.ts";
import { readNumber } from "../../../supabase/functions/_shared/numbers.ts";
import { dayPlus } from "../../../supabase/functions/_shared/price/pricing.ts";
import { fillTemplate } from "../../content/fillTemplate";
import type { TeamConsoleContent } from "../content";
import { formatAmount, formatDay, majorOf } from "../format";

/** An option as the form holds it: its service (none chosen yet: ""), its amount and days as typed, what it covers. */
export type OptionDraft = { service: ServiceName | ""; amount: string; transitDays: string; covers: OfferCovers };

export type OfferDraft = { options: OptionDraft[]; validUntil: string; note: string };

/** The most options the form offers: the contract's, and never more than there are services. */
export const MOST_OPTIONS = Math.min(MAX_OFFER_OPTIONS, SERVICES.length);

/** What the visitor asked to be covered: a pickup city, delivery to the door, insurance. */
export const coversAsked = (request: Lead["request"]): OfferCovers => ({
  pickup: typeof request.pickupCity === "string" && request.pickupCity.trim() !== "",
  door: request.deliverTo === "door",
  insurance: request.insure === true,
});

const amountText = (amount: number, digits: number) => amount.toFixed(digits);

/** The options a new offer starts from: the latest offer's; else the card's exact totals; else one empty option. */
export function startingOptions(lead: Lead, window: OfferWindow): OptionDraft[] {
  const latest = lead.offers.at(-1);
  if (latest) {
    return latest.options.map((option) => ({
      service: option.service,
      amount: amountText(option.amount, window.minorDigits),
      transitDays: option.transitDays,
      covers: { ...option.covers },
    }));
  }
  if (lead.price?.kind === "priced") {
    const { price } = lead.price;
    return price.options.map((option) => ({
      service: option.service,
      amount: amountText(majorOf(option.totalMinor, price.minorDigits), price.minorDigits),
      transitDays: option.transitDays,
      covers: { ...price.covers },
    }));
  }
  return [{ service: "", amount: "", transitDays: "", covers: coversAsked(lead.request) }];
}

/** The default last day: `days` from the window's first day, within the window. */
export function defaultValidUntil(window: OfferWindow, days: number): string {
  const day = dayPlus(window.from, days);
  return day < window.from ? window.from : day > window.to ? window.to : day;
}

export const startingDraft = (lead: Lead, window: OfferWindow, days: number): OfferDraft => ({
  options: startingOptions(lead, window),
  validUntil: defaultValidUntil(window, days),
  note: "",
});

/** An amount as typed (702.50, 702,50, 1,702.50): the number read, the text itself when it reads as none, nothing when empty. */
function amountOf(typed: string): number | string | undefined {
  const trimmed = typed.trim();
  if (trimmed === "") return undefined;
  return readNumber(trimmed, "en") ?? trimmed;
}

/** What the form sends, before it is checked: what was typed, read as the contract reads it. */
export const bodyOf = (draft: OfferDraft): Record<string, unknown> => ({
  validUntil: draft.validUntil,
  options: draft.options.map((option) => ({
    service: option.service === "" ? undefined : option.service,
    amount: amountOf(option.amount),
    transitDays: option.transitDays,
    covers: option.covers,
  })),
  ...(draft.note.trim() === "" ? {} : { note: draft.note }),
});

/** The draft checked with the function's rules: the offer to send, or every wrong field by its path. */
export const checkDraft = (draft: OfferDraft, window: OfferWindow): { ok: true; value: OfferBody } | { ok: false; fields: OfferProblems } =>
  checkOfferBody(bodyOf(draft), window);

/** A problem of the field at `path` in the console's words. */
export function problemText(content: TeamConsoleContent, path: string, problem: string, window: OfferWindow): string {
  const words = content.offerForm.problems;
  const field = path.split(".").at(-1);
  switch (problem as OfferProblem) {
    case "range":
      if (path === "validUntil") return fillTemplate(words.dayRange, { from: formatDay(window.from), to: formatDay(window.to) });
      if (path === "options") return fillTemplate(words.optionsRange, { max: String(MOST_OPTIONS) });
      return fillTemplate(words.amountRange, { max: formatAmount(MAX_OFFER_AMOUNT, 0) });
    case "format":
      return field === "transitDays" ? words.daysFormat : words.dayFormat;
    case "decimals":
      return fillTemplate(words.decimals, { digits: String(window.minorDigits) });
    case "tooLong":
      return fillTemplate(words.tooLong, { max: String(MAX_OFFER_NOTE) });
    case "required":
    case "type":
    case "choice":
    case "duplicate":
    case "invalidCharacter":
      return words[problem as "required"];
    default:
      return content.offerForm.invalid;
  }
}

/** The fields in the order the form shows them, by path: the first wrong one takes the focus. */
export function fieldPaths(draft: OfferDraft): string[] {
  const options = draft.options.flatMap((_, index) =>
    ["service", "amount", "transitDays", "covers"].map((field) => `options.${index}.${field}`),
  );
  return ["options", ...options, "validUntil", "note"];
}

/** A field's element id in the form, from its path (options.0.amount: offer-options-0-amount). */
export const fieldId = (path: string): string => `offer-${path.replace(/\./g, "-")}`;
