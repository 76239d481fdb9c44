// A submit the contract refused (Formik counted it and did not send): the
// Missing Information notice when a required field is empty, and the focus on
// the first field to fix, the groups it is inside opened.
import { type MutableRefObject, type RefObject, useEffect } from "react";
import type { FormikErrors } from "formik";
import { CONTACT_FIELD_SPECS, type ContactField, LINE_NUMBER_FIELDS } from "../../../supabase/functions/_shared/contactRequest.ts";
import { lineFieldId } from "../cargo/CargoLines";
import type { ContactFormValues } from "../contactFormValues";
import { firstInvalidField, isMissingRequired } from "../fields/fieldErrors";
import { fieldId, optionId } from "../fields/FormField";
import type { NoticeInput } from "../Notice";
import { NOTICE_GROUP } from "./useContactSend";

/**
 * The control to focus for a field: its own, or the first check box or radio
 * button of a field with options (a question's, by its name: they have no ids);
 * for the lines, the first control of a line with an error (the first line's
 * pieces when the error is the lines' own).
 */
function controlOf(form: HTMLFormElement, field: ContactField, errors: FormikErrors<ContactFormValues>): HTMLElement | null {
  const spec = CONTACT_FIELD_SPECS[field];
  if (spec.kind === "lines") {
    const lines: unknown = errors.cargoLines;
    const list = Array.isArray(lines) ? (lines as (Record<string, unknown> | undefined)[]) : [];
    const index = list.findIndex((line) => line && Object.keys(line).length > 0);
    const order = [...LINE_NUMBER_FIELDS, "weightPer", "stackable"] as const;
    const first = index < 0 ? "pieces" : (order.find((name) => list[index]?.[name]) ?? "pieces");
    return form.ownerDocument.getElementById(lineFieldId(Math.max(index, 0), first));
  }
  if (spec.kind === "answer" || spec.kind === "yesNo") return form.querySelector<HTMLElement>(`[name="${field}"]`);
  const id = spec.kind === "choices" || spec.kind === "choice" ? optionId(field, spec.options[0]) : fieldId(field);
  return form.ownerDocument.getElementById(id);
}

type RefusedSubmitOptions = {
  formRef: RefObject<HTMLFormElement>;
  /** The submit count last handled here (the send sets it back to 0). */
  handledSubmitRef: MutableRefObject<number>;
  state: { isSubmitting: boolean; submitCount: number; errors: FormikErrors<ContactFormValues>; values: ContactFormValues };
  showNotice: (notice: NoticeInput) => unknown;
  copy: Pick<Queries.ContactFormCopyFragment, "missingTitle" | "missingText">;
};

export function useRefusedSubmit({ formRef, handledSubmitRef, state, showNotice, copy }: RefusedSubmitOptions) {
  const { isSubmitting, submitCount, errors, values } = state;
  const { missingTitle, missingText } = copy;
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmitRef.current) return;
    handledSubmitRef.current = submitCount;
    const first = firstInvalidField(errors);
    if (!first) return;
    if (isMissingRequired(values)) {
      showNotice({ group: NOTICE_GROUP, variant: "destructive", title: missingTitle, description: missingText });
    }
    const form = formRef.current;
    const control = form ? controlOf(form, first, errors) : null;
    if (control) {
      // A field in a closed group (the Cargo details, another size) is opened to be seen and focused.
      for (let group = control.closest("details"); group; group = group.parentElement?.closest("details") ?? null) {
        group.open = true;
      }
      // Centred, so neither the sticky header nor the notice covers it.
      control.focus({ preventScroll: true });
      control.scrollIntoView?.({ block: "center" });
    }
  }, [isSubmitting, submitCount, errors, values, showNotice, missingTitle, missingText, formRef, handledSubmitRef]);
}
