// The live quote form, as a visitor uses it: its fields at rest, what it says of missing or
// wrong information, and sending (the Edge Function call mocked, __tests__/helpers/contactForm.tsx).
import {
  SERVICE_DEFAULTS,
  complete,
  copy,
  countries,
  fieldName,
  fields,
  fill,
  mockInvoke,
  openCargo,
  setup,
  submitButton,
  type Deferred,
} from "../helpers/contactForm";
import { act, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { fillTemplate } from "../../src/content/fillTemplate";
import {
  CONTACT_FIELD_SPECS,
  LINE_NUMBER_FIELDS,
  NUMBER_FIELDS,
  SIDE_FIELDS,
  validateContactRequest,
} from "../../supabase/functions/_shared/contactRequest.ts";
import { samplePrice } from "../helpers/content";
import { RECEIPT_STORAGE_KEY } from "../../src/contact/sending/receiptKey";

describe("ContactForm at rest", () => {
  it("labels every field, starts empty and marks the required ones", () => {
    setup();
    const controls = fields();
    for (const control of Object.values(controls)) expect(control).toHaveValue("");
    // The label ends with " *"; the star is for the eye, `required` tells a screen reader.
    const star = within(screen.getByText(fieldName(copy.labels.name)).closest("label") as HTMLElement).getByText("*");
    expect(star).toHaveAttribute("aria-hidden", "true");
    expect(controls.email).toHaveAttribute("type", "email");
    expect(controls.name).toBeRequired();
    expect(controls.email).toBeRequired();
    expect(controls.message).toBeRequired();
    expect(controls.phone).not.toBeRequired();
    expect(controls.shippingDetails).not.toBeRequired();
    // Not `required`: the Missing Information notice covers the country.
    expect(controls.shippingCountry).not.toHaveAttribute("required");
    expect(controls.shippingCountry).toHaveAttribute("aria-required", "true");
    expect(controls.message.tagName).toBe("TEXTAREA");
    expect(controls.message).toHaveAttribute("rows", "4");
    expect(screen.getByText(copy.footnote)).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent(copy.submitLabel);
  });

  it("offers a placeholder, the main countries, a divider, then the others", () => {
    setup();
    const options = within(fields().shippingCountry).getAllByRole<HTMLOptionElement>("option");
    const divider = 1 + countries.primary.length;
    expect(options).toHaveLength(divider + 1 + countries.secondary.length);
    expect(options[0]).toHaveTextContent(copy.countryPlaceholder);
    expect(options[0].value).toBe("");
    expect(options.slice(1, divider).map((option) => option.value)).toEqual(countries.primary.map((country) => country.name));
    expect(options[divider]).toBeDisabled();
    expect(options.slice(divider + 1).map((option) => option.value)).toEqual(countries.secondary.map((country) => country.name));
  });

  it("hides the honeypot from people: no label, out of the tab order, aria-hidden", async () => {
    const { user, container } = setup();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute("aria-hidden", "true");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    // The five text fields everyone sees, and once the Cargo details group is open, its numbers and its postcode
    // (the city, with its suggestions, is a combobox).
    expect(screen.getAllByRole("textbox")).toHaveLength(5);
    await openCargo(user);
    // The first line's numbers (the next lines' are under "another size", closed), the numbers but one piece's
    // sides (the lines say them), the postcode.
    const sides = NUMBER_FIELDS.filter((field) => SIDE_FIELDS.includes(field as (typeof SIDE_FIELDS)[number]));
    expect(screen.getAllByRole("textbox")).toHaveLength(5 + LINE_NUMBER_FIELDS.length + NUMBER_FIELDS.length - sides.length + 1);
  });
});

describe("missing information", () => {
  it("sends nothing, shows the notice, marks the country and moves focus to it", async () => {
    const { user } = setup();
    await fill(user, { name: complete.name, email: complete.email, message: complete.message });
    await user.click(submitButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(copy.missingTitle);
    expect(alert).toHaveTextContent(copy.missingText);
    const country = fields().shippingCountry;
    expect(country).toHaveAttribute("aria-invalid", "true");
    expect(country).toHaveAccessibleDescription(copy.errors.required);
    expect(country).toHaveFocus();
    expect(fields().name).not.toHaveAttribute("aria-invalid");
    expect(mockInvoke).not.toHaveBeenCalled();
  });

  it("counts a value of only spaces as missing, and focuses the first missing field", async () => {
    const { user } = setup();
    await fill(user, { ...complete, name: "   ", message: "  " });
    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(copy.missingTitle);
    expect(fields().name).toHaveAttribute("aria-invalid", "true");
    expect(fields().message).toHaveAttribute("aria-invalid", "true");
    expect(fields().message).toHaveAccessibleDescription(copy.errors.required);
    expect(fields().name).toHaveFocus();
    expect(mockInvoke).not.toHaveBeenCalled();
  });

  it("leaves empty native-required fields to the browser's own check", async () => {
    const { user } = setup();
    await user.click(submitButton());
    expect(fields().name).toBeInvalid();
    expect(mockInvoke).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as it is filled in", async () => {
    const { user } = setup();
    await fill(user, { ...complete, shippingCountry: undefined } as Partial<typeof complete>);
    await user.click(submitButton());
    await screen.findByRole("alert");
    await user.selectOptions(fields().shippingCountry, countries.secondary[0].name);
    await waitFor(() => expect(fields().shippingCountry).not.toHaveAttribute("aria-invalid"));
  });
});

describe("other contract failures", () => {
  it("explains a malformed e-mail by the field, without the notice, and sends nothing", async () => {
    const { user } = setup();
    await fill(user, { ...complete, email: "ada@localhost" });
    await user.click(submitButton());

    await waitFor(() => expect(fields().email).toHaveAttribute("aria-invalid", "true"));
    expect(fields().email).toHaveAccessibleDescription(copy.errors.email);
    expect(fields().email).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(mockInvoke).not.toHaveBeenCalled();
  });

  it("shows a malformed e-mail's error when the visitor leaves the field", async () => {
    const { user } = setup();
    await fill(user, { email: "ada@localhost" });
    await user.tab();
    await waitFor(() => expect(fields().email).toHaveAccessibleDescription(copy.errors.email));
    // An empty field the visitor merely tabbed through is not scolded.
    expect(fields().name).not.toHaveAttribute("aria-invalid");
  });

  it("explains a message that is too long, with the limit", async () => {
    const { user } = setup();
    await fill(user, { ...complete, message: "" });
    await user.click(fields().message);
    await user.paste("x".repeat(CONTACT_FIELD_SPECS.message.maxLength + 1));
    await user.click(submitButton());

    const expected = fillTemplate(copy.errors.tooLong, { max: "5,000" });
    await waitFor(() => expect(fields().message).toHaveAccessibleDescription(expected));
    expect(mockInvoke).not.toHaveBeenCalled();
  });
});

describe("sending", () => {
  it("validates the request at most once per send: the check that allows the send gives what is sent", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_once" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await user.click(fields().name);
    (validateContactRequest as jest.Mock).mockClear();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/thank-you", expect.anything()));
    // The values were checked as they were typed; the submit reuses that answer rather than asking again.
    expect((validateContactRequest as jest.Mock).mock.calls.length).toBeLessThanOrEqual(1);
    expect(mockInvoke).toHaveBeenCalledTimes(1);
  });

  it("a changed value is checked again before it is sent", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_changed" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    (validateContactRequest as jest.Mock).mockClear();
    await user.type(fields().message, " More.");
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/thank-you", expect.anything()));
    const checked = (validateContactRequest as jest.Mock).mock.calls.map(([values]) => values.message);
    expect(checked).toContain(`${complete.message} More.`);
    expect(mockInvoke.mock.calls[0][1].body.message).toBe(`${complete.message} More.`);
  });

  it("disables every field and the button, reads Sending... with a spinner, and cannot send twice", async () => {
    let pending: Deferred | undefined;
    mockInvoke.mockImplementation(() => new Promise((resolve, reject) => (pending = { resolve, reject })));
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent(copy.sendingLabel);
    const spinner = submitButton().querySelector("svg");
    expect(spinner).toHaveAttribute("aria-hidden", "true");
    for (const control of Object.values(fields())) expect(control).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent(copy.sendingLabel);

    await user.click(submitButton());
    await user.type(fields().message, "{Enter}");
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));

    await act(async () => pending?.resolve({ data: { id: "req_1" }, error: null }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it("sends the trimmed fields, no cargo numbers when none were given, and the page's language, with an Idempotency-Key", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1" }, error: null });
    const { user } = setup();
    await fill(user, { ...complete, name: `  ${complete.name} ` });
    await user.click(submitButton());

    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    const [functionName, options] = mockInvoke.mock.calls[0];
    expect(functionName).toBe("send-contact-email");
    expect(options.body).toEqual({ ...complete, ...SERVICE_DEFAULTS, cargoContents: [], pickupCity: "", language: "en" });
    expect(options.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("from another language's page, sends that language and goes to its thank-you page", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_ar" }, error: null });
    const { user } = setup("ar");
    await fill(user, complete);
    await user.click(submitButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/ar/thank-you", expect.anything()));
    expect(mockInvoke.mock.calls[0][1].body).toMatchObject({ language: "ar" });
  });

  it("on success clears the form and goes to /thank-you with the request's reference", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1", reference: "K7QM-4TXH", quoteKey: "v1.20271128.c2lnbmVk" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());

    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith("/thank-you", {
        state: {
          reference: "K7QM-4TXH",
          // The key the request was sent with (a choice is sent with it) and what was asked beyond airport to airport.
          quoteKey: "v1.20271128.c2lnbmVk",
          asked: { pickupCity: null, door: false, insure: false },
        },
      }),
    );
    for (const control of Object.values(fields())) expect(control).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("after an accepted request", () => {
  it("keeps the reference and price for the tab, so the thank-you page can show them again after a reload", async () => {
    const price = samplePrice;
    mockInvoke.mockResolvedValue({ data: { reference: "K7QM-4TXH", quoteKey: "v1.20271128.c2lnbmVk", price }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(JSON.parse(window.sessionStorage.getItem(RECEIPT_STORAGE_KEY)!)).toEqual({
      reference: "K7QM-4TXH",
      price: { price },
      quoteKey: "v1.20271128.c2lnbmVk",
      asked: { pickupCity: null, door: false, insure: false },
    });
  });

  it("never says it failed, and never sends it again: a navigation that fails loads the thank-you page instead", async () => {
    mockInvoke.mockResolvedValue({ data: { reference: "K7QM-4TXH" }, error: null });
    (navigate as jest.Mock).mockRejectedValue(new Error("Loading chunk 7 failed"));
    const assign = jest.fn();
    const location = window.location;
    Object.defineProperty(window, "location", { configurable: true, value: { ...location, assign } });
    try {
      const { user } = setup();
      await fill(user, complete);
      await user.click(submitButton());
      await waitFor(() => expect(assign).toHaveBeenCalledWith("/thank-you"));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.queryByText(copy.failedTitle)).not.toBeInTheDocument();
      expect(mockInvoke).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: location });
    }
  });
});
