// A submit the contract refused (Formik counted it and did not send): the
// Missing Information notice when a required field is empty, and the focus on
// the first field to fix, its Cargo details group opened if it is inside.
import { type MutableRefObject, type RefObject, useEffect } from "react";
import type { FormikErrors } from "formik";
import { CARGO_FIELDS, CONTACT_FIELD_SPECS, type ContactField } from "../../supabase/functions/_shared/contactRequest.ts";
import { CARGO_GROUP_ID } from "./CargoDetails";
import type { ContactFormValues } from "./contactFormValues";
import { firstInvalidField, isMissingRequired } from "./fieldErrors";
import { fieldId, optionId } from "./FormField";
import type { NoticeInput } from "./Notice";
import { NOTICE_GROUP } from "./useContactSend";

/** The control to focus for a field: its own, or the first check box or radio button of a field with options. */
function controlOf(form: HTMLFormElement, field: ContactField): HTMLElement | null {
  const spec = CONTACT_FIELD_SPECS[field];
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
    // A field in the closed Cargo details group is opened to be seen and focused.
    const group = form?.ownerDocument.getElementById(CARGO_GROUP_ID);
    if ((CARGO_FIELDS as readonly ContactField[]).includes(first) && group instanceof HTMLDetailsElement) group.open = true;
    const control = form ? controlOf(form, first) : null;
    if (control) {
      // Centred, so neither the sticky header nor the notice covers it.
      control.focus({ preventScroll: true });
      control.scrollIntoView?.({ block: "center" });
    }
  }, [isSubmitting, submitCount, errors, values, showNotice, missingTitle, missingText, formRef, handledSubmitRef]);
}
