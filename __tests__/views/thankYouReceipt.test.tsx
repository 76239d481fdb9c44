// The thank-you page holds up after an accepted request: the reference and the
// price come back on a reload (kept for the tab), hydration over the server's
// HTML (which has neither) matches, a browser without Intl's formatRange gets
// the range written with two amounts, a price that cannot be shown never
// turns the page into the error screen, and the lines sent are said in one
// sentence in the page's language, priced or not.
import { act, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { CacheProvider } from "@emotion/react";
import createCache from "@emotion/cache";
import { ThankYouPage } from "../../src/views/ThankYouPage";
import { readReceipt, useReceipt } from "../../src/contact/sending/receipt";
import { RECEIPT_STORAGE_KEY } from "../../src/contact/sending/receiptKey";
import type { VisitorPrice } from "../../supabase/functions/_shared/price/visitorPrice.ts";
import { formatNumber } from "../../supabase/functions/_shared/words/fieldWords.ts";
import { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
import { fixtureSite } from "../fixtures/content";
import { layoutProps, samplePrice, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

const content = wordsOf(fixtureSite, "en");
const price: VisitorPrice = samplePrice;

/** The thank-you page as src/pages/thank-you.tsx makes it: the view, with the receipt the tab kept, in `language`. */
function ThankYouWithReceipt({ state, language = "en" }: { state?: unknown; language?: string }) {
  const receipt = useReceipt(state);
  const words = wordsOf(fixtureSite, language);
  return (
    <ThankYouPage
      {...layoutProps(fixtureSite, language, "/thank-you")}
      page={words.thankYou}
      quoteLink={words.booking.quoteLink}
      summaryWords={words.contact.form.cargo}
      {...receipt}
    />
  );
}

/** Three lines as the form keeps their figures: 14 pieces, 1.82 m³, 640 kg. */
const SHIPMENT = { lines: 3, pieces: 14, volumeM3: 1.8176, weightKg: 640 };

beforeEach(() => window.sessionStorage.clear());

it("shows the reference and price the tab kept, after a reload, when hydrating the server's HTML without them", async () => {
  // The server's HTML: no receipt (the build knows none).
  const html = renderToString(
    <CacheProvider value={createCache({ key: "css" })}>
      <ThankYouWithReceipt />
    </CacheProvider>,
  );
  expect(html).toContain(content.thankYou.referenceByEmail);
  // The visitor's tab kept what the function answered.
  window.sessionStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify({ reference: "K7QM-4TXH", price: { price } }));
  // Where Gatsby puts the page: parts that keep the server's HTML on hydration look for it.
  const container = document.createElement("div");
  container.id = "___gatsby";
  container.innerHTML = html;
  document.body.append(container);
  try {
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <CacheProvider value={createCache({ key: "css" })}>
          <ThankYouWithReceipt />
        </CacheProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText("K7QM-4TXH")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: content.thankYou.price.title })).toBeInTheDocument();
  } finally {
    container.remove();
  }
});

it("takes the history state the form handed over when the tab kept nothing (storage refused)", () => {
  renderWithTheme(<ThankYouWithReceipt state={{ reference: "K7QM-4TXH" }} />);
  expect(screen.getByText("K7QM-4TXH")).toBeInTheDocument();
});

it("reads back only what it can show: a kept receipt from another version is checked like the function's answer", () => {
  expect(readReceipt({ reference: "", price: { price: { ...price, currency: "dollars" } } })).toEqual({});
  expect(readReceipt({ reference: "K7QM-4TXH", price: { noPrice: "noPieces" } })).toEqual({
    reference: "K7QM-4TXH",
    price: { noPrice: "noPieces" },
  });
});

it("names the packing list's line past the card's limits, by its number in the page's language", () => {
  const arabic = wordsOf(fixtureSite, "ar");
  renderWithTheme(
    <ThankYouPage
      {...layoutProps(fixtureSite, "ar", "/ar/thank-you")}
      page={arabic.thankYou}
      quoteLink={arabic.booking.quoteLink}
      summaryWords={arabic.contact.form.cargo}
      reference="K7QM-4TXH"
      price={{ noPrice: "beyondLimits", line: 1 }}
    />,
  );
  // The second line (from 0: 1), numbered as the Arabic page numbers its lines.
  const number = new Intl.NumberFormat("ar").format(2);
  expect(screen.getByText(fillTemplate(arabic.thankYou.noPrice.beyondLimitsLine, { number }))).toBeInTheDocument();
  expect(readReceipt({ price: { noPrice: "beyondLimits", line: 1 } })).toEqual({ price: { noPrice: "beyondLimits", line: 1 } });
});

