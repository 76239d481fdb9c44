import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import type { ContactField } from "../../supabase/functions/_shared/contactFields.ts";
import { asteriskStyles, errorStyles, fullWidthStyles, labelStyles } from "./formStyles";

export const fieldId = (field: ContactField) => `contact-${field}`;
export const errorId = (field: ContactField) => `contact-${field}-error`;

/** "<label> *" -> "<label>" and a star only sighted visitors need (the control says required). */
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

type FormFieldProps = {
  field: ContactField;
  label: string;
  /** The message under the control, once there is one to show. */
  error?: string;
  fullWidth?: boolean;
  children: ReactNode;
};

/** One labelled control of the quote form, with its error message under it. */
export function FormField({ field, label, error, fullWidth = false, children }: FormFieldProps) {
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
