// The live quote form (loaded by LazyContactForm when it is needed, never on a
// page's first load): Formik state, the shared contract as its validation, the
// estimate of the chargeable weight, the Missing Information and Failed to
// Send notices, and the send through the lazily loaded client. It takes over
// the plain form with whatever the visitor had already typed there, which
// groups were open, and where the focus was.
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { useFormik } from "formik";
import { VOLUMETRIC_DIVISOR } from "../../supabase/functions/_shared/chargeableWeight.ts";
import {
  CARGO_FIELDS,
  CONTACT_FIELD_SPECS,
  type ChoiceField,
  type ChoicesField,
  type ContactField,
  type ContactFormInput,
  type ContactValidationResult,
  EMPTY_CONTACT_INPUT,
  type FlagField,
  HONEYPOT_FIELD,
  validateContactRequest,
} from "../../supabase/functions/_shared/contactRequest.ts";
import { formatNumber } from "../../supabase/functions/_shared/fieldWords.ts";
import { fillTemplate, inMinutes } from "../../supabase/functions/_shared/template.ts";
import { readAnsweredPrice } from "../../supabase/functions/_shared/visitorPrice.ts";
import { NoticeViewport, useNotices } from "./Notice";
import { SentenceWithEmail } from "../components/SentenceWithEmail";
import { CARGO_GROUP_ID, type ContactFormProps, ContactFormView } from "./ContactFormView";
import { liveEstimate } from "./estimate";
import { fieldErrorMessage, firstInvalidField, isMissingRequired } from "./fieldErrors";
import { fieldId, optionId } from "./FormField";
import { type FormSnapshot, restoreFocus } from "./formSnapshot";
import { createIdempotencyKeys, type IdempotencyKeys } from "./idempotency";
import { readReceipt, showReceipt } from "./receipt";
import { ContactSendError, landingSource, loadContactClient, submitContactRequest } from "./submitContactRequest";

/** The contract's fields as typed, plus the honeypot a human never sees. */
type ContactFormValues = ContactFormInput & { [HONEYPOT_FIELD]: string };

const NOTICE_GROUP = "contact-form";

type LiveContactFormProps = ContactFormProps & {
  /** The plain form's state when this one took over. */
  start?: FormSnapshot;
  /** The visitor had already pressed Send: send once mounted. */
  submitOnMount?: boolean;
};

/**
 * The plain form's values, each of the type its field takes: a list for a
 * field's check boxes, true or false for a yes-or-no one (ticked: its value in
 * the list), else text.
 */
function startValues(start: FormSnapshot | undefined): ContactFormValues {
  const values: Record<string, string | string[] | boolean> = { ...EMPTY_CONTACT_INPUT, [HONEYPOT_FIELD]: "" };
  for (const [name, value] of Object.entries(start?.values ?? {})) {
    if (!(name in values)) continue;
    if (typeof values[name] === "boolean") values[name] = Array.isArray(value) && value.length > 0;
    else if (Array.isArray(values[name]) === Array.isArray(value)) values[name] = value;
  }
  return values as ContactFormValues;
}

const isFilled = (value: string | string[] | boolean) =>
  typeof value === "boolean" ? value : typeof value === "string" ? value.trim() !== "" : value.length > 0;

/** The control to focus for a field: its own, or the first check box or radio button of a field with options. */
function controlOf(form: HTMLFormElement, field: ContactField): HTMLElement | null {
  const spec = CONTACT_FIELD_SPECS[field];
  const id = spec.kind === "choices" || spec.kind === "choice" ? optionId(field, spec.options[0]) : fieldId(field);
  return form.ownerDocument.getElementById(id);
}

