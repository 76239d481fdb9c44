// The live quote form, as a visitor uses it: every field, state and notice,
// with the Edge Function call (supabase-js's functions.invoke) mocked.
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { navigate } from "gatsby";
import { FunctionsFetchError, FunctionsHttpError } from "@supabase/functions-js";
import { ContactForm } from "../../src/contact/ContactForm";
import { fillTemplate } from "../../src/content/fillTemplate";
import {
  CONTACT_FIELD_SPECS,
  LINE_NUMBER_FIELDS,
  NUMBER_FIELDS,
  SIDE_FIELDS,
  validateContactRequest,
} from "../../supabase/functions/_shared/contactRequest.ts";
import { localizedCountries } from "../../src/content/countries";
import { languagePaths } from "../../src/content/languages";
import { fixtureShared, fixtureSite } from "../fixtures/content";
import { FIXTURE_SUGGESTIONS, samplePrice, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";
import { completeContactRequest } from "../helpers/contactRequest";
import { RECEIPT_STORAGE_KEY } from "../../src/contact/sending/receiptKey";
import type { QuoteSuggestions } from "../../src/content/rateCard";

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

/** What the form sends of the service when the visitor changes nothing: to the airport, not insured. */
const SERVICE_DEFAULTS = { deliverTo: "airport", deliveryPostcode: "", insure: false };

/** "<label> *" is shown with an aria-hidden star: the accessible name has none. */
const fieldName = (label: string) => label.replace(/\s*\*\s*$/, "");

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

const httpError = (status: number) =>
  new FunctionsHttpError({
    status,
    clone: () => ({ json: async () => ({ error: { code: "server_error", message: "Something broke" } }) }),
  });

/** A line of the packing list (counted from 1), its controls found by its legend. */
const cargoLine = (number: number) => {
  const line = within(screen.getByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: String(number) }) }));
  return {
    pieces: line.getByRole("textbox", { name: copy.labels.cargoPieces }),
    length: line.getByRole("textbox", { name: copy.labels.cargoLengthCm }),
    width: line.getByRole("textbox", { name: copy.labels.cargoWidthCm }),
    height: line.getByRole("textbox", { name: copy.labels.cargoHeightCm }),
    weight: line.getByRole("textbox", { name: copy.cargo.lineWeight }),
    perPiece: line.getByRole("checkbox", { name: copy.cargo.lineWeightForPiece }),
    stackable: line.getByRole("checkbox", { name: copy.cargo.lineStackable }),
  };
};

/** The Cargo details group's controls: the first line's, the packing list's totals, the pickup city. */
const cargoFields = () => {
  const totals = within(screen.getByRole("group", { name: copy.cargo.totalsLegend }));
  return {
    ...cargoLine(1),
    totalPieces: totals.getByRole("textbox", { name: copy.labels.cargoPieces }),
    volume: totals.getByRole("textbox", { name: copy.labels.cargoVolumeM3 }),
    totalWeight: totals.getByRole("textbox", { name: copy.labels.cargoWeightKg }),
    city: screen.getByRole("combobox", { name: copy.labels.pickupCity }),
  };
};

/** Opens the Cargo details group as a visitor does, by its summary: closed, its fields are not shown at all. */
const openCargo = (user: UserEvent) => user.click(screen.getByText(copy.cargo.summary));

