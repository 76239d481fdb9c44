// The quote form's Cargo details group: a native <details> (closed at first,
// opened and closed without JavaScript) with the packing list's lines
// (CargoLines.tsx) or its totals, what
// the goods contain (and the questions under a ticked box, GoodsQuestions.tsx),
// pickup and delivery, insurance, and the live estimate of
// the chargeable weight. Rendered by ContactFormView.
import { Fragment, type ReactNode } from "react";
import {
  CARGO_CONTENTS,
  type ChoiceField,
  type ChoicesField,
  CONTENT_QUESTIONS,
  DELIVERY_PLACES,
  type FlagField,
  type NumberField,
  type QuestionField,
} from "../../../supabase/functions/_shared/contactFields.ts";
import { Icon } from "../../components/icons/Icon";
import type { QuoteSuggestions } from "../../content/rateCard";
import { CargoLines } from "./CargoLines";
import { GoodsQuestions } from "./GoodsQuestions";
import type { FieldControls, LineControls, OptionState } from "../fields/controlTypes";
import { CheckField, FieldGroup, FormField, describedBy, fieldId, optionId } from "../fields/FormField";
import { choicesStyles, controlStyles, gridStyles } from "../formStyles";
import { cargoStyles, deliverToStyles, estimateStyles, introStyles, summaryTextStyles } from "./cargoStyles";

/** The id of the Cargo details group (a <details>), whose open state the live form takes over. */
export const CARGO_GROUP_ID = "contact-cargo";

/** The id of the pickup cities' suggestions. */
const PICKUP_CITIES_ID = "pickup-cities";

export type CargoDetailsProps = {
  copy: Queries.ContactFormCopyFragment;
  suggestions: QuoteSuggestions;
  fields: FieldControls;
  /** Per check box of a field with options. */
  option: (field: ChoicesField, option: string) => OptionState;
  /** Per radio button of a field with one choice; none in the plain form. */
  choice?: (field: ChoiceField, option: string) => OptionState;
  /** Per yes-or-no check box. */
  flag: (field: FlagField) => OptionState;
  /** Per radio button of a question under a ticked box; none in the plain form. */
  question?: (field: QuestionField, value: string) => OptionState;
  /** The group starts open. */
  open: boolean;
  /** The live estimate of the chargeable weight; none in the plain form. */
  estimate?: ReactNode;
  /** The page's language: the lines' numbers are written in it. */
  language: string;
  lines: LineControls;
  /** The group was opened or closed (the live form then loads the lines' tools). */
  onToggle?: (open: boolean) => void;
};

export function CargoDetails(props: CargoDetailsProps) {
  const { copy, suggestions, fields, option, choice, flag, question, open, estimate, language, lines, onToggle } = props;
  const { labels, hints, errorFor, numberInput } = fields;
  return (
    <details
      id={CARGO_GROUP_ID}
      css={cargoStyles}
      open={open || undefined}
      onToggle={onToggle && ((event) => onToggle(event.currentTarget.open))}
    >
      <summary>
        <Icon name="package" />
        <span css={summaryTextStyles}>{copy.cargo.summary}</span>
        <Icon name="chevron-down" />
      </summary>
      <div>
        <p css={introStyles}>{copy.cargo.intro}</p>
        <div css={gridStyles}>
          <CargoLines copy={copy} language={language} lines={lines} error={errorFor("cargoLines")} />
          {/* For a shipper with no sizes, instead of the lines (the contract refuses both). */}
          <FieldGroup legend={copy.cargo.totalsLegend}>
            <div css={gridStyles}>
              <NumberFormField fields={fields} field="cargoPieces" />
              <NumberFormField fields={fields} field="cargoVolumeM3" />
              <NumberFormField fields={fields} field="cargoWeightKg" />
            </div>
          </FieldGroup>
          <ContentsChoices copy={copy} fields={fields} option={option} question={question} />
          <PickupCityField copy={copy} suggestions={suggestions} fields={fields} />
          <DeliverToChoices copy={copy} fields={fields} choice={choice} />
          <FormField
            field="deliveryPostcode"
            label={labels.deliveryPostcode}
            hint={hints.deliveryPostcode}
            error={errorFor("deliveryPostcode")}
          >
            <input type="text" autoComplete="postal-code" css={controlStyles} {...fields.props("deliveryPostcode")} />
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
  );
}

function NumberFormField({ fields, field }: { fields: FieldControls; field: NumberField }) {
  return (
    <FormField field={field} label={fields.labels[field]} hint={fields.hints[field]} error={fields.errorFor(field)}>
      {fields.numberInput(field)}
    </FormField>
  );
}

type PartProps = Pick<CargoDetailsProps, "copy" | "fields">;

/** Batteries, liquids, powders, magnets: a check box each, and under one that has them, its questions. */
function ContentsChoices({ copy, fields, option, question }: PartProps & Pick<CargoDetailsProps, "option" | "question">) {
  return (
    <FieldGroup
      legend={fields.labels.cargoContents}
      field="cargoContents"
      hint={fields.hints.cargoContents}
      error={fields.errorFor("cargoContents")}
    >
      <div css={choicesStyles}>
        {CARGO_CONTENTS.map((content) => (
          <Fragment key={content}>
            <label htmlFor={optionId("cargoContents", content)}>
              <input
                type="checkbox"
                id={optionId("cargoContents", content)}
                name="cargoContents"
                value={content}
                {...option("cargoContents", content)}
              />
              {copy.cargo.contents[content]}
            </label>
            {content in CONTENT_QUESTIONS && (
              <GoodsQuestions content={content as keyof typeof CONTENT_QUESTIONS} copy={copy} fields={fields} question={question} />
            )}
          </Fragment>
        ))}
      </div>
    </FieldGroup>
  );
}

/** The pickup city, with the rate card's cities as suggestions when it has any. */
function PickupCityField({ copy, fields, suggestions }: PartProps & Pick<CargoDetailsProps, "suggestions">) {
  const { labels, hints, errorFor } = fields;
  return (
    <>
      <FormField field="pickupCity" label={labels.pickupCity} hint={hints.pickupCity} error={errorFor("pickupCity")} fullWidth>
        <input
          type="text"
          autoComplete="off"
          placeholder={copy.cargo.pickupPlaceholder}
          list={suggestions.cities.length > 0 ? PICKUP_CITIES_ID : undefined}
          css={controlStyles}
          {...fields.props("pickupCity")}
        />
      </FormField>
      {suggestions.cities.length > 0 && (
        <datalist id={PICKUP_CITIES_ID}>
          {suggestions.cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      )}
    </>
  );
}

/** To the airport or to the door: a radio button each. */
function DeliverToChoices({ copy, fields, choice }: PartProps & Pick<CargoDetailsProps, "choice">) {
  return (
    <FieldGroup legend={fields.labels.deliverTo} field="deliverTo" error={fields.errorFor("deliverTo")}>
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
  );
}
