// The send: exactly the contract's fields and the page's language, the idempotency
// key, the lazy client, and every kind of failure turned into one ContactSendError.
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from "@supabase/functions-js";
import { createClient } from "@supabase/supabase-js";
import {
  CONTACT_TIMEOUT_MS,
  ContactSendError,
  buildContactBody,
  landingSource,
  submitContactRequest,
} from "../../src/contact/sending/submitContactRequest";
import { LANDING_STORAGE_KEY } from "../../supabase/functions/_shared/leadSource.ts";
import { CONTACT_FUNCTION_NAME, supabaseAnonKey, supabaseUrl } from "../../src/contact/backendConfig";
import {
  CONTACT_FIELDS,
  type ContactRequest,
  EMPTY_CONTACT_REQUEST,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  NUMBER_FIELDS,
  QUESTION_FIELDS,
} from "../../supabase/functions/_shared/contactRequest.ts";
import type { QuoteRequestAnswer } from "../../supabase/functions/_shared/api/quoteRequestApi.ts";

const mockInvoke = jest.fn();

/** The function's answer to a request it took without a price (the quote request's contract). */
const taken = (id: string): QuoteRequestAnswer => ({ id, reference: "K7QM-4TXH", quoteKey: "v1.20271128.c2lnbmVk", price: null });
jest.mock("@supabase/supabase-js", () => ({
  createClient: jest.fn(() => ({ functions: { invoke: mockInvoke } })),
}));

const request: ContactRequest = {
  ...EMPTY_CONTACT_REQUEST,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  shippingCountry: "Germany",
  shippingDetails: "",
  message: "Please quote.",
};

/** A Response-like answer, as functions-js puts in FunctionsHttpError.context. */
/** What buildContactBody sends for `request`: its text fields and contents (no numbers were given). */
// Numbers not given, no lines and questions unanswered are not sent.
const notSent = (field: string) =>
  (NUMBER_FIELDS as readonly string[]).includes(field) || (QUESTION_FIELDS as readonly string[]).includes(field) || field === "cargoLines";
const sent = Object.fromEntries(Object.entries(request).filter(([field]) => !notSent(field)));

const errorResponse = (status: number, payload: unknown) => ({
  status,
  clone: () => ({ json: async () => payload }),
});

const sendFails = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => {
      throw new Error("expected the send to fail");
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContactSendError);
  return error as ContactSendError;
};

beforeEach(() => {
  mockInvoke.mockReset();
});

describe("buildContactBody", () => {
  it("holds the contract's fields, numbers only when given, and the page's language", () => {
    expect(Object.keys(buildContactBody(request, "es"))).toEqual([...CONTACT_FIELDS.filter((field) => !notSent(field)), LANGUAGE_FIELD]);
    const cargo = { ...request, cargoPieces: 3, cargoWeightKg: 12.5, cargoContents: ["batteries" as const] };
    expect(buildContactBody(cargo, "de")).toMatchObject({ cargoPieces: 3, cargoWeightKg: 12.5, cargoContents: ["batteries"] });
    expect(buildContactBody(cargo, "de")).not.toHaveProperty("cargoLengthCm");
    expect(buildContactBody(request, "es")[LANGUAGE_FIELD]).toBe("es");
    expect(buildContactBody({ ...request, extra: "x" } as typeof request, "es")).not.toHaveProperty("extra");
  });

  it("sends the lines at their places on the form, an empty one where the shipper left one empty", () => {
    const pallet = { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false };
    const cartons = { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true };
    // The form's Line 2 left empty: the cartons are its Line 3 (place 2), and the function must number them so.
    expect(buildContactBody({ ...request, cargoLines: [pallet, { ...cartons, place: 2 }] }, "en").cargoLines).toEqual([
      pallet,
      {},
      cartons,
    ]);
    expect(buildContactBody({ ...request, cargoLines: [pallet, cartons] }, "en").cargoLines).toEqual([pallet, cartons]);
  });

  it("sends where the visit came from, as the page kept it, bounded; nothing when it kept nothing", () => {
    expect(buildContactBody(request, "es")).not.toHaveProperty("source");
    window.sessionStorage.setItem(
      LANDING_STORAGE_KEY,
      JSON.stringify({ s: "x".repeat(500), m: "email", g: true, f: false, r: "", p: "/es" }),
    );
    try {
      const source = landingSource();
      expect(source).toMatchObject({ utmSource: "x".repeat(100), utmMedium: "email", gclid: true, referrerHost: null, landingPath: "/es" });
      expect(buildContactBody(request, "es", "", source)).toMatchObject({ source });
    } finally {
      window.sessionStorage.clear();
    }
    expect(landingSource()).toBeNull();
  });

  it("adds the honeypot only when something filled it in", () => {
    expect(buildContactBody(request, "en", "")).not.toHaveProperty(HONEYPOT_FIELD);
    expect(buildContactBody(request, "en", "http://spam.example")).toMatchObject({ [HONEYPOT_FIELD]: "http://spam.example" });
  });
});

