// The quote form's markup, once, for both of its lives: the plain HTML form
// the page is served with (it posts to the function and works without any
// JavaScript), and the live form that takes it over (ContactForm.tsx), which
// passes values, handlers and errors for each control.
import type { ChangeEventHandler, FocusEventHandler, FormHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from "react";
import { Link, graphql } from "gatsby";
import {
  CARGO_CONTENTS,
  CONTACT_FIELD_SPECS,
  type ChoiceField,
  type ChoicesField,
  type ContactField,
  DELIVERY_PLACES,
  type FlagField,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  type NumberField,
  SIDE_FIELDS,
} from "../../supabase/functions/_shared/contactFields.ts";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import type { LanguagePaths } from "../content/languages";
import { VisuallyHidden } from "../components/VisuallyHidden";
import { contactFunctionUrl } from "./backendConfig";
import { CheckField, FieldGroup, FormField, describedBy, fieldId, optionId } from "./FormField";
import {
  actionsStyles,
  cardStyles,
  cargoStyles,
  choicesStyles,
  controlStyles,
  deliverToStyles,
  estimateStyles,
  footnoteStyles,
  gridStyles,
  introStyles,
  selectStyles,
  selectWrapStyles,
  sidesStyles,
  spinnerStyles,
  summaryTextStyles,
  textareaStyles,
} from "./formStyles";

export const query = graphql`
  fragment ContactFormCopy on ContactYamlForm {
    title
    labels {
      name
      email
      phone
      shippingCountry
      shippingDetails
      message
      cargoPieces
      cargoLengthCm
      cargoWidthCm
      cargoHeightCm
      cargoVolumeM3
      cargoWeightKg
      cargoContents
      pickupCity
      deliverTo
      deliveryPostcode
      insure
      goodsValue
    }
    countryPlaceholder
    detailsPlaceholder
    messagePlaceholder
    cargo {
      summary
      intro
      piecesHint
      sizeLegend
      volumeHint
      weightHint
      contents {
        batteries
        liquids
        powders
        magnets
      }
      contentsHint
      pickupPlaceholder
      pickupHint
      deliverTo {
        airport
        door
      }
      postcodeHint
      goodsValueHint
      estimate
      estimateDetails
      estimateNote
    }
    submitLabel
    sendingLabel
    footnote
    privacyLink
    missingTitle
    missingText
    failedTitle
    failedText
    unavailableTitle
    unavailableText
    rateLimitedTitle
    rateLimitedText
    errors {
      required
      email
      tooLong
      lineBreak
      invalidCharacter
      number
      wholeNumber
      range
      volumeOrSize
      valueToInsure
      choice
    }
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
  /** What the rate card lets the form know (never a figure): its pickup cities, as suggestions, and its currency. */
  suggestions: QuoteSuggestions;
};

/** The rate card's pickup cities and currency (none: no card, or one without pickup). */
export type QuoteSuggestions = { cities: readonly string[]; currency: string | null };

/** The id of the pickup cities' suggestions. */
const PICKUP_CITIES_ID = "pickup-cities";

/** What the live form sets on a control; the plain form sets none of it. */
export type ControlState = {
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  disabled?: boolean;
  "aria-invalid"?: true;
};

/** What the live form sets on a check box of a field with options. */
export type OptionState = Omit<ControlState, "value" | "aria-invalid"> & { checked?: boolean };

/** The id of the Cargo details group (a <details>), whose open state the live form takes over. */
export const CARGO_GROUP_ID = "contact-cargo";

/** Separates the common destinations from the rest in the native list. */
const COUNTRY_DIVIDER = "──────────";

type ContactFormViewProps = ContactFormProps & {
  formRef?: Ref<HTMLFormElement>;
  /** Handlers and state of the <form> element itself. */
  formProps?: Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "method"> & { [data: `data-${string}`]: string };
  /** Per control; without it the controls are the browser's own (uncontrolled). */
  control?: (field: ContactField) => ControlState;
  /** Per check box, likewise. */
  option?: (field: ChoicesField, option: string) => OptionState;
  /** Per radio button of a field with one choice. */
  choice?: (field: ChoiceField, option: string) => OptionState;
  /** Per yes-or-no check box. */
  flag?: (field: FlagField) => OptionState;
  /** The Cargo details group starts open (the plain form had it open when the live one took over). */
  cargoOpen?: boolean;
  /** The live estimate of the chargeable weight, in the group's polite live region; none in the plain form. */
  estimate?: ReactNode;
  /** The message under a control, when there is one to show. */
  errorFor?: (field: ContactField) => string | undefined;
  honeypot?: Pick<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">;
  submitting?: boolean;
  /** Rendered after the form, inside its card (the live form's notices). */
  children?: ReactNode;
};

/** Hints under some fields, from the group's words. */
const hintsOf = (copy: Queries.ContactFormCopyFragment): Partial<Record<ContactField, string>> => ({
  cargoPieces: copy.cargo.piecesHint,
  cargoVolumeM3: copy.cargo.volumeHint,
  cargoWeightKg: copy.cargo.weightHint,
  cargoContents: copy.cargo.contentsHint,
  pickupCity: copy.cargo.pickupHint,
  deliveryPostcode: copy.cargo.postcodeHint,
  goodsValue: copy.cargo.goodsValueHint,
});

export function ContactFormView({
  copy,
  countries,
  language,
  paths,
  suggestions,
  formRef,
  formProps,
  control = () => ({}),
  option = () => ({}),
  choice,
  flag = () => ({}),
  errorFor = () => undefined,
  honeypot,
  submitting = false,
  cargoOpen = false,
  estimate,
  children,
}: ContactFormViewProps) {
  const { labels } = copy;
  const hints = hintsOf(copy);
  const props = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    "aria-describedby": describedBy(field, Boolean(hints[field]), Boolean(errorFor(field))),
    ...control(field),
  });
  /** A number as the visitor types it in their language: text, with the phone's number keypad. */
  const numberInput = (field: NumberField) => (
    <input
      type="text"
      inputMode={CONTACT_FIELD_SPECS[field].whole ? "numeric" : "decimal"}
      autoComplete="off"
      css={controlStyles}
      {...props(field)}
    />
  );
  const numberField = (field: NumberField) => (
    <FormField field={field} label={labels[field]} hint={hints[field]} error={errorFor(field)}>
      {numberInput(field)}
    </FormField>
  );
  const country = props("shippingCountry");
  return (
    <div css={cardStyles}>
      <h3 id="contact-form-title">{copy.title}</h3>
      <form ref={formRef} method="post" action={contactFunctionUrl} aria-labelledby="contact-form-title" {...formProps}>
        <div css={gridStyles}>
          <FormField field="name" label={labels.name} error={errorFor("name")}>
            <input type="text" autoComplete="name" required css={controlStyles} {...props("name")} />
          </FormField>
          <FormField field="email" label={labels.email} error={errorFor("email")}>
            <input type="email" autoComplete="email" required css={controlStyles} {...props("email")} />
          </FormField>
          <FormField field="phone" label={labels.phone} error={errorFor("phone")}>
            <input type="tel" autoComplete="tel" css={controlStyles} {...props("phone")} />
          </FormField>
          <FormField field="shippingCountry" label={labels.shippingCountry} error={errorFor("shippingCountry")}>
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
              <Icon name="chevron-down" />
            </div>
          </FormField>
          <FormField field="shippingDetails" label={labels.shippingDetails} error={errorFor("shippingDetails")} fullWidth>
            <input type="text" placeholder={copy.detailsPlaceholder} css={controlStyles} {...props("shippingDetails")} />
          </FormField>
          <FormField field="message" label={labels.message} error={errorFor("message")} fullWidth>
            <textarea rows={4} required placeholder={copy.messagePlaceholder} css={[controlStyles, textareaStyles]} {...props("message")} />
          </FormField>
          {/* Closed at first; a native <details> opens and closes without JavaScript. */}
          <details id={CARGO_GROUP_ID} css={cargoStyles} open={cargoOpen || undefined}>
            <summary>
              <Icon name="package" />
              <span css={summaryTextStyles}>{copy.cargo.summary}</span>
              <Icon name="chevron-down" />
            </summary>
            <div>
              <p css={introStyles}>{copy.cargo.intro}</p>
              <div css={gridStyles}>
                {numberField("cargoPieces")}
                {numberField("cargoWeightKg")}
                <FieldGroup legend={copy.cargo.sizeLegend}>
                  <div css={sidesStyles}>
                    {SIDE_FIELDS.map((field) => (
                      <FormField key={field} field={field} label={labels[field]} error={errorFor(field)}>
                        {numberInput(field)}
                      </FormField>
                    ))}
                  </div>
                </FieldGroup>
                {/* For pieces of different sizes, instead of one piece's size (the contract refuses both). */}
                <FormField
                  field="cargoVolumeM3"
                  label={labels.cargoVolumeM3}
                  hint={hints.cargoVolumeM3}
                  error={errorFor("cargoVolumeM3")}
                  fullWidth
                >
                  {numberInput("cargoVolumeM3")}
                </FormField>
                <FieldGroup
                  legend={labels.cargoContents}
                  field="cargoContents"
                  hint={hints.cargoContents}
                  error={errorFor("cargoContents")}
                >
                  <div css={choicesStyles}>
                    {CARGO_CONTENTS.map((content) => (
                      <label key={content} htmlFor={optionId("cargoContents", content)}>
                        <input
                          type="checkbox"
                          id={optionId("cargoContents", content)}
                          name="cargoContents"
                          value={content}
                          {...option("cargoContents", content)}
                        />
                        {copy.cargo.contents[content]}
                      </label>
                    ))}
                  </div>
                </FieldGroup>
                <FormField field="pickupCity" label={labels.pickupCity} hint={hints.pickupCity} error={errorFor("pickupCity")} fullWidth>
                  <input
                    type="text"
                    autoComplete="off"
                    placeholder={copy.cargo.pickupPlaceholder}
                    list={suggestions.cities.length > 0 ? PICKUP_CITIES_ID : undefined}
                    css={controlStyles}
                    {...props("pickupCity")}
                  />
                </FormField>
                {suggestions.cities.length > 0 && (
                  <datalist id={PICKUP_CITIES_ID}>
                    {suggestions.cities.map((city) => (
                      <option key={city} value={city} />
                    ))}
                  </datalist>
                )}
                <FieldGroup legend={labels.deliverTo} field="deliverTo" error={errorFor("deliverTo")}>
                  <div css={[choicesStyles, deliverToStyles]}>
                    {DELIVERY_PLACES.map((place, index) => (
                      <label key={place} htmlFor={optionId("deliverTo", place)}>
                        <input
                          type="radio"
                          id={optionId("deliverTo", place)}
                          name="deliverTo"
                          value={place}
                          // The plain form starts on the airport; the live one says which is chosen.
                          {...(choice ? choice("deliverTo", place) : { defaultChecked: index === 0 })}
                        />
                        {copy.cargo.deliverTo[place]}
                      </label>
                    ))}
                  </div>
                </FieldGroup>
                <FormField
                  field="deliveryPostcode"
                  label={labels.deliveryPostcode}
                  hint={hints.deliveryPostcode}
                  error={errorFor("deliveryPostcode")}
                >
                  <input type="text" autoComplete="postal-code" css={controlStyles} {...props("deliveryPostcode")} />
                </FormField>
                <CheckField field="insure" label={labels.insure} error={errorFor("insure")}>
                  <input
                    type="checkbox"
                    id={fieldId("insure")}
                    name="insure"
                    value="yes"
                    aria-describedby={describedBy("insure", false, Boolean(errorFor("insure")))}
                    {...flag("insure")}
                  />
                </CheckField>
                <FormField
                  field="goodsValue"
                  // In the card's currency: the code, as the price shows it.
                  label={suggestions.currency ? `${labels.goodsValue} (${suggestions.currency})` : labels.goodsValue}
                  hint={hints.goodsValue}
                  error={errorFor("goodsValue")}
                >
                  {numberInput("goodsValue")}
                </FormField>
              </div>
              {/* Polite: read out when the visitor pauses, never interrupting their typing. */}
              <div role="status" css={estimateStyles}>
                {estimate}
              </div>
            </div>
          </details>
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
                <Icon name="loader-circle" css={spinnerStyles} />
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
