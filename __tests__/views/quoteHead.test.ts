// The quote page's head script, run as a browser runs it before the page's
// script: it marks <html data-quote="incomplete"> exactly when the page's own
// reading of its address (quoteAddress) finds no reference or no key, so the
// state painted first is the one the page's script then draws; and with both,
// it asks the function for the quote (its key as a plain-text body, so the
// browser sends it without a preflight), which the page's script then
// takes that answer once instead of asking again.
import { contactFunctionUrl } from "../../src/contact/backendConfig";
import { EARLY_QUOTE_GLOBAL, INCOMPLETE_MARK, quoteHeadScript } from "../../src/quote/early/quoteHead";
import { fetchQuote, quoteAddress, quoteUrl } from "../../src/quote/quoteApi";
import { answerOf, quoteAnswer } from "../helpers/quoteAnswer";

const answered = () => answerOf(200, quoteAnswer());

/** Runs the script on a page at `search` and `hash`: what it marks, and what it fetched. */
function runHead(search: string, hash: string, fetcher = jest.fn(async () => answered())) {
  const dataset: Record<string, string> = {};
  new Function("location", "document", "window", "fetch", quoteHeadScript(contactFunctionUrl))(
    { search, hash },
    { documentElement: { dataset } },
    window,
    fetcher,
  );
  return { mark: dataset.quote, fetcher };
}

const ADDRESSES: [string, string][] = [
  ["?ref=K7QM-4TXH", "#key=v1.20270101.abc"],
  ["?ref=K7QM-4TXH&utm_source=mail", "#key=v1.20270101.abc&x=1"],
  ["?ref=K7%2FQM%20", "#key=%20v1.abc"],
  ["", ""],
  ["?ref=K7QM-4TXH", ""],
  ["?ref=K7QM-4TXH", "#key="],
  ["?ref=%20", "#key=v1.20270101.abc"],
  ["", "#key=v1.20270101.abc"],
  ["?reference=K7QM-4TXH", "#key=v1.20270101.abc"],
  ["?ref=K7QM-4TXH", "#keys=v1"],
];

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_QUOTE_GLOBAL];
});

it.each(ADDRESSES)("marks %s%s as the page reads it, and asks for its quote only when it has both", (search, hash) => {
  const { reference, key } = quoteAddress(search, hash);
  const { mark, fetcher } = runHead(search, hash);
  expect(mark).toBe(reference && key ? undefined : INCOMPLETE_MARK);
  if (reference && key) {
    expect(fetcher).toHaveBeenCalledTimes(1);
    // The key as the body of a plain-text POST: a request the browser sends without a preflight, the key out of the address.
    expect(fetcher).toHaveBeenCalledWith(quoteUrl(reference), {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: key,
      credentials: "omit",
      cache: "no-store",
    });
  } else expect(fetcher).not.toHaveBeenCalled();
});

describe("the page's script", () => {
  const pageFetch = jest.fn(async () => answered());
  const jsdomFetch = global.fetch;
  beforeEach(() => {
    pageFetch.mockClear();
    global.fetch = pageFetch as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = jsdomFetch;
  });

  it("takes the head's answer for its quote once, then asks the function itself", async () => {
    const { reference, key } = quoteAddress("?ref=K7QM-4TXH", "#key=v1.abc");
    runHead("?ref=K7QM-4TXH", "#key=v1.abc");
    expect((await fetchQuote(reference, key)).kind).toBe("ok");
    expect(pageFetch).not.toHaveBeenCalled();
    expect((await fetchQuote(reference, key)).kind).toBe("ok");
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });

  it("reads the head's failure as its own: the quote could not be reached", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    runHead(
      "?ref=K7QM-4TXH",
      "#key=v1.abc",
      jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await fetchQuote("K7QM-4TXH", "v1.abc")).toEqual({ kind: "failed" });
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it("asks the function itself for another quote or key than the head asked for", async () => {
    runHead("?ref=K7QM-4TXH", "#key=v1.abc");
    expect((await fetchQuote("K7QM-4TXH", "v1.other")).kind).toBe("ok");
    expect(pageFetch).toHaveBeenCalledTimes(1);
  });
});
