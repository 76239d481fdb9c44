// Hostile but valid input is accepted, stored verbatim and escaped in the
// e-mail's HTML; header lines and the subject lose line breaks and Unicode
// format characters, the body its bidirectional controls. The test reads the
// e-mail the way a developer would: from the outbox folder the local backend writes.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, makeHandler, storedRequests, testSettings } from "../support/harness.ts";
import { postContact, validRequest } from "../support/requests.ts";
import { outboxMailer } from "../../../local/outboxMailer.ts";
import type { ContactRequest } from "../../_shared/contactRequest.ts";
import { escapeHtml } from "../../_shared/html.ts";
import { toHeaderValue } from "../../send-contact-email/outbox/outgoing.ts";
import { textOf } from "../support/emails.ts";
import { withoutBidiControls } from "../../_shared/emails/site.ts";

const HOSTILE: { kind: string; request: Partial<ContactRequest> }[] = [
  {
    kind: "a script tag",
    request: { name: "<script>alert('x')</script>", message: "<script>fetch('//evil')</script>" },
  },
  {
    kind: "HTML and attributes",
    request: { message: `<img src=x onerror="alert(1)"><a href='javascript:alert(2)'>quote</a>` },
  },
  {
    kind: "SQL metacharacters",
    request: { name: "Robert'); DROP TABLE contact_requests;--", message: "' OR 1=1; -- \\ $1 %s" },
  },
  { kind: "emoji", request: { name: "Mei 🚚✈️", shippingDetails: "📦📦 two boxes", message: "Thanks 🙏🏽" } },
  { kind: "right-to-left text", request: { name: "محمد العلي", message: "\u202Eشحن جوي إلى دبي\u202C" } },
  {
    kind: "a < in 'under 100 kg'",
    request: { shippingDetails: "Parcels < 100 kg & > 2 boxes", message: "Weight: under < 100 kg" },
  },
  { kind: "an ampersand and quotes", request: { name: `O'Brien & "Sons"`, message: 'Tom & Jerry\'s "best"' } },
];

for (const { kind, request } of HOSTILE) {
  backendTests(`accepts ${kind}, stores it verbatim and escapes it in the e-mail`, async (db) => {
    const outbox = await Deno.makeTempDir({ prefix: "contact-outbox-" });
    try {
      const { handler } = makeHandler(db, { mailer: outboxMailer(outbox) });
      const sent = validRequest(request);
      const response = await postContact(handler, sent);
      deepStrictEqual(response.status, 200);
      const { reference } = await response.json();

      const [row] = await storedRequests(db);
      deepStrictEqual(
        [row.name, row.email, row.phone, row.shipping_country, row.shipping_details, row.message],
        [sent.name, sent.email, sent.phone, sent.shippingCountry, sent.shippingDetails, sent.message],
      );

      const file = `${outbox}/quote-request_${reference}_team`;
      const email = JSON.parse(await Deno.readTextFile(`${file}.json`));
      deepStrictEqual(await Deno.readTextFile(`${file}.html`), email.html);
      // Verbatim, but for the bidirectional controls, which the team's e-mails never carry (bidiControls.test.ts).
      for (const value of [sent.name, sent.shippingDetails, sent.message].map(withoutBidiControls)) {
        ok(textOf(email.html).includes(value), `${value} is the HTML's text`);
        ok(email.text.includes(value), `verbatim ${value} in the plain text`);
      }
      for (const value of [sent.name, sent.shippingDetails, sent.message]) {
        if (/[<>&"']/.test(value)) ok(!email.html.includes(value), `raw ${value} must not reach the HTML`);
      }
      ok(!/[\r\n]/.test(email.subject), "subject is one line");
    } finally {
      await Deno.remove(outbox, { recursive: true });
    }
  }).forEach((test) => Deno.test(test));
}

Deno.test("escapeHtml escapes the five HTML-special characters", () => {
  deepStrictEqual(
    escapeHtml(`<a href="x" title='y'>&</a>`),
    "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
  );
});

backendTests("Format characters leave the subject and headers; bidirectional controls the body", async (db) => {
  const { handler, mailer } = makeHandler(db, { settings: testSettings({ SEND_VISITOR_CONFIRMATION: "true" }) });
  // U+202E (right-to-left override) would make "fdp.exe" read "exe.pdf"; U+200B, U+200D, U+2060 and U+FEFF
  // are invisible; U+00AD (soft hyphen) and U+2066..U+2069 (isolates) are format characters too.
  const sent = validRequest({
    name: "Mei\u202Efdp.exe\u202C Chan\u200B\u200D\u2060\uFEFF\u00AD",
    shippingCountry: "Can\u2066ada\u2069",
    message: "Keep \u202Ethis\u202C as written.",
  });
  deepStrictEqual((await postContact(handler, sent)).status, 200);
  const team = mailer.sent.find((email) => email.to === "team@forwarder.test")!;
  const [stored] = await storedRequests(db);
  deepStrictEqual(team.subject, `Quote request ${stored.reference}: Hong Kong to Canada (Meifdp.exe Chan)`);
  for (const email of mailer.sent) {
    for (const header of [email.subject, email.to, email.from, email.replyTo ?? ""]) {
      ok(!/\p{Cf}/u.test(header), `no format character in ${JSON.stringify(header)}`);
    }
  }
  ok(team.text.includes("Keep this as written."), "the body keeps the letters the visitor wrote, in their order");
  const [row] = await storedRequests(db);
  deepStrictEqual(row.name, sent.name, "stored as sent");
}).forEach((test) => Deno.test(test));

Deno.test("toHeaderValue removes every Cf character, folds lines and keeps other scripts", () => {
  deepStrictEqual(toHeaderValue("A\u202EB\u200BC\r\nBcc: x@y.example\u2028D"), "ABC Bcc: x@y.example D");
  deepStrictEqual(toHeaderValue("محمد 🚚 Ñandú"), "محمد 🚚 Ñandú");
  deepStrictEqual(toHeaderValue(`${"a".repeat(8)}🚚🚚🚚`, 10), `${"a".repeat(8)}🚚…`, "never half an emoji");
  for (let code = 0; code <= 0x10ffff; code++) {
    const char = String.fromCodePoint(code);
    if (/\p{Cf}/u.test(char)) deepStrictEqual(toHeaderValue(`a${char}b`), "ab", `U+${code.toString(16)}`);
  }
});
