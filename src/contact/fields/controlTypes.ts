// The quote form's control types: what the live form sets on each control and
// what the form's parts render controls from. A leaf: it imports nothing of
// the form's, so ContactFormView.tsx and its parts (cargo/CargoDetails.tsx,
// ContactDetailsFields.tsx, fieldControls.tsx) all take their types from here.
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from "react";
import type { ContactField, LineNumberField, NumberField } from "../../../supabase/functions/_shared/contactFields.ts";

/** How many lines of the packing list the plain form has (one, and two more under "another size"); the live form starts with as many. */
export const PLAIN_FORM_LINES = 3;

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

/** A line's control: one of its numbers, what its weight is for, stackable. */
export type LineField = LineNumberField | "weightPer" | "stackable";

/** What the live form sets on a line's control (a check box's ticked state too); the plain form, a default. */
export type LineControlState = Omit<ControlState, "aria-invalid"> & { checked?: boolean; defaultChecked?: boolean };

/** The live form's tools for the lines, loaded once the Cargo details group opens (cargo/LineTools.tsx). */
export type LineToolsView = {
  /** The button that adds a line, while there are fewer than ten. */
  add: ReactNode;
  /** The button that removes the line (none for the first). */
  remove: (index: number) => ReactNode;
  /** The common sizes the line can start from. */
  preset: (index: number) => ReactNode;
};

/** The lines as the form's parts render them. */
export type LineControls = {
  /** How many lines are shown: the first, the others under "another size". */
  count: number;
  state: (index: number, field: LineField) => LineControlState;
  /** The message under a line's control, when there is one to show. */
  errorFor: (index: number, field: LineField) => string | undefined;
  /** The group of the lines after the first starts open. */
  moreOpen: boolean;
  /** The live form's lines: each control with its id (the plain form's have none). */
  live?: boolean;
  tools?: LineToolsView;
  /** What the lines' tools last said to screen readers (a line added or removed). */
  news?: string;
};
