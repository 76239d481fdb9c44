// The packing list's lines in the Cargo details group: a fieldset per line
// (pieces, one piece's sides, the line's gross weight, ticked when it is each
// piece's, stackable), the first shown and the next under "another size" (a
// closed <details>, opened without JavaScript). The plain form posts three
// lines as cargoLines.N.* (the function reads them in order and drops the
// empty ones); the live form holds as many as the visitor has, and once the
// group is open its lazily loaded tools (LineTools.tsx) add and remove lines
// and start one from a common size.
import type { ReactNode } from "react";
import {
  CONTACT_FIELD_SPECS,
  LINE_NUMBER_FIELDS,
  lineControlName,
  type LineNumberField,
} from "../../../supabase/functions/_shared/contactFields.ts";
import { formatNumber } from "../../../supabase/functions/_shared/words/fieldWords.ts";
import { fillTemplate } from "../../../supabase/functions/_shared/words/template.ts";
import { Icon } from "../../components/icons/Icon";
import { visuallyHiddenStyles } from "../../components/VisuallyHidden";
import type { LineControls, LineField } from "../fields/controlTypes";
import { FieldGroup } from "../fields/FormField";
import { errorStyles } from "../formStyles";
import { lineStyles, linesMoreStyles } from "./cargoStyles";

/** The id of the group (a <details>) that holds the lines after the first. */
export const MORE_LINES_ID = "contact-cargoLines-more";

/** A line's control: contact-cargoLines-1-heightCm. */
export const lineFieldId = (index: number, field: LineField) => `contact-cargoLines-${index}-${field}`;
const lineErrorId = (index: number, field: LineField) => `${lineFieldId(index, field)}-error`;

/** The single-size field whose label and bounds a line's number shares. */
const SINGLE_FIELD = {
  pieces: "cargoPieces",
  lengthCm: "cargoLengthCm",
  widthCm: "cargoWidthCm",
  heightCm: "cargoHeightCm",
  weightKg: "cargoWeightKg",
} as const;

type CargoLinesProps = {
  copy: Queries.ContactFormCopyFragment;
  language: string;
  lines: LineControls;
  /** The lines' own error (beside the single size, too many), under their group. */
  error?: string;
};

export function CargoLines({ copy, language, lines, error }: CargoLinesProps) {
  const line = (index: number) => <CargoLine key={index} copy={copy} language={language} lines={lines} index={index} />;
  const more = Array.from({ length: Math.max(lines.count - 1, 0) }, (_, offset) => line(offset + 1));
  return (
    <FieldGroup legend={copy.labels.cargoLines} field="cargoLines" error={error}>
      {line(0)}
      <details id={MORE_LINES_ID} css={linesMoreStyles} open={lines.moreOpen || undefined}>
        {/* The browser's own marker: no icon, a few bytes less in the first flight. */}
        <summary>{copy.cargo.anotherSize}</summary>
        <div>
          {more}
          {lines.tools?.add}
        </div>
      </details>
      {/* With the tools only (none in the plain form's HTML), there before the first line is added or removed;
          a live region, not a second status beside the estimate's. */}
      {lines.tools && (
        <p aria-live="polite" css={visuallyHiddenStyles} data-lines-news="">
          {lines.news}
        </p>
      )}
    </FieldGroup>
  );
}

function CargoLine({ copy, language, lines, index }: Omit<CargoLinesProps, "error"> & { index: number }) {
  const { state, errorFor, tools, live } = lines;
  // The plain form's lines carry no ids: every byte of the first flight counts (docs/performance.md), and
  // each control is named by the label around it; the live form's link their errors and take the focus.
  const props = (field: LineField) => {
    const error = errorFor(index, field);
    return {
      ...(live ? { id: lineFieldId(index, field) } : {}),
      name: lineControlName(index, field),
      "aria-describedby": error ? lineErrorId(index, field) : undefined,
      "aria-invalid": error ? (true as const) : undefined,
      ...state(index, field),
    };
  };
  const note = (field: LineField) => {
    const error = errorFor(index, field);
    return (
      error && (
        <p id={lineErrorId(index, field)} css={errorStyles}>
          <Icon name="circle-alert" />
          {error}
        </p>
      )
    );
  };
  // A label around its control; in the live form in a cell with the control's error under it. The plain
  // form's labels are the cells (its errors are on the function's page, which names the line).
  const cell = (field: LineField, content: ReactNode) =>
    live ? (
      <div key={field}>
        <label>{content}</label>
        {note(field)}
      </div>
    ) : (
      <label key={field}>{content}</label>
    );
  const numberField = (field: LineNumberField, label: string) =>
    cell(
      field,
      <>
        {label}
        <input inputMode={CONTACT_FIELD_SPECS[SINGLE_FIELD[field]].whole ? "numeric" : "decimal"} {...props(field)} />
      </>,
    );
  const box = (field: "weightPer" | "stackable", value: string, label: string) =>
    cell(
      field,
      <>
        <input type="checkbox" value={value} {...props(field)} />
        {label}
      </>,
    );
  const sides = LINE_NUMBER_FIELDS.filter((field) => field !== "weightKg");
  return (
    <fieldset css={lineStyles}>
      <legend>{fillTemplate(copy.cargo.lineLegend, { number: formatNumber(index + 1, language) })}</legend>
      {tools?.preset(index)}
      <div>{sides.map((field) => numberField(field, copy.labels[SINGLE_FIELD[field]]))}</div>
      <div>
        {numberField("weightKg", copy.cargo.lineWeight)}
        {/* Unticked, the weight is the line's: the function reads no weightPer as "line". */}
        {box("weightPer", "piece", copy.cargo.lineWeightForPiece)}
        {box("stackable", "yes", copy.cargo.lineStackable)}
      </div>
      {tools?.remove(index)}
    </fieldset>
  );
}
