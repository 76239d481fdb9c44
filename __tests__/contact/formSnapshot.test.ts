// Taking over the plain form: values, focus and caret survive.
import { captureForm, restoreFocus } from "../../src/contact/formSnapshot";

function plainForm() {
  document.body.innerHTML = `
    <form>
      <input name="name" type="text">
      <input name="email" type="email">
      <select name="shippingCountry"><option value="">Pick</option><option>Canada</option></select>
      <textarea name="message"></textarea>
    </form>`;
  return document.querySelector("form")!;
}

it("reads every named control and where the caret is", () => {
  const form = plainForm();
  (form.elements.namedItem("name") as HTMLInputElement).value = "Mei Chan";
  (form.elements.namedItem("shippingCountry") as HTMLSelectElement).value = "Canada";
  const message = form.elements.namedItem("message") as HTMLTextAreaElement;
  message.value = "Two pallets";
  message.focus();
  message.setSelectionRange(4, 7);
  expect(captureForm(form)).toEqual({
    values: { name: "Mei Chan", email: "", shippingCountry: "Canada", message: "Two pallets" },
    focused: "message",
    selection: { start: 4, end: 7, direction: "none" },
  });
});

it("puts the focus and the caret back in the new form", () => {
  const form = plainForm();
  const message = form.elements.namedItem("message") as HTMLTextAreaElement;
  message.value = "Two pallets";
  restoreFocus(form, { values: {}, focused: "message", selection: { start: 3, end: 3, direction: "none" } });
  expect(document.activeElement).toBe(message);
  expect([message.selectionStart, message.selectionEnd]).toEqual([3, 3]);
});

it("leaves the focus alone when nothing in the form had it", () => {
  const form = plainForm();
  expect(captureForm(form).focused).toBeUndefined();
  restoreFocus(form, { values: {} });
  expect(document.activeElement).toBe(document.body);
});
