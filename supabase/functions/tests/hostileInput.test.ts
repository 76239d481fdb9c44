// Hostile but valid input is accepted, stored verbatim and escaped in the
// e-mail's HTML. The test reads the e-mail the way a developer would: from
// the outbox folder the local backend writes.
import { deepStrictEqual, ok } from "node:assert/strict";
import { backendTests, makeHandler, postContact, storedRequests, validRequest } from "./support/harness.ts";
import { outboxMailer } from "../send-contact-email/mailers.ts";
import type { ContactRequest } from "../_shared/contactRequest.ts";
import { escapeHtml } from "../send-contact-email/emails.ts";

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
      const { id } = await response.json();

      const [row] = await storedRequests(db);
      deepStrictEqual(
        [row.name, row.email, row.phone, row.shipping_country, row.shipping_details, row.message],
        [sent.name, sent.email, sent.phone, sent.shippingCountry, sent.shippingDetails, sent.message],
      );

      const file = `${outbox}/contact-request_${id}_team`;
      const email = JSON.parse(await Deno.readTextFile(`${file}.json`));
      deepStrictEqual(await Deno.readTextFile(`${file}.html`), email.html);
      for (const value of [sent.name, sent.shippingDetails, sent.message]) {
        ok(email.html.includes(escapeHtml(value)), `escaped ${value} in the HTML`);
        ok(email.text.includes(value), `verbatim ${value} in the plain text`);
      }
      for (const raw of ["<script", "<img", "<a href", "< 100", "& ", `"Sons"`]) {
        const inVisitorInput = [sent.name, sent.shippingDetails, sent.message].some((v) => v.includes(raw));
        if (inVisitorInput) ok(!email.html.includes(raw), `raw ${raw} must not reach the HTML`);
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
