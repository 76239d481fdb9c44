// The e-mail of a team member's one-time sign-in code, as the function sends
// it: to the member's own address from the function's sender, never the team's
// inbox, with no reply-to; its subject and text in the fixture's words with
// the code and the minutes, the code in the body only (never the subject or the
// preview line, which a locked phone shows); the code set apart, left to right; a provider key
// of its own per code (the code's id) that does not carry the code; and HTML that
// reads right in Gmail, Apple Mail, Outlook and Yahoo.
import { deepStrictEqual, match, notDeepStrictEqual, ok } from "node:assert/strict";
import { fillTemplate as fill } from "../../_shared/words/template.ts";
import type { EmailContext } from "../../send-contact-email/outbox/outgoing.ts";
import { signInCodeEmail } from "../../send-contact-email/team/signInEmail.ts";
import { languageOf, textOf, unsupported } from "../support/emails.ts";
import { fixtureReplies } from "../support/replies.ts";

const CONTEXT: EmailContext = { replies: fixtureReplies, origin: "https://www.forwarder.example" };
const ADDRESSES = { teamAddress: "team@forwarder.test", fromAddress: "Quotes <quotes@forwarder.test>" };
const MEMBER = "mei@forwarder.test";
const CODE = "048213";
const words = fixtureReplies.team.words.signIn;

const ID = "5f0c6a52-8a4e-4c55-9d7e-0c2f4b1e9a11";

const send = (to = MEMBER, code = CODE, id = ID) =>
  signInCodeEmail({ id, to, code, validMinutes: 10 }, ADDRESSES, CONTEXT);

Deno.test("the sign-in code goes to the member's address from the function's sender, with no reply-to", async () => {
  const email = await send();
  deepStrictEqual(email.to, MEMBER);
  deepStrictEqual(email.from, ADDRESSES.fromAddress);
  deepStrictEqual(email.replyTo, undefined);
  deepStrictEqual(email.headers, undefined);
});

Deno.test("its subject and text say the code and the minutes in the team's words", async () => {
  const email = await send();
  const values = { code: CODE, minutes: 10 };
  deepStrictEqual(email.subject, fill(words.subject, values));
  for (const sentence of [words.title, fill(words.text, values), words.ignore]) {
    ok(email.text.includes(sentence), `plain text: ${sentence}`);
    ok(textOf(email.html).includes(sentence), `HTML: ${sentence}`);
  }
  ok(email.html.includes(fill(words.preview, values)), "the preview line");
  deepStrictEqual(languageOf(email.html), {
    document: [fixtureReplies.team.code, fixtureReplies.team.direction],
    wrapper: [fixtureReplies.team.code, fixtureReplies.team.direction],
  });
});

Deno.test("the code is in the body only: never in the subject or the preview line, which a locked phone shows", async () => {
  const email = await send();
  ok(!email.subject.includes(CODE), email.subject);
  ok(email.text.includes(CODE), "the plain text has it");
  ok(textOf(email.html).includes(CODE), "the HTML has it");
  // Even words that ask for it there: the placeholder stays as written, never the code.
  const asking = structuredClone(fixtureReplies);
  asking.team.words.signIn = { ...words, subject: "Code {code}", preview: "Your code is {code}" };
  const leaky = await signInCodeEmail(
    { id: ID, to: MEMBER, code: CODE, validMinutes: 10 },
    ADDRESSES,
    { ...CONTEXT, replies: asking },
  );
  ok(!leaky.subject.includes(CODE), leaky.subject);
  const preview = /<div[^>]*data-skip-in-text="true"[^>]*>([^<]*)/.exec(leaky.html)?.[1] ?? "";
  ok(preview.includes("Your code is") && !preview.includes(CODE), preview);
});

Deno.test("the code is set apart, large, monospaced and left to right", async () => {
  const { html } = await send();
  const code = new RegExp(
    `<p style="(?=[^"]*monospace)(?=[^"]*font-size:26px)[^"]*"><span dir="ltr">${CODE}</span></p>`,
  );
  match(html, code);
});

Deno.test("its provider key is the code's own id: one per code, and never the code", async () => {
  const [email, again, otherCode] = await Promise.all([
    send(),
    send(),
    send(MEMBER, CODE, "0b6f9a8e-3c1d-4e2f-8a7b-6c5d4e3f2a10"),
  ]);
  deepStrictEqual(email.idempotencyKey, `team-sign-in/${ID}`);
  ok(!email.idempotencyKey.includes(CODE), "no code in the key");
  deepStrictEqual(again, email, "every attempt of one code is the same e-mail under the same key");
  notDeepStrictEqual(otherCode.idempotencyKey, email.idempotencyKey, "the same code again is another e-mail");
});

Deno.test("a header line's controls are dropped from the address", async () => {
  deepStrictEqual((await send(`${MEMBER}\r\nBcc: x@example.com`)).to, `${MEMBER} Bcc: x@example.com`);
});

Deno.test("the sign-in code reads right in Gmail, Apple Mail, Outlook and Yahoo: no error but the harmless ones", async () => {
  deepStrictEqual(unsupported((await send()).html), []);
});
