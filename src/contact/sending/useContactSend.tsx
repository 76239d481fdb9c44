// The live quote form's send: the contract's check (once per set of values),
// the idempotency key, the request through the lazily loaded client, the
// Failed to Send notice in the page's words, and on success the thank-you
// page with its receipt. Used by ContactForm.tsx as Formik's onSubmit.
import { type MutableRefObject, type ReactNode, type RefObject, useEffect, useRef } from "react";
import type { FormikHelpers } from "formik";
import {
  type ContactValidationResult,
  HONEYPOT_FIELD,
  validateContactRequest,
} from "../../../supabase/functions/_shared/contactRequest.ts";
import { fillTemplate, inMinutes } from "../../../supabase/functions/_shared/words/template.ts";
import { answeredPriceOf } from "../../../supabase/functions/_shared/api/quoteRequestApi.ts";
import { shipmentFigures } from "../../../supabase/functions/_shared/words/shipmentSummary.ts";
import { SentenceWithEmail } from "../../components/contacts/SentenceWithEmail";
import type { LanguagePaths } from "../../content/languages";
import type { ContactFormValues } from "../contactFormValues";
import { createIdempotencyKeys, type IdempotencyKeys } from "./idempotency";
import type { NoticeInput } from "../Notice";
import { readReceipt, showReceipt } from "./receipt";
import { ContactSendError, landingSource, submitContactRequest } from "./submitContactRequest";

/** The notices' group: a new notice of the form replaces the last. */
export const NOTICE_GROUP = "contact-form";

/** What the send takes from the form's props (ContactFormView.tsx's), and the notices' two ways in. */
type ContactSendOptions = {
  copy: Queries.ContactFormCopyFragment;
  contactEmail: string;
  language: string;
  paths: Pick<LanguagePaths, "thankYou">;
  showNotice: (notice: NoticeInput) => unknown;
  dismissAll: () => void;
};

export function useContactSend({ copy, contactEmail, language, paths, showNotice, dismissAll }: ContactSendOptions) {
  const keysRef = useRef<IdempotencyKeys | null>(null);
  /** A send failed: the focus goes back to the send button once the controls are enabled again. */
  const restoreFocusRef = useRef(false);
  // The contract's last answer, so a send validates once: the check that
  // refuses a submit also gives the trimmed request that onSubmit sends.
  const checkedRef = useRef<{ values: ContactFormValues; result: ContactValidationResult } | null>(null);
  /** The submit count whose refusal was last handled (useRefusedSubmit.ts); 0 again after a send. */
  const handledSubmitRef = useRef(0);

  const check = (values: ContactFormValues): ContactValidationResult => {
    if (checkedRef.current?.values !== values) checkedRef.current = { values, result: validateContactRequest(values, language) };
    return checkedRef.current.result;
  };

  /** What the notice says when a send failed: its title and sentence, in the page's language. */
  const failureWords = (error: unknown): { title: string; description: ReactNode } => {
    const answer = error instanceof ContactSendError ? error.details : {};
    // Over a rate limit (told by the status: a 429 from a proxy has no body): how long to wait.
    if (answer.status === 429) {
      const time = inMinutes(language, answer.retryAfterSeconds ?? 60);
      return { title: copy.rateLimitedTitle, description: fillTemplate(copy.rateLimitedText, { time }) };
    }
    // Neither the database nor the team has it yet (the function's database and e-mail were both away).
    if (answer.code === "unavailable") return { title: copy.unavailableTitle, description: copy.unavailableText };
    return { title: copy.failedTitle, description: <SentenceWithEmail template={copy.failedText} email={contactEmail} /> };
  };

  // Formik owns the submit: it marks every field touched, counts the attempt,
  // validates with the contract, and calls this only when the request is
  // valid, keeping isSubmitting (every control disabled) until it settles.
  async function send(values: ContactFormValues, { resetForm }: FormikHelpers<ContactFormValues>) {
    const checked = check(values);
    if (!checked.ok) return;
    keysRef.current ??= createIdempotencyKeys();
    const keys = keysRef.current;
    const honeypot = values[HONEYPOT_FIELD];
    const idempotencyKey = keys.keyFor({ ...checked.value, [HONEYPOT_FIELD]: honeypot });
    dismissAll();
    let answer: Awaited<ReturnType<typeof submitContactRequest>>;
    try {
      answer = await submitContactRequest(checked.value, { idempotencyKey, language, honeypot, source: landingSource() });
    } catch (error) {
      console.error("The contact request could not be sent", error);
      restoreFocusRef.current = true;
      showNotice({ group: NOTICE_GROUP, variant: "destructive", ...failureWords(error) });
      return;
    }
    // Accepted: from here on nothing says it failed, and nothing sends it again.
    console.info("Contact request sent", answer);
    keys.succeeded();
    resetForm();
    handledSubmitRef.current = 0;
    const { pickupCity, deliverTo, insure, cargoLines } = checked.value;
    await showReceipt(
      paths.thankYou,
      readReceipt({
        reference: answer?.reference,
        price: answer && answeredPriceOf(answer),
        quoteKey: answer?.quoteKey,
        asked: { pickupCity: pickupCity || null, door: deliverTo === "door", insure },
        ...(cargoLines.length > 0 ? { shipment: shipmentFigures(cargoLines) } : {}),
      }),
    );
  }

  return { check, send, restoreFocusRef, handledSubmitRef };
}

/**
 * Sending disables the controls, which drops the focus from the send button
 * in some browsers; give it back once it can take focus.
 */
export function useFocusAfterFailedSend(
  isSubmitting: boolean,
  restoreFocusRef: MutableRefObject<boolean>,
  formRef: RefObject<HTMLFormElement>,
) {
  useEffect(() => {
    if (isSubmitting || !restoreFocusRef.current) return;
    restoreFocusRef.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [isSubmitting, restoreFocusRef, formRef]);
}