/** The controls, found the way a screen reader user finds them. */
const fields = () => ({
  name: screen.getByRole("textbox", { name: fieldName(copy.labels.name) }),
  email: screen.getByRole("textbox", { name: fieldName(copy.labels.email) }),
  phone: screen.getByRole("textbox", { name: fieldName(copy.labels.phone) }),
  shippingCountry: screen.getByRole<HTMLSelectElement>("combobox", { name: fieldName(copy.labels.shippingCountry) }),
  shippingDetails: screen.getByRole("textbox", { name: fieldName(copy.labels.shippingDetails) }),
  message: screen.getByRole("textbox", { name: fieldName(copy.labels.message) }),
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
function setup(language = "en", suggestions: QuoteSuggestions = FIXTURE_SUGGESTIONS) {
  const user = userEvent.setup({ delay: null });
  const paths = languagePaths(language, fixtureShared.languages.default);
  const view = renderWithTheme(
    <ContactForm
      copy={copy}
      countries={countries}
      contactEmail={contactEmail}
      language={language}
      paths={paths}
      suggestions={suggestions}
    />,
  );
  return { user, ...view };
}

let consoleError: jest.SpyInstance;
let consoleInfo: jest.SpyInstance;

beforeEach(() => {
  window.sessionStorage.clear();
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
  ])("keeps every value and shows the notice after %s", async (_label, makeError) => {
    mockInvoke.mockResolvedValue({ data: null, error: makeError() });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());
    await expectFailureShown();
  });

  it("says the request is not saved yet when the function's database is away, and keeps every value", async () => {
    mockInvoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError({
        status: 503,
        clone: () => ({ json: async () => ({ error: { code: "unavailable", message: "Not saved", retryAfter: 30 } }) }),
      }),
    });
    const { user } = setup();
    await fill(user, complete);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(copy.unavailableTitle);
    expect(alert).toHaveTextContent(copy.unavailableText);
    expect(alert).not.toHaveTextContent(copy.failedTitle);
    expect(fields().name).toHaveValue(complete.name);
    expect(fields().message).toHaveValue(complete.message);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["en", 720, "in 12 minutes"],
    ["es", 61, "dentro de 2 minutos"],
  ])("says how long to wait after a rate limit, in the page's language (%s), and keeps every value", async (language, retryAfter, time) => {
    mockInvoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError({
        status: 429,
        clone: () => ({ json: async () => ({ error: { code: "rate_limited", message: "Too many", retryAfter } }) }),
      }),
    });
    const { user } = setup(language);
    await fill(user, complete);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(copy.rateLimitedTitle);
    expect(alert).toHaveTextContent(fillTemplate(copy.rateLimitedText, { time }));
    expect(alert).not.toHaveTextContent(copy.failedTitle);
    expect(fields().name).toHaveValue(complete.name);
    expect(navigate).not.toHaveBeenCalled();
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

describe("the Cargo details group", () => {
  const group = (container: HTMLElement) => container.querySelector("details") as HTMLDetailsElement;
  const estimateRegion = (container: HTMLElement) => group(container).querySelector('[role="status"]') as HTMLElement;

  it("is a closed <details>, titled from content, whose numbers bring up the phone's number keypad", async () => {
    const { user, container } = setup();
    expect(group(container).open).toBe(false);
    expect(group(container).querySelector("summary")).toHaveTextContent(copy.cargo.summary);
    // Closed, its fields are not shown, nor anything of them laid out (src/contact/cargo/cargoStyles.ts).
    expect(screen.queryByRole("textbox", { name: copy.labels.cargoPieces })).not.toBeInTheDocument();
    await openCargo(user);
    expect(group(container).open).toBe(true);
    const controls = cargoFields();
    expect(controls.pieces).toHaveAttribute("inputmode", "numeric");
    expect(controls.weight).toHaveAttribute("inputmode", "decimal");
    expect(controls.totalPieces).toHaveAccessibleDescription(copy.cargo.piecesHint);
    expect(screen.getByRole("group", { name: copy.labels.cargoLines })).toContainElement(controls.length);
    // A line's weight is the line's and its pieces stackable, unless the shipper says otherwise.
    expect(controls.perPiece).not.toBeChecked();
    expect(controls.stackable).toBeChecked();
    const contents = screen.getByRole("group", { name: copy.labels.cargoContents });
    expect(
      within(contents)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["batteries", "liquids", "powders", "magnets"]);
    expect(within(contents).getByRole("checkbox", { name: copy.cargo.contents.batteries })).not.toBeChecked();
  });

  it("shows the chargeable weight as the visitor types, once pieces, size and weight are there", async () => {
    const { user, container } = setup();
    await openCargo(user);
    const controls = cargoFields();
    await user.type(controls.pieces, "3");
    await user.type(controls.length, "120");
    await user.type(controls.width, "80");
    expect(estimateRegion(container)).toBeEmptyDOMElement();
    await user.type(controls.height, "100");
    await user.type(controls.weight, "450.5");
    // 3 x 120 x 80 x 100 / 6,000 = 480 kg volumetric, more than the 450.5 kg gross.
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "480" })));
    expect(estimateRegion(container)).toHaveTextContent(
      fillTemplate(copy.cargo.estimateDetails, { volumetric: "480", gross: "450.5", divisor: "6,000" }),
    );
    expect(estimateRegion(container)).toHaveTextContent(copy.cargo.estimateNote);
    await user.clear(controls.height);
    await waitFor(() => expect(estimateRegion(container)).toBeEmptyDOMElement());
  });

  it("on a German page reads 12,5 and writes the estimate the German way", async () => {
    const { user, container } = setup("de");
    await openCargo(user);
    const controls = cargoFields();
    for (const [control, value] of [
      [controls.pieces, "1"],
      [controls.length, "10"],
      [controls.width, "10"],
      [controls.height, "10"],
      [controls.weight, "12,2"],
    ] as const)
      await user.type(control, value);
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "12,5" })));
  });

  it("a cargo detail to fix opens the group, focuses the field and says why; nothing is sent", async () => {
    const { user, container } = setup();
    await fill(user, complete);
    await openCargo(user);
    await user.type(cargoFields().pieces, "2.5");
    group(container).open = false;
    await user.click(submitButton());
    await waitFor(() => expect(cargoFields().pieces).toHaveAttribute("aria-invalid", "true"));
    expect(group(container).open).toBe(true);
    expect(cargoFields().pieces).toHaveFocus();
    expect(cargoFields().pieces).toHaveAccessibleDescription(copy.errors.wholeNumber);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(mockInvoke).not.toHaveBeenCalled();
  });

  it("sends the numbers read from the page's language and the ticked contents", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1", reference: "K7QM-4TXH" }, error: null });
    const { user } = setup("es");
    await fill(user, complete);
    await openCargo(user);
    const controls = cargoFields();
    await user.type(controls.totalPieces, "1.200");
    await user.type(controls.totalWeight, "12,5");
    await user.type(controls.city, " Ningbo ");
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.magnets }));
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.liquids }));
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    // The sides were left empty: not sent at all.
    expect(mockInvoke.mock.calls[0][1].body).toStrictEqual({
      ...complete,
      ...SERVICE_DEFAULTS,
      cargoPieces: 1200,
      cargoWeightKg: 12.5,
      cargoContents: ["liquids", "magnets"],
      pickupCity: "Ningbo",
      language: "es",
    });
  });
});

