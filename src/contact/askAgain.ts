// Asking again for a quote that has expired: the quote page keeps what was
// asked (the function's `askAgain`, the form's fields as sent) for the tab and
// goes to the form; the live form starts from it, as it starts from what was
// typed into the plain form (src/contact/LazyContactForm.tsx). Taken once, so
// a later visit to the form starts empty. Personal details never go into an
// address.
import type { FormSnapshot } from "./formSnapshot";

export const ASK_AGAIN_STORAGE_KEY = "hkaf-ask-again";

type Values = FormSnapshot["values"];

/** Keeps the values for the tab. Never throws: without storage the form starts empty. */
export function keepAskAgain(values: Values): void {
  try {
    window.sessionStorage.setItem(ASK_AGAIN_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // Storage refused: the visitor types them again.
  }
}

const isValue = (value: unknown): value is string | string[] =>
  typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

/** The values kept, once (they are forgotten as they are read); null when there are none. */
export function takeAskAgain(): Values | null {
  try {
    const text = window.sessionStorage.getItem(ASK_AGAIN_STORAGE_KEY);
    if (text === null) return null;
    window.sessionStorage.removeItem(ASK_AGAIN_STORAGE_KEY);
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string | string[]] => isValue(entry[1])));
  } catch {
    return null;
  }
}

const isEmpty = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value.trim() === "");

/** A line's stackable box: ticked as the plain form is served, so ticked says nothing the visitor did. */
const STACKABLE_CONTROL = /^cargoLines\.\d+\.stackable$/;

/** The plain form's snapshot with the kept values under it: what the visitor has typed since wins. */
export function withAskAgain(snapshot: FormSnapshot, kept: Values | null): FormSnapshot {
  if (!kept) return snapshot;
  const typed = Object.fromEntries(
    Object.entries(snapshot.values).filter(([name, value]) => !isEmpty(value) && !(STACKABLE_CONTROL.test(name) && name in kept)),
  );
  return { ...snapshot, values: { ...kept, ...typed } };
}