it("writes the range with two formatted amounts where the browser has no formatRange", () => {
  const formatRange = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, "formatRange");
  // Safari before 15.4, Chrome before 106, Firefox before 116.
  delete (Intl.NumberFormat.prototype as { formatRange?: unknown }).formatRange;
  try {
    renderWithTheme(
      <ThankYouPage
        {...layoutProps(fixtureSite, "en", "/thank-you")}
        page={content.thankYou}
        quoteLink={content.booking.quoteLink}
        summaryWords={content.contact.form.cargo}
        reference="K7QM-4TXH"
        price={{ price }}
      />,
    );
    const amount = (value: number) =>
      new Intl.NumberFormat("en", { style: "currency", currency: "USD", currencyDisplay: "code", maximumFractionDigits: 0 }).format(value);
    const region = screen.getByRole("region", { name: content.thankYou.price.title });
    // The range is isolated for the reading direction: its own <bdi>.
    const isolated = [...region.querySelectorAll("bdi")].map((element) => element.textContent);
    expect(isolated).toContain(`${amount(560)} – ${amount(690)}`);
  } finally {
    Object.defineProperty(Intl.NumberFormat.prototype, "formatRange", formatRange!);
  }
});

it("never shows the error screen for a price it cannot show: the reference stays, and the team's confirmation", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const NumberFormat = Intl.NumberFormat;
  jest.spyOn(Intl, "NumberFormat").mockImplementation(() => {
    throw new RangeError("Incorrect locale information provided");
  });
  try {
    renderWithTheme(
      <ThankYouPage
        {...layoutProps(fixtureSite, "en", "/thank-you")}
        page={content.thankYou}
        quoteLink={content.booking.quoteLink}
        summaryWords={content.contact.form.cargo}
        reference="K7QM-4TXH"
        price={{ price }}
      />,
    );
    expect(screen.getByText("K7QM-4TXH")).toBeInTheDocument();
    expect(screen.getByText(content.thankYou.price.confirm)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: content.thankYou.title })).toBeInTheDocument();
  } finally {
    (Intl.NumberFormat as unknown) = NumberFormat;
    jest.restoreAllMocks();
    error.mockRestore();
  }
});

describe("the shipment's lines in one sentence", () => {
  const { summarySentence, summaryLines, summaryPieces } = content.contact.form.cargo;
  /** The sentence of SHIPMENT as the fixture's English words and numbers say it. */
  const sentence = fillTemplate(summarySentence, {
    lines: fillTemplate(summaryLines.other, { count: "3" }),
    pieces: fillTemplate(summaryPieces.other, { count: "14" }),
    volume: "1.82",
    weight: "640",
  });

  it("says the lines the tab kept among what the price is for, after a reload", () => {
    window.sessionStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify({ reference: "K7QM-4TXH", price: { price }, shipment: SHIPMENT }));
    renderWithTheme(<ThankYouWithReceipt />);
    const region = screen.getByRole("region", { name: content.thankYou.price.title });
    expect(within(region).getAllByRole("listitem")[0]).toHaveTextContent(sentence);
  });

  it("says them without a price too, before why there is none", () => {
    window.sessionStorage.setItem(
      RECEIPT_STORAGE_KEY,
      JSON.stringify({ reference: "K7QM-4TXH", price: { noPrice: "noZone" }, shipment: SHIPMENT }),
    );
    renderWithTheme(<ThankYouWithReceipt />);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByText(content.thankYou.noPrice.noZone)).toBeInTheDocument();
  });

  it("says them in the page's language, its numbers and its plural forms (Arabic: two lines are two, not other)", () => {
    const rtl = wordsOf(fixtureSite, "ar").contact.form.cargo;
    window.sessionStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify({ shipment: { ...SHIPMENT, lines: 2, pieces: 11 } }));
    renderWithTheme(<ThankYouWithReceipt language="ar" />);
    const expected = fillTemplate(rtl.summarySentence, {
      lines: fillTemplate(rtl.summaryLines.two!, { count: formatNumber(2, "ar") }),
      pieces: fillTemplate(rtl.summaryPieces.other, { count: formatNumber(11, "ar") }),
      volume: formatNumber(1.82, "ar", { minimumFractionDigits: 2 }),
      weight: formatNumber(640, "ar"),
    });
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it("says nothing of lines when none were sent", () => {
    window.sessionStorage.setItem(RECEIPT_STORAGE_KEY, JSON.stringify({ reference: "K7QM-4TXH", price: { price } }));
    renderWithTheme(<ThankYouWithReceipt />);
    const region = screen.getByRole("region", { name: content.thankYou.price.title });
    expect(within(region).queryByText(new RegExp(summaryLines.other.replace("{count}", "\\d+")))).not.toBeInTheDocument();
  });

  it("reads back only figures it can say: whole counts of at least one, a volume and a weight of no less than zero", () => {
    expect(readReceipt({ shipment: SHIPMENT })).toEqual({ shipment: SHIPMENT });
    for (const shipment of [
      { ...SHIPMENT, lines: 0 },
      { ...SHIPMENT, pieces: 1.5 },
      { ...SHIPMENT, volumeM3: "1.82" },
      { ...SHIPMENT, weightKg: -1 },
      { lines: 3, pieces: 14 },
      [SHIPMENT],
    ]) {
      expect(readReceipt({ reference: "K7QM-4TXH", shipment })).toEqual({ reference: "K7QM-4TXH" });
    }
  });
});