describe("the questions under a ticked box", () => {
  /** A question's radio group, by its legend (the field's label). */
  const question = (field: "batteryType" | "batteryPacking" | "batteryLarge" | "magnetsLoose") =>
    screen.getByRole("group", { name: copy.labels[field] });
  const answer = (field: Parameters<typeof question>[0], words: string) => within(question(field)).getByRole("radio", { name: words });

  it("asks the batteries' kind, packing and size in groups with legends, the hint tied to them, and sends the answers", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1", reference: "K7QM-4TXH" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.batteries }));
    expect(question("batteryType")).toHaveAccessibleDescription(copy.cargo.batteriesHint);
    expect(question("batteryLarge")).toHaveAccessibleDescription(copy.cargo.batteriesHint);
    await user.click(answer("batteryType", copy.cargo.answers.lithiumIon));
    await user.click(answer("batteryPacking", copy.cargo.answers.inEquipment));
    await user.click(answer("batteryLarge", copy.cargo.answers.no));
    // Magnets ticked, answered, then unticked: their answer goes with the box (an answer without it is refused).
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.magnets }));
    await user.click(answer("magnetsLoose", copy.cargo.answers.magnetsInside));
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.magnets }));
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    expect(mockInvoke.mock.calls[0][1].body).toStrictEqual({
      ...complete,
      ...SERVICE_DEFAULTS,
      cargoContents: ["batteries"],
      pickupCity: "",
      batteryType: "lithiumIon",
      batteryPacking: "inEquipment",
      batteryLarge: false,
      language: "en",
    });
    // Many clicks: more time than the file's default.
  }, 60_000);
});

