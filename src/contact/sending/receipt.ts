// What the visitor was answered for the request they sent from this tab: its
// reference and its indicative price (or why there is none), and the figures
// of the lines they sent (the summary the page says them in). The live form
// keeps it in sessionStorage, for the tab only (as the landing values are),
// before it goes to the thank-you page, which shows it: on arrival, and again
// when the page is reloaded or the tab reopened. Storage outlives a deploy,
// so what is read back is checked as the function's answer is.
import { navigate } from "gatsby";
import { useSyncExternalStore } from "react";
import { type AnsweredPrice, type Asked, readAnsweredPrice, readAsked } from "../../../supabase/functions/_shared/price/visitorPrice.ts";
import { readShipmentFigures, type ShipmentFigures } from "../../../supabase/functions/_shared/words/shipmentSummary.ts";
import { RECEIPT_STORAGE_KEY } from "./receiptKey";

export type Receipt = {
  reference?: string;
  price?: AnsweredPrice;
  /** The lead's own key (the function's answer): the quote page opens with it. */
  quoteKey?: string;
  /** What the visitor asked beyond airport to airport, for the sentences around the price. */
  asked?: Asked;
  /** The figures of the lines sent (how many, their pieces, volume and weight), for the shipment's summary; absent without lines. */
  shipment?: ShipmentFigures;
};

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/** A receipt from what was kept (or handed over in history state), checked; empty when there is none. */
export function readReceipt(value: unknown): Receipt {
  const { reference, price, quoteKey, asked, shipment } = (value ?? {}) as Record<keyof Receipt, unknown>;
  const answered = readAnsweredPrice(price);
  const readBack = readAsked(asked);
  const figures = readShipmentFigures(shipment);
  return {
    ...(isText(reference) ? { reference } : {}),
    ...(answered ? { price: answered } : {}),
    ...(isText(quoteKey) ? { quoteKey } : {}),
    ...(readBack ? { asked: readBack } : {}),
    ...(figures ? { shipment: figures } : {}),
  };
}

/** Keeps the receipt for the tab. Never throws: without storage the page still has history state. */
export function keepReceipt(receipt: Receipt): void {
  try {
    window.sessionStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify(receipt));
  } catch {
    // Storage refused (full, or switched off): the state handed to the page is all there is.
  }
}

function keptText(): string | null {
  try {
    return window.sessionStorage.getItem(RECEIPT_STORAGE_KEY);
  } catch {
    return null;
  }
}

const parse = (text: string | null): unknown => {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
};

/** Storage does not change under a page of the same tab: nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * The receipt the thank-you page shows: the one kept for the tab, else the one
 * handed over in history state. None while React hydrates the server's HTML,
 * which has none (so hydration matches), then the kept one at once.
 */
export function useReceipt(historyState: unknown): Receipt {
  const text = useSyncExternalStore(
    noSubscription,
    () => keptText() ?? (historyState ? JSON.stringify(historyState) : null),
    () => null,
  );
  return readReceipt(parse(text));
}

/**
 * After an accepted request: keeps the receipt for the tab, then goes to the
 * thank-you page, by the router or, should that fail (a chunk that does not
 * load on a bad network), by loading the page, which reads the kept receipt.
 * Never throws: the request was accepted, and nothing may say otherwise.
 */
export async function showReceipt(thankYouPath: string, receipt: Receipt): Promise<void> {
  keepReceipt(receipt);
  try {
    await navigate(thankYouPath, { state: receipt });
  } catch (error) {
    console.error("Could not go to the thank-you page; loading it instead", error);
    window.location.assign(thankYouPath);
  }
}
