// What every control of the quote form is built from: its id, name,
// description and the live form's state, and the number input the cargo
// fields share. Used by the form's parts (ContactFormView.tsx and its folders).
import { CONTACT_FIELD_SPECS, type ContactField, type NumberField } from "../../../supabase/functions/_shared/contactFields.ts";
import type { ControlState, FieldControls } from "./controlTypes";
import { describedBy, fieldId } from "./FormField";
import { controlStyles } from "../formStyles";

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

export function fieldControls(
  copy: Queries.ContactFormCopyFragment,
  control: (field: ContactField) => ControlState,
  errorFor: (field: ContactField) => string | undefined,
): FieldControls {
  const hints = hintsOf(copy);
  const props = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    "aria-describedby": describedBy(field, Boolean(hints[field]), Boolean(errorFor(field))),
    ...control(field),
  });
  const numberInput = (field: NumberField) => (
    <input
      type="text"
      inputMode={CONTACT_FIELD_SPECS[field].whole ? "numeric" : "decimal"}
      autoComplete="off"
      css={controlStyles}
      {...props(field)}
    />
  );
  return { labels: copy.labels, hints, errorFor, props, numberInput };
}
