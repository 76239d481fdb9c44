// The shared contract: the rules the form applies now and the function applies
// on the server. The country list is content (content/countries.yaml) and not
// part of it: any one-line country name is accepted.
import {
  CONTACT_ERROR,
  CONTACT_FIELD_SPECS,
  EMPTY_CONTACT_INPUT,
  REQUIRED_CONTACT_FIELDS,
  TEXT_FIELDS,
  validateContactRequest,
} from "../../supabase/functions/_shared/contactRequest.ts";
import { completeContactRequest, validatedContactRequest } from "../helpers/contactRequest";

const valid = completeContactRequest;

const errorsOf = (input: unknown) => {
  const result = validateContactRequest(input);
  return result.ok ? {} : result.errors;
};

describe("the contact request contract", () => {
  it("needs only the four fields the spec marks required: a request of those alone is accepted", () => {
    const { name, email, shippingCountry, message } = valid;
    const result = validateContactRequest({ name, email, shippingCountry, message });
    expect(result).toMatchObject({ ok: true, value: { name, email, shippingCountry, message, phone: "", cargoPieces: null } });
    expect(Object.keys(errorsOf({}))).toEqual(REQUIRED_CONTACT_FIELDS);
  });

  it("accepts a complete request and trims every value", () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, `  ${value}\t`]));
    expect(validateContactRequest(padded)).toEqual({ ok: true, value: validatedContactRequest });
  });

  it("accepts a request without the optional phone and shipping details", () => {
    const { phone: _phone, shippingDetails: _details, ...required } = valid;
    expect(validateContactRequest(required)).toEqual({
      ok: true,
      value: { ...validatedContactRequest, phone: "", shippingDetails: "" },
    });
  });

  it("drops unknown keys such as the honeypot and a client's own chargeable weight", () => {
    const result = validateContactRequest({ ...valid, website: "http://spam.example", admin: true, chargeableWeightKg: 1 });
    expect(result).toEqual({ ok: true, value: validatedContactRequest });
  });

  it.each(REQUIRED_CONTACT_FIELDS)("requires %s, also when it is only spaces", (field) => {
    const code = CONTACT_ERROR.required;
    expect(errorsOf({ ...valid, [field]: "" })).toEqual({ [field]: code });
    expect(errorsOf({ ...valid, [field]: "   \n " })).toEqual({ [field]: code });
    expect(errorsOf({ ...valid, [field]: undefined })).toEqual({ [field]: CONTACT_ERROR.required });
  });

  it("reports every failing field at once", () => {
    expect(errorsOf(EMPTY_CONTACT_INPUT)).toEqual({
      name: CONTACT_ERROR.required,
      email: CONTACT_ERROR.required,
      shippingCountry: CONTACT_ERROR.required,
      message: CONTACT_ERROR.required,
    });
  });

  it.each(["name@company.com", "first.last+quotes@mail.example.co.uk", "  padded@example.com  "])("accepts the e-mail %p", (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({});
  });

  it.each([
    "plainaddress",
    "name@",
    "@example.com",
    "name@localhost",
    "a@b.com, c@d.com",
    "a@b.com,c@d.com",
    "name @example.com",
    "name@example.com\r\nBcc: x@y.com",
    "name@example.com\nx",
    "Name <name@example.com>",
  ])("refuses the e-mail %p", (email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: CONTACT_ERROR.email });
  });

  it.each(["Côte d'Ivoire", "a country an editor added yesterday", "  Germany  "])(
    "accepts any one-line country name, such as %p (editors own the list)",
    (shippingCountry) => {
      expect(validateContactRequest({ ...valid, shippingCountry })).toEqual({
        ok: true,
        value: { ...validatedContactRequest, shippingCountry: shippingCountry.trim() },
      });
    },
  );

  it("refuses a country on two lines", () => {
    expect(errorsOf({ ...valid, shippingCountry: "Germany\r\nBcc: x@y.com" })).toEqual({ shippingCountry: CONTACT_ERROR.lineBreak });
  });

  it.each(TEXT_FIELDS.map((field) => [field, CONTACT_FIELD_SPECS[field].maxLength] as const))(
    "bounds %s to %d characters",
    (field, max) => {
      const fill = field === "email" ? (n: number) => `${"a".repeat(n - "@example.com".length)}@example.com` : (n: number) => "x".repeat(n);
      expect(errorsOf({ ...valid, [field]: fill(max) })).toEqual({});
      expect(errorsOf({ ...valid, [field]: fill(max + 1) })).toEqual({ [field]: CONTACT_ERROR.tooLong });
    },
  );

  it("keeps the name, phone and country on one line, but lets the message span lines", () => {
    expect(errorsOf({ ...valid, name: "Ada\r\nBcc: x@y.com" })).toEqual({ name: CONTACT_ERROR.lineBreak });
    expect(errorsOf({ ...valid, phone: "+1 555\n0100" })).toEqual({ phone: CONTACT_ERROR.lineBreak });
    expect(errorsOf({ ...valid, message: "Line one\nLine two" })).toEqual({});
  });

  it.each(TEXT_FIELDS)("refuses a NUL character in %s, before any other fault", (field) => {
    expect(errorsOf({ ...valid, [field]: "a\u0000b" })).toEqual({ [field]: CONTACT_ERROR.invalidCharacter });
    expect(errorsOf({ ...valid, [field]: `${"x".repeat(CONTACT_FIELD_SPECS[field].maxLength + 1)}\r\n\u0000` })).toEqual({
      [field]: CONTACT_ERROR.invalidCharacter,
    });
  });

  it("accepts only strings", () => {
    expect(errorsOf({ ...valid, phone: 42 })).toEqual({ phone: CONTACT_ERROR.type });
    expect(errorsOf({ ...valid, message: ["a"] })).toEqual({ message: CONTACT_ERROR.type });
    expect(errorsOf({ ...valid, phone: null })).toEqual({});
    expect(validateContactRequest(null).ok).toBe(false);
    expect(validateContactRequest("name=Ada").ok).toBe(false);
  });
});

