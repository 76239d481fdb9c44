import type { ReactNode } from "react";
import type { ContactField } from "../../../supabase/functions/_shared/contactFields.ts";
import { Icon } from "../../components/icons/Icon";
import { asteriskStyles, checkFieldStyles, errorStyles, fieldsetStyles, fullWidthStyles, hintStyles, labelStyles } from "../formStyles";

export const fieldId = (field: ContactField) => `contact-${field}`;
export const errorId = (field: ContactField) => `contact-${field}-error`;
export const hintId = (field: ContactField) => `contact-${field}-hint`;
/** A check box of a field with options: contact-cargoContents-batteries. */
export const optionId = (field: ContactField, option: string) => `contact-${field}-${option}`;

/** What a control points its aria-describedby at: its hint, then its error. */
export const describedBy = (field: ContactField, hint: boolean, error: boolean): string | undefined =>
  [hint && hintId(field), error && errorId(field)].filter(Boolean).join(" ") || undefined;

/** "<label> *" -> "<label>" and a star only sighted visitors need (the control says required). */
function LabelText({ text }: { text: string }) {
  const required = text.trimEnd().endsWith("*");
  return (
    <>
      {required ? text.trimEnd().slice(0, -1).trimEnd() : text}
      {required && (
        <span aria-hidden="true" css={asteriskStyles}>
          *
        </span>
      )}
    </>
  );
}

/** The hint and the error message under a control (or a group of them). */
export function FieldNotes({ field, hint, error }: { field: ContactField; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId(field)} css={hintStyles}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(field)} css={errorStyles}>
          <Icon name="circle-alert" />
          {error}
        </p>
      )}
    </>
  );
}

type FormFieldProps = {
  field: ContactField;
  label: string;
  /** A line under the control that helps fill it in (its id is in the control's aria-describedby). */
  hint?: string;
  /** The message under the control, once there is one to show. */
  error?: string;
  fullWidth?: boolean;
  children: ReactNode;
};

/** One labelled control of the quote form, with its hint and error message under it. */
export function FormField({ field, label, hint, error, fullWidth = false, children }: FormFieldProps) {
  return (
    // Without a css prop when it has no styles: Emotion would give it an empty class (css-0) in every page's HTML.
    <div {...(fullWidth ? { css: fullWidthStyles } : {})}>
      <label htmlFor={fieldId(field)} css={labelStyles}>
        <LabelText text={label} />
      </label>
      {children}
      <FieldNotes field={field} hint={hint} error={error} />
    </div>
  );
}

/** Several controls under one legend: the check boxes of a field with options, or the sides of a piece. */
export function FieldGroup({
  legend,
  field,
  hint,
  error,
  children,
}: {
  legend: string;
  /** The field whose hint and error the group shows (the check boxes' field). */
  field?: ContactField;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset css={fieldsetStyles} aria-describedby={field ? describedBy(field, Boolean(hint), Boolean(error)) : undefined}>
      <legend css={labelStyles}>
        <LabelText text={legend} />
      </legend>
      {children}
      {field && <FieldNotes field={field} hint={hint} error={error} />}
    </fieldset>
  );
}

/** One yes-or-no check box, its label beside it, its error under it. */
export function CheckField({ field, label, error, children }: { field: ContactField; label: string; error?: string; children: ReactNode }) {
  return (
    <div css={checkFieldStyles}>
      <label htmlFor={fieldId(field)}>
        {children}
        <LabelText text={label} />
      </label>
      <FieldNotes field={field} error={error} />
    </div>
  );
}
