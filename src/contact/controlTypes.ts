// The quote form's control types: what the live form sets on each control and
// what the form's parts render controls from. A leaf: it imports nothing from
// beside it, so ContactFormView.tsx and its parts (CargoDetails.tsx,
// ContactDetailsFields.tsx, fieldControls.tsx) all take their types from here.
import type { ChangeEventHandler, FocusEventHandler } from "react";
import type { ContactField, NumberField } from "../../supabase/functions/_shared/contactFields.ts";

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

/** The form's controls, as each part renders them (made by fieldControls.tsx). */
export type FieldControls = {
  labels: Queries.ContactFormCopyFragment["labels"];
  hints: Partial<Record<ContactField, string>>;
  /** The message under a control, when there is one to show. */
  errorFor: (field: ContactField) => string | undefined;
  /** The id, name, description and live state of a control. */
  props: (field: ContactField) => ControlState & { id: string; name: ContactField; "aria-describedby"?: string };
  /** A number as the visitor types it in their language: text, with the phone's number keypad. */
  numberInput: (field: NumberField) => JSX.Element;
};
