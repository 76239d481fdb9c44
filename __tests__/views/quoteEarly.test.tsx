// The quote's head before the page's runtime: the page as served holds a
// hidden outline of it, which the head script fills from the function's
// answer and shows (src/quote/early/quoteHead.ts, src/quote/early/EarlyQuote.tsx); the
// page's script then draws the quote in its place. For each kind of answer
// and in each language, what the head script draws is, element for element
// and class for class, what the page's script draws there (the print button,
// the letterhead, the title, the facts), so the swap is seen by no one; an
// answer that is not a quote draws nothing, and the page's script, once it
// runs, takes the answer without asking the function again and draws the
// quote at once. Every word comes from the fixture.
import { renderToString } from "react-dom/server";
import { CacheProvider } from "@emotion/react";
import createCache from "@emotion/cache";
import { act, screen, waitFor, within } from "@testing-library/react";
import { QuotePage, type QuotePageProps } from "../../src/views/QuotePage";
import { contactFunctionUrl } from "../../src/contact/backendConfig";
import { DRAWN_MARK, EARLY_OUTLINE_ATTRIBUTE, EARLY_QUOTE_GLOBAL, type EarlyQuote, quoteHeadScript } from "../../src/quote/early/quoteHead";
import { localizedCountries } from "../../src/content/countries";
import type { QuoteAnswer } from "../../supabase/functions/_shared/api/quotePageApi.ts";
import { fixtureSite } from "../fixtures/content";
import { layoutProps, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";
import { QUOTE_REFERENCE, answerOf, quoteAnswer, quoteOffer } from "../helpers/quoteAnswer";

const KEY = "v1.20271128.c2lnbmVk";

const props = (code: string): QuotePageProps => ({
  ...layoutProps(fixtureSite, code, "/quote"),
  page: wordsOf(fixtureSite, code).quotePage,
  priceWords: wordsOf(fixtureSite, code).thankYou,
  bookingWords: wordsOf(fixtureSite, code).booking,
  countries: localizedCountries(fixtureSite.shared.countries, code),
});

const OFFER = quoteOffer();

const booking = {
  service: "express" as const,
  cargoReadyDate: "2099-01-05",
  requestedAt: "2026-11-28T02:00:00Z",
  changesLeft: 2,
  offer: null,
  parties: null,
};

const priced = quoteAnswer().price!;

/**
 * Each kind of head the page draws: where the quote stands, its last day, its
 * destination; and whether the estimate is drawn with it (the quote as first
 * opened), with each way its options and what it covers can read.
 */
const ANSWERS: [string, boolean, QuoteAnswer][] = [
  ["a priced quote just asked", true, quoteAnswer()],
  ["an expired quote", false, quoteAnswer({ expired: true, validUntil: "2026-11-20", status: "answered" })],
  ["a quote without a last day", false, quoteAnswer({ validUntil: null, price: null, noPrice: "noZone" })],
  ["a quote at the team's offer", false, quoteAnswer({ offer: OFFER, status: "answered" })],
  ["an expired offer on a quote still valid", false, quoteAnswer({ offer: { ...OFFER, validUntil: "2026-11-25", expired: true } })],
  ["a choice made", false, quoteAnswer({ chosen: "economy", status: "answered" })],
  ["a booking requested", false, quoteAnswer({ chosen: "express", status: "answered", booking })],
  ["a booked quote past its last day", false, quoteAnswer({ chosen: "express", status: "booked", expired: true, booking })],
  ["a closed lead", false, quoteAnswer({ status: "closed" })],
  ["a booking requested, its booking not in the answer", false, quoteAnswer({ status: "booking requested" })],
  [
    "a price with special goods",
    false,
    quoteAnswer({
      price: {
        ...priced,
        specialGoods: {
          un: "UN3481",
          packingInstruction: "967",
          section: "II",
          documents: ["un38.3", "sds"],
          conditions: ["stateOfCharge"],
        },
      },
    }),
  ],
  ["a destination the form does not list", true, quoteAnswer({ asked: { ...quoteAnswer().asked, country: "Atlantis" } })],
  ["no destination", true, quoteAnswer({ asked: { ...quoteAnswer().asked, country: "" } })],
  [
    "one option without emissions, from the airport to the airport",
    true,
    quoteAnswer({
      asked: { ...quoteAnswer().asked, pickupCity: null, deliverTo: "airport", insure: false },
      price: { ...priced, options: [{ ...priced.options[1], co2eKg: null }], covers: { pickup: false, door: false, insurance: false } },
    }),
  ],
  [
    "a pickup city, the door and insurance the team quotes, economy first, a weight with a decimal",
    true,
    quoteAnswer({
      asked: { ...quoteAnswer().asked, pickupCity: " Dongguan ", deliverTo: "door", insure: true },
      price: {
        ...priced,
        chargeableKg: 95.25,
        options: [{ ...priced.options[1], co2eKg: null }, priced.options[0]],
        covers: { pickup: false, door: false, insurance: false },
      },
    }),
  ],
  [
    "collected from anywhere, insured, in another currency",
    true,
    quoteAnswer({
      asked: { ...quoteAnswer().asked, pickupCity: "", insure: true },
      price: {
        ...priced,
        currency: "HKD",
        options: priced.options.map((option) => ({ ...option, low: option.low * 7.8, high: option.high * 7.8 })),
        covers: { pickup: true, door: true, insurance: true },
      },
    }),
  ],
];

// The fixture's languages: one written left to right, one right to left.
const LANGUAGES = Object.keys(fixtureSite.byLanguage);

const outline = () => document.querySelector<HTMLElement>(`[${EARLY_OUTLINE_ATTRIBUTE}]`);

/** The page as served, in the document, its address the quote's. */
function serve(code: string): void {
  document.body.innerHTML = renderToString(
    <CacheProvider value={createCache({ key: "css" })}>
      <QuotePage {...props(code)} />
    </CacheProvider>,
  );
}

/** Runs the head script as the browser does, its fetch answered `status` and `body`, and waits for the answer to be read. */
async function runHead(status: number, body: unknown): Promise<void> {
  const fetcher = jest.fn(() => answerOf(status, body));
  await act(async () => {
    new Function("fetch", quoteHeadScript(contactFunctionUrl))(fetcher);
    await (window as unknown as Record<string, EarlyQuote>)[EARLY_QUOTE_GLOBAL].answer;
  });
}

/** Runs the outline's own script, as the browser does once the parser reaches it. */
function parseOutline(): void {
  new Function(outline()!.querySelector("script")!.textContent!)();
}

/** The page as the browser gets it: its head's script run, then its outline parsed, or the answer in only after that. */
async function load(status: number, body: unknown, answerFirst: boolean): Promise<void> {
  if (answerFirst) {
    await runHead(status, body);
    parseOutline();
  } else {
    let answered: () => void = () => {};
    const held = new Promise<void>((resolve) => (answered = resolve));
    const fetcher = jest.fn(() => held.then(() => answerOf(status, body)));
    new Function("fetch", quoteHeadScript(contactFunctionUrl))(fetcher);
    parseOutline();
    await act(async () => {
      answered();
      await (window as unknown as Record<string, EarlyQuote>)[EARLY_QUOTE_GLOBAL].answer;
    });
  }
}

/** An element with its attributes, without its children. */
const startTag = (element: Element): string => (element.cloneNode(false) as Element).outerHTML;

/** The elements the page's script draws where the outline was: the print button, and the document's first `count` children. */
async function drawnByThePage(code: string, answer: QuoteAnswer, count: number): Promise<string[]> {
  const fetcher = jest.fn(() => answerOf(200, answer));
  global.fetch = fetcher as unknown as typeof fetch;
  const { container, unmount } = renderWithTheme(<QuotePage {...props(code)} />);
  await screen.findByRole("article");
  const panel = container.querySelector("#quote-page")!;
  const [tools, article] = [...panel.children];
  const head = [tools.outerHTML, startTag(article), ...[...article.children].slice(0, count).map((element) => element.outerHTML)];
  unmount();
  return head;
}

/** What the head script drew into the outline: the print button, the document's start tag and its children. */
function drawnEarly(): { tools: Element; article: Element } {
  const [tools, article] = [...outline()!.children].filter((element) => element.localName !== "script");
  return { tools, article };
}

/** The same as the page's script draws it: the "Choose" buttons drawn early are disabled, the page's own are not. */
function asThePageDrawsIt({ tools, article }: { tools: Element; article: Element }): string[] {
  const copy = article.cloneNode(true) as Element;
  copy.querySelectorAll("button").forEach((button) => button.removeAttribute("disabled"));
  return [tools.outerHTML, startTag(copy), ...[...copy.children].map((element) => element.outerHTML)];
}

beforeEach(() => {
  window.history.replaceState(null, "", `/quote?ref=${QUOTE_REFERENCE}#key=${KEY}`);
});

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_QUOTE_GLOBAL];
  delete document.documentElement.dataset.quote;
  document.body.innerHTML = "";
});

