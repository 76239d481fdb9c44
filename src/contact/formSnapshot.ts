// What the visitor has done in the plain form, so the live form can take over
// without losing a character or the caret: every named control's value (the
// ticked boxes of a group as a list, the chosen radio button's value), which groups (<details>) are open, which
// control has the focus, and the selection in it.

export type FormSnapshot = {
  values: Record<string, string | string[]>;
  /** The ids of the open <details> groups. */
  open?: string[];
  /** The id of the control that has the focus (each check box has its own), or its name when it has no id. */
  focused?: string | { name: string };
  selection?: { start: number; end: number; direction: "forward" | "backward" | "none" };
};

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isControl = (element: Element | null): element is TextControl | HTMLSelectElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const isCheckBox = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === "checkbox";

/** Types whose caret can be read and set (not e-mail or number inputs). */
const hasSelection = (element: Element): element is TextControl =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && /^(text|tel|search|url|password)$/.test(element.type));

export function captureForm(form: HTMLFormElement): FormSnapshot {
  const values: Record<string, string | string[]> = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name) continue;
    if (isCheckBox(element)) {
      const ticked = Array.isArray(values[element.name]) ? (values[element.name] as string[]) : [];
      values[element.name] = element.checked ? [...ticked, element.value] : ticked;
    } else if (element instanceof HTMLInputElement && element.type === "radio") {
      // A group of radio buttons has one value: the chosen one's.
      if (element.checked) values[element.name] = element.value;
    } else values[element.name] = element.value;
  }
  const open = Array.from(form.querySelectorAll("details[open]"), (details) => details.id).filter(Boolean);
  const snapshot: FormSnapshot = open.length > 0 ? { values, open } : { values };
  const active = form.ownerDocument.activeElement;
  // A control with no id (the plain form's cargo lines) is found again by its name.
  if (!isControl(active) || !form.contains(active) || !(active.id || active.name)) return snapshot;
  const selection =
    hasSelection(active) && active.selectionStart !== null && active.selectionEnd !== null
      ? { start: active.selectionStart, end: active.selectionEnd, direction: active.selectionDirection ?? "none" }
      : undefined;
  const focused = active.id || { name: active.name };
  return { ...snapshot, focused, ...(selection ? { selection } : {}) };
}

/** Puts the focus (and the caret) back where the snapshot had it. */
export function restoreFocus(form: HTMLFormElement, snapshot: FormSnapshot): void {
  if (!snapshot.focused) return;
  const { focused } = snapshot;
  const named = typeof focused === "string" ? form.ownerDocument.getElementById(focused) : form.elements.namedItem(focused.name);
  const element = named instanceof Element ? named : null;
  if (!isControl(element) || !form.contains(element)) return;
  element.focus({ preventScroll: true });
  if (snapshot.selection && hasSelection(element)) {
    element.setSelectionRange(snapshot.selection.start, snapshot.selection.end, snapshot.selection.direction);
  }
}
