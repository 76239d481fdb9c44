import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { css, keyframes } from "@emotion/react";
import { Link, graphql, navigate } from "gatsby";
import { useFormik, type FormikTouched } from "formik";
import { ChevronDown, CircleAlert, LoaderCircle } from "lucide-react";
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_REQUEST,
  type ContactField,
  type ContactRequest,
} from "../../supabase/functions/_shared/contactFields.ts";
import { Button } from "../components/Button";
import { NoticeViewport, useNotices } from "../components/Notice";
import { VisuallyHidden } from "../components/VisuallyHidden";
import { SentenceWithEmail } from "../components/SentenceWithEmail";
import { theme } from "../theme";
import { fieldErrorMessage, firstInvalidField, isMissingRequired, type ContactErrors } from "./fieldErrors";
import { createIdempotencyKeys, type IdempotencyKeys } from "./idempotency";
import { loadContactContract } from "./loadContactContract";
import { loadContactClient, submitContactRequest } from "./submitContactRequest";

export const query = graphql`
  fragment ContactFormCopy on ContactYamlForm {
    title
    nameLabel
    emailLabel
    phoneLabel
    countryLabel
    countryPlaceholder
    detailsLabel
    detailsPlaceholder
    messageLabel
    messagePlaceholder
    submitLabel
    sendingLabel
    footnote
    privacyLink
    missingTitle
    missingText
    failedTitle
    failedText
    requiredError
    emailError
    tooLongError
    lineBreakError
    dismissLabel
  }
`;

/** The contract's six fields plus the honeypot a human never sees. */
type ContactFormValues = ContactRequest & { website: string };

const INITIAL_VALUES: ContactFormValues = { ...EMPTY_CONTACT_REQUEST, website: "" };

const ALL_TOUCHED: FormikTouched<ContactFormValues> = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true]));

const NOTICE_GROUP = "contact-form";

/** Separates the common destinations from the rest in the native list. */
const COUNTRY_DIVIDER = "──────────";

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

const { colors, space, radii, shadows, fontSizes, fontWeights, sizes, mq, transitions, lineHeights } = theme;

const cardStyles = css`
  padding: ${space[6]} ${space[5]};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.lg};
  ${mq.md} {
    padding: ${space[8]};
  }
  h3 {
    font-size: ${fontSizes["2xl"]};
    margin-bottom: ${space[6]};
  }
`;

const gridStyles = css`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const fullWidthStyles = css`
  grid-column: 1 / -1;
