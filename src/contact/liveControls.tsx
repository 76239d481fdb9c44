// The live quote form's state on each control, from Formik's: value,
// handlers, disabled while sending, the error once it is to be shown; and the
// live estimate of the chargeable weight, in the page's language.
import type { ChangeEvent } from "react";
import type { FormikProps } from "formik";
import { type LineHeights, VOLUMETRIC_DIVISOR } from "../../supabase/functions/_shared/chargeableWeight.ts";
import {
  type ChoiceField,
  type ChoicesField,
  type ContactField,
  CONTENT_QUESTIONS,
  type FlagField,
  type LineErrors,
  type QuestionField,
} from "../../supabase/functions/_shared/contactRequest.ts";
import { fieldErrorText, formatNumber } from "../../supabase/functions/_shared/words/fieldWords.ts";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { type ContactFormValues, isFilled } from "./contactFormValues";
import type { LineControlState, LineField } from "./fields/controlTypes";
import { liveEstimate } from "./cargo/estimate";
import { fieldErrorMessage } from "./fields/fieldErrors";

type LiveForm = Pick<
  FormikProps<ContactFormValues>,
  "values" | "errors" | "touched" | "isSubmitting" | "submitCount" | "handleChange" | "handleBlur" | "setFieldValue"
>;

export function liveControls(formik: LiveForm, copy: Queries.ContactFormCopyFragment, language: string) {
  const { values, errors, touched, isSubmitting, submitCount } = formik;

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
  const option = (field: ChoicesField, choice: string) => ({
    ...box,
    checked: values[field].includes(choice),
    // A box unticked takes its questions' answers with it: answers of a content not declared contradict the box.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      formik.handleChange(event);
      const questions = (CONTENT_QUESTIONS as Partial<Record<string, readonly QuestionField[]>>)[choice];
      if (!(event.target as HTMLInputElement).checked) questions?.forEach((question) => void formik.setFieldValue(question, ""));
    },
  });
  const choice = (field: ChoiceField, place: string) => ({ ...box, checked: values[field] === place });
  const question = (field: QuestionField, answer: string) => ({ ...box, checked: values[field] === answer });
  const flag = (field: FlagField) => ({
    ...box,
    checked: values[field],
    "aria-invalid": errorFor(field) ? (true as const) : undefined,
  });

  /** A line's error, shown as a field's is; its sentence and bounds those of the single size's field. */
  const lineErrorFor = (index: number, field: LineField): string | undefined => {
    const lines: unknown = errors.cargoLines;
    if (!Array.isArray(lines)) return undefined;
    const code = (lines[index] as LineErrors | undefined)?.[field];
    if (!code) return undefined;
    const value = values.cargoLines[index]?.[field];
    const lineTouched: unknown = touched.cargoLines;
    const wasTouched = Array.isArray(lineTouched) && Boolean((lineTouched[index] as Record<string, unknown> | undefined)?.[field]);
    const visible = submitCount > 0 || (wasTouched && value !== undefined && isFilled(value));
    return visible ? fieldErrorText(copy.errors, LINE_ERROR_FIELD[field], code, language) : undefined;
  };

  const lineState = (index: number, field: LineField): LineControlState => {
    const value = values.cargoLines[index]?.[field];
    const common = { onChange: formik.handleChange, onBlur: formik.handleBlur, disabled: isSubmitting };
    if (field === "weightPer") {
      // A check box for one of two words: ticked is per piece, unticked the line's.
      const name = `cargoLines.${index}.weightPer`;
      return {
        ...common,
        checked: value === "piece",
        onChange: (event) => void formik.setFieldValue(name, (event.target as HTMLInputElement).checked ? "piece" : "line"),
      };
    }
    return typeof value === "boolean" ? { ...common, checked: value } : { ...common, value: value ?? "" };
  };

  return { errorFor, control, option, choice, flag, question, lineErrorFor, lineState };
}

/** The field of the single size whose bounds a line's error names. */
const LINE_ERROR_FIELD: Record<LineField, ContactField> = {
  pieces: "cargoPieces",
  lengthCm: "cargoLengthCm",
  widthCm: "cargoWidthCm",
  heightCm: "cargoHeightCm",
  weightKg: "cargoWeightKg",
  weightPer: "cargoLines",
  stackable: "cargoLines",
};

/**
 * The estimate of the chargeable weight for the values, in the page's words, a line that cannot be stacked taken
 * at the card's height for such pieces (`heights`); none until it can be worked out.
 */
export function estimateWords(
  values: ContactFormValues,
  copy: Queries.ContactFormCopyFragment,
  language: string,
  heights: LineHeights = {},
) {
  const estimated = liveEstimate(values, language, heights);
  const number = (value: number, digits = 1) => formatNumber(value, language, { maximumFractionDigits: digits });
  return (
    estimated && (
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
    )
  );
}
