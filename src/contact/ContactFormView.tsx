// The quote form's markup, once, for both of its lives: the plain HTML form
// the page is served with (it posts to the function and works without any
// JavaScript), and the live form that takes it over (ContactForm.tsx), which
// passes values, handlers and errors for each control.
import type { ChangeEventHandler, FocusEventHandler, FormHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from "react";
import { Link, graphql } from "gatsby";
import { ChevronDown, LoaderCircle } from "lucide-react";
import { type ContactField, HONEYPOT_FIELD, LANGUAGE_FIELD } from "../../supabase/functions/_shared/contactFields.ts";
import { Button } from "../components/Button";
import type { LanguagePaths } from "../content/languages";
import { VisuallyHidden } from "../components/VisuallyHidden";
import { contactFunctionUrl } from "./backendConfig";
import { FormField, fieldId } from "./FormField";
import {
  actionsStyles,
  cardStyles,
  controlStyles,
  footnoteStyles,
  gridStyles,
  selectStyles,
  selectWrapStyles,
  spinnerStyles,
  textareaStyles,
} from "./formStyles";

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
    invalidCharacterError
    dismissLabel
  }
`;

export type ContactFormProps = {
  copy: Queries.ContactFormCopyFragment;
  countries: Queries.CountriesContentFragment;
  contactEmail: string;
  /** The page's language: sent with the request, so the answer and the team's reply can be in it. */
  language: string;
  /** The thank-you page and privacy notice in that language. */
  paths: Pick<LanguagePaths, "thankYou" | "privacy">;
};

/** What the live form sets on a control; the plain form sets none of it. */
export type ControlState = {
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  disabled?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** Separates the common destinations from the rest in the native list. */
const COUNTRY_DIVIDER = "──────────";

type ContactFormViewProps = ContactFormProps & {
  formRef?: Ref<HTMLFormElement>;
  /** Handlers and state of the <form> element itself. */
  formProps?: Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method"> & { [data: `data-${string}`]: string };
  /** Per control; without it the controls are the browser's own (uncontrolled). */
  control?: (field: ContactField) => ControlState;
  /** The message under a control, when there is one to show. */
  errorFor?: (field: ContactField) => string | undefined;
  honeypot?: Pick<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">;
  submitting?: boolean;
  /** Rendered after the form, inside its card (the live form's notices). */
  children?: ReactNode;
};

export function ContactFormView({
  copy,
  countries,
  language,
  paths,
  formRef,
  formProps,
  control = () => ({}),
  errorFor = () => undefined,
  honeypot,
  submitting = false,
  children,
}: ContactFormViewProps) {
  const props = (field: ContactField) => ({ id: fieldId(field), name: field, ...control(field) });
  const country = props("shippingCountry");
  return (
    <div css={cardStyles}>
      <h3 id="contact-form-title">{copy.title}</h3>
      <form ref={formRef} method="post" action={contactFunctionUrl} aria-labelledby="contact-form-title" {...formProps}>
        <div css={gridStyles}>
          <FormField field="name" label={copy.nameLabel} error={errorFor("name")}>
            <input type="text" autoComplete="name" required css={controlStyles} {...props("name")} />
          </FormField>
          <FormField field="email" label={copy.emailLabel} error={errorFor("email")}>
            <input type="email" autoComplete="email" required css={controlStyles} {...props("email")} />
          </FormField>
          <FormField field="phone" label={copy.phoneLabel} error={errorFor("phone")}>
            <input type="tel" autoComplete="tel" css={controlStyles} {...props("phone")} />
          </FormField>
          <FormField field="shippingCountry" label={copy.countryLabel} error={errorFor("shippingCountry")}>
            <div css={selectWrapStyles}>
              {/* Not `required`: an empty country is the Missing Information notice's case. */}
              <select
                autoComplete="country-name"
                aria-required="true"
                css={[controlStyles, selectStyles]}
                {...country}
                // The plain form starts on the placeholder, which is disabled so it cannot be chosen again.
                {...(country.value === undefined ? { defaultValue: "" } : {})}
              >
                <option value="" disabled>
                  {copy.countryPlaceholder}
                </option>
                {/* Shown in the page's language; sent as the English name the team reads. */}
                {countries.primary.map((country) => (
                  <option key={country.name} value={country.name}>
                    {country.label}
                  </option>
                ))}
                <option disabled>{COUNTRY_DIVIDER}</option>
                {countries.secondary.map((country) => (
                  <option key={country.name} value={country.name}>
                    {country.label}
                  </option>
                ))}
              </select>
              <ChevronDown aria-hidden="true" />
            </div>
          </FormField>
          <FormField field="shippingDetails" label={copy.detailsLabel} error={errorFor("shippingDetails")} fullWidth>
            <input type="text" placeholder={copy.detailsPlaceholder} css={controlStyles} {...props("shippingDetails")} />
          </FormField>
          <FormField field="message" label={copy.messageLabel} error={errorFor("message")} fullWidth>
            <textarea rows={4} required placeholder={copy.messagePlaceholder} css={[controlStyles, textareaStyles]} {...props("message")} />
          </FormField>
        </div>
        <input type="hidden" name={LANGUAGE_FIELD} value={language} />
        {/* Honeypot: invisible and unreachable for people, tempting for bots. */}
        <VisuallyHidden>
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" aria-hidden="true" {...honeypot} />
        </VisuallyHidden>
        <div css={actionsStyles}>
          <Button type="submit" disabled={submitting}>
            {submitting ? (
              <>
                <LoaderCircle aria-hidden="true" css={spinnerStyles} />
                {copy.sendingLabel}
              </>
            ) : (
              copy.submitLabel
            )}
          </Button>
          <p css={footnoteStyles}>
            {copy.footnote} <Link to={paths.privacy}>{copy.privacyLink}</Link>
          </p>
        </div>
        <VisuallyHidden role="status">{submitting ? copy.sendingLabel : ""}</VisuallyHidden>
      </form>
      {children}
    </div>
  );
}
