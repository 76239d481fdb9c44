// The live form's tools for the packing list's lines, in a chunk of their own
// (loaded once the Cargo details group is open, never on a page's first load
// nor with the form's first tap): a button that adds a line (up to ten), one
// that removes each line after the first, named with the line's number, and
// a list of the common sizes the editors keep (content/contact.yaml, presets)
// that a line can start from; the shipper changes what they need.
import type { FormikProps } from "formik";
import { EMPTY_CARGO_LINE } from "../../../supabase/functions/_shared/contactFields.ts";
import { MAX_CARGO_LINES } from "../../../supabase/functions/_shared/cargoLines.ts";
import { formatNumber } from "../../../supabase/functions/_shared/words/fieldWords.ts";
import { fillTemplate } from "../../../supabase/functions/_shared/words/template.ts";
import { Button } from "../../components/Button";
import { lineFieldId } from "./CargoLines";
import type { ContactFormValues } from "../contactFormValues";
import type { LineToolsView } from "../fields/controlTypes";
import { controlStyles, labelStyles } from "../formStyles";
import { lineToolStyles } from "./cargoStyles";

type LineToolsOptions = {
  formik: Pick<FormikProps<ContactFormValues>, "values" | "touched" | "isSubmitting" | "setFieldValue" | "setValues" | "setTouched">;
  copy: Queries.ContactFormCopyFragment;
  language: string;
  /** Says a sentence to screen readers (the lines' status, CargoLines.tsx). */
  announce: (sentence: string) => void;
};

/** The focus on a control once React has drawn it (a line just added, the one after a line removed). */
const focusControl = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** A common size's sides, cm: "120 x 80" or "60 x 40 x 40" (the content's pattern). */
export function presetSides(size: string): number[] {
  return size.split("x").map((side) => Number(side.trim()));
}

export function lineTools({ formik, copy, language, announce }: LineToolsOptions): LineToolsView {
  const { values, touched, isSubmitting } = formik;
  const lines = values.cargoLines;
  const lineNumber = (index: number) => formatNumber(index + 1, language);

  const add = () => {
    void formik.setFieldValue("cargoLines", [...lines, { ...EMPTY_CARGO_LINE }], false);
    focusControl(lineFieldId(lines.length, "pieces"));
    announce(fillTemplate(copy.cargo.lineAdded, { number: lineNumber(lines.length) }));
  };

  const remove = (index: number) => {
    const without = <T,>(list: readonly T[]) => list.filter((_, place) => place !== index);
    void formik.setValues({ ...values, cargoLines: without(lines) });
    // The marks of the lines after it move up with them.
    if (Array.isArray(touched.cargoLines)) void formik.setTouched({ ...touched, cargoLines: without(touched.cargoLines) }, false);
    // The focus goes to the line that takes its place, or back to the line before; a screen reader hears
    // which line went (the focus alone would say only "Line 2" again).
    focusControl(lineFieldId(index < lines.length - 1 ? index : index - 1, "pieces"));
    announce(fillTemplate(copy.cargo.lineRemoved, { number: lineNumber(index) }));
  };

  const start = (index: number, preset: string) => {
    const chosen = copy.cargo.presets.find((item) => item.name + item.size === preset);
    if (!chosen) return;
    const [lengthCm, widthCm, heightCm] = presetSides(chosen.size);
    const sides = {
      lengthCm: formatNumber(lengthCm, language),
      widthCm: formatNumber(widthCm, language),
      // A pallet's height is the cargo's on it: the shipper types it.
      heightCm: heightCm === undefined ? lines[index].heightCm : formatNumber(heightCm, language),
    };
    // The focus stays on the list: where a closed list changes with each arrow key (Chrome and Firefox on
    // Windows), a keyboard goes through the sizes one by one, each filling the line in.
    void formik.setFieldValue(`cargoLines.${index}`, { ...lines[index], ...sides });
  };

  return {
    add: lines.length < MAX_CARGO_LINES && (
      <Button variant="secondary" onClick={add} disabled={isSubmitting} css={lineToolStyles}>
        {copy.cargo.addLine}
      </Button>
    ),
    remove: (index) =>
      index > 0 && (
        <Button variant="secondary" onClick={() => remove(index)} disabled={isSubmitting} css={lineToolStyles}>
          {fillTemplate(copy.cargo.removeLine, { number: lineNumber(index) })}
        </Button>
      ),
    preset: (index) =>
      copy.cargo.presets.length > 0 && (
        <div>
          <label htmlFor={`${lineFieldId(index, "pieces")}-preset`} css={labelStyles}>
            {copy.cargo.presetLabel}
          </label>
          <select
            id={`${lineFieldId(index, "pieces")}-preset`}
            css={controlStyles}
            // The list only fills the sides in (which the shipper then changes): it starts at "none" and keeps
            // what was last picked, so arrow keys step through it.
            defaultValue=""
            disabled={isSubmitting}
            onChange={(event) => start(index, event.currentTarget.value)}
          >
            <option value="">{copy.cargo.presetNone}</option>
            {copy.cargo.presets.map((item) => (
              <option key={item.name + item.size} value={item.name + item.size}>
                {`${item.name} ${item.size}`}
              </option>
            ))}
          </select>
        </div>
      ),
  };
}