export function ContactForm({
  copy,
  countries,
  contactEmail,
  language,
  paths,
  suggestions,
  start,
  submitOnMount = false,
}: LiveContactFormProps) {
  const { notices, showNotice, dismissNotice, dismissAll } = useNotices();
  const formRef = useRef<HTMLFormElement>(null);
  const keysRef = useRef<IdempotencyKeys | null>(null);
  const restoreFocusRef = useRef(false);
  // The contract's last answer, so a send validates once: the check that
  // refuses a submit also gives the trimmed request that onSubmit sends.
  const checkedRef = useRef<{ values: ContactFormValues; result: ContactValidationResult } | null>(null);
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

  const showFailedNotice = (error: unknown) => showNotice({ group: NOTICE_GROUP, variant: "destructive", ...failureWords(error) });

  // Formik owns the submit: it marks every field touched, counts the attempt,
  // validates with the contract, and calls this only when the request is
  // valid, keeping isSubmitting (every control disabled) until it settles.
  async function send(values: ContactFormValues) {
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
      showFailedNotice(error);
      return;
    }
    // Accepted: from here on nothing says it failed, and nothing sends it again.
    console.info("Contact request sent", answer);
    keys.succeeded();
    formik.resetForm();
    handledSubmitRef.current = 0;
    const { pickupCity, deliverTo, insure } = checked.value;
    await showReceipt(
      paths.thankYou,
      readReceipt({
        reference: answer.reference,
        price: readAnsweredPrice(answer),
        idempotencyKey,
        asked: { pickupCity: pickupCity || null, door: deliverTo === "door", insure },
      }),
    );
  }

  const formik = useFormik<ContactFormValues>({
    initialValues: startValues(start),
    validate: (values) => {
      const checked = check(values);
      return checked.ok ? {} : checked.errors;
    },
    onSubmit: send,
  });
  const { values, errors, touched, isSubmitting, submitCount } = formik;

  // Where the visitor was in the plain form: same control, same caret.
  useLayoutEffect(() => {
    if (start && formRef.current) restoreFocus(formRef.current, start);
  }, [start]);

  // Sending disables the controls, which drops the focus from the send button
  // in some browsers; give it back once it can take focus.
  useEffect(() => {
    if (isSubmitting || !restoreFocusRef.current) return;
    restoreFocusRef.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [isSubmitting]);

  // A submit the contract refused (Formik counted it and did not send): say
  // what is missing and take the visitor to the first field to fix.
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmitRef.current) return;
    handledSubmitRef.current = submitCount;
    const first = firstInvalidField(errors);
    if (!first) return;
    if (isMissingRequired(values)) {
      showNotice({ group: NOTICE_GROUP, variant: "destructive", title: copy.missingTitle, description: copy.missingText });
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
  }, [isSubmitting, submitCount, errors, values, showNotice, copy.missingTitle, copy.missingText]);

  // The visitor pressed Send in the plain form while this code was loading.
  useEffect(() => {
    if (submitOnMount) formRef.current?.requestSubmit();
  }, [submitOnMount]);

  /** An error is shown once the visitor has tried to send, or left a filled field. */
  const errorFor = (field: ContactField): string | undefined => {
    const code = errors[field];
    if (!code || typeof code !== "string") return undefined;
    const visible = submitCount > 0 || (touched[field] && isFilled(values[field]));
    return visible ? fieldErrorMessage(field, code, copy, language) : undefined;
  };

  const control = (field: ContactField) => {
    const value = values[field];
    return {
      value: typeof value === "string" ? value : undefined,
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      // Each control is disabled on its own while sending (a <fieldset> would need a legend).
      disabled: isSubmitting,
      "aria-invalid": errorFor(field) ? (true as const) : undefined,
    };
  };

  /** What every check box and radio button of the live form shares. */
  const box = { onChange: formik.handleChange, onBlur: formik.handleBlur, disabled: isSubmitting };
  const option = (field: ChoicesField, choice: string) => ({ ...box, checked: values[field].includes(choice) });
  const choice = (field: ChoiceField, place: string) => ({ ...box, checked: values[field] === place });
  const flag = (field: FlagField) => ({
    ...box,
    checked: values[field],
    "aria-invalid": errorFor(field) ? (true as const) : undefined,
  });

  const estimated = liveEstimate(values, language);
  const number = (value: number, digits = 1) => formatNumber(value, language, { maximumFractionDigits: digits });
  const estimate = estimated && (
    <>
      <strong>{fillTemplate(copy.cargo.estimate, { chargeable: number(estimated.chargeableKg) })}</strong>
      <p>
        {fillTemplate(copy.cargo.estimateDetails, {
          volumetric: number(estimated.volumetricKg),
          gross: number(estimated.grossKg, 2),
          divisor: formatNumber(VOLUMETRIC_DIVISOR, language),
        })}
      </p>
      <p>{copy.cargo.estimateNote}</p>
    </>
  );

  return (
    <ContactFormView
      copy={copy}
      countries={countries}
      contactEmail={contactEmail}
      suggestions={suggestions}
      language={language}
      paths={paths}
      formRef={formRef}
      formProps={{
        onSubmit: formik.handleSubmit,
        // supabase-js is fetched while the visitor types, ready for the send.
        onFocus: () => void loadContactClient().catch(() => undefined),
        "aria-busy": isSubmitting || undefined,
        "data-form": "live",
      }}
      control={control}
      option={option}
      choice={choice}
      flag={flag}
      errorFor={errorFor}
      cargoOpen={start?.open?.includes(CARGO_GROUP_ID) ?? false}
      estimate={estimate}
      honeypot={{ value: values[HONEYPOT_FIELD], onChange: formik.handleChange }}
      submitting={isSubmitting}
    >
      <NoticeViewport notices={notices} dismissLabel={copy.dismissLabel} onDismiss={dismissNotice} />
    </ContactFormView>
  );
}