describe("submitContactRequest", () => {
  it("invokes send-contact-email once with the body and the Idempotency-Key header", async () => {
    mockInvoke.mockResolvedValue({ data: taken("req_1"), error: null });
    await expect(submitContactRequest(request, { idempotencyKey: "key-1", language: "en" })).resolves.toEqual(taken("req_1"));
    expect(mockInvoke).toHaveBeenCalledTimes(1);
    const [name, options] = mockInvoke.mock.calls[0];
    expect(name).toBe(CONTACT_FUNCTION_NAME);
    expect(name).toBe("send-contact-email");
    expect(options.body).toEqual({ ...sent, language: "en" });
    expect(options.headers).toEqual({ "Idempotency-Key": "key-1" });
    expect(options.signal).toBeInstanceOf(AbortSignal);
  });

  it("makes one client, from the configured URL and anon key, without sessions", async () => {
    mockInvoke.mockResolvedValue({ data: taken("req_2"), error: null });
    await submitContactRequest(request, { idempotencyKey: "a", language: "en" });
    await submitContactRequest(request, { idempotencyKey: "b", language: "en" });
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith(supabaseUrl, supabaseAnonKey, {
      auth: expect.objectContaining({ persistSession: false, autoRefreshToken: false }),
    });
    expect(supabaseUrl).toBe("http://127.0.0.1:54321");
  });

  it("sends the honeypot when given one", async () => {
    mockInvoke.mockResolvedValue({ data: taken("req_3"), error: null });
    await submitContactRequest(request, { idempotencyKey: "k", language: "en", honeypot: "bot" });
    expect(mockInvoke.mock.calls[0][1].body).toEqual({ ...sent, language: "en", website: "bot" });
  });

  it("reads the answer with the quote request's contract: the reason for no price and its line; null for another answer", async () => {
    const unpriced: QuoteRequestAnswer = { id: "req_4", reference: "K7QM-4TXH", price: null, noPrice: "beyondLimits", line: 2 };
    mockInvoke.mockResolvedValue({ data: unpriced, error: null });
    await expect(submitContactRequest(request, { idempotencyKey: "k4", language: "en" })).resolves.toEqual(unpriced);
    // Taken all the same (a 2xx): the form goes on to the thank-you page with nothing it cannot read.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mockInvoke.mockResolvedValue({ data: { ...unpriced, noPrice: "tooHeavy" }, error: null });
    await expect(submitContactRequest(request, { idempotencyKey: "k5", language: "en" })).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("not the quote request's"),
      expect.stringContaining("noPrice"),
      expect.anything(),
    );
    consoleError.mockRestore();
  });

  it("turns an HTTP error into a failure carrying the status and the function's code", async () => {
    mockInvoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(errorResponse(429, { error: { code: "rate_limited", message: "Too many requests" } })),
    });
    const error = await sendFails(submitContactRequest(request, { idempotencyKey: "k", language: "en" }));
    expect(error.kind).toBe("http");
    expect(error.details).toMatchObject({ status: 429, code: "rate_limited" });
    expect(error.message).toBe("Too many requests");
  });

  it("copes with an HTTP error whose body is not JSON", async () => {
    mockInvoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError({ status: 502, clone: () => ({ json: async () => Promise.reject(new SyntaxError("bad")) }) }),
    });
    const error = await sendFails(submitContactRequest(request, { idempotencyKey: "k", language: "en" }));
    expect(error.kind).toBe("http");
    expect(error.details.status).toBe(502);
  });

  it.each([
    ["a fetch error", new FunctionsFetchError(new TypeError("Failed to fetch"))],
    ["a relay error", new FunctionsRelayError({})],
  ])("turns %s into a network failure", async (_label, functionsError) => {
    mockInvoke.mockResolvedValue({ data: null, error: functionsError });
    const error = await sendFails(submitContactRequest(request, { idempotencyKey: "k", language: "en" }));
    expect(error.kind).toBe("network");
  });

  it("turns a thrown error into a failure", async () => {
    mockInvoke.mockRejectedValue(new TypeError("boom"));
    const error = await sendFails(submitContactRequest(request, { idempotencyKey: "k", language: "en" }));
    expect(error.kind).toBe("unexpected");
  });

  describe("with no answer", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("gives up after 15 seconds and aborts the request", async () => {
      expect(CONTACT_TIMEOUT_MS).toBe(15_000);
      let signal: AbortSignal | undefined;
      mockInvoke.mockImplementation((_name, options) => {
        signal = options.signal;
        return new Promise(() => undefined);
      });
      const outcome = sendFails(submitContactRequest(request, { idempotencyKey: "k", language: "en" }));
      await jest.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error.kind).toBe("timeout");
      expect(signal?.aborted).toBe(true);
    });
  });
});
