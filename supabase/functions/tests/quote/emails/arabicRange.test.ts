// The Arabic confirmation's price range reads low to high: Intl writes an
// Arabic range with a right-to-left mark before it ("\u200F2,600–3,200 USD"),
// which in a right-to-left e-mail showed the high end first ("USD 3,200–2,600").
// The confirmation sets each option's range apart left to right: dir="ltr" in
// the HTML, a left-to-right isolate (U+2066 to U+2069) in the plain text, the
// marks taken out. Inside such an isolate, text with no right-to-left letter,
// no Arabic-Indic digit and no bidirectional control is shown in the order it
// is stored; so the range reads in logical order when it is stored low, then high.
import { deepStrictEqual, ok } from "node:assert/strict";
import { EMPTY_CONTACT_REQUEST } from "../../../_shared/contactFields.ts";
import { priceRequest } from "../../../_shared/price/leadPrice.ts";
import type { FormReplies } from "../../../_shared/replies/formReplies.ts";
import { type TeamEmailRequest, visitorConfirmation } from "../../../send-contact-email/quote/quoteEmails.ts";
import { FIXTURE_CARD, PRICED } from "../../support/fixtureCard.ts";
import { contentWords, fixtureReplies } from "../../support/replies.ts";

const ADDRESSES = { teamAddress: "team@forwarder.test", fromAddress: "Quotes <quotes@forwarder.test>" };
/** The fixture's company and contacts, content's Arabic words. */
const REPLIES: FormReplies = { ...fixtureReplies, languages: { ar: contentWords.languages.ar } };
const CONTEXT = { replies: REPLIES, origin: "https://www.forwarder.example" };

const REQUEST = {
  ...EMPTY_CONTACT_REQUEST,
  name: "Mei Chan",
  email: "mei@shop.example",
  shippingCountry: PRICED.shippingCountry,
  cargoPieces: 4,
  cargoLengthCm: 120,
  cargoWidthCm: 80,
  cargoHeightCm: 100,
  cargoWeightKg: 450.5,
};
const PRICING = priceRequest(REQUEST, FIXTURE_CARD, new Date("2026-11-20T00:00:00Z"));
const LEAD: TeamEmailRequest = { ...REQUEST, reference: "K7QM-4TXH", language: "ar", pricing: PRICING, source: null };

/** What moves text against the order it is stored in, inside a left-to-right isolate. */
const REORDERS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Each option's low and high figure as the Arabic range writes them (grouped, no fraction). */
function figures(): [string, string][] {
  if (PRICING.kind !== "priced") throw new Error("the fixture's request is priced");
  const number = new Intl.NumberFormat("ar", { maximumFractionDigits: 0 });
  return PRICING.price.options.map((option) => [number.format(option.low), number.format(option.high)]);
}

/** True when `range` shows in the order it is stored (nothing in it reorders) and says `low` before `high`. */
function readsInOrder(range: string, [low, high]: [string, string]): boolean {
  const at = [range.indexOf(low), range.indexOf(high)];
  return !REORDERS.test(range) && at[0] !== -1 && at[0] < at[1];
}

Deno.test("the Arabic confirmation's ranges read low to high, in the HTML and in the plain text", async () => {
  const { html, text } = await visitorConfirmation(LEAD, ADDRESSES, false, CONTEXT);
  const expected = figures();
  ok(expected.length > 0, "the fixture's lead has options");
  const inHtml = [...html.matchAll(/<span dir="ltr" class="ltr-isolate">([^<]*)<\/span>/g)].map((match) => match[1]);
  const inText = [...text.matchAll(/\u2066([^\u2069]*)\u2069/gu)].map((match) => match[1]);
  deepStrictEqual([inHtml.length, inText.length], [expected.length, expected.length], "each option's range, set apart");
  for (const [index, pair] of expected.entries()) {
    ok(readsInOrder(inHtml[index], pair), `HTML: ${JSON.stringify(inHtml[index])}`);
    ok(readsInOrder(inText[index], pair), `text: ${JSON.stringify(inText[index])}`);
  }
  // The isolate is the range's own: the words around it are the e-mail's, right to left.
  ok(html.includes('dir="rtl"'), "the e-mail is right to left");
});
