// The benchmark's quote page row of its answer's arrival: read from a
// devtools report's network requests (scripts/bench-web/lighthouse.mjs), and
// printed beside the price on screen with its ratio to the floor's LCP
// (scripts/bench-web/rows.mjs); no such row where the page asked for nothing.
// The price's verdict by simulation where it ran, every other page's LCP by both methods.
import { summarise } from "../../scripts/bench-web/lighthouse.mjs";

// The browser and Lighthouse themselves are not run here: only the reading of a report.
jest.mock("chrome-launcher", () => ({}));
jest.mock("lighthouse", () => ({}));
import { pageRows } from "../../scripts/bench-web/rows.mjs";

const report = (requests: { url: string; resourceType: string; networkEndTime: number }[]) => ({
  categories: { performance: { score: 1 } },
  audits: {
    "largest-contentful-paint": { numericValue: 1300 },
    "network-requests": { details: { items: requests } },
  },
});

const page = { url: "http://127.0.0.1/quote/", resourceType: "Document", networkEndTime: 630 };
const answer = {
  url: "http://127.0.0.1:54321/functions/v1/send-contact-email/quote/K7QM-4TXH",
  resourceType: "Fetch",
  networkEndTime: 1210,
};

const result = (answerIn: number | undefined) => {
  const run = { scores: { performance: 100 }, lcp: 1300, tbt: 0, cls: 0, scriptBytes: 0, answerIn };
  return { devtools: { built: run, floor: { ...run, lcp: 740, answerIn: undefined } } };
};

/** The rows of a page's results: the quote page's, or another's, under the table's budgets. */
const rowsFor = (results: Parameters<typeof pageRows>[1]["results"], quote: boolean) =>
  pageRows(quote ? "/quote" : "/", {
    results,
    firstFlight: { built: 0, floor: 0 },
    budget: { performance: 100, tbtMs: 50, lcpRatio: 1.02, cls: 0, scriptTransferBytes: 0, otherCategories: 100 },
    noindex: quote,
    quote,
    startsAtOnce: quote,
    scriptAtLoad: 0,
    verdict: (ok: boolean) => (ok ? "met" : "MISSED"),
  });

const rowsOf = (answerIn: number | undefined, quote = true) => rowsFor(result(answerIn), quote);

// The page's data, fetched too, but not the quote's answer.
const pageData = { url: "http://127.0.0.1/page-data/quote/page-data.json", resourceType: "Fetch", networkEndTime: 700 };

it("reads when the quote's answer came, and nothing on a page that did not ask for it", () => {
  expect(summarise(report([page, pageData, answer])).answerIn).toBe(answer.networkEndTime);
  expect(summarise(report([page, pageData])).answerIn).toBeUndefined();
});

it("prints the quote's answer in beside its price, as a ratio of the floor, and how long after it the price came", () => {
  const rows = rowsOf(1210);
  const price = rows.findIndex((row) => String(row[2]).startsWith("1300 ms"));
  const bound = rows.find((row) => String(row[2]).startsWith("1210 ms"));
  expect(bound).toBeDefined();
  expect(rows.indexOf(bound!)).toBe(price + 1);
  expect(bound![2]).toBe(`1210 ms (${(1210 / 740).toFixed(2)} x)`);
  expect(bound!.at(-1)).toBe("the price 90 ms after it");
  // Not a budget: it adds no verdict of its own.
  expect(bound!.at(-1)).not.toMatch(/^(met|MISSED)$/);
  expect(rowsOf(undefined)).toHaveLength(rows.length - 1);
  expect(rowsOf(1210, false)).toHaveLength(rows.length - 2);
});

describe("the LCP's verdict", () => {
  const run = (lcp: number) => ({ scores: { performance: 100 }, lcp, tbt: 0, cls: 0, scriptBytes: 0 });
  const both = (devtools: [number, number], simulate?: [number, number]) => ({
    devtools: { built: run(devtools[0]), floor: run(devtools[1]) },
    ...(simulate ? { simulate: { built: run(simulate[0]), floor: run(simulate[1]) } } : {}),
  });
  const lcpVerdict = (results: ReturnType<typeof both>, quote: boolean) =>
    rowsFor(results, quote)
      .find((row) => String(row[1]).startsWith("LCP"))!
      .at(-1);

  it("holds the quote's price to its ratio by simulation: by devtools a second request alone is past it", () => {
    expect(lcpVerdict(both([1300, 740], [1000, 1050]), true)).toBe("met");
    expect(lcpVerdict(both([900, 740], [1400, 1050]), true)).toBe("MISSED");
    // Without the simulated runs, by devtools.
    expect(lcpVerdict(both([1300, 740]), true)).toBe("MISSED");
    expect(lcpVerdict(both([900, 740]), true)).toBe("met");
  });

  it("holds every other page to its ratio by both methods", () => {
    expect(lcpVerdict(both([750, 740], [1000, 1000]), false)).toBe("met");
    expect(lcpVerdict(both([760, 740], [1000, 1000]), false)).toBe("MISSED");
    expect(lcpVerdict(both([750, 740], [1030, 1000]), false)).toBe("MISSED");
  });
});
