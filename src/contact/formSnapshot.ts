// What the visitor has done in the plain form, so the live form can take over
// without losing a character or the caret: every named control's value, which
// control has the focus, and the selection in it.

export type FormSnapshot = {
  values: Record<string, string>;
  /** The name of the control that has the focus, if one does. */
  focused?: string;
  selection?: { start: number; end: number; direction: "forward" | "backward" | "none" };
};

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isControl = (element: Element | null): element is TextControl | HTMLSelectElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** Types whose caret can be read and set (not e-mail or number inputs). */
const hasSelection = (element: Element): element is TextControl =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && /^(text|tel|search|url|password)$/.test(element.type));

export function captureForm(form: HTMLFormElement): FormSnapshot {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (isControl(element) && element.name) values[element.name] = element.value;
  }
  const active = form.ownerDocument.activeElement;
  if (!isControl(active) || !form.contains(active) || !active.name) return { values };
  const selection =
    hasSelection(active) && active.selectionStart !== null && active.selectionEnd !== null
      ? { start: active.selectionStart, end: active.selectionEnd, direction: active.selectionDirection ?? "none" }
      : undefined;
  return { values, focused: active.name, selection };
}

/** Puts the focus (and the caret) back where the snapshot had it. */
export function restoreFocus(form: HTMLFormElement, snapshot: FormSnapshot): void {
  if (!snapshot.focused) return;
  const control = form.elements.namedItem(snapshot.focused);
  if (!isControl(control as Element | null)) return;
  const element = control as TextControl | HTMLSelectElement;
  element.focus({ preventScroll: true });
  if (snapshot.selection && hasSelection(element)) {
    element.setSelectionRange(snapshot.selection.start, snapshot.selection.end, snapshot.selection.direction);
  }
}
