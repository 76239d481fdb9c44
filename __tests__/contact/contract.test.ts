// The shared contract: the rules the form applies now and the function applies
// on the server. The country list is content (content/countries.yaml) and not
// part of it: any one-line country name is accepted.
import {
  CONTACT_ERROR,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMPTY_CONTACT_REQUEST,
  REQUIRED_CONTACT_FIELDS,
  validateContactRequest,
} from "../../supabase/functions/_shared/contactRequest.ts";
import { completeContactRequest } from "../helpers/contactRequest";

const valid = completeContactRequest;

const errorsOf = (input: unknown) => {
  const result = validateContactRequest(input);
  return result.ok ? {} : result.errors;
};

describe("the contact request contract", () => {
  it("names the six fields, four of them required, all starting empty", () => {
    expect(CONTACT_FIELDS).toEqual(["name", "email", "phone", "shippingCountry", "shippingDetails", "message"]);
    expect(REQUIRED_CONTACT_FIELDS).toEqual(["name", "email", "shippingCountry", "message"]);
    expect(EMPTY_CONTACT_REQUEST).toEqual({
      name: "",
      email: "",
      phone: "",
      shippingCountry: "",
      shippingDetails: "",
      message: "",
    });
  });

  it("accepts a complete request and trims every value", () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, `  ${value}\t`]));
    expect(validateContactRequest(padded)).toEqual({ ok: true, value: valid });
  });

  it("accepts a request without the optional phone and shipping details", () => {
    const { phone: _phone, shippingDetails: _details, ...required } = valid;
    expect(validateContactRequest(required)).toEqual({
      ok: true,
      value: { ...required, phone: "", shippingDetails: "" },
    });
  });

  it("drops unknown keys such as the honeypot", () => {
    const result = validateContactRequest({ ...valid, website: "http://spam.example", admin: true });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it.each(REQUIRED_CONTACT_FIELDS)("requires %s, also when it is only spaces", (field) => {
    const code = CONTACT_ERROR.required;
    expect(errorsOf({ ...valid, [field]: "" })).toEqual({ [field]: code });
    expect(errorsOf({ ...valid, [field]: "   \n " })).toEqual({ [field]: code });
    expect(errorsOf({ ...valid, [field]: undefined })).toEqual({ [field]: CONTACT_ERROR.required });
  });

  it("reports every failing field at once", () => {
    expect(errorsOf(EMPTY_CONTACT_REQUEST)).toEqual({
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
        value: { ...valid, shippingCountry: shippingCountry.trim() },
      });
    },
  );

  it("refuses a country on two lines", () => {
    expect(errorsOf({ ...valid, shippingCountry: "Germany\r\nBcc: x@y.com" })).toEqual({ shippingCountry: CONTACT_ERROR.lineBreak });
  });

  it.each(Object.entries(CONTACT_LIMITS))("bounds %s to %d characters", (field, max) => {
    const fill = field === "email" ? (n: number) => `${"a".repeat(n - "@example.com".length)}@example.com` : (n: number) => "x".repeat(n);
    expect(errorsOf({ ...valid, [field]: fill(max) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: fill(max + 1) })).toEqual({ [field]: CONTACT_ERROR.tooLong });
  });

  it("keeps the name, phone and country on one line, but lets the message span lines", () => {
    expect(errorsOf({ ...valid, name: "Ada\r\nBcc: x@y.com" })).toEqual({ name: CONTACT_ERROR.lineBreak });
    expect(errorsOf({ ...valid, phone: "+1 555\n0100" })).toEqual({ phone: CONTACT_ERROR.lineBreak });
    expect(errorsOf({ ...valid, message: "Line one\nLine two" })).toEqual({});
  });

  it.each(CONTACT_FIELDS)("refuses a NUL character in %s, before any other fault", (field) => {
    expect(errorsOf({ ...valid, [field]: "a\u0000b" })).toEqual({ [field]: CONTACT_ERROR.invalidCharacter });
    expect(errorsOf({ ...valid, [field]: `${"x".repeat(CONTACT_LIMITS[field] + 1)}\r\n\u0000` })).toEqual({
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
