// Taking over the plain form: values, focus and caret survive.
import { captureForm, restoreFocus } from "../../src/contact/formSnapshot";

function plainForm() {
  document.body.innerHTML = `
    <form>
      <input id="contact-name" name="name" type="text">
      <input id="contact-email" name="email" type="email">
      <select id="contact-shippingCountry" name="shippingCountry"><option value="">Pick</option><option>Canada</option></select>
      <textarea id="contact-message" name="message"></textarea>
      <details id="contact-cargo">
        <summary>Cargo</summary>
        <input id="contact-cargoContents-batteries" type="checkbox" name="cargoContents" value="batteries">
        <input id="contact-cargoContents-liquids" type="checkbox" name="cargoContents" value="liquids">
        <input id="contact-cargoContents-magnets" type="checkbox" name="cargoContents" value="magnets">
      </details>
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
    values: { name: "Mei Chan", email: "", shippingCountry: "Canada", message: "Two pallets", cargoContents: [] },
    focused: "contact-message",
    selection: { start: 4, end: 7, direction: "none" },
  });
});

it("reads the ticked boxes of a group as a list, which groups are open, and a focused check box", () => {
  const form = plainForm();
  const details = form.querySelector("details")!;
  details.open = true;
  for (const id of ["contact-cargoContents-batteries", "contact-cargoContents-magnets"]) {
    (document.getElementById(id) as HTMLInputElement).checked = true;
  }
  document.getElementById("contact-cargoContents-magnets")!.focus();
  const snapshot = captureForm(form);
  expect(snapshot.values.cargoContents).toEqual(["batteries", "magnets"]);
  expect(snapshot.open).toEqual(["contact-cargo"]);
  expect(snapshot.focused).toBe("contact-cargoContents-magnets");
  expect(snapshot.selection).toBeUndefined();
});

it("puts the focus and the caret back in the new form", () => {
  const form = plainForm();
  const message = form.elements.namedItem("message") as HTMLTextAreaElement;
  message.value = "Two pallets";
  restoreFocus(form, { values: {}, focused: "contact-message", selection: { start: 3, end: 3, direction: "none" } });
  expect(document.activeElement).toBe(message);
  expect([message.selectionStart, message.selectionEnd]).toEqual([3, 3]);
});

it("leaves the focus alone when nothing in the form had it", () => {
  const form = plainForm();
  expect(captureForm(form).focused).toBeUndefined();
  restoreFocus(form, { values: {} });
  expect(document.activeElement).toBe(document.body);
});
