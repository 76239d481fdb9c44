// Each error code of the contract becomes the form's own sentence from content.
import { CONTACT_ERROR, CONTACT_LIMITS } from "../../supabase/functions/_shared/contactFields.ts";
import { fieldErrorMessage } from "../../src/contact/fieldErrors";
import { fillTemplate } from "../../src/content/fillTemplate";
import { fixtureWords } from "../fixtures/content";

const copy = fixtureWords.contact.form;

it.each([
  [CONTACT_ERROR.required, "name", copy.requiredError],
  [CONTACT_ERROR.email, "email", copy.emailError],
  [CONTACT_ERROR.lineBreak, "phone", copy.lineBreakError],
  [CONTACT_ERROR.invalidCharacter, "message", copy.invalidCharacterError],
  [CONTACT_ERROR.tooLong, "message", fillTemplate(copy.tooLongError, { max: CONTACT_LIMITS.message })],
] as const)("%s on %s reads the content's sentence", (code, field, sentence) => {
  expect(fieldErrorMessage(field, code, copy)).toBe(sentence);
});