// Each language once with the answer in before the outline is parsed, once after.
describe.each(LANGUAGES.flatMap((code) => [true, false].map((answerFirst) => [code, answerFirst] as const)))(
  "in %s, the answer in before the outline: %s",
  (code, answerFirst) => {
    it.each(ANSWERS)("draws the head of %s (its estimate with it: %s) as the page's script then draws it", async (_, withPrice, answer) => {
      // The head's three elements (the letterhead, the title, the facts), then the estimate where it is drawn early.
      const count = withPrice ? 4 : 3;
      const expected = await drawnByThePage(code, answer, count);
      serve(code);
      expect(outline()!.hidden).toBe(true);
      await load(200, answer, answerFirst);
      expect(outline()!.hidden).toBe(false);
      expect(document.documentElement.dataset.quote).toBe(DRAWN_MARK);
      const early = drawnEarly();
      expect(early.article.children).toHaveLength(count);
      expect(asThePageDrawsIt(early)).toEqual(expected);
      // Its "Choose" buttons wait for the page's script.
      const choose = [...early.article.querySelectorAll("button")];
      expect(choose).toHaveLength(withPrice ? answer.price!.options.length : 0);
      for (const button of choose) expect(button).toBeDisabled();
    });
  },
);

it.each([
  ["a currency not in capitals", { ...priced, currency: "usd" }],
  ["a cover that is not yes or no", { ...priced, covers: { ...priced.covers, door: "yes" } }],
  ["negative emissions", { ...priced, options: [{ ...priced.options[0], co2eKg: -5 }] }],
  ["a service twice", { ...priced, options: [priced.options[0], { ...priced.options[0], co2eKg: 1 }] }],
  ["a last day that is not a day", { ...priced, validUntil: "soon" }],
  ["an option without its range", { ...priced, options: [{ ...priced.options[0], high: null }] }],
])("draws the head but no estimate for %s, which the page's script would not draw as it is", async (_, price) => {
  serve("en");
  await load(200, quoteAnswer({ price: price as QuoteAnswer["price"] }), true);
  expect(outline()!.hidden).toBe(false);
  expect(drawnEarly().article.children).toHaveLength(3);
});

