// Each error code of the contract becomes the form's own sentence from content,
// the same sentence the function's answer pages use, bounds written as the language writes numbers.
import { CONTACT_ERROR, CONTACT_FIELD_SPECS, EMPTY_CONTACT_INPUT } from "../../supabase/functions/_shared/contactFields.ts";
import { fieldErrorMessage, firstInvalidField, isMissingRequired } from "../../src/contact/fields/fieldErrors";
import { fillTemplate } from "../../src/content/fillTemplate";
import { fixtureWords } from "../fixtures/content";
import { completeContactRequest } from "../helpers/contactRequest";

const copy = fixtureWords.contact.form;

it.each([
  [CONTACT_ERROR.required, "name", copy.errors.required],
  [CONTACT_ERROR.email, "email", copy.errors.email],
  [CONTACT_ERROR.lineBreak, "phone", copy.errors.lineBreak],
  [CONTACT_ERROR.invalidCharacter, "message", copy.errors.invalidCharacter],
  [CONTACT_ERROR.tooLong, "message", fillTemplate(copy.errors.tooLong, { max: "5,000" })],
  [CONTACT_ERROR.number, "cargoWeightKg", copy.errors.number],
  [CONTACT_ERROR.wholeNumber, "cargoPieces", copy.errors.wholeNumber],
  [CONTACT_ERROR.range, "cargoPieces", fillTemplate(copy.errors.range, { min: "1", max: "9,999" })],
  [CONTACT_ERROR.range, "cargoWeightKg", fillTemplate(copy.errors.range, { min: "0.1", max: "100,000" })],
  [CONTACT_ERROR.choice, "cargoContents", copy.errors.choice],
  [CONTACT_ERROR.type, "name", copy.errors.required],
] as const)("%s on %s reads the content's sentence", (code, field, sentence) => {
  expect(fieldErrorMessage(field, code, copy, "en")).toBe(sentence);
});

it("writes the bounds as the page's language writes numbers", () => {
  expect(fieldErrorMessage("cargoWeightKg", CONTACT_ERROR.range, copy, "de")).toBe(
    fillTemplate(copy.errors.range, { min: "0,1", max: "100.000" }),
  );
  expect(CONTACT_FIELD_SPECS.cargoWeightKg).toMatchObject({ min: 0.1, max: 100_000 });
});

it("knows a request with a required value of only spaces is missing information", () => {
  expect(isMissingRequired({ ...EMPTY_CONTACT_INPUT, ...completeContactRequest })).toBe(false);
  expect(isMissingRequired({ ...EMPTY_CONTACT_INPUT, ...completeContactRequest, name: "  " })).toBe(true);
  expect(firstInvalidField({ cargoPieces: "range", message: "required" })).toBe("message");
});
