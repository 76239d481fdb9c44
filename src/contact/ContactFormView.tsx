// The quote form's markup, once, for both of its lives: the plain HTML form
// the page is served with (it posts to the function and works without any
// JavaScript), and the live form that takes it over (ContactForm.tsx), which
// passes values, handlers and errors for each control.
import { SOURCE_FIELD } from "../../supabase/functions/_shared/leadSource.ts";
import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from "react";
import { graphql } from "gatsby";
import {
  type ChoiceField,
  type ChoicesField,
  type ContactField,
  type FlagField,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  type QuestionField,
} from "../../supabase/functions/_shared/contactFields.ts";
import type { LanguagePaths } from "../content/languages";
import type { QuoteSuggestions } from "../content/rateCard";
import { VisuallyHidden } from "../components/VisuallyHidden";
import { contactFunctionUrl } from "./backendConfig";
import { CargoDetails } from "./cargo/CargoDetails";
import { PLAIN_FORM_LINES } from "./fields/controlTypes";
import { ContactDetailsFields } from "./fields/ContactDetailsFields";
import type { ControlState, LineControls, OptionState } from "./fields/controlTypes";
import { fieldControls } from "./fields/fieldControls";
import { cardStyles, gridStyles } from "./formStyles";
import { SendActions } from "./sending/SendActions";

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
      cargoLines
      cargoPieces
      cargoLengthCm
      cargoWidthCm
      cargoHeightCm
      cargoVolumeM3
      cargoWeightKg
      cargoContents
      batteryType
      batteryPacking
      batteryLarge
      magnetsLoose
      liquidsFlammable
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
      totalsLegend
      volumeHint
      weightHint
      lineLegend
      lineWeight
      lineWeightForPiece
      lineStackable
      anotherSize
      addLine
      removeLine
      lineAdded
      lineRemoved
      presetLabel
      presetNone
      presets {
        name
        size
      }
      contents {
        batteries
        liquids
        powders
        magnets
      }
      contentsHint
      answers {
        lithiumIon
        lithiumMetal
        inEquipment
        withEquipment
        alone
        magnetsInside
        magnetsLoose
        yes
        no
        unknown
      }
      batteriesHint
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
      linesOrSize
      notTicked
      batteryTypeFirst
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

/** The id of the Cargo details group, whose open state the live form takes over. */
export { CARGO_GROUP_ID } from "./cargo/CargoDetails";

/** The plain form's lines: the browser's own controls, each line's weight for the line and its pieces stackable. */
const PLAIN_LINES: LineControls = {
  count: PLAIN_FORM_LINES,
  state: (_index, field) => (field === "stackable" ? { defaultChecked: true } : {}),
  errorFor: () => undefined,
  moreOpen: false,
};

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
  /** Per radio button of a question under a ticked box (the plain form's are the browser's own). */
  question?: (field: QuestionField, value: string) => OptionState;
  /** The Cargo details group starts open (the plain form had it open when the live one took over). */
  cargoOpen?: boolean;
  /** The live estimate of the chargeable weight, in the group's polite live region; none in the plain form. */
  estimate?: ReactNode;
  /** The packing list's lines as the live form holds them; the plain form shows PLAIN_FORM_LINES, empty. */
  lines?: LineControls;
  /** The Cargo details group was opened or closed. */
  onCargoToggle?: (open: boolean) => void;
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
  suggestions,
  formRef,
  formProps,
  control = () => ({}),
  option = () => ({}),
  choice,
  flag = () => ({}),
  question,
  errorFor = () => undefined,
  honeypot,
  submitting = false,
  cargoOpen = false,
  estimate,
  lines = PLAIN_LINES,
  onCargoToggle,
  children,
}: ContactFormViewProps) {
  const fields = fieldControls(copy, control, errorFor);
  return (
    <div css={cardStyles}>
      <h3 id="contact-form-title">{copy.title}</h3>
      <form ref={formRef} method="post" action={contactFunctionUrl} aria-labelledby="contact-form-title" {...formProps}>
        <div css={gridStyles}>
          <ContactDetailsFields copy={copy} countries={countries} fields={fields} />
          <CargoDetails
            copy={copy}
            suggestions={suggestions}
            fields={fields}
            option={option}
            choice={choice}
            flag={flag}
            question={question}
            open={cargoOpen}
            estimate={estimate}
            language={language}
            lines={lines}
            onToggle={onCargoToggle}
          />
        </div>
        <input type="hidden" name={LANGUAGE_FIELD} value={language} />
        {/* Where the visit came from, filled by the build's starter as the form is sent (plugins/publish/deferScripts.ts); empty without JavaScript. */}
        <input type="hidden" name={SOURCE_FIELD} defaultValue="" />
        {/* Honeypot: invisible and unreachable for people, tempting for bots. */}
        <VisuallyHidden>
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" aria-hidden="true" {...honeypot} />
        </VisuallyHidden>
        <SendActions copy={copy} privacyPath={paths.privacy} submitting={submitting} />
      </form>
      {children}
    </div>
  );
}
