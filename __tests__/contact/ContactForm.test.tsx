// The live quote form, as a visitor uses it: every field, state and notice,
// with the Edge Function call (supabase-js's functions.invoke) mocked.
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { navigate } from "gatsby";
import { FunctionsFetchError, FunctionsHttpError } from "@supabase/functions-js";
import { ContactForm } from "../../src/contact/ContactForm";
import { fillTemplate } from "../../src/content/fillTemplate";
import { CONTACT_LIMITS, validateContactRequest } from "../../supabase/functions/_shared/contactRequest.ts";
import { localizedCountries } from "../../src/content/countries";
import { languagePaths } from "../../src/content/languages";
import { fixtureShared, fixtureSite } from "../fixtures/content";
import { wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";
import { completeContactRequest } from "../helpers/contactRequest";

// Each test drives a whole form through Formik and yup: give a busy CI machine room.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const mockInvoke = jest.fn();
// The contract, counted: a send validates once.
jest.mock("../../supabase/functions/_shared/contactRequest.ts", () => {
  const actual = jest.requireActual("../../supabase/functions/_shared/contactRequest.ts");
  return { ...actual, validateContactRequest: jest.fn(actual.validateContactRequest) };
});

jest.mock("@supabase/supabase-js", () => ({
  createClient: jest.fn(() => ({ functions: { invoke: mockInvoke } })),
}));

const copy = wordsOf(fixtureSite, "en").contact.form;
const countries = localizedCountries(fixtureShared.countries, "en");
const contactEmail = fixtureShared.site.email;

const failedText = fillTemplate(copy.failedText, { email: contactEmail });

/** A complete request naming one of the form's countries. */
const complete = { ...completeContactRequest, shippingCountry: countries.primary[1].name };

/** "<label> *" is shown with an aria-hidden star: the accessible name has none. */
const fieldName = (label: string) => label.replace(/\s*\*\s*$/, "");

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

const httpError = (status: number) =>
  new FunctionsHttpError({
    status,
    clone: () => ({ json: async () => ({ error: { code: "server_error", message: "Something broke" } }) }),
  });

/** The controls, found the way a screen reader user finds them. */
const fields = () => ({
  name: screen.getByRole("textbox", { name: fieldName(copy.nameLabel) }),
  email: screen.getByRole("textbox", { name: fieldName(copy.emailLabel) }),
  phone: screen.getByRole("textbox", { name: fieldName(copy.phoneLabel) }),
  shippingCountry: screen.getByRole<HTMLSelectElement>("combobox", { name: fieldName(copy.countryLabel) }),
  shippingDetails: screen.getByRole("textbox", { name: fieldName(copy.detailsLabel) }),
  message: screen.getByRole("textbox", { name: fieldName(copy.messageLabel) }),
});

const submitButton = () => screen.getByRole("button", { name: new RegExp(`${copy.submitLabel}|${copy.sendingLabel}`) });

async function fill(user: UserEvent, values: Partial<typeof complete>) {
  const controls = fields();
  for (const [field, value] of Object.entries(values) as [keyof typeof complete, string | undefined][]) {
    if (value === undefined) continue;
    if (field === "shippingCountry") await user.selectOptions(controls.shippingCountry, value);
    else {
      await user.clear(controls[field]);
      // Pasting keeps the suite fast; typing is exercised where it matters below.
      if (value) await user.paste(value);
    }
  }
}

/** The form on a page in `language` (the fixture's English words either way: the language is what is sent). */
function setup(language = "en") {
  const user = userEvent.setup({ delay: null });
  const paths = languagePaths(language, fixtureShared.languages.default);
  const view = renderWithTheme(
    <ContactForm copy={copy} countries={countries} contactEmail={contactEmail} language={language} paths={paths} />,
  );
  return { user, ...view };
}

let consoleError: jest.SpyInstance;
let consoleInfo: jest.SpyInstance;

beforeEach(() => {
  mockInvoke.mockReset();
  (navigate as jest.Mock).mockReset();
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  consoleInfo = jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  consoleInfo.mockRestore();
});

describe("ContactForm at rest", () => {
  it("labels every field, starts empty and marks the required ones", () => {
    setup();
    const controls = fields();
    for (const control of Object.values(controls)) expect(control).toHaveValue("");
    // The label ends with " *"; the star is for the eye, `required` tells a screen reader.
    const star = within(screen.getByText(fieldName(copy.nameLabel)).closest("label") as HTMLElement).getByText("*");
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

  it("hides the honeypot from people: no label, out of the tab order, aria-hidden", () => {
    const { container } = setup();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute("aria-hidden", "true");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(screen.getAllByRole("textbox")).toHaveLength(5);
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
    expect(country).toHaveAccessibleDescription(copy.requiredError);
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
    expect(fields().message).toHaveAccessibleDescription(copy.requiredError);
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
    expect(fields().email).toHaveAccessibleDescription(copy.emailError);
    expect(fields().email).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(mockInvoke).not.toHaveBeenCalled();
  });

  it("shows a malformed e-mail's error when the visitor leaves the field", async () => {
    const { user } = setup();
    await fill(user, { email: "ada@localhost" });
    await user.tab();
    await waitFor(() => expect(fields().email).toHaveAccessibleDescription(copy.emailError));
    // An empty field the visitor merely tabbed through is not scolded.
    expect(fields().name).not.toHaveAttribute("aria-invalid");
  });

  it("explains a message that is too long, with the limit", async () => {
    const { user } = setup();
    await fill(user, { ...complete, message: "" });
    await user.click(fields().message);
    await user.paste("x".repeat(CONTACT_LIMITS.message + 1));
    await user.click(submitButton());

    const expected = fillTemplate(copy.tooLongError, { max: CONTACT_LIMITS.message });
    await waitFor(() => expect(fields().message).toHaveAccessibleDescription(expected));
    expect(expected).toContain("5000");
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
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/thank-you"));
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
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/thank-you"));
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

  it("sends exactly the six trimmed fields and the page's language, with an Idempotency-Key", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1" }, error: null });
    const { user } = setup();
    await fill(user, { ...complete, name: `  ${complete.name} ` });
    await user.click(submitButton());

    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    const [functionName, options] = mockInvoke.mock.calls[0];
    expect(functionName).toBe("send-contact-email");
    expect(options.body).toEqual({ ...complete, language: "en" });
    expect(options.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("from another language's page, sends that language and goes to its thank-you page", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_ar" }, error: null });
    const { user } = setup("ar");
    await fill(user, complete);
    await user.click(submitButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/ar/thank-you"));
    expect(mockInvoke.mock.calls[0][1].body).toMatchObject({ language: "ar" });
  });

  it("on success clears the form and goes to /thank-you", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/thank-you"));
    for (const control of Object.values(fields())) expect(control).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("failure", () => {
  const expectFailureShown = async () => {
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(copy.failedTitle);
    expect(alert).toHaveTextContent(failedText);
    expect(within(alert).getByRole("link", { name: contactEmail })).toHaveAttribute("href", `mailto:${contactEmail}`);
    const controls = fields();
    expect(controls.name).toHaveValue(complete.name);
    expect(controls.email).toHaveValue(complete.email);
    expect(controls.phone).toHaveValue(complete.phone);
    expect(controls.shippingCountry).toHaveValue(complete.shippingCountry);
    expect(controls.shippingDetails).toHaveValue(complete.shippingDetails);
    expect(controls.message).toHaveValue(complete.message);
    for (const control of Object.values(controls)) expect(control).toBeEnabled();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent(copy.submitLabel);
    expect(navigate).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
  };

  it.each([
    ["an HTTP error", () => httpError(500)],
    ["a network error", () => new FunctionsFetchError(new TypeError("Failed to fetch"))],
    ["a rate limit", () => httpError(429)],
  ])("keeps every value and shows the notice after %s", async (_label, makeError) => {
    mockInvoke.mockResolvedValue({ data: null, error: makeError() });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());
    await expectFailureShown();
  });

  it("retries the same request with the same Idempotency-Key, a changed one with a new key", async () => {
    mockInvoke.mockResolvedValue({ data: null, error: httpError(503) });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());
    await screen.findByRole("alert");
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const keyOf = (call: number) => mockInvoke.mock.calls[call][1].headers["Idempotency-Key"];
    expect(keyOf(1)).toBe(keyOf(0));

    await user.type(fields().message, " Thanks.");
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("uses a new Idempotency-Key for the next request after a success", async () => {
    mockInvoke.mockResolvedValueOnce({ data: { id: "req_1" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));

    mockInvoke.mockResolvedValueOnce({ data: { id: "req_2" }, error: null });
    await fill(user, complete);
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(2));
    const keyOf = (call: number) => mockInvoke.mock.calls[call][1].headers["Idempotency-Key"];
    expect(keyOf(1)).not.toBe(keyOf(0));
  });
});

describe("the honeypot", () => {
  it("is sent only when a bot fills it in", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1" }, error: null });
    const { user, container } = setup();
    await fill(user, complete);
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    await user.type(honeypot, "http://spam.example");
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    expect(mockInvoke.mock.calls[0][1].body).toEqual({ ...complete, language: "en", website: "http://spam.example" });
  });
});
