// The quote form's first fields: who is asking, where the goods go, and the
// message. Rendered by ContactFormView for the plain form and the live one.
import { Icon } from "../../components/icons/Icon";
import type { FieldControls } from "./controlTypes";
import { FormField } from "./FormField";
import { controlStyles, selectStyles, selectWrapStyles, textareaStyles } from "../formStyles";

/** Separates the common destinations from the rest in the native list. */
const COUNTRY_DIVIDER = "──────────";

type ContactDetailsFieldsProps = {
  copy: Queries.ContactFormCopyFragment;
  countries: Queries.CountriesContentFragment;
  fields: FieldControls;
};

export function ContactDetailsFields({ copy, countries, fields }: ContactDetailsFieldsProps) {
  const { labels, errorFor, props } = fields;
  return (
    <>
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
        <CountrySelect copy={copy} countries={countries} fields={fields} />
      </FormField>
      <FormField field="shippingDetails" label={labels.shippingDetails} error={errorFor("shippingDetails")} fullWidth>
        <input type="text" placeholder={copy.detailsPlaceholder} css={controlStyles} {...props("shippingDetails")} />
      </FormField>
      <FormField field="message" label={labels.message} error={errorFor("message")} fullWidth>
        <textarea rows={4} required placeholder={copy.messagePlaceholder} css={[controlStyles, textareaStyles]} {...props("message")} />
      </FormField>
    </>
  );
}

/** The destination country: the common ones first, then the rest. */
function CountrySelect({ copy, countries, fields }: ContactDetailsFieldsProps) {
  const country = fields.props("shippingCountry");
  return (
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
  );
}
