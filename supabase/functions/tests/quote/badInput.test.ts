// Every kind of bad input is refused with a clear 4xx, in the JSON error
// shape, with CORS headers, and leaves no row and no e-mail behind.
import { deepStrictEqual, match, ok } from "node:assert/strict";
import { CONTACT_ERROR, CONTACT_FIELD_SPECS, TEXT_FIELDS } from "../../_shared/contactRequest.ts";
import { backendTests, countRows, makeHandler } from "../support/harness.ts";
import { postContact, type PostOptions, SITE_ORIGIN, validRequest } from "../support/requests.ts";

type BadInput = {
  kind: string;
  status: number;
  code: string;
  body?: unknown;
  options?: PostOptions;
  /** For 400 invalid_fields: the fields that must be named. */
  fields?: string[];
};

const valid = validRequest();
const json = (text: string): PostOptions => ({ rawBody: text });
const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });

const BAD_INPUTS: BadInput[] = [
  { kind: "a body that is not JSON", status: 400, code: "invalid_json", options: json("{name: 'Mei'") },
  { kind: "an empty body", status: 400, code: "invalid_json", options: json("") },
  { kind: "a body of spaces", status: 400, code: "invalid_json", options: json("   \n ") },
  { kind: "a JSON array", status: 400, code: "invalid_body", body: [valid] },
  { kind: "a JSON string", status: 400, code: "invalid_body", body: "Mei Chan" },
  { kind: "a JSON number", status: 400, code: "invalid_body", body: 42 },
  { kind: "JSON null", status: 400, code: "invalid_body", body: null },
  {
    kind: "an empty object",
    status: 400,
    code: "invalid_fields",
    body: {},
    fields: ["name", "email", "shippingCountry", "message"],
  },
  {
    kind: "every field null",
    status: 400,
    code: "invalid_fields",
    body: { name: null, email: null, phone: null, shippingCountry: null, shippingDetails: null, message: null },
    fields: ["name", "email", "shippingCountry", "message"],
  },
  { kind: "a number for the name", status: 400, code: "invalid_fields", body: withField("name", 42), fields: ["name"] },
  {
    kind: "a number for the e-mail",
    status: 400,
    code: "invalid_fields",
    body: withField("email", 1e9),
    fields: ["email"],
  },
  {
    kind: "an object for the message",
    status: 400,
    code: "invalid_fields",
    body: withField("message", { text: "hi" }),
    fields: ["message"],
  },
  {
    kind: "an array for the country",
    status: 400,
    code: "invalid_fields",
    body: withField("shippingCountry", ["Canada"]),
    fields: ["shippingCountry"],
  },
  {
    kind: "a boolean for the phone",
    status: 400,
    code: "invalid_fields",
    body: withField("phone", true),
    fields: ["phone"],
  },
  {
    kind: "a missing name",
    status: 400,
    code: "invalid_fields",
    body: { ...valid, name: undefined },
    fields: ["name"],
  },
  {
    kind: "a message of spaces only",
    status: 400,
    code: "invalid_fields",
    body: withField("message", "   \n\t "),
    fields: ["message"],
  },
  {
    kind: "CR/LF in the name",
    status: 400,
    code: "invalid_fields",
    body: withField("name", "Mei\r\nBcc: all@victims.example"),
    fields: ["name"],
  },
  {
    kind: "CR/LF in the e-mail",
    status: 400,
    code: "invalid_fields",
    body: withField("email", "mei@shop.example\r\nBcc: x@y.example"),
    fields: ["email"],
  },
  {
    kind: "a line break in the phone",
    status: 400,
    code: "invalid_fields",
    body: withField("phone", "555\n0101"),
    fields: ["phone"],
  },
  {
    kind: "two comma-separated addresses",
    status: 400,
    code: "invalid_fields",
    body: withField("email", "mei@shop.example,boss@shop.example"),
    fields: ["email"],
  },
  {
    kind: "two addresses separated by a semicolon",
    status: 400,
    code: "invalid_fields",
    body: withField("email", "mei@shop.example; boss@shop.example"),
    fields: ["email"],
  },
  {
    kind: "an address with a display name",
    status: 400,
    code: "invalid_fields",
    body: withField("email", "Mei <mei@shop.example>"),
    fields: ["email"],
  },
  {
    kind: "an address without a domain",
    status: 400,
    code: "invalid_fields",
    body: withField("email", "mei@"),
    fields: ["email"],
  },
  {
    kind: "an address without a dot in the domain",
    status: 400,
    code: "invalid_fields",
    body: withField("email", "mei@localhost"),
    fields: ["email"],
  },
  {
    kind: "an address with a space",
    status: 400,
    code: "invalid_fields",
    body: withField("email", "mei chan@shop.example"),
    fields: ["email"],
  },
  {
    kind: "a country on two lines",
    status: 400,
    code: "invalid_fields",
    body: withField("shippingCountry", "Canada\r\nBcc: x@y.example"),
    fields: ["shippingCountry"],
  },
  // One character over each text field's bound, the e-mail a well-formed address.
  ...TEXT_FIELDS.map((field): BadInput => {
    const length = CONTACT_FIELD_SPECS[field].maxLength + 1;
    const domain = "@shop.example";
    const value = field === "email" ? `${"a".repeat(length - domain.length)}${domain}` : "x".repeat(length);
    return {
      kind: `an over-long ${field} (${length})`,
      status: 400,
      code: "invalid_fields",
      body: withField(field, value),
      fields: [field],
    };
  }),
  {
    kind: "a NUL character in the message",
    status: 400,
    code: "invalid_fields",
    body: withField("message", "hello\u0000world"),
    fields: ["message"],
  },
  {
    kind: "a declared Content-Length over 32 KB",
    status: 413,
    code: "payload_too_large",
    body: valid,
    options: { headers: { "content-length": String(33 * 1024) } },
  },
  { kind: "a 1 MB body", status: 413, code: "payload_too_large", body: withField("message", "m".repeat(1024 * 1024)) },
  {
    kind: "a 40 KB body streamed without Content-Length",
    status: 413,
    code: "payload_too_large",
    options: {
      rawBody: () => new Blob([JSON.stringify(withField("message", "m".repeat(40 * 1024)))]).stream(),
    },
  },
  {
    kind: "invalid UTF-8 bytes",
    status: 400,
    code: "invalid_json",
    options: { rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) },
  },
  { kind: "the GET method", status: 405, code: "method_not_allowed", options: { method: "GET" } },
  { kind: "the PUT method", status: 405, code: "method_not_allowed", body: valid, options: { method: "PUT" } },
  { kind: "the DELETE method", status: 405, code: "method_not_allowed", options: { method: "DELETE" } },
  {
    kind: "a text/plain body",
    status: 415,
    code: "unsupported_media_type",
    body: valid,
    options: { headers: { "content-type": "text/plain" } },
  },
  // A urlencoded body is the plain HTML form's, answered with pages (formPost.test.ts).
  {
    kind: "a multipart form body",
    status: 415,
    code: "unsupported_media_type",
    options: {
      headers: { "content-type": "multipart/form-data; boundary=x" },
      rawBody: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMei\r\n--x--\r\n',
    },
  },
  {
    kind: "JSON in another charset",
    status: 415,
    code: "unsupported_media_type",
    body: valid,
    options: { headers: { "content-type": "application/json; charset=iso-8859-1" } },
  },
  {
    kind: "no Content-Type",
    status: 415,
    code: "unsupported_media_type",
    body: valid,
    options: { headers: { "content-type": "" } },
  },
  {
    kind: "an Idempotency-Key with a line break",
    status: 400,
    code: "invalid_idempotency_key",
    body: valid,
    options: { headers: { "idempotency-key": "a\tb" } },
  },
  {
    kind: "an over-long Idempotency-Key",
    status: 400,
    code: "invalid_idempotency_key",
    body: valid,
    options: { idempotencyKey: "k".repeat(256) },
  },
  {
    kind: "a foreign origin",
    status: 403,
    code: "origin_not_allowed",
    body: valid,
    options: { headers: { origin: "https://evil.example" } },
  },
];