describe("the cargo details", () => {
  const cargo = {
    cargoPieces: "3",
    cargoLengthCm: "120",
    cargoWidthCm: "80",
    cargoHeightCm: "100",
    cargoWeightKg: "450.5",
    cargoContents: ["magnets", "batteries", "magnets"],
    pickupCity: "  Shenzhen ",
  };

  it("reads the numbers, keeps the ticked contents once in the list's order, trims the city", () => {
    expect(validateContactRequest({ ...valid, ...cargo })).toEqual({
      ok: true,
      value: {
        ...validatedContactRequest,
        cargoPieces: 3,
        cargoLengthCm: 120,
        cargoWidthCm: 80,
        cargoHeightCm: 100,
        cargoWeightKg: 450.5,
        cargoContents: ["batteries", "magnets"],
        pickupCity: "Shenzhen",
      },
    });
  });

  it("reads numbers as the page's language writes them", () => {
    const weight = (text: string, language: string) => {
      const result = validateContactRequest({ ...valid, cargoWeightKg: text }, language);
      return result.ok ? result.value.cargoWeightKg : result.errors;
    };
    expect(weight("1.200,5", "de")).toBe(1200.5);
    expect(weight("1 200,5", "fr")).toBe(1200.5);
    expect(weight("12,5", "es")).toBe(12.5);
    expect(weight("1,200.5", "en")).toBe(1200.5);
    expect(weight("١٢٫٥", "ar")).toBe(12.5);
  });

  it("takes a JSON number as it is, and one value for the contents as a list of one", () => {
    const result = validateContactRequest({ ...valid, cargoPieces: 4, cargoWeightKg: 12.25, cargoContents: "liquids" });
    expect(result).toMatchObject({ ok: true, value: { cargoPieces: 4, cargoWeightKg: 12.25, cargoContents: ["liquids"] } });
  });

  it.each([
    ["cargoPieces", "2.5", CONTACT_ERROR.wholeNumber],
    ["cargoPieces", "0", CONTACT_ERROR.range],
    ["cargoPieces", "10000", CONTACT_ERROR.range],
    ["cargoPieces", "three", CONTACT_ERROR.number],
    ["cargoLengthCm", "-1", CONTACT_ERROR.range],
    ["cargoWidthCm", "400.5", CONTACT_ERROR.range],
    ["cargoHeightCm", "40 cm", CONTACT_ERROR.number],
    ["cargoWeightKg", "0.05", CONTACT_ERROR.range],
    ["cargoWeightKg", "100001", CONTACT_ERROR.range],
    ["cargoWeightKg", "1e3", CONTACT_ERROR.number],
    ["cargoWeightKg", Number.NaN, CONTACT_ERROR.number],
    ["cargoContents", ["gold"], CONTACT_ERROR.choice],
    ["cargoContents", [1], CONTACT_ERROR.type],
    ["pickupCity", "x".repeat(101), CONTACT_ERROR.tooLong],
    ["pickupCity", "Ningbo\nBcc: x@y.example", CONTACT_ERROR.lineBreak],
  ])("refuses %s = %p as %s, and only that field", (field, value, code) => {
    expect(errorsOf({ ...valid, ...cargo, [field]: value })).toEqual({ [field]: code });
  });

  it("keeps partial details: a weight alone is a valid request", () => {
    expect(validateContactRequest({ ...valid, cargoWeightKg: "80" })).toMatchObject({
      ok: true,
      value: { cargoWeightKg: 80, cargoPieces: null },
    });
  });
});