`;

const labelStyles = css`
  display: block;
  margin-bottom: ${space[2]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${colors.ink};
`;

const asteriskStyles = css`
  margin-left: ${space[1]};
  color: ${colors.accent};
`;

const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${sizes.touch};
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  line-height: ${lineHeights.normal};
  transition: border-color ${transitions.fast}, box-shadow ${transitions.fast};
  &::placeholder {
    color: ${colors.muted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${colors.muted};
  }
  &:focus-visible {
    border-color: ${colors.focus};
  }
  &[aria-invalid="true"] {
    border-color: ${colors.danger};
    box-shadow: inset 0 0 0 1px ${colors.danger};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${colors.surfaceAlt};
    color: ${colors.muted};
  }
`;

const textareaStyles = css`
  resize: vertical;
  padding-top: ${space[3]};
  padding-bottom: ${space[3]};
`;

const selectWrapStyles = css`
  position: relative;
  > svg {
    position: absolute;
    top: 50%;
    right: ${space[3]};
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    transform: translateY(-50%);
    color: ${colors.muted};
    pointer-events: none;
  }
`;

const selectStyles = css`
  appearance: none;
  padding-right: ${space[10]};
  cursor: pointer;
  &[data-empty="true"] {
    color: ${colors.muted};
  }
  option {
    color: ${colors.ink};
  }
`;

const errorStyles = css`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  margin-top: ${space[2]};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${colors.danger};
  svg {
    flex: none;
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    margin-top: 0.1em;
  }
`;

const actionsStyles = css`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[8]};
  button {
    width: 100%;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const spinnerStyles = css`
  animation: ${spin} 0.8s linear infinite;
  ${mq.reducedMotion} {
    animation: none;
  }
`;

const footnoteStyles = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
  text-align: center;
`;

/** "Full Name *" -> "Full Name" and a star only sighted visitors need (the control says required). */
function FieldLabel({ htmlFor, text }: { htmlFor: string; text: string }) {
  const required = text.trimEnd().endsWith("*");
  return (
    <label htmlFor={htmlFor} css={labelStyles}>
      {required ? text.trimEnd().slice(0, -1).trimEnd() : text}
      {required && (
        <span aria-hidden="true" css={asteriskStyles}>
          *
        </span>
      )}
    </label>
  );
}

type FieldProps = {
  field: ContactField;
  label: string;
  error: string | undefined;
  fullWidth?: boolean;
  children: ReactNode;
};

function Field({ field, label, error, fullWidth = false, children }: FieldProps) {
  return (
    <div css={fullWidth && fullWidthStyles}>
      <FieldLabel htmlFor={fieldId(field)} text={label} />
      {children}
      {error && (
        <p id={errorId(field)} css={errorStyles}>
          <CircleAlert aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

type ContactFormProps = {
  copy: Queries.ContactFormCopyFragment;
  countries: Queries.CountriesContentFragment;
  contactEmail: string;
};

/**
 * The quote request form (SPEC §3-5, §8): Formik state, the shared yup
 * contract as its validation, and the send through the lazily loaded client.
 */
export function ContactForm({ copy, countries, contactEmail }: ContactFormProps) {
  const { notices, showNotice, dismissNotice, dismissAll } = useNotices();
  const formRef = useRef<HTMLFormElement>(null);
  const keysRef = useRef<IdempotencyKeys | null>(null);
  // Guards the whole submit, validation included: a second click does nothing.
  const busyRef = useRef(false);
  const restoreFocusRef = useRef(false);
  const [attempted, setAttempted] = useState(false);

  const showFailedNotice = () =>
    showNotice({
      group: NOTICE_GROUP,
      variant: "destructive",
      title: copy.failedTitle,
      description: <SentenceWithEmail template={copy.failedText} email={contactEmail} />,
    });

  const formik = useFormik<ContactFormValues>({
    initialValues: INITIAL_VALUES,
    // The shared contract, loaded on first focus (see loadContactContract).
    validate: async (values) => {
      const { validateContactRequest } = await loadContactContract();
      const checked = validateContactRequest(values);
      return checked.ok ? {} : checked.errors;
    },
    onSubmit: async (values, helpers) => {
      const { validateContactRequest } = await loadContactContract();
      const checked = validateContactRequest(values);
      if (!checked.ok) return; // cannot happen: the same contract has just passed
      keysRef.current ??= createIdempotencyKeys();
      const keys = keysRef.current;
      const idempotencyKey = keys.keyFor({ ...checked.value, website: values.website });
      dismissAll();
      try {
        const receipt = await submitContactRequest(checked.value, { idempotencyKey, honeypot: values.website });
        console.info("Contact request sent", receipt);
        keys.succeeded();
        helpers.resetForm();
        setAttempted(false);
        await navigate("/thank-you");
      } catch (error) {
        console.error("The contact request could not be sent", error);
        restoreFocusRef.current = true;
        showFailedNotice();
      }
    },
  });

  const { values, errors, touched, isSubmitting } = formik;

  // Disabling the controls drops the focus from the submit button in some
  // browsers; give it back where the visitor was, once it can take focus.
  useEffect(() => {
    if (isSubmitting || !restoreFocusRef.current) return;
    restoreFocusRef.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [isSubmitting]);

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busyRef.current) return;
      busyRef.current = true;
      try {
        setAttempted(true);
        let found: ContactErrors;
        try {
          // Makes sure the lazily loaded contract is here before Formik validates.
          await loadContactContract();
          found = (await formik.validateForm()) as ContactErrors;
        } catch (error) {
          // The contract's chunk did not download (offline): the send cannot work either.
          console.error("The contact request could not be sent", error);
          showFailedNotice();
          return;
        }
        await formik.setTouched(ALL_TOUCHED, false);
        const first = firstInvalidField(found);
        if (first) {
          if (isMissingRequired(formik.values)) {
            showNotice({
              group: NOTICE_GROUP,
              variant: "destructive",
              title: copy.missingTitle,
              description: copy.missingText,
            });
          }
          const control = formRef.current?.elements.namedItem(first);
          if (control instanceof HTMLElement) {
            // Centred, so neither the sticky header nor the notice covers it.
            control.focus({ preventScroll: true });
            control.scrollIntoView?.({ block: "center" });
          }
          return;
        }
        await formik.submitForm();
      } finally {
        busyRef.current = false;
      }
    },
    [formik, showNotice, showFailedNotice, copy.missingTitle, copy.missingText]
  );

  /** An error is shown once the visitor has tried to send, or left a filled field. */
  const errorFor = (field: ContactField): string | undefined => {
    const code = errors[field];
    if (!code) return undefined;
    const visible = attempted || (touched[field] && values[field].trim() !== "");
    return visible ? fieldErrorMessage(field, code, copy) : undefined;
  };

  const controlProps = (field: ContactField) => {
    const error = errorFor(field);
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      // Each control is disabled on its own while sending (a <fieldset> would need a legend).
      disabled: isSubmitting,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": error ? errorId(field) : undefined,
    };
  };

  const warmUp = () => {
    // First interaction: fetch the contract and supabase-js in the background, ready for the send.
    loadContactContract().catch(() => undefined);
    loadContactClient().catch(() => undefined);
  };

  return (
    <div css={cardStyles}>
      <h3 id="contact-form-title">{copy.title}</h3>
      <form
        ref={formRef}
        aria-labelledby="contact-form-title"
        aria-busy={isSubmitting || undefined}
        onSubmit={handleSubmit}
        onFocus={warmUp}
      >
          <div css={gridStyles}>
            <Field field="name" label={copy.nameLabel} error={errorFor("name")}>
              <input type="text" autoComplete="name" required css={controlStyles} {...controlProps("name")} />
            </Field>
            <Field field="email" label={copy.emailLabel} error={errorFor("email")}>
              <input type="email" autoComplete="email" required css={controlStyles} {...controlProps("email")} />
            </Field>
            <Field field="phone" label={copy.phoneLabel} error={errorFor("phone")}>
              <input type="tel" autoComplete="tel" css={controlStyles} {...controlProps("phone")} />
            </Field>
            <Field field="shippingCountry" label={copy.countryLabel} error={errorFor("shippingCountry")}>
              <div css={selectWrapStyles}>
                {/* Not `required`: an empty country is the Missing Information notice's case. */}
                <select
                  autoComplete="country-name"
                  aria-required="true"
                  data-empty={values.shippingCountry === ""}
                  css={[controlStyles, selectStyles]}
                  {...controlProps("shippingCountry")}
                >
                  <option value="" disabled>
                    {copy.countryPlaceholder}
                  </option>
                  {countries.primary.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                  <option disabled>{COUNTRY_DIVIDER}</option>
                  {countries.secondary.map((country) => (
                    <option key={country} value={country}>
                      {country}
                    </option>
                  ))}
                </select>
                <ChevronDown aria-hidden="true" />
              </div>
            </Field>
            <Field field="shippingDetails" label={copy.detailsLabel} error={errorFor("shippingDetails")} fullWidth>
              <input
                type="text"
                placeholder={copy.detailsPlaceholder}
                css={controlStyles}
                {...controlProps("shippingDetails")}
              />
            </Field>
            <Field field="message" label={copy.messageLabel} error={errorFor("message")} fullWidth>
              <textarea
                rows={4}
                required
                placeholder={copy.messagePlaceholder}
                css={[controlStyles, textareaStyles]}
                {...controlProps("message")}
              />
            </Field>
          </div>
          {/* Honeypot: invisible and unreachable for people, tempting for bots. */}
          <VisuallyHidden>
            <input
              type="text"
              name="website"
              value={values.website}
              onChange={formik.handleChange}
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
            />
          </VisuallyHidden>
          <div css={actionsStyles}>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <>
                  <LoaderCircle aria-hidden="true" css={spinnerStyles} />
                  {copy.sendingLabel}
                </>
              ) : (
                copy.submitLabel
              )}
            </Button>
            <p css={footnoteStyles}>
              {copy.footnote} <Link to="/privacy">{copy.privacyLink}</Link>
            </p>
          </div>
        <VisuallyHidden role="status">{isSubmitting ? copy.sendingLabel : ""}</VisuallyHidden>
      </form>
      <NoticeViewport notices={notices} dismissLabel={copy.dismissLabel} onDismiss={dismissNotice} />
    </div>
  );
}