describe("the packing list's lines", () => {
  /** The "another size" group under the first line. */
  const anotherSize = () => screen.getByText(copy.cargo.anotherSize).closest("details") as HTMLDetailsElement;
  const estimateRegion = (container: HTMLElement) => container.querySelector('[role="status"]') as HTMLElement;

  // A shipment as a shipper types it: two pallets of 100 kg each that cannot be stacked, and twelve cartons
  // of 15 kg each. By hand: the pallets taken at the card's 160 cm, as the price takes them, 2 x 120 x 80 x 160
  // / 6,000 = 512 kg, and 12 x 60 x 40 x 40 / 6,000 = 192 kg: 704 kg by volume against 2 x 100 + 12 x 15 =
  // 380 kg gross, 704 kg (672 kg were the pallets taken as they are, 480 kg).
  async function typeTwoLines(user: UserEvent) {
    await user.click(screen.getByText(copy.cargo.anotherSize));
    const [pallets, cartons] = [cargoLine(1), cargoLine(2)];
    for (const [control, value] of [
      [pallets.pieces, "2"],
      [pallets.length, "120"],
      [pallets.width, "80"],
      [pallets.height, "150"],
      [pallets.weight, "100"],
      [cartons.pieces, "12"],
      [cartons.length, "60"],
      [cartons.width, "40"],
      [cartons.height, "40"],
      [cartons.weight, "15"],
    ] as const)
      await user.type(control, value);
    await user.click(pallets.perPiece);
    await user.click(pallets.stackable);
    await user.click(cartons.perPiece);
  }

  it("shows one line and two more under another size, closed; the estimate follows every line", async () => {
    const { user, container } = setup();
    await openCargo(user);
    expect(anotherSize().open).toBe(false);
    await typeTwoLines(user);
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "704" })));
    expect(estimateRegion(container)).toHaveTextContent(
      fillTemplate(copy.cargo.estimateDetails, { volumetric: "704", gross: "380", divisor: "6,000" }),
    );
    // A third line half typed: no estimate until it is whole.
    await user.type(cargoLine(3).pieces, "1");
    await waitFor(() => expect(estimateRegion(container)).toBeEmptyDOMElement());
  });

  it("takes the pallets as they are when the card has no height for pieces that cannot be stacked", async () => {
    const { user, container } = setup("en", { ...FIXTURE_SUGGESTIONS, nonStackableHeightCm: null });
    await openCargo(user);
    await typeTwoLines(user);
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "672" })));
  });

  it("sends the lines typed, the weight per piece counted for the line, the empty line left out", async () => {
    mockInvoke.mockResolvedValue({ data: { reference: "K7QM-4TXH" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await typeTwoLines(user);
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    expect(mockInvoke.mock.calls[0][1].body.cargoLines).toStrictEqual([
      { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false },
      { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true },
    ]);
    // The thank-you page's summary: 2 lines, 14 pieces, 2 x 1.44 m³ + 12 x 0.096 m³ = 4.032 m³, 380 kg gross.
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(JSON.parse(window.sessionStorage.getItem(RECEIPT_STORAGE_KEY)!).shipment).toEqual({
      lines: 2,
      pieces: 14,
      volumeM3: 4.032,
      weightKg: 380,
    });
  });

  it("adds and removes lines with buttons named by the line, and starts a line from a common size", async () => {
    const { user } = setup();
    await openCargo(user);
    await user.click(screen.getByText(copy.cargo.anotherSize));
    const add = await screen.findByRole("button", { name: copy.cargo.addLine });
    await user.click(add);
    await waitFor(() => expect(cargoLine(4).pieces).toHaveFocus());
    // A screen reader hears what happened, the focus alone saying little.
    const told = () => document.querySelector("[data-lines-news]")?.textContent;
    expect(document.querySelector("[data-lines-news]")).toHaveAttribute("aria-live", "polite");
    expect(told()).toBe(fillTemplate(copy.cargo.lineAdded, { number: "4" }));
    await user.type(cargoLine(4).pieces, "7");
    await user.click(screen.getByRole("button", { name: fillTemplate(copy.cargo.removeLine, { number: "2" }) }));
    // The line that took the removed one's place has the focus; the fourth line is the third now; the first
    // has no remove button.
    await waitFor(() => expect(cargoLine(2).pieces).toHaveFocus());
    expect(told()).toBe(fillTemplate(copy.cargo.lineRemoved, { number: "2" }));
    expect(cargoLine(3).pieces).toHaveValue("7");
    expect(screen.queryByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: "4" }) })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: fillTemplate(copy.cargo.removeLine, { number: "1" }) })).not.toBeInTheDocument();
    const [pallet] = copy.cargo.presets;
    const line = within(screen.getByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: "3" }) }));
    const presets = line.getByRole("combobox", { name: copy.cargo.presetLabel });
    await user.selectOptions(presets, `${pallet.name} ${pallet.size}`);
    // The list keeps the focus and what was picked: arrow keys step on through the sizes.
    expect(presets).toHaveFocus();
    expect(presets).toHaveDisplayValue(`${pallet.name} ${pallet.size}`);
    const [length, width] = pallet.size.split(" x ");
    expect(cargoLine(3).length).toHaveValue(length);
    expect(cargoLine(3).width).toHaveValue(width);
    expect(cargoLine(3).pieces).toHaveValue("7");
  });

  it("takes no more than the contract's lines", async () => {
    const { user } = setup();
    await openCargo(user);
    await user.click(screen.getByText(copy.cargo.anotherSize));
    const add = await screen.findByRole("button", { name: copy.cargo.addLine });
    while (screen.queryByRole("button", { name: copy.cargo.addLine })) await user.click(add);
    expect(
      screen.getByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: String(CONTACT_FIELD_SPECS.cargoLines.maxLines) }) }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("group", {
        name: fillTemplate(copy.cargo.lineLegend, { number: String(CONTACT_FIELD_SPECS.cargoLines.maxLines + 1) }),
      }),
    ).not.toBeInTheDocument();
  });

  it("a line's number to fix, under another size, opens it, focuses the field and says why there", async () => {
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await typeTwoLines(user);
    await user.clear(cargoLine(2).width);
    await user.type(cargoLine(2).width, "4000");
    anotherSize().open = false;
    await user.click(submitButton());
    await waitFor(() => expect(cargoLine(2).width).toHaveAttribute("aria-invalid", "true"));
    expect(anotherSize().open).toBe(true);
    expect(cargoLine(2).width).toHaveFocus();
    const { min, max } = CONTACT_FIELD_SPECS.cargoWidthCm;
    expect(cargoLine(2).width).toHaveAccessibleDescription(
      fillTemplate(copy.errors.range, { min: String(min), max: max.toLocaleString("en") }),
    );
    expect(cargoLine(1).width).not.toHaveAttribute("aria-invalid");
    expect(mockInvoke).not.toHaveBeenCalled();
  });
});