for (const field of TEXT_FIELDS) {
  backendTests(`a NUL character in ${field} is refused as invalidCharacter, whatever else is wrong`, async (db) => {
    const { handler, mailer } = makeHandler(db);
    const tooLong = "x".repeat(CONTACT_FIELD_SPECS[field].maxLength + 1);
    const response = await postContact(handler, withField(field, `${tooLong}\r\n\u0000`));
    deepStrictEqual(response.status, 400);
    const { error } = await response.json();
    deepStrictEqual([error.code, error.fields], ["invalid_fields", { [field]: CONTACT_ERROR.invalidCharacter }]);
    deepStrictEqual(await countRows(db, "contact_requests"), 0, "nothing stored");
    deepStrictEqual(mailer.sent.length, 0, "nothing sent");
  }).forEach((test) => Deno.test(test));
}

for (const bad of BAD_INPUTS) {
  backendTests(`refuses ${bad.kind} with ${bad.status} and keeps nothing`, async (db) => {
    const { handler, mailer } = makeHandler(db);
    const response = await postContact(handler, bad.body, bad.options);
    deepStrictEqual(response.status, bad.status);
    if (bad.code !== "origin_not_allowed") {
      deepStrictEqual(response.headers.get("access-control-allow-origin"), SITE_ORIGIN, "CORS on errors too");
    }
    match(response.headers.get("content-type") ?? "", /^application\/json/);
    const { error } = await response.json();
    deepStrictEqual(error.code, bad.code);
    ok(typeof error.message === "string" && error.message.length > 10, "a message a person can read");
    if (bad.fields) deepStrictEqual(Object.keys(error.fields).sort(), [...bad.fields].sort());
    deepStrictEqual(await countRows(db, "contact_requests"), 0, "nothing stored");
    deepStrictEqual(await countRows(db, "contact_notifications"), 0);
    deepStrictEqual(mailer.sent.length, 0, "nothing sent");
  }).forEach((test) => Deno.test(test));
}
