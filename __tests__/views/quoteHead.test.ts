// The quote page's head script marks <html data-quote="incomplete"> before
// the first paint exactly when the page's own reading of its address
// (quoteAddress) finds no reference or no key, so the state painted first is
// the one the page's script then draws.
import { INCOMPLETE_ADDRESS_SCRIPT, INCOMPLETE_MARK } from "../../src/quote/incompleteAddress";
import { quoteAddress } from "../../src/quote/quoteApi";

/** What the script marks on a page at `search` and `hash`. */
function markOf(search: string, hash: string): string | undefined {
  const dataset: Record<string, string> = {};
  new Function("location", "document", INCOMPLETE_ADDRESS_SCRIPT)({ search, hash }, { documentElement: { dataset } });
  return dataset.quote;
}

const ADDRESSES: [string, string][] = [
  ["?ref=K7QM-4TXH", "#key=v1.20270101.abc"],
  ["?ref=K7QM-4TXH&utm_source=mail", "#key=v1.20270101.abc&x=1"],
  ["", ""],
  ["?ref=K7QM-4TXH", ""],
  ["?ref=K7QM-4TXH", "#key="],
  ["?ref=%20", "#key=v1.20270101.abc"],
  ["", "#key=v1.20270101.abc"],
  ["?reference=K7QM-4TXH", "#key=v1.20270101.abc"],
  ["?ref=K7QM-4TXH", "#keys=v1"],
];

it.each(ADDRESSES)("marks %s%s as the page reads it", (search, hash) => {
  const { reference, key } = quoteAddress(search, hash);
  expect(markOf(search, hash)).toBe(reference && key ? undefined : INCOMPLETE_MARK);
});