describe("the service asked for", () => {
  it("suggests the rate card's pickup cities, and sends the door, the postcode, insurance and the goods' value", async () => {
    mockInvoke.mockResolvedValue({ data: { reference: "K7QM-4TXH" }, error: null });
    const { user, container } = setup("de");
    await fill(user, complete);
    await openCargo(user);
    const city = cargoFields().city;
    const suggestions = container.querySelector(`datalist#${city.getAttribute("list")}`);
    expect([...suggestions!.querySelectorAll("option")].map((option) => option.value)).toEqual(FIXTURE_SUGGESTIONS.cities);
    await user.type(city, "深圳");
    const airport = screen.getByRole("radio", { name: copy.cargo.deliverTo.airport });
    const door = screen.getByRole("radio", { name: copy.cargo.deliverTo.door });
    expect([airport, door].map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(door);
    await user.type(screen.getByRole("textbox", { name: copy.labels.deliveryPostcode }), "10115");
    await user.click(screen.getByRole("checkbox", { name: copy.labels.insure }));
    // The goods' value in the card's currency, said in its label; read as a German writes it.
    await user.type(screen.getByRole("textbox", { name: `${copy.labels.goodsValue} (USD)` }), "12.500,50");
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    expect(mockInvoke.mock.calls[0][1].body).toMatchObject({
      pickupCity: "深圳",
      deliverTo: "door",
      deliveryPostcode: "10115",
      insure: true,
      goodsValue: 12500.5,
      language: "de",
    });
  });

  it("insurance without the goods' value: the value's field says so and takes the focus; nothing is sent", async () => {
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await user.click(screen.getByRole("checkbox", { name: copy.labels.insure }));
    await user.click(submitButton());
    const value = screen.getByRole("textbox", { name: `${copy.labels.goodsValue} (USD)` });
    await waitFor(() => expect(value).toHaveFocus());
    expect(value).toHaveAccessibleDescription(expect.stringContaining(copy.errors.valueToInsure));
    expect(mockInvoke).not.toHaveBeenCalled();
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
    expect(mockInvoke.mock.calls[0][1].body).toEqual({
      ...complete,
      ...SERVICE_DEFAULTS,
      cargoContents: [],
      pickupCity: "",
      language: "en",
      website: "http://spam.example",
    });
  });
});
