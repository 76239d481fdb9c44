// The live quote form when sending fails: every value kept, the notice, the retry with its key;
// and its honeypot (the Edge Function call mocked, __tests__/helpers/contactForm.tsx).
import {
  SERVICE_DEFAULTS,
  complete,
  consoleSpies,
  contactEmail,
  copy,
  failedText,
  fields,
  fill,
  httpError,
  mockInvoke,
  setup,
  submitButton,
} from "../helpers/contactForm";
import { screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { FunctionsFetchError, FunctionsHttpError } from "@supabase/functions-js";
import { fillTemplate } from "../../src/content/fillTemplate";

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
    expect(consoleSpies.error).toHaveBeenCalled();
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
