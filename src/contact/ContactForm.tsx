// The live quote form (loaded by LazyContactForm when it is needed, never on a
// page's first load): Formik state, the shared contract as its validation, the
// estimate of the chargeable weight, the Missing Information and Failed to
// Send notices, and the send through the lazily loaded client. It takes over
// the plain form with whatever the visitor had already typed there, which
// groups were open, and where the focus was.
// Its parts: the send and a refused submit (sending/useContactSend.tsx,
// sending/useRefusedSubmit.ts), each control's state and the estimate
// (liveControls.tsx), the lines' tools (cargo/useLineTools.ts).
import { useEffect, useLayoutEffect, useRef } from "react";
import { useFormik } from "formik";
import { HONEYPOT_FIELD } from "../../supabase/functions/_shared/contactRequest.ts";
import { NoticeViewport, useNotices } from "./Notice";
import { CARGO_GROUP_ID, type ContactFormProps, ContactFormView } from "./ContactFormView";
import { MORE_LINES_ID } from "./cargo/CargoLines";
import { useLineTools } from "./cargo/useLineTools";
import { type ContactFormValues, startValues } from "./contactFormValues";
import { type FormSnapshot, restoreFocus } from "./formSnapshot";
import { estimateWords, liveControls } from "./liveControls";
import { loadContactClient } from "./sending/submitContactRequest";
import { useContactSend, useFocusAfterFailedSend } from "./sending/useContactSend";
import { useRefusedSubmit } from "./sending/useRefusedSubmit";

type LiveContactFormProps = ContactFormProps & {
  /** The plain form's state when this one took over. */
  start?: FormSnapshot;
  /** The visitor had already pressed Send: send once mounted. */
  submitOnMount?: boolean;
};

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
  const { check, send, restoreFocusRef, handledSubmitRef } = useContactSend({
    copy,
    contactEmail,
    language,
    paths,
    showNotice,
    dismissAll,
  });

  const formik = useFormik<ContactFormValues>({
    initialValues: startValues(start),
    validate: (values) => {
      const checked = check(values);
      return checked.ok ? {} : checked.errors;
    },
    onSubmit: send,
  });
  const { values, errors, isSubmitting, submitCount } = formik;

  // Where the visitor was in the plain form: same control, same caret.
  useLayoutEffect(() => {
    if (start && formRef.current) restoreFocus(formRef.current, start);
  }, [start]);

  useFocusAfterFailedSend(isSubmitting, restoreFocusRef, formRef);
  useRefusedSubmit({ formRef, handledSubmitRef, state: { isSubmitting, submitCount, errors, values }, showNotice, copy });

  // The visitor pressed Send in the plain form while this code was loading.
  useEffect(() => {
    if (submitOnMount) formRef.current?.requestSubmit();
  }, [submitOnMount]);

  const { errorFor, control, option, choice, flag, question, lineErrorFor, lineState } = liveControls(formik, copy, language);
  const estimate = estimateWords(values, copy, language, suggestions);

  const cargoOpen = start?.open?.includes(CARGO_GROUP_ID) ?? false;
  const { tools, loadTools, lineNews, setLineNews } = useLineTools(cargoOpen);

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
      question={question}
      errorFor={errorFor}
      cargoOpen={cargoOpen}
      estimate={estimate}
      lines={{
        count: values.cargoLines.length,
        state: lineState,
        errorFor: lineErrorFor,
        moreOpen: start?.open?.includes(MORE_LINES_ID) ?? false,
        live: true,
        tools: tools?.lineTools({ formik, copy, language, announce: setLineNews }),
        news: lineNews,
      }}
      onCargoToggle={(open) => open && !tools && loadTools()}
      honeypot={{ value: values[HONEYPOT_FIELD], onChange: formik.handleChange }}
      submitting={isSubmitting}
    >
      <NoticeViewport notices={notices} dismissLabel={copy.dismissLabel} onDismiss={dismissNotice} />
    </ContactFormView>
  );
}
