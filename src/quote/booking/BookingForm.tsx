// The booking form of the quote page, for the option chosen: the day the cargo
// is ready (a native date input, today to 90 days ahead in Hong Kong), the
// supplier in China, the consignee when the quote is to the door, and notes.
// Checked with the booking contract the function checks it with
// (supabase/functions/_shared/booking/bookingRequest.ts), in the page's words;
// the function's 400 names each field that is wrong, in the lead's language,
// and those sentences show under the fields. Loaded only when it is shown
// (QuoteDocument.tsx), so Formik and yup are not part of the page's first load.
import { css } from "@emotion/react";
import { Form, Formik, setIn, useField, type FormikErrors } from "formik";
import { useState } from "react";
import { Button } from "../../components/Button";
import { Icon } from "../../components/icons/Icon";
import { theme } from "../../theme";
import { controlStyles, errorStyles, hintStyles, labelStyles, textareaStyles } from "../../contact/formStyles";
import {
  type BookingField,
  type BookingParty,
  type BookingRequest,
  EMPTY_PARTY,
  PARTY_FIELD_SPECS,
  PARTY_FIELDS,
  NOTES_SPEC,
  bookingErrorText,
  cargoReadyRange,
  formatBookingDate,
  hongKongDate,
  validateBookingRequest,
} from "../../../supabase/functions/_shared/booking/bookingRequest.ts";
import type { ServiceName } from "../../../supabase/functions/_shared/price/pricing.ts";
import { fillTemplate } from "../../../supabase/functions/_shared/words/template.ts";
import type { BookingBody, QuoteBooking, QuoteConflict } from "../../../supabase/functions/_shared/api/quotePageApi.ts";
import type { QuoteOutcome } from "../quoteApi";
import type { QuoteBookingWords, QuotePageWords } from "../words";

const { space, fontSizes, fontWeights, colors } = theme;

const formStyles = css`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[4]};
  fieldset {
    display: grid;
    gap: ${space[3]};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${space[2]};
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
    color: ${colors.ink};
  }
`;

const alertStyles = css`
  font-weight: ${fontWeights.semibold};
  color: ${colors.danger};
`;

type BookingValues = { cargoReadyDate: string; supplier: BookingParty; consignee: BookingParty; notes: string };

export type BookingFormProps = {
  service: ServiceName;
  /** The quote is to the door: the consignee is asked for, and required. */
  door: boolean;
  /** What was sent before, to correct it (its parties, as the lead is open while it can be corrected). */
  before: QuoteBooking | null;
  /** What the form says as it is sent (content/quote-page.yaml). */
  words: QuotePageWords["booking"];
  /** What it says of a booking at an offer the function refused (content/quote-page.yaml, quotation). */
  offerWords: QuotePageWords["quotation"];
  /** The number of the team's offer it books at; none: at the estimate. */
  offer?: number;
  /** Its labels and errors (content/booking.yaml, as the function says them). */
  bookingWords: QuoteBookingWords;
  /** The chosen option's name. */
  serviceName: string;
  language: string;
  send: (booking: BookingBody) => Promise<QuoteOutcome<QuoteBooking>>;
  onBooked: (booking: QuoteBooking) => void;
};

const fieldId = (name: string) => `booking-${name.replace(".", "-")}`;

function Field({
  name,
  label,
  hint,
  multiline,
  type = "text",
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  type?: string;
  required?: boolean;
  min?: string;
  max?: string;
  maxLength?: number;
  autoComplete?: string;
}) {
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const error = meta.touched ? meta.error : undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const control = { id, ...field, ...input, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div>
      <label htmlFor={id} css={labelStyles}>
        {label}
      </label>
      {multiline ? (
        <textarea {...control} rows={3} css={[controlStyles, textareaStyles]} />
      ) : (
        <input {...control} type={type} css={controlStyles} />
      )}
      {hint && (
        <p id={`${id}-hint`} css={hintStyles}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} css={errorStyles}>
          <Icon name="circle-alert" />
          {error}
        </p>
      )}
    </div>
  );
}

const PARTY_AUTOCOMPLETE = { company: "organization", contact: "name", phone: "tel", address: "street-address" } as const;

