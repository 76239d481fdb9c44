// The questions under a ticked box of the Cargo details (Lithium batteries,
// Magnets, Liquids), asked as airlines classify the goods
// (supabase/functions/_shared/price/specialGoods.ts): each a group of radio
// buttons under its legend (the field's label), the batteries' hint (examples,
// how to read Wh) tied to the questions it helps with. In the plain form and
// the live one alike: shown once their box is ticked (cargoStyles.ts,
// goodsStyles), unanswered they count as not known. Styled from their
// container, with no classes of their own: they are in every page's first flight.
import { CONTENT_QUESTIONS, type QuestionField } from "../../../supabase/functions/_shared/contactFields.ts";
import type { FieldControls, OptionState } from "../fields/controlTypes";
import { FieldNotes, errorId, hintId } from "../fields/FormField";
import { questionsStyles } from "./cargoStyles";

/** A content that has questions. */
export type QuestionedContent = keyof typeof CONTENT_QUESTIONS;

type AnswerWord = keyof Queries.ContactFormCopyFragment["cargo"]["answers"];

/** Each question's radio buttons, in the order shown: the value it posts and the words beside it. */
const ANSWERS: Record<QuestionField, readonly [string, AnswerWord][]> = {
  batteryType: [
    ["lithiumIon", "lithiumIon"],
    ["lithiumMetal", "lithiumMetal"],
    ["unknown", "unknown"],
  ],
  batteryPacking: [
    ["inEquipment", "inEquipment"],
    ["withEquipment", "withEquipment"],
    ["alone", "alone"],
  ],
  batteryLarge: [
    ["false", "no"],
    ["true", "yes"],
  ],
  magnetsLoose: [
    ["false", "magnetsInside"],
    ["true", "magnetsLoose"],
    ["unknown", "unknown"],
  ],
  liquidsFlammable: [
    ["false", "no"],
    ["true", "yes"],
    ["unknown", "unknown"],
  ],
};

/** The questions the batteries' hint helps with: what kind they are (examples), and their size (Wh). */
const HINTED: readonly QuestionField[] = ["batteryType", "batteryLarge"];

type GoodsQuestionsProps = {
  content: QuestionedContent;
  copy: Queries.ContactFormCopyFragment;
  fields: FieldControls;
  /** Per radio button, in the live form; none in the plain form. */
  question?: (field: QuestionField, value: string) => OptionState;
};

/** The questions of one content, after its box. */
export function GoodsQuestions({ content, copy, fields, question }: GoodsQuestionsProps) {
  const hint = content === "batteries" ? copy.cargo.batteriesHint : undefined;
  return (
    <div css={questionsStyles}>
      {CONTENT_QUESTIONS[content].map((field) => {
        const error = fields.errorFor(field);
        // The batteries' hint is under their last question, its id the first's; the error under its own.
        const described = [hint && HINTED.includes(field) && hintId("batteryType"), error && errorId(field)];
        return (
          <fieldset key={field} aria-describedby={described.filter(Boolean).join(" ") || undefined}>
            <legend>{fields.labels[field]}</legend>
            {ANSWERS[field].map(([value, word]) => (
              <label key={value}>
                <input type="radio" name={field} value={value} {...question?.(field, value)} />
                {copy.cargo.answers[word]}
              </label>
            ))}
            <FieldNotes field={field} error={error} />
          </fieldset>
        );
      })}
      {hint && <FieldNotes field="batteryType" hint={hint} />}
    </div>
  );
}