it("writes the ranges as the page's script does in a browser without formatRange: two amounts around a dash", async () => {
  const withRange = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, "formatRange")!;
  delete (Intl.NumberFormat.prototype as unknown as Record<string, unknown>).formatRange;
  try {
    const expected = await drawnByThePage("en", quoteAnswer(), 4);
    serve("en");
    await load(200, quoteAnswer(), true);
    expect(asThePageDrawsIt(drawnEarly())).toEqual(expected);
    expect(drawnEarly().article.querySelector("[aria-labelledby=price-options] bdi")!.textContent).toContain(" \u2013 ");
  } finally {
    Object.defineProperty(Intl.NumberFormat.prototype, "formatRange", withRange);
  }
});

it.each([
  ["a refusal", 403, { error: { code: "forbidden", message: "No" } }],
  ["a failure", 500, null],
  ["an answer that is not a quote", 200, { reference: 42 }],
  ["an answer without a body", 200, null],
  ["a quote whose last day is not a day", 200, quoteAnswer({ validUntil: "soon" })],
  ["a quote without what was asked", 200, { ...quoteAnswer(), asked: null }],
])("draws nothing for %s", async (_, status, body) => {
  serve("en");
  await load(status, body, true);
  expect(outline()!.hidden).toBe(true);
  expect(document.documentElement.dataset.quote).toBeUndefined();
});

it("draws nothing once the page's script has taken the answer", async () => {
  serve("en");
  let answered: () => void = () => {};
  const held = new Promise<void>((resolve) => (answered = resolve));
  new Function("fetch", quoteHeadScript(contactFunctionUrl))(jest.fn(() => held.then(() => answerOf(200, quoteAnswer()))));
  parseOutline();
  const holder = window as unknown as Record<string, EarlyQuote>;
  const { answer } = holder[EARLY_QUOTE_GLOBAL];
  delete holder[EARLY_QUOTE_GLOBAL];
  await act(async () => {
    answered();
    await answer;
  });
  expect(outline()!.hidden).toBe(true);
});

it("once drawn, its print button has the page's script print the quote drawn whole, and its focus goes to the page's own", async () => {
  serve("en");
  await load(200, quoteAnswer(), true);
  const early = outline()!.querySelector("button")!;
  early.focus();
  early.click();
  const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
  // Drawn while the served head is still there, as React draws in its place.
  const { container } = renderWithTheme(<QuotePage {...props("en")} />);
  const words = wordsOf(fixtureSite, "en").quotePage;
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  expect(within(container).getByRole("button", { name: words.document.print })).toHaveFocus();
  print.mockRestore();
});

it("once the head has drawn the quote, the page's script draws it at once, without asking the function again", async () => {
  serve("en");
  await load(200, quoteAnswer(), true);
  const pageFetch = jest.fn();
  global.fetch = pageFetch;
  const words = wordsOf(fixtureSite, "en").quotePage;
  document.body.innerHTML = "";
  // The first render, before any effect has run: the quote, not "loading".
  renderWithTheme(<QuotePage {...props("en")} />);
  expect(screen.queryByText(words.loading)).toBeNull();
  expect(screen.getByRole("article", { name: words.title })).toBeInTheDocument();
  await waitFor(() => expect((window as unknown as Record<string, unknown>)[EARLY_QUOTE_GLOBAL]).toBeUndefined());
  expect(pageFetch).not.toHaveBeenCalled();
});