function PartyFields({ party, legend, words }: { party: "supplier" | "consignee"; legend: string; words: QuoteBookingWords["form"] }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {PARTY_FIELDS.map((field) => (
        <Field
          key={field}
          name={`${party}.${field}`}
          label={words[field]}
          required
          multiline={field === "address"}
          type={field === "phone" ? "tel" : "text"}
          maxLength={PARTY_FIELD_SPECS[field].maxLength}
          autoComplete={`section-${party} ${PARTY_AUTOCOMPLETE[field]}`}
        />
      ))}
    </fieldset>
  );
}

/** The server's sentences (400's `fields`) as Formik errors: a send has touched every field, so they show. */
const serverErrors = (fields: Record<string, string>): FormikErrors<BookingValues> =>
  Object.entries(fields).reduce<FormikErrors<BookingValues>>((errors, [field, message]) => setIn(errors, field, message), {});

/** What the form says of a 409: booked, expired, or (at an offer) replaced, expired or required. */
function conflictText(reason: QuoteConflict, words: BookingFormProps["words"], offerWords: BookingFormProps["offerWords"]): string {
  switch (reason) {
    case "expired":
      return words.expired;
    case "offer_superseded":
      return offerWords.superseded;
    case "offer_expired":
      return offerWords.expired;
    case "offer_required":
      return offerWords.required;
    default:
      return words.booked;
  }
}

export function BookingForm(props: BookingFormProps) {
  const { service, door, before, words, offerWords, offer, bookingWords, serviceName, language, send, onBooked } = props;
  const labels = bookingWords.form;
  const [answer, setAnswer] = useState<string | null>(null);
  const today = hongKongDate(new Date());
  const { first, last } = cargoReadyRange(today);
  const request = (values: BookingValues): BookingRequest => ({
    service,
    cargoReadyDate: values.cargoReadyDate,
    supplier: values.supplier,
    consignee: door ? values.consignee : null,
    notes: values.notes,
  });
  const validate = (values: BookingValues): FormikErrors<BookingValues> => {
    const checked = validateBookingRequest(request(values), { today, consigneeRequired: door, services: [service] });
    if (checked.ok) return {};
    return Object.entries(checked.errors).reduce<FormikErrors<BookingValues>>(
      (errors, [field, code]) => setIn(errors, field, bookingErrorText(bookingWords.errors, field as BookingField, code, language, today)),
      {},
    );
  };
  const initial: BookingValues = {
    cargoReadyDate: before?.cargoReadyDate ?? "",
    supplier: before?.parties?.supplier ?? EMPTY_PARTY,
    consignee: before?.parties?.consignee ?? EMPTY_PARTY,
    notes: before?.parties?.notes ?? "",
  };
  return (
    <Formik<BookingValues>
      initialValues={initial}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setAnswer(null);
        const outcome = await send(offer === undefined ? request(values) : { ...request(values), offer });
        switch (outcome.kind) {
          case "ok":
            onBooked(outcome.value);
            return;
          case "invalid":
            helpers.setErrors(serverErrors(outcome.fields));
            setAnswer(words.invalid);
            return;
          case "conflict":
            setAnswer(conflictText(outcome.reason, words, offerWords));
            return;
          case "tooMany":
            setAnswer(words.tooMany);
            return;
          default:
            setAnswer(words.failed);
        }
      }}
    >
      {({ isSubmitting, submitCount, errors }) => (
        <Form css={formStyles} noValidate aria-describedby="booking-answer">
          <p>
            {labels.service}: <strong>{serviceName}</strong>
          </p>
          <Field
            name="cargoReadyDate"
            label={labels.cargoReadyDate}
            type="date"
            required
            min={first}
            max={last}
            hint={fillTemplate(labels.cargoReadyHint, {
              first: formatBookingDate(first, language),
              last: formatBookingDate(last, language),
            })}
          />
          <PartyFields party="supplier" legend={labels.supplierTitle} words={labels} />
          {door && <PartyFields party="consignee" legend={labels.consigneeTitle} words={labels} />}
          <Field name="notes" label={labels.notes} multiline maxLength={NOTES_SPEC.maxLength} />
          <p id="booking-answer" role="alert" css={alertStyles}>
            {answer ?? (submitCount > 0 && Object.keys(errors).length > 0 ? words.invalid : "")}
          </p>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? words.sending : before ? words.correct : labels.submit}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

export default BookingForm;
